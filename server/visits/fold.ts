import type { Db, DeviceClass } from '../platform/db';
import { addDays, dayInIndia, daysBetween } from '../platform/india-dates';

/*
 * A finished day's web vitals, folded into one histogram per page, metric and device (migration 0019):
 * vitals_day keeps a row per connection and bucket, so a report of 28 days read and grouped some
 * 77,000 rows on the benchmark's year (about 120 ms of the 200 ms budget); folded, it reads one row per
 * page, metric and device and day. A day is folded once, after it has ended (a beacon is counted on the
 * day it arrives, so a finished day's rows are final), by the first reader that needs it (the reports'
 * thread, server/staff/report-runner.ts, reads and adds up; the server writes), its mark written after
 * its rows; two instances folding the same day write the same rows, and the second writes nothing
 * (ON CONFLICT DO NOTHING). A day without vitals is neither folded nor marked. Today's rows are read as
 * they are.
 */

/** A day is folded this long after it ended in India: room for a beacon counted at 23:59:59.999 to be written. */
export const FOLD_AFTER_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export type VitalsHistogram = { day: string; path: string; metric: string; device: DeviceClass; buckets: Array<[bucket: number, samples: number]> };

/** The last day (YYYY-MM-DD in India) that has ended, and FOLD_AFTER_MS since, at `now`. */
export function lastFoldableDay(now: number): string {
  return dayInIndia(now - FOLD_AFTER_MS - DAY_MS);
}


export function packHistogram(buckets: ReadonlyArray<readonly [number, number]>): string {
  return [...buckets].sort((a, b) => a[0] - b[0]).map(([bucket, samples]) => `${bucket}:${samples}`).join(' ');
}

export function unpackHistogram(text: string): Array<[number, number]> {
  if (text === '') return [];
  return text.split(' ').map((pair) => {
    const colon = pair.indexOf(':');
    return [Number(pair.slice(0, colon)), Number(pair.slice(colon + 1))];
  });
}

/** One folded day: its histograms per page, metric and device (vitals_page_day's rows), ready to be written. */
export type FoldedDay = { day: string; rows: Array<{ day: string; path: string; metric: string; device: DeviceClass; histogram: string }> };

/** The most days one read folds: a report's longest range (server/staff/reports.ts MAX_RANGE_DAYS) and then some. */
export const MAX_FOLD_DAYS = 800;

/**
 * The finished days of `from`..`to` (all finished) that have vitals and are not folded yet, each folded
 * from vitals_day: read only, nothing written (saveFolds writes them). A day with no vitals at all is not
 * folded, nor marked (a far-past range adds no row): it costs one indexed look-up at each read. Days
 * outside the first and last day of vitals_day are not looked at one by one. Steps on day numbers, at
 * most MAX_FOLD_DAYS (more throws).
 */
export async function foldDays(db: Db, from: string, to: string): Promise<FoldedDay[]> {
  // Two statements, not one: each of min() and max() alone is a single look-up in the primary key.
  const first = (await db.selectFrom('vitals_day').select((eb) => eb.fn.min('day').as('day')).executeTakeFirst())?.day;
  const last = (await db.selectFrom('vitals_day').select((eb) => eb.fn.max('day').as('day')).executeTakeFirst())?.day;
  if (!first || !last) return [];
  const start = from > first ? from : first;
  const end = to < last ? to : last;
  if (start > end) return [];
  const days = daysBetween(start, end, MAX_FOLD_DAYS);
  const folded = new Set((await db.selectFrom('vitals_folded_day').select('day').where('day', '>=', start).where('day', '<=', end).execute()).map((r) => r.day));
  const out: FoldedDay[] = [];
  for (const day of days) {
    if (folded.has(day)) continue;
    const rows = await db
      .selectFrom('vitals_day')
      .select(['path', 'metric', 'device', 'bucket', (eb) => eb.fn.sum<number | string>('samples').as('samples')])
      .where('day', '=', day)
      .groupBy(['path', 'metric', 'device', 'bucket'])
      .execute();
    if (rows.length === 0) continue;
    const histograms = new Map<string, { path: string; metric: string; device: DeviceClass; buckets: Array<[number, number]> }>();
    for (const r of rows) {
      const key = `${r.path}\u0000${r.metric}\u0000${r.device}`;
      let h = histograms.get(key);
      if (!h) histograms.set(key, (h = { path: r.path, metric: r.metric, device: r.device, buckets: [] }));
      h.buckets.push([Number(r.bucket), Number(r.samples)]);
    }
    out.push({ day, rows: [...histograms.values()].map((h) => ({ day, path: h.path, metric: h.metric, device: h.device, histogram: packHistogram(h.buckets) })) });
  }
  return out;
}

/** Rows of vitals_page_day a statement writes when saving folds: a day's 500 or so take a few slices. */
const SAVE_SLICE = 100;

/**
 * Writes folded days on the server's own connection, a slice of rows at a time with a turn of the event
 * loop between (a worst day's histograms are some 2 MB: written at once they held up every request for
 * some 60 ms), then the day's mark, last: a day whose saving was cut short has no mark and is folded
 * again, its rows already there left as they are (so are those of a day another reader folded first).
 */
export async function saveFolds(db: Db, folds: readonly FoldedDay[]): Promise<void> {
  for (const { day, rows } of folds) {
    for (let i = 0; i < rows.length; i += SAVE_SLICE) {
      await db.insertInto('vitals_page_day').values(rows.slice(i, i + SAVE_SLICE)).onConflict((oc) => oc.doNothing()).execute();
      await new Promise((next) => setImmediate(next));
    }
    await db.insertInto('vitals_folded_day').values({ day }).onConflict((oc) => oc.doNothing()).execute();
  }
}

/**
 * The vitals histograms of each day of a period, per page, metric and device, for the metrics and
 * devices asked: finished days folded, today's and yesterday's first minutes read from vitals_day as
 * they are. Days not folded yet are folded here and handed to `keepFolds` (by default written at once;
 * the reports' worker thread, whose connection only reads, hands them to the server to write).
 */
export async function vitalsByDay(
  db: Db,
  options: { from: string; to: string; now: number; metrics: readonly string[]; devices: readonly DeviceClass[]; keepFolds?: (folds: FoldedDay[]) => Promise<void> },
): Promise<VitalsHistogram[]> {
  const { from, to, now, metrics, devices } = options;
  const keepFolds = options.keepFolds ?? ((folds) => saveFolds(db, folds));
  const foldable = lastFoldableDay(now);
  const foldedTo = to < foldable ? to : foldable;
  const out: VitalsHistogram[] = [];
  if (from <= foldedTo) {
    const folds = await foldDays(db, from, foldedTo);
    const fresh = new Set(folds.map((f) => f.day));
    const rows = await db
      .selectFrom('vitals_page_day')
      .select(['day', 'path', 'metric', 'device', 'histogram'])
      .where('day', '>=', from)
      .where('day', '<=', foldedTo)
      .where('metric', 'in', [...metrics])
      .where('device', 'in', [...devices])
      .execute();
    // A day folded just now and also found folded (another reader got there first) is read once: its stored rows.
    const stored = new Set(rows.map((r) => r.day));
    const justFolded = folds.flatMap((f) => (stored.has(f.day) ? [] : f.rows)).filter((r) => metrics.includes(r.metric) && devices.includes(r.device));
    for (const r of [...rows, ...justFolded]) out.push({ day: r.day, path: r.path, metric: r.metric, device: r.device, buckets: unpackHistogram(r.histogram) });
    if (fresh.size > 0) await keepFolds(folds);
  }
  const liveFrom = from > foldedTo ? from : addDays(foldedTo, 1);
  if (liveFrom <= to) {
    const rows = await db
      .selectFrom('vitals_day')
      .select(['day', 'path', 'metric', 'device', 'bucket', (eb) => eb.fn.sum<number | string>('samples').as('samples')])
      .where('day', '>=', liveFrom)
      .where('day', '<=', to)
      .where('metric', 'in', [...metrics])
      .where('device', 'in', [...devices])
      .groupBy(['day', 'path', 'metric', 'device', 'bucket'])
      .execute();
    const live = new Map<string, VitalsHistogram>();
    for (const r of rows) {
      const key = `${r.day}\u0000${r.path}\u0000${r.metric}\u0000${r.device}`;
      let h = live.get(key);
      if (!h) live.set(key, (h = { day: r.day, path: r.path, metric: r.metric, device: r.device, buckets: [] }));
      h.buckets.push([Number(r.bucket), Number(r.samples)]);
    }
    out.push(...live.values());
  }
  return out;
}

