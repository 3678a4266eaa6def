import Database from '../../platform/sqlite';
import pg from 'pg';
import { endpointPath } from '@/lib/enquiry/kinds';
import { PDF_DATA_URL_PREFIX } from '@/lib/enquiry/limits';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { RESUME_REFUSALS } from '@/lib/enquiry/pdf';
import { SAMPLE_PDF_BASE64, sampleValues } from '@/lib/enquiry/sample-values';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { classicPdf, compressedPdf, HOSTILE, HOSTILE_DETAIL, UNREADABLE } from '../support/test-pdfs';
import { apiKeyFor } from '../support/staff-harness';

/*
 * Resumes are read as PDFs by the real server (in its worker) before anything is stored: scripts,
 * actions and attachments are refused, as are files that are no PDF, on the JSON path and the native
 * form post alike; what is stored is served to staff so that no browser runs anything in it.
 */

const CLEAN = {
  'the sample resume of the fixtures': Buffer.from(SAMPLE_PDF_BASE64, 'base64'),
  'a one-page resume with a cross-reference table': classicPdf(),
  'a one-page resume in an object stream with a cross-reference stream': compressedPdf(),
};

const UNREADABLE_DETAIL = `resume_base64: ${RESUME_REFUSALS.unreadable.problem}`;
const LABEL = 'Resume (PDF, max 2 MB)';

/** 2 MB of stream objects that never end: the library's parser takes minutes over it. */
function slowPdf(): Buffer {
  const unit = '1 0 obj<<>>stream\n';
  return Buffer.from(`%PDF-1.7\n${unit.repeat(Math.floor((2_097_152 - 9) / unit.length))}`, 'latin1');
}

describe.each(BACKENDS)('resumes read before they are stored, on %s', (backend) => {
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

  /** Rows of the tables an enquiry writes to, read from the database itself. */
  async function rows(): Promise<Record<string, number>> {
    const tables = ['enquiry', 'enquiry_resume', 'outbox_message'];
    const query = tables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(', ');
    if (db.env.SQLITE_PATH) {
      const sqlite = new Database(db.env.SQLITE_PATH, { readonly: true });
      try {
        return sqlite.prepare(`SELECT ${query}`).get() as Record<string, number>;
      } finally {
        sqlite.close();
      }
    }
    const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows: [counts] } = await client.query<Record<string, string>>(`SELECT ${query}`);
      return Object.fromEntries(Object.entries(counts ?? {}).map(([table, n]) => [table, Number(n)]));
    } finally {
      await client.end();
    }
  }

  const staff = (path: string) => fetch(`${server.origin}/api/staff${path}`, { headers: { authorization: `Token ${token}` } });

  const postJson = (pdf: Buffer) => postEnquiry(server.origin, 'work_abroad', { ...fixture('work_abroad'), resume_base64: PDF_DATA_URL_PREFIX + pdf.toString('base64') });

  /** The work-abroad form posted by a browser without JavaScript, with `pdf` as the file. */
  function postNative(pdf: Buffer) {
    const { fields } = nativeFieldsOf('work_abroad', sampleValues.work_abroad);
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append('resume', new Blob([Uint8Array.from(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    return fetch(`${server.origin}${endpointPath('work_abroad', 'api')}`, { method: 'POST', body: form, redirect: 'manual' });
  }

  async function expectStoredAndServed(id: string, pdf: Buffer) {
    const download = await staff(`/enquiries/${id}/resume`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="resume-${id}.pdf"`);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  }

  describe('JSON', () => {
    it.each(Object.entries(HOSTILE))('refuses %s with 400 and stores nothing', async (name, pdf) => {
      const before = await rows();
      const response = await postJson(pdf);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error_detail: HOSTILE_DETAIL[name as keyof typeof HOSTILE] });
      expect(await rows()).toEqual(before);
    });

    it.each(Object.entries(UNREADABLE))('refuses %s with 400 and stores nothing', async (_name, pdf) => {
      const before = await rows();
      const response = await postJson(pdf);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error_detail: UNREADABLE_DETAIL });
      expect(await rows()).toEqual(before);
    });

    it.each(Object.entries(CLEAN))('stores %s and serves it to staff as a sandboxed attachment', async (_name, pdf) => {
      const before = await rows();
      const response = await postJson(pdf);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await rows()).toMatchObject({ enquiry: before.enquiry! + 1, enquiry_resume: before.enquiry_resume! + 1 });
      await expectStoredAndServed(id, pdf);
    });

    it('gives up on a file that takes too long to read, and keeps serving meanwhile', async () => {
      const before = await rows();
      const started = performance.now();
      const refused = postJson(slowPdf());
      // The check runs in a worker: the server answers other requests while it runs.
      await new Promise((done) => setTimeout(done, 1_000));
      const other = performance.now();
      expect((await staff('/enquiries?limit=1')).status).toBe(200);
      expect(performance.now() - other).toBeLessThan(1_000);
      const response = await refused;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error_detail: `${UNREADABLE_DETAIL} (it is too complex to check)` });
      expect(performance.now() - started).toBeLessThan(8_000);
      expect(await rows()).toEqual(before);
    });

    it('logs why a resume was refused, and nothing of its content', () => {
      const logs = server.logs();
      expect(logs).toMatch(/"problem":"resume_base64: javascript".*"resumeCheckMs":\d+/);
      for (const secret of ['app.alert', 'invoice.exe', 'cmd.exe', 'Asha Patel']) expect(logs).not.toContain(secret);
    });
  });

  describe('native form post', () => {
    it.each(Object.entries(HOSTILE))('refuses %s with the "please correct" page and stores nothing', async (_name, pdf) => {
      const before = await rows();
      const response = await postNative(pdf);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`<li>${LABEL}: ${RESUME_REFUSALS.activeContent.visitor}</li>`);
      expect(await rows()).toEqual(before);
    });

    it.each(Object.entries(UNREADABLE))('refuses %s with the "please correct" page and stores nothing', async (_name, pdf) => {
      const before = await rows();
      const response = await postNative(pdf);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`<li>${LABEL}: ${RESUME_REFUSALS.unreadable.visitor}</li>`);
      expect(await rows()).toEqual(before);
    });

    it.each(Object.entries(CLEAN))('stores %s and redirects to the confirmation page', async (_name, pdf) => {
      const before = await rows();
      const response = await postNative(pdf);
      expect(response.status).toBe(303);
      expect(await rows()).toMatchObject({ enquiry: before.enquiry! + 1, enquiry_resume: before.enquiry_resume! + 1 });
      const list = (await (await staff('/enquiries?kind=work_abroad&limit=1')).json()) as { items: Array<{ id: string }> };
      await expectStoredAndServed(list.items[0]!.id, pdf);
    });
  });
});
