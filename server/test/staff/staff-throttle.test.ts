import { randomInt, randomUUID } from 'node:crypto';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, runStaffCli, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { Browser, linkPath, setUpFromLink, TEST_PASSWORD, totpCode } from '../support/staff-harness';

/*
 * The sign-in throttle under attack (issue 28), against the real server on SQLite and PostgreSQL, and
 * two instances sharing Redis: bursts sent all at once, the owner on another network, guesses from
 * many networks, the audit it writes and how long the audit keeps its rows.
 */

const DAY_MS = 24 * 3_600_000;
type Person = { id: string; email: string; secret: string };

/** An account made with the command line and set up through its link (from an address of its own). */
async function newPerson(database: TestDatabase, server: RunningServer, db: Db, email: string): Promise<Person> {
  const added = runStaffCli(database.env, ['add', '--email', email, '--name', email.split('@')[0] ?? 'someone', '--role', 'staff']);
  expect(added.code).toBe(0);
  const { secret } = await setUpFromLink(new Browser(server, '192.0.2.200'), linkPath(added.stdout));
  const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id, email, secret };
}

/**
 * Posts every form at once from one client (one CSRF token, as a script would), the last one right
 * after the others, spread over `servers` in turn; the answers in the order sent.
 */
async function burst(servers: RunningServer[], address: string, path: string, forms: Array<Record<string, string>>, cookies?: Map<string, string>): Promise<Response[]> {
  const browsers = servers.map((server) => new Browser(server, address));
  if (cookies) for (const b of browsers) b.cookies = new Map(cookies);
  const { csrf } = await browsers[0]!.page(path);
  for (const b of browsers.slice(1)) b.cookies = new Map(browsers[0]!.cookies);
  return Promise.all(forms.map((form, i) => browsers[i % browsers.length]!.request(path, { method: 'POST', form: { csrf, ...form } })));
}

/** Six-digit codes that are not among the ones the authenticator accepts around now. */
const wrongCodes = (secret: string, count: number) => {
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => totpCode(secret, step)));
  return Array.from({ length: count + 10 }, (_, i) => String(100_000 + i * 7919)).filter((code) => !valid.has(code)).slice(0, count);
};

const statuses = (answers: Response[]) => answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
const actions = async (db: Db, accountId: string | null, action: string) =>
  (await db.selectFrom('staff_audit').select('id').where('action', '=', action).where((eb) => (accountId ? eb('account_id', '=', accountId) : eb('account_id', 'is', null))).execute()).length;

/** A burst of wrong passwords with the right one last: at most 10 checked (answered 400), the rest and the right one 429. */
async function expectPasswordBurstHeld(servers: RunningServer[], db: Db, person: Person, address: string) {
  const forms = [...Array.from({ length: 200 }, (_, i) => ({ email: person.email, password: `wrong guess ${i}` })), { email: person.email, password: TEST_PASSWORD }];
  const answers = await burst(servers, address, '/staff/sign-in', forms);
  const counts = statuses(answers);
  expect(Object.keys(counts).sort()).toEqual(['400', '429']);
  expect(counts[400]).toBeLessThanOrEqual(10);
  const right = answers.at(-1)!;
  expect(right.status).toBe(429);
  expect(right.headers.get('retry-after')).toBe('900');
  expect(await right.text()).toContain('Too many failed attempts');
  expect(await actions(db, person.id, 'sign-in-failed-password')).toBe(counts[400]);
  expect(await actions(db, person.id, 'sign-in-throttled')).toBe(1);
}

/** The password from `address`, then a burst of 60 wrong codes with the right one last: at most 10 checked. */
async function expectCodeBurstHeld(servers: RunningServer[], db: Db, person: Person, address: string) {
  const b = new Browser(servers[0]!, address);
  expect((await b.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).location).toBe('/staff/sign-in/code');
  const forms = [...wrongCodes(person.secret, 60).map((code) => ({ code })), { code: totpCode(person.secret, 1) }];
  const answers = await burst(servers, address, '/staff/sign-in/code', forms, b.cookies);
  const counts = statuses(answers);
  expect(Object.keys(counts).sort()).toEqual(['400', '429']);
  expect(counts[400]).toBeLessThanOrEqual(10);
  expect(answers.at(-1)!.status).toBe(429);
  expect(await actions(db, person.id, 'sign-in-failed-code')).toBe(counts[400]);
  expect(await actions(db, person.id, 'sign-in-throttled')).toBe(1);
  expect(await actions(db, person.id, 'sign-in')).toBe(0);
}

describe.each(BACKENDS)('the sign-in throttle on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startServer({ ...database.env, TRUST_PROXY: '1' });
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });

  test('200 wrong passwords sent at once from one network get at most 10 checked, and the right password in the burst is refused 429', async () => {
    await expectPasswordBurstHeld([server], db, await newPerson(database, server, db, 'burst@example.com'), '203.0.113.10');
  });

  test('60 wrong codes sent at once get at most 10 checked, and the right code in the burst is refused 429', async () => {
    await expectCodeBurstHeld([server], db, await newPerson(database, server, db, 'codes@example.com'), '203.0.113.11');
  });

  test("someone else's failures never refuse the owner's right password from another network", async () => {
    const person = await newPerson(database, server, db, 'owner@example.com');
    const attacker = new Browser(server, '203.0.113.20');
    for (let i = 0; i < 10; i++) expect((await attacker.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: `wrong ${i}` })).status).toBe(400);
    expect((await attacker.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).status).toBe(429);
    // The same /64 is the same client; the next address up in the same /24 is another.
    const sameSlash64 = new Browser(server, '2001:db8:5:6::1');
    for (let i = 0; i < 10; i++) expect((await new Browser(server, `2001:db8:5:6::${i + 2}`).submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: `v6 wrong ${i}` })).status).toBe(400);
    expect((await sameSlash64.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).status).toBe(429);

    const owner = new Browser(server, '203.0.113.21');
    expect((await owner.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).location).toBe('/staff/sign-in/code');
    const signedIn = await owner.submit('/staff/sign-in/code', '/staff/sign-in/code', { code: totpCode(person.secret, 1) });
    expect(signedIn).toMatchObject({ status: 303, location: '/staff/' });
    // The owner's success gives back only its own attempt: the attacker's network stays refused.
    expect((await attacker.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).status).toBe(429);
  });

  test('guesses from many networks slow the account down, 1 s then 2 s then 4 s, and the owner still signs in', async () => {
    const person = await newPerson(database, server, db, 'spread@example.com');
    // 50 wrong passwords from 5 networks, 10 each (the most each may have checked).
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        for (let i = 0; i < 10; i++) expect((await new Browser(server, `198.18.${n}.1`).submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: `spread ${n} ${i}` })).status).toBe(400);
      }),
    );
    const timed = async (address: string, password: string) => {
      const b = new Browser(server, address);
      const { csrf } = await b.page('/staff/sign-in');
      const started = performance.now();
      const answer = await b.request('/staff/sign-in', { method: 'POST', form: { csrf, email: person.email, password } });
      return { status: answer.status, location: answer.headers.get('location'), ms: performance.now() - started, b };
    };
    const first = await timed('198.18.6.1', 'spread 6');
    const second = await timed('198.18.7.1', 'spread 7');
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(first.ms).toBeGreaterThanOrEqual(1000);
    expect(second.ms).toBeGreaterThanOrEqual(2000);
    expect(second.ms).toBeGreaterThan(first.ms + 500);
    // Slowed, not refused: the owner's right password waits 4 s and is let in.
    const owner = await timed('198.18.8.1', TEST_PASSWORD);
    expect(owner.ms).toBeGreaterThanOrEqual(4000);
    expect(owner).toMatchObject({ status: 303, location: '/staff/sign-in/code' });
    expect(await actions(db, person.id, 'sign-in-slowed')).toBe(1);
  });

  test('password checks are bounded per process: of a burst over many accounts and networks the overflow is answered 503 at once, and may try again', async () => {
    const attempt = async (i: number) => {
      const b = new Browser(server, `198.19.${i}.1`);
      const { csrf } = await b.page('/staff/sign-in');
      return { b, csrf };
    };
    const clients = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(i)));
    const answers = await Promise.all(clients.map(({ b, csrf }, i) => b.request('/staff/sign-in', { method: 'POST', form: { csrf, email: `nobody-${i}@example.com`, password: 'a wrong password' } })));
    const counts = statuses(answers);
    expect((counts[400] ?? 0) + (counts[503] ?? 0)).toBe(60);
    expect(counts[503]).toBeGreaterThanOrEqual(1);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('5');
    // Busy is no refusal of the client: when it comes back, its password is checked.
    const refused = answers.findIndex((answer) => answer.status === 503);
    const again = await clients[refused]!.b.request('/staff/sign-in', { method: 'POST', form: { csrf: clients[refused]!.csrf, email: `nobody-${refused}@example.com`, password: 'a wrong password' } });
    expect(again.status).toBe(400);
  });

  test('500 throttled posts add one audit row', async () => {
    const person = await newPerson(database, server, db, 'flood@example.com');
    const address = '203.0.113.30';
    for (let i = 0; i < 10; i++) expect((await new Browser(server, address).submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: `wrong ${i}` })).status).toBe(400);
    for (let round = 0; round < 5; round++) {
      const answers = await burst([server], address, '/staff/sign-in', Array.from({ length: 100 }, () => ({ email: person.email, password: 'still wrong' })));
      expect(statuses(answers)).toEqual({ 429: 100 });
    }
    expect(await actions(db, person.id, 'sign-in-throttled')).toBe(1);
    expect(await actions(db, person.id, 'sign-in-failed-password')).toBe(10);
  });

  test('one client is refused on every account after 30 failed attempts, and audited once', async () => {
    const person = await newPerson(database, server, db, 'sprayed@example.com');
    const address = '203.0.113.40';
    for (let i = 0; i < 30; i++) expect((await new Browser(server, address).submit('/staff/sign-in', '/staff/sign-in', { email: `guess${i}@example.com`, password: 'wrong password' })).status).toBe(400);
    const before = await actions(db, null, 'sign-in-throttled');
    for (let i = 0; i < 3; i++) expect((await new Browser(server, address).submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).status).toBe(429);
    expect(await actions(db, null, 'sign-in-throttled')).toBe(before + 1);
    expect((await new Browser(server, '203.0.113.41').submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).location).toBe('/staff/sign-in/code');
  });

  test('audit rows older than STAFF_AUDIT_RETENTION_DAYS are deleted at start, in batches; newer ones stay', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).staffAuditRetentionDays).toBe(730);
    const now = Date.now();
    const row = (at: number, action: string) => ({ id: randomUUID(), account_id: null, action, at, network: '192.0.2.0', target: null, detail: null });
    const old = Array.from({ length: 2_500 }, (_, i) => row(now - 31 * DAY_MS - i * 1000, 'planted-old'));
    for (let i = 0; i < old.length; i += 500) await db.insertInto('staff_audit').values(old.slice(i, i + 500)).execute();
    await db.insertInto('staff_audit').values([row(now - 29 * DAY_MS, 'planted-recent'), row(now - 29 * DAY_MS, 'planted-recent')]).execute();
    expect(await actions(db, null, 'planted-old')).toBe(2_500);

    const pruning = await startServer({ ...database.env, TRUST_PROXY: '1', STAFF_AUDIT_RETENTION_DAYS: '30' });
    try {
      await until(async () => (await actions(db, null, 'planted-old')) === 0, 30_000, 'old audit rows pruned');
      expect(await actions(db, null, 'planted-recent')).toBe(2);
    } finally {
      await pruning.stop();
    }
  });
});

describe('the sign-in throttle shared through Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL?.trim();

  test('two instances check at most 10 of a burst between them, at the password and at the code step', async () => {
    if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run through server/test/support/with-redis.sh');
    const database = await createTestDatabase(BACKENDS.at(-1) ?? 'sqlite');
    const env = { ...database.env, REDIS_URL, TRUST_PROXY: '1' };
    const [one, two] = await Promise.all([startServer(env), startServer(env)]);
    const db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    try {
      const servers = [one, two];
      // Addresses and accounts of this run's own: the Redis keeps earlier runs' counts for 15 minutes.
      const run = randomUUID().slice(0, 8);
      const net = `10.${randomInt(256)}.${randomInt(256)}`;
      await expectPasswordBurstHeld(servers, db, await newPerson(database, one, db, `burst-${run}@example.com`), `${net}.1`);
      await expectCodeBurstHeld(servers, db, await newPerson(database, one, db, `codes-${run}@example.com`), `${net}.2`);
    } finally {
      await db.destroy();
      await Promise.all([one.stop(), two.stop()]);
      await database.drop();
    }
  });
});
