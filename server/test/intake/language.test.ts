import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { endpointPath, type EnquiryKind } from '@/lib/enquiry/kinds';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { SAMPLE_PDF_BASE64, sampleValues } from '@/lib/enquiry/sample-values';
import { SOURCE_FIELD } from '@/lib/visit/source';
import { BACKENDS, fixture, logLines, postEnquiry, until } from '../support/harness';
import { createSmtpSink, type Received, type SmtpSink } from '../support/smtp-sink';
import { apiKeyFor, staffSuite, type StaffPerson } from '../support/staff-harness';

/*
 * An enquiry's language (issue 41): the Content-Language header beside a JSON post, the hidden field
 * `language` of a native one; stored with the enquiry, never in its payload, never a reason to refuse.
 * The enquirer's acknowledgement is in it, a native post lands on its language's pages, and staff see it
 * (notification, enquiry page, list filter and tag, CSV), while the staff API's JSON keeps its keys.
 */

const SITE_ORIGIN = 'https://www.sarthi.test';
const POLICY = "default-src 'self'";
const SCRIPT = '<script>self.__next_f.push([1,"x"])</script>';

/** A stand-in for out/: English pages, and Gujarati and Hindi ones where the build writes them. */
function makeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'language-site-'));
  const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><body>${body}${SCRIPT}</body></html>`;
  const sent = (lang: string, title: string, text: string) =>
    page(lang, `<h1>${title}</h1><p id="enquiry-reference" class="r_x"></p><a id="enquiry-whatsapp" href="https://wa.me/917948902200?text=${encodeURIComponent(text)}">WhatsApp</a>`);
  const files: Record<string, string> = {
    'index.html': page('en', '<h1>Home</h1>'),
    _headers: `/*\n  X-Frame-Options: DENY\n/enquiry/*\n  Content-Security-Policy: ${POLICY}\n/gu/*\n  Content-Security-Policy: ${POLICY} 'gu'\n/hi/*\n  Content-Security-Policy: ${POLICY} 'hi'\n/\n  Content-Security-Policy: ${POLICY}\n`,
    'enquiry/problem/index.html': page('en', '<h1>Please correct your enquiry</h1><div id="enquiry-problems" role="alert"><p>placeholder</p></div>'),
    'gu/enquiry/problem/index.html': page('gu', '<h1>કૃપા કરીને આપની પૂછપરછ સુધારો</h1><div id="enquiry-problems" role="alert"><p>placeholder</p></div>'),
    'enquiry/sent/contact/index.html': sent('en', 'Thanks for contacting us!', 'Hello.'),
    'gu/enquiry/sent/contact/index.html': sent('gu', 'સંપર્ક કરવા બદલ આભાર!', 'નમસ્તે.'),
    'hi/enquiry/sent/contact/index.html': sent('hi', 'संपर्क करने के लिए धन्यवाद!', 'नमस्ते।'),
    'hi/enquiry/sent/work-abroad/index.html': sent('hi', 'धन्यवाद!', 'नमस्ते।'),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe.each(BACKENDS)('the enquiry language on %s', (backend) => {
  const site = makeSite();
  // Filled in before the suite's server starts (its beforeAll runs after this one).
  const extraEnv: Record<string, string> = { SITE_ORIGIN, OUT_DIR: site, RATE_LIMIT_MAX: '100000', ACK_MAX_PER_ADDRESS: '1000', ACK_MAX_PER_HOUR: '1000' };
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await createSmtpSink();
    await sink.listen();
    Object.assign(extraEnv, { SMTP_URL: sink.url, NOTIFY_TO: 'leads@sarthi.test', MAIL_FROM: 'Sarthi Global <enquiries@sarthi.test>', STAFF_URL: 'https://inbox.sarthi.test' });
  });
  afterAll(async () => {
    await sink?.close();
    rmSync(site, { recursive: true, force: true });
  });
  const suite = staffSuite(backend, extraEnv);
  let staff: StaffPerson;
  beforeAll(async () => {
    staff = await suite.newPerson('staff');
  }, 60_000);

  const stored = async (id: string) => {
    const row = await suite.db.selectFrom('enquiry').select(['payload', 'language']).where('id', '=', id).executeTakeFirstOrThrow();
    return { payload: JSON.parse(row.payload) as Record<string, unknown>, language: row.language };
  };
  const created = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string; reference: string }).id;
  };
  /** A JSON post of the fixture, to its own address so that every acknowledgement goes out. */
  const postJson = (kind: EnquiryKind, headers: Record<string, string> = {}, email = `lang-${crypto.randomUUID()}@example.com`) =>
    postEnquiry(suite.server.origin, kind, { ...fixture(kind), email }, headers);
  const mailOf = async (id: string, purpose: 'ack' | 'staff'): Promise<Received> => {
    const mine = (m: Received) => m.messageId.startsWith(`<${id}.${purpose}@`);
    await until(() => sink.received.some(mine), 20_000, `the ${purpose} message`);
    return sink.received.find(mine)!;
  };
  const newestOf = async (kind: EnquiryKind) => (await suite.db.selectFrom('enquiry').select('id').where('kind', '=', kind).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  const postNative = (kind: EnquiryKind, extra: Array<[string, string]>, values = sampleValues[kind]) => {
    const { fields } = nativeFieldsOf(kind, values);
    return postEnquiry(suite.server.origin, kind, new URLSearchParams([...fields, ...extra]).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  };

  test('a JSON post with Content-Language: gu is stored as gu, its payload exactly as posted, and acknowledged in Gujarati', async () => {
    const email = 'gujarati.reader@example.com';
    const response = await postJson('work_abroad', { 'Content-Language': 'gu' }, email);
    const id = await created(response);
    const { payload, language } = await stored(id);
    const { resume_base64: _resume, ...sent } = fixture('work_abroad');
    expect(payload).toEqual({ ...sent, email });
    expect(payload).not.toHaveProperty('language');
    expect(language).toBe('gu');

    const ack = await mailOf(id, 'ack');
    expect(ack.envelopeTo).toEqual([email]);
    expect(ack.mail.subject).toMatch(/^અમને આપની પૂછપરછ મળી ગઈ છે \(સંદર્ભ SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}\)$/);
    expect(ack.mail.text).toMatch(/^પ્રિય .+,\n\nવિદેશમાં નોકરી વિશે આપની પૂછપરછ માટે આપનો આભાર\./);
    expect(ack.mail.text).toContain('અંગ્રેજીમાંથી અનુવાદિત');
    expect(ack.mail.text).not.toContain('Thank you');
    expect(String(ack.mail.html)).toContain('<html lang="gu">');
    expect(ack.mail.headers.get('content-language')).toBe('gu');
    // Staff read English, told which language the enquirer wrote in.
    const notification = await mailOf(id, 'staff');
    expect(notification.mail.text).toContain('\nLanguage: Gujarati (gu)\n');
    expect(String(notification.mail.html)).toContain('Language: Gujarati (gu)');
  });

  test('a region, letter case and a list: the first tag\'s primary subtag', async () => {
    for (const [header, expected] of [
      ['gu-IN', 'gu'],
      ['HI', 'hi'],
      ['hi-Deva-IN, en;q=0.5', 'hi'],
      ['en-GB', 'en'],
      [' gu ', 'gu'],
    ] as const) {
      const id = await created(await postJson('contact', { 'Content-Language': header }));
      expect([header, (await stored(id)).language]).toEqual([header, expected]);
    }
  });

  test('absent, unknown or malformed: English, never a refusal, and acknowledged in English', async () => {
    const absent = await created(await postJson('contact'));
    expect((await stored(absent)).language).toBe('en');
    const ack = await mailOf(absent, 'ack');
    expect(ack.mail.subject).toMatch(/^We have received your enquiry \(reference SG-/);
    expect(ack.mail.text).toMatch(/^Dear Asha Patel,\n\nThank you for your message about Work Abroad\./);
    expect(ack.mail.headers.get('content-language')).toBe('en');
    expect((await mailOf(absent, 'staff')).mail.text).toContain('\nLanguage: English (en)\n');

    for (const header of ['fr', 'gujarati', 'g', 'gu_IN', '12', '*', 'x-gu', `${'gu-'.repeat(30)}IN`, '']) {
      const id = await created(await postJson('contact', { 'Content-Language': header }));
      expect([header, (await stored(id)).language]).toEqual([header, 'en']);
    }
  });

  test('a native post with language=hi is stored as hi and sent to the Hindi confirmation, which shows its reference in Hindi', async () => {
    const response = await postNative('contact', [['language', 'hi'], [SOURCE_FIELD, 'landing=%2Fhi%2Fcontact%2F']]);
    expect(response.status).toBe(303);
    const location = String(response.headers.get('location'));
    const reference = /^\/hi\/enquiry\/sent\/contact\/\?ref=(SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4})$/.exec(location)?.[1];
    expect(reference).toBeDefined();
    const id = await newestOf('contact');
    const { payload, language } = await stored(id);
    expect(language).toBe('hi');
    expect(Object.keys(payload)).toEqual(Object.keys(fixture('contact')));
    expect(payload).not.toHaveProperty('language');

    const page = await fetch(`${suite.server.origin}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(`${POLICY} 'hi'`);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(`<p id="enquiry-reference" class="r_x">आपका संदर्भ नंबर <strong>${String(reference)}</strong> है।</p>`);
    expect(html).toContain(`?text=${encodeURIComponent(`नमस्ते। मेरा संदर्भ नंबर ${String(reference)} है।`)}"`);
    expect(html).toContain(SCRIPT);
    expect((await mailOf(id, 'ack')).mail.subject).toMatch(/^हमें आपकी पूछताछ मिल गई है/);
  });

  test('a multipart native post with a resume carries it too; the site\'s origin and language both kept', async () => {
    const { fields } = nativeFieldsOf('work_abroad', sampleValues.work_abroad);
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append('language', 'hi');
    form.append('resume', new Blob([Buffer.from(SAMPLE_PDF_BASE64, 'base64')], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${suite.server.origin}${endpointPath('work_abroad', 'api')}`, { method: 'POST', body: form, headers: { origin: SITE_ORIGIN }, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^https:\/\/www\.sarthi\.test\/hi\/enquiry\/sent\/work-abroad\/\?ref=SG-/);
    const { payload, language } = await stored(await newestOf('work_abroad'));
    expect(language).toBe('hi');
    expect(payload).not.toHaveProperty('language');
  });

  test('a native post with a bogus or empty language is English, sent to the English confirmation', async () => {
    for (const value of ['klingon', '', 'hi\r\nX-Evil: 1']) {
      const response = await postNative('contact', [['language', value]]);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/enquiry\/sent\/contact\/\?ref=SG-/);
      expect((await stored(await newestOf('contact'))).language).toBe('en');
    }
  });

  test('a refused native post in Gujarati gets the Gujarati "please correct" page with its own headers; Hindi, not built, the English one', async () => {
    const gu = await postNative('contact', [['language', 'gu']], { ...sampleValues.contact, phone: 'call me' });
    expect(gu.status).toBe(400);
    expect(gu.headers.get('content-security-policy')).toBe(`${POLICY} 'gu'`);
    const html = await gu.text();
    expect(html).toContain('<h1>કૃપા કરીને આપની પૂછપરછ સુધારો</h1>');
    // The problems in Gujarati, with the Gujarati form's labels (content/forms); the way back goes to the Gujarati form.
    expect(html).toContain('<div id="enquiry-problems" role="alert"><p>આપના સંપર્ક ફોર્મમાં એક ફેરફાર જરૂરી છે:</p><ul><li>કૃપા કરીને માન્ય ફોન નંબર દાખલ કરો: 7 થી 15 અંક, ઉદાહરણ તરીકે +91 98765 43210.</li></ul>');
    expect(html).toContain('>સંપર્ક ફોર્મ પર પાછા જાઓ</a>');
    expect(html).toContain('href="/gu/contact/#contact-form"');
    expect(html).toContain(SCRIPT);

    const hi = await postNative('contact', [['language', 'hi']], { ...sampleValues.contact, phone: 'call me' });
    expect(hi.status).toBe(400);
    expect(hi.headers.get('content-security-policy')).toBe(POLICY);
    const english = await hi.text();
    expect(english).toContain('<h1>Please correct your enquiry</h1>');
    expect(english).toContain('href="/hi/contact/#contact-form"');
  });

  test('a honeypot post in Gujarati is confirmed on the Gujarati page like any other', async () => {
    const response = await postNative('contact', [['language', 'gu']], { ...sampleValues.contact, website: 'https://spam.example' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/gu\/enquiry\/sent\/contact\//);
  });

  test('the logs never carry the header\'s text', async () => {
    await created(await postJson('contact', { 'Content-Language': 'gu-x-secretive' }));
    expect(JSON.stringify(logLines(suite.server))).not.toMatch(/secretive/);
  });

  test('the inbox: the page names the language, the list tags and filters by it, the CSV ends with it', async () => {
    const b = staff.browser;
    const subject = `filter-${crypto.randomUUID().slice(0, 8)}`;
    const post = async (language: string | undefined) =>
      created(await postEnquiry(suite.server.origin, 'contact', { ...fixture('contact'), subject, email: `${subject}-${language ?? 'none'}@example.com` }, language ? { 'Content-Language': language } : {}));
    const gu = await post('gu');
    const hi = await post('hi');
    const en = await post(undefined);

    expect((await b.page(`/staff/enquiries/${gu}`)).html).toContain('<div><dt>Language</dt><dd>Gujarati (gu)</dd></div>');
    expect((await b.page(`/staff/enquiries/${en}`)).html).toContain('<div><dt>Language</dt><dd>English (en)</dd></div>');

    const ids = (html: string) => [...html.matchAll(/<th scope="row" data-label="Reference"><a href="\/staff\/enquiries\/([0-9a-f-]{36})">/g)].map((m) => m[1]);
    const list = await b.page('/staff/');
    expect(list.html).toMatch(/<span class="status language" lang="gu" title="Sent in Gujarati">ગુજરાતી<\/span>/);
    expect(list.html).toMatch(/<span class="status language" lang="hi" title="Sent in Hindi">हिन्दी<\/span>/);
    expect(list.html).not.toMatch(/class="status language" lang="en"/);
    expect(list.html).toContain('<select id="language" name="language"><option value="" selected>Any language</option><option value="en">English</option><option value="gu">Gujarati (ગુજરાતી)</option><option value="hi">Hindi (हिन्दी)</option></select>');

    const byGu = await b.page('/staff/?language=gu');
    expect(ids(byGu.html)).toContain(gu);
    expect(ids(byGu.html)).not.toContain(hi);
    expect(ids(byGu.html)).not.toContain(en);
    expect(byGu.html).toContain('<option value="gu" selected>Gujarati (ગુજરાતી)</option>');
    expect(byGu.html).toMatch(/<details open>\s*<summary>Filters \(on\)<\/summary>/);
    const byEn = ids((await b.page('/staff/?language=en')).html);
    expect(byEn).toContain(en);
    expect(byEn).not.toContain(gu);
    const wrong = await b.page('/staff/?language=fr');
    expect(wrong.html).toContain('Not understood, left out: language.');
    expect(ids(wrong.html)).toEqual(expect.arrayContaining([gu, hi, en]));

    const csv = await b.request(`/staff/export.csv?q=${subject}`);
    expect(csv.status).toBe(200);
    const [header, ...rows] = (await csv.text()).replace(/^\ufeff/, '').trim().split('\n');
    expect(header!.split(',').slice(-2)).toEqual(['last_answer_at', 'language']);
    expect(rows.map((row) => row.split(',').at(-1))).toEqual(['en', 'hi', 'gu']);
    const guCsv = (await (await b.request('/staff/export.csv?language=gu')).text()).trim().split('\n');
    expect(guCsv.slice(1).every((row) => row.endsWith(',gu'))).toBe(true);
  });

  test('the staff API: its CSV ends with the language and filters by it, its JSON keeps its keys; an access request lists it', async () => {
    const key = await apiKeyFor(suite.database.env);
    const address = 'language.subject@example.com';
    const id = await created(await postEnquiry(suite.server.origin, 'contact', { ...fixture('contact'), email: address }, { 'Content-Language': 'hi-IN' }));
    const api = (path: string, init: RequestInit = {}) => fetch(`${suite.server.origin}/api/staff${path}`, { ...init, headers: { authorization: `Token ${key}`, 'content-type': 'application/json' } });

    const one = (await (await api(`/enquiries/${id}`)).json()) as Record<string, unknown>;
    expect(one).not.toHaveProperty('language');
    const list = (await (await api('/enquiries?language=hi&limit=100')).json()) as { items: Array<Record<string, unknown>> };
    expect(list.items.map((item) => item.id)).toContain(id);
    expect(list.items.every((item) => !('language' in item))).toBe(true);
    expect((await api('/enquiries?language=fr')).status).toBe(400);

    const csv = (await (await api('/enquiries.csv?language=hi')).text()).replace(/^\ufeff/, '').trim().split('\n');
    expect(csv[0]!.split(',').at(-1)).toBe('language');
    expect(csv.slice(1).every((row) => row.endsWith(',hi'))).toBe(true);
    expect(csv.slice(1).some((row) => row.startsWith(`${id},`))).toBe(true);

    const access = (await (await api('/subjects', { method: 'POST', body: JSON.stringify({ email: address }) })).json()) as { enquiries: Array<{ id: string; language: unknown }> };
    expect(access.enquiries.map((e) => [e.id, e.language])).toEqual([[id, 'hi']]);
  });
});
