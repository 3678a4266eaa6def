import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../platform/config';
import type { Database, Db } from '../platform/db';
import SQLite from '../platform/sqlite';
import type { FoldedDay } from '../visits/fold';
import { buildReport, type Period, type Report } from './reports';

/*
 * The reports, worked out in a thread of their own (server/staff/report-runner.ts): a report reads and
 * adds up to a day of visit data at its worst (1.7 million vitals_day rows), and better-sqlite3 runs
 * every statement on the thread that calls it. Here that holds up this thread only; the server's event
 * loop goes on answering enquiries. The thread has a connection of its own that only reads: the days it
 * folds go back to the server, which writes them (server/visits/fold.ts saveFolds).
 */

export type ReportJob = { id: number; period: Period; now: number; targetHours: number };
export type ReportAnswer = { id: number; report: Report; folds: FoldedDay[] } | { id: number; failed: { message: string; code?: string } };

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
      options: '-c default_transaction_read_only=on',
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

const db = openReadOnly(workerData as DatabaseConfig);
const post = (answer: ReportAnswer) => parentPort!.postMessage(answer);

parentPort!.on('message', (job: ReportJob) => {
  const folds: FoldedDay[] = [];
  buildReport(db, {
    period: job.period,
    now: job.now,
    targetHours: job.targetHours,
    keepFolds: async (days) => {
      folds.push(...days);
    },
  }).then(
    (report) => post({ id: job.id, report, folds }),
    (error: unknown) => {
      const { message, code } = error as { message?: unknown; code?: unknown };
      post({ id: job.id, failed: { message: String(message ?? error), code: typeof code === 'string' ? code : undefined } });
    },
  );
});
