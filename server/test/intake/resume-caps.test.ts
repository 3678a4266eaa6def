import { SAMPLE_PDF_BASE64 } from '@/lib/enquiry/sample-values';
import { BACKENDS, createTestDatabase, type Backend, fixture, pdfDataUrl, postEnquiry, postNative, startServer, storedCount, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * Daily caps on stored resume bytes, per client address (429) and in all (503), with nothing stored past
 * them; counted in the database, so every instance shares them exactly.
 */

const MB = 1024 * 1024;
const withResume = (size: number, name: string) => ({ ...fixture('work_abroad'), name, resume_base64: pdfDataUrl(size) });

/**
 * Two servers on one fresh database with caps of 3 MB per address and 5 MB in all, for the tests of the
 * describe that calls it (started before them, stopped after), and an API key to count what they
 * stored. The array and the key fill in beforeAll.
 */
function twoServersWithSmallCaps(backend: Backend): { servers: RunningServer[]; staff: { key: string } } {
  const servers: RunningServer[] = [];
  const staff = { key: '' };
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    staff.key = await apiKeyFor(db.env);
    const env = {
      ...db.env,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '1000',
      RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY: String(3 * MB),
      RESUME_MAX_BYTES_PER_DAY: String(5 * MB),
    };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.drop();
  });
  return { servers, staff };
}

describe.each(BACKENDS)('daily caps on resume bytes, shared by two servers on one %s database', (backend) => {
  const { servers, staff } = twoServersWithSmallCaps(backend);

  const from = (client: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': client, ...headers });

  it('429 past the per-address cap and 503 past the total, nothing stored; resumeless enquiries and resends still pass', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const key = crypto.randomUUID();
    const first = withResume(MB, 'x 1');
    expect((await postEnquiry(a.origin, 'work_abroad', first, from('203.0.113.1', { 'idempotency-key': key }))).status).toBe(201);
    expect((await postEnquiry(b.origin, 'work_abroad', withResume(MB, 'x 2'), from('203.0.113.1'))).status).toBe(201);
    expect((await postEnquiry(a.origin, 'work_abroad', withResume(MB, 'x 3'), from('203.0.113.1'))).status).toBe(201);

    const capped = await postEnquiry(b.origin, 'work_abroad', withResume(MB, 'x 4'), from('203.0.113.1'));
    expect(capped.status).toBe(429);
    expect(await capped.json()).toEqual({ error_detail: 'resume: at most 3 MB of resumes a day from one address; the enquiry was not stored. Send it again tomorrow, or without the resume' });
    // A resend of a stored enquiry is answered with it, cap or not; an enquiry without a resume is not counted.
    expect((await postEnquiry(b.origin, 'work_abroad', first, from('203.0.113.1', { 'idempotency-key': key }))).status).toBe(200);
    expect((await postEnquiry(b.origin, 'contact', fixture('contact'), from('203.0.113.1'))).status).toBe(201);

    expect((await postEnquiry(a.origin, 'work_abroad', withResume(MB, 'y 1'), from('203.0.113.2'))).status).toBe(201);
    expect((await postEnquiry(b.origin, 'work_abroad', withResume(MB, 'y 2'), from('203.0.113.2'))).status).toBe(201);
    const full = await postEnquiry(a.origin, 'work_abroad', withResume(MB, 'y 3'), from('203.0.113.2'));
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({ error_detail: 'resume: the server takes no more resumes today; the enquiry was not stored. Send it again tomorrow, or without the resume' });

    // Without JavaScript the visitor gets the site's page saying so.
    const page = await postNative(b.origin, 'work_abroad', from('203.0.113.3'), Buffer.from(SAMPLE_PDF_BASE64, 'base64'));
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('We cannot take any more resumes today, so your enquiry was not stored.');

    const listed = await fetch(`${a.origin}/api/staff/enquiries?limit=50`, { headers: { authorization: `Token ${staff.key}` } });
    const list = (await listed.json()) as { items: Array<{ payload: { name: string }; resume: { bytes: number } | null }> };
    expect(list.items.map((item) => item.payload.name).sort()).toEqual(['Asha Patel', 'x 1', 'x 2', 'x 3', 'y 1', 'y 2'].sort());
    expect(list.items.reduce((sum, item) => sum + (item.resume?.bytes ?? 0), 0)).toBe(5 * MB);
  });
});

describe.each(BACKENDS)('daily resume caps under concurrent posts to two servers on one %s database', (backend) => {
  const { servers, staff } = twoServersWithSmallCaps(backend);

  it('stores exactly up to each cap: 3 of 8 simultaneous 1 MB resumes from one address, then 2 of 8 from eight others', async () => {
    const burst = (client: (n: number) => string) =>
      Promise.all(Array.from({ length: 8 }, (_, n) => postEnquiry(servers[n % 2]!.origin, 'work_abroad', withResume(MB, `burst ${client(n)} ${n}`), { 'x-forwarded-for': client(n) }).then((r) => r.status)));
    const one = await burst(() => '198.51.100.1');
    expect(one.filter((status) => status === 201)).toHaveLength(3);
    expect(one.filter((status) => status === 429)).toHaveLength(5);
    const many = await burst((n) => `198.51.100.${10 + n}`);
    expect(many.filter((status) => status === 201)).toHaveLength(2);
    expect(many.filter((status) => status === 503)).toHaveLength(6);
    expect(await storedCount(servers[0]!.origin, staff.key)).toBe(5);
  });
});
