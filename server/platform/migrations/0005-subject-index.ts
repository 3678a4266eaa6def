import type { Kysely } from 'kysely';

/**
 * Access requests page through one address's enquiries in time order (keyset on created_at, id). With
 * the address alone in the index, every page read and sorted all of that address's rows, which on
 * SQLite runs on the event loop; with the order in the index a page reads only its own rows. The new
 * index serves lookups by address alone too, so it replaces the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('enquiry_email_created_at').on('enquiry').columns(['email', 'created_at', 'id']).execute();
  await db.schema.dropIndex('enquiry_email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('enquiry_email').on('enquiry').column('email').execute();
  await db.schema.dropIndex('enquiry_email_created_at').execute();
}
