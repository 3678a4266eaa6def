import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENQUIRY_KINDS, endpointPath, type EnquiryKind } from '@/lib/enquiry/kinds';
import { MESSAGES, PDF_DATA_URL_PREFIX } from '@/lib/enquiry/limits';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { sentPath } from '@/lib/enquiry/outcome-pages';
import { SAMPLE_PDF_BASE64, sampleValues } from '@/lib/enquiry/sample-values';
import type { FormValues } from '@/lib/enquiry/contract';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * Forms posted without JavaScript: the same eleven endpoints take application/x-www-form-urlencoded and
 * multipart/form-data, store exactly what the JSON path stores, and answer a browser with pages.
 */

type Json = Record<string, unknown>;
type Encoding = 'urlencoded' | 'multipart';

const MAX_RESUME = 2_097_152;

/** The sample resume (a readable PDF) padded with spaces to `size` bytes. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(SAMPLE_PDF_BASE64, 'base64').copy(bytes);
  return bytes;
}

const PNG = Buffer.from('\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR', 'latin1');

/** What a browser sends for these values, in either encoding (file fields only in multipart). */
function body(kind: EnquiryKind, values: FormValues, encoding: Encoding, file?: Buffer): { body: string | FormData; headers: Record<string, string> } {
  const { fields, files } = nativeFieldsOf(kind, values);
  if (encoding === 'urlencoded') return { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([Uint8Array.from(file ?? bytes)], { type: 'application/pdf' }), 'cv.pdf');
  if (file && Object.keys(files).length === 0) form.append('resume', new Blob([Uint8Array.from(file)], { type: 'application/pdf' }), 'cv.pdf');
  return { body: form, headers: {} };
}

describe.each(BACKENDS)('native form posts on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    token = await apiKeyFor(db.env);
    server = await startServer({ ...db.env, RATE_LIMIT_MAX: '100000' });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const staff = (path: string) => fetch(`${server.origin}/api/staff${path}`, { headers: { authorization: `Token ${token}` } });
  const total = async (): Promise<number> => ((await (await staff('/enquiries?limit=1')).json()) as { total: number }).total;
  const newest = async (kind: EnquiryKind): Promise<Json> => {
    const list = (await (await staff(`/enquiries?kind=${kind}&limit=1`)).json()) as { items: Json[] };
    return list.items[0]!;
  };

  /** Posts as a browser does, without following the redirect. */
  function post(kind: EnquiryKind, values: FormValues, encoding: Encoding, options: { file?: Buffer; origin?: string } = {}) {
    const { body: data, headers } = body(kind, values, encoding, options.file);
    return fetch(`${server.origin}${endpointPath(kind, 'api')}`, {
      method: 'POST',
      body: data,
      headers: { ...headers, ...(options.origin ? { origin: options.origin } : {}) },
      redirect: 'manual',
    });
  }

  describe('every kind, both encodings: 303 to the confirmation page, and the JSON path\'s payload stored', () => {
    const cases = ENQUIRY_KINDS.flatMap((kind) =>
      (['urlencoded', 'multipart'] as const)
        // The resume is a file: only multipart carries it (a urlencoded post of the form is refused, below).
        .filter((encoding) => kind !== 'work_abroad' || encoding === 'multipart')
        .map((encoding) => [kind, encoding] as const),
    );
    it.each(cases)('%s as %s', async (kind, encoding) => {
      const before = await total();
      const response = await post(kind, sampleValues[kind], encoding);
      expect(response.status).toBe(303);
      expect(await total()).toBe(before + 1);

      const { resume_base64: resume, ...payload } = fixture(kind);
      const stored = await newest(kind);
      expect(stored.payload).toStrictEqual(payload);
      // The confirmation page is told the enquiry's reference, to show the visitor.
      expect(response.headers.get('location')).toBe(`${sentPath(kind)}?ref=${String(stored.reference)}`);
      if (typeof resume === 'string') {
        const download = await staff(`/enquiries/${String(stored.id)}/resume`);
        expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(resume.slice(PDF_DATA_URL_PREFIX.length), 'base64'))).toBe(true);
      } else {
        expect(stored.resume).toBeNull();
      }
    });
  });

  it('a native resend carrying the same idempotency_key field is confirmed again and stored once', async () => {
    const key = crypto.randomUUID();
    const send = () =>
      fetch(`${server.origin}${endpointPath('contact', 'api')}`, {
        method: 'POST',
        body: `${body('contact', sampleValues.contact, 'urlencoded').body as string}&idempotency_key=${key}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
    const before = await total();
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(await total()).toBe(before + 1);
  });

  it('the JSON path is unchanged: 201 with the id, as JSON', async () => {
    const response = await postEnquiry(server.origin, 'contact', fixture('contact'));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(/^SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/) });
    const refused = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: 'nope' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error_detail: 'email: must be an email address' });
  });

  it('redirects to its own origin when the post came from it', async () => {
    const response = await post('contact', sampleValues.contact, 'urlencoded', { origin: server.origin });
    expect(response.headers.get('location')).toMatch(/^\/enquiry\/sent\/contact\/\?ref=SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('refuses a post from an origin that is neither its own nor listed (403, a page), rather than redirecting anywhere', async () => {
    const response = await post('contact', sampleValues.contact, 'urlencoded', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  describe('an invalid post: an HTML page that lists what to fix, 4xx, nothing stored', () => {
    async function expectRefused(response: Response, status: number, lines: string[]) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      for (const line of lines) expect(html).toContain(`<li>${line}</li>`);
      expect(html).toContain('+91 79 4890 2200');
      expect(html).toMatch(/Back/);
      return html;
    }

    it('names each missing field and the consent, in the visitor\'s words', async () => {
      const before = await total();
      const values = { ...sampleValues.contact, fullName: '', consent: false };
      for (const encoding of ['urlencoded', 'multipart'] as const) {
        const html = await expectRefused(await post('contact', values, encoding), 400, ['Full Name is required.', `Privacy consent: ${MESSAGES.consent}`]);
        expect(html).toContain('href="/contact/#contact-form"');
      }
      expect(await total()).toBe(before);
    });

    it('escapes what it shows (no markup from the post reaches the page)', async () => {
      const html = await (await post('migration', { ...sampleValues.migration, visaType: '<script>alert(1)</script>' }, 'urlencoded')).text();
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('<li>Please choose an option for Type of Visa.</li>');
    });

    it('refuses a work-abroad post without its resume (urlencoded cannot carry one)', async () => {
      const before = await total();
      await expectRefused(await post('work_abroad', sampleValues.work_abroad, 'urlencoded'), 400, ['Resume (PDF, max 2 MB): Please upload your resume as a PDF.']);
      expect(await total()).toBe(before);
    });

    it('checks the resume as the JSON path does: PDF by its first bytes, at most 2,097,152 bytes', async () => {
      const before = await total();
      await expectRefused(await post('work_abroad', sampleValues.work_abroad, 'multipart', { file: PNG }), 400, [`Resume (PDF, max 2 MB): ${MESSAGES.invalidPdf}`]);
      await expectRefused(await post('work_abroad', sampleValues.work_abroad, 'multipart', { file: pdfOfSize(MAX_RESUME + 1) }), 400, [`Resume (PDF, max 2 MB): ${MESSAGES.pdfTooLarge}`]);
      // A body far over the limit is refused from its length, with the same words.
      await expectRefused(await post('work_abroad', sampleValues.work_abroad, 'multipart', { file: pdfOfSize(4 * 1024 * 1024) }), 413, [MESSAGES.pdfTooLarge]);
      expect(await total()).toBe(before);

      // Without a declared length (chunked) the size cannot be bounded up front: 411, whatever the endpoint.
      for (const kind of ['contact', 'work_abroad'] as const) {
        const form = body(kind, sampleValues[kind], 'multipart', kind === 'work_abroad' ? pdfOfSize(1024) : undefined).body as FormData;
        const encoded = new Response(form);
        const chunked = await fetch(`${server.origin}${endpointPath(kind, 'api')}`, {
          method: 'POST',
          body: encoded.body,
          headers: { 'content-type': encoded.headers.get('content-type')! },
          duplex: 'half',
          redirect: 'manual',
        } as RequestInit);
        expect(chunked.status).toBe(411);
        expect(await chunked.text()).toContain('The form could not be read.');
      }
      expect(await total()).toBe(before);

      const exact = await post('work_abroad', sampleValues.work_abroad, 'multipart', { file: pdfOfSize(MAX_RESUME) });
      expect(exact.status).toBe(303);
      expect(await total()).toBe(before + 1);
      const stored = await newest('work_abroad');
      expect((stored.resume as { bytes: number }).bytes).toBe(MAX_RESUME);
    });
  });

  it('a filled honeypot gets the same confirmation; the enquiry is stored flagged as spam, apart from the genuine ones', async () => {
    const spamTotal = async (): Promise<number> => ((await (await staff('/enquiries?status=spam&limit=1')).json()) as { total: number }).total;
    const before = { genuine: await total(), spam: await spamTotal() };
    for (const encoding of ['urlencoded', 'multipart'] as const) {
      const name = `Maybe Bot ${encoding}`;
      const response = await post('import_export', { ...sampleValues.import_export, fullName: name, website: 'https://spam.example' }, encoding);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(new RegExp(`^${sentPath('import_export')}\\?ref=SG-\\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$`));
      const list = (await (await staff('/enquiries?status=spam&kind=import_export&limit=1')).json()) as { items: Json[] };
      expect(list.items[0]).toMatchObject({ spam: true, payload: expect.objectContaining({ name }) });
    }
    expect(await total()).toBe(before.genuine);
    expect(await spamTotal()).toBe(before.spam + 2);
  });

  it('a filled honeypot on a post that is invalid too is confirmed, and nothing is stored', async () => {
    const before = await total();
    const response = await post('contact', { ...sampleValues.contact, email: 'not an address', website: 'https://spam.example' }, 'urlencoded');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(sentPath('contact'));
    expect(await total()).toBe(before);
    const spam = (await (await staff('/enquiries?status=spam&kind=contact')).json()) as { total: number };
    expect(spam.total).toBe(0);
  });
});

describe('with the site served: the pre-rendered "please correct" page, filled', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let site: string;
  const script = '<script>self.__next_f.push([1,"enquiry-problems"])</script>';

  beforeAll(async () => {
    // A stand-in for out/: the template's slot and an inline script (whose CSP hash must keep matching).
    site = mkdtempSync(join(tmpdir(), 'native-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(site, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n");
    mkdirSync(join(site, 'enquiry', 'problem'), { recursive: true });
    writeFileSync(
      join(site, 'enquiry', 'problem', 'index.html'),
      `<!doctype html><html><body><h1>Please correct your enquiry</h1><div id="enquiry-problems" class="p_x" role="alert"><p>placeholder</p></div><p>Call +91 79 4890 2200</p>${script}</body></html>`,
    );
    mkdirSync(join(site, 'enquiry', 'sent', 'contact'), { recursive: true });
    writeFileSync(
      join(site, 'enquiry', 'sent', 'contact', 'index.html'),
      `<!doctype html><h1>Thanks for contacting us!</h1><p id="enquiry-reference" class="r_x"></p><a id="enquiry-whatsapp" href="https://wa.me/919825041230?text=Hello%20there%2C%20about%20my%20message." class="w_x">Chat on WhatsApp</a>${script}`,
    );
    db = await createTestDatabase('sqlite');
    server = await startServer({ ...db.env, OUT_DIR: site, SITE_ORIGIN: 'https://www.example.com', NEXT_PUBLIC_BASE_PATH: '/site' });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(site, { recursive: true, force: true });
  });

  it('writes the reference into the confirmation page it redirects to, for a visitor without JavaScript', async () => {
    const data = new URLSearchParams(nativeFieldsOf('contact', sampleValues.contact).fields).toString();
    const response = await fetch(`${server.origin}/api/contact_us/`, { method: 'POST', body: data, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = String(response.headers.get('location'));
    const reference = /\?ref=(SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4})$/.exec(location)?.[1];
    expect(reference).toBeDefined();
    const page = await fetch(`${server.origin}${location}`);
    expect(page.status).toBe(200);
    // It names one visitor's enquiry: no shared cache keeps it; the page's own headers otherwise.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    const html = await page.text();
    expect(html).toContain(`<p id="enquiry-reference" class="r_x">Your reference is <strong>${String(reference)}</strong>.</p>`);
    // The WhatsApp link's first message gains the reference too.
    expect(html).toContain(`<a id="enquiry-whatsapp" href="https://wa.me/919825041230?text=${encodeURIComponent(`Hello there, about my message. My reference is ${String(reference)}.`)}" class="w_x">`);
    expect(html).toContain(script);
  });

  it('writes nothing but a reference of the issued form into a confirmation page', async () => {
    for (const ref of ['<script>alert(1)</script>', 'SG"><b>x', '']) {
      const html = await (await fetch(`${server.origin}/site/enquiry/sent/contact/?ref=${encodeURIComponent(ref)}`)).text();
      expect(html).toContain('Thanks for contacting us!');
      expect(html).toContain('<p id="enquiry-reference" class="r_x"></p>');
      expect(html).toContain('href="https://wa.me/919825041230?text=Hello%20there%2C%20about%20my%20message."');
      expect(html).not.toContain('alert(1)');
    }
    expect((await fetch(`${server.origin}/site/enquiry/sent/no-such-form/?ref=SG-2611-7K3Q`)).status).toBe(404);
  });

  it('fills only the slot, keeps the scripts, and sends the site\'s security headers', async () => {
    const data = new URLSearchParams(nativeFieldsOf('contact', { ...sampleValues.contact, phone: 'call me' }).fields).toString();
    const response = await fetch(`${server.origin}/api/contact_us/`, { method: 'POST', body: data, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    const html = await response.text();
    expect(html).toContain('<div id="enquiry-problems" class="p_x" role="alert"><p>Your contact form needs one change:</p><ul><li>Please enter a valid phone number');
    expect(html).not.toContain('placeholder');
    expect(html).toContain(script);
    // The way back goes to the form on the site, below its base path.
    expect(html).toContain('href="/site/contact/#contact-form"');
  });

  it('redirects to the site\'s origin and base path', async () => {
    const data = new URLSearchParams(nativeFieldsOf('contact', sampleValues.contact).fields).toString();
    const response = await fetch(`${server.origin}/api/contact_us/`, {
      method: 'POST',
      body: data,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.com' },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^https:\/\/www\.example\.com\/site\/enquiry\/sent\/contact\/\?ref=SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });
});
