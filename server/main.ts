import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, secretsIn, StartError, type Config, type DatabaseConfig } from './platform/config';
import { createDb, createMigrationDb, waitForDatabase, type Db } from './platform/db';
import { loggableError, redactCredentials, redactSecrets, rememberSecrets } from './platform/loggable-error';
import { migrate, migrationStatus, newerReleaseWarning, untilMigrationsSeen, type MigrationEvent } from './platform/migrator';
import type { WorkerMessage } from './platform/migrate-worker';
import { Lifecycle } from './platform/lifecycle';
import { SchemaState } from './platform/schema-state';
import { releaseVersion } from './platform/version';
import { startPermissionRefusal } from './platform/permission';

const LISTEN_ERRORS: Record<string, string> = {
  EADDRINUSE: 'the port is in use (another server, or this one still stopping)',
  EACCES: 'not allowed (ports below 1024 need privileges: listen on a high port behind the proxy)',
  EADDRNOTAVAIL: 'this machine has no such address',
  ENOTFOUND: 'the host name does not resolve',
};

/** Longest wait for in-flight requests on SIGTERM/SIGINT before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** With MIGRATE_ON_START=0: how often the server looks whether `npm run migrate` has run. */
const PENDING_POLL_MS = 2_000;

/** The SQLite database, once configured: named when it cannot be opened for want of permission. */
let sqlitePath: string | undefined;

async function main(): Promise<void> {
  rememberSecrets(secretsIn());
  const config = loadConfig();
  if (config.database.kind === 'sqlite') sqlitePath = config.database.path;
  const version = releaseVersion();
  let onPoolError = (error: Error) => console.error(loggableError(error));
  const db = createDb(config.database, (error) => onPoolError(error));
  const schema = new SchemaState(config.migrateOnStart ? 'migrating the database' : 'checking for pending migrations');
  const lifecycle = new Lifecycle();
  const app = await buildApp({ config, db, schema, lifecycle });
  onPoolError = (error) => app.log.error({ err: loggableError(error) }, 'database connection lost');
  for (const warning of config.warnings) app.log.warn(warning);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + Lifecycle.DRAIN_MS).unref();
    // First the health paths say so (a proxy polling them moves on), then the server stops accepting,
    // waits for in-flight requests, and closes the database (onClose hook).
    lifecycle.stop().then(() => app.close()).then(
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
  const url = await app.listen({ host: config.host, port: config.port }).catch((error: NodeJS.ErrnoException) => {
    throw new StartError(`cannot listen on ${config.host}:${config.port}: ${LISTEN_ERRORS[error.code ?? ''] ?? error.message} (HOST, PORT)`);
  });
  app.log.info({ version, url, api: `${url}/${config.apiPrefix}/`, staff: 'per-person API keys', database: config.database.kind, migrateOnStart: config.migrateOnStart }, `intake API ${version} listening`);

  // At boot PostgreSQL may come up after this server: the site answers meanwhile, the API says 503.
  if (config.database.kind === 'postgres') {
    schema.notReady('waiting for the database');
    await waitForDatabase(db, config.startupWaitMs, (error, delayMs) =>
      app.log.warn({ code: (error as NodeJS.ErrnoException).code, retryInMs: delayMs }, `PostgreSQL is not reachable yet (${redactCredentials(error.message)}); retrying for up to ${config.startupWaitMs / 1000} s (STARTUP_WAIT_SECONDS)`),
    ).catch((error: Error) => {
      throw new StartError(`DATABASE_URL: PostgreSQL did not answer (${redactCredentials(error.message)})`);
    });
  }

  if (config.migrateOnStart) {
    let current: string | undefined;
    try {
      const applied = await migrateInWorker(config.database, (event) => {
        if (event.type === 'start') {
          current = event.name;
          schema.notReady(`migrating the database: ${event.name}`);
        }
        logMigrationEvent(app.log, event);
      });
      await untilMigrationsSeen(db);
      app.log.info({ version, database: config.database.kind, applied }, 'database ready');
    } catch (error) {
      app.log.error(
        { err: loggableError(error as Error), migration: current },
        'migration failed: it is not recorded, and the next start applies it again from the state it left (see CHANGELOG.md; restore the backup taken before the upgrade if it fails again); the server stops',
      );
      process.exit(1);
    }
  } else {
    if (!(await waitForMigrations(db, config, schema, app.log, () => closing))) return;
    app.log.info({ version, database: config.database.kind }, 'database ready (migrated by npm run migrate)');
  }
  if (!closing) schema.markReady();
}

/**
 * Runs the migrator in a worker thread (server/platform/migrate-worker.ts), so that no migration statement
 * holds up the event loop; in process under tsx (development), where the worker's .js is not built.
 */
async function migrateInWorker(database: DatabaseConfig, onEvent: (event: MigrationEvent) => void): Promise<string[]> {
  const script = join(__dirname, 'platform', 'migrate-worker.js');
  if (!existsSync(script)) {
    const db = createMigrationDb(database);
    try {
      return await migrate(db, { onEvent });
    } finally {
      await db.destroy();
    }
  }
  const worker = new Worker(script, { workerData: database });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('event' in message) onEvent(message.event);
      else if ('applied' in message) resolve(message.applied);
      else reject(Object.assign(new Error(message.failed.message), { code: message.failed.code, stack: message.failed.stack }));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the migration thread ended (exit code ${code}) before it finished`)));
  });
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
 * is current the server says what it waits for, once, and looks again every few seconds. False when
 * the server began to close first.
 */
async function waitForMigrations(db: Db, config: Config, schema: SchemaState, log: FastifyBaseLogger, closing: () => boolean): Promise<boolean> {
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
      if (pending.length === 0) return true;
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
  return false;
}

main().catch((error: unknown) => {
  // Whole, with its properties (a code, a cause), but without credentials: node's URL parser keeps a
  // malformed DATABASE_URL or REDIS_URL, password included, as the error's `input`.
  if (error instanceof ConfigError) console.error(`Configuration error: ${redactSecrets(error.message)}`);
  else if (error instanceof StartError) console.error(`Cannot start: ${redactSecrets(error.message)}`);
  else if (startPermissionRefusal(error, sqlitePath)) console.error(`Cannot start: ${startPermissionRefusal(error, sqlitePath)}`);
  else console.error(redactCredentials(inspect(error)));
  process.exit(1);
});
