import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, fixture, freePort, logLines, POSTGRES_URL, postEnquiry, sleep, startServer, startServerExpectingExit, until, type RunningServer, type TestDatabase } from '../support/harness';

/*
 * Misconfiguration is loud: production refuses a development default naming the variable, a misspelt
 * variable is named with the one meant, a bad value is one line (no stack trace). PostgreSQL and Redis
 * that come up after the server are waited for; a Redis that goes away later is said at error and the
 * limits carry on in the process.
 */

const PRODUCTION_READY = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  NOTIFY_TO: 'leads@sarthi-global.in',
  MAIL_FROM: 'Sarthi Global <enquiries@sarthi-global.in>',
  STAFF_URL: 'https://www.sarthi-global.in',
};

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m);

describe('start-up configuration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('refuses to start in production on development defaults, naming each variable and what to set', async () => {
    const { code, output } = await startServerExpectingExit({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Configuration error: NODE_ENV=production, but development defaults are in force');
    for (const name of ['SMTP_URL is not set', 'NOTIFY_TO is not set', 'MAIL_FROM is not set', 'STAFF_URL is not set', 'SQLITE_PATH is not set']) expect(output).toContain(name);
    noStackTrace(output);
  });

  it('refuses sample addresses, a plain-http STAFF_URL and a relative data path in production', async () => {
    const { code, output } = await startServerExpectingExit({
      ...PRODUCTION_READY,
      NOTIFY_TO: 'leads@sarthi-global.in, hello@sarthiglobal.example',
      STAFF_URL: 'http://localhost:3000',
      SQLITE_PATH: 'data/enquiries.db',
      SITE_ORIGIN: 'https://www.example.com',
    });
    expect(code).toBe(1);
    expect(output).toContain("SITE_ORIGIN holds https://www.example.com, the template's example");
    expect(output).toContain('NOTIFY_TO holds hello@sarthiglobal.example, on a domain no mail reaches');
    expect(output).toContain('STAFF_URL is http://localhost:3000');
    expect(output).toContain('SQLITE_PATH is relative (data/enquiries.db)');
    expect(output).not.toContain('SMTP_URL is not set');
  });

  it("refuses the template's example relay", async () => {
    const { code, output } = await startServerExpectingExit({ ...db.env, ...PRODUCTION_READY, SMTP_URL: 'smtp://USER:CHANGE-ME@smtp.example.com:587' });
    expect(code).toBe(1);
    expect(output).toContain("SMTP_URL names smtp.example.com, the template's example relay");
    expect(output).not.toContain('CHANGE-ME');
  });

  it('starts in production once each is set', async () => {
    const server = await startServer({ ...db.env, ...PRODUCTION_READY });
    await server.stop();
    expect(server.logs()).not.toContain('development defaults');
  });

  it('names a variable that looks like ours but is not, with the one meant, and still starts', async () => {
    const server = await startServer({ ...db.env, SMTP_URI: 'smtp://mail.example.com', NOTIFYTO: 'x@example.com' });
    await server.stop();
    const warnings = logLines(server).filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toContain('SMTP_URI is not a variable this server reads; did you mean SMTP_URL? (it is ignored)');
    expect(warnings).toContain('NOTIFYTO is not a variable this server reads; did you mean NOTIFY_TO? (it is ignored)');
  });

  it('logs a request by its path, never its query (the inbox is searched by address)', async () => {
    const server = await startServer(db.env);
    await fetch(`${server.origin}/staff/?q=${encodeURIComponent('asha.patel@example.org')}`);
    await fetch(`${server.origin}/contact/?utm_source=mail&email=asha.patel@example.org`);
    await server.stop();
    expect(server.logs()).toContain('"url":"/staff/"');
    expect(server.logs()).not.toContain('asha.patel');
  });

  it('on SIGTERM, with a proxy polling /healthz, says it is stopping while it still serves, then exits 0', async () => {
    const server = await startServer(db.env);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const exited = server.stop('SIGTERM');
    await sleep(200);
    const [health, ready, api] = await Promise.all([fetch(`${server.origin}/healthz`), fetch(`${server.origin}/readyz`), postEnquiry(server.origin, 'contact', fixture('contact'))]);
    expect([health.status, await health.json()]).toEqual([503, { status: 'stopping' }]);
    expect(ready.status).toBe(503);
    expect(api.status).toBe(201);
    expect(await exited).toBe(0);
  });

  it.each([
    [{ PORT: '70000' }, 'Configuration error: PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ LOG_LEVEL: 'verbose' }, 'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
    [{ HOST: 'not a host!' }, 'Configuration error: HOST must be an IP address or a host name'],
    [{ HOST: '192.0.2.1' }, 'Cannot start: cannot listen on 192.0.2.1:'],
    [{ REDIS_URL: 'redis://127.0.0.1:1', STARTUP_WAIT_SECONDS: '0' }, 'Cannot start: REDIS_URL: cannot connect'],
  ])('a bad %j is one clear line, not a stack trace', async (env, line) => {
    const { code, output } = await startServerExpectingExit({ ...db.env, ...env });
    expect(code).toBe(1);
    expect(output).toContain(line);
    noStackTrace(output);
  });

  it('says in one line that the port is taken', async () => {
    const taken = await new Promise<Server>((done) => {
      const server = createServer().listen(0, '127.0.0.1', () => done(server));
    });
    const { port } = taken.address() as { port: number };
    const { code, output } = await startServerExpectingExit({ ...db.env, PORT: String(port) });
    taken.close();
    expect(code).toBe(1);
    expect(output).toContain(`Cannot start: cannot listen on 127.0.0.1:${port}: the port is in use`);
    noStackTrace(output);
  });
});

/** A TCP forwarder to `target` that starts listening on `port` only when asked: a service coming up late. */
function lateForwarder(port: number, target: { host: string; port: number }) {
  const server = createServer((socket) => {
    const upstream = createConnection(target);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return {
    open: () => new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done())),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function startRedis(port: number, dir: string): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
}

describe('services that come up late, or go away', () => {
  const servers: RunningServer[] = [];
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // With PostgreSQL only (TEST_DATABASE_URL), as every PostgreSQL test of this suite.
  if (POSTGRES_URL) it('waits for a PostgreSQL that starts after the server, then serves', async () => {
    const db = await createTestDatabase('postgres');
    cleanups.push(() => db.drop());
    const url = new URL(db.env.DATABASE_URL!);
    const port = await freePort();
    const forwarder = lateForwarder(port, { host: url.hostname, port: Number(url.port) });
    cleanups.push(() => forwarder.close());
    const late = new URL(url);
    late.port = String(port);
    // Listening first, then waiting: PostgreSQL "comes up" only once the server has said it waits for it
    // (a fixed sleep raced a slow start on a busy machine: the first try found the forwarder open).
    const server = await startServer({ ...db.env, DATABASE_URL: late.toString(), STARTUP_WAIT_SECONDS: '30' }, 60_000, { listening: true });
    servers.push(server);
    const waiting = () => logLines(server).some((line) => line.level === 40 && line.msg.startsWith('PostgreSQL is not reachable yet'));
    await until(waiting, 30_000, 'the warning that PostgreSQL is not reachable yet');
    const meanwhile = await postEnquiry(server.origin, 'contact', fixture('contact'));
    expect([meanwhile.status, meanwhile.headers.has('retry-after')]).toEqual([503, true]);
    await forwarder.open();
    await until(async () => (await fetch(`${server.origin}/readyz`)).status === 200, 30_000, 'ready once PostgreSQL answers');
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
  });

  it('gives up on a PostgreSQL that never answers after STARTUP_WAIT_SECONDS, in one line', async () => {
    const port = await freePort();
    const started = Date.now();
    const { code, output } = await startServerExpectingExit({ DATABASE_URL: `postgres://nobody:secret-password@127.0.0.1:${port}/none`, STARTUP_WAIT_SECONDS: '2' });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeGreaterThan(1_500);
    expect(output).toContain('Cannot start: DATABASE_URL: PostgreSQL did not answer');
    expect(output).not.toContain('secret-password');
    noStackTrace(output);
  });

  it('waits for a Redis that starts late; when Redis goes away the limits carry on per process, said once at error, and when it is back at info', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'intake-redis-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const db = await createTestDatabase('sqlite');
    cleanups.push(() => db.drop());
    const port = await freePort();
    const starting = startServer({ ...db.env, REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '4', STARTUP_WAIT_SECONDS: '30' });
    await sleep(1_500);
    let redis = startRedis(port, dir);
    cleanups.push(() => redis.kill());
    const server = await starting;
    servers.push(server);
    expect(server.logs()).toContain('"limits":"shared through Redis"');

    redis.kill('SIGKILL');
    await sleep(500);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: `late-${i}@example.org` })).status);
    // Every enquiry before the limit is stored, and the limit still holds, counted in this process.
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    await until(() => logLines(server).some((line) => line.level === 50 && line.msg.startsWith('Redis is not reachable')), 10_000, 'Redis outage logged at error');

    redis = startRedis(port, dir);
    await until(() => logLines(server).some((line) => line.level === 30 && line.msg.startsWith('Redis is back')), 20_000, 'Redis recovery logged');
    expect(logLines(server).filter((line) => line.level === 50 && line.msg.startsWith('Redis is not reachable'))).toHaveLength(1);
  });
});

describe('npm start in production', () => {
  const script = join(__dirname, '..', '..', '..', 'scripts', 'build-if-needed.mjs');
  const run = (cwd: string) => spawnSync(process.execPath, [script], { cwd, env: { ...process.env, NODE_ENV: 'production', FORCE_BUILD: '', SKIP_BUILD: '' }, encoding: 'utf8' });

  it('never builds: without a build it stops and says what to run; with one whose sources changed since, it serves the build as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'start-prod-'));
    try {
      const missing = run(dir);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('NODE_ENV=production never builds on start, and out/_headers and dist/.build-stamp are missing: run npm run build once');
      mkdirSync(join(dir, 'out'));
      mkdirSync(join(dir, 'dist'));
      writeFileSync(join(dir, 'out', '_headers'), '');
      writeFileSync(join(dir, 'dist', '.build-stamp'), '');
      // A source newer than the build: outside production this would start a build.
      mkdirSync(join(dir, 'app'));
      writeFileSync(join(dir, 'app', 'page.tsx'), '');
      const built = run(dir);
      expect(built.status).toBe(0);
      expect(built.stdout).not.toContain('Building');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
