import { addDays, dayNumber, dayText, daysBetween, readDay } from './india-dates';

/* Dates in India as day numbers (issue 37: past year 9999 addDays returned a date that never advanced). */

describe('day numbers', () => {
  it('count days from 1970-01-01, and back to the same text', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-26')).toBe(20_783);
    expect(dayText(20_783)).toBe('2026-11-26');
    expect(dayText(-1)).toBe('1969-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('refuse what is not a calendar date, and throw rather than leave years 0000 to 9999', () => {
    for (const text of ['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26T00:00', '+010000-01', '']) expect(() => dayNumber(text)).toThrow(RangeError);
    expect(dayNumber('0000-01-01')).toBe(-719_528);
    expect(() => addDays('9999-12-31', 1)).toThrow('outside years 0000 to 9999');
    expect(() => addDays('9999-12-27', 7)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
  });
});

describe('readDay', () => {
  it('takes dates from 2000 to 2099 only', () => {
    expect(readDay('2026-11-26')).toBe('ok');
    expect(readDay('2000-01-01')).toBe('ok');
    expect(readDay('2099-12-31')).toBe('ok');
    expect(readDay('1999-12-31')).toBe('out-of-range');
    expect(readDay('2100-01-01')).toBe('out-of-range');
    expect(readDay('9999-12-31')).toBe('out-of-range');
    expect(readDay('0000-01-01')).toBe('out-of-range');
    expect(readDay('2026-02-30')).toBe('malformed');
    expect(readDay('yesterday')).toBe('malformed');
  });
});

describe('daysBetween', () => {
  it('lists the days, both included, and throws past its bound', () => {
    expect(daysBetween('2026-12-30', '2027-01-02', 10)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween('2026-11-02', '2026-11-01', 10)).toEqual([]);
    expect(() => daysBetween('2026-01-01', '2026-12-31', 364)).toThrow('is more than 364 days');
    expect(() => daysBetween('9999-12-01', '9999-12-31', 40)).not.toThrow();
  });
});
