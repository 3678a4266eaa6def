import { sql } from 'kysely';
import { loadConfig } from '../../platform/config';
import { createDb, migrateToLatest, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../support/harness';
import { migrate } from '../../platform/migrator';

/*
 * 0005-0010 on a database that already holds mail: outbox_message.enquiry_id becomes nullable (0006, a
 * table rebuild on SQLite) with its rows, indexes, uniqueness and foreign key as they were, and a staff
 * invitation (0010) can be queued without an enquiry.
 */
describe.each(BACKENDS)('migrations 0005 to 0010 on %s', (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const indexNames = async () =>
    backend === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'outbox_message' and sql is not null order by name`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'outbox_message' and indexname not like '%pkey' and indexname not like '%_key' order by indexname`.execute(db)).rows.map((r) => r.name);

  test('keeps the outbox rows, indexes and cascade, and accepts a message without an enquiry', async () => {
    expect(await migrate(db, { to: '0004-acknowledgement-budget' })).toHaveLength(4);
    await db.insertInto('enquiry').values({ id: 'e1', kind: 'contact', created_at: new Date().toISOString(), payload: '{}', reference: 'SG-2611-TEST-0001', email: null }).execute();
    const message = { enquiry_id: 'e1', purpose: 'staff' as const, status: 'sent' as const, attempts: 1, created_at: 1, next_attempt_at: 2, sent_at: 3, last_error: null, lease_owner: null, content: '{"subject":"kept"}' };
    await db.insertInto('outbox_message').values({ id: 'm1', message_id: '<m1@example.com>', ...message }).execute();
    const before = await indexNames();
    expect(before).toEqual(['outbox_message_due', 'outbox_message_enquiry']);

    expect(await migrateToLatest(db)).toContain('0010-staff-accounts');

    expect(await db.selectFrom('outbox_message').selectAll().execute()).toEqual([expect.objectContaining({ id: 'm1', message_id: '<m1@example.com>', enquiry_id: 'e1', status: 'sent', content: '{"subject":"kept"}' })]);
    expect(await indexNames()).toEqual(before);
    await db.insertInto('outbox_message').values({ id: 'm2', message_id: '<m2@example.com>', ...message, enquiry_id: null, purpose: 'invite' }).execute();
    // message_id is still unique.
    // Read as a message: better-sqlite3's errors come from the realm of the first test file that loaded it.
    const duplicate = await db
      .insertInto('outbox_message')
      .values({ id: 'm3', message_id: '<m1@example.com>', ...message })
      .execute()
      .then(
        () => 'did not fail',
        (error: unknown) => String((error as { message?: unknown }).message),
      );
    expect(duplicate).toMatch(/UNIQUE|duplicate key/i);
    // Erasing an enquiry still takes its messages with it; the invitation stays.
    await db.deleteFrom('enquiry').where('id', '=', 'e1').execute();
    expect((await db.selectFrom('outbox_message').select('id').execute()).map((r) => r.id)).toEqual(['m2']);
  });
});
