import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The daily caps on stored resume bytes (server/intake/store.ts): one row per day in India and client
 * address, and one for the day's total, counted in the enquiry's own transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('resume_usage')
    .addColumn('day', 'text', (col) => col.notNull())
    // A hash of the client address, or '*' for the day's total.
    .addColumn('client', 'text', (col) => col.notNull())
    // 2 GB a day does not fit PostgreSQL's integer.
    .addColumn('bytes', postgres ? 'bigint' : 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('resume_usage_pkey', ['day', 'client'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_usage').execute();
}
