import { retryDelay } from '../outbox';
import { newReference, REFERENCE_PATTERN } from '../reference';
import { formatIst, replyBy } from './content';

describe('reference', () => {
  it('is SG-<year and month in India>-<four unambiguous characters>, different each time', () => {
    // 20:00 UTC on 31 October is 1:30 on 1 November in India.
    const references = Array.from({ length: 2000 }, () => newReference(new Date('2026-10-31T20:00:00Z')));
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(references[0]).toMatch(/^SG-2611-/);
    expect(references.map((r) => r.slice(8)).join('')).not.toMatch(/[01ILOU]/);
    expect(new Set(references).size).toBeGreaterThan(1990);
  });
});

describe('retry delay', () => {
  it('retries first within 30 s, doubles, and never waits more than an hour', () => {
    expect(retryDelay(1, () => 1)).toBeLessThanOrEqual(30_000);
    expect(retryDelay(2, () => 0.5)).toBe(2 * retryDelay(1, () => 0.5));
    expect(retryDelay(40, () => 1)).toBe(3_600_000);
    // Jittered at the top too, so messages that failed together do not retry in step.
    expect(retryDelay(40, () => 0)).toBe(2_400_000);
    expect(retryDelay(9, () => 1)).toBeLessThanOrEqual(3_600_000);
  });
});

describe('reply by (business hours from content/site.ts)', () => {
  it.each([
    ['before opening on a working day: the same day', '2026-11-24T02:00:00Z', 'Tuesday, 24 November 2026 at 6:00 PM IST'],
    ['during the day: the next working day', '2026-11-24T06:00:00Z', 'Wednesday, 25 November 2026 at 6:00 PM IST'],
    ['on Friday evening: Monday', '2026-11-27T14:00:00Z', 'Monday, 30 November 2026 at 6:00 PM IST'],
    ['on Saturday: Monday', '2026-11-28T06:00:00Z', 'Monday, 30 November 2026 at 6:00 PM IST'],
  ])('%s', (_name, received, expected) => {
    expect(formatIst(replyBy(new Date(received)))).toBe(expected);
  });
});
