import { performance } from 'node:perf_hooks';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { MIGRATION_NAMES, migrations, type Migration } from './migrations';

/*
 * Our migrator (in place of Kysely's, which runs SQLite migrations without a transaction and refuses a
 * database that holds migrations it does not know). It keeps Kysely's bookkeeping table, so databases
 * migrated before carry on: one row per applied migration, written in the transaction of the
 * migration's last step (migrations/index.ts: the rules a migration follows).
 *
 * Two migrators at once (two instances starting, `npm run migrate` beside a starting server) take
 * turns. On PostgreSQL a session advisory lock is held for the whole run: a migration of several steps
 * spans several transactions, so a transaction's own lock would not do. On SQLite each migration's
 * transaction begins IMMEDIATE (LockWaitingSqliteDriver), which waits for the other writer, and checks
 * first that the migration is not recorded already. Either way the second finds the work done.
 */

export const MIGRATION_TABLE = 'kysely_migration';

/** pg_try_advisory_lock's key: the same in every release. Any bigint; this one reads "sarthi 27". */
const POSTGRES_LOCK_KEY = 5_341_828_027;
const LOCK_POLL_MS = 200;
/**
 * A transactional step on PostgreSQL waits this long at most for a table lock: while it waits in the
 * queue, every insert into that table waits behind it. It gives up, and tries again a second later.
 */
const POSTGRES_LOCK_TIMEOUT = '3s';
const LOCK_TRIES = 20;

export type MigrationEvent =
  /** Another migrator holds the lock: this one waits for it. */
  | { type: 'waiting' }
  | { type: 'start'; name: string; steps: number }
  | { type: 'step'; name: string; step: string; ms: number }
  | { type: 'retry'; name: string; step: string; attempt: number }
  | { type: 'applied'; name: string; ms: number }
  /** Migrations recorded in the database that this release does not know: a newer release ran them. */
  | { type: 'newer'; names: string[] };

export type MigrationStatus = {
  /** Known to this release and applied, in order. */
  applied: string[];
  /** Known to this release and not applied, in order. */
  pending: string[];
  /** Applied by a release this one does not know (newer), in the order they were applied. */
  unknown: string[];
};

export type MigrateOptions = {
  /** Stop after this migration (tests, rehearsals): `npm run migrate -- --to <name>`. */
  to?: string;
  onEvent?: (event: MigrationEvent) => void;
};

// The schema changes under the migrator: it reads and writes without a typed schema.
type AnyDb = Kysely<unknown>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function tableExists(db: AnyDb): Promise<boolean> {
  const found = isPostgres(db)
    ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${MIGRATION_TABLE}`.execute(db)
    : await sql`select 1 from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db);
  return found.rows.length > 0;
}

async function recordedNames(db: AnyDb): Promise<string[]> {
  if (!(await tableExists(db))) return [];
  const rows = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by timestamp, name`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** The warning for migrations a newer release applied (the server's log and `npm run migrate` say the same). */
export function newerReleaseWarning(names: string[]): string {
  return `a newer release migrated this database: ${names.join(', ')}; fine during a rolling deploy or a rollback when CHANGELOG.md says that release's changes are expand-only`;
}

/** What is applied, pending and unknown; reads only (a database without the table has everything pending). */
export async function migrationStatus<DB>(db: Kysely<DB>): Promise<MigrationStatus> {
  const recorded = await recordedNames(db as unknown as AnyDb);
  const done = new Set(recorded);
  return {
    applied: MIGRATION_NAMES.filter((name) => done.has(name)),
    pending: MIGRATION_NAMES.filter((name) => !done.has(name)),
    unknown: recorded.filter((name) => !(name in migrations)),
  };
}

/**
 * Waits until this connection reads every migration as applied. SQLite keeps each connection's schema
 * in memory: the server's own connection read the database before the migration thread changed it.
 * A statement on a table the old schema lacks fails at once with "no such table" when SQLite's check
 * of the schema cookie meets a busy moment (the migration thread closing its connection); seen under
 * load, every sweep started as the server became ready failed once. Reading sqlite_master first (as
 * migrationStatus does) goes the other way: the old schema knows that table, the statement's read
 * meets the new cookie, and SQLite reads the schema again (a busy read there is retried by the driver).
 * So the server is ready once its own connection sees every migration, tried again for up to `timeoutMs`.
 */
export async function untilMigrationsSeen<DB>(db: Kysely<DB>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let seen: string | undefined;
    try {
      const { pending } = await migrationStatus(db);
      if (pending.length === 0) return;
      seen = `${pending.length} migrations still pending`;
    } catch (error) {
      if (!/no such table/i.test((error as Error).message)) throw error;
      seen = 'an old schema';
    }
    if (Date.now() > deadline) throw new Error(`the server's own database connection still sees ${seen} after the migration`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Applies the pending migrations in order (up to `to`); returns the names it applied. */
export async function migrate<DB>(typed: Kysely<DB>, { to, onEvent = () => {} }: MigrateOptions = {}): Promise<string[]> {
  const db = typed as unknown as AnyDb;
  const last = to === undefined ? MIGRATION_NAMES.length - 1 : MIGRATION_NAMES.indexOf(to);
  if (last < 0) throw new Error(`no migration is named "${to}"; this release knows ${MIGRATION_NAMES.join(', ')}`);
  const postgres = isPostgres(db);
  // One connection throughout: the PostgreSQL lock belongs to it.
  return db.connection().execute(async (connection) => {
    if (postgres) await lockPostgres(connection, onEvent);
    try {
      await sql`create table if not exists ${sql.table(MIGRATION_TABLE)} (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(connection);
      const status = await migrationStatus(connection);
      if (status.unknown.length > 0) onEvent({ type: 'newer', names: status.unknown });
      const applied: string[] = [];
      for (const name of status.pending) {
        if (MIGRATION_NAMES.indexOf(name) > last) break;
        const run = postgres ? applyOnPostgres : applyOnSqlite;
        if (await run(connection, name, migrations[name]!, onEvent)) applied.push(name);
      }
      return applied;
    } finally {
      if (postgres) await unlockPostgres(connection);
    }
  });
}

async function record(db: AnyDb, name: string): Promise<void> {
  await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(db);
}

/** Every step and the row that records the migration in one transaction. False: another migrator had applied it. */
async function applyOnSqlite(db: AnyDb, name: string, migration: Migration, onEvent: (event: MigrationEvent) => void): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if ((await sql`select 1 from ${sql.table(MIGRATION_TABLE)} where name = ${name}`.execute(trx)).rows.length > 0) return false;
    const started = performance.now();
    onEvent({ type: 'start', name, steps: migration.steps.length });
    for (const step of migration.steps) {
      const stepStarted = performance.now();
      await step.run(trx, { postgres: false, inTransaction: true });
      onEvent({ type: 'step', name, step: step.name, ms: Math.round(performance.now() - stepStarted) });
    }
    await record(trx, name);
    onEvent({ type: 'applied', name, ms: Math.round(performance.now() - started) });
    return true;
  });
}

/**
 * Each step in a transaction of its own (with a bounded wait for locks, tried again when it is
 * reached), or outside any for `transaction: false`; the row that records the migration goes in the
 * last step's transaction, or in one of its own after a last step that has none.
 */
async function applyOnPostgres(db: AnyDb, name: string, migration: Migration, onEvent: (event: MigrationEvent) => void): Promise<boolean> {
  const started = performance.now();
  onEvent({ type: 'start', name, steps: migration.steps.length });
  for (const [index, step] of migration.steps.entries()) {
    const isLast = index === migration.steps.length - 1;
    const stepStarted = performance.now();
    if (step.transaction === false) {
      await step.run(db, { postgres: true, inTransaction: false });
      if (isLast) await db.transaction().execute((trx) => record(trx, name));
    } else {
      for (let attempt = 1; ; attempt++) {
        try {
          await db.transaction().execute(async (trx) => {
            await sql`set local lock_timeout = ${sql.lit(POSTGRES_LOCK_TIMEOUT)}`.execute(trx);
            await step.run(trx, { postgres: true, inTransaction: true });
            if (isLast) await record(trx, name);
          });
          break;
        } catch (error) {
          // lock_not_available: the table was busy; nothing of the step was kept.
          if ((error as { code?: unknown }).code !== '55P03' || attempt >= LOCK_TRIES) throw error;
          onEvent({ type: 'retry', name, step: step.name, attempt });
          await sleep(1_000);
        }
      }
    }
    onEvent({ type: 'step', name, step: step.name, ms: Math.round(performance.now() - stepStarted) });
  }
  onEvent({ type: 'applied', name, ms: Math.round(performance.now() - started) });
  return true;
}

/** Waits for the session lock without a long statement (the pool's statement time-out would cut one off). */
async function lockPostgres(db: AnyDb, onEvent: (event: MigrationEvent) => void): Promise<void> {
  for (let waiting = false; ; waiting = true) {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${POSTGRES_LOCK_KEY}) as locked`.execute(db);
    if (rows[0]?.locked) return;
    if (!waiting) onEvent({ type: 'waiting' });
    await sleep(LOCK_POLL_MS);
  }
}

async function unlockPostgres(db: AnyDb): Promise<void> {
  try {
    await sql`select pg_advisory_unlock(${POSTGRES_LOCK_KEY})`.execute(db);
  } catch {
    // The connection is gone, and its lock with it.
  }
}

/**
 * Reverts the applied migrations after `to`, newest first, each in one transaction (tests and
 * rehearsals only: a deploy never goes down). Returns the names reverted.
 */
export async function revertTo<DB>(typed: Kysely<DB>, to: string): Promise<string[]> {
  const db = typed as unknown as AnyDb;
  if (!MIGRATION_NAMES.includes(to)) throw new Error(`no migration is named "${to}"`);
  return db.connection().execute(async (connection) => {
    const status = await migrationStatus(connection);
    if (!status.applied.includes(to)) throw new Error(`${to} is not applied`);
    if (status.unknown.length > 0) throw new Error(`cannot revert: a newer release's migrations are applied (${status.unknown.join(', ')})`);
    const reverted: string[] = [];
    for (const name of status.applied.slice(status.applied.indexOf(to) + 1).reverse()) {
      const down = migrations[name]!.down;
      if (!down) throw new Error(`${name} cannot be reverted`);
      await connection.transaction().execute(async (trx) => {
        await down(trx);
        await sql`delete from ${sql.table(MIGRATION_TABLE)} where name = ${name}`.execute(trx);
      });
      reverted.push(name);
    }
    return reverted;
  });
}
