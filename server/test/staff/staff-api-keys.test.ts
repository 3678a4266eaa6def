import { createHash } from 'node:crypto';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, runStaffCli, startServer, startServerExpectingExit, until, type RunningServer, type TestDatabase } from '../support/harness';
import { Browser, linkPath, setUpFromLink, totpCode } from '../support/staff-harness';

/*
 * Issue 28, finding 2, against the real server on SQLite and PostgreSQL: the shared ADMIN_TOKEN is
 * gone; a person makes their own API keys on their account page (with a code from their app), sees
 * each once, and every use is audited with their name and the key's. A key never does more than its
 * person's role and its scope, never erases, and stops at once when revoked, expired or its person
 * is disabled.
 */

type Person = { id: string; name: string; secret: string; codes: string[]; browser: Browser };

const KEY_ON_PAGE = /<span class="secret" id="key">(sgk_[\w-]+)<\/span>/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

describe.each(BACKENDS)('per-person API keys on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  let admin: Person;
  let staffer: Person;
  let people = 0;
  const env = () => ({ ...database.env, TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000' });

  const newPerson = async (role: 'admin' | 'staff'): Promise<Person> => {
    const n = ++people;
    const email = `keys${n}@example.com`;
    const added = runStaffCli(database.env, ['add', '--email', email, '--name', `Keyholder ${n}`, '--role', role]);
    expect(added.code).toBe(0);
    const browser = new Browser(server, `198.51.100.${20 + n}`);
    const { secret, codes } = await setUpFromLink(browser, linkPath(added.stdout));
    const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, name: `Keyholder ${n}`, secret, codes, browser };
  };

  /** Makes a key on the person's account page (a recovery code unless `code` is given); the page that shows it. */
  const makeKey = async (person: Person, fields: { name: string; scope: 'read' | 'write'; days?: string }, code = person.codes.shift() ?? '') => {
    const made = await person.browser.submit('/staff/account/keys', '/staff/account/keys', { name: fields.name, scope: fields.scope, days: fields.days ?? '90', code });
    expect(made.status).toBe(200);
    const key = KEY_ON_PAGE.exec(made.html)?.[1];
    if (!key) throw new Error(`no key on the page:\n${made.html}`);
    return { key, html: made.html };
  };

  const api = (origin: string, key: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${origin}/api/staff${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Token ${key}`, 'x-forwarded-for': '203.0.113.9', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const keyIdOf = async (key: string) => (await db.selectFrom('staff_api_key').select('id').where('key_hash', '=', sha256(key)).executeTakeFirstOrThrow()).id;
  const auditOf = async (keyId: string) =>
    (await db.selectFrom('staff_audit').select(['account_id', 'action', 'detail', 'network']).where('action', 'like', 'api-%').where('action', 'not like', 'api-key-%').orderBy('at').execute()).filter(
      (row) => row.detail !== null && (JSON.parse(row.detail) as { key?: string }).key === keyId,
    );

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startServer(env());
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    admin = await newPerson('admin');
    staffer = await newPerson('staff');
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });

  test('made on the account page with a code from the app: shown once, never listed again, only its hash stored; every use is one audit row with the person and the key; the list shows its last use', async () => {
    // The app's next code: the one of this step was spent confirming the authenticator.
    const { key, html } = await makeKey(admin, { name: 'nightly export', scope: 'read' }, totpCode(admin.secret, 1));
    expect(html).toContain('shown only this once');
    expect(key).toMatch(/^sgk_[\w-]{43}$/);

    const list = await admin.browser.page('/staff/account/keys');
    expect(list.html).toContain('nightly export');
    expect(list.html).toContain(key.slice(0, 10));
    expect(list.html).not.toContain(key);
    expect(list.html).toContain('Never');

    const stored = await db.selectFrom('staff_api_key').selectAll().where('account_id', '=', admin.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'nightly export', scope: 'read', key_hash: sha256(key) });
    expect(JSON.stringify(stored)).not.toContain(key.slice(10));
    expect(Number(stored[0]!.expires_at) - Number(stored[0]!.created_at)).toBe(90 * 86_400_000);
    const created = await db.selectFrom('staff_audit').select(['detail']).where('action', '=', 'api-key-created').where('account_id', '=', admin.id).execute();
    expect(created.map((row) => JSON.parse(row.detail ?? '{}') as unknown)).toEqual([{ key: stored[0]!.id, name: 'nightly export', scope: 'read', days: 90 }]);

    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    const listed = await api(server.origin, key, '/enquiries');
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as { items: Array<{ id: string }> };
    expect((await api(server.origin, key, `/enquiries/${items[0]!.id}`)).status).toBe(200);
    expect((await api(server.origin, key, '/enquiries.csv')).status).toBe(200);

    const keyId = stored[0]!.id;
    await until(async () => (await auditOf(keyId)).length >= 3, 5_000, 'three audit rows');
    const rows = await auditOf(keyId);
    expect(rows.map((row) => row.action)).toEqual(['api-list', 'api-read', 'api-export']);
    for (const row of rows) {
      expect(row.account_id).toBe(admin.id);
      expect(row.network).toBe('203.0.113.0');
      expect(JSON.parse(row.detail ?? '{}')).toMatchObject({ key: keyId, keyName: 'nightly export' });
      // Counts and filters, never the enquirer's data.
      expect(row.detail).not.toMatch(/Asha|@example|98765/);
    }
    expect(JSON.parse(rows[0]!.detail ?? '{}')).toMatchObject({ rows: 1, total: 1 });

    const after = await admin.browser.page('/staff/account/keys');
    expect(after.html).not.toContain('Never');
    expect(after.html).toContain('from 203.0.113.0');
  });

  test('a wrong code: the field error beside the code, what was typed kept, and no key made', async () => {
    const before = await db.selectFrom('staff_api_key').select('id').execute();
    const made = await admin.browser.submit('/staff/account/keys', '/staff/account/keys', { name: 'deploy bot', scope: 'write', days: '30', code: '000000' });
    expect(made.status).toBe(400);
    expect(made.html).toMatch(/<p class="error" id="code-error">That code is not right/);
    expect(made.html).toContain('value="deploy bot"');
    expect(made.html).toMatch(/value="write" checked/);
    expect(made.html).toMatch(/<option value="30" selected>/);
    expect(made.html).not.toMatch(KEY_ON_PAGE);
    expect(await db.selectFrom('staff_api_key').select('id').execute()).toHaveLength(before.length);
    const empty = await admin.browser.submit('/staff/account/keys', '/staff/account/keys', { name: '', scope: 'all', days: '1000', code: '' });
    expect(empty.status).toBe(400);
    for (const id of ['name-error', 'scope-error', 'days-error', 'code-error']) expect(empty.html).toContain(`id="${id}"`);
  });

  test('a read key only reads: a POST is 403 and audited as refused; a write key marks an enquiry not spam, shown in its timeline as the person and the key', async () => {
    const { key: reader } = await makeKey(admin, { name: 'reader', scope: 'read' });
    const { key: writer } = await makeKey(admin, { name: 'spam sweeper', scope: 'write' });
    expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
    const { id } = await db.selectFrom('enquiry').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('enquiry').set({ spam: 1 }).where('id', '=', id).execute();

    const refused = await api(server.origin, reader, `/enquiries/${id}/genuine`, { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/read-only/);
    const readerId = await keyIdOf(reader);
    await until(async () => (await auditOf(readerId)).length === 1, 5_000, 'refusal audited');
    expect((await auditOf(readerId))[0]).toMatchObject({ action: 'api-refused', account_id: admin.id });

    const marked = await api(server.origin, writer, `/enquiries/${id}/genuine`, { method: 'POST' });
    expect(marked.status).toBe(200);
    const page = await admin.browser.page(`/staff/enquiries/${id}`);
    expect(page.html).toContain(`${admin.name} (API key “spam sweeper”)`);
  });

  test('erasure answers 403 to an admin’s write key, saying where it is done; a staff person’s key gets 403 on the admins’ data requests', async () => {
    const { key: adminKey } = await makeKey(admin, { name: 'admin writer', scope: 'write' });
    const erasure = await api(server.origin, adminKey, '/erasure', { method: 'POST', body: { email: 'asha.patel@example.com' } });
    expect(erasure.status).toBe(403);
    expect(await erasure.text()).toMatch(/staff inbox/);
    expect(await db.selectFrom('enquiry').select('id').execute()).not.toHaveLength(0);
    expect((await api(server.origin, adminKey, '/subjects', { method: 'POST', body: { email: 'asha.patel@example.com' } })).status).toBe(200);

    const { key: staffKey } = await makeKey(staffer, { name: 'staff writer', scope: 'write' });
    expect((await api(server.origin, staffKey, '/enquiries')).status).toBe(200);
    const subjects = await api(server.origin, staffKey, '/subjects', { method: 'POST', body: { email: 'asha.patel@example.com' } });
    expect(subjects.status).toBe(403);
    expect(await subjects.text()).toMatch(/administrator/);
  });

  test('revoked: 401 at once', async () => {
    const { key } = await makeKey(staffer, { name: 'to revoke', scope: 'read' });
    expect((await api(server.origin, key, '/enquiries')).status).toBe(200);
    const keyId = await keyIdOf(key);
    const revoked = await staffer.browser.submit('/staff/account/keys', `/staff/account/keys/${keyId}/revoke`, {});
    expect(revoked).toMatchObject({ status: 303, location: '/staff/account/keys?m=key-revoked' });
    expect(revoked.html).toContain('Revoked');
    expect((await api(server.origin, key, '/enquiries')).status).toBe(401);
    // Someone else's key cannot be revoked by another person.
    const { key: other } = await makeKey(admin, { name: 'not yours', scope: 'read' });
    const attempt = await staffer.browser.submit('/staff/account/keys', `/staff/account/keys/${await keyIdOf(other)}/revoke`, {});
    expect(attempt.location).toBe('/staff/account/keys?m=key-gone');
    expect((await api(server.origin, other, '/enquiries')).status).toBe(200);
  });

  test('a disabled person’s keys: 401 at once, and still 401 once they are enabled again', async () => {
    const person = await newPerson('staff');
    const { key } = await makeKey(person, { name: 'leaver', scope: 'read' });
    expect((await api(server.origin, key, '/enquiries')).status).toBe(200);
    expect((await admin.browser.submit(`/staff/people/${person.id}`, `/staff/people/${person.id}/disable`, {})).status).toBe(303);
    expect((await api(server.origin, key, '/enquiries')).status).toBe(401);
    expect((await admin.browser.submit(`/staff/people/${person.id}`, `/staff/people/${person.id}/enable`, {})).status).toBe(303);
    expect((await api(server.origin, key, '/enquiries')).status).toBe(401);
  });

  test('a reset ends the person’s keys: 401 at once, and still 401 once they have set the account up again', async () => {
    const person = await newPerson('staff');
    const { key } = await makeKey(person, { name: 'before the lost phone', scope: 'read' });
    expect((await api(server.origin, key, '/enquiries')).status).toBe(200);
    const reset = runStaffCli(database.env, ['reset', '--email', `keys${people}@example.com`]);
    expect(reset.code).toBe(0);
    expect((await api(server.origin, key, '/enquiries')).status).toBe(401);
    await setUpFromLink(new Browser(server, '198.51.100.99'), linkPath(reset.stdout));
    expect((await api(server.origin, key, '/enquiries')).status).toBe(401);
    expect((await db.selectFrom('staff_api_key').select('revoked_at').where('id', '=', await keyIdOf(key)).executeTakeFirstOrThrow()).revoked_at).not.toBeNull();
  });

  test('expired: 401 once its days have passed (a server 8 days later on the clock), while a longer key still works there', async () => {
    const { key: week } = await makeKey(staffer, { name: 'a week', scope: 'read', days: '7' });
    const { key: month } = await makeKey(staffer, { name: 'a month', scope: 'read', days: '30' });
    const later = await startServer({ ...env(), CLOCK_OFFSET_MS: String(8 * 86_400_000) });
    try {
      expect((await api(later.origin, week, '/enquiries')).status).toBe(401);
      expect((await api(later.origin, month, '/enquiries')).status).toBe(200);
    } finally {
      await later.stop();
    }
    expect((await api(server.origin, week, '/enquiries')).status).toBe(200);
  });

  test('ADMIN_TOKEN set at start: refused, saying what replaced it', async () => {
    const { code, output } = await startServerExpectingExit({ ...env(), ADMIN_TOKEN: 'an-old-shared-token-of-more-than-32-characters' });
    expect(code).not.toBe(0);
    expect(output).toContain('ADMIN_TOKEN is no longer read: the shared token was replaced by per-person API keys in 1.2.0');
    expect(output).toContain('/staff/account/keys');
    expect(output).not.toContain('an-old-shared-token');
  });
});
