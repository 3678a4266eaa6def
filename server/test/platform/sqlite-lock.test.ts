import { spawn } from 'node:child_process';
import { SQLITE_PACKAGE } from '../../platform/sqlite';
import { createTestDatabase, fixture, logLines, postEnquiry, startServer, storedCount, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * better-sqlite3 runs on the event loop. Another process holding the write lock (a backup, a second
 * instance) must not freeze the server: the lock is waited for on timers, other requests are answered
 * meanwhile, and the enquiry is stored once the lock is released or refused (503) at the deadline.
 */

describe('another process holding the SQLite write lock', () => {
  let token = '';
  let db: TestDatabase;
  let server: RunningServer | undefined;
  beforeEach(async () => {
    db = await createTestDatabase('sqlite');
    token = await apiKeyFor(db.env);
  });
  afterEach(async () => {
    await server?.stop();
    await db?.drop();
  });

  /**
   * GET / stays quick while the lock is held: 95% of answers within 100 ms (a few ms when the machine is
   * idle) and none near the lock's 3 s, which a loop waiting on SQLite's busy_timeout took for every
   * request (3023 ms). Not every single one under 100 ms: on a shared CI machine the scheduler alone
   * pauses a process that long now and then, lock or no lock.
   */
  function expectAnsweredMeanwhile(times: number[]): void {
    const sorted = [...times].sort((a, b) => a - b);
    expect(sorted.length).toBeGreaterThan(20);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(100);
    expect(sorted[sorted.length - 1]).toBeLessThan(1_000);
  }

  /** A separate process takes the write lock (BEGIN IMMEDIATE) and sleeps `ms` with it; resolves once it holds it. */
  async function holdWriteLock(path: string, ms: number): Promise<{ released: Promise<void> }> {
    const script = `
      const SQLite = require(process.argv[1]);
      const db = new SQLite(process.argv[2]);
      db.pragma('busy_timeout = 5000');
      db.exec('BEGIN IMMEDIATE');
      process.stdout.write('locked\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[3]));
      db.exec('COMMIT');
      db.close();`;
    const child = spawn(process.execPath, ['-e', script, require.resolve(SQLITE_PACKAGE), path, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const released = new Promise<void>((done) => child.once('exit', () => done()));
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && done());
      child.once('exit', (code) => fail(new Error(`the lock holder exited (${code})`)));
    });
    return { released };
  }

  /**
   * Times GET / (here the API's 404, as no site is built for the tests) every 25 ms for `ms`, from a
   * small process of its own: the test process's own pauses (its garbage collection of the large
   * bodies other tests sent) would be counted against the server otherwise.
   */
  function timeGets(origin: string, ms: number): Promise<number[]> {
    const script = `
      const http = require('node:http');
      const agent = new http.Agent({ keepAlive: true });
      const end = Date.now() + Number(process.argv[2]);
      const times = [];
      (function next() {
        if (Date.now() > end) return void (process.stdout.write(JSON.stringify(times)), agent.destroy());
        const start = performance.now();
        http.get(process.argv[1] + '/', { agent }, (response) => {
          response.resume();
          response.on('end', () => (times.push(performance.now() - start), setTimeout(next, 25)));
        });
      })();`;
    const child = spawn(process.execPath, ['-e', script, origin, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((done) => child.once('exit', () => done(JSON.parse(output) as number[])));
  }

  it('GET / is answered within 100 ms throughout a 3 s lock, and the POST waiting for it is stored once the lock is released', async () => {
    server = await startServer({ ...db.env });
    // Once before: the first enquiry of a process also pays for warming up (compiling, first composition).
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    const { released } = await holdWriteLock(db.env.SQLITE_PATH!, 3_000);
    const start = performance.now();
    const posted = postEnquiry(server.origin, 'contact', { ...fixture('contact'), name: 'waited for the lock' }).then((response) => ({ response, ms: performance.now() - start }));
    const times = await timeGets(server.origin, 2_700);
    await released;
    const { response, ms } = await posted;

    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!.toFixed(1);
    console.log(`[lock held 3 s] GET / ${times.length} requests: median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, max ${at(1)} ms; POST answered ${response.status} after ${ms.toFixed(0)} ms`);
    expectAnsweredMeanwhile(times);
    expect(response.status).toBe(201);
    expect(ms).toBeGreaterThan(2_500);
    expect(ms).toBeLessThan(4_500);
    expect(await storedCount(server.origin, token)).toBe(2);
  });

  it('past SQLITE_LOCK_TIMEOUT_MS the POST is answered 503 without a hang, and nothing is stored', async () => {
    server = await startServer({ ...db.env, SQLITE_LOCK_TIMEOUT_MS: '1000' });
    const { released } = await holdWriteLock(db.env.SQLITE_PATH!, 3_000);
    const start = performance.now();
    const posted = postEnquiry(server.origin, 'contact', fixture('contact')).then((response) => ({ response, ms: performance.now() - start }));
    const times = await timeGets(server.origin, 2_700);
    await released;
    const { response, ms } = await posted;

    expectAnsweredMeanwhile(times);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error_detail: 'server: the database stayed busy, so the enquiry was not stored; send it again in a moment' });
    // One deadline, or two when the outbox worker's statement was waiting for the lock first.
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(2_600);
    expect(logLines(server).find((line) => line.msg.startsWith('enquiry not stored: another process held the database lock'))?.err?.code).toBe('SQLITE_BUSY');
    expect(await storedCount(server.origin, token)).toBe(0);
  });
});
