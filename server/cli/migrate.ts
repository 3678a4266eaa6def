import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Config, DatabaseConfig } from '../platform/config';
import { createMigrationDb } from '../platform/db';
import { redactCredentials, redactSecrets } from '../platform/loggable-error';
import { MIGRATION_NAMES } from '../platform/migrations';
import { migrate, migrationStatus, newerReleaseWarning, type MigrationEvent } from '../platform/migrator';
import { becomeDataOwner, runCommand } from './command';

/*
 * npm run migrate              applies the pending migrations, each printed with its duration
 * npm run migrate -- --status  lists applied, pending and unknown (newer) migrations; exit 3 when some are pending
 * npm run migrate -- --to <name>   applies pending migrations up to that one only (rehearsals, tests)
 *
 * On the database the server uses, read from its environment file (server/cli/command.ts). Safe beside
 * running servers and other migrators: they take turns (server/platform/migrator.ts). Exit codes: 0 done or
 * current, 1 failed (nothing of the failed migration is recorded), 2 usage, 3 (--status) pending.
 */

const USAGE = `Usage:
  npm run migrate                 apply pending migrations
  npm run migrate -- --status     list applied, pending and unknown migrations (exit 3 when some are pending)
  npm run migrate -- --to <name>  apply pending migrations up to <name> only`;

const EXIT = { failed: 1, usage: 2, pending: 3 } as const;

function describe(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `SQLite ${database.path}`;
  const url = new URL(database.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

async function status(database: DatabaseConfig): Promise<number> {
  // Looking creates nothing: a database file that is not there has every migration pending.
  if (database.kind === 'sqlite' && !existsSync(database.path)) {
    console.log(`${describe(database)}: no such file yet; ${MIGRATION_NAMES.length} pending`);
    for (const name of MIGRATION_NAMES) console.log(`pending  ${name}`);
    return EXIT.pending;
  }
  const db = createMigrationDb(database);
  try {
    const { applied, pending, unknown } = await migrationStatus(db);
    console.log(`${describe(database)}: ${applied.length} applied, ${pending.length} pending${unknown.length > 0 ? `, ${unknown.length} unknown` : ''}`);
    for (const name of applied) console.log(`applied  ${name}`);
    for (const name of pending) console.log(`pending  ${name}`);
    for (const name of unknown) console.log(`unknown  ${name}  (applied by a newer release)`);
    if (unknown.length > 0) console.error(`warning: ${newerReleaseWarning(unknown)}`);
    return pending.length > 0 ? EXIT.pending : 0;
  } finally {
    await db.destroy();
  }
}

async function apply(database: DatabaseConfig, to: string | undefined): Promise<number> {
  console.log(`${describe(database)}: migrating${to ? ` up to ${to}` : ''}`);
  const started = performance.now();
  const db = createMigrationDb(database);
  let current: string | undefined;
  const onEvent = (event: MigrationEvent) => {
    if (event.type === 'waiting') console.log('another migrator (a starting server, or npm run migrate) holds the lock: waiting for it');
    else if (event.type === 'start') {
      current = event.name;
      console.log(`applying ${event.name}${event.steps > 1 ? ` (${event.steps} steps)` : ''}`);
    } else if (event.type === 'step') console.log(`  ${event.step}: ${event.ms} ms`);
    else if (event.type === 'retry') console.log(`  ${event.step}: a table was busy; trying again (attempt ${event.attempt + 1})`);
    else if (event.type === 'applied') console.log(`applied ${event.name} in ${event.ms} ms`);
    else console.error(`warning: ${newerReleaseWarning(event.names)}`);
  };
  try {
    const applied = await migrate(db, { to, onEvent });
    const ms = Math.round(performance.now() - started);
    console.log(applied.length === 0 ? 'nothing to apply: the database is current' : `done: ${applied.length} applied in ${ms} ms`);
    return 0;
  } catch (error) {
    const message = redactCredentials(redactSecrets((error as Error).message ?? String(error)));
    console.error(`migration failed${current ? ` in ${current}` : ''}: ${message}`);
    console.error('Nothing of that migration is recorded: the next `npm run migrate` (or start) applies it again.');
    return EXIT.failed;
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

async function main(argv: string[], config: Config): Promise<number> {
  let values: { status?: boolean; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { status: { type: 'boolean' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.status && values.to !== undefined) {
    console.error(`--status and --to do not go together\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.to !== undefined && !MIGRATION_NAMES.includes(values.to)) {
    console.error(`--to: no migration is named "${values.to}"; this release knows ${MIGRATION_NAMES.join(', ')}`);
    return EXIT.usage;
  }
  // Run as root, SQLite's -wal and -shm would otherwise become root's, and the server could not open them.
  becomeDataOwner(config);
  return values.status ? status(config.database) : apply(config.database, values.to);
}

runCommand('migrate', main);
