import type { Kysely } from 'kysely';

/**
 * The `Idempotency-Key` a client sent with an enquiry, and a hash of what it sent: a resend with the
 * same key finds the first enquiry instead of storing a second. Unique across kinds (the hash covers
 * the kind); enquiries sent without a key leave both columns null, which a unique index allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiry').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('enquiry').addColumn('request_hash', 'text').execute();
  await db.schema.createIndex('enquiry_idempotency_key').unique().on('enquiry').column('idempotency_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiry_idempotency_key').execute();
  await db.schema.alterTable('enquiry').dropColumn('request_hash').execute();
  await db.schema.alterTable('enquiry').dropColumn('idempotency_key').execute();
}
