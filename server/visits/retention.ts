import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../platform/db';
import { addDays, dayInIndia } from '../platform/india-dates';
import { loggableError } from '../platform/loggable-error';
import { DAY_MS, repeatEvery } from '../platform/repeat';

/*
 * Page counts, vitals and their folds are kept VISITS_RETENTION_DAYS (default 400: this month can be
 * compared with the same month a year before), then deleted: once at start and once a day on every
 * instance (beside the enquiries' sweep; deleting what another already deleted costs nothing), and by
 * `npm run retention -- --apply`. The privacy policy (content/legal.ts, "6. Retention") states the default.
 *
 * A day is kept when it is among the last VISITS_RETENTION_DAYS days in India, today included. Every
 * table's primary key begins with the day, so what is due is a range of it: deleted a batch at a time
 * (SQLite runs each statement on the event loop; a day of 1.7 million vitals rows written before the
 * budget of issue 37 would otherwise hold it for seconds), with the event loop free between batches.
 */

/** Rows one statement deletes at most: SQLite's secure_delete zeroes each freed page, so a batch is small there. */
const BATCH = { sqlite: 2_000, postgres: 20_000 };

/** The tables swept, in this order: the folds (vitals_page_day and its marks) last, so a sweep cut short leaves no mark without its day's rows gone. */
export const VISIT_TABLES = ['page_view_day', 'vitals_target_day', 'vitals_day', 'vitals_page_day', 'vitals_folded_day'] as const;
export type VisitTable = (typeof VISIT_TABLES)[number];
export type VisitRows = Record<VisitTable, number>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The first day kept at `now`: days before it are due. */
export function firstKeptDay(now: number, retentionDays: number): string {
  return addDays(dayInIndia(now), 1 - retentionDays);
}

const none = (): VisitRows => ({ page_view_day: 0, vitals_target_day: 0, vitals_day: 0, vitals_page_day: 0, vitals_folded_day: 0 });

/** How many rows of each table are due (a dry run). */
export async function countDueVisits(db: Db, { retentionDays, clock }: { retentionDays: number; clock: () => number }): Promise<{ before: string; rows: VisitRows }> {
  const before = firstKeptDay(clock(), retentionDays);
  const rows = none();
  for (const table of VISIT_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('day', '<', before).executeTakeFirstOrThrow();
    rows[table] = Number(row.n);
  }
  return { before, rows };
}

/** Deletes every row of a day before the first kept one, a batch at a time; how many of each table. */
export async function pruneVisits(db: Db, { retentionDays, clock }: { retentionDays: number; clock: () => number }): Promise<{ before: string; rows: VisitRows }> {
  const before = firstKeptDay(clock(), retentionDays);
  const rows = none();
  const postgres = isPostgres(db);
  const batch = postgres ? BATCH.postgres : BATCH.sqlite;
  for (const table of VISIT_TABLES) {
    for (;;) {
      // A batch's rows by their physical address, found through the primary key's range: SQLite's rowid,
      // PostgreSQL's ctid (= ANY of an array is a TID scan; IN (subquery) may read the whole table).
      const result = postgres
        ? await sql`delete from ${sql.table(table)} where ctid = any(array(select ctid from ${sql.table(table)} where day < ${before} limit ${batch}))`.execute(db)
        : await sql`delete from ${sql.table(table)} where rowid in (select rowid from ${sql.table(table)} where day < ${before} limit ${batch})`.execute(db);
      const deleted = Number(result.numAffectedRows ?? 0);
      rows[table] += deleted;
      if (deleted < batch) break;
      await new Promise((next) => setImmediate(next));
    }
  }
  return { before, rows };
}

/** One line for people: what is (or would be) deleted. */
export function describeVisits({ before, rows }: { before: string; rows: VisitRows }, retentionDays: number): string {
  return (
    `page counts and vitals (VISITS_RETENTION_DAYS=${retentionDays}) of the days before ${before}: ${rows.page_view_day} page-count rows, ${rows.vitals_day} vitals rows, ` +
    `${rows.vitals_target_day} vitals-target rows, ${rows.vitals_page_day} folded vitals rows and ${rows.vitals_folded_day} folded days`
  );
}

/** pruneVisits now and then once a day; returns the function that stops it (after a run under way). */
export function scheduleVisitRetention(db: Db, options: { retentionDays: number; clock: () => number; log: FastifyBaseLogger }): () => Promise<void> {
  return repeatEvery(DAY_MS, () =>
    pruneVisits(db, options).then(
      (result) => {
        if (Object.values(result.rows).some((n) => n > 0)) options.log.info({ ...result, retentionDays: options.retentionDays }, `retention: deleted ${describeVisits(result, options.retentionDays)}`);
      },
      (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'retention: deleting old page counts and vitals failed; tried again tomorrow'),
    ),
  );
}
