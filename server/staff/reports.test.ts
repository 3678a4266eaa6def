import { MAX_WEEKS, nearestRank, previousOf, readPeriod, weekOf, weeksOf } from './reports';

/* The reports' calendar arithmetic and their percentile (a unit test; the figures are in staff-reports.test.ts). */

/** Noon in India on a date: the day in India is that date whichever way the clock rounds. */
const noon = (date: string) => Date.parse(`${date}T12:00:00+05:30`);

describe('readPeriod', () => {
  it('is the last 28 days in India, today included, without dates', () => {
    // 20:00 UTC on 25 November is 01:30 on the 26th in India.
    expect(readPeriod({}, Date.parse('2026-11-25T20:00:00Z'))).toEqual({ period: { from: '2026-10-30', to: '2026-11-26' } });
  });
  it('takes two dates, swaps them when reversed, and names what it could not use', () => {
    const now = noon('2026-11-26');
    expect(readPeriod({ from: '2026-11-02', to: '2026-11-15' }, now)).toEqual({ period: { from: '2026-11-02', to: '2026-11-15' } });
    expect(readPeriod({ from: '2026-11-15', to: '2026-11-02' }, now).period).toEqual({ from: '2026-11-02', to: '2026-11-15' });
    expect(readPeriod({ from: '2026-02-30' }, now)).toEqual({ period: { from: '2026-10-30', to: '2026-11-26' }, problem: 'The dates were not understood: the last 28 days are shown.' });
    expect(readPeriod({ from: '2020-01-01', to: '2026-11-26' }, now).period).toEqual({ from: '2025-10-23', to: '2026-11-26' });
  });
  it('refuses years before 2000 and after 2099 with a message, as the last 28 days (issue 37: 9999 froze the server)', () => {
    const now = noon('2026-11-26');
    const fallback = { period: { from: '2026-10-30', to: '2026-11-26' }, problem: 'Reports cover dates from 2000-01-01 to 2099-12-31: the last 28 days are shown.' };
    expect(readPeriod({ from: '9999-12-01', to: '9999-12-31' }, now)).toEqual(fallback);
    expect(readPeriod({ to: '9999-12-31' }, now)).toEqual(fallback);
    expect(readPeriod({ from: '0000-01-01' }, now)).toEqual(fallback);
    expect(readPeriod({ from: '1999-12-31', to: '2000-01-10' }, now)).toEqual(fallback);
    expect(readPeriod({ from: '2026-11-01', to: '2100-01-01' }, now)).toEqual(fallback);
    // The edges themselves are dates a report covers; a period before them is cut to them.
    expect(readPeriod({ from: '2099-12-01', to: '2099-12-31' }, now)).toEqual({ period: { from: '2099-12-01', to: '2099-12-31' } });
    expect(readPeriod({ to: '2000-01-10' }, now)).toEqual({ period: { from: '2000-01-01', to: '2000-01-10' } });
    expect(readPeriod({ from: '+10000-01-01' }, now).problem).toBe('The dates were not understood: the last 28 days are shown.');
  });
});

describe('weeks', () => {
  it('runs Monday to Sunday, cut to the period', () => {
    expect(weekOf('2026-11-15')).toBe('2026-11-09');
    expect(weekOf('2026-11-16')).toBe('2026-11-16');
    expect(weeksOf({ from: '2026-11-04', to: '2026-11-17' })).toEqual([
      { from: '2026-11-04', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-17' },
    ]);
  });
  it('steps on day numbers across years, and throws past a report\'s number of weeks rather than running on', () => {
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
    expect(weekOf('1970-01-01')).toBe('1969-12-29');
    expect(weekOf('1969-12-28')).toBe('1969-12-22');
    expect(weeksOf({ from: '2099-12-25', to: '2099-12-31' })).toEqual([
      { from: '2099-12-25', to: '2099-12-27' },
      { from: '2099-12-28', to: '2099-12-31' },
    ]);
    // The most a report's 400 days touch: from a Sunday, 1 + 57 weeks.
    expect(weeksOf({ from: '2024-12-29', to: '2026-02-01' })).toHaveLength(58);
    expect(() => weeksOf({ from: '2020-01-01', to: '2026-01-01' })).toThrow(`touches 314 weeks, more than a report's ${MAX_WEEKS}`);
    // Past year 9999 there is no date to step to: a throw, never a loop that does not advance (india-dates.test.ts;
    // not tried here, where the code before issue 37 would loop in this process until its heap ran out).
  });
  it('compares with the period of the same length just before', () => {
    expect(previousOf({ from: '2026-11-02', to: '2026-11-15' })).toEqual({ from: '2026-10-19', to: '2026-11-01' });
    expect(previousOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});

describe('nearestRank', () => {
  it('is the value at rank ceil(p x n)', () => {
    expect(nearestRank([1, 2, 3, 4, 5, 6], 0.5)).toBe(3);
    expect(nearestRank([1, 2, 3, 4, 5, 6], 0.9)).toBe(6);
    expect(nearestRank([7], 0.9)).toBe(7);
    expect(nearestRank([], 0.5)).toBeUndefined();
  });
});
