// For Playwright's server only (playwright.config.ts runs it before the server starts): migrates the
// throwaway end-to-end database, adds a person with a second factor and gives them a read-and-write API
// key, and writes the key beside the database for the specs (e2e/staff.ts). The key is made by the
// server's own compiled modules, as the account page makes one; the specs' person never signs in.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const { loadConfig } = require(join(root, 'dist/server/platform/config.js'));
const { createDb } = require(join(root, 'dist/server/platform/db.js'));
const { migrate } = require(join(root, 'dist/server/platform/migrator.js'));
const { createApiKey } = require(join(root, 'dist/server/staff/api-keys.js'));
const { Secret } = require('otpauth');

const config = loadConfig(process.env, { strict: false });
// Never anything but the end-to-end database in the temp folder: this adds an account.
const path = config.database.kind === 'sqlite' ? resolve(config.database.path) : '';
if (!path.startsWith(tmpdir()) || !basename(dirname(path)).startsWith('intake-e2e-')) {
  console.error(`e2e-api-key: SQLITE_PATH must be the end-to-end database (${join(tmpdir(), 'intake-e2e-<port>', 'enquiries.db')}), got ${path || config.database.kind}`);
  process.exit(1);
}
const db = createDb(config.database);
try {
  await migrate(db);
  const accountId = randomUUID();
  // A second factor nobody holds: the person exists for their key, and never signs in.
  const totp = new Secret({ size: 20 }).base32;
  await db.insertInto('staff_account').values({ id: accountId, email: `e2e-script-${accountId.slice(0, 8)}@example.test`, name: 'End-to-end script', role: 'admin', created_at: Date.now(), totp_secret: totp }).execute();
  const { key } = await createApiKey(db, Date.now, { accountId, name: 'end-to-end specs', scope: 'write', days: 7 });
  writeFileSync(join(dirname(path), 'api-key'), `${key}\n`, { mode: 0o600 });
} finally {
  await db.destroy();
}
