import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * Issue 14, item 11: with REDIS_URL set, two instances on one database share the enquiry rate limit
 * and the staff throttle. Redis comes from server/test/support/with-redis.sh (TEST_REDIS_URL), as PostgreSQL comes
 * from server/test/support/with-postgres.sh.
 */

const REDIS_URL = process.env.TEST_REDIS_URL?.trim();

describe.each(BACKENDS)('two instances on one Redis, on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;
  // Each database's run speaks from its own addresses: the counters in Redis outlive one run.
  const client = (n: number) => `198.18.${backend === 'sqlite' ? 1 : 2}.${n}`;

  beforeAll(async () => {
    if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run through server/test/support/with-redis.sh (bash server/test/support/with-redis.sh npx jest -c server/jest.config.mjs server/test/platform/redis.test.ts)');
    db = await createTestDatabase(backend);
    token = await apiKeyFor(db.env);
    const env = { ...db.env, REDIS_URL, RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' };
    first = await startServer(env);
    second = await startServer(env);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await db?.drop();
  });

  const post = (server: RunningServer, from: string) => postEnquiry(server.origin, 'contact', fixture('contact'), { 'x-forwarded-for': from });
  const staff = (server: RunningServer, from: string, authorization = `Token ${token}`) =>
    fetch(`${server.origin}/api/staff/enquiries`, { headers: { authorization, 'x-forwarded-for': from } });

  it('holds the enquiry rate limit across instances: 3 a minute in all, not 3 each', async () => {
    const from = client(1);
    const statuses = [(await post(first, from)).status, (await post(second, from)).status, (await post(first, from)).status, (await post(second, from)).status, (await post(first, from)).status];
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(first.logs()).toContain('"limits":"shared through Redis"');
    const list = await staff(first, client(2));
    expect(((await list.json()) as { total: number }).total).toBe(3);
  });

  it('holds the staff throttle across instances: 10 failed attempts in all, then 429 to wrong tokens on both', async () => {
    const from = client(3);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await staff(i % 2 === 0 ? first : second, from, `Token wrong-${i}`)).status);
    expect(statuses).toEqual(Array<number>(10).fill(401));
    expect((await staff(first, from, 'Token wrong-again')).status).toBe(429);
    expect((await staff(second, from, 'Token wrong-too')).status).toBe(429);
    // The right token is never refused for others' failures.
    expect((await staff(second, from)).status).toBe(200);
    expect((await staff(second, client(4))).status).toBe(200);
  });
});

describe('without REDIS_URL', () => {
  let db: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    first = await startServer({ ...db.env, RATE_LIMIT_MAX: '2' });
    second = await startServer({ ...db.env, RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await db?.drop();
  });

  it('keeps the limit per process, and says so in the log', async () => {
    const statuses: number[] = [];
    for (const server of [first, first, first, second, second]) statuses.push((await postEnquiry(server.origin, 'contact', fixture('contact'))).status);
    expect(statuses).toEqual([201, 201, 429, 201, 201]);
    expect(first.logs()).toContain('"limits":"per process"');
  });
});
