import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, logLines, newToken, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';

/*
 * The site's beacons against the real server and database: page views and web vitals counted per day
 * (in India) into the aggregate tables of migration 0017, what is not counted (bots, prefetches, other
 * origins, paths that are not pages, malformed bodies), the rate limit, the daily cap on new sources and
 * targets, and that nothing of the visitor is stored anywhere.
 */

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PAGES = ['index.html', 'about/index.html', 'services/work-abroad/index.html', 'contact/index.html', '404.html'];
const RATE_LIMIT = 20;
const SOURCES_CAP = 3;
const TARGETS_CAP = 3;
const REDIS_URL = process.env.TEST_REDIS_URL?.trim();

/** A static site of a few pages, served with a policy as the server insists. */
function buildSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'intake-visits-site-'));
  for (const file of PAGES) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `<!doctype html><title>${file}</title>`);
  }
  writeFileSync(join(root, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n");
  return root;
}

/** An address of this run's own (the limit is per address, and Redis keeps counts between runs for a minute). */
const runPrefix = `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
let nextAddress = 1;
const newAddress = () => `${runPrefix}.${nextAddress++}`;

/**
 * The server's clock moved to the next 20:00 UTC: 01:30 the next day in India. A day counted in UTC
 * would be the day before, so the test tells the two apart whenever it runs.
 */
function offsetToEvening(): { offsetMs: number; indianDay: string; utcDay: string } {
  const now = Date.now();
  const evening = new Date(now);
  evening.setUTCHours(20, 0, 0, 0);
  if (evening.getTime() <= now) evening.setUTCDate(evening.getUTCDate() + 1);
  const nextDay = new Date(evening.getTime() + 24 * 3_600_000);
  return { offsetMs: evening.getTime() - now, utcDay: evening.toISOString().slice(0, 10), indianDay: nextDay.toISOString().slice(0, 10) };
}

/**
 * A day of its own, `days` after the first servers' evening: the clock offset that reaches it and the day
 * in India, its counts in Redis (a run earlier today may have spent its budget there) cleared.
 */
async function freshDay(days: number): Promise<{ offsetMs: number; day: string }> {
  const evening = offsetToEvening();
  const day = new Date(Date.parse(`${evening.indianDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  if (REDIS_URL) {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`intake-visits-*-${day}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  return { offsetMs: evening.offsetMs + days * 86_400_000, day };
}

type Answer = { status: number; body: string };
type BeaconOptions = { address?: string; agent?: string; headers?: Record<string, string>; type?: string };

/** A beacon as a page of the site sends it: sendBeacon's text/plain, from its own origin. */
function sendBeacon(server: RunningServer, kind: 'visits' | 'vitals', body: string, { address = newAddress(), agent = CHROME, headers = {}, type = 'text/plain;charset=UTF-8' }: BeaconOptions = {}): Promise<Answer> {
  const url = new URL(`/api/${kind}/`, server.origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: { 'content-type': type, 'content-length': Buffer.byteLength(body), 'user-agent': agent, origin: server.origin, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe.each(BACKENDS)('page views and web vitals (%s)', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let site: string;
  let db: Db;
  const metricsToken = newToken();
  const clock = offsetToEvening();

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = buildSite();
    server = await startServer({
      ...database.env,
      OUT_DIR: site,
      TRUST_PROXY: '1',
      METRICS_TOKEN: metricsToken,
      CLOCK_OFFSET_MS: String(clock.offsetMs),
      VISITS_RATE_LIMIT_MAX: String(RATE_LIMIT),
      VISITS_MAX_SOURCES_PER_DAY: String(SOURCES_CAP),
      VITALS_MAX_TARGETS_PER_DAY: String(TARGETS_CAP),
      ...(REDIS_URL ? { REDIS_URL } : {}),
    });
    db = createDb(loadConfig({ ...process.env, ...database.env }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  const beacon = (kind: 'visits' | 'vitals', body: string, options: BeaconOptions = {}) => sendBeacon(server, kind, body, options);

  /** Rows in code-point order of their keys: PostgreSQL's collation would sort '(other)' among the letters. */
  const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
  const sorted = <T extends object>(rows: T[], keys: Array<keyof T>) => rows.sort((a, b) => keys.map((key) => compare(a[key], b[key])).find((order) => order !== 0) ?? 0);
  const views = async () => sorted(await db.selectFrom('page_view_day').selectAll().execute(), ['path', 'referrer', 'campaign', 'device']);
  const viewsOf = async (path: string) => (await views()).filter((row) => row.path === path).map((row) => ({ ...row, views: Number(row.views) }));
  const totalViews = async () => (await views()).reduce((sum, row) => sum + Number(row.views), 0);

  it('counts page views per day in India, path, referring host, campaign and device', async () => {
    expect((await beacon('visits', 'path=/services/work-abroad/&referrer=www.google.com&campaign=diwali')).status).toBe(204);
    expect((await beacon('visits', 'path=/services/work-abroad/&referrer=www.google.com&campaign=diwali')).status).toBe(204);
    expect((await beacon('visits', 'path=/services/work-abroad/&referrer=www.google.com&campaign=diwali', { agent: PHONE })).status).toBe(204);
    // Chromium's client hint alone says phone; /about reads as the page /about/.
    expect((await beacon('visits', 'path=/about', { headers: { 'sec-ch-ua-mobile': '?1' } })).status).toBe(204);
    // Our own host as referrer is the visit going on, not a source.
    expect((await beacon('visits', `path=/services/work-abroad/&referrer=${new URL(server.origin).host}`)).status).toBe(204);

    const common = { day: clock.indianDay };
    expect(clock.indianDay).not.toBe(clock.utcDay);
    expect(await viewsOf('/services/work-abroad/')).toEqual([
      { ...common, path: '/services/work-abroad/', referrer: '', campaign: '', device: 'desktop', views: 1 },
      { ...common, path: '/services/work-abroad/', referrer: 'www.google.com', campaign: 'diwali', device: 'desktop', views: 2 },
      { ...common, path: '/services/work-abroad/', referrer: 'www.google.com', campaign: 'diwali', device: 'phone', views: 1 },
    ]);
    expect(await viewsOf('/about/')).toEqual([{ ...common, path: '/about/', referrer: '', campaign: '', device: 'phone', views: 1 }]);
  });

  it('counts no bot, prefetch, other origin, unknown path or malformed body', async () => {
    const before = await totalViews();
    const answers = await Promise.all([
      beacon('visits', 'path=/about/', { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      beacon('visits', 'path=/about/', { agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' }),
      beacon('visits', 'path=/about/', { agent: '' }),
      beacon('visits', 'path=/about/', { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      beacon('visits', 'path=/about/', { headers: { purpose: 'prefetch' } }),
      beacon('visits', 'path=/no-such-page/'),
      beacon('visits', 'path=/404.html'),
      beacon('visits', 'path=/about/', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
      beacon('visits', 'path=/about/', { headers: { origin: 'null' } }),
      beacon('visits', 'referrer=www.google.com'),
      beacon('visits', 'path=about'),
      beacon('visits', JSON.stringify({ path: '/about/' })),
      beacon('visits', `path=/about/&campaign=${'x'.repeat(3000)}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204, 204, 403, 403, 400, 400, 400, 413]);
    expect(JSON.parse(answers[7]!.body)).toEqual({ error_detail: expect.stringMatching(/^origin: /) });
    expect(JSON.parse(answers[9]!.body)).toEqual({ error_detail: expect.stringMatching(/^path: /) });
    expect(await totalViews()).toBe(before);

    const vitalsBefore = await db.selectFrom('vitals_day').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const vitals = await Promise.all([
      beacon('vitals', 'metric=LCP&value=1200&path=/about/', { agent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }),
      beacon('vitals', 'metric=LCP&value=1200&path=/nowhere/'),
      beacon('vitals', 'metric=LCP&value=1200&path=/about/', { headers: { origin: 'https://evil.example' } }),
      beacon('vitals', 'metric=FID&value=12&path=/about/'),
      beacon('vitals', 'metric=LCP&value=-5&path=/about/'),
    ]);
    expect(vitals.map((answer) => answer.status)).toEqual([204, 204, 403, 400, 400]);
    expect(await db.selectFrom('vitals_day').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(vitalsBefore);
  });

  it('answers 429 past the limit per address, and counts nothing past it; other addresses go on', async () => {
    const address = newAddress();
    const before = await totalViews();
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 3; i++) answers.push((await beacon(i % 2 ? 'vitals' : 'visits', i % 2 ? 'metric=TTFB&value=90&path=/' : 'path=/contact/', { address })).status);
    expect(answers.slice(0, RATE_LIMIT)).toEqual(Array<number>(RATE_LIMIT).fill(204));
    expect(answers.slice(RATE_LIMIT)).toEqual([429, 429, 429]);
    expect(await totalViews()).toBe(before + RATE_LIMIT / 2);
    expect((await beacon('visits', 'path=/contact/')).status).toBe(204);
  });

  it('holds the day to its cap of new sources under a flood of distinct campaigns: the rest count as (other)', async () => {
    // One source is already today's (the first test's): two more are admitted, then none; no source at all is never capped.
    const flood = Array.from({ length: 40 }, (_, i) => `path=/contact/&campaign=flood-${i}&referrer=spam${i}.example`);
    for (let i = 0; i < flood.length; i += 10) {
      const address = newAddress();
      const answers = await Promise.all(flood.slice(i, i + 10).map((body) => beacon('visits', body, { address })));
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(204));
    }
    const rows = await views();
    const sources = new Set(rows.map((row) => `${row.referrer}|${row.campaign}`));
    expect(sources.size).toBe(SOURCES_CAP + 2);
    expect(sources).toContain('|');
    expect(sources).toContain('(other)|(other)');
    const others = rows.filter((row) => row.campaign === '(other)');
    expect(others.map((row) => ({ path: row.path, referrer: row.referrer, views: Number(row.views) }))).toEqual([{ path: '/contact/', referrer: '(other)', views: 38 }]);
    // A source the day already has is still counted under its own name.
    await beacon('visits', 'path=/about/&referrer=www.google.com&campaign=diwali');
    expect((await viewsOf('/about/')).find((row) => row.campaign === 'diwali')?.views).toBe(1);
  });

  it('puts web vitals in their histogram bucket and their target rows, with poor ones counted', async () => {
    const sent = [
      'metric=LCP&value=1834.2&path=/about/&connection=4g&target=main%3Eimg.hero',
      'metric=LCP&value=1900&path=/about/&connection=4g&target=main%3Eimg.hero',
      'metric=LCP&value=4100&path=/about/&connection=3g&target=main%3Eimg.hero',
      'metric=CLS&value=0.3&path=/about/&target=div.banner',
      'metric=CLS&value=0.1&path=/about/&connection=wifi',
      'metric=INP&value=120&path=/about/&connection=4g&target=button%23send',
      'metric=FCP&value=0&path=/about/',
      'metric=INP&value=600&path=/about/&connection=4g&target=a.more',
    ];
    for (const body of sent) expect((await beacon('vitals', body, { agent: PHONE })).status).toBe(204);
    const histogram = sorted(await db.selectFrom('vitals_day').selectAll().where('path', '=', '/about/').execute(), ['metric', 'connection', 'bucket']).map((row) => ({ ...row, samples: Number(row.samples) }));
    const day = clock.indianDay;
    expect(histogram).toEqual([
      { day, path: '/about/', metric: 'CLS', device: 'phone', connection: '', bucket: 10, samples: 1 },
      { day, path: '/about/', metric: 'CLS', device: 'phone', connection: '', bucket: 30, samples: 1 },
      { day, path: '/about/', metric: 'FCP', device: 'phone', connection: '', bucket: 0, samples: 1 },
      { day, path: '/about/', metric: 'INP', device: 'phone', connection: '4g', bucket: 12, samples: 1 },
      { day, path: '/about/', metric: 'INP', device: 'phone', connection: '4g', bucket: 60, samples: 1 },
      { day, path: '/about/', metric: 'LCP', device: 'phone', connection: '3g', bucket: 41, samples: 1 },
      { day, path: '/about/', metric: 'LCP', device: 'phone', connection: '4g', bucket: 19, samples: 2 },
    ]);
    const targets = sorted(await db.selectFrom('vitals_target_day').selectAll().where('path', '=', '/about/').execute(), ['metric', 'target']).map((row) => ({
      metric: row.metric,
      target: row.target,
      samples: Number(row.samples),
      poor: Number(row.poor),
    }));
    // Three targets a day at most (VITALS_MAX_TARGETS_PER_DAY=3): the fourth new one is '(other)'; no target is ''.
    expect(targets).toEqual([
      { metric: 'CLS', target: '', samples: 1, poor: 0 },
      { metric: 'CLS', target: 'div.banner', samples: 1, poor: 1 },
      { metric: 'FCP', target: '', samples: 1, poor: 0 },
      { metric: 'INP', target: '(other)', samples: 1, poor: 1 },
      { metric: 'INP', target: 'button#send', samples: 1, poor: 0 },
      { metric: 'LCP', target: 'main>img.hero', samples: 3, poor: 1 },
    ]);
  });

  it('counts each beacon in /metrics', async () => {
    const answer = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await answer.text();
    const figure = (beaconName: string, outcome: string) => Number(new RegExp(`^intake_beacons_total\\{beacon="${beaconName}",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    // Counted: 5 + 10 + 1 + 40 + 1 page views; 10 + 8 vitals. Refused: 403 twice, 400 three times, 413 once, and the limit's 429s.
    expect(figure('page_view', 'counted')).toBe(57);
    expect(figure('vitals', 'counted')).toBe(18);
    expect(figure('vitals', 'ignored')).toBe(2);
    expect(figure('page_view', 'ignored')).toBe(7);
    expect(figure('page_view', 'refused')).toBe(2 + 3 + 1 + 2);
    expect(figure('vitals', 'refused')).toBe(1 + 2 + 1);
  });

  it('stores nothing of the visitor: every row changed by a mix of beacons and an enquiry holds none of it', async () => {
    const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !/migration/.test(name));
    const snapshot = async () => {
      const rows = new Map<string, Set<string>>();
      for (const table of tables) {
        const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
        rows.set(table, new Set(result.rows.map((row) => JSON.stringify(row))));
      }
      return rows;
    };
    const before = await snapshot();

    const address = `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const agent = `${PHONE} Marker/${randomInt(1e6, 1e7)}`;
    const secrets = ['newsletter-secret-src', 'visitor@example.com', 'token=abc123', 'referrer.example/private', 'v5-1764000000000-4242424242424', 'utm_', '?'];
    const send = (kind: 'visits' | 'vitals', body: string) => beacon(kind, body, { address, agent });
    const bodies: Array<['visits' | 'vitals', string]> = [
      ['visits', `path=${encodeURIComponent('/services/work-abroad/?utm_source=newsletter-secret-src&utm_campaign=diwali')}&referrer=www.google.com&campaign=diwali&utm_source=newsletter-secret-src&email=visitor@example.com`],
      ['visits', `path=/contact/&referrer=${encodeURIComponent('https://referrer.example/private/page?token=abc123')}`],
      ['vitals', `metric=LCP&value=2000&path=${encodeURIComponent('/contact/?token=abc123')}&connection=4g&target=main%3Eimg.hero&id=v5-1764000000000-4242424242424&rating=good&navigationType=navigate`],
      ['vitals', 'metric=INP&value=90&path=/contact/&target=visitor@example.com'],
    ];
    for (const [kind, body] of bodies) expect((await send(kind, body)).status).toBe(204);
    const enquiry = await postEnquiry(server.origin, 'contact', fixture('contact'), { 'user-agent': agent, 'x-forwarded-for': address, origin: server.origin });
    expect(enquiry.status).toBe(201);

    const after = await snapshot();
    const changed: Array<{ table: string; row: string }> = [];
    for (const table of tables) for (const row of after.get(table)!) if (!before.get(table)!.has(row)) changed.push({ table, row });
    const changedTables = [...new Set(changed.map((entry) => entry.table))];
    expect(changedTables).toEqual(expect.arrayContaining(['page_view_day', 'vitals_day', 'vitals_target_day', 'enquiry']));

    const beaconRows = changed.filter((entry) => ['page_view_day', 'vitals_day', 'vitals_target_day'].includes(entry.table));
    // The kept values are there, so the search below looks where they were written.
    expect(beaconRows.some((entry) => entry.row.includes('"campaign":"diwali"') && entry.row.includes('"referrer":"www.google.com"'))).toBe(true);
    expect(beaconRows.some((entry) => entry.row.includes('"target":"main>img.hero"'))).toBe(true);
    for (const { table, row } of changed) {
      expect({ table, address: row.includes(address) }).toEqual({ table, address: false });
      expect({ table, agent: row.includes(agent) || row.includes('Marker/') || row.includes('Mobile Safari') }).toEqual({ table, agent: false });
    }
    for (const { table, row } of beaconRows) {
      for (const secret of secrets) expect({ table, row, secret, found: row.includes(secret) }).toEqual({ table, row, secret, found: false });
      // Only the table's own columns, each one of the kept keys.
      expect(Object.keys(JSON.parse(row) as object).sort()).toEqual(
        table === 'page_view_day' ? ['campaign', 'day', 'device', 'path', 'referrer', 'views'] : table === 'vitals_day' ? ['bucket', 'connection', 'day', 'device', 'metric', 'path', 'samples'] : ['day', 'metric', 'path', 'poor', 'samples', 'target'],
      );
    }
  });
});

/*
 * Issue 37, "Visit data without bounds": the day's new rows are a budget no few addresses can spend,
 * implausible measurements are refused, and a landing path that names a person is not kept.
 */
describe.each(BACKENDS)('the bounds of a day of visit data (%s)', (backend) => {
  const CAP = 300; // VISITS_MAX_SOURCES_PER_DAY and VITALS_MAX_TARGETS_PER_DAY: 3 new ones a day per address
  const ROWS = 500; // VISITS_MAX_NEW_ROWS_PER_DAY: 5 new rows a day per address
  let database: TestDatabase;
  let server: RunningServer;
  let site: string;
  let db: Db;
  // Two days after the other servers' day: counts shared through Redis are this day's alone.
  let offsetMs = 0;
  let day = '';

  beforeAll(async () => {
    ({ offsetMs, day } = await freshDay(2));
    database = await createTestDatabase(backend);
    site = buildSite();
    server = await startServer({
      ...database.env,
      OUT_DIR: site,
      TRUST_PROXY: '1',
      CLOCK_OFFSET_MS: String(offsetMs),
      VISITS_RATE_LIMIT_MAX: '100000',
      VISITS_MAX_SOURCES_PER_DAY: String(CAP),
      VITALS_MAX_TARGETS_PER_DAY: String(CAP),
      VISITS_MAX_NEW_ROWS_PER_DAY: String(ROWS),
      ...(REDIS_URL ? { REDIS_URL } : {}),
    });
    db = createDb(loadConfig({ ...process.env, ...database.env }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  const beacon = (kind: 'visits' | 'vitals', body: string, options: BeaconOptions = {}) => sendBeacon(server, kind, body, options);
  /** Sends every body, ten at a time; answers their statuses in order. */
  async function flood(bodies: Array<[kind: 'visits' | 'vitals', body: string, address: string]>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < bodies.length; i += 10) {
      const answers = await Promise.all(bodies.slice(i, i + 10).map(([kind, body, address]) => beacon(kind, body, { address })));
      statuses.push(...answers.map((answer) => answer.status));
    }
    return statuses;
  }
  const count = async (table: 'page_view_day' | 'vitals_day' | 'vitals_target_day', where: (q: ReturnType<typeof rowsOf>) => ReturnType<typeof rowsOf> = (q) => q) =>
    Number((await where(rowsOf(table)).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const rowsOf = (table: 'page_view_day' | 'vitals_day' | 'vitals_target_day') => db.selectFrom(table).where('day', '=', day);

  it('refuses implausible measurements (25 LCPs of 1e308, a CLS of 99999) and stores none of them', async () => {
    const answers = await flood([
      ...Array.from({ length: 25 }, () => ['vitals', 'metric=LCP&value=1e308&path=/', newAddress()] as ['vitals', string, string]),
      ['vitals', 'metric=CLS&value=99999&path=/', newAddress()],
      ['vitals', 'metric=INP&value=10001&path=/', newAddress()],
    ]);
    expect(answers).toEqual(Array<number>(27).fill(400));
    const detail = await beacon('vitals', 'metric=LCP&value=1e308&path=/');
    expect(JSON.parse(detail.body)).toEqual({ error_detail: 'value: LCP must be a number from 0 to 60000 (ms)' });
    expect(JSON.parse((await beacon('vitals', 'metric=CLS&value=99999&path=/')).body)).toEqual({ error_detail: 'value: CLS must be a number from 0 to 5' });
    // The top of each scale is still a measurement.
    expect((await beacon('vitals', 'metric=LCP&value=60000&path=/about/')).status).toBe(204);
    expect(await count('vitals_day')).toBe(1);
  });

  it('keeps no landing path that names a person, as it keeps no such campaign', async () => {
    const personal = '/services/asha@example.com/9876543210/';
    // An address of its own: with Redis, the enquiry limit's count of 127.0.0.1 is shared with every other suite of the run.
    const answer = await postEnquiry(server.origin, 'contact', fixture('contact'), {
      origin: server.origin,
      'x-forwarded-for': newAddress(),
      'visit-source': new URLSearchParams({ landing: personal, utm_campaign: 'diwali', utm_term: personal }).toString(),
    });
    expect(answer.status).toBe(201);
    const rows = await db.selectFrom('enquiry').select(['source_landing', 'utm_campaign', 'utm_term']).execute();
    expect(rows).toEqual([{ source_landing: null, utm_campaign: 'diwali', utm_term: null }]);
  });

  it('lets a few addresses take no more than their share of the day\'s new sources and targets: a genuine one is still its own', async () => {
    const attackers = Array.from({ length: 5 }, () => newAddress());
    const views = attackers.flatMap((address, a) => Array.from({ length: 70 }, (_, i) => ['visits', `path=/contact/&referrer=spam${a}-${i}.example&campaign=junk-${a}-${i}`, address] as ['visits', string, string]));
    expect(await flood(views)).toEqual(Array<number>(350).fill(204));
    expect((await beacon('visits', 'path=/about/&referrer=www.google.com&campaign=diwali')).status).toBe(204);
    const sources = await rowsOf('page_view_day').select(['path', 'referrer', 'campaign', 'views']).execute();
    // 3 new sources a day per address (1 % of 300): 15 of the 350, the rest '(other)'; the genuine one is its own.
    expect(sources.filter((row) => row.campaign.startsWith('junk-'))).toHaveLength(15);
    expect(sources.filter((row) => row.campaign === '(other)').map((row) => Number(row.views))).toEqual([335]);
    expect(sources.find((row) => row.campaign === 'diwali')).toMatchObject({ path: '/about/', referrer: 'www.google.com' });

    // The histogram row first, so that the flood's beacons all find it (and pay only for their targets).
    expect((await beacon('vitals', 'metric=INP&value=40&path=/contact/')).status).toBe(204);
    // Other addresses: each of those above has spent 3 of its 5 new rows a day.
    const targets = attackers.map(() => newAddress()).flatMap((address, a) => Array.from({ length: 70 }, (_, i) => ['vitals', `metric=INP&value=40&path=/contact/&target=div.junk-${a}-${i}`, address] as ['vitals', string, string]));
    expect(await flood(targets)).toEqual(Array<number>(350).fill(204));
    expect((await beacon('vitals', 'metric=INP&value=40&path=/contact/&target=button%23send')).status).toBe(204);
    const kept = await rowsOf('vitals_target_day').select(['target', 'samples']).where('metric', '=', 'INP').execute();
    expect(kept.filter((row) => row.target.startsWith('div.junk-'))).toHaveLength(15);
    expect(kept.filter((row) => row.target === '(other)').map((row) => Number(row.samples))).toEqual([335]);
    expect(kept.map((row) => row.target)).toContain('button#send');
  });

  it('holds the day to its budget of new rows, however many addresses send them; rows it has go on counting', async () => {
    // 120 addresses, 6 LCPs each in buckets nobody has sent: 5 new rows each at most, 500 in the day at most.
    const bodies = Array.from({ length: 120 }, (_, a) => {
      const address = newAddress();
      return Array.from({ length: 6 }, (_, i) => {
        const k = a * 6 + i;
        return ['vitals', `metric=LCP&value=${(k % 590) * 100 + 50}&path=/services/work-abroad/${k >= 590 ? '&connection=4g' : ''}`, address] as ['vitals', string, string];
      });
    }).flat();
    expect(await flood(bodies)).toEqual(Array<number>(720).fill(204));
    // What the budget pays for: every histogram row, and the rows of a named source or target.
    const charged = (await count('vitals_day')) + (await count('page_view_day', (q) => q.where('campaign', 'not in', ['', '(other)']))) + (await count('vitals_target_day', (q) => q.where('target', 'not in', ['', '(other)'])));
    expect(charged).toBeLessThanOrEqual(ROWS);
    expect(charged).toBeGreaterThan(ROWS - 10);
    // Besides those, the few rows no budget pays for: a page's '(other)' or no source, a metric's '(other)' or no target.
    const all = (await count('vitals_day')) + (await count('page_view_day')) + (await count('vitals_target_day'));
    expect(all - charged).toBeLessThanOrEqual(5);
    const warned = logLines(server).filter((line) => line.msg.includes('budget of new rows'));
    expect(warned).toEqual([expect.objectContaining({ level: 40, day, total: ROWS })]);

    // Spent: a row the day has still counts; a new bucket does not; a new source is '(other)'.
    // (Which of an address's six came first is the server's order: any row stored will do.)
    const stored = await rowsOf('vitals_day').select(['bucket', 'connection', 'samples']).where('path', '=', '/services/work-abroad/').executeTakeFirstOrThrow();
    const again = `metric=LCP&value=${Number(stored.bucket) * 100 - 50}&path=/services/work-abroad/${stored.connection ? `&connection=${stored.connection}` : ''}`;
    expect((await beacon('vitals', again)).status).toBe(204);
    const after = await rowsOf('vitals_day').select('samples').where('path', '=', '/services/work-abroad/').where('bucket', '=', stored.bucket).where('connection', '=', stored.connection).executeTakeFirstOrThrow();
    expect(Number(after.samples)).toBe(Number(stored.samples) + 1);
    const rows = await count('vitals_day');
    expect((await beacon('vitals', 'metric=TTFB&value=250&path=/', { agent: PHONE })).status).toBe(204);
    expect(await count('vitals_day')).toBe(rows);
    expect((await beacon('visits', 'path=/contact/&referrer=news.example&campaign=late')).status).toBe(204);
    expect(await count('page_view_day', (q) => q.where('campaign', '=', 'late'))).toBe(0);
    expect(logLines(server).filter((line) => line.msg.includes('budget of new rows'))).toHaveLength(1);
  }, 120_000);
});

/*
 * Two instances on one database draw on one day's budget and one share per address when they share
 * Redis (REDIS_URL, as the limits do); without it each counts its own, as the limits do.
 */
describe.each(BACKENDS)('the day\'s budget across two instances (%s)', (backend) => {
  const ROWS = 200; // 2 new rows a day per address
  let database: TestDatabase;
  let servers: RunningServer[] = [];
  let site: string;
  let db: Db;
  // Three days after the first servers' day: a day of its own in Redis.
  let offsetMs = 0;
  let day = '';

  beforeAll(async () => {
    ({ offsetMs, day } = await freshDay(3));
    database = await createTestDatabase(backend);
    site = buildSite();
    const env = { ...database.env, OUT_DIR: site, TRUST_PROXY: '1', CLOCK_OFFSET_MS: String(offsetMs), VISITS_RATE_LIMIT_MAX: '100000', VISITS_MAX_NEW_ROWS_PER_DAY: String(ROWS), ...(REDIS_URL ? { REDIS_URL } : {}) };
    servers = [await startServer(env), await startServer(env)];
    db = createDb(loadConfig({ ...process.env, ...database.env }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  const vitalsRows = async () => Number((await db.selectFrom('vitals_day').select((eb) => eb.fn.countAll<number | string>().as('n')).where('day', '=', day).executeTakeFirstOrThrow()).n);

  it(`shares the day's budget and each address's share through Redis${REDIS_URL ? '' : ' (here without it: per process)'}`, async () => {
    // One address, 12 new rows, alternating between the instances: 2 in all through Redis, 2 each without it.
    const address = newAddress();
    for (let i = 0; i < 12; i++) expect((await sendBeacon(servers[i % 2]!, 'vitals', `metric=FCP&value=${i * 100 + 50}&path=/about/`, { address })).status).toBe(204);
    expect(await vitalsRows()).toBe(REDIS_URL ? 2 : 4);

    // 150 addresses, 3 new rows each, alternating: the day's 200 in all through Redis; without it each
    // instance reads what the tables held at its day's first new row and counts its own from there.
    for (let a = 0; a < 150; a += 5) {
      await Promise.all(
        Array.from({ length: 5 }, async (_, j) => {
          const from = newAddress();
          for (let i = 0; i < 3; i++) await sendBeacon(servers[(a + j + i) % 2]!, 'vitals', `metric=LCP&value=${((a + j) * 3 + i) * 100 + 50}&path=/contact/`, { address: from });
        }),
      );
    }
    const rows = await vitalsRows();
    if (REDIS_URL) {
      expect(rows).toBeLessThanOrEqual(ROWS);
      expect(rows).toBeGreaterThan(ROWS - 5);
    } else {
      expect(rows).toBeLessThanOrEqual(2 * ROWS);
      expect(rows).toBeGreaterThan(ROWS);
    }
  }, 120_000);
});
