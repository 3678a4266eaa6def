import { parse } from 'csv-parse/sync';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

type Json = Record<string, unknown>;
type Page = { total: number; limit: number; offset: number; items: Array<{ id: string; kind: string; created_at: string; payload: Json }> };

describe.each(BACKENDS)('staff routes on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let server: RunningServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    token = await apiKeyFor(db.env, { scope: 'read' });
    server = await startServer({ ...db.env, RATE_LIMIT_MAX: '100000', TRUST_PROXY: '1' });
    // Five contacts and three migrations, stored one after the other.
    for (const [kind, count] of [['contact', 5], ['migration', 3]] as const) {
      for (let i = 1; i <= count; i++) {
        const response = await postEnquiry(server.origin, kind, { ...fixture(kind), name: `${kind} ${i}` });
        expect(response.status).toBe(201);
        ids[`${kind} ${i}`] = ((await response.json()) as { id: string }).id;
      }
    }
    const work = await postEnquiry(server.origin, 'work_abroad', fixture('work_abroad'));
    ids.work = ((await work.json()) as { id: string }).id;
  });

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  // Behind one trusted proxy hop, each test that fails to authenticate speaks as its own client, so
  // the staff throttle (10 failures a minute per client) never carries over from one test to the next.
  let client = 1;
  const get = (path: string, authorization?: string, from = '192.0.2.1') =>
    fetch(`${server.origin}/api/staff${path}`, { headers: { ...(authorization ? { authorization } : {}), 'x-forwarded-for': from } });
  const staff = (path: string) => get(path, `Token ${token}`);
  const page = async (query: string): Promise<Page> => {
    const response = await staff(`/enquiries?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };

  describe('authorization', () => {
    const routes = () => ['/enquiries', `/enquiries/${ids['contact 1']}`, `/enquiries/${ids.work}/resume`, '/enquiries.csv'];

    it('answers 401 without a key, on every staff route', async () => {
      const from = `198.51.100.${client++}`;
      for (const route of routes()) {
        const response = await get(route, undefined, from);
        expect([route, response.status]).toEqual([route, 401]);
        expect(response.headers.get('www-authenticate')).toBe('Token');
        expect(await response.json()).toEqual({ error_detail: expect.stringMatching(/^authorization: /) });
      }
    });

    it.each([
      ['a wrong key', 'Token not-the-key'],
      ['a wrong key of the right shape', () => `Token sgk_${'A'.repeat(43)}`],
      ['the key one character short', () => `Token ${token.slice(0, -1)}`],
      ['the key with a suffix', () => `Token ${token}x`],
      ['the bare key', () => token],
    ])('answers 401 to %s, on every staff route', async (_name, header) => {
      const from = `198.51.100.${client++}`;
      for (const route of routes()) {
        const response = await get(route, typeof header === 'function' ? header() : header, from);
        expect([route, response.status]).toEqual([route, 401]);
      }
    });

    it('answers a live key, as a Token or a Bearer token, on every staff route', async () => {
      for (const route of routes()) {
        const response = await staff(route);
        expect([route, response.status]).toEqual([route, 200]);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect([route, (await get(route, `Bearer ${token}`)).status]).toEqual([route, 200]);
      }
    });
  });

  describe('listing', () => {
    it('lists newest first, by kind, a page at a time', async () => {
      const first = await page('kind=contact&limit=2');
      expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
      expect(first.items.map((i) => i.payload.name)).toEqual(['contact 5', 'contact 4']);
      const last = await page('kind=contact&limit=2&offset=4');
      expect(last.items.map((i) => i.payload.name)).toEqual(['contact 1']);
      expect((await page('kind=migration')).total).toBe(3);
      expect((await page('')).total).toBe(9);
    });

    it('filters by date: from inclusive, a day as `to` includes that day', async () => {
      const all = await page('limit=200');
      const times = all.items.map((i) => i.created_at).sort();
      const [oldest, newest] = [times[0] ?? '', times.at(-1) ?? ''];
      expect((await page(`from=${oldest.slice(0, 10)}&to=${newest.slice(0, 10)}`)).total).toBe(9);
      expect((await page(`from=${encodeURIComponent(newest)}`)).total).toBe(1);
      expect((await page(`to=${encodeURIComponent(newest)}`)).total).toBe(8);
      expect((await page('to=2000-01-01')).total).toBe(0);
      expect((await page('from=2099-12-31')).total).toBe(0);
    });

    it.each([
      ['an unknown kind', 'kind=visa', /^kind: must be one of import_export, /],
      ['a page size of 0', 'limit=0', /^limit: must be a whole number from 1 to 200$/],
      ['a page size over 200', 'limit=201', /^limit: /],
      ['a negative offset', 'offset=-1', /^offset: /],
      ['a date that is not one', 'from=yesterday', /^from: must be a date/],
      ['a timestamp without a zone', 'to=2026-01-01T10:00', /^to: must be a date/],
      ['a day that is not in the calendar', 'from=2026-02-30', /^from: must be a date/],
      ['a year past 2099 (issue 37)', 'from=2999-01-01', /^from: must be from 2000-01-01 to 2099-12-31$/],
      ['a year before 2000', 'to=0000-01-01', /^to: must be from 2000-01-01 to 2099-12-31$/],
      ['a timestamp in year 9999', `to=${encodeURIComponent('9999-12-31T23:59:59Z')}`, /^to: must be from 2000-01-01 to 2099-12-31$/],
      ['a repeated key', 'kind=contact&kind=migration', /^kind: give it once$/],
    ])('answers %s with 400', async (_name, query, detail) => {
      const response = await staff(`/enquiries?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error_detail: expect.stringMatching(detail) });
    });

    it('fetches one enquiry, and answers 404 for an unknown or malformed id', async () => {
      const one = (await (await staff(`/enquiries/${ids['migration 2']}`)).json()) as Json;
      expect(one).toEqual({ id: ids['migration 2'], reference: expect.stringMatching(/^SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/), spam: false, kind: 'migration', created_at: expect.any(String), payload: { ...fixture('migration'), name: 'migration 2' }, resume: null });
      expect((await staff('/enquiries/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await staff("/enquiries/1' OR '1'='1")).status).toBe(404);
    });
  });

  describe('resume download', () => {
    it('sends the stored PDF as an attachment', async () => {
      const response = await staff(`/enquiries/${ids.work}/resume`);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="resume-${ids.work}.pdf"`);
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('answers 404 for an enquiry without a resume', async () => {
      expect((await staff(`/enquiries/${ids['contact 1']}/resume`)).status).toBe(404);
    });

    it('is never served publicly: the enquiry endpoints answer only with an id and a reference', async () => {
      const response = await postEnquiry(server.origin, 'work_abroad', fixture('work_abroad'));
      expect(Object.keys((await response.json()) as Json)).toEqual(['id', 'reference']);
      expect((await fetch(`${server.origin}/api/enquiry/work_abroad/`)).status).toBe(404);
    });
  });

  describe('CSV export', () => {
    const csv = async (query: string) => {
      const response = await staff(`/enquiries.csv?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\w+-\d{4}-\d{2}-\d{2}\.csv"$/);
      return parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    };

    it('exports one row per enquiry of a kind, oldest first, codes as their labels', async () => {
      const rows = await csv('kind=contact');
      expect(rows.map((r) => r.name)).toEqual(['contact 1', 'contact 2', 'contact 3', 'contact 4', 'contact 5']);
      expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'reference', 'kind', 'created_at', ...Object.keys(fixture('contact')), 'resume_bytes', 'source_channel', 'source_landing', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'replies_sent', 'answers_received', 'last_reply_at', 'last_answer_at', 'language']);
      expect(rows[0]).toMatchObject({ kind: 'contact', email: 'asha.patel@example.com', service_of_intrest: 'Work Abroad', pref_conatct_method: 'WhatsApp', consent_to_privacy_policy: 'true', resume_bytes: '' });
    });

    it('exports every kind together, with the resume size and without its content', async () => {
      const rows = await csv('');
      expect(rows.length).toBeGreaterThanOrEqual(9);
      const work = rows.find((r) => r.id === ids.work);
      expect(work).toMatchObject({ kind: 'work_abroad', current_prof_industry: 'Registered nurse', resume_bytes: expect.stringMatching(/^\d+$/) });
      expect(Object.keys(work ?? {})).not.toContain('resume_base64');
    });

    it('keeps quotes, commas and line breaks in their cell and defuses spreadsheet formulas', async () => {
      const message = 'He said "hello", then left.\nSecond line; =1+1';
      const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), subject: '=HYPERLINK("http://evil.example")', message, hear_about_us: '@SUM(A1)' });
      const { id } = (await response.json()) as { id: string };
      const row = (await csv('kind=contact')).find((r) => r.id === id);
      expect(row).toMatchObject({ message, subject: `'=HYPERLINK("http://evil.example")`, hear_about_us: "'@SUM(A1)", phone: "'+91 98765 43210" });
    });
  });
});
