import { addBusinessHours, businessMsBetween, istDate, isWorkingDay, nextOpening, pastTargetCutoff, subtractBusinessHours } from './business-hours';

/*
 * Working time from content/site.ts: Monday to Friday, 9:00 to 18:00 IST (UTC+5:30). The week used:
 * Wednesday 25 November 2026 to Monday 30 November 2026.
 */

const HOUR = 3_600_000;
/** An instant given as IST wall time, e.g. ist('2026-11-27 17:00'). */
const ist = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00+05:30`).getTime();
const shown = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

describe('addBusinessHours', () => {
  it.each([
    ['counts on into Monday from a Friday evening enquiry', '2026-11-27 17:00', 4, '2026-11-30 12:00'],
    ['starts at Monday opening for a weekend arrival', '2026-11-28 10:00', 4, '2026-11-30 13:00'],
    ['starts at opening for an arrival before it', '2026-11-25 07:00', 4, '2026-11-25 13:00'],
    ['ends exactly at closing when the day has just enough', '2026-11-25 09:00', 9, '2026-11-25 18:00'],
    ['starts the next morning for an arrival at closing', '2026-11-25 18:00', 1, '2026-11-26 10:00'],
    ['takes decimal hours', '2026-11-25 10:00', 1.5, '2026-11-25 11:30'],
    ['spans a whole working day and a weekend', '2026-11-26 15:00', 13, '2026-11-30 10:00'],
  ])('%s', (_title, from, hours, expected) => {
    expect(shown(addBusinessHours(ist(from), hours))).toBe(`${expected}:00`);
  });
});

describe('subtractBusinessHours', () => {
  it.each([
    ['goes back into Friday from Monday noon', '2026-11-30 12:00', 4, '2026-11-27 17:00'],
    ['goes back from Monday opening exactly', '2026-11-30 09:00', 4, '2026-11-27 14:00'],
    ['goes back from a weekend instant as from Friday closing', '2026-11-29 15:00', 4, '2026-11-27 14:00'],
    ['goes back from before opening as from the last closing', '2026-11-30 08:00', 4, '2026-11-27 14:00'],
    ['lands on opening exactly when the morning has just enough', '2026-11-25 13:00', 4, '2026-11-25 09:00'],
    ['takes decimal hours', '2026-11-25 12:00', 0.5, '2026-11-25 11:30'],
  ])('%s', (_title, to, hours, expected) => {
    expect(shown(subtractBusinessHours(ist(to), hours))).toBe(`${expected}:00`);
  });

  it('gives the past-target cutoff as ISO 8601 in UTC, the form enquiries are stored in', () => {
    expect(pastTargetCutoff(ist('2026-11-30 12:00'), 4)).toBe('2026-11-27T11:30:00.000Z');
  });
});

describe('businessMsBetween', () => {
  it.each([
    ['counts only opening hours over a weekend', '2026-11-27 17:00', '2026-11-30 12:00', 4],
    ['is nothing within a weekend', '2026-11-28 08:00', '2026-11-29 20:00', 0],
    ['is nothing before opening', '2026-11-25 06:00', '2026-11-25 09:00', 0],
    ['is one working day from opening to closing', '2026-11-25 09:00', '2026-11-25 18:00', 9],
    ['counts from opening for an arrival before it', '2026-11-25 07:30', '2026-11-25 10:15', 1.25],
    ['is nothing when the end is not after the start', '2026-11-25 12:00', '2026-11-25 10:00', 0],
  ])('%s', (_title, from, to, hours) => {
    expect(businessMsBetween(ist(from), ist(to))).toBe(hours * HOUR);
  });
});

describe('nextOpening', () => {
  it.each([
    ['is Monday 9:00 after a Friday evening', '2026-11-27 18:30', '2026-11-30 09:00'],
    ['is Monday 9:00 from a Saturday', '2026-11-28 11:00', '2026-11-30 09:00'],
    ['is the same morning before opening', '2026-11-25 07:00', '2026-11-25 09:00'],
    ['is the next working morning at opening exactly (strictly after)', '2026-11-25 09:00', '2026-11-26 09:00'],
    ['is the next morning during the day', '2026-11-26 12:00', '2026-11-27 09:00'],
  ])('%s', (_title, after, expected) => {
    expect(shown(nextOpening(ist(after)))).toBe(`${expected}:00`);
  });
});

describe('days in India', () => {
  it('reads the day of the week and the date in IST, not UTC', () => {
    // 20:00 UTC on Friday is 1:30 on Saturday in India.
    const saturdayEarly = Date.parse('2026-11-27T20:00:00Z');
    expect(isWorkingDay(saturdayEarly)).toBe(false);
    expect(istDate(saturdayEarly)).toBe('2026-11-28');
    expect(isWorkingDay(ist('2026-11-30 00:10'))).toBe(true);
  });
});

describe('subtracting then adding', () => {
  // A fixed sequence (a linear congruential generator), so a failure can be reproduced.
  let seed = 20261125;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const start = Date.parse('2025-01-01T00:00:00Z');
  const span = 3 * 365 * 24 * HOUR;
  const cases = Array.from({ length: 5_000 }, () => ({
    t: start + Math.floor(random() * span),
    hours: [0.25, 1, 1.5, 4, 8, 9, 13.75, 40][Math.floor(random() * 8)] ?? 4,
  }));

  it('lands at or before the instant, and is the latest instant that does (add(subtract(t)) <= t)', () => {
    for (const { t, hours } of cases) {
      const back = subtractBusinessHours(t, hours);
      expect([t, hours, addBusinessHours(back, hours) <= t]).toEqual([t, hours, true]);
      expect([t, hours, addBusinessHours(back + 1, hours) > t]).toEqual([t, hours, true]);
    }
  });

  it('goes back exactly the working time asked for', () => {
    for (const { t, hours } of cases) expect([t, hours, businessMsBetween(subtractBusinessHours(t, hours), t)]).toEqual([t, hours, hours * HOUR]);
  });
});
