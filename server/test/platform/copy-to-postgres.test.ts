import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import SQLite from '../../platform/sqlite';
import pg from 'pg';
import { createTestDatabase, fixture, pdfDataUrl, POSTGRES_URL, postEnquiry, runStaffCli, startServer, type TestDatabase } from '../support/harness';

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

  it('needs --to with a PostgreSQL URL', () => {
    const result = copy({ SQLITE_PATH: source.env.SQLITE_PATH! }, []);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--to <postgres URL> is required');
  });
});
