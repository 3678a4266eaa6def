import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { stringify } from 'csv-stringify/sync';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../platform/config';
import type { Db } from '../platform/db';
import { loggableError } from '../platform/loggable-error';
import { saveFolds, type FoldedDay } from '../visits/fold';
import { safeCell } from './csv';
import { buildReport, type Period } from './reports';
import { reportsBody, reportTables, type TableName } from './reports-pages';

/*
 * Where the reports are worked out: in a worker thread (server/staff/report-worker.ts), one report at a
 * time, so that the heaviest report on the worst day of visit data holds up no other request (issue 37:
 * each view of the reports had blocked every request, enquiries included, for 2 to 3 s, and the first
 * after a full day of vitals for 5.7 s). The thread reads (a connection of its own that only reads),
 * adds up and writes the page's body or the CSV; the server adds the page's frame (who is signed in)
 * and writes the days it folded, a slice at a time. Bounded: a few reports wait their turn, more are
 * refused at once (ReportsBusy), and a report that runs past REPORT_TIMEOUT_MS ends its thread (a new
 * one starts for the next). Under tsx (development), where the worker's .js is not built, in process.
 */

/** Reports that may wait while one is worked out; one more is refused (503). */
export const MAX_WAITING_REPORTS = 4;
/** Longest time a report may take once started, before its thread is ended and the request answered 503. */
export const REPORT_TIMEOUT_MS = 60_000;

/** A report that could not be worked out now: too many waiting, or it took too long. */
export class ReportsBusy extends Error {}

/** What is asked: the period's page body (with what readPeriod said of the dates), or one table as CSV. */
export type ReportJob = { period: Period; now: number; targetHours: number } & ({ output: 'page'; today: string; problem?: string } | { output: 'csv'; table: TableName });
/** The page's body (HTML) or the CSV file, with the number of rows a CSV has. */
export type ReportOutput = { body: string; rows: number };

/** Messages between the server and the thread. */
export type WorkerJob = ReportJob & { id: number };
export type WorkerAnswer = { id: number; output: ReportOutput; folds: FoldedDay[] } | { id: number; failed: { message: string; code?: string } };

/** Works a job out on `db`: the report, then its page body or CSV. The days folded go to `keepFolds`. */
export async function runReportJob(db: Db, job: ReportJob, keepFolds?: (folds: FoldedDay[]) => Promise<void>): Promise<ReportOutput> {
  const report = await buildReport(db, { period: job.period, now: job.now, targetHours: job.targetHours, keepFolds });
  if (job.output === 'page') return { body: reportsBody({ report, today: job.today, problem: job.problem }).html, rows: 0 };
  const { columns, rows } = reportTables(report)[job.table];
  return { body: stringify([columns.map(safeCell), ...rows.map((row) => row.map((cell) => safeCell(cell.text)))], { bom: true }), rows: rows.length };
}

export type ReportRunner = { run: (job: ReportJob) => Promise<ReportOutput>; close: () => Promise<void> };

type Pending = { job: WorkerJob; resolve: (output: ReportOutput) => void; reject: (error: Error) => void };

export function reportRunner(db: Db, database: DatabaseConfig, log: FastifyBaseLogger): ReportRunner {
  const keep = (folds: FoldedDay[]) =>
    saveFolds(db, folds).catch((error: unknown) => {
      // The report is right all the same; the next one folds those days again.
      log.warn({ err: loggableError(error as Error) }, 'reports: the folded days of vitals could not be written');
    });
  const script = join(__dirname, 'report-worker.js');
  if (!existsSync(script)) return { run: (job) => runReportJob(db, job, keep), close: async () => {} };

  let worker: Worker | undefined;
  let running: (Pending & { timer: NodeJS.Timeout }) | undefined;
  const waiting: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (error?: Error) => {
    const done = running;
    running = undefined;
    if (done) {
      clearTimeout(done.timer);
      if (error) done.reject(error);
    }
    if (error) {
      // The thread failed or was ended: the next report gets a new one.
      const ended = worker;
      worker = undefined;
      void ended?.terminate();
    }
    startNext();
  };

  const spawn = (): Worker => {
    const w = new Worker(script, { workerData: database });
    w.unref();
    w.on('message', (answer: WorkerAnswer) => {
      if (w !== worker || !running || answer.id !== running.job.id) return;
      const done = running;
      clearTimeout(done.timer);
      if ('failed' in answer) {
        done.reject(Object.assign(new Error(answer.failed.message), { code: answer.failed.code }));
        finish();
        return;
      }
      // Written before the answer goes out: the next report reads them folded.
      void (answer.folds.length ? keep(answer.folds) : Promise.resolve()).then(() => {
        done.resolve(answer.output);
        if (running === done) finish();
      });
    });
    w.on('error', (error) => {
      if (w === worker) finish(error);
    });
    w.on('exit', (code) => {
      if (w === worker) finish(new Error(`the reports' thread ended (exit code ${code})`));
    });
    return w;
  };

  function startNext(): void {
    if (running || closed) return;
    const next = waiting.shift();
    if (!next) return;
    worker ??= spawn();
    const timer = setTimeout(() => {
      log.warn({ period: next.job.period, ms: REPORT_TIMEOUT_MS }, 'reports: a report took too long; its thread is ended');
      finish(new ReportsBusy(`the report took longer than ${REPORT_TIMEOUT_MS / 1000} s`));
    }, REPORT_TIMEOUT_MS);
    running = { ...next, timer };
    worker.postMessage(next.job);
  }

  return {
    run: (job) =>
      new Promise<ReportOutput>((resolve, reject) => {
        if (closed) return reject(new ReportsBusy('the server is stopping'));
        if (waiting.length >= MAX_WAITING_REPORTS) return reject(new ReportsBusy(`${MAX_WAITING_REPORTS} reports are waiting already`));
        waiting.push({ job: { ...job, id: nextId++ }, resolve, reject });
        startNext();
      }),
    close: async () => {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(new ReportsBusy('the server is stopping'));
      const ended = worker;
      worker = undefined;
      if (running) {
        clearTimeout(running.timer);
        running.reject(new ReportsBusy('the server is stopping'));
        running = undefined;
      }
      await ended?.terminate();
    },
  };
}
