import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../platform/config';
import type { Db } from '../platform/db';
import { loggableError } from '../platform/loggable-error';
import { saveFolds } from '../visits/fold';
import { buildReport, type Period, type Report } from './reports';
import type { ReportAnswer, ReportJob } from './report-worker';

/*
 * Where the reports are worked out: in a worker thread (server/staff/report-worker.ts), one report at a
 * time, so that the heaviest report on the worst day of visit data holds up no other request (issue 37:
 * each view of the reports had blocked every request, enquiries included, for 2 to 3 s, and the first
 * after a full day of vitals for 5.7 s). Bounded: a few reports wait their turn, more are refused at once
 * (ReportsBusy), and a report that runs past REPORT_TIMEOUT_MS ends its thread (a new one starts for the
 * next). Under tsx (development), where the worker's .js is not built, reports run in process.
 */

/** Reports that may wait while one is worked out; one more is refused (503). */
export const MAX_WAITING_REPORTS = 4;
/** Longest time a report may take once started, before its thread is ended and the request answered 503. */
export const REPORT_TIMEOUT_MS = 60_000;

/** A report that could not be worked out now: too many waiting, or it took too long. */
export class ReportsBusy extends Error {}

export type ReportRequest = { period: Period; now: number; targetHours: number };
export type ReportRunner = { build: (request: ReportRequest) => Promise<Report>; close: () => Promise<void> };

type Pending = { job: ReportJob; resolve: (report: Report) => void; reject: (error: Error) => void };

export function reportRunner(db: Db, database: DatabaseConfig, log: FastifyBaseLogger): ReportRunner {
  const script = join(__dirname, 'report-worker.js');
  if (!existsSync(script)) return { build: (request) => buildReport(db, request), close: async () => {} };

  let worker: Worker | undefined;
  let running: (Pending & { timer: NodeJS.Timeout }) | undefined;
  const waiting: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const keep = (folds: Parameters<typeof saveFolds>[1]) =>
    saveFolds(db, folds).catch((error: unknown) => {
      // The report is right all the same; the next one folds those days again.
      log.warn({ err: loggableError(error as Error) }, 'reports: the folded days of vitals could not be written');
    });

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
    w.on('message', (answer: ReportAnswer) => {
      if (w !== worker || !running || answer.id !== running.job.id) return;
      const done = running;
      if ('failed' in answer) {
        done.reject(Object.assign(new Error(answer.failed.message), { code: answer.failed.code }));
        finish();
        return;
      }
      // Written before the answer goes out: the next report reads them folded.
      clearTimeout(done.timer);
      void (answer.folds.length ? keep(answer.folds) : Promise.resolve()).then(() => {
        done.resolve(answer.report);
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
    build: (request) =>
      new Promise<Report>((resolve, reject) => {
        if (closed) return reject(new ReportsBusy('the server is stopping'));
        if (waiting.length >= MAX_WAITING_REPORTS) return reject(new ReportsBusy(`${MAX_WAITING_REPORTS} reports are waiting already`));
        waiting.push({ job: { id: nextId++, ...request }, resolve, reject });
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
