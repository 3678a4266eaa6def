import { advisorSummary, initialValues, parseValues, questionsOf, toQuery } from './form';
import { isStale, type Values } from './types';
import { tool as english } from '@/content/calculators/uk';
import * as gujarati from '@/content/calculators/uk.gu';
import * as hindi from '@/content/calculators/uk.hi';
import { CALCULATOR_FIXED } from '@/content/fixed-keys';
import type { Locale } from '@/lib/i18n/locales';
import { fixedWith, localize, textEntries } from '@/lib/i18n/translation';
import {
  improvementsUk,
  money,
  scoreUk,
  uk,
  ukIn,
  ukEnglishRequired,
  ukRules,
  ukSalaryCheck,
  ukTable,
  type UkAnswers,
  type UkEnglish,
  type UkList,
  type UkNewEntrant,
  type UkOffer,
  type UkPhd,
  type UkSkillLevel,
  type UkText,
} from './uk';
import { line, pick, points, random } from './test-support';

// UK-1 of the research: a degree-level job, going rate £40,000 (37.5 h), salary £45,000 for 37.5 h, B2 English.
// Going rates in these profiles are the research's synthetic figures, not real ones for any occupation.
const uk1: UkAnswers = {
  offer: 'sponsor',
  level: 'degree',
  list: 'none',
  salary: 45_000,
  hours: 37.5,
  goingRate: 40_000,
  english: 'b2',
  phd: 'none',
  newEntrant: 'no',
};



describe('the research profiles (hand-computed)', () => {
  it('UK-1 meets with 70: offer 20 + skill 20 + English 10 + salary 20 (£45,000 >= max(£41,700, £40,000); £23.08 an hour)', () => {
    const result = scoreUk(uk1);
    expect(result).toMatchObject({ total: 70, passMark: 70, eligible: true, reasons: [] });
    expect(ukSalaryCheck(uk1).best).toMatchObject({ option: { id: 'A' }, required: 41_700 });
    expect(45_000 / (37.5 * 52)).toBeGreaterThan(17.13);
  });

  it('UK-2: a going rate of £50,000 asks £50,000 under option A, so £45,000 scores 50', () => {
    const result = scoreUk({ ...uk1, goingRate: 50_000 });
    expect(result.total).toBe(50);
    expect(ukSalaryCheck({ ...uk1, goingRate: 50_000 }).best.required).toBe(50_000);
  });

  it('UK-2 with a relevant PhD (B) needs max(£37,500, 90% x £50,000 = £45,000) = £45,000: 70', () => {
    const answers = { ...uk1, goingRate: 50_000, phd: 'phd' } as const;
    expect(scoreUk(answers).total).toBe(70);
    expect(ukSalaryCheck(answers).best).toMatchObject({ option: { id: 'B' }, required: 45_000 });
    expect(scoreUk({ ...answers, salary: 44_999.99 }).total).toBe(50);
  });

  it('UK-2 with a relevant STEM PhD (C) needs max(£33,400, 80% x £50,000 = £40,000) = £40,000: 70', () => {
    const answers = { ...uk1, goingRate: 50_000, phd: 'stem' } as const;
    expect(scoreUk(answers).total).toBe(70);
    expect(ukSalaryCheck(answers).best).toMatchObject({ option: { id: 'C' }, required: 40_000 });
    expect(scoreUk({ ...answers, salary: 39_999 }).total).toBe(50);
  });

  // The research writes £33,400 for UK-3; at 37.5 hours the hourly minimum asks a little more:
  // £17.13 x 37.5 x 52 = £33,403.50. Both are below £34,000.
  it('UK-3: a new entrant under 26 on £34,000 needs max(£33,400, 70% x £40,000 = £28,000, £17.13 x 1,950 = £33,403.50): 70', () => {
    const answers = { ...uk1, salary: 34_000, newEntrant: 'under-26' } as const;
    expect(scoreUk(answers).total).toBe(70);
    expect(ukSalaryCheck(answers).best).toMatchObject({ option: { id: 'E' }, threshold: 33_400, goingRate: 28_000, required: 33_403.5 });
  });

  it('UK-3 aged 26 and not switching from a Student or Graduate visa needs £41,700 under option A: 50', () => {
    expect(scoreUk({ ...uk1, salary: 34_000, newEntrant: 'no' }).total).toBe(50);
  });

  it('UK-4, the threshold boundary with a going rate of £35,000: £41,700 -> 70, £41,699 -> 50', () => {
    expect(scoreUk({ ...uk1, goingRate: 35_000, salary: 41_700 }).total).toBe(70);
    expect(scoreUk({ ...uk1, goingRate: 35_000, salary: 41_699 }).total).toBe(50);
    expect(scoreUk({ ...uk1, goingRate: 35_000, salary: 41_699.99 }).total).toBe(50);
  });

  it('UK-5, part time: 30 h pro-rates the going rate to £40,000 x 30 / 37.5 = £32,000, but not the £41,700 threshold: £42,000 -> 70', () => {
    const answers = { ...uk1, hours: 30, salary: 42_000 };
    expect(scoreUk(answers).total).toBe(70);
    expect(ukSalaryCheck(answers).best).toMatchObject({ goingRate: 32_000, required: 41_700 });
    expect(42_000 / (30 * 52)).toBeCloseTo(26.92, 2);
    expect(scoreUk({ ...answers, salary: 41_699 }).total).toBe(50);
  });

  it('UK-6, the hourly floor: £41,700 for 48 h is £16.71 an hour < £17.13; it needs £17.13 x 48 x 52 = £42,756.48', () => {
    const answers = { ...uk1, hours: 48, goingRate: 30_000, salary: 41_700 };
    const check = ukSalaryCheck(answers);
    expect(check.best).toMatchObject({ goingRate: 38_400, hourlyFloor: 42_756.48, required: 42_756.48 });
    expect(scoreUk(answers).total).toBe(50);
    expect(scoreUk({ ...answers, salary: 42_756.48 }).total).toBe(70);
    expect(scoreUk({ ...answers, salary: 42_756.47 }).total).toBe(50);
  });

  // A deviation from the research's wording ("a 60 h contract is treated as 48"): only the pay for the first
  // 48 hours counts, so a 60-hour salary counts at 48/60 of itself (GOV.UK's own example: 60 h at £10 an hour
  // counts as £10 x 48 x 52). With the full salary counted, £16.71 an hour for 48 hours would become a pass
  // at 60 hours for £13.71 an hour.
  it('UK-6 at 60 h: only the pay for 48 h counts, so the contract must pay £42,756.48 x 60 / 48 = £53,445.60', () => {
    const answers = { ...uk1, hours: 60, goingRate: 30_000, salary: 53_445.6 };
    const check = ukSalaryCheck(answers);
    expect(check.hoursCounted).toBe(48);
    expect(check.best).toMatchObject({ goingRate: 38_400, required: 42_756.48, contractRequired: 53_445.6 });
    expect(scoreUk(answers).total).toBe(70);
    expect(scoreUk({ ...answers, salary: 53_445.59 }).total).toBe(50);
    expect(scoreUk({ ...answers, salary: 42_756.48 }).total).toBe(50);
    expect(line(scoreUk({ ...answers, salary: 50_000 }), 'salary').detail).toContain(
      'Only the pay for the first 48 hours a week counts: £40,000 of your £50,000, so the contract must pay at least £53,445.60.',
    );
  });

  it('UK-7: B1 English after 8 January 2026 misses the mandatory 10, whatever the salary: 60 and not eligible', () => {
    const result = scoreUk({ ...uk1, english: 'b1', salary: 100_000 });
    expect(result.total).toBe(60);
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual(['You need English at level B2 or above, unless your nationality or an English-taught degree exempts you.']);
    expect(line(result, 'english')).toMatchObject({ label: 'English language (level B2)', points: 0, max: 10 });
  });

  // Issue 39, finding 2: the research's 50 counted the salary's 20, which SW 4.4 does not award without the skill 20.
  it('UK-8: a job at RQF 4 on neither list misses the mandatory skill 20, and with it the salary 20 (SW 4.4): 20 + 0 + 10 + 0 = 30, not eligible', () => {
    const result = scoreUk({ ...uk1, level: 'sub-degree' });
    expect(result.total).toBe(30);
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual([
      'A job below degree level (RQF 3 to 5) qualifies only if its occupation is on the Temporary Shortage List or the Immigration Salary List.',
    ]);
  });

  // Issue 39, finding 4: SW 6.1A asks a certificate issued BEFORE 31 December 2026 (not an application by that day).
  it('UK-8 on the Temporary Shortage List with £42,000 >= the going rate: 70, no dependants, only with a certificate issued before 31 December 2026', () => {
    const answers = { ...uk1, level: 'sub-degree', list: 'tsl', salary: 42_000 } as const;
    const result = scoreUk(answers);
    expect(result).toMatchObject({ total: 70, eligible: true });
    expect(line(result, 'skill').detail).toBe('Only with a certificate of sponsorship issued before 31 December 2026, and you cannot bring dependants.');
    expect(scoreUk(answers, '2026-12-30').total).toBe(70);
    expect(scoreUk(answers, '2027-03-30')).toMatchObject({ total: 30, eligible: true, unknown: [expect.stringContaining('check its date')] });
    const after = scoreUk(answers, '2027-03-31');
    expect(after.total).toBe(30);
    expect(after.reasons).toEqual(['Jobs below degree level qualified only with a certificate of sponsorship issued before 31 December 2026.']);
  });
});

describe('the mandatory requirements', () => {
  it.each([
    ['sponsor', 20, true, 0],
    ['unsure', 0, true, 1],
    ['none', 0, false, 0],
  ] as const)('a job offer answered %s scores %i (not sure is left open, not ruled out)', (offer, expected, eligible, open) => {
    const result = scoreUk({ ...uk1, offer });
    expect(points(result, 'offer')).toBe(expected);
    expect(result.eligible).toBe(eligible);
    expect(result.unknown).toHaveLength(open);
  });

  it('leaves a job of unknown level open, with what to ask the employer, rather than ruling the visitor out', () => {
    const result = scoreUk({ ...uk1, level: 'unknown' });
    expect(result.eligible).toBe(true);
    expect(result.unknown).toEqual([expect.stringContaining('ask your employer for its occupation code')]);
  });

  // Issue 39, finding 2: the salary's 20 used to count here; SW 4.4 awards none without the offer and skill points.
  it('cannot be made up by salary: with no offer, no English and a job below degree level nothing counts, not even the salary (SW 4.4)', () => {
    const result = scoreUk({ ...uk1, offer: 'none', english: 'below', level: 'sub-degree', salary: 200_000 });
    expect(result.total).toBe(0);
    expect(result.reasons).toHaveLength(3);
  });

  it.each([
    ['degree', 'none', 20],
    ['degree', 'tsl', 20],
    ['degree', 'isl', 20],
    ['sub-degree', 'none', 0],
    ['sub-degree', 'tsl', 20],
    ['sub-degree', 'isl', 20],
    ['unknown', 'none', 0],
    ['unknown', 'isl', 0],
  ] as const)('skill level %s on list %s scores %i', (level, list, expected) => {
    expect(points(scoreUk({ ...uk1, level, list }), 'skill')).toBe(expected);
  });

  it('says how to find the level when the visitor does not know it', () => {
    expect(line(scoreUk({ ...uk1, level: 'unknown' }), 'skill').detail).toBe("Not known: your employer's occupation code decides the job's level.");
  });
});

describe('English, by band and by date', () => {
  it.each([
    ['b2', 10],
    ['nationality', 10],
    ['degree', 10],
    ['b1', 0],
    ['below', 0],
  ] as const)('%s scores %i from 8 January 2026', (english, expected) => {
    expect(points(scoreUk({ ...uk1, english }, '2026-01-08'), 'english')).toBe(expected);
    expect(points(scoreUk({ ...uk1, english }), 'english')).toBe(expected);
  });

  it.each([
    ['b2', 10],
    ['b1', 10],
    ['below', 0],
  ] as const)('%s scored %i for an application on 7 January 2026, when B1 was enough', (english, expected) => {
    expect(points(scoreUk({ ...uk1, english }, '2026-01-07'), 'english')).toBe(expected);
  });

  it('keeps the required level as data with its date', () => {
    expect(ukTable.english.required).toEqual([
      { from: '2025-07-22', level: 'B1' },
      { from: '2026-01-08', level: 'B2' },
    ]);
    expect(ukEnglishRequired('2026-01-07').level).toBe('B1');
    expect(ukEnglishRequired('2026-01-08').level).toBe('B2');
    expect(ukEnglishRequired().level).toBe('B2');
    // Before the first dated rule the table has nothing older: the first one stands.
    expect(ukEnglishRequired('2024-01-01').level).toBe('B1');
  });
});

describe('the salary options', () => {
  it('option D, the Immigration Salary List, for a degree-level job: max(£33,400, 100% of £30,000, £33,403.50)', () => {
    const answers = { ...uk1, list: 'isl', goingRate: 30_000, salary: 34_000 } as const;
    expect(scoreUk(answers).total).toBe(70);
    expect(ukSalaryCheck(answers).best).toMatchObject({ option: { id: 'D' }, required: 33_403.5 });
    expect(scoreUk({ ...answers, list: 'none' }).total).toBe(50);
  });

  it('gives the Immigration Salary List no going-rate discount (100%)', () => {
    const answers = { ...uk1, list: 'isl', goingRate: 40_000, salary: 39_999 } as const;
    expect(scoreUk(answers).total).toBe(50);
    expect(ukSalaryCheck(answers).best.required).toBe(40_000);
  });

  it.each(['student', 'training', 'postdoc', 'under-26'] as const)('counts %s as a new entrant (option E)', (newEntrant) => {
    expect(ukSalaryCheck({ ...uk1, newEntrant, salary: 34_000 }).best.option.id).toBe('E');
  });

  // Issue 39, finding 1: on the Immigration Salary List a job below degree level has option D (it used to get A only).
  it('gives jobs below degree level no new-entrant or PhD discount: on the TSL option A (£41,700), on the ISL option D (£33,400 and the going rate)', () => {
    const answers = { ...uk1, level: 'sub-degree', list: 'tsl', newEntrant: 'under-26', phd: 'stem', salary: 40_000 } as const;
    expect(ukSalaryCheck(answers).options.map((o) => o.option.id)).toEqual(['A']);
    expect(scoreUk(answers).total).toBe(50);
    expect(ukSalaryCheck({ ...answers, list: 'isl' }).options.map((o) => o.option.id)).toEqual(['D']);
    expect(scoreUk({ ...answers, list: 'isl' }).total).toBe(70);
    expect(scoreUk({ ...answers, list: 'isl', salary: 39_999 }).total).toBe(50);
    expect(line(scoreUk(answers), 'salary').detail).toContain('Jobs below degree level get no new-entrant or PhD discount.');
  });

  it('picks the option that asks the least, the first of equals', () => {
    const check = ukSalaryCheck({ ...uk1, goingRate: 0, phd: 'stem', list: 'isl', newEntrant: 'student' });
    expect(check.options.map((o) => [o.option.id, o.required])).toEqual([
      ['A', 41_700],
      ['B', 37_500],
      ['C', 33_403.5],
      ['D', 33_403.5],
      ['E', 33_403.5],
    ]);
    expect(check.best.option.id).toBe('C');
  });

  it('checks only the general threshold and the hourly minimum when the going rate is 0 ("I don\'t know"), and says so', () => {
    const result = scoreUk({ ...uk1, goingRate: 0, salary: 41_700 });
    expect(result.total).toBe(70);
    expect(line(result, 'salary').detail).toBe(
      "Meets option A (standard): at least £41,700 a year, the highest of the general threshold £41,700 and £17.13 an hour (£33,403.50). Going rate not entered: only the general threshold and the hourly minimum were checked. Your occupation's going rate may ask for more.",
    );
  });

  it('explains a shortfall in the breakdown', () => {
    expect(line(scoreUk({ ...uk1, goingRate: 50_000 }), 'salary').detail).toBe(
      'Below the £50,000 a year needed with option A (standard), the highest of the general threshold £41,700, 100% of the going rate for 37.5 hours (£50,000) and £17.13 an hour (£33,403.50).',
    );
  });

  it('pro-rates the going rate up to 48 hours and no further', () => {
    expect(ukSalaryCheck({ ...uk1, hours: 45 }).best.goingRate).toBe(48_000);
    expect(ukSalaryCheck({ ...uk1, hours: 48 }).best.goingRate).toBe(51_200);
    expect(ukSalaryCheck({ ...uk1, hours: 70, salary: 100_000 }).best.goingRate).toBe(51_200);
  });

  it('refuses negative or non-numeric pay and hours rather than scoring them 0', () => {
    expect(() => scoreUk({ ...uk1, salary: -1 })).toThrow(RangeError);
    expect(() => scoreUk({ ...uk1, goingRate: Number.NaN })).toThrow(RangeError);
    expect(() => scoreUk({ ...uk1, hours: 0 })).toThrow(RangeError);
    expect(() => scoreUk({ ...uk1, english: 'c1' as UkEnglish })).toThrow(RangeError);
  });

  it('writes money in pounds, with pence only when there are some', () => {
    expect(money(41_700)).toBe('£41,700');
    expect(money(42_756.48)).toBe('£42,756.48');
    expect(money(1_056.5)).toBe('£1,056.50');
    expect(money(999)).toBe('£999');
    expect(money(1_000_000)).toBe('£1,000,000');
  });
});

describe('the maxima', () => {
  it('gives every line its maximum when everything is met, 70 in all, and no line more', () => {
    const result = scoreUk(uk1);
    expect(result.breakdown.map((l) => [l.factorId, l.points, l.max])).toEqual([
      ['offer', 20, 20],
      ['skill', 20, 20],
      ['english', 10, 10],
      ['salary', 20, 20],
    ]);
    expect(result.breakdown.reduce((sum, l) => sum + l.max, 0)).toBe(ukTable.passMark);
  });
});

describe('improvementsUk', () => {
  it('gives the exact salary gap, the new-entrant rate and a STEM PhD for £36,701 against £41,700', () => {
    const list = improvementsUk({ ...uk1, salary: 36_701 });
    expect(list.map((i) => [i.factorId, i.points, i.change])).toEqual([
      ['salary', 20, '£4,999 more a year'],
      ['new-entrant', 20, 'Qualifying as a new entrant (for example, working towards a recognised professional qualification in this job)'],
      ['phd', 20, 'A PhD in a STEM subject relevant to the job'],
    ]);
    expect(list[0]?.text).toBe('£4,999 more a year would meet the salary requirement (+20 points)');
  });

  it('suggests the relevant PhD before the STEM one when both would do', () => {
    const list = improvementsUk({ ...uk1, salary: 38_000 });
    expect(list.find((i) => i.factorId === 'phd')?.change).toBe('A PhD relevant to the job');
  });

  it('gives the gap in pence to the hourly floor (UK-6) and nothing a discount cannot reach', () => {
    const answers = { ...uk1, hours: 48, goingRate: 30_000, salary: 41_700 };
    expect(improvementsUk(answers)).toEqual([
      { factorId: 'salary', change: '£1,056.48 more a year', points: 20, text: '£1,056.48 more a year would meet the salary requirement (+20 points)' },
    ]);
  });

  it('gives the contract salary over 48 hours: £53,445.60 - £50,000 = £3,445.60 more', () => {
    expect(improvementsUk({ ...uk1, hours: 60, goingRate: 30_000, salary: 50_000 })[0]?.change).toBe('£3,445.60 more a year');
  });

  it('suggests B2 English and a licensed sponsor, mandatory first among equal gains', () => {
    expect(improvementsUk({ ...uk1, english: 'b1' })).toEqual([
      {
        factorId: 'english',
        change: 'English at level B2 (an approved test)',
        points: 10,
        text: 'English at level B2 (an approved test) would meet a mandatory requirement (+10 points)',
      },
    ]);
    // Issue 39, finding 2: without a sponsor a higher salary adds nothing (SW 4.4), and the offer brings the skill 20 with it (SW 6.5).
    expect(improvementsUk({ ...uk1, offer: 'none', english: 'below', salary: 34_000 }, 5).map((i) => [i.factorId, i.points])).toEqual([
      ['offer', 40],
      ['english', 10],
    ]);
    expect(improvementsUk({ ...uk1, english: 'below', salary: 34_000 }, 5).map((i) => [i.factorId, i.points])).toEqual([
      ['salary', 20],
      ['new-entrant', 20],
      ['phd', 20],
      ['english', 10],
    ]);
  });

  it('does not suggest a new-entrant rate or a PhD for a job below degree level, where they do not apply', () => {
    const list = improvementsUk({ ...uk1, level: 'sub-degree', list: 'tsl', salary: 40_000 });
    expect(list.map((i) => i.factorId)).toEqual(['salary']);
    expect(list[0]?.change).toBe('£1,700 more a year');
  });

  it('suggests nothing once every requirement is met, and never the job level', () => {
    expect(improvementsUk(uk1)).toEqual([]);
    expect(improvementsUk({ ...uk1, level: 'unknown' })).toEqual([]);
  });
});

describe('rules metadata', () => {
  it('carries official GOV.UK sources only, no calculator (GOV.UK has none), and real days', () => {
    for (const source of ukRules.sources) {
      expect(source.url).toMatch(/^https:\/\/www\.gov\.uk\//);
      expect(source.kind).toBe('rules');
    }
    expect(ukRules.rulesAsOf).toBe('2025-07-22');
    // Issue 39, finding 4: from 31 December 2026 no new certificate counts for the lists, so the page's rules hold to the 30th.
    expect(ukRules.reviewBy).toBe('2026-12-30');
    for (const day of [ukRules.rulesAsOf, ukRules.reviewBy, ukTable.skill.listsRemoved, ...ukTable.english.required.map((r) => r.from)]) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
  });

  it('is stale only after its review-by day (UTC)', () => {
    expect(isStale(ukRules, new Date('2026-12-30T23:59:59Z'))).toBe(false);
    expect(isStale(ukRules, new Date('2026-12-31T00:00:00Z'))).toBe(true);
  });
});

describe('the Calculator object', () => {
  const roundTrip = (values: Values): Values => {
    const parsed = parseValues(uk.groups, new URLSearchParams(toQuery(uk.groups, values)));
    if (!parsed.ok) throw new Error(`did not parse: ${JSON.stringify(parsed.errors)}`);
    return parsed.values;
  };
  const valuesOf = (a: UkAnswers): Values => ({
    offer: a.offer,
    level: a.level,
    list: a.list,
    salary: a.salary,
    hours: a.hours,
    rate: a.goingRate,
    english: a.english,
    phd: a.phd,
    entrant: a.newEntrant,
  });

  it('tells the visitor where to find the going rate, and what 0 means', () => {
    const rate = questionsOf(uk.groups).find((q) => q.name === 'rate');
    expect(rate).toMatchObject({ kind: 'number', min: 0, initial: 0 });
    expect(rate?.help).toContain('Appendix Skilled Occupations');
    expect(rate?.help).toContain('37.5-hour week');
    expect(rate?.help).toContain("Enter 0 if you don't know: then only the general threshold (£41,700 for most people) is checked.");
  });

  it('describes the tool', () => {
    expect(uk).toMatchObject({ slug: 'uk-skilled-worker', advisor: 'work-abroad', rules: ukRules });
    expect(uk.score(initialValues(uk.groups)).passMark).toBe(70);
    expect(uk.notChecked.join(' ')).toMatch(/national pay scales/);
    expect(uk.notChecked.join(' ')).toMatch(/22 July 2025/);
  });

  it('has unique group ids and question names, short and lower-case', () => {
    const names = questionsOf(uk.groups).map((q) => q.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]{2,8}$/);
    const ids = uk.groups.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['UK-1', uk1],
    ['UK-3', { ...uk1, salary: 34_000, newEntrant: 'under-26' } as UkAnswers],
    ['UK-6', { ...uk1, hours: 48, goingRate: 30_000, salary: 42_756.48 }],
    ['UK-8', { ...uk1, level: 'sub-degree', list: 'tsl', salary: 42_000 } as UkAnswers],
  ])('scores %s through the URL as the typed function does', (_name, answers) => {
    const values = roundTrip(valuesOf(answers));
    expect(uk.score(values)).toEqual(scoreUk(answers));
    expect(uk.improvements(values)).toEqual(improvementsUk(answers));
  });

  it('reads "41,700" from a shared link and rejects a salary in tenths of a penny', () => {
    const parsed = parseValues(uk.groups, new URLSearchParams('salary=41%2C700&rate=35000'));
    expect(parsed.ok && uk.score(parsed.values).total).toBe(70);
    expect(parseValues(uk.groups, new URLSearchParams('salary=41700.001')).ok).toBe(false);
  });

  it('hands the advisor the score and the reasons in words', () => {
    const summary = advisorSummary(uk, roundTrip(valuesOf({ ...uk1, english: 'b1' })), 'https://example.test/tools/uk-skilled-worker?x');
    expect(summary).toContain('60 points (below the pass mark of 70)');
    expect(summary).toContain('But not eligible: You need English at level B2');
    expect(summary).toContain('- Your English: B1 (intermediate)');
  });
});


const hours = [1, 10, 20, 30, 37.5, 40, 45, 48, 50, 60, 80];
const rates = [0, 20_000, 28_000, 35_000, 41_700, 50_000, 70_000, 120_000];

function sample(next: () => number): UkAnswers {
  // Whole pounds mostly, pence sometimes: both reach the form.
  const pounds = 15_000 + Math.floor(next() * 90_000);
  return {
    offer: pick(next, ukTable.offer.choices).value,
    level: pick(next, ukTable.skill.level).value,
    list: pick(next, ukTable.skill.list).value,
    salary: next() < 0.2 ? pounds + Math.floor(next() * 100) / 100 : pounds,
    hours: pick(next, hours),
    goingRate: pick(next, rates),
    english: pick(next, ukTable.english.choices).value,
    phd: pick(next, ukTable.phd).value,
    newEntrant: pick(next, ukTable.newEntrant).value,
  };
}

// Each answer's better neighbours. 'unknown' to 'sub-degree' is not an ordering (a known sub-degree job loses
// the discounts), nor is a going rate of 0 (not known) against a real one.
const betterOffer: Record<UkOffer, UkOffer[]> = { none: ['sponsor'], unsure: ['sponsor'], sponsor: [] };
const betterLevel: Record<UkSkillLevel, UkSkillLevel[]> = { unknown: ['degree'], 'sub-degree': ['degree'], degree: [] };
const betterList: Record<UkList, UkList[]> = { none: ['tsl', 'isl'], tsl: [], isl: [] };
const betterEnglish: Record<UkEnglish, UkEnglish[]> = { below: ['b1'], b1: ['b2', 'nationality', 'degree'], b2: [], nationality: [], degree: [] };
const betterPhd: Record<UkPhd, UkPhd[]> = { none: ['phd'], phd: ['stem'], stem: [] };
const betterEntrant: Record<UkNewEntrant, UkNewEntrant[]> = { no: ['under-26', 'student', 'training', 'postdoc'], 'under-26': [], student: [], training: [], postdoc: [] };

function better(a: UkAnswers): UkAnswers[] {
  const list: UkAnswers[] = [];
  for (const offer of betterOffer[a.offer]) list.push({ ...a, offer });
  for (const level of betterLevel[a.level]) list.push({ ...a, level });
  for (const l of betterList[a.list]) list.push({ ...a, list: l });
  for (const english of betterEnglish[a.english]) list.push({ ...a, english });
  for (const phd of betterPhd[a.phd]) list.push({ ...a, phd });
  for (const newEntrant of betterEntrant[a.newEntrant]) list.push({ ...a, newEntrant });
  list.push({ ...a, salary: a.salary + 1_000 }, { ...a, salary: a.salary + 0.01 });
  if (a.hours > 1) list.push({ ...a, hours: a.hours - 0.5 });
  if (a.goingRate > 1_000) list.push({ ...a, goingRate: a.goingRate - 1_000 });
  return list;
}

describe('properties over 4,000 seeded random answers', () => {
  const next = random(31);
  const answers = Array.from({ length: 4000 }, () => sample(next));

  it('keeps every factor between 0 and its maximum, the total the sum of the breakdown, and 70 only with everything met', () => {
    // One throw naming the answers rather than many thousands of expect() calls.
    for (const a of answers) {
      const result = scoreUk(a);
      const over = result.breakdown.find((l) => l.points < 0 || l.points > l.max);
      const sum = result.breakdown.reduce((total, l) => total + l.points, 0);
      const passes = result.total >= ukTable.passMark;
      const allMet = result.eligible && !result.unknown?.length && points(result, 'salary') === ukTable.salary.points;
      if (over || result.total !== sum || result.eligible !== (result.reasons.length === 0) || passes !== allMet) {
        throw new Error(`inconsistent result for ${JSON.stringify(a)}: ${JSON.stringify(result)}`);
      }
    }
  });

  it('never lowers the score, nor takes away eligibility, for a better answer', () => {
    for (const a of answers) {
      const before = scoreUk(a);
      for (const b of better(a)) {
        const after = scoreUk(b);
        if (after.total < before.total || (before.eligible && !after.eligible)) {
          throw new Error(`worse after a better answer: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
        }
      }
    }
  });

  it('meets the salary requirement at exactly the suggested salary and not a penny below', () => {
    for (const a of answers) {
      const check = ukSalaryCheck(a);
      if (check.meets) continue;
      const at = ukSalaryCheck({ ...a, salary: check.best.contractRequired });
      const below = ukSalaryCheck({ ...a, salary: Math.round(check.best.contractRequired * 100 - 1) / 100 });
      if (!at.meets || below.meets) throw new Error(`salary boundary wrong for ${JSON.stringify(a)}`);
    }
  });

  it('lists at most three improvements, best first, one per id, each a gain its text states, each surviving the URL', () => {
    for (const a of answers.slice(0, 1000)) {
      const list = improvementsUk(a);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(new Set(list.map((i) => i.factorId)).size).toBe(list.length);
      for (let i = 1; i < list.length; i++) expect(list[i]!.points).toBeLessThanOrEqual(list[i - 1]!.points);
      for (const improvement of list) {
        expect(improvement.points).toBeGreaterThan(0);
        expect(improvement.text).toBe(`${improvement.change} would ${improvement.factorId === 'offer' || improvement.factorId === 'english' ? 'meet a mandatory requirement' : 'meet the salary requirement'} (+${improvement.points} points)`);
      }
      const salary = list.find((i) => i.factorId === 'salary');
      if (salary) {
        const target = ukSalaryCheck(a).best.contractRequired;
        expect(salary.change).toBe(`${money(target - a.salary)} more a year`);
        const query = new URLSearchParams(toQuery(uk.groups, { salary: target }));
        expect(parseValues(uk.groups, query).ok).toBe(target <= 1_000_000);
      }
    }
  });
});

// Issue 39: the rules as Appendix Skilled Worker and Appendix Skilled Occupations state them (the copies of
// 6 December 2025). Each test failed on the calculator as it was before the fix.
describe('the official rules (issue 39)', () => {
  it('finding 1: a job below degree level on the Immigration Salary List (Table 1a, e.g. stonemasons, going rate £33,400) meets option D at £33,400 and the going rate', () => {
    const stonemason = { ...uk1, level: 'sub-degree', list: 'isl', goingRate: 33_400, salary: 34_000 } as const;
    expect(scoreUk(stonemason).total).toBe(70);
    expect(ukSalaryCheck(stonemason).best).toMatchObject({ option: { id: 'D' }, threshold: 33_400, required: 33_403.5 });
    // Option D only: no new-entrant or PhD discount below degree level, and the going rate in full.
    expect(ukSalaryCheck({ ...stonemason, newEntrant: 'under-26', phd: 'stem' }).options.map((o) => o.option.id)).toEqual(['D']);
    expect(scoreUk({ ...stonemason, goingRate: 36_000, salary: 35_999 }).total).toBe(50);
  });

  it('finding 2: without a licensed sponsor no points for the job or the salary (SW 4.4, SW 6.5): 10; without the skill level none for the salary: 30', () => {
    const noSponsor = scoreUk({ ...uk1, offer: 'none' });
    expect(noSponsor.total).toBe(10);
    expect(noSponsor.breakdown.map((l) => [l.factorId, l.points])).toEqual([
      ['offer', 0],
      ['skill', 0],
      ['english', 10],
      ['salary', 0],
    ]);
    expect(line(noSponsor, 'salary').detail).toContain('SW 4.4');
    expect(line(noSponsor, 'skill').detail).toContain('SW 6.5');
    expect(scoreUk({ ...uk1, level: 'sub-degree' }).total).toBe(30);
    expect(scoreUk({ ...uk1, offer: 'unsure' }).total).toBe(10);
  });

  it('finding 3: B1 for someone extending whose last Skilled Worker permission was granted at B1 is named, in the English line and the "not checked here" list', () => {
    const english = line(scoreUk({ ...uk1, english: 'b1' }), 'english');
    expect(english.detail).toContain('last Skilled Worker permission');
    expect(uk.notChecked.join(' ')).toMatch(/extending.*B1/);
  });

  it('finding 4: the lists count only with a certificate of sponsorship issued before 31 December 2026 (SW 6.1A), and option D ends then for degree-level jobs too', () => {
    const tsl = { ...uk1, level: 'sub-degree', list: 'tsl', salary: 42_000 } as const;
    expect(scoreUk(tsl, '2026-12-30').total).toBe(70);
    // Applied on 31 December 2026 or within the certificate's 3 months after (SW 1.2(d)): only if it was issued earlier.
    const open = scoreUk(tsl, '2026-12-31');
    expect(open.total).toBe(30);
    expect(open.unknown).toEqual([expect.stringContaining('issued before 31 December 2026')]);
    expect(scoreUk(tsl, '2027-04-01').reasons).toEqual(['Jobs below degree level qualified only with a certificate of sponsorship issued before 31 December 2026.']);

    const isl = { ...uk1, list: 'isl', goingRate: 30_000, salary: 34_000 } as const;
    expect(scoreUk(isl, '2026-12-30').total).toBe(70);
    expect(ukSalaryCheck(isl, '2027-04-01').options.map((o) => o.option.id)).not.toContain('D');
    expect(scoreUk(isl, '2027-04-01').total).toBe(50);
    const maybe = scoreUk(isl, '2027-01-15');
    expect(maybe.total).toBe(50);
    expect(maybe.unknown).toEqual([expect.stringContaining('Option D')]);
  });
});

// Issue 41: the calculator in the site's other languages, built as content/text.ts builds it (the translation
// localized over the English, the wire keys kept from it).
describe('in Gujarati and Hindi', () => {
  const fixed = fixedWith(...CALCULATOR_FIXED);
  const languages = [
    { locale: 'gu', script: /[\u0A80-\u0AFF]/, module: gujarati },
    { locale: 'hi', script: /[\u0900-\u097F]/, module: hindi },
  ] as const;
  const textOf = (locale: Locale, module: typeof gujarati): UkText => localize(english, module.translation.text.tool, `uk.${locale}`, fixed);
  const days = [undefined, '2026-01-07', '2026-12-31', '2027-01-15', '2027-04-01'] as const;

  // Latin that may stay in a translated line: official names, codes and terms the translations keep in English
  // (translate-brief.md). Anything else of three letters or more left after removing them is an English word.
  const keptLatin = [
    'Immigration Health Surcharge',
    'Appendix Skilled Occupations',
    'Temporary Shortage List',
    'Immigration Salary List',
    'certificate of sponsorship',
    'national pay scales',
    'Graduate visa',
    'Skilled Worker',
    'new entrants',
    'Home Office',
    'going rate',
    'permission',
    'genuine',
    'Student',
    'GOV.UK',
    'Ecctis',
    'IELTS',
    'route',
    'visa',
    'CEFR',
    'STEM',
    'PhD',
    'RQF',
    'SOC',
    'SW',
  ];
  function englishLeft(line: string): string | undefined {
    let rest = line;
    for (const kept of keptLatin) rest = rest.split(kept).join(' ');
    return rest.match(/[A-Za-z]{3,}/)?.[0];
  }

  const next = random(41);
  // Random answers, and two the random ones rarely reach: a PhD (or a STEM one) as the way to the salary points.
  const phdWays: UkAnswers[] = [
    { ...uk1, goingRate: 0, salary: 38_000 },
    { ...uk1, goingRate: 0, salary: 34_000, phd: 'phd' },
  ];
  const samples = [
    ...Array.from({ length: 1500 }, () => ({ answers: sample(next), on: pick(next, days) })),
    ...phdWays.flatMap((answers) => days.map((on) => ({ answers, on }))),
  ];

  /** Every line a result and its improvements show the visitor. */
  function linesOf(result: ReturnType<typeof scoreUk>, improvements: ReturnType<typeof improvementsUk>): string[] {
    return [
      ...result.breakdown.flatMap((l) => [l.label, ...(l.detail ? [l.detail] : [])]),
      ...result.reasons,
      ...(result.unknown ?? []),
      ...improvements.flatMap((i) => [i.change, i.text]),
    ];
  }

  it('the seeded answers reach every result sentence of the English (so the checks below read every translated one)', () => {
    const seen = samples.flatMap(({ answers, on }) => linesOf(scoreUk(answers, on), improvementsUk(answers, 5, on))).join('\n');
    const unreached = textEntries(english.results, 'results')
      // Gains are 10, 20 or 40 points: the singular of "(+1 point)" is never said.
      .filter(({ path }) => !/^results\.improvement\..*\.one$/.test(path))
      .filter(({ text }) => {
        const longest = text.split(/\{\w+\}/).reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '');
        return !seen.includes(longest.trim());
      });
    expect(unreached).toEqual([]);
  });

  // The table keeps the answers' values and the content module their words: the two lists must not drift apart.
  it('offers in each question exactly the answers the table scores, in its order', () => {
    const valuesOf = (name: string) => {
      const question = questionsOf(uk.groups).find((q) => q.name === name);
      return question && 'options' in question ? question.options.map((o) => o.value) : [];
    };
    const table = ukTable;
    for (const [name, rows] of [
      ['offer', table.offer.choices],
      ['level', table.skill.level],
      ['list', table.skill.list],
      ['english', table.english.choices],
      ['phd', table.phd],
      ['entrant', table.newEntrant],
    ] as const) {
      expect(valuesOf(name)).toEqual(rows.map((row) => row.value));
    }
    expect(Object.keys(english.results.salary.options)).toEqual(table.salary.options.map((o) => o.id));
  });

  describe.each(languages)('$locale', ({ locale, script, module }) => {
    const t = textOf(locale, module);
    const calculator = ukIn(locale, t);

    it('scores exactly as the English: totals, lines, maxima, eligibility, pass mark, open questions and improvements', () => {
      for (const { answers, on } of samples) {
        const en = scoreUk(answers, on);
        const there = scoreUk(answers, on, t, locale);
        expect(there.breakdown.map((l) => [l.factorId, l.points, l.max])).toEqual(en.breakdown.map((l) => [l.factorId, l.points, l.max]));
        expect([there.total, there.eligible, there.passMark, there.reasons.length, there.unknown?.length]).toEqual([
          en.total,
          en.eligible,
          en.passMark,
          en.reasons.length,
          en.unknown?.length,
        ]);
        expect(improvementsUk(answers, 5, on, t, locale).map((i) => [i.factorId, i.points])).toEqual(
          improvementsUk(answers, 5, on).map((i) => [i.factorId, i.points]),
        );
      }
    });

    it('writes every label, detail, reason, open question and improvement in the language, with no English sentence left', () => {
      for (const { answers, on } of samples) {
        for (const line of linesOf(scoreUk(answers, on, t, locale), improvementsUk(answers, 5, on, t, locale))) {
          if (!script.test(line) || englishLeft(line) || /[{}]/.test(line)) throw new Error(`not in ${locale}: "${line}" (${JSON.stringify(answers)}, ${on})`);
        }
      }
    });

    it('scores through its Calculator as the typed function does, in the language', () => {
      for (const { answers } of samples.slice(0, 200)) {
        const values: Values = {
          offer: answers.offer,
          level: answers.level,
          list: answers.list,
          salary: answers.salary,
          hours: answers.hours,
          rate: answers.goingRate,
          english: answers.english,
          phd: answers.phd,
          entrant: answers.newEntrant,
        };
        expect(calculator.score(values)).toEqual(scoreUk(answers, undefined, t, locale));
        expect(calculator.improvements(values)).toEqual(improvementsUk(answers, 3, undefined, t, locale));
      }
    });

    it('keeps the English wire: group ids, question names and kinds, option values, initial answers and limits', () => {
      const wire = (groups: typeof uk.groups) =>
        groups.map((g) => [g.id, g.when, g.questions.map((q) => JSON.stringify({ ...q, label: undefined, help: undefined, unit: undefined, options: 'options' in q ? q.options.map((o) => o.value) : undefined }))]);
      expect(wire(calculator.groups)).toEqual(wire(uk.groups));
      expect(calculator).toMatchObject({ locale, slug: uk.slug, country: 'United Kingdom', advisor: uk.advisor, rules: ukRules });
      expect(calculator.countryName).toMatch(script);
    });

    it('translates the questions, the intro and what it does not check, with the day and the threshold filled in', () => {
      const texts = [
        calculator.intro,
        calculator.programme,
        ...calculator.notChecked,
        ...calculator.groups.flatMap((g) => [g.legend, ...(g.help ? [g.help] : [])]),
        ...questionsOf(calculator.groups).flatMap((q) => [q.label, ...(q.help ? [q.help] : []), ...('unit' in q && q.unit ? [q.unit] : []), ...('options' in q ? q.options.map((o) => o.label) : [])]),
      ];
      for (const text of texts) {
        if (!script.test(text) || /[{}]/.test(text)) throw new Error(`not in ${locale}: "${text}"`);
      }
      const help = (name: string) => questionsOf(calculator.groups).find((q) => q.name === name)?.help;
      const day = locale === 'gu' ? '31 ડિસેમ્બર, 2026' : '31 दिसंबर 2026';
      expect(help('list')).toContain(day);
      expect(help('rate')).toContain('£41,700');
      expect(calculator.notChecked.join(' ')).toContain(locale === 'gu' ? '30 ડિસેમ્બર, 2026' : '30 दिसंबर 2026');
      // The form reads the currency from the unit's start.
      expect(questionsOf(calculator.groups).filter((q) => 'unit' in q && q.unit?.startsWith('£ ')).map((q) => q.name)).toEqual(['salary', 'rate']);
    });

    it('writes money with the pound sign first and the language\'s grouping, days and hours in the language', () => {
      const answers = { ...uk1, hours: 60, goingRate: 30_000, salary: 50_000 };
      const detail = line(scoreUk(answers, undefined, t, locale), 'salary').detail;
      expect(detail).toContain('£53,445.60');
      expect(detail).toContain('£17.13');
      expect(detail).toContain(locale === 'gu' ? '48 કલાક' : '48 घंटे');
      expect(improvementsUk(answers, 3, undefined, t, locale)[0]?.change).toContain('£3,445.60');
      expect(money(1_000_000, locale)).toBe('£10,00,000');
      expect(money(42_756.48, locale)).toBe('£42,756.48');
      expect(money(1_056.5, locale)).toBe('£1,056.50');
      expect(money(999, locale)).toBe('£999');
      expect(line(scoreUk({ ...uk1, english: 'b1' }, undefined, t, locale), 'english').detail).toContain(locale === 'gu' ? '8 જાન્યુઆરી, 2026' : '8 जनवरी 2026');
    });
  });
});
