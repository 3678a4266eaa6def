import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseConfig } from './config';
import { createMigrationDb } from './db';
import { migrate, type MigrationEvent } from './migrator';

/*
 * The server's migration at start, in a thread of its own (server/main.ts): better-sqlite3 runs every
 * statement on the thread that calls it, and a migration's index build on a big table is one long
 * statement. Here it holds up this thread only, and the server's event loop goes on answering pages
 * and health checks.
 */

export type WorkerMessage = { event: MigrationEvent } | { applied: string[] } | { failed: { message: string; code?: string; stack?: string } };

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
const db = createMigrationDb(workerData as DatabaseConfig);
migrate(db, { onEvent: (event) => post({ event }) })
  .then(
    (applied) => post({ applied }),
    (error: unknown) => {
      const { message, code, stack } = error as { message?: unknown; code?: unknown; stack?: unknown };
      post({ failed: { message: String(message ?? error), code: typeof code === 'string' ? code : undefined, stack: typeof stack === 'string' ? stack : undefined } });
    },
  )
  .finally(() => db.destroy().catch(() => undefined));
