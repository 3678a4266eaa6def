import { chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import SQLite from '../../platform/sqlite';
import pg from 'pg';
import { createDb, migrateToLatest } from '../../platform/db';
import { REFERENCE_ALPHABET } from '../../intake/reference';
import { BACKENDS, createTestDatabase, fixture, freePort, postEnquiry, runCli, runProcess, startServer, unitCommand, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * The backup drill on SQLite, against the real server: a backup while enquiries keep arriving (none
 * refused), more enquiries, a restore that refuses while the server runs, then the restored database
 * holds every enquiry acknowledged before the backup started.
 */

type Ack = { id: string; status: number; sentAt: number; answeredAt: number };

const ROOT = resolve(__dirname, '..', '..', '..');
/** The data folder's owner in the restore (run as root, as the docs say): a uid no account has. */
const SERVICE_UID = 64_123;

/** Enquiries written straight into the database before the drill (as privacy.test.ts plants them). */
const PLANTED = 20_000;

/** `count` contact enquiries a day old, written into a migrated database at `path`; their ids. */
async function plant(path: string, count: number): Promise<string[]> {
  const local = createDb({ kind: 'sqlite', path });
  const ids: string[] = [];
  try {
    await migrateToLatest(local);
    const base = Date.now() - 86_400_000;
    for (let start = 0; start < count; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const id = randomUUID();
        const code = [0, 1, 2, 3].map((digit) => REFERENCE_ALPHABET[Math.floor(i / REFERENCE_ALPHABET.length ** digit) % REFERENCE_ALPHABET.length]).join('');
        ids.push(id);
        rows.push({ id, kind: 'contact', created_at: new Date(base + i).toISOString(), reference: `SG-9912-${code}`, email: `planted${i}@example.com`, spam: 0, payload: JSON.stringify({ ...fixture('contact'), name: `Planted ${i}` }) });
      }
      await local.insertInto('enquiry').values(rows).execute();
    }
  } finally {
    await local.destroy();
  }
  return ids;
}

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every id the database file holds, read from this process (the server may be running). */
function storedIds(path: string): Set<string> {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare('SELECT id FROM enquiry').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

function integrity(path: string): string {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

/** Posts contact enquiries from `workers` concurrent senders until `stop()`; every answer is recorded. */
function loadLoop(origin: string, workers = 3): { acks: Ack[]; stop: () => Promise<void> } {
  const acks: Ack[] = [];
  let running = true;
  const senders = Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; running; n++) {
      const sentAt = Date.now();
      const response = await postEnquiry(origin, 'contact', { ...fixture('contact'), name: `Load ${worker}-${n}` });
      const body = (await response.json()) as { id?: string };
      acks.push({ id: body.id ?? '', status: response.status, sentAt, answeredAt: Date.now() });
    }
  });
  return {
    acks,
    stop: async () => {
      running = false;
      await Promise.all(senders);
    },
  };
}

describe('backup and restore on SQLite', () => {
  let token = '';
  let db: TestDatabase;
  let env: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    db = await createTestDatabase('sqlite');
    token = await apiKeyFor(db.env);
    env = { ...db.env, RATE_LIMIT_MAX: '1000000', ACK_MAX_PER_ADDRESS: '1000000' };
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await db?.drop();
  });

  async function start(): Promise<RunningServer> {
    const server = await startServer(env);
    servers.push(server);
    return server;
  }
  async function stop(server: RunningServer): Promise<void> {
    servers.splice(servers.indexOf(server), 1);
    expect(await server.stop()).toBe(0);
  }

  it('backs up while enquiries keep arriving (every one answered 201), refuses to restore under a running server, and restores every enquiry acknowledged before the backup', async () => {
    const path = env.SQLITE_PATH ?? '';
    const backups = join(path, '..', 'backups');
    // A database of some size, so that the copy takes long enough for enquiries to arrive meanwhile.
    const planted = await plant(path, PLANTED);
    const first = await start();
    const before = loadLoop(first.origin);
    while (before.acks.length < 300) await new Promise((done) => setTimeout(done, 50));
    await before.stop();

    // The backup runs while the load goes on, from its start to its end.
    const load = loadLoop(first.origin);
    await new Promise((done) => setTimeout(done, 300));
    const backupStarted = Date.now();
    const backup = await runCli('backup', env, [`${backups}/`]);
    const backupEnded = Date.now();
    await new Promise((done) => setTimeout(done, 300));
    await load.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // One snapshot from the first page to the last: SQLite's backup never started over.
    expect(backup.stdout).not.toContain('restarts');
    const during = load.acks.filter((ack) => ack.sentAt <= backupEnded && ack.answeredAt >= backupStarted);
    const statuses = [...before.acks, ...load.acks].map((ack) => ack.status);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    const slowest = Math.max(...during.map((ack) => ack.answeredAt - ack.sentAt));
    console.log(`backup under load: ${backup.ms} ms for the command; ${during.length} enquiries answered 201 meanwhile (slowest ${slowest} ms), none refused\n${backup.stdout}`);

    const [file] = readdirSync(backups);
    expect(file).toMatch(/^enquiries-\d{8}-\d{6}\.db$/);
    const copy = join(backups, file ?? '');
    expect(mode(copy)).toBe(0o600);
    expect(mode(backups)).toBe(0o700);
    expect(backup.stdout).toContain(copy);
    expect(backup.stdout).toContain('integrity_check: ok');
    expect(backup.stdout).toMatch(/personal data .*secrets.*encrypted and private/);
    // Each backup is one file, without a -wal or -journal beside it.
    expect(readdirSync(backups)).toEqual([file]);

    // More enquiries after the backup: the restore goes back to before them.
    const after = loadLoop(first.origin, 1);
    while (after.acks.length < 20) await new Promise((done) => setTimeout(done, 50));
    await after.stop();
    expect(after.acks.every((ack) => ack.status === 201)).toBe(true);

    // Refused while the server has the database open, naming it; nothing is changed.
    const refused = await runCli('restore', env, [copy]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`pid ${first.child.pid}`);
    expect(refused.stderr).toContain('dist/server/main.js');
    expect(refused.stderr).toContain('stop it first: systemctl stop \'sarthi-global@*\'');
    expect(readdirSync(join(path, '..')).filter((name) => name.includes('before-restore'))).toEqual([]);
    await stop(first);
    const afterIds = after.acks.map((ack) => ack.id);
    const beforeRestore = storedIds(path);
    expect(afterIds.filter((id) => !beforeRestore.has(id))).toEqual([]);

    // A stale -wal of nothing in particular beside the database: the restore must not let SQLite read it.
    writeFileSync(`${path}-wal`, Buffer.alloc(4096, 7));
    // The data folder belongs to the service user (here a uid of no one): the restored file must be theirs.
    chownSync(join(path, '..'), SERVICE_UID, SERVICE_UID);
    const restore = await runCli('restore', env, [copy]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    console.log(`restore: ${restore.ms} ms\n${restore.stdout}`);
    expect(restore.stdout).toContain('integrity_check: ok');
    expect(restore.stdout).toContain('systemctl start sarthi-global@3000');
    const aside = readdirSync(join(path, '..')).filter((name) => name.includes('.before-restore-'));
    // The database with its -wal (the stale one here) and -shm, under one stamp: opened by its new name, it finds its -wal.
    const stamp = /^enquiries\.db\.before-restore-(\d{8}-\d{6})$/.exec(aside.sort()[0] ?? '')?.[1];
    expect(aside).toEqual([`enquiries.db.before-restore-${stamp}`, `enquiries.db.before-restore-${stamp}-shm`, `enquiries.db.before-restore-${stamp}-wal`]);
    for (const name of aside) expect(restore.stdout).toContain(join(path, '..', name));
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(existsSync(`${path}-shm`)).toBe(false);
    expect(mode(path)).toBe(0o600);
    expect(process.getuid?.()).toBe(0);
    expect([statSync(path).uid, statSync(path).gid]).toEqual([SERVICE_UID, SERVICE_UID]);
    expect(integrity(path)).toBe('ok');

    // The server starts on the restored file: every enquiry acknowledged before the backup started is there.
    const second = await start();
    const acknowledgedBefore = [...before.acks, ...load.acks].filter((ack) => ack.answeredAt < backupStarted);
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(300);
    const ids = storedIds(path);
    console.log(`restored: ${ids.size} enquiries (${PLANTED} planted, ${acknowledgedBefore.length} acknowledged before the backup started, ${ids.size - PLANTED - acknowledgedBefore.length} during it)`);
    expect(acknowledgedBefore.filter((ack) => !ids.has(ack.id))).toEqual([]);
    expect(planted.filter((id) => !ids.has(id))).toEqual([]);
    // ...and none posted after it ended (this is the backup's content, not the old file).
    expect(afterIds.filter((id) => ids.has(id))).toEqual([]);
    const listed = await fetch(`${second.origin}/api/staff/enquiries?limit=1`, { headers: { authorization: `Token ${token}` } });
    expect(((await listed.json()) as { total: number }).total).toBe(ids.size);
    expect((await postEnquiry(second.origin, 'contact', fixture('contact'))).status).toBe(201);
    await stop(second);
    expect(integrity(path)).toBe('ok');
    expect(mode(path)).toBe(0o600);
  }, 240_000);

  it('copies a quiet database whose enquiries are all still in the -wal (the cp trap), privately, and keeps only the newest dated backups', async () => {
    const path = env.SQLITE_PATH ?? '';
    const dir = join(path, '..');
    const server = await start();
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), name: `Quiet ${n}` });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The trap is real: the database file alone holds none of these enquiries (they are in the -wal),
    // and often not even the enquiry table (when no checkpoint has run since the migrations).
    copyFileSync(path, join(dir, 'cp-copy.db'));
    const naive = new SQLite(join(dir, 'cp-copy.db'), { readonly: true });
    const hasTable = naive.prepare("SELECT name FROM sqlite_schema WHERE name = 'enquiry'").all().length > 0;
    const copied = hasTable ? (naive.prepare('SELECT id FROM enquiry').pluck().all() as string[]) : [];
    expect(copied.filter((id) => ids.includes(id))).toEqual([]);
    naive.close();

    const target = join(dir, 'new-folder', 'quiet.db');
    const backup = await runCli('backup', env, [target]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/enquiries: 5, newest \d{4}-/);
    expect(mode(target)).toBe(0o600);
    expect(mode(join(dir, 'new-folder'))).toBe(0o700);
    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare('SELECT id FROM enquiry ORDER BY created_at').pluck().all()).toEqual(ids);
    expect((copy.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table'").pluck().get() as number) > 10).toBe(true);
    copy.close();

    // An existing file is not overwritten unless told to.
    const again = await runCli('backup', env, [target]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('--force');
    expect((await runCli('backup', env, [target, '--force'])).code).toBe(0);
    // Never onto the database itself, even with --force.
    const onto = await runCli('backup', env, [path, '--force']);
    expect(onto.code).toBe(1);
    expect(onto.stderr).toContain('is the database itself');

    // --keep: the oldest dated backups beyond N go; nothing else in the folder is touched.
    const folder = join(dir, 'dated');
    mkdirSync(folder);
    const others = ['notes.txt', 'enquiries-old.db', 'enquiries-20200101-000000.db.bak'];
    for (const name of others) writeFileSync(join(folder, name), 'keep me');
    for (const stamp of ['20240101-000000', '20240102-000000', '20240103-000000']) writeFileSync(join(folder, `enquiries-${stamp}.db`), 'old backup');
    const kept = await runCli('backup', env, [folder, '--keep', '2']);
    expect(kept.code).toBe(0);
    const names = readdirSync(folder).sort();
    const dated = names.filter((name) => /^enquiries-\d{8}-\d{6}\.db$/.test(name));
    expect(dated).toHaveLength(2);
    expect(dated[0]).toBe('enquiries-20240103-000000.db');
    expect(names.filter((name) => !dated.includes(name)).sort()).toEqual([...others].sort());
    expect(kept.stdout).toContain('enquiries-20240101-000000.db');
    await stop(server);
  });

  it('runs as the shipped systemd service and timer: a dated backup in the folder, the newest 14 kept', async () => {
    const path = env.SQLITE_PATH ?? '';
    const server = await start();
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    const folder = join(path, '..', 'var-backups');
    mkdirSync(folder, { mode: 0o700 });
    for (let day = 10; day < 25; day++) writeFileSync(join(folder, `enquiries-202401${day}-023000.db`), 'old backup');
    const paths = { '/opt/sarthi-global': ROOT, '/var/backups/sarthi-global': folder, '/usr/local/bin/node': process.execPath };
    const unit = unitCommand('sarthi-global-backup.service', paths);
    expect(unit.args).toEqual(['dist/server/cli/backup.js', `${folder}/`, '--keep', '14']);
    const result = await runProcess(unit.command, unit.args, { cwd: unit.cwd, env });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const dated = readdirSync(folder).sort();
    expect(dated).toHaveLength(14);
    expect(dated[0]).toBe('enquiries-20240112-023000.db');
    const newest = dated.at(-1) ?? '';
    expect(newest > 'enquiries-2025').toBe(true);
    expect(mode(join(folder, newest))).toBe(0o600);
    expect(storedIds(join(folder, newest)).size).toBe(1);

    // systemd reads both files as they are (paths mapped to this machine, so the executables exist).
    const units = join(path, '..', 'units');
    mkdirSync(units);
    for (const name of ['sarthi-global-backup.service', 'sarthi-global-backup.timer']) {
      writeFileSync(join(units, name), Object.entries(paths).reduce((text, [from, to]) => text.replaceAll(from, to), readFileSync(join(ROOT, 'deploy', name), 'utf8')));
    }
    const verify = await runProcess('systemd-analyze', ['verify', join(units, 'sarthi-global-backup.timer'), join(units, 'sarthi-global-backup.service')], {});
    expect(verify.stderr.split('\n').filter((line) => line.includes('sarthi-global-backup'))).toEqual([]);
    expect(verify.code).toBe(0);
    await stop(server);
  });

  it("as root on a spare machine without the data folder, restore refuses in plain words and creates nothing (the server could not open root's files)", async () => {
    const path = env.SQLITE_PATH ?? '';
    const server = await start();
    await stop(server);
    const backups = join(path, '..', 'backups');
    expect((await runCli('backup', env, [`${backups}/`])).code).toBe(0);
    const [file = ''] = readdirSync(backups);
    const spare = join(path, '..', 'spare', 'sarthi-global');
    expect(process.getuid?.()).toBe(0);
    const restore = await runCli('restore', { ...env, SQLITE_PATH: join(spare, 'enquiries.db') }, [join(backups, file)]);
    expect([restore.code, restore.stdout]).toEqual([1, '']);
    expect(restore.stderr.trim()).toBe(
      `restore: ${spare} does not exist, and created by root it would be no use to the server. Create it for the user the server runs as (sarthi in docs/operations.md): ` +
        `install -d -o sarthi -g sarthi -m 0700 ${spare} (or start the server once: its unit creates it), and run this again; nothing was changed`,
    );
    expect(existsSync(spare)).toBe(false);
  });

  it("as root into a folder the data folder's owner cannot write, backup says so in plain words: which folder, which user, whose folder", async () => {
    const path = env.SQLITE_PATH ?? '';
    const server = await start();
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    await stop(server);
    // The data folder and its files are the service user's (a uid of no one here); the chosen folder is root's, 0700.
    const data = join(path, '..');
    for (const name of readdirSync(data)) chownSync(join(data, name), SERVICE_UID, SERVICE_UID);
    chownSync(data, SERVICE_UID, SERVICE_UID);
    const roots = mkdtempSync(join(tmpdir(), 'intake-roots-'));
    try {
      expect(process.getuid?.()).toBe(0);
      const backup = await runCli('backup', env, [`${roots}/`]);
      expect(backup.code).toBe(1);
      expect(backup.stderr).not.toMatch(/EACCES|\n\s+at /);
      const lines = backup.stderr.trim().split('\n');
      expect(lines[0]).toBe(`Running as the owner of ${data} (uid ${SERVICE_UID}), so the files stay readable by the server.`);
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^backup: permission denied: uid ${SERVICE_UID} cannot open ${roots}/\\.enquiries-\\d{8}-\\d{6}\\.db\\.\\d+\\.tmp \\(its folder owned by root, mode 0700\\)\\. ` +
              `Run as root, backup works as uid ${SERVICE_UID}, the owner of the data folder, so that what it writes stays the server's: give it a place that user can write \\(e\\.g\\. /var/backups/sarthi-global/\\), or give that user the place$`,
          ),
        ),
      ]);
      expect(readdirSync(roots)).toEqual([]);
    } finally {
      rmSync(roots, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL: a backup that cannot reach it says so and writes nothing; a restore of a file that is no pg_dump archive refuses and changes nothing; no password quoted', async () => {
    const unreachable = `postgres://sarthi:s3cret-pw@127.0.0.1:${await freePort()}/sarthi`;
    const pgEnv = { DATABASE_URL: unreachable, MAIL_DIR: db.env.MAIL_DIR ?? '' };
    const folder = join(env.SQLITE_PATH ?? '', '..', 'pg-backups');
    const backup = await runCli('backup', pgEnv, [`${folder}/`]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^backup: pg_dump failed \(exit 1\); nothing was written to .*\.dump:\npg_dump: error: connection to server at "127\.0\.0\.1", port \d+ failed: Connection refused/);
    expect(backup.stderr).not.toContain('s3cret');
    expect(readdirSync(folder)).toEqual([]);
    const notADump = join(folder, 'enquiries-20260101-000000.dump');
    writeFileSync(notADump, 'not an archive');
    const restore = await runCli('restore', pgEnv, [notADump]);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(new RegExp(`^restore: ${notADump.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be read as a pg_dump -Fc archive \\(pg_restore: error: .*\\); nothing was changed\\n$`));
    expect(restore.stderr).not.toContain('s3cret');
  });
});

// The PostgreSQL equivalent the commands name, drilled wherever PostgreSQL runs (TEST_DATABASE_URL, as every suite).
if (BACKENDS.includes('postgres')) describe('backup and restore on postgres', () => {
  const backend = 'postgres';
  let pgDb: TestDatabase;
  const pgServers: RunningServer[] = [];
  const folders: string[] = [];

  beforeEach(async () => {
    pgDb = await createTestDatabase(backend);
  });
  afterEach(async () => {
    await Promise.all(pgServers.splice(0).map((s) => s.stop('SIGKILL')));
    await pgDb?.drop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("drills the nightly backup on PostgreSQL: the unit's command takes a pg_dump -Fc while enquiries arrive and keeps the newest 14; npm run restore refuses while a server is connected, then brings back every enquiry acknowledged before the dump", async () => {
    const pgEnv: Record<string, string> = { ...pgDb.env, RATE_LIMIT_MAX: '1000000', ACK_MAX_PER_ADDRESS: '1000000' };
    const folder = mkdtempSync(join(tmpdir(), 'intake-pg-backups-'));
    folders.push(folder);
    const server = await startServer(pgEnv);
    pgServers.push(server);
    const before = loadLoop(server.origin);
    while (before.acks.length < 200) await new Promise((done) => setTimeout(done, 50));
    await before.stop();

    // Older dated dumps: the unit keeps the newest 14.
    for (let day = 10; day < 25; day++) writeFileSync(join(folder, `enquiries-202401${day}-023000.dump`), 'old dump');
    const load = loadLoop(server.origin);
    await new Promise((done) => setTimeout(done, 200));
    const dumpStarted = Date.now();
    // The nightly unit's command as shipped, with the PostgreSQL environment: it takes a pg_dump itself.
    const unit = unitCommand('sarthi-global-backup.service', { '/opt/sarthi-global': ROOT, '/var/backups/sarthi-global': folder, '/usr/local/bin/node': process.execPath });
    const dump = await runProcess(unit.command, unit.args, { cwd: unit.cwd, env: pgEnv });
    await new Promise((done) => setTimeout(done, 200));
    await load.stop();
    expect(dump.stderr).toBe('');
    expect(dump.code).toBe(0);
    expect(dump.stdout).toContain('(pg_dump -Fc of PostgreSQL)');
    expect(dump.stdout).not.toContain(new URL(pgEnv.DATABASE_URL ?? '').password || 'no password');
    expect([...before.acks, ...load.acks].filter((ack) => ack.status !== 201)).toEqual([]);
    const dumps = readdirSync(folder).sort();
    expect(dumps).toHaveLength(14);
    expect(dumps[0]).toBe('enquiries-20240112-023000.dump');
    const file = dumps.at(-1) ?? '';
    expect(file).toMatch(/^enquiries-2\d{7}-\d{6}\.dump$/);
    expect(file > 'enquiries-2025').toBe(true);
    expect(dump.stdout).toContain(join(folder, file));
    expect(mode(join(folder, file))).toBe(0o600);

    const after = loadLoop(server.origin, 1);
    while (after.acks.length < 20) await new Promise((done) => setTimeout(done, 50));
    await after.stop();
    // Refused while a server is connected, naming its connections; nothing is changed.
    const refused = await runCli('restore', pgEnv, [join(folder, file)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^restore: refused: \d+ other connections? (is|are) open to the database: pid \d+.* Stop every server first: systemctl stop 'sarthi-global@\*'; nothing was changed\n$/);
    pgServers.splice(pgServers.indexOf(server), 1);
    expect(await server.stop()).toBe(0);

    const restored = await runCli('restore', pgEnv, [join(folder, file)]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^restore: PostgreSQL restored from .* \(pg_restore, in one transaction\)\n  enquiries: \d+, newest /);
    console.log(`PostgreSQL: npm run backup (pg_dump -Fc) of ${before.acks.length + load.acks.length} enquiries under load took ${dump.ms} ms; npm run restore (pg_restore) ${restored.ms} ms`);

    const again = await startServer(pgEnv);
    pgServers.push(again);
    const ids = new Set<string>();
    const client = new pg.Client({ connectionString: pgEnv.DATABASE_URL });
    await client.connect();
    for (const row of (await client.query<{ id: string }>('SELECT id FROM enquiry')).rows) ids.add(row.id);
    await client.end();
    const acknowledgedBefore = [...before.acks, ...load.acks].filter((ack) => ack.answeredAt < dumpStarted);
    expect(acknowledgedBefore.filter((ack) => !ids.has(ack.id))).toEqual([]);
    expect(after.acks.filter((ack) => ids.has(ack.id))).toEqual([]);
    expect((await postEnquiry(again.origin, 'contact', fixture('contact'))).status).toBe(201);
    pgServers.splice(pgServers.indexOf(again), 1);
    expect(await again.stop()).toBe(0);
  });

});
