import { site } from '@/content/site';

/*
 * Working time, from content/site.ts's opening hours (Monday to Friday, 9:00 to 18:00 IST): when a
 * response falls due, whether a day is a working day, and when the next morning digest goes out.
 * Public holidays are not known.
 */

export const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export const OPENS_MINUTE = minutes(site.hours.opens);
export const CLOSES_MINUTE = minutes(site.hours.closes);

/** Midnight IST of the day `ms` falls in, as an instant. */
export function istMidnight(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** Whether the IST day that `ms` falls in is a working day. */
export function isWorkingDay(ms: number): boolean {
  const day = new Date(ms + IST_OFFSET_MS).getUTCDay();
  return (site.hours.days as readonly string[]).includes(DAY_NAMES[day] ?? '');
}

/**
 * The instant `hours` of working time after `from`: time outside opening hours does not count, so an
 * enquiry of Friday 17:00 with a 4-hour target is due on Monday at 12:00.
 */
export function addBusinessHours(from: number, hours: number): number {
  let left = hours * 3_600_000;
  let day = istMidnight(from);
  let at = from;
  for (let guard = 0; guard < 3_650; guard++, day += DAY_MS) {
    if (isWorkingDay(day)) {
      const opens = day + OPENS_MINUTE * 60_000;
      const closes = day + CLOSES_MINUTE * 60_000;
      const start = Math.max(at, opens);
      if (start < closes) {
        if (start + left <= closes) return start + left;
        left -= closes - start;
      }
    }
    at = day + DAY_MS;
  }
  return at;
}

/** Working time between two instants, in milliseconds (0 when `to` is not after `from`). */
export function businessMsBetween(from: number, to: number): number {
  let total = 0;
  for (let day = istMidnight(from); day < to; day += DAY_MS) {
    if (!isWorkingDay(day)) continue;
    const start = Math.max(from, day + OPENS_MINUTE * 60_000);
    const end = Math.min(to, day + CLOSES_MINUTE * 60_000);
    if (end > start) total += end - start;
  }
  return total;
}

/** The first working-day opening (9:00 IST) strictly after `after`. */
export function nextOpening(after: number): number {
  for (let day = istMidnight(after); ; day += DAY_MS) {
    const opens = day + OPENS_MINUTE * 60_000;
    if (opens > after && isWorkingDay(day)) return opens;
  }
}

/** YYYY-MM-DD in India. */
export function istDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The latest instant `t` with addBusinessHours(t, hours) <= `to`: an enquiry received at or before it
 * and still New at `to` is past its response target. (addBusinessHours never decreases as `t` grows.)
 */
export function subtractBusinessHours(to: number, hours: number): number {
  let left = hours * 3_600_000;
  let at = to;
  for (let day = istMidnight(to), guard = 0; guard < 3_650; guard++, day -= DAY_MS) {
    if (isWorkingDay(day)) {
      const opens = day + OPENS_MINUTE * 60_000;
      const end = Math.min(at, day + CLOSES_MINUTE * 60_000);
      if (end > opens) {
        if (end - left >= opens) return end - left;
        left -= end - opens;
      }
    }
    at = day;
  }
  return at;
}

/**
 * The received-at bound of "past target" at `now`, as the enquiry table stores it (ISO 8601): an enquiry
 * received at or before it, still New and not spam, has waited `hours` of working time. The reminders
 * and the inbox's list both ask this one function.
 */
export function pastTargetCutoff(now: number, hours: number): string {
  return new Date(subtractBusinessHours(now, hours)).toISOString();
}
