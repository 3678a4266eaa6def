import { randomBytes } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Acknowledgements are rationed (issue 22): each one sent is recorded by a keyed hash of its recipient
 * (never the address), so a flood of enquiries naming one stranger's address sends that person at most a
 * few, shared by every instance on the database. The key is made here, once per database, so instances
 * agree on it and it is in no repository or configuration. `mail_alert` says when staff were last told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const millis = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema
    .createTable('acknowledgement_sent')
    // The outbox message it allowed: a retried send is not counted twice.
    .addColumn('message_id', 'text', (col) => col.primaryKey())
    .addColumn('recipient_hash', 'text', (col) => col.notNull())
    .addColumn('sent_at', millis, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('acknowledgement_sent_recipient').on('acknowledgement_sent').columns(['recipient_hash', 'sent_at']).execute();
  await db.schema.createIndex('acknowledgement_sent_at').on('acknowledgement_sent').column('sent_at').execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('server_secret' as never)
    .values({ name: 'acknowledgement-recipient', value: randomBytes(32).toString('hex') } as never)
    .execute();

  await db.schema
    .createTable('mail_alert')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_sent_at', millis, (col) => col.notNull())
    .execute();
  await db
    .insertInto('mail_alert' as never)
    .values({ name: 'acknowledgements-held', last_sent_at: 0 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_alert').execute();
  await db.schema.dropTable('server_secret').execute();
  await db.schema.dropTable('acknowledgement_sent').execute();
}
