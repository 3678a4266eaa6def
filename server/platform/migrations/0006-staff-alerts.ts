import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Outbox messages that belong to no enquiry: a staff alert about the server itself (the disk short of
 * space, server/platform/disk.ts), delivered by the worker like any other message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await setEnquiryIdRequired(db, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox_message where enquiry_id is null`.execute(db);
  await setEnquiryIdRequired(db, true);
}

/**
 * PostgreSQL alters the column. SQLite cannot drop or add NOT NULL: the table is rebuilt from its own
 * definition with only that changed, its rows copied and its indexes made again, in the migration's
 * transaction (https://www.sqlite.org/lang_altertable.html#otheralter; the migrator runs every
 * migration in one). Rebuilding from the stored definition keeps any column another migration has added.
 */
async function setEnquiryIdRequired(db: Kysely<unknown>, required: boolean): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`alter table outbox_message alter column enquiry_id ${required ? 'set' : 'drop'} not null`).execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'outbox_message'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'outbox_message' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const [from, to] = required ? ['"enquiry_id" text', '"enquiry_id" text not null'] : ['"enquiry_id" text not null', '"enquiry_id" text'];
  const column = new RegExp(`${from}(?= references)`, 'i');
  if (!column.test(definition)) throw new Error(`0006-staff-alerts: outbox_message.enquiry_id is not defined as expected: ${definition}`);
  const rebuilt = definition.replace(column, to).replace(/^create table "?outbox_message"?/i, 'create table "outbox_message_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into outbox_message_rebuilt select * from outbox_message`.execute(db);
  await sql`drop table outbox_message`.execute(db);
  await sql`alter table outbox_message_rebuilt rename to outbox_message`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
