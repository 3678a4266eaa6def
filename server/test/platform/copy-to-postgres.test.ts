import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import SQLite from '../../platform/sqlite';
import pg from 'pg';
import { createTestDatabase, fixture, pdfDataUrl, POSTGRES_URL, postEnquiry, runStaffCli, startServer, unitCommand, until, type TestDatabase } from '../support/harness';

/*
 * Moving from SQLite to PostgreSQL (docs/operations.md): npm run copy-to-postgres copies every table
 * into an empty, freshly migrated PostgreSQL database, and the server then runs on it with every
 * enquiry, resume, account and message. PostgreSQL only (TEST_DATABASE_URL), as every such test here.
 */

const COMMAND = resolve(__dirname, '..', '..', '..', 'dist', 'server', 'cli', 'copy-to-postgres.js');

const copy = (env: Record<string, string>, args: string[]) => {
  const result = spawnSync(process.execPath, [COMMAND, ...args], { env: { ...process.env, DATABASE_URL: '', ENV_FILE: '', ...env }, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('npm run copy-to-postgres', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  beforeAll(async () => {
    source = await createTestDatabase('sqlite');
    if (POSTGRES_URL) target = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  if (POSTGRES_URL) it('copies every table, and the server carries on on PostgreSQL with every enquiry, resume and account', async () => {
    const server = await startServer({ ...source.env, RATE_LIMIT_MAX: '1000' });
    for (let i = 0; i < 30; i++) expect((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: `move-${i}@example.org` })).status).toBe(201);
    expect((await postEnquiry(server.origin, 'work_abroad', { ...fixture('work_abroad'), resume_base64: pdfDataUrl(50_000) })).status).toBe(201);
    expect(runStaffCli(source.env, ['add', '--email', 'priya@sarthi-global.in', '--name', 'Priya Shah', '--role', 'admin']).code).toBe(0);
    await server.stop();

    const sqlite = new SQLite(source.env.SQLITE_PATH!, { readonly: true });
    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'").all() as Array<{ name: string }>).map((t) => t.name);
    const expected = Object.fromEntries(tables.map((t) => [t, (sqlite.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n]));
    const payloads = sqlite.prepare('select id, payload from enquiry order by id').all();
    sqlite.close();

    const result = copy({ SQLITE_PATH: source.env.SQLITE_PATH! }, ['--to', target.env.DATABASE_URL!]);
    expect(result.stderr).not.toMatch(/Error|copy-to-postgres:/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('enquiry: 31');

    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    try {
      for (const table of tables) expect([table, Number((await client.query(`select count(*) as n from "${table}"`)).rows[0].n)]).toEqual([table, expected[table]]);
      expect((await client.query('select id, payload from enquiry order by id')).rows).toEqual(payloads);
      expect(Number((await client.query('select sum(bytes) as n from enquiry_resume')).rows[0].n)).toBeGreaterThan(30_000);
    } finally {
      await client.end();
    }

    // A second copy into the same database is refused: nothing is doubled.
    const again = copy({ SQLITE_PATH: source.env.SQLITE_PATH! }, ['--to', target.env.DATABASE_URL!]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds rows: copy into an empty database only');

    const moved = await startServer(target.env);
    try {
      expect(runStaffCli(target.env, ['list']).stdout).toContain('priya@sarthi-global.in\tPriya Shah\tadmin');
      expect((await postEnquiry(moved.origin, 'contact', fixture('contact'))).status).toBe(201);
    } finally {
      await moved.stop();
    }
  });

  // The guide's order: Litestream (section 6) has replicated the database before the move (section 9).
  // It keeps two tables of its own in the database (_litestream_seq, _litestream_lock), which the
  // server's schema does not have: they stay behind.
  if (POSTGRES_URL) it("copies a database Litestream has replicated, leaving Litestream's own tables behind", async () => {
    const litestreamed = await createTestDatabase('sqlite');
    const moved = await createTestDatabase('postgres');
    const replica = mkdtempSync(join(tmpdir(), 'intake-replica-'));
    try {
      const server = await startServer(litestreamed.env);
      for (let i = 0; i < 5; i++) expect((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: `replicated-${i}@example.org` })).status).toBe(201);
      await server.stop();

      // Real Litestream, as its unit runs it, until it has written its first snapshot.
      const binary = join(dirname(require.resolve('@flydotio/litestream-linux-x64/package.json')), 'litestream');
      expect(existsSync(binary)).toBe(true);
      const config = resolve(__dirname, '..', '..', '..', 'deploy', 'litestream.yml');
      const unit = unitCommand('sarthi-global-litestream.service', { '/opt/sarthi-global/node_modules/@flydotio/litestream-linux-x64/litestream': binary, '/etc/sarthi-global/litestream.yml': config });
      const litestream = spawn(unit.command, unit.args, { env: { ...process.env, SQLITE_PATH: litestreamed.env.SQLITE_PATH, LITESTREAM_REPLICA_URL: `file://${replica}` }, stdio: ['ignore', 'pipe', 'pipe'] });
      let log = '';
      litestream.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      litestream.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      try {
        await until(() => log.includes('snapshot written'), 30_000, `Litestream's first snapshot\n${log}`);
      } finally {
        litestream.kill('SIGTERM');
        await new Promise((done) => litestream.once('close', done));
      }
      const sqlite = new SQLite(litestreamed.env.SQLITE_PATH!, { readonly: true });
      const own = (sqlite.prepare("select name from sqlite_master where type = 'table' and name like '\\_litestream\\_%' escape '\\' order by name").pluck().all() as string[]);
      sqlite.close();
      expect(own).toEqual(['_litestream_lock', '_litestream_seq']);

      const result = copy({ SQLITE_PATH: litestreamed.env.SQLITE_PATH! }, ['--to', moved.env.DATABASE_URL!]);
      expect(result.stderr).not.toMatch(/Error|copy-to-postgres:/);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('enquiry: 5');
      expect(result.stdout).not.toContain('_litestream');
    } finally {
      await litestreamed.drop();
      await moved.drop();
      rmSync(replica, { recursive: true, force: true });
    }
  }, 60_000);

  it('needs --to with a PostgreSQL URL', () => {
    const result = copy({ SQLITE_PATH: source.env.SQLITE_PATH! }, []);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--to <postgres URL> is required');
  });
});
