import { sql, type Kysely } from 'kysely';
import type { StepContext } from './types';

/*
 * Steps that may be repeated: on PostgreSQL a migration of several steps commits each one on its own,
 * and a migrator killed between them starts the migration again from its first step.
 */

/** Lets the event loop answer requests (pages, /healthz) between batches: better-sqlite3 runs on it. */
export const yieldToEventLoop = () => new Promise<void>((done) => setImmediate(done));

export async function columnExists(db: Kysely<unknown>, context: StepContext, table: string, column: string): Promise<boolean> {
  const found = context.postgres
    ? await sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db)
    : await sql`select 1 from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return found.rows.length > 0;
}

/**
 * An index, once. On PostgreSQL outside a transaction it is built CONCURRENTLY: inserts go on while it
 * is built. A concurrent build that was interrupted leaves an INVALID index behind, which would never
 * be used nor rebuilt by IF NOT EXISTS: it is dropped and built again.
 */
export async function createIndex(db: Kysely<unknown>, context: StepContext, name: string, table: string, columns: string[]): Promise<void> {
  const list = sql.join(columns.map((column) => sql.id(column)));
  if (!context.postgres || context.inTransaction) {
    await sql`create index if not exists ${sql.id(name)} on ${sql.id(table)} (${list})`.execute(db);
    return;
  }
  const found = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace`.execute(db);
  if (found.rows[0]?.valid === true) return;
  if (found.rows.length > 0) await sql`drop index concurrently if exists ${sql.id(name)}`.execute(db);
  await sql`create index concurrently ${sql.id(name)} on ${sql.id(table)} (${list})`.execute(db);
}

/** Drops an index if it is there; on PostgreSQL outside a transaction without blocking writes. */
export async function dropIndex(db: Kysely<unknown>, context: StepContext, name: string): Promise<void> {
  const concurrently = context.postgres && !context.inTransaction ? sql`concurrently ` : sql``;
  await sql`drop index ${concurrently}if exists ${sql.id(name)}`.execute(db);
}
