import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../platform/config';
import type { Database, Db } from '../platform/db';
import SQLite from '../platform/sqlite';
import type { FoldedDay } from '../visits/fold';
import { runReportJob, type WorkerAnswer, type WorkerJob } from './report-runner';

/*
 * The reports, worked out in a thread of their own (server/staff/report-runner.ts): a report reads and
 * adds up to a day of visit data at its worst (1.7 million vitals_day rows), and better-sqlite3 runs
 * every statement on the thread that calls it. Here that holds up this thread only; the server's event
 * loop goes on answering enquiries. The thread has a connection of its own that only reads: the days it
 * folds go back to the server, which writes them (server/visits/fold.ts saveFolds); so do the page's
 * body and the CSV files, written here.
 */

/**
 * A read-only connection: on SQLite opened by SQLite alone (never created, nor opened with fs: the
 * server's own connection holds the file's locks, issue 37); waiting for a lock here holds up this
 * thread only. On PostgreSQL a small pool whose transactions are read-only, with the server's time-outs.
 */
function openReadOnly(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const statementTimeout = config.statementTimeoutMs ?? 15_000;
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 2,
      connectionTimeoutMillis: config.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 1_000,
      application_name: 'reports',
      // Read-only; and room to add up a day of vitals in memory: with the default 4 MB, grouping a worst
      // day's 1.7 million rows sorted on disk (7 s, against 1.9 s). One report at a time, two connections.
      options: '-c default_transaction_read_only=on -c work_mem=64MB',
    });
    pool.on('error', () => {
      // An idle client's lost connection: the next query fails and says why.
    });
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SQLite(config.path, { readonly: true, fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${config.lockTimeoutMs ?? 5_000}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

// Below the server's requests for the processor: on a busy machine an enquiry's few milliseconds of work
// come first. On Linux a thread's nice value is its own (setpriority on pid 0 is this thread alone); elsewhere
// it would be the whole process's, so it is left as it is.
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed (a sandbox): the report runs at the server's priority.
  }
}

const db = openReadOnly(workerData as DatabaseConfig);
const post = (answer: WorkerAnswer) => parentPort!.postMessage(answer);

parentPort!.on('message', (job: WorkerJob) => {
  const folds: FoldedDay[] = [];
  const keepFolds = async (days: FoldedDay[]) => {
    folds.push(...days);
  };
  runReportJob(db, job, keepFolds).then(
    (output) => post({ id: job.id, output, folds }),
    (error: unknown) => {
      const { message, code } = error as { message?: unknown; code?: unknown };
      post({ id: job.id, failed: { message: String(message ?? error), code: typeof code === 'string' ? code : undefined } });
    },
  );
});
