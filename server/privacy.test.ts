import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { createDb } from './db';
import { BACKENDS, createTestDatabase, fixture, newToken, postEnquiry, startServer, type RunningServer, type TestDatabase } from './harness';

type Json = Record<string, unknown>;
type Created = { id: string; reference: string };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}
const DAY = 86_400_000;
const emlFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : []);

describe.each(BACKENDS)('personal data on %s', (backend) => {
  const token = newToken();
  let db: TestDatabase;
  let env: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    db = await createTestDatabase(backend);
    // No SMTP_URL: the messages are .eml files in MAIL_DIR, which erasure and retention clear too.
    env = { ...db.env, ADMIN_TOKEN: token, RATE_LIMIT_MAX: '1000000' };
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await db?.drop();
  });

  async function start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const server = await startServer({ ...env, ...extra });
    servers.push(server);
    return server;
  }
  async function stop(server: RunningServer): Promise<void> {
    servers.splice(servers.indexOf(server), 1);
    expect(await server.stop()).toBe(0);
  }
  const staff = (server: RunningServer, path: string, body?: unknown) =>
    fetch(`${server.origin}/api/staff${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const post = async (server: RunningServer, kind: 'contact' | 'work_abroad' | 'medical_support', body: Json): Promise<Created> => {
    const response = await postEnquiry(server.origin, kind, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  };

  it('finds every enquiry of an address, erases them with their resume and messages, and audits the erasure without the address', async () => {
    const server = await start();
    const subject = 'Erin.Erasure@Example.com';
    const mine = [
      await post(server, 'contact', { ...fixture('contact'), name: 'Erin Erasure', email: subject }),
      await post(server, 'work_abroad', { ...fixture('work_abroad'), name: 'Erin Erasure', email: subject.toLowerCase() }),
      await post(server, 'medical_support', { ...fixture('medical_support'), name: 'Erin Erasure', email: subject.toUpperCase() }),
    ];
    const other = await post(server, 'contact', { ...fixture('contact'), name: 'Kept Person', email: 'kept.person@example.com' });
    await until(() => emlFiles(env.MAIL_DIR ?? '').length === 8, 30_000, 'every .eml file');

    const access = (await (await staff(server, `/subjects?email=${encodeURIComponent('erin.erasure@example.com')}`)).json()) as { enquiries: Json[]; messages: Json[] };
    expect(access.enquiries.map((e) => e.reference).sort()).toEqual(mine.map((m) => m.reference).sort());
    expect(access.enquiries.find((e) => e.kind === 'work_abroad')?.resume).toEqual({ bytes: expect.any(Number), url: expect.stringContaining('/resume') });
    expect(access.enquiries.every((e) => (e.payload as Json).name === 'Erin Erasure')).toBe(true);
    expect(access.messages).toHaveLength(6);
    expect((await staff(server, '/subjects')).status).toBe(400);

    const erased = await staff(server, '/erasure', { email: subject });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ enquiries: 3, resumes: 1, messages: 6 });
    expect(await (await staff(server, `/subjects?email=${encodeURIComponent(subject)}`)).json()).toEqual({ email: subject.toLowerCase(), enquiries: [], messages: [] });
    for (const { id } of mine) expect((await staff(server, `/enquiries/${id}`)).status).toBe(404);
    expect((await staff(server, `/enquiries/${other.id}`)).status).toBe(200);
    // The .eml files of the erased enquiries go too; the other person's stay.
    expect(emlFiles(env.MAIL_DIR ?? '').sort()).toEqual([expect.stringContaining(`-${other.reference}-ack.eml`), expect.stringContaining(`-${other.reference}-staff.eml`)]);
    expect(server.logs().toLowerCase()).not.toContain('erin.erasure');
    // Both requests are audited like every staff read: the action and the counts, never the address.
    const audited = server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"staff access"'))
      .map((line) => JSON.parse(line) as Json);
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'subject access', rows: 3, messages: 6 }),
        expect.objectContaining({ action: 'erasure', enquiries: 3, resumes: 1, messages: 6 }),
      ]),
    );
    await stop(server);

    // The audit row: counts, a salt and a hash; no address, no name.
    const local = createDb(loadConfig({ ...process.env, ...env }).database);
    try {
      const audit = await local.selectFrom('erasure_audit').selectAll().execute();
      expect(audit).toEqual([expect.objectContaining({ enquiries: 3, resumes: 1, messages: 6, subject_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
      expect(JSON.stringify(audit).toLowerCase()).not.toMatch(/erin|erasure@|example\.com/);
    } finally {
      await local.destroy();
    }

    if (backend === 'sqlite') {
      // After a restart, the bytes of the database files hold the kept address and not the erased one.
      await stop(await start());
      const path = env.SQLITE_PATH ?? '';
      const bytes = [path, `${path}-wal`, `${path}-shm`]
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file).toString('latin1').toLowerCase())
        .join('\n');
      expect(bytes).toContain('kept.person@example.com');
      expect(bytes).not.toContain('erin.erasure@example.com');
      expect(bytes).not.toContain('erin erasure');
    }
  });

  it('logs the client network (IPv4 /24, IPv6 /48) of every request, never the whole address or the port', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const clients = [
      { address: '203.0.113.77', network: '203.0.113.0' },
      { address: '2001:db8:abcd:12::7', network: '2001:db8:abcd::' },
      { address: '::ffff:198.51.100.23', network: '::ffff:198.51.100.0' },
    ];
    for (const { address } of clients) {
      expect((await postEnquiry(server.origin, 'contact', fixture('contact'), { 'x-forwarded-for': address })).status).toBe(201);
      // A refused enquiry is logged the same way, and stores nothing.
      expect((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: 'no' }, { 'x-forwarded-for': address })).status).toBe(400);
    }
    expect(((await (await staff(server, '/enquiries')).json()) as { total: number }).total).toBe(3);
    const requests = server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"incoming request"'))
      .map((line) => (JSON.parse(line) as { req: Json }).req);
    for (const { address, network } of clients) {
      expect(requests.filter((req) => req.remoteAddress === network)).toHaveLength(2);
      expect(server.logs()).not.toContain(address);
    }
    expect(requests.every((req) => !('remotePort' in req))).toBe(true);
  });

  it('deletes enquiries older than RETENTION_DAYS and the bodies of messages sent more than 30 days ago, by the injected clock', async () => {
    const first = await start();
    const created = [await post(first, 'contact', { ...fixture('contact'), name: 'Old One' }), await post(first, 'work_abroad', { ...fixture('work_abroad'), name: 'Old Two' })];
    await until(() => emlFiles(env.MAIL_DIR ?? '').length === 4, 30_000, 'every .eml file');
    await stop(first);

    const bodies = async () => {
      const local = createDb(loadConfig({ ...process.env, ...env }).database);
      try {
        return (await local.selectFrom('outbox_message').select(['status', 'content']).execute()).map((row) => [row.status, row.content === null ? 'pruned' : 'kept']);
      } finally {
        await local.destroy();
      }
    };
    expect(await bodies()).toEqual(Array(4).fill(['sent', 'kept']));

    // 31 days later: the enquiries stay (730 days), the sent bodies and their files go.
    const month = await start({ CLOCK_OFFSET_MS: String(31 * DAY) });
    await until(() => month.logs().includes('"msg":"retention: applied"'), 30_000, 'retention at start');
    expect(month.logs()).toContain('"prunedBodies":4');
    expect(((await (await staff(month, '/enquiries')).json()) as { total: number }).total).toBe(2);
    await stop(month);
    expect(await bodies()).toEqual(Array(4).fill(['sent', 'pruned']));
    expect(emlFiles(env.MAIL_DIR ?? '')).toEqual([]);

    // With RETENTION_DAYS=30 the same clock finds them too old: deleted with resume and messages.
    const aged = await start({ CLOCK_OFFSET_MS: String(31 * DAY), RETENTION_DAYS: '30' });
    await until(() => aged.logs().includes('"msg":"retention: applied"'), 30_000, 'retention at start');
    expect(aged.logs()).toMatch(/"enquiries":2,"resumes":1,"messages":4/);
    expect(((await (await staff(aged, '/enquiries')).json()) as { total: number }).total).toBe(0);
    for (const { id } of created) expect((await staff(aged, `/enquiries/${id}`)).status).toBe(404);
    await stop(aged);

    // The default of 730 days at a real clock keeps a new enquiry.
    const today = await start();
    await post(today, 'contact', fixture('contact'));
    await until(() => today.logs().includes('"msg":"retention: applied"'), 30_000, 'retention at start');
    expect(((await (await staff(today, '/enquiries')).json()) as { total: number }).total).toBe(1);
    // Four server starts in a row: slow on a shared machine.
  }, 240_000);
});
