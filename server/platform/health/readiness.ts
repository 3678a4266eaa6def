import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { DiskWatch } from '../disk';
import { readinessWarnings, type MailAlarm } from '../../mail/alarm';
import type { WorkerLiveness } from '../../mail/outbox';
import type { Lifecycle } from '../lifecycle';
import type { SchemaStatus } from '../schema-state';
import { SqliteHold } from '../sqlite-held';

/*
 * What GET /readyz answers: whether this instance can take an enquiry now. Everything but the database
 * probe is read from memory (the disk watch, the worker's heartbeat, the schema state, the mail alarm),
 * so a load balancer may poll every second or two; the probe is shared by concurrent requests and its
 * answer kept for a second.
 */


/** Longest wait for the database's answer to a trivial query. */
export const PROBE_TIMEOUT_MS = 2_000;
/** A probe's answer serves the requests of this long after it. */
const PROBE_CACHE_MS = 1_000;

type ProbeResult = { ok: true } | { ok: false; reason: string };

/** A short description of a database failure, without its text (which may name hosts or users): the code. */
function failure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? `database: does not answer (${code})` : 'database: does not answer';
}

/**
 * `select 1` with a time-out. On SQLite it also checks that the file at SQLITE_PATH is still the one
 * the server opened: one removed or replaced under a running server (a restore done by hand, a deleted
 * folder) goes on answering queries through the open handle, while everything written is lost with it.
 * On Linux, also that its -wal and -shm are still the ones on disk and that it still holds its lock
 * (./sqlite-held.ts).
 */
export class DatabaseProbe {
  private last: { at: number; result: ProbeResult } | undefined;
  private running: { since: number; done: Promise<ProbeResult> } | undefined;
  private readonly file: { path: string; dev: number; ino: number } | undefined;
  private readonly hold: SqliteHold | undefined;

  constructor(
    private readonly db: Db,
    sqlitePath: string | undefined,
  ) {
    if (sqlitePath) {
      const { dev, ino } = statSync(sqlitePath);
      this.file = { path: sqlitePath, dev, ino };
      this.hold = SqliteHold.supported() ? new SqliteHold(sqlitePath) : undefined;
    }
  }

  async check(now = Date.now()): Promise<ProbeResult> {
    if (this.last && now - this.last.at < PROBE_CACHE_MS) return this.last.result;
    // Never two at a time: while one is under way, others wait for it (or for its time-out).
    if (!this.running) {
      const done = this.probe().then((result) => {
        this.last = { at: Date.now(), result };
        this.running = undefined;
        return result;
      });
      this.running = { since: now, done };
    }
    const left = PROBE_TIMEOUT_MS - (now - this.running.since);
    const timedOut: ProbeResult = { ok: false, reason: `database: no answer within ${PROBE_TIMEOUT_MS / 1000} s` };
    if (left <= 0) return timedOut;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<ProbeResult>((done) => (timer = setTimeout(() => done(timedOut), left)));
    try {
      return await Promise.race([this.running.done, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async probe(): Promise<ProbeResult> {
    try {
      if (this.file) {
        const now = await stat(this.file.path).catch(() => undefined);
        if (!now) return { ok: false, reason: 'database: the SQLite file is gone from SQLITE_PATH (moved or deleted while the server runs)' };
        if (now.dev !== this.file.dev || now.ino !== this.file.ino) return { ok: false, reason: 'database: the SQLite file at SQLITE_PATH was replaced while the server runs; restart it' };
      }
      await sql`select 1`.execute(this.db);
      // After the query: the connection has its files open and its lock taken by then.
      const lost = await this.hold?.problem();
      return lost ? { ok: false, reason: lost } : { ok: true };
    } catch (error) {
      return { ok: false, reason: failure(error) };
    }
  }
}

export type ReadinessSources = {
  probe: DatabaseProbe;
  schema: SchemaStatus | undefined;
  disk: DiskWatch;
  worker: () => WorkerLiveness;
  mailAlarm: MailAlarm;
  /** Absent: never stopping (tests that build an app without main.ts). */
  lifecycle?: Lifecycle;
};

export type Readiness = { ready: boolean; reasons: string[]; warnings: string[] };

/** Short reasons, none naming a path, a host, an address or an enquiry: /readyz is reachable by anyone. */
export async function readiness({ probe, schema, disk, worker, mailAlarm, lifecycle }: ReadinessSources): Promise<Readiness> {
  const reasons: string[] = [];
  if (lifecycle?.stopping) reasons.push('stopping: this instance is shutting down');
  const database = await probe.check();
  if (!database.ok) reasons.push(database.reason);
  if (schema && !schema.ready()) reasons.push(`schema: ${schema.reason() ?? 'migrations pending'}`);
  const shortage = disk.shortage();
  if (shortage) reasons.push(`disk: the ${shortage.role} folder has less free space than MIN_FREE_MB`);
  const liveness = worker();
  if (!liveness.alive) reasons.push(`outbox worker: ${liveness.why}`);
  // A mail problem is a warning, never a reason: taking every instance out of the proxy because the
  // relay fails would stop enquiries being stored at all, and stored enquiries are what staff answer
  // from the inbox meanwhile (its banner says so).
  const alarm = mailAlarm.current();
  return { ready: reasons.length === 0, reasons, warnings: alarm ? readinessWarnings(alarm) : [] };
}
