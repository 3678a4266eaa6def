import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../support/harness';
import { migrate, revertTo } from '../../platform/migrator';
import { MIGRATION_NAMES } from '../../platform/migrations';

/*
 * 0006 changes a table that already holds messages: on SQLite by rebuilding it (NOT NULL cannot be
 * dropped in place). The rows, the foreign key and the indexes must come through, both ways. 0007 adds
 * the daily resume counts.
 */

/**
 * The message a statement failed with. Not `rejects.toThrow`: better-sqlite3 builds its errors with the
 * Error class of the first test file that loaded it in this worker, which is no Error in another file's realm.
 */
async function failure(statement: Promise<unknown>): Promise<string> {
  return statement.then(
    () => 'did not fail',
    (error: unknown) => String((error as { message?: unknown }).message),
  );
}

describe.each(BACKENDS)('migrations 0006 and 0007 on %s', (backend) => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    db = createDb(loadConfig({ ...process.env, ...test.env }).database);
  });
  afterAll(async () => {
    await db?.destroy();
    await test?.drop();
  });

  const message = (enquiryId: string | null) => ({
    id: randomUUID(),
    enquiry_id: enquiryId,
    purpose: enquiryId ? ('staff' as const) : ('alert' as const),
    message_id: `<${randomUUID()}@example.com>`,
    status: 'pending' as const,
    created_at: 1,
    next_attempt_at: 1,
    content: '{}',
  });
  const indexes = async () =>
    backend === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'outbox_message' and sql is not null order by name`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'outbox_message' and indexname like 'outbox_message_%' order by indexname`.execute(db)).rows.map((r) => r.name);

  it('keeps queued messages, their foreign key and indexes; lets an alert belong to no enquiry; and back', async () => {
    expect(await migrate(db, { to: '0003-outbox' })).toEqual(['0001-create-enquiries', '0002-idempotency-key', '0003-outbox']);
    const enquiry = { id: randomUUID(), kind: 'contact', created_at: new Date().toISOString(), payload: '{}', reference: 'SG-2611-TEST', email: null };
    await db.insertInto('enquiry').values(enquiry).execute();
    const queued = message(enquiry.id);
    await db.insertInto('outbox_message').values(queued).execute();
    const before = await indexes();
    expect(await failure(db.insertInto('outbox_message').values(message(null)).execute())).toMatch(/NOT NULL|null value/i);

    expect(await migrate(db)).toContain('0012-inbox-indexes');
    expect(await db.selectFrom('outbox_message').select(['id', 'enquiry_id']).execute()).toEqual([{ id: queued.id, enquiry_id: enquiry.id }]);
    expect(await indexes()).toEqual(before);
    await db.insertInto('outbox_message').values(message(null)).execute();
    expect(await failure(db.insertInto('outbox_message').values(message(randomUUID())).execute())).toMatch(/FOREIGN KEY|foreign key/);
    // 3 GB: past PostgreSQL's integer, so the column is a bigint there.
    await db.insertInto('resume_usage').values({ day: '2026-11-25', client: '*', bytes: 3 * 1024 ** 3 }).execute();
    expect(Number((await db.selectFrom('resume_usage').select('bytes').executeTakeFirstOrThrow()).bytes)).toBe(3 * 1024 ** 3);

    // Every migration after 0003, newest first.
    expect(await revertTo(db, '0003-outbox')).toEqual(MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf('0004-acknowledgement-budget')).reverse());
    expect(await db.selectFrom('outbox_message').select(['id', 'enquiry_id']).execute()).toEqual([{ id: queued.id, enquiry_id: enquiry.id }]);
    expect(await indexes()).toEqual(before);
    expect(await failure(db.insertInto('outbox_message').values(message(null)).execute())).toMatch(/NOT NULL|null value/i);
    expect(await failure(db.selectFrom('resume_usage').selectAll().execute())).toMatch(/resume_usage/);
    // The foreign key's cascade still holds after the rebuilds.
    await db.deleteFrom('enquiry').execute();
    expect(await db.selectFrom('outbox_message').select('id').execute()).toEqual([]);
  });
});

describe.each(BACKENDS)('migration 0023 (the enquiry language) on %s', (backend) => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    db = createDb(loadConfig({ ...process.env, ...test.env }).database);
  });
  afterAll(async () => {
    await db?.destroy();
    await test?.drop();
  });

  const enquiry = (reference: string) => ({ id: randomUUID(), kind: 'contact', created_at: new Date().toISOString(), payload: '{}', reference, email: null });
  const languages = async () => (await db.selectFrom('enquiry').select(['reference', 'language']).orderBy('reference').execute()).map((row) => [row.reference, row.language]);
  const hasIndex = async () =>
    backend === 'sqlite'
      ? (await sql`select 1 from sqlite_master where type = 'index' and name = 'enquiry_spam_language_created_at'`.execute(db)).rows.length === 1
      : (await sql`select 1 from pg_indexes where indexname = 'enquiry_spam_language_created_at'`.execute(db)).rows.length === 1;

  it('reads every enquiry stored before as English, gives an old instance\'s insert English, keeps what is written, and goes back', async () => {
    expect(await migrate(db, { to: '0022-enquiry-bcc' })).toContain('0022-enquiry-bcc');
    await db.insertInto('enquiry').values(enquiry('SG-2611-AAAA')).execute();

    expect(await migrate(db)).toEqual(['0023-enquiry-language']);
    expect(await languages()).toEqual([['SG-2611-AAAA', 'en']]);
    expect(await hasIndex()).toBe(true);
    // An instance of the release before names no language in its insert.
    await db.insertInto('enquiry').values(enquiry('SG-2611-BBBB')).execute();
    await db.insertInto('enquiry').values({ ...enquiry('SG-2611-CCCC'), language: 'gu' }).execute();
    expect(await languages()).toEqual([
      ['SG-2611-AAAA', 'en'],
      ['SG-2611-BBBB', 'en'],
      ['SG-2611-CCCC', 'gu'],
    ]);
    expect(await failure(sql`update enquiry set language = null`.execute(db))).toMatch(/NOT NULL|null value/i);

    expect(await revertTo(db, '0022-enquiry-bcc')).toEqual(['0023-enquiry-language']);
    expect(await hasIndex()).toBe(false);
    expect(await failure(db.selectFrom('enquiry').select('language').execute())).toMatch(/language/);
    expect(await migrate(db)).toEqual(['0023-enquiry-language']);
    expect(await languages()).toEqual([
      ['SG-2611-AAAA', 'en'],
      ['SG-2611-BBBB', 'en'],
      ['SG-2611-CCCC', 'en'],
    ]);
  });
});
