import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { newReference } from '../../intake/reference';

/**
 * Every enquiry reaches a person (issue 15): a human reference, the address it came from (for access
 * and erasure requests), a spam flag, the outbox of messages written with the enquiry, and the audit
 * of erasures. Independent of 0002 (idempotency): it touches no column that migration adds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Epoch milliseconds: one representation on both databases, compared with the worker's clock.
  const millis = postgres ? 'bigint' : 'integer';

  await db.schema.alterTable('enquiry').addColumn('reference', 'text').execute();
  // Lower-cased address from the payload, so a data request finds every enquiry of one person.
  await db.schema.alterTable('enquiry').addColumn('email', 'text').execute();
  await db.schema
    .alterTable('enquiry')
    .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // Enquiries stored before this migration get a reference and their address too.
  const rows = await sql<{ id: string; created_at: string | Date; payload: string }>`select id, created_at, payload from enquiry`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    let reference = newReference(new Date(row.created_at));
    while (taken.has(reference)) reference = newReference(new Date(row.created_at));
    taken.add(reference);
    const email = (JSON.parse(row.payload) as { email?: unknown }).email;
    await sql`update enquiry set reference = ${reference}, email = ${typeof email === 'string' ? email.trim().toLowerCase() : null} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('enquiry_reference').unique().on('enquiry').column('reference').execute();
  await db.schema.createIndex('enquiry_email').on('enquiry').column('email').execute();
  await db.schema.createIndex('enquiry_spam_created_at').on('enquiry').columns(['spam', 'created_at', 'id']).execute();

  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    // 'staff' (the notification to NOTIFY_TO) or 'ack' (the acknowledgement to the enquirer).
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    // held (spam, not sent until marked genuine) | pending | sent | failed
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', millis, (col) => col.notNull())
    // When pending: due time, or the end of the current worker's lease while it sends.
    .addColumn('next_attempt_at', millis, (col) => col.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('sent_at', millis)
    .addColumn('last_error', 'text')
    // The message as composed at commit (JSON); null once a sent message's body is pruned.
    .addColumn('content', 'text')
    .execute();
  await db.schema.createIndex('outbox_message_due').on('outbox_message').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_message_enquiry').on('outbox_message').column('enquiry_id').execute();

  await db.schema
    .createTable('erasure_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('erased_at', millis, (col) => col.notNull())
    // scrypt(address, salt): proves a given address was erased without storing it.
    .addColumn('subject_salt', 'text', (col) => col.notNull())
    .addColumn('subject_hash', 'text', (col) => col.notNull())
    .addColumn('enquiries', 'integer', (col) => col.notNull())
    .addColumn('resumes', 'integer', (col) => col.notNull())
    .addColumn('messages', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erasure_audit').execute();
  await db.schema.dropTable('outbox_message').execute();
  await db.schema.dropIndex('enquiry_spam_created_at').execute();
  await db.schema.dropIndex('enquiry_email').execute();
  await db.schema.dropIndex('enquiry_reference').execute();
  await db.schema.alterTable('enquiry').dropColumn('spam').execute();
  await db.schema.alterTable('enquiry').dropColumn('email').execute();
  await db.schema.alterTable('enquiry').dropColumn('reference').execute();
}
