import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { loadConfig } from '../../platform/config';
import { createDb } from '../../platform/db';
import { createApiKey } from '../../staff/api-keys';
import { runStaffCli, startServer } from '../support/harness';

/*
 * `npm run staff` on the first day: it reads the server's environment file, never creates a stray empty
 * database because it was run without that file, leaves no file the service user cannot open when run
 * as root, and prints the set-up link with the configured STAFF_URL.
 */

describe('npm run staff', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const envFile = (values: Record<string, string>) => {
    const path = join(dir, 'sarthi.env');
    writeFileSync(path, Object.entries(values).map(([k, v]) => `${k}=${v}`).join('\n') + '\n', { mode: 0o640 });
    return path;
  };

  it('reads the server environment file, and the link carries its STAFF_URL', async () => {
    const sqlitePath = join(dir, 'data', 'enquiries.db');
    // The server creates and migrates the database on its first start.
    const server = await startServer({ SQLITE_PATH: sqlitePath, MAIL_DIR: join(dir, 'mail') });
    await server.stop();
    const file = envFile({ SQLITE_PATH: sqlitePath, STAFF_URL: 'https://intake.sarthi-global.in' });
    const added = runStaffCli({}, ['add', '--env-file', file, '--email', 'priya@sarthi-global.in', '--name', 'Priya Shah', '--role', 'admin']);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain(`Configuration: ${file}; database: ${sqlitePath}`);
    expect(added.stdout).toMatch(/^https:\/\/intake\.sarthi-global\.in\/staff\/setup\/\S+$/m);
    // The same file through ENV_FILE.
    const listed = runStaffCli({ ENV_FILE: file }, ['list']);
    expect(listed.stdout).toContain('priya@sarthi-global.in\tPriya Shah\tadmin\tset-up pending');
  });

  it('writes an audit row for add, disable and reset, naming the system user who ran it, and one for each API key disable ends', async () => {
    const env = { SQLITE_PATH: join(dir, 'enquiries.db'), SUDO_USER: '' };
    expect(runStaffCli(env, ['add', '--create-database', '--email', 'asha@example.test', '--name', 'Asha Patel', '--role', 'staff']).code).toBe(0);
    const db = createDb(loadConfig(env as unknown as NodeJS.ProcessEnv, { strict: false }).database);
    try {
      const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', 'asha@example.test').executeTakeFirstOrThrow();
      const keys = [await createApiKey(db, Date.now, { accountId: id, name: 'weekly export', scope: 'read', days: 30 }), await createApiKey(db, Date.now, { accountId: id, name: 'crm sync', scope: 'write', days: 30 })];
      expect(runStaffCli(env, ['disable', '--email', 'asha@example.test']).code).toBe(0);
      expect(runStaffCli(env, ['reset', '--email', 'asha@example.test']).code).toBe(0);
      const rows = await db.selectFrom('staff_audit').select(['account_id', 'action', 'target', 'detail']).where('target', '=', id).orderBy('at').orderBy('action').execute();
      const user = userInfo().username;
      expect(rows.map((row) => ({ ...row, detail: JSON.parse(row.detail ?? 'null') as unknown }))).toEqual([
        { account_id: null, action: 'invite', target: id, detail: { role: 'staff', command_line: user } },
        { account_id: null, action: 'account-disabled', target: id, detail: { sessions_ended: 0, command_line: user } },
        ...keys.map(() => ({ account_id: null, action: 'api-key-revoked', target: id, detail: expect.objectContaining({ command_line: user }) as unknown })),
        { account_id: null, action: 'account-reset', target: id, detail: { sessions_ended: 0, command_line: user } },
      ]);
      const revoked = rows.filter((row) => row.action === 'api-key-revoked').map((row) => JSON.parse(row.detail ?? '{}') as { key: string; name: string });
      expect(revoked.map(({ key, name }) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { key: keys[1]!.id, name: 'crm sync' },
        { key: keys[0]!.id, name: 'weekly export' },
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses to create a database that does not exist, unless told to', () => {
    const sqlitePath = join(dir, 'enquiries.db');
    const refused = runStaffCli({ SQLITE_PATH: sqlitePath }, ['list']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`staff: there is no database at ${sqlitePath}. Is this the server's configuration (--env-file, ENV_FILE)?`);
    expect(existsSync(sqlitePath)).toBe(false);
    const created = runStaffCli({ SQLITE_PATH: sqlitePath }, ['list', '--create-database']);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('No staff accounts yet.');
  });

  it('warns in production that a link pointing at localhost reaches nobody', () => {
    const sqlitePath = join(dir, 'enquiries.db');
    const added = runStaffCli({ NODE_ENV: 'production', SQLITE_PATH: sqlitePath }, ['add', '--create-database', '--email', 'ravi@sarthi-global.in', '--name', 'Ravi', '--role', 'staff']);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('Warning: links point at http://localhost:3000, this machine');
    // Production's other refusals are said too, without stopping the command.
    expect(added.stderr).toContain('Warning: SMTP_URL is not set');
  });

  // Only as root (CI is): the files must belong to the data folder's owner, not to root.
  if (process.getuid?.() === 0) it('run as root, works as the owner of the data folder, so the server can still open every file', () => {
    const NOBODY = 65534;
    chmodSync(dir, 0o755);
    const data = join(dir, 'data');
    mkdirSync(data, { mode: 0o700 });
    chownSync(data, NOBODY, NOBODY);
    const added = runStaffCli({ SQLITE_PATH: join(data, 'enquiries.db') }, ['add', '--create-database', '--email', 'it@sarthi-global.in', '--name', 'IT', '--role', 'admin']);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain(`Running as the owner of ${data} (uid ${NOBODY})`);
    const files = readdirSync(data);
    expect(files).toContain('enquiries.db');
    for (const name of files) expect(statSync(join(data, name)).uid).toBe(NOBODY);
  });
});
