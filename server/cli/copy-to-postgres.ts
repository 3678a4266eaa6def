import { existsSync } from 'node:fs';
import SQLite from '../platform/sqlite';
import pg from 'pg';
import { secretsIn, type Config } from '../platform/config';
import { createDb, migrateToLatest, pendingMigrations } from '../platform/db';
import { rememberSecrets } from '../platform/loggable-error';
import { becomeDataOwner, fail, runCommand } from './command';

/*
 * npm run copy-to-postgres -- --to <postgres URL>: copies the SQLite database the configuration names
 * (SQLITE_PATH) into an empty PostgreSQL database, table by table in one transaction, after migrating
 * that database to the same schema; then compares every table's row count. The SQLite file is only read.
 * Stop the server first: what arrives during the copy would stay behind (docs/operations.md).
 */

const USAGE = 'Usage: npm run copy-to-postgres -- --to postgres://user:password@host:5432/database [--env-file <path>]';

/** Rows per INSERT: resumes are up to 2 MB each, so their table goes a few at a time. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables that are not the server's data: SQLite's own, the migrator's bookkeeping (the target has its
 * own), and Litestream's (_litestream_seq, _litestream_lock), which it adds to a database it replicates.
 */
const NOT_OURS = ['sqlite_', 'kysely_', '_litestream_'];

/** Tables in an order that inserts every row after the rows it refers to. */
function tablesInOrder(sqlite: SQLite.Database): string[] {
  const all = (sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as Array<{ name: string }>).map((t) => t.name);
  const tables = all.filter((name) => !NOT_OURS.some((prefix) => name.startsWith(prefix)));
  const needs = new Map(tables.map((table) => [table, (sqlite.pragma(`foreign_key_list(${quote(table)})`) as Array<{ table: string }>).map((fk) => fk.table).filter((t) => t !== table)]));
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    for (const needed of needs.get(table) ?? []) visit(needed, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function main(argv: string[], config: Config): Promise<void> {
  const toIndex = argv.findIndex((arg) => arg === '--to' || arg.startsWith('--to='));
  const target = toIndex < 0 ? undefined : argv[toIndex]!.startsWith('--to=') ? argv[toIndex]!.slice(5) : argv[toIndex + 1];
  if (!target || !/^postgres(ql)?:\/\//.test(target)) fail(`copy-to-postgres: --to <postgres URL> is required\n${USAGE}`, 2);
  rememberSecrets(secretsIn({ DATABASE_URL: target }));
  if (config.database.kind !== 'sqlite') fail('copy-to-postgres: the configuration already uses PostgreSQL (DATABASE_URL); this copies from SQLite (SQLITE_PATH)');
  const sourcePath = config.database.path;
  if (!existsSync(sourcePath)) fail(`copy-to-postgres: there is no database at ${sourcePath}`);
  becomeDataOwner(config);

  // The source must be at this release's schema, so both sides have the same tables and columns.
  const sourceDb = createDb(config.database);
  const pending = await pendingMigrations(sourceDb).finally(() => sourceDb.destroy());
  if (pending.length > 0) fail(`copy-to-postgres: ${sourcePath} is not up to date (${pending.join(', ')} pending): run npm run migrate first`);

  const targetDb = createDb({ kind: 'postgres', url: target });
  try {
    const applied = await migrateToLatest(targetDb);
    console.log(`PostgreSQL migrated to this release's schema (${applied.length} migration${applied.length === 1 ? '' : 's'} applied).`);
  } finally {
    await targetDb.destroy();
  }

  const sqlite = new SQLite(sourcePath, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const started = Date.now();
  try {
    // One read transaction: every table from the same moment of the SQLite file.
    sqlite.prepare('begin').run();
    const tables = tablesInOrder(sqlite);
    // Data of a server that already ran there would be mixed with this copy's; a fresh database holds
    // only what migrations seed (mail_alert's rows), which the copy replaces with the source's.
    for (const table of ['enquiry', 'staff_account', 'outbox_message']) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`);
      if (Number(rows[0]?.n) > 0) fail(`copy-to-postgres: the PostgreSQL table ${table} already holds rows: copy into an empty database only`);
    }
    await client.query('begin');
    for (const table of [...tables].reverse()) await client.query(`delete from ${quote(table)}`);
    const counts: Array<[string, number]> = [];
    for (const table of tables) {
      const columns = (sqlite.pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map((c) => c.name);
      let copied = 0;
      let batch: unknown[][] = [];
      let bytes = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const placeholders = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(`insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${placeholders}`, batch.flat());
        copied += batch.length;
        batch = [];
        bytes = 0;
      };
      for (const row of sqlite.prepare(`select * from ${quote(table)}`).raw().iterate() as IterableIterator<unknown[]>) {
        batch.push(row);
        bytes += row.reduce<number>((sum, value) => sum + (Buffer.isBuffer(value) ? value.length : typeof value === 'string' ? value.length : 8), 0);
        if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      }
      await flush();
      counts.push([table, copied]);
    }
    for (const [table, copied] of counts) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`);
      if (Number(rows[0]?.n) !== copied) throw new Error(`${table}: ${copied} rows copied but ${rows[0]?.n} found; nothing was kept`);
    }
    await client.query('commit');
    sqlite.prepare('commit').run();
    console.log(`Copied ${sourcePath} to PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    for (const [table, copied] of counts) console.log(`  ${table}: ${copied}`);
    console.log('Next: set DATABASE_URL in the environment file (and remove SQLITE_PATH), start the server, and keep the SQLite file until you are satisfied.');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    sqlite.close();
  }
}

runCommand('copy-to-postgres', main);
