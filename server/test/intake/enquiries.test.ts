import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import { PDF_DATA_URL_PREFIX } from '@/lib/enquiry/limits';
import { SAMPLE_PDF_BASE64 } from '@/lib/enquiry/sample-values';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

const MAX_RESUME = 2_097_152;

/** A file of `size` bytes starting with `head` (by default the sample resume, a readable PDF, padded with spaces), as a data URL. */
function pdfDataUrl(size: number, head = Buffer.from(SAMPLE_PDF_BASE64, 'base64').toString('latin1')): string {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write(head, 'latin1');
  return PDF_DATA_URL_PREFIX + bytes.toString('base64');
}

const PNG_HEAD = '\x89PNG\r\n\x1a\n';

type Json = Record<string, unknown>;

describe.each(BACKENDS)('enquiry endpoints on %s', (backend) => {
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
  const stored = async (): Promise<number> => ((await (await staff('/enquiries?limit=1')).json()) as { total: number }).total;

  async function postAndRead(kind: EnquiryKind, body: Json): Promise<Json> {
    const response = await postEnquiry(server.origin, kind, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const read = await staff(`/enquiries/${id}`);
    expect(read.status).toBe(200);
    return (await read.json()) as Json;
  }

  describe('golden fixtures', () => {
    it.each(ENQUIRY_KINDS)('stores the %s fixture and reads it back identical', async (kind) => {
      const { resume_base64: resume, ...payload } = fixture(kind);
      const response = await postEnquiry(server.origin, kind, fixture(kind));
      expect(response.status).toBe(201);
      const created = (await response.json()) as Json;
      expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(/^SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/) });

      const read = (await (await staff(`/enquiries/${String(created.id)}`)).json()) as Json;
      expect(read).toMatchObject({ id: created.id, kind, payload });
      expect(read.payload).toEqual(payload);
      if (typeof resume !== 'string') {
        expect(read.resume).toBeNull();
        return;
      }
      // The resume is stored apart, as bytes: identical to what the data URL encodes.
      const expected = Buffer.from(resume.slice(PDF_DATA_URL_PREFIX.length), 'base64');
      expect(read.resume).toEqual({ bytes: expected.length, url: `/api/staff/enquiries/${String(created.id)}/resume` });
      const download = await staff(`/enquiries/${String(created.id)}/resume`);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(expected)).toBe(true);
    });
  });

  describe('bad input', () => {
    const contact = fixture('contact');
    const migration = fixture('migration');
    const work = fixture('work_abroad');
    type BadCase = { name: string; kind: EnquiryKind; body: unknown; headers?: Record<string, string>; status: number; detail: RegExp };
    const cases: BadCase[] = [
      { name: 'malformed JSON', kind: 'contact', body: '{"name": "Asha",', status: 400, detail: /^body: is not valid JSON$/ },
      { name: 'a text/plain body', kind: 'contact', body: JSON.stringify(contact), headers: { 'content-type': 'text/plain' }, status: 415, detail: /^content-type: must be application\/json$/ },
      { name: 'an empty JSON body', kind: 'contact', body: '', status: 400, detail: /^body: is empty/ },
      { name: 'a JSON array', kind: 'contact', body: [contact], status: 400, detail: /^body: must be a JSON object, got an array$/ },
      { name: 'JSON null', kind: 'contact', body: 'null', status: 400, detail: /^body: must be a JSON object, got null$/ },
      { name: 'a string for an integer code', kind: 'migration', body: { ...migration, type_of_visa: '2' }, status: 400, detail: /^type_of_visa: must be an integer, got a string$/ },
      { name: 'a fraction for an integer code', kind: 'migration', body: { ...migration, type_of_visa: 2.5 }, status: 400, detail: /^type_of_visa: must be an integer, got a number$/ },
      { name: 'a code out of range', kind: 'migration', body: { ...migration, type_of_visa: 9 }, status: 400, detail: /^type_of_visa: must be one of 1, 2, 3, 4, 5, 6$/ },
      { name: 'a contact code out of range', kind: 'contact', body: { ...contact, pref_conatct_method: 0 }, status: 400, detail: /^pref_conatct_method: must be one of 1, 2, 3$/ },
      { name: 'a number for text', kind: 'contact', body: { ...contact, name: 42 }, status: 400, detail: /^name: must be a string, got an integer$/ },
      { name: 'consent not given', kind: 'contact', body: { ...contact, consent_to_privacy_policy: false }, status: 400, detail: /^consent_to_privacy_policy: must be true$/ },
      { name: 'an invalid email', kind: 'contact', body: { ...contact, email: 'asha at example' }, status: 400, detail: /^email: must be an email address$/ },
      { name: 'an unknown key', kind: 'contact', body: { ...contact, is_admin: true }, status: 400, detail: /^is_admin: unknown field$/ },
      { name: 'unknown keys before other problems', kind: 'contact', body: { ...contact, name: 1, a: 1, b: 2 }, status: 400, detail: /^a, b: unknown fields; name: must be a string/ },
      { name: 'a prototype-poisoning key', kind: 'contact', body: `{"__proto__": {"x": 1}, "name": "Asha"}`, status: 400, detail: /^body: is not valid JSON$/ },
      { name: 'a text over its length limit', kind: 'contact', body: { ...contact, subject: 's'.repeat(201) }, status: 400, detail: /^subject: must be at most 200 characters$/ },
      { name: 'a 200 KB body', kind: 'contact', body: { ...contact, message: 'x'.repeat(200 * 1024) }, status: 413, detail: /^body: larger than the 64 KiB limit of this endpoint$/ },
      { name: 'a resume that is a PNG in disguise', kind: 'work_abroad', body: { ...work, resume_base64: pdfDataUrl(4096, PNG_HEAD) }, status: 400, detail: /^resume_base64: must be a data URL of a PDF/ },
      { name: 'a PDF of 2,097,153 bytes', kind: 'work_abroad', body: { ...work, resume_base64: pdfDataUrl(MAX_RESUME + 1) }, status: 400, detail: /^resume_base64: must not exceed 2 MB/ },
      { name: 'a resume that is not a data URL', kind: 'work_abroad', body: { ...work, resume_base64: 'https://example.com/cv.pdf' }, status: 400, detail: /^resume_base64: must be a data URL of a PDF/ },
      { name: 'a resume that is bare base64', kind: 'work_abroad', body: { ...work, resume_base64: pdfDataUrl(64).slice(PDF_DATA_URL_PREFIX.length) }, status: 400, detail: /^resume_base64: must be a data URL of a PDF/ },
      { name: 'a resume with another media type', kind: 'work_abroad', body: { ...work, resume_base64: pdfDataUrl(64).replace('application/pdf', 'image/png') }, status: 400, detail: /^resume_base64: must be a data URL of a PDF/ },
      { name: 'a resume whose base64 is broken', kind: 'work_abroad', body: { ...work, resume_base64: `${PDF_DATA_URL_PREFIX}JVBERi0xLjcK!!!!` }, status: 400, detail: /^resume_base64: is not valid base64$/ },
      { name: 'a resume that is null', kind: 'work_abroad', body: { ...work, resume_base64: null }, status: 400, detail: /^resume_base64: must be a string, got null$/ },
    ];

    it.each(cases)('answers $name with $status and stores nothing', async ({ kind, body, headers, status, detail }) => {
      const before = await stored();
      const response = await postEnquiry(server.origin, kind, body, headers);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const answer = (await response.json()) as Json;
      expect(Object.keys(answer)).toEqual(['error_detail']);
      expect(answer.error_detail).toMatch(detail);
      expect(await stored()).toBe(before);
    });

    it.each(ENQUIRY_KINDS)('rejects a %s enquiry missing any one key, naming that key', async (kind) => {
      const before = await stored();
      for (const key of Object.keys(fixture(kind))) {
        const { [key]: _left, ...body } = fixture(kind);
        const response = await postEnquiry(server.origin, kind, body);
        expect([key, response.status]).toEqual([key, 400]);
        expect(await response.json()).toEqual({ error_detail: `${key}: is required` });
      }
      expect(await stored()).toBe(before);
    });

    it('answers a POST without a content type and body with 400', async () => {
      const response = await fetch(`${server.origin}/api/contact_us/`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error_detail: expect.stringMatching(/^body: is empty/) });
    });

    it('accepts a PDF of exactly 2,097,152 bytes', async () => {
      const read = await postAndRead('work_abroad', { ...work, resume_base64: pdfDataUrl(MAX_RESUME) });
      expect(read.resume).toMatchObject({ bytes: MAX_RESUME });
    });

    it('keeps serving after all of that', async () => {
      const read = await postAndRead('contact', contact);
      expect(read.payload).toEqual(contact);
    });
  });

  it('stores quotes, SQL, markup and emoji verbatim and answers them only as JSON', async () => {
    const tricky = {
      ...fixture('contact'),
      name: `Robert'); DROP TABLE enquiry;--`,
      subject: `"double" 'single' \\ back\`tick\` ; -- /* */`,
      message: `<script>alert("x")</script><img src=x onerror=alert(1)> 🙂👩🏽‍💻 નમસ્તે\n' OR '1'='1`,
      hear_about_us: `=HYPERLINK("http://evil.example","x")`,
    };
    const before = await stored();
    const response = await postEnquiry(server.origin, 'contact', tricky);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const read = await staff(`/enquiries/${id}`);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await read.json()) as Json).payload).toEqual(tricky);
    // The table is still there and holds exactly one more row.
    expect(await stored()).toBe(before + 1);
  });

  it('never logs personal data, the resume or the staff token', async () => {
    await postEnquiry(server.origin, 'work_abroad', fixture('work_abroad'));
    const logs = server.logs();
    expect(logs).toContain('enquiry stored');
    for (const secret of ['Asha Patel', 'asha.patel@example.com', '98765 43210', 'Registered nurse', 'JVBERi0', 'DROP TABLE', token]) {
      expect([secret, logs.includes(secret)]).toEqual([secret, false]);
    }
  });
});
