import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../platform/config';
import { createDb, migrateToLatest, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, freePort, logLines, newToken, POSTGRES_URL, postEnquiry, postNative, runStaffCli, sleep, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { plainCause, spanInWords } from '../../mail/alarm';
import { createMailTransport } from '../../mail/transport';
import { HEARTBEAT_STALL_MS, OutboxWorker } from '../../mail/outbox';
import { createSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { Browser, linkPath, setUpFromLink } from '../support/staff-harness';

/*
 * /healthz, /readyz, /metrics and the mail alarm, against the real server on SQLite and PostgreSQL:
 * readiness that fails for real (the database taken away, the disk below MIN_FREE_MB), counters read
 * after real posts, and a relay that refuses connections until a staff page says so.
 */

type Json = Record<string, unknown>;

async function get(server: RunningServer, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; text: string; json: () => Json }> {
  const response = await fetch(`${server.origin}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Json };
}

/** The value of one series of a scrape, or undefined when it is not there. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A built site of three files, served below a base path, with a not-found page to recognise. */
function tinySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'intake-site-'));
  mkdirSync(join(dir, 'out'));
  writeFileSync(join(dir, 'out', 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, 'out', '404.html'), '<!doctype html><title>Lost signal</title>');
  writeFileSync(join(dir, 'out', '_headers'), ['/*', "  Content-Security-Policy: default-src 'self'", ''].join('\n'));
  return join(dir, 'out');
}

describe.each(BACKENDS)('health and metrics on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let site: string;
  const metricsToken = newToken();
  const bearer = { authorization: `Bearer ${metricsToken}` };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = tinySite();
    server = await startServer({ ...database.env, OUT_DIR: site, NEXT_PUBLIC_BASE_PATH: '/site', METRICS_TOKEN: metricsToken });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (site) rmSync(dirname(site), { recursive: true, force: true });
  });

  test('/healthz and /readyz answer 200 at the root, never cached, GET and HEAD, though the site has a base path and a catch-all', async () => {
    const health = await get(server, '/healthz');
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/healthz', '/readyz']) {
      const head = await fetch(`${server.origin}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toBe('no-store');
    }
    // The site is there all the same: its pages below the base path, its not-found page elsewhere.
    expect((await get(server, '/site/')).text).toContain('<title>Home</title>');
    const lost = await get(server, '/healthz-not');
    expect(lost.status).toBe(404);
    expect(lost.text).toContain('Lost signal');
  });

  test('/metrics: 401 without the token or with a wrong one, in constant time; 200 in the Prometheus format with it', async () => {
    const none = await get(server, '/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.text).not.toContain('intake_');
    expect((await get(server, '/metrics', { authorization: `Bearer ${newToken()}` })).status).toBe(401);
    expect((await get(server, '/metrics', { authorization: `Bearer ${metricsToken}x` })).status).toBe(401);
    expect((await get(server, '/metrics', { authorization: `Token ${metricsToken}` })).status).toBe(401);
    const scrape = await get(server, '/metrics', bearer);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.headers.get('cache-control')).toBe('no-store');
    expect(scrape.text).toMatch(/^# HELP intake_enquiries_stored_total .+/m);
    expect(scrape.text).toMatch(/^# TYPE intake_http_request_duration_seconds histogram$/m);
    // prom-client's default process metrics.
    expect(sample(scrape.text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  test('after two enquiries stored and one refused, the counters read 2 and 1 (refusals by reason, wherever decided); the outbox and disk figures are read at each scrape', async () => {
    for (let i = 0; i < 2; i++) expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    expect((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: 'not an address' })).status).toBe(400);
    // Refused before the handler: the Origin check, the body limit, a compressed body.
    expect((await postEnquiry(server.origin, 'migration', fixture('migration'), { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await postEnquiry(server.origin, 'migration', { ...fixture('migration'), message: 'x'.repeat(100_000) })).status).toBe(413);
    expect((await postEnquiry(server.origin, 'migration', fixture('migration'), { 'content-encoding': 'gzip' })).status).toBe(415);
    // A form posted without JavaScript: stored, and answered with a redirect.
    expect((await postNative(server.origin, 'real_estate')).status).toBe(303);
    // Paths with a visitor's words in them never become a label.
    await get(server, '/healthz?who=asha.patel');
    await get(server, '/no-such-page-4821');

    let scrape = '';
    await until(
      async () => {
        scrape = (await get(server, '/metrics', bearer)).text;
        return (sample(scrape, 'intake_outbox_last_delivery_timestamp_seconds') ?? 0) > 0;
      },
      20_000,
      'a delivery in the metrics',
    );
    expect(sample(scrape, 'intake_enquiries_stored_total{kind="contact",spam="false"}')).toBe(2);
    expect(sample(scrape, 'intake_enquiries_stored_total{kind="real_estate",spam="false"}')).toBe(1);
    expect(sample(scrape, 'intake_enquiries_stored_total{kind="migration",spam="false"}')).toBe(0);
    expect(sample(scrape, 'intake_enquiries_refused_total{reason="validation"}')).toBe(1);
    expect(sample(scrape, 'intake_enquiries_refused_total{reason="origin"}')).toBe(1);
    expect(sample(scrape, 'intake_enquiries_refused_total{reason="body_too_large"}')).toBe(1);
    expect(sample(scrape, 'intake_enquiries_refused_total{reason="unsupported_media"}')).toBe(1);
    expect(sample(scrape, 'intake_enquiries_refused_total{reason="rate_limit"}')).toBe(0);
    for (const status of ['pending', 'held', 'failed']) expect(sample(scrape, `intake_outbox_messages{status="${status}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(scrape, 'intake_outbox_messages{status="failed"}')).toBe(0);
    expect(sample(scrape, 'intake_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    // Written as .eml files (no SMTP_URL) a moment ago, by this server's clock.
    expect(Math.abs(Date.now() / 1000 - (sample(scrape, 'intake_outbox_last_delivery_timestamp_seconds') ?? 0))).toBeLessThan(60);
    expect(sample(scrape, 'intake_disk_free_bytes{folder="mail"}')).toBeGreaterThan(0);
    if (backend === 'sqlite') expect(sample(scrape, 'intake_disk_free_bytes{folder="database"}')).toBeGreaterThan(0);
    expect(sample(scrape, 'intake_ready')).toBe(1);
    expect(sample(scrape, 'intake_mail_alarm')).toBe(0);
    expect(sample(scrape, 'intake_database_up')).toBe(1);
    expect(sample(scrape, 'intake_http_request_duration_seconds_count{method="POST",route="/api/contact_us/",status_class="2xx"}')).toBe(2);
    expect(sample(scrape, 'intake_http_request_duration_seconds_count{method="POST",route="/api/contact_us/",status_class="4xx"}')).toBe(1);
    expect(scrape).toContain('route="(no route)"');
    expect(scrape).not.toContain('asha');
    expect(scrape).not.toContain('no-such-page');
  });

  test('/readyz is 503 naming the database once it is gone, while /healthz still answers', async () => {
    if (backend === 'sqlite') {
      // Moved away under the running server: its open handle still answers queries, and what it wrote
      // now would be lost with the file.
      const file = database.env.SQLITE_PATH ?? '';
      renameSync(file, `${file}.moved`);
    } else {
      const name = new URL(database.env.DATABASE_URL ?? '').pathname.slice(1);
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    }
    let answer: Json = {};
    await until(
      async () => {
        const ready = await get(server, '/readyz');
        answer = ready.json();
        return ready.status === 503;
      },
      10_000,
      '/readyz 503',
    );
    expect(answer.status).toBe('not ready');
    expect(answer.reasons).toEqual([expect.stringMatching(/^database: /)]);
    if (backend === 'postgres') expect(answer.reasons).toEqual(['database: does not answer (3D000)']);
    expect((await get(server, '/healthz')).status).toBe(200);
    const scrape = (await get(server, '/metrics', bearer)).text;
    expect(sample(scrape, 'intake_ready')).toBe(0);
    if (backend === 'postgres') expect(sample(scrape, 'intake_database_up')).toBe(0);
    const changes = logLines(server).filter((line) => line.msg.startsWith('readiness: not ready'));
    expect(changes).toHaveLength(1);
  });
});

describe('readiness and the disk', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let site: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    site = tinySite();
    // A minimum no disk here has: every folder is short at once. The site at the root, its catch-all with it.
    server = await startServer({ ...database.env, OUT_DIR: site, MIN_FREE_MB: String(100 * 1024 * 1024) });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (site) rmSync(dirname(site), { recursive: true, force: true });
  });

  test('/readyz is 503 naming the disk when free space is below MIN_FREE_MB; /metrics is 404 without METRICS_TOKEN', async () => {
    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reasons: ['disk: the database folder has less free space than MIN_FREE_MB'] });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await get(server, '/healthz')).status).toBe(200);
    const metrics = await get(server, '/metrics');
    expect(metrics.status).toBe(404);
    expect(metrics.json()).toEqual({ error_detail: 'not found' });
    expect((await get(server, '/metrics', { authorization: `Bearer ${newToken()}` })).status).toBe(404);
    expect((await get(server, '/')).text).toContain('<title>Home</title>');
  });
});

describe('the outbox worker\'s heartbeat', () => {
  test('alive while its loop turns; not before it starts, once it stalls past a few poll intervals, nor once stopped', async () => {
    const database = await createTestDatabase('sqlite');
    const config = loadConfig({ NODE_ENV: 'test', ...database.env });
    const db = createDb(config.database);
    try {
      await migrateToLatest(db);
      const quiet = (): void => undefined;
      const log = { level: 'silent', fatal: quiet, error: quiet, warn: quiet, info: quiet, debug: quiet, trace: quiet, silent: quiet, child: () => log } as unknown as FastifyBaseLogger;
      const worker = new OutboxWorker(db, createMailTransport(config), Date.now, log);
      expect(worker.liveness()).toEqual({ alive: false, why: 'not started' });
      worker.start();
      await until(() => worker.liveness().alive, 5_000, 'the first heartbeat');
      // Idle, it beats at every poll: still alive a few seconds on.
      await sleep(2_500);
      expect(worker.liveness()).toEqual({ alive: true });
      // Seen from a moment its loop would have had to turn several times since.
      expect(worker.liveness(Date.now() + HEARTBEAT_STALL_MS + 5_000)).toEqual({ alive: false, why: expect.stringMatching(/^no heartbeat for \d+ s$/) });
      await worker.stop();
      expect(worker.liveness()).toEqual({ alive: false, why: 'stopped' });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe.each(BACKENDS)('the mail alarm on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let sink: SmtpSink;
  let db: Db;
  let staff: Browser;

  const alarmLines = () => logLines(server).filter((line) => line.msg.startsWith('mail alarm: mail is not going out'));
  const banner = (html: string) => /<div class="alarm" role="alert">([\s\S]*?)<\/div>/.exec(html)?.[1];
  const readyz = async () => {
    const answer = await get(server, '/readyz');
    return { status: answer.status, body: answer.json() };
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    // The relay's port, closed: every connection is refused until the sink listens there again.
    sink = await createSmtpSink({ port: await freePort() });
    await sink.close();
    server = await startServer({ ...database.env, SMTP_URL: sink.url, MAIL_ALERT_MINUTES: '0.05', TRUST_PROXY: '1', RATE_LIMIT_MAX: '1000' });
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await sink?.close().catch(() => undefined);
    await database?.drop();
  });

  test('mail that cannot go out: a banner on every inbox page, a warning in /readyz (still 200), one error line; gone once mail flows', async () => {
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    const added = runStaffCli(database.env, ['add', '--email', 'priya@sarthi.test', '--name', 'Priya Shah', '--role', 'admin']);
    expect(added.code).toBe(0);
    staff = new Browser(server, '198.51.100.30');
    await setUpFromLink(staff, linkPath(added.stdout));
    const posted = await postEnquiry(server.origin, 'contact', fixture('contact'));
    expect(posted.status).toBe(201);
    const { id: enquiryId } = (await posted.json()) as { id: string };

    // MAIL_ALERT_MINUTES=0.05: three seconds undelivered is "not going out".
    await until(async () => ((await readyz()).body.warnings as string[] | undefined) !== undefined, 20_000, 'the warning in /readyz');
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', warnings: [expect.stringMatching(/^mail: not going out \(\d+ waiting more than 3 seconds\)$/)] });

    // The first failed try is recorded within a poll (2 s) of each message: the banner quotes its answer.
    await until(async () => banner((await staff.page('/staff/')).html)?.includes('the mail server answered') === true, 10_000, 'the cause in the banner');
    for (const path of ['/staff/', `/staff/enquiries/${enquiryId}`, '/staff/messages']) {
      const page = await staff.page(path);
      expect(page.response.status).toBe(200);
      const text = banner(page.html);
      expect(text).toBeDefined();
      expect(text).toMatch(/<strong>Mail is not going out\.<\/strong> \d+ messages? (has|have) waited more than 3 seconds \(the oldest since <time datetime="[^"]+">[^<]+ IST<\/time>\); the mail server answered: connection refused\./);
      expect(text).toContain('New enquiries are still stored here: answer them from the inbox, and ask whoever runs the server to check SMTP_URL');
      // No failures yet: no link to them.
      expect(text).not.toContain('/staff/messages');
    }
    // Signed out, nobody is told.
    expect(banner(await (await fetch(`${server.origin}/staff/sign-in`)).text())).toBeUndefined();

    // Once per episode, however many evaluations (one a second here) find it still so.
    await sleep(2_500);
    const errors = logLines(server).filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/^mail alarm: mail is not going out/);
    expect(errors[0]).toMatchObject({ cause: 'connection refused', mailAlertMinutes: 0.05 });
    expect(JSON.stringify(errors[0])).not.toMatch(/@/);

    // The staff notification given up, as after three days of tries: the banner links to Failed mail.
    const now = Date.now();
    await db
      .updateTable('outbox_message')
      .set({ created_at: now - 3 * 24 * 3_600_000 - 60_000, next_attempt_at: now })
      .where('enquiry_id', '=', enquiryId)
      .where('purpose', '=', 'staff')
      .execute();
    await until(async () => ((await readyz()).body.warnings as string[] | undefined)?.[0]?.includes('1 given up') === true, 20_000, 'the failure in /readyz');
    const withFailure = banner((await staff.page('/staff/')).html);
    expect(withFailure).toContain('1 message could not be sent at all and was given up: see <a href="/staff/messages">Failed mail</a>.');
    expect(alarmLines()).toHaveLength(1);

    // The relay is back, and staff retry the failed message: everything goes, the banner with it.
    await sink.listen();
    const failedId = (await db.selectFrom('outbox_message').select('id').where('status', '=', 'failed').executeTakeFirstOrThrow()).id;
    const retried = await staff.submit('/staff/messages', `/staff/messages/${failedId}/retry`, {});
    expect(retried.location).toBe('/staff/messages?m=retried');
    // Each message goes at its next try (15 to 36 s after its last), the retried one at once.
    const undelivered = async () => (await db.selectFrom('outbox_message').select('id').where('status', 'in', ['pending', 'failed']).execute()).length;
    await until(async () => (await undelivered()) === 0 && (await readyz()).body.warnings === undefined, 90_000, 'mail flowing again');
    expect(banner((await staff.page('/staff/')).html)).toBeUndefined();
    expect(logLines(server).filter((line) => line.msg === 'mail alarm: mail is going out again')).toHaveLength(1);
    expect(alarmLines()).toHaveLength(1);
    // The enquiry's own messages, the one given up and retried among them, reached the relay.
    const delivered = sink.received.map((received) => received.messageId);
    expect(delivered).toEqual(expect.arrayContaining([expect.stringContaining(`${enquiryId}.staff@`), expect.stringContaining(`${enquiryId}.ack@`)]));
  });
});

describe('the mail alarm in words', () => {
  test('the mail server\'s answer without any address in it, known causes in plain words', () => {
    expect(plainCause('ESOCKET connect ECONNREFUSED 127.0.0.1:2525')).toBe('connection refused');
    expect(plainCause('EAUTH 535 Invalid login: 535 5.7.8 Authentication failed')).toBe('the login was refused (the user or password in SMTP_URL)');
    const refused = plainCause("EENVELOPE 550 Can't send mail - all recipients were rejected: 550 5.1.1 <asha.patel@example.com>: Recipient address rejected; also Ravi.Mehta+x@mail.example.org");
    expect(refused).not.toMatch(/@|asha|ravi/i);
    expect(refused).toContain('550 5.1.1 [address]: Recipient address rejected');
    expect(plainCause(`EMESSAGE 552 ${'x'.repeat(400)}`).length).toBeLessThanOrEqual(160);
  });

  test('MAIL_ALERT_MINUTES as staff read it', () => {
    expect(spanInWords(15)).toBe('15 minutes');
    expect(spanInWords(1)).toBe('1 minute');
    expect(spanInWords(0.05)).toBe('3 seconds');
    expect(spanInWords(2.5)).toBe('2.5 minutes');
    expect(spanInWords(180)).toBe('3 hours');
  });
});
