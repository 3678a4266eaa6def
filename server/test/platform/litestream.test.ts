import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from '../../platform/sqlite';
import { createTestDatabase, fixture, postEnquiry, startServer, unitCommand, until, type RunningServer, type TestDatabase } from '../support/harness';

/*
 * Continuous replication with Litestream, as shipped (deploy/litestream.yml and the ExecStart of
 * deploy/sarthi-global-litestream.service), beside the real server taking enquiries: the machine is
 * lost (both killed, the database and its -wal/-shm deleted), the database is restored from the file
 * replica, and every enquiry acknowledged more than the documented lag before the loss is there.
 */

const ROOT = resolve(__dirname, '..', '..', '..');
/** The lag the docs promise: the replica's sync-interval in deploy/litestream.yml. */
const DOCUMENTED_LAG_MS = 1000;
/**
 * Litestream looks at the WAL every second, but a process the rest of the suite starves of CPU (two cores,
 * several test files at once) looks late: 1.8 and 1.9 s in two CI runs, 0.74-0.94 s on a quiet machine.
 * What is checked: nothing acknowledged more than 2.5 s before the loss is lost (docs/operations.md).
 */
const SCHEDULING_SLACK_MS = 1500;
const LOAD_MS = 8000;
/** Each sender's pause between enquiries: ~60 a second in all, thousands of times a real day's, without starving Litestream. */
const PACE_MS = 25;

type Ack = { id: string; answeredAt: number };

/** Litestream from the npm registry's @flydotio/litestream-linux-x64 (an optional dependency): required here. */
function litestreamBinary(): string {
  const binary = join(dirname(require.resolve('@flydotio/litestream-linux-x64/package.json')), 'litestream');
  if (!existsSync(binary)) throw new Error(`Litestream is not installed at ${binary}: npm install (its optional dependency @flydotio/litestream-linux-x64)`);
  return binary;
}

describe('Litestream replication of the SQLite database', () => {
  let db: TestDatabase;
  let replica: string;
  const children: ChildProcess[] = [];
  const envFiles: string[] = [];
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    db = await createTestDatabase('sqlite');
    replica = mkdtempSync(join(tmpdir(), 'intake-replica-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await db?.drop();
    rmSync(replica, { recursive: true, force: true });
    for (const file of envFiles.splice(0)) rmSync(file, { force: true });
  });

  it('restores from a file replica, after losing the database under load, every enquiry acknowledged more than the sync interval (and the time a busy machine takes to run it) before the loss', async () => {
    const binary = litestreamBinary();
    const config = join(ROOT, 'deploy', 'litestream.yml');
    const path = db.env.SQLITE_PATH ?? '';
    // What the unit runs, as it is: the install folder and /etc/sarthi-global mapped to this checkout.
    const unit = unitCommand('sarthi-global-litestream.service', {
      '/opt/sarthi-global/node_modules/@flydotio/litestream-linux-x64/litestream': binary,
      '/etc/sarthi-global/litestream.yml': config,
    });
    expect(unit.command).toBe(binary);
    expect(unit.args).toEqual(['replicate', '-config', config]);
    expect(readFileSync(config, 'utf8')).toMatch(/sync-interval: 1s/);
    // As EnvironmentFile=/etc/sarthi-global/sarthi.env gives them (the server reads the same file).
    const env = { ...db.env, RATE_LIMIT_MAX: '1000000', ACK_MAX_PER_ADDRESS: '1000000', LITESTREAM_REPLICA_URL: `file://${replica}` };
    const litestreamEnv = { ...process.env, SQLITE_PATH: path, LITESTREAM_REPLICA_URL: env.LITESTREAM_REPLICA_URL };

    const server = await startServer(env);
    servers.push(server);
    let litestreamLog = '';
    const litestream = spawn(unit.command, unit.args, { env: litestreamEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(litestream);
    litestream.stdout.on('data', (chunk: Buffer) => (litestreamLog += chunk.toString()));
    litestream.stderr.on('data', (chunk: Buffer) => (litestreamLog += chunk.toString()));
    await until(() => litestreamLog.includes('snapshot written'), 30_000, `Litestream's first snapshot\n${litestreamLog}`);

    // Two senders, continuously; each acknowledgement timed when its 201 arrived.
    const acks: Ack[] = [];
    const refused: number[] = [];
    let running = true;
    const senders = [0, 1].map(async (worker) => {
      for (let n = 0; running; n++) {
        try {
          const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), name: `Replicated ${worker}-${n}` });
          const answeredAt = Date.now();
          if (response.status !== 201) refused.push(response.status);
          else acks.push({ id: ((await response.json()) as { id: string }).id, answeredAt });
        } catch {
          // The connection cut by the kill below: never acknowledged, so never promised.
        }
        await new Promise((done) => setTimeout(done, PACE_MS));
      }
    });
    await new Promise((done) => setTimeout(done, LOAD_MS));

    // The machine is lost: both processes at once, then the database files.
    const lostAt = Date.now();
    litestream.kill('SIGKILL');
    await server.stop('SIGKILL');
    servers.splice(0);
    running = false;
    await Promise.all(senders);
    expect(refused).toEqual([]);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    rmSync(join(dirname(path), '.enquiries.db-litestream'), { recursive: true, force: true });

    // The documented restore, one command from a root shell: the wrapper as shipped, which reads the
    // environment file itself (nothing of it is in its environment) and hands the copy to npm run restore.
    const envFile = join(replica, '..', `${basename(replica)}.env`);
    writeFileSync(envFile, [`SQLITE_PATH=${path}`, `MAIL_DIR=${db.env.MAIL_DIR}`, `LITESTREAM_REPLICA_URL=${env.LITESTREAM_REPLICA_URL}`, 'MAIL_FROM="Sarthi Global <hello@example.org>"', 'LITESTREAM_ACCESS_KEY_ID=unused&not-a-shell-word', ''].join('\n'), { mode: 0o600 });
    envFiles.push(envFile);
    const restoreStarted = performance.now();
    const restore = await new Promise<{ code: number | null; output: string }>((done) => {
      const wrapperEnv: NodeJS.ProcessEnv = { NODE_ENV: 'test', PATH: process.env.PATH, ENV_FILE: envFile, LITESTREAM_CONFIG: config, NODE: process.execPath };
      const child = spawn(join(ROOT, 'deploy', 'litestream-restore'), [], { env: wrapperEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('close', (code) => done({ code, output }));
    });
    const restoreMs = Math.round(performance.now() - restoreStarted);
    expect([restore.code, restore.output]).toEqual([0, expect.stringContaining(`restore: ${path} restored from`)]);
    expect(readdirSync(dirname(path)).filter((name) => name.includes('before-restore'))).toEqual([]);
    // -o: only a copy, to look at; nothing of Litestream's temporary files left beside it.
    const copy = join(replica, '..', `${basename(replica)}-copy.db`);
    envFiles.push(copy);
    const looked = spawnSync(join(ROOT, 'deploy', 'litestream-restore'), ['-o', copy], { env: { NODE_ENV: 'test', PATH: process.env.PATH, ENV_FILE: envFile, LITESTREAM_CONFIG: config }, encoding: 'utf8' });
    expect([looked.status, looked.stderr]).toEqual([0, expect.stringContaining(`litestream-restore: wrote ${copy}; nothing else was changed`)]);
    expect([existsSync(copy), existsSync(`${copy}.tmp-wal`), existsSync(`${copy}.tmp-shm`)]).toEqual([true, false, false]);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const check = new SQLite(path, { readonly: true, fileMustExist: true });
    const integrity = check.pragma('integrity_check', { simple: true });
    const stored = new Set(check.prepare('SELECT id FROM enquiry').pluck().all() as string[]);
    check.close();
    expect(integrity).toBe('ok');

    const missing = acks.filter((ack) => !stored.has(ack.id));
    const lagMs = missing.length === 0 ? 0 : lostAt - Math.min(...missing.map((ack) => ack.answeredAt));
    console.log(
      `Litestream: ${acks.length} enquiries acknowledged in ${LOAD_MS / 1000} s under replication; restored ${stored.size} in ${restoreMs} ms; ` +
        `${missing.length} acknowledged in the last ${lagMs} ms before the loss were missing (documented: ${DOCUMENTED_LAG_MS} ms, checked: ${DOCUMENTED_LAG_MS + SCHEDULING_SLACK_MS} ms)`,
    );
    expect(acks.length).toBeGreaterThan(100);
    expect(missing.filter((ack) => ack.answeredAt < lostAt - DOCUMENTED_LAG_MS - SCHEDULING_SLACK_MS)).toEqual([]);
    // Most of what was acknowledged came back (not an empty replica that trivially "passes").
    expect(stored.size).toBeGreaterThan(acks.length * 0.8);

    // The server starts on the restored file and goes on taking enquiries.
    const restored = await startServer(env);
    servers.push(restored);
    expect((await postEnquiry(restored.origin, 'contact', fixture('contact'))).status).toBe(201);
    expect(await restored.stop()).toBe(0);
    servers.splice(0);
  }, 180_000);

  it('the unit stands down on PostgreSQL: its ExecCondition, as systemd runs it, lets it start on SQLite only; systemd-analyze verify accepts the unit', () => {
    const text = readFileSync(join(ROOT, 'deploy', 'sarthi-global-litestream.service'), 'utf8');
    const condition = /^ExecCondition=(.*)$/m.exec(text)?.[1];
    expect(condition).toBeDefined();
    // systemd turns $$ into $ and hands the quoted script to sh as one argument.
    const [command = '', flag, script] = /^(\S+) (-c) '(.*)'$/.exec(condition ?? '')?.slice(1) ?? [];
    const run = (env: Record<string, string>) => spawnSync(command, [flag ?? '', (script ?? '').replaceAll('$$', '$')], { env: { NODE_ENV: 'test', PATH: process.env.PATH, ...env } }).status;
    expect(run({ SQLITE_PATH: '/var/lib/sarthi-global/enquiries.db' })).toBe(0);
    expect(run({ SQLITE_PATH: '/var/lib/sarthi-global/enquiries.db', DATABASE_URL: 'postgres://sarthi@127.0.0.1:5432/sarthi_global' })).toBe(1);
    expect(run({ DATABASE_URL: 'postgres://sarthi@127.0.0.1:5432/sarthi_global' })).toBe(1);
    expect(run({})).toBe(1);

    const units = mkdtempSync(join(tmpdir(), 'litestream-unit-'));
    try {
      const binary = litestreamBinary();
      writeFileSync(join(units, 'sarthi-global-litestream.service'), text.replaceAll('/opt/sarthi-global/node_modules/@flydotio/litestream-linux-x64/litestream', binary));
      const verify = spawnSync('systemd-analyze', ['verify', join(units, 'sarthi-global-litestream.service')], { encoding: 'utf8', timeout: 60_000 });
      expect(verify.stderr.split('\n').filter((line) => line.includes('sarthi-global-litestream'))).toEqual([]);
      expect(verify.status).toBe(0);
    } finally {
      rmSync(units, { recursive: true, force: true });
    }
  });
});
