import { inspect } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, secretsIn, type Config } from './config';
import { createDb, createMigrationDb, type Db } from './db';
import { loggableError, redactCredentials, redactSecrets, rememberSecrets } from './loggable-error';
import { migrate, migrationStatus, newerReleaseWarning, type MigrationEvent } from './migrator';
import { SchemaState } from './schema-state';
import { releaseVersion } from './version';

/** Longest wait for in-flight requests on SIGTERM/SIGINT before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** With MIGRATE_ON_START=0: how often the server looks whether `npm run migrate` has run. */
const PENDING_POLL_MS = 2_000;

async function main(): Promise<void> {
  rememberSecrets(secretsIn());
  const config = loadConfig();
  const version = releaseVersion();
  let onPoolError = (error: Error) => console.error(loggableError(error));
  const db = createDb(config.database, (error) => onPoolError(error));
  const schema = new SchemaState(config.migrateOnStart ? 'migrating the database' : 'checking for pending migrations');
  const app = await buildApp({ config, db, schema });
  onPoolError = (error) => app.log.error({ err: loggableError(error) }, 'database connection lost');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // Stops accepting, waits for in-flight requests, then closes the database (onClose hook).
    app.close().then(
      () => app.log.info('closed'),
      (error: unknown) => {
        app.log.error({ err: loggableError(error as Error) }, 'shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  // Listening first: the site's pages and the health paths answer while the schema is brought up to
  // date; the API and the staff pages answer 503 until it is (app.ts).
  const url = await app.listen({ host: config.host, port: config.port });
  app.log.info({ version, url, api: `${url}/${config.apiPrefix}/`, staff: config.adminToken !== undefined, database: config.database.kind, migrateOnStart: config.migrateOnStart }, `intake API ${version} listening`);

  if (config.migrateOnStart) {
    let current: string | undefined;
    const migrationDb = createMigrationDb(config.database);
    try {
      const applied = await migrate(migrationDb, {
        onEvent: (event) => {
          if (event.type === 'start') {
            current = event.name;
            schema.notReady(`migrating the database: ${event.name}`);
          }
          logMigrationEvent(app.log, event);
        },
      });
      app.log.info({ version, database: config.database.kind, applied }, 'database ready');
    } catch (error) {
      app.log.error(
        { err: loggableError(error as Error), migration: current },
        'migration failed: it is not recorded, and the next start applies it again from the state it left (see CHANGELOG.md; restore the backup taken before the upgrade if it fails again); the server stops',
      );
      process.exit(1);
    } finally {
      await migrationDb.destroy().catch(() => undefined);
    }
  } else {
    await waitForMigrations(db, config, schema, app.log, () => closing);
    app.log.info({ version, database: config.database.kind }, 'database ready (migrated by npm run migrate)');
  }
  if (!closing) schema.markReady();
}

function logMigrationEvent(log: FastifyBaseLogger, event: MigrationEvent): void {
  switch (event.type) {
    case 'waiting':
      return log.info('migration: another migrator holds the lock; waiting for it to finish');
    case 'start':
      return log.info({ migration: event.name, steps: event.steps }, `migration: applying ${event.name}`);
    case 'step':
      return log.info({ migration: event.name, step: event.step, ms: event.ms }, 'migration: step done');
    case 'retry':
      return log.warn({ migration: event.name, step: event.step, attempt: event.attempt }, 'migration: a table was busy (lock wait over 3 s); trying the step again');
    case 'applied':
      return log.info({ migration: event.name, ms: event.ms }, `migration: applied ${event.name}`);
    case 'newer':
      return log.warn({ migrations: event.names }, newerReleaseWarning(event.names));
  }
}

/**
 * MIGRATE_ON_START=0: the schema is someone else's job (`npm run migrate`, once per deploy). Until it
 * is current the server says what it waits for, once, and looks again every few seconds.
 */
async function waitForMigrations(db: Db, config: Config, schema: SchemaState, log: FastifyBaseLogger, closing: () => boolean): Promise<void> {
  let said = '';
  let warnedNewer = false;
  while (!closing()) {
    let next: string;
    try {
      const { pending, unknown } = await migrationStatus(db);
      if (unknown.length > 0 && !warnedNewer) {
        warnedNewer = true;
        logMigrationEvent(log, { type: 'newer', names: unknown });
      }
      if (pending.length === 0) return;
      schema.notReady(`waiting for npm run migrate: ${pending.length} migration${pending.length === 1 ? '' : 's'} pending`);
      next = `pending ${pending.join(',')}`;
      if (next !== said) log.warn({ pending }, 'MIGRATE_ON_START=0 and the database needs migrations this release ships: run `npm run migrate`; until then the API and the staff pages answer 503');
    } catch (error) {
      next = 'failed';
      if (next !== said) log.error({ err: loggableError(error as Error), database: config.database.kind }, 'cannot read which migrations are applied; trying again every few seconds');
    }
    said = next;
    await new Promise((done) => setTimeout(done, PENDING_POLL_MS));
  }
}

main().catch((error: unknown) => {
  // Whole, with its properties (a code, a cause), but without credentials: node's URL parser keeps a
  // malformed DATABASE_URL or REDIS_URL, password included, as the error's `input`.
  console.error(error instanceof ConfigError ? `Configuration error: ${redactSecrets(error.message)}` : redactCredentials(inspect(error)));
  process.exit(1);
});
