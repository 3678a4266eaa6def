/** `npm run rules` with a fixed clock: the dates, the days left, the sources, and the exit once a review-by day has passed. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { calculators } from '../../lib/calculators/index';
import type { Calculator } from '../../lib/calculators/types';
import { daysLeft, rulesReport } from './status';

const run = promisify(execFile);
const at = (day: string) => new Date(`${day}T10:00:00Z`);

describe('npm run rules', () => {
  it('counts whole days in UTC: the review-by day itself is the last day, the next one is past', () => {
    expect(daysLeft('2026-12-31', at('2026-11-28'))).toBe(33);
    expect(daysLeft('2026-11-28', at('2026-11-28'))).toBe(0);
    expect(daysLeft('2026-11-03', at('2026-11-28'))).toBe(-25);
    expect(daysLeft('2026-11-28', new Date('2026-11-28T23:59:59Z'))).toBe(0);
  });

  it('on 28 November 2026 lists every calculator with its dates, days left and sources, and names Canada and New Zealand as past', () => {
    const { text, stale } = rulesReport(calculators, at('2026-11-28'));
    expect(stale.map((tool) => tool.rules.id)).toEqual(['canada', 'new-zealand']);
    expect(text).toContain('Rules of the points calculators, on 2026-11-28 (UTC)');
    expect(text).toContain('  rules in force from  2025-03-25 (25 March 2025)');
    expect(text).toContain('  review by            2026-11-03 (3 November 2026): PASSED 25 days ago');
    expect(text).toContain('  review by            2026-08-01 (1 August 2026): PASSED 119 days ago');
    expect(text).toContain('  review by            2026-12-31 (31 December 2026): 33 days left');
    expect(text).toContain('  review by            2026-12-30 (30 December 2026): 32 days left');
    expect(text).toContain('draws snapshot       round 444 of 2026-09-16, read 2026-09-28');
    for (const tool of calculators) {
      expect(text).toContain(tool.rules.title);
      for (const source of tool.rules.sources) expect(text).toContain(source.url);
    }
    expect(text).toContain('2 of 4 past the review-by day: canada, new-zealand.');
    expect(text).toContain('docs/calculators.md');
  });

  it('says all is well, and names no calculator, when every review-by day is ahead', () => {
    const fresh = calculators.map((tool): Calculator => ({ ...tool, rules: { ...tool.rules, reviewBy: '2027-06-30' } }));
    const { text, stale } = rulesReport(fresh, at('2026-11-28'));
    expect(stale).toEqual([]);
    expect(text).toContain('Every review-by day is still ahead.');
    expect(text).not.toContain('PASSED');
  });

  it('as a command, exits 1 once a review-by day has passed and 0 before', async () => {
    const cli = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/rules/status.ts', ...args], { cwd: join(__dirname, '..', '..') }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const late = await cli(['--today=2026-11-28']);
    expect(late.code).toBe(1);
    expect(late.stdout).toContain('2 of 4 past the review-by day: canada, new-zealand.');
    // 1 August 2026 is New Zealand's last day and nobody else's is past: all four are in date.
    const early = await cli(['--today=2026-08-01']);
    expect(early.code).toBe(0);
    expect(early.stdout).toContain('Every review-by day is still ahead.');
    expect(early.stdout).toContain('today is the last day');
    expect((await cli(['--today=tomorrow'])).code).toBe(2);
  }, 30_000);
});
