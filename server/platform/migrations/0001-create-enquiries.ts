import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * One row per enquiry: the validated payload as JSON text (text, not jsonb, so it reads back exactly
 * as it was sent, key order included), and the resume's bytes in a table of their own so that lists
 * and exports never load them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('enquiry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    // SQLite has no timestamp type: ISO 8601 text in UTC sorts in time order.
    .addColumn('created_at', postgres ? 'timestamptz' : 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiry_created_at').on('enquiry').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('enquiry_kind_created_at').on('enquiry').columns(['kind', 'created_at', 'id']).execute();
  await db.schema
    .createTable('enquiry_resume')
    .addColumn('enquiry_id', 'text', (col) => col.primaryKey().references('enquiry.id').onDelete('cascade'))
    .addColumn('content', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_resume').execute();
  await db.schema.dropTable('enquiry').execute();
}
