import { inspect } from 'node:util';
import { buildApp } from './app';
import { ConfigError, loadConfig, secretsIn } from './config';
import { createDb, migrateToLatest } from './db';
import { loggableError, redactCredentials, redactSecrets, rememberSecrets } from './loggable-error';

/** Longest wait for in-flight requests on SIGTERM/SIGINT before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  rememberSecrets(secretsIn());
  const config = loadConfig();
  let onPoolError = (error: Error) => console.error(loggableError(error));
  const db = createDb(config.database, (error) => onPoolError(error));
  const app = await buildApp({ config, db });
  onPoolError = (error) => app.log.error({ err: loggableError(error) }, 'database connection lost');
  const applied = await migrateToLatest(db);
  app.log.info({ database: config.database.kind, applied }, 'database ready');

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

  const url = await app.listen({ host: config.host, port: config.port });
  app.log.info({ url, api: `${url}/${config.apiPrefix}/`, staff: config.adminToken !== undefined }, 'intake API ready');
}

main().catch((error: unknown) => {
  // Whole, with its properties (a code, a cause), but without credentials: node's URL parser keeps a
  // malformed DATABASE_URL or REDIS_URL, password included, as the error's `input`.
  console.error(error instanceof ConfigError ? `Configuration error: ${redactSecrets(error.message)}` : redactCredentials(inspect(error)));
  process.exit(1);
});
