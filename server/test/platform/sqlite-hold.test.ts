import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SQLite from '../../platform/sqlite';
import { holdsLock } from '../../platform/sqlite-held';
import { createTestDatabase, fixture, postEnquiry, runCli, runProcess, runStaffCli, startServer, storedCount, until, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * The server holds SQLite's lock on its database for its whole life (issue 37). 1.4.0 lost it at every
 * start on an existing database: the migration's connection opened and closed the file with fs while the
 * requests' connection was open, and closing any descriptor drops every POSIX lock of the process. The
 * next sqlite3 shell to close the database then took itself for the last connection, checkpointed and
 * deleted the live -wal and -shm, and whatever the server acknowledged after that was gone at its next
 * restart (1 enquiry of 3 in the report). Everything an operator runs beside the server is run here,
 * as it is: the sqlite3 shell, backup, retention, migrate, staff and Litestream.
 */

const ROOT = join(__dirname, '..', '..', '..');

/** Whether /proc/locks shows a lock of `pid` on the database file. */
function serverHoldsLock(pid: number, path: string): boolean {
  const { dev, ino } = statSync(path);
  return holdsLock(readFileSync('/proc/locks', 'utf8'), pid, dev, ino);
}

/** The real sqlite3 shell, as an operator types it: it opens the database, reads, and closes it. */
async function sqliteShell(path: string, statement: string): Promise<string> {
  const result = await runProcess('sqlite3', [path, statement]);
  if (result.code !== 0) throw new Error(`sqlite3 failed (${result.code}): ${result.stderr}`);
  return result.stdout.trim();
}

async function readyz(origin: string): Promise<{ status: number; body: { reasons?: string[] } }> {
  const response = await fetch(`${origin}/readyz`);
  return { status: response.status, body: (await response.json()) as { reasons?: string[] } };
}

/** Litestream from the npm registry's @flydotio/litestream-linux-x64, as the shipped unit runs it. */
function litestreamBinary(): string {
  return join(dirname(require.resolve('@flydotio/litestream-linux-x64/package.json')), 'litestream');
}

describe('the SQLite lock, held for the server’s whole life', () => {
  let db: TestDatabase;
  let server: RunningServer | undefined;
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  beforeEach(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await server?.stop('SIGKILL');
    server = undefined;
    await db?.drop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('restarted on an existing database under load, with sqlite3, backup, retention, migrate, staff and Litestream run beside it, keeps every acknowledged enquiry through a SIGKILL', async () => {
    const path = db.env.SQLITE_PATH!;
    const env = { ...db.env, RATE_LIMIT_MAX: '1000000', ACK_MAX_PER_ADDRESS: '1000000' };
    const token = await apiKeyFor(env);
    server = await startServer(env);
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    await server.stop();

    // The restart on an existing database: where 1.4.0 dropped its lock.
    server = await startServer(env);
    const { origin } = server;
    const pid = server.child.pid!;
    expect(serverHoldsLock(pid, path)).toBe(true);

    let acknowledged = 1;
    const refused: number[] = [];
    let running = true;
    const senders = [0, 1].map(async (worker) => {
      for (let n = 0; running; n++) {
        const response = await postEnquiry(origin, 'contact', { ...fixture('contact'), name: `Held ${worker}-${n}` });
        if (response.status === 201) acknowledged++;
        else refused.push(response.status);
      }
    });

    const backups = mkdtempSync(join(tmpdir(), 'hold-backups-'));
    const replica = mkdtempSync(join(tmpdir(), 'hold-replica-'));
    folders.push(backups, replica);
    const notReady: string[] = [];
    const checkStillHeld = async (after: string) => {
      const ready = await readyz(origin);
      if (ready.status !== 200) notReady.push(`${after}: ${ready.body.reasons?.join('; ')}`);
      if (!serverHoldsLock(pid, path)) notReady.push(`${after}: no lock in /proc/locks`);
    };
    for (let round = 0; round < 3; round++) {
      expect(Number(await sqliteShell(path, 'select count(*) from enquiry'))).toBeGreaterThan(0);
      await checkStillHeld(`sqlite3 (${round + 1})`);
    }
    for (const [name, args] of [
      ['backup', [`${backups}/`]],
      ['retention', []],
      ['migrate', []],
    ] as const) {
      const result = await runCli(name, env, [...args]);
      expect({ name, code: result.code, stderr: result.stderr }).toEqual({ name, code: 0, stderr: '' });
      await checkStillHeld(name);
      await sqliteShell(path, 'select count(*) from enquiry');
    }
    const staff = runStaffCli(env, ['add', '--email', 'lock-check@example.test', '--name', 'Lock Check', '--role', 'staff']);
    expect(staff.code).toBe(0);
    expect(runStaffCli(env, ['list']).code).toBe(0);
    await checkStillHeld('staff');

    // Litestream as the unit runs it, replicating to a file replica until its first snapshot.
    let litestreamLog = '';
    const config = join(ROOT, 'deploy', 'litestream.yml');
    const litestream = spawn(litestreamBinary(), ['replicate', '-config', config], { env: { ...process.env, SQLITE_PATH: path, LITESTREAM_REPLICA_URL: `file://${replica}` }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(litestream);
    litestream.stdout.on('data', (chunk: Buffer) => (litestreamLog += chunk.toString()));
    litestream.stderr.on('data', (chunk: Buffer) => (litestreamLog += chunk.toString()));
    await until(() => litestreamLog.includes('snapshot written'), 30_000, `Litestream's first snapshot\n${litestreamLog}`);
    await new Promise((done) => setTimeout(done, 1_500));
    litestream.kill('SIGTERM');
    await new Promise((done) => litestream.once('exit', done));
    await sqliteShell(path, 'select count(*) from enquiry');
    await checkStillHeld('litestream');

    running = false;
    await Promise.all(senders);
    await sqliteShell(path, 'select count(*) from enquiry');
    expect(notReady).toEqual([]);
    expect(refused).toEqual([]);
    expect(acknowledged).toBeGreaterThan(20);

    await server.stop('SIGKILL');
    server = await startServer(env);
    const stored = await storedCount(server.origin, token);
    console.log(`[lock held] ${acknowledged} enquiries acknowledged around 8 sqlite3 shells, backup, retention, migrate, staff and Litestream; ${stored} found after SIGKILL and restart`);
    expect(stored).toBe(acknowledged);
  });

  it('npm run staff -- disable ends the person’s API key at once on a server restarted on its database, after the sqlite3 shell read it', async () => {
    const path = db.env.SQLITE_PATH!;
    const token = await apiKeyFor(db.env);
    server = await startServer(db.env);
    await server.stop();
    server = await startServer(db.env);
    await sqliteShell(path, 'select count(*) from enquiry');
    await sqliteShell(path, 'select count(*) from staff_account');
    expect((await fetch(`${server.origin}/api/staff/enquiries?limit=1`, { headers: { authorization: `Token ${token}` } })).status).toBe(200);

    const email = await sqliteShell(path, "select email from staff_account where email like 'script-%'");
    const disabled = runStaffCli(db.env, ['disable', '--email', email]);
    expect(disabled.code).toBe(0);
    expect((await fetch(`${server.origin}/api/staff/enquiries?limit=1`, { headers: { authorization: `Token ${token}` } })).status).toBe(401);
  });

  it('/readyz fails once the -wal the server writes to is deleted, or its -shm replaced', async () => {
    const path = db.env.SQLITE_PATH!;
    server = await startServer(db.env);
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    expect((await readyz(server.origin)).status).toBe(200);
    rmSync(`${path}-wal`);
    await until(async () => (await readyz(server!.origin)).status === 503, 5_000, '/readyz failing');
    expect((await readyz(server.origin)).body.reasons).toContain('database: the SQLite -wal this server has open was deleted from disk; restart it');
    await server.stop('SIGKILL');

    server = await startServer(db.env);
    expect((await readyz(server.origin)).status).toBe(200);
    // The same name, another file: a copy put in its place.
    copyFileSync(`${path}-shm`, `${path}-shm.new`);
    renameSync(`${path}-shm.new`, `${path}-shm`);
    await until(async () => (await readyz(server!.origin)).status === 503, 5_000, '/readyz failing');
    expect((await readyz(server.origin)).body.reasons).toContain('database: the SQLite -shm this server has open was replaced on disk; restart it');
  });
});

describe('holdsLock reads /proc/locks', () => {
  it('finds the lock SQLite takes on a database in WAL mode, and finds none once a descriptor of the file is closed outside SQLite', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hold-unit-'));
    try {
      const path = join(folder, 'db.sqlite');
      const sqlite = new SQLite(path);
      sqlite.pragma('journal_mode = WAL');
      sqlite.exec('create table t (a); insert into t values (1)');
      const { dev, ino } = statSync(path);
      expect(holdsLock(readFileSync('/proc/locks', 'utf8'), process.pid, dev, ino)).toBe(true);
      // What 1.4.0's makePrivateDatabaseFiles did beside an open connection.
      closeSync(openSync(path, 'a'));
      expect(holdsLock(readFileSync('/proc/locks', 'utf8'), process.pid, dev, ino)).toBe(false);
      sqlite.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
