import { inspect } from 'node:util';
import { buildApp } from './app';
import { ConfigError, loadConfig, secretsIn } from './config';
import { createDb, migrateToLatest, waitForDatabase } from './db';
import { loggableError, redactCredentials, redactSecrets, rememberSecrets } from './loggable-error';

/** A start that cannot go on, said in one line without a stack trace. */
class StartError extends Error {}

const LISTEN_ERRORS: Record<string, string> = {
  EADDRINUSE: 'the port is in use (another server, or this one still stopping)',
  EACCES: 'not allowed (ports below 1024 need privileges: listen on a high port behind the proxy)',
  EADDRNOTAVAIL: 'this machine has no such address',
  ENOTFOUND: 'the host name does not resolve',
};

/** Longest wait for in-flight requests on SIGTERM/SIGINT before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  rememberSecrets(secretsIn());
  const config = loadConfig();
  let onPoolError = (error: Error) => console.error(loggableError(error));
  const db = createDb(config.database, (error) => onPoolError(error));
  const app = await buildApp({ config, db });
  onPoolError = (error) => app.log.error({ err: loggableError(error) }, 'database connection lost');
  for (const warning of config.warnings) app.log.warn(warning);
  if (config.database.kind === 'postgres') {
    await waitForDatabase(db, config.startupWaitMs, (error, delayMs) =>
      app.log.warn({ code: (error as NodeJS.ErrnoException).code, retryInMs: delayMs }, `PostgreSQL is not reachable yet (${redactCredentials(error.message)}); retrying for up to ${config.startupWaitMs / 1000} s (STARTUP_WAIT_SECONDS)`),
    ).catch((error: Error) => {
      throw new StartError(`DATABASE_URL: PostgreSQL did not answer (${redactCredentials(error.message)})`);
    });
  }
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

  const url = await app.listen({ host: config.host, port: config.port }).catch((error: NodeJS.ErrnoException) => {
    throw new StartError(`cannot listen on ${config.host}:${config.port}: ${LISTEN_ERRORS[error.code ?? ''] ?? error.message} (HOST, PORT)`);
  });
  app.log.info({ url, api: `${url}/${config.apiPrefix}/`, staff: config.adminToken !== undefined }, 'intake API ready');
}

main().catch((error: unknown) => {
  // Whole, with its properties (a code, a cause), but without credentials: node's URL parser keeps a
  // malformed DATABASE_URL or REDIS_URL, password included, as the error's `input`.
  if (error instanceof ConfigError) console.error(`Configuration error: ${redactSecrets(error.message)}`);
  else if (error instanceof StartError) console.error(`Cannot start: ${redactSecrets(error.message)}`);
  else console.error(redactCredentials(inspect(error)));
  process.exit(1);
});
