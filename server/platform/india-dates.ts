/*
 * Days as the site's tables and reports count them: dates in India (IST, UTC+5:30, no daylight saving),
 * written YYYY-MM-DD. Arithmetic is on day numbers (days since 1970-01-01), never on the text: past
 * year 9999 the text of a date is no longer YYYY-MM-DD, and a loop stepping on it never ended (issue 37).
 */

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The dates a person may ask for (a report's period, the inbox's and the API's received dates). */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The day numbers of 0000-01-01 and 9999-12-31: the dates that have a YYYY-MM-DD text. */
const MIN_NUMBER = Date.parse('0000-01-01T00:00:00Z') / DAY_MS;
const MAX_NUMBER = Date.parse('9999-12-31T00:00:00Z') / DAY_MS;

/** The date in India at an instant. */
export function dayInIndia(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar date's number of days since 1970-01-01; throws for text that is not one (2026-02-30 included). */
export function dayNumber(date: string): number {
  const ms = DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // Date.parse reads 2026-02-30 as 2 March: a date that does not come back as given is none.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not a date (YYYY-MM-DD): ${JSON.stringify(date.slice(0, 40))}`);
  return ms / DAY_MS;
}

/** The date (YYYY-MM-DD) of a day number; throws outside years 0000 to 9999, which have no such text. */
export function dayText(n: number): string {
  if (!Number.isInteger(n) || n < MIN_NUMBER || n > MAX_NUMBER) throw new RangeError(`day ${n} is outside years 0000 to 9999`);
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** A date `n` days after (or before) another. */
export function addDays(date: string, n: number): string {
  return dayText(dayNumber(date) + n);
}

/** Whether text is a calendar date (YYYY-MM-DD) at all. */
export function isCalendarDate(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A date a person gave, read: 'ok', 'malformed' (not a calendar date) or 'out-of-range' (a date, but not
 * in FIRST_DAY to LAST_DAY). Every date read from a request goes through this before any arithmetic.
 */
export function readDay(value: string): 'ok' | 'malformed' | 'out-of-range' {
  if (!isCalendarDate(value)) return 'malformed';
  return value >= FIRST_DAY && value <= LAST_DAY ? 'ok' : 'out-of-range';
}

/**
 * Each date from `from` to `to`, both included, stepping on day numbers; throws when there would be more
 * than `max` (a caller's hard bound: a loop over days never runs away, whatever dates it is given).
 */
export function daysBetween(from: string, to: string, max: number): string[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (last - first + 1 > max) throw new RangeError(`${from} to ${to} is more than ${max} days`);
  const days: string[] = [];
  for (let n = first; n <= last; n++) days.push(dayText(n));
  return days;
}
