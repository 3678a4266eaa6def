/*
 * Days as the site's tables and reports count them: dates in India (IST, UTC+5:30, no daylight saving),
 * written YYYY-MM-DD.
 */

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The date in India at an instant. */
export function dayInIndia(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A date `n` days after (or before) another. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
