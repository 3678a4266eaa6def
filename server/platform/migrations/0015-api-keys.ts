import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Per-person API keys, replacing the shared ADMIN_TOKEN: each key belongs to one account (and goes with
 * it), has a scope and an expiry, and is stored as the SHA-256 of its secret only. A new table: the
 * release before never reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const millis = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema
    .createTable('staff_api_key')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('staff_account.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // 'read' (GET only) or 'write'.
    .addColumn('scope', 'text', (col) => col.notNull())
    // SHA-256 of the whole key: 256 random bits need no slow hash, and a lookup by it is one index probe.
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    // The first characters of the key, shown in lists so a person can tell their keys apart; not enough to use one.
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('created_at', millis, (col) => col.notNull())
    .addColumn('expires_at', millis, (col) => col.notNull())
    .addColumn('last_used_at', millis)
    // The network (/24 or /48) it was last used from, as the audit keeps it.
    .addColumn('last_used_network', 'text')
    .addColumn('revoked_at', millis)
    .execute();
  await db.schema.createIndex('staff_api_key_account').on('staff_api_key').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_api_key').execute();
}
