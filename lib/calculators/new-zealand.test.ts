import { tool as englishText } from '@/content/calculators/new-zealand';
import { translation as gujarati } from '@/content/calculators/new-zealand.gu';
import { translation as hindi } from '@/content/calculators/new-zealand.hi';
import { words } from '@/content/calculators/words';
import { CALCULATOR_FIXED } from '@/content/fixed-keys';
import { fill } from '@/lib/i18n/format';
import { fixedWith, localize, textEntries } from '@/lib/i18n/translation';
import { parseValues, questionsOf, toQuery } from './form';
import {
  improvementsNewZealand,
  newZealand,
  newZealandIn,
  newZealandRules,
  newZealandSkillCategories,
  newZealandTable,
  newZealandWorkWindow,
  scoreNewZealand,
  type NewZealandAnswers,
  type NewZealandQualification,
  type NewZealandRegistration,
  type NewZealandWork,
  type NewZealandWorkPay,
} from './new-zealand';
import { isStale, type QuestionGroup, type Result, type Values } from './types';
import { line, pick, points, random } from './test-support';

// A profile with no points at all: an offer, no pay given, no qualification, registration or NZ work.
const nothing: NewZealandAnswers = { offer: 'yes', hourlyPay: 0, registration: 'none', qualification: 'none', work: 'none', workPay: 'no', age: 30 };

const meets = (result: Result) => result.eligible && result.passMark !== null && result.total >= result.passMark;

describe('the research profiles (hand-computed)', () => {
  it('NZ-1: doctorate 6 + NZ work 0 = 6, meets (pay NZ$40 an hour gives no income points)', () => {
    const result = scoreNewZealand({ ...nothing, qualification: 'doctorate', hourlyPay: 40 });
    expect(points(result, 'skill')).toBe(6);
    expect(points(result, 'work')).toBe(0);
    expect(result.total).toBe(6);
    expect(result.passMark).toBe(6);
    expect(meets(result)).toBe(true);
  });

  it("NZ-2: master's 5 + 12 months in the last 2 years 1 = 6, meets; with no NZ work 5 + 0 = 5, does not", () => {
    const met = scoreNewZealand({ ...nothing, qualification: 'masters', work: '12in24' });
    expect(met.total).toBe(6);
    expect(meets(met)).toBe(true);
    const short = scoreNewZealand({ ...nothing, qualification: 'masters' });
    expect(short.total).toBe(5);
    expect(meets(short)).toBe(false);
    expect(short.eligible).toBe(true);
  });

  it("NZ-3 (no combining categories): bachelor's 3 and pay NZ$55 (1.5x) 3 give max(3, 3) = 3, not 6; + 24 months 2 = 5; one more year 3 + 3 = 6", () => {
    const nz3: NewZealandAnswers = { ...nothing, qualification: 'bachelor', hourlyPay: 55, work: '24in48' };
    expect(newZealandSkillCategories(nz3)).toEqual({ registration: 0, qualification: 3, income: 3 });
    const result = scoreNewZealand(nz3);
    expect(points(result, 'skill')).toBe(3);
    expect(result.total).toBe(5);
    expect(meets(result)).toBe(false);
    expect(line(result, 'skill').detail).toContain('not added');
    expect(scoreNewZealand({ ...nz3, work: '36in60' }).total).toBe(6);
  });

  // Issue 39, finding 5: the research's NZ-4 counted the work whatever it was paid; SR3.35 counts it with points for
  // pay only if it was paid at that level, so the profile says so (and the 'finding 5' test shows the rest).
  it('NZ-4: no degree, pay NZ$70 (2x = NZ$67.12) 4 + 24 months paid at 2x 2 = 6, meets; at NZ$67.11 the 1.5x band 3 + 2 = 5', () => {
    const nz4: NewZealandAnswers = { ...nothing, hourlyPay: 70, work: '24in48', workPay: '2x' };
    expect(scoreNewZealand(nz4).total).toBe(6);
    expect(meets(scoreNewZealand(nz4))).toBe(true);
    expect(scoreNewZealand({ ...nz4, hourlyPay: 67.12 }).total).toBe(6);
    const below = scoreNewZealand({ ...nz4, hourlyPay: 67.11 });
    expect(points(below, 'skill')).toBe(3);
    expect(below.total).toBe(5);
  });

  it('NZ-5: a registration needing 4 years (the research takes a registered nurse as 4: check INZ) 4 + 12 months 1 = 5; with 24 months 4 + 2 = 6', () => {
    const nz5: NewZealandAnswers = { ...nothing, registration: '4', work: '12in24' };
    expect(scoreNewZealand(nz5).total).toBe(5);
    expect(scoreNewZealand({ ...nz5, work: '24in48' }).total).toBe(6);
  });

  it('NZ-6: pay NZ$100.68 (3x) 6 and nothing else = 6, meets; NZ$100.67 is the 2x band, 4', () => {
    expect(scoreNewZealand({ ...nothing, hourlyPay: 100.68 }).total).toBe(6);
    expect(meets(scoreNewZealand({ ...nothing, hourlyPay: 100.68 }))).toBe(true);
    expect(scoreNewZealand({ ...nothing, hourlyPay: 100.67 }).total).toBe(4);
  });

  it.each([
    [{ last2Years: 12, last4Years: 12, last5Years: 12 }, '12in24', 1],
    [{ last2Years: 23, last4Years: 23, last5Years: 23 }, '12in24', 1],
    [{ last2Years: 11, last4Years: 23, last5Years: 35 }, 'none', 0],
    [{ last2Years: 0, last4Years: 24, last5Years: 24 }, '24in48', 2],
    [{ last2Years: 24, last4Years: 30, last5Years: 35 }, '24in48', 2],
    [{ last2Years: 0, last4Years: 24, last5Years: 36 }, '36in60', 3],
    [{ last2Years: 24, last4Years: 40, last5Years: 40 }, '36in60', 3],
  ] as const)('NZ-7: NZ work %j is the window %s, worth %i (capped at 3)', (months, window, expected) => {
    expect(newZealandWorkWindow(months)).toBe(window);
    expect(points(scoreNewZealand({ ...nothing, work: window }), 'work')).toBe(expected);
  });

  it('NZ-8: at 55 the visitor is scored and eligible; at 56 not eligible (age limit 55), the points still shown', () => {
    const at55 = scoreNewZealand({ ...nothing, qualification: 'doctorate', age: 55 });
    expect(at55.eligible).toBe(true);
    expect(meets(at55)).toBe(true);
    const at56 = scoreNewZealand({ ...nothing, qualification: 'doctorate', age: 56 });
    expect(at56.eligible).toBe(false);
    expect(at56.reasons).toEqual(['You must be 55 or under when you apply.']);
    expect(at56.total).toBe(6);
    expect(meets(at56)).toBe(false);
  });

  it("the secondary sources' examples: PhD 6; master's 5 + 1 year; honours or PG diploma 4 + 2 years; bachelor's 3 + 3 years: all 6", () => {
    expect(scoreNewZealand({ ...nothing, qualification: 'doctorate' }).total).toBe(6);
    expect(scoreNewZealand({ ...nothing, qualification: 'masters', work: '12in24' }).total).toBe(6);
    expect(scoreNewZealand({ ...nothing, qualification: 'honours', work: '24in48' }).total).toBe(6);
    expect(scoreNewZealand({ ...nothing, qualification: 'bachelor', work: '36in60' }).total).toBe(6);
  });
});

describe('age boundaries', () => {
  it.each([18, 30, 54, 55])('age %i is eligible', (age) => {
    expect(scoreNewZealand({ ...nothing, age }).eligible).toBe(true);
  });

  it.each([56, 60, 99])('age %i is not eligible', (age) => {
    expect(scoreNewZealand({ ...nothing, age }).eligible).toBe(false);
  });

  it('refuses a negative or non-numeric age or pay rather than scoring it', () => {
    expect(() => scoreNewZealand({ ...nothing, age: Number.NaN })).toThrow(RangeError);
    expect(() => scoreNewZealand({ ...nothing, hourlyPay: -1 })).toThrow(RangeError);
  });
});

describe('the job offer', () => {
  it('without an offer from an accredited employer the visitor is not eligible, with the reason, and the points are still shown', () => {
    const result = scoreNewZealand({ ...nothing, offer: 'no', qualification: 'masters', work: '12in24' });
    expect(result.total).toBe(6);
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual([
      'You need a job or job offer in New Zealand from an accredited employer: without one you cannot apply, whatever your points.',
    ]);
  });

  it('"not sure" does not rule the visitor out (accreditation is not checked)', () => {
    expect(scoreNewZealand({ ...nothing, offer: 'unsure' }).eligible).toBe(true);
  });

  it('gives both reasons when both the offer and age rule the visitor out', () => {
    expect(scoreNewZealand({ ...nothing, offer: 'no', age: 56 }).reasons).toHaveLength(2);
  });
});

describe('income bands (median wage NZ$33.56)', () => {
  it('sets each threshold at its multiple of the median wage, to the cent', () => {
    expect(newZealandTable.medianWage).toEqual({ hourly: 33.56, from: '2025-08-18' });
    for (const band of newZealandTable.income) {
      expect(band.atLeast).toBe(Math.round(newZealandTable.medianWage.hourly * band.multiple * 100) / 100);
    }
    expect(newZealandTable.income.map((b) => b.atLeast)).toEqual([100.68, 67.12, 50.34]);
  });

  it.each([
    [0, 0],
    [33.56, 0],
    [50.33, 0],
    [50.34, 3],
    [55, 3],
    [67.11, 3],
    [67.12, 4],
    [100.67, 4],
    [100.68, 6],
    [250, 6],
  ])('NZ$%f an hour scores %i', (hourlyPay, expected) => {
    expect(newZealandSkillCategories({ ...nothing, hourlyPay }).income).toBe(expected);
    expect(points(scoreNewZealand({ ...nothing, hourlyPay }), 'skill')).toBe(expected);
  });

  it('notes pay below the median wage, which usually is not skilled employment, and not for pay left at 0', () => {
    expect(line(scoreNewZealand({ ...nothing, hourlyPay: 30 }), 'skill').detail).toContain('below the median wage (NZ$33.56 an hour)');
    expect(line(scoreNewZealand({ ...nothing, hourlyPay: 33.56 }), 'skill').detail).not.toContain('median');
    expect(line(scoreNewZealand(nothing), 'skill').detail).not.toContain('median');
  });
});

describe('qualifications and registrations', () => {
  it.each([
    ['none', 0],
    ['bachelor', 3],
    ['honours', 4],
    ['masters', 5],
    ['doctorate', 6],
  ] as const)('qualification %s scores %i', (qualification, expected) => {
    expect(points(scoreNewZealand({ ...nothing, qualification }), 'skill')).toBe(expected);
  });

  it.each([
    ['none', 0],
    ['2-3', 3],
    ['4', 4],
    ['5', 5],
    ['6-plus', 6],
  ] as const)('registration %s scores %i', (registration, expected) => {
    expect(points(scoreNewZealand({ ...nothing, registration }), 'skill')).toBe(expected);
  });

  it('never adds categories: doctorate, 6-year registration and 3x pay together are still 6', () => {
    const result = scoreNewZealand({ ...nothing, qualification: 'doctorate', registration: '6-plus', hourlyPay: 150 });
    expect(points(result, 'skill')).toBe(6);
    expect(line(result, 'skill').max).toBe(6);
  });

  it('takes the best category whichever it is', () => {
    expect(points(scoreNewZealand({ ...nothing, qualification: 'bachelor', registration: '5', hourlyPay: 70 }), 'skill')).toBe(5);
    expect(points(scoreNewZealand({ ...nothing, qualification: 'honours', registration: '2-3', hourlyPay: 120 }), 'skill')).toBe(6);
  });
});

describe('the maxima', () => {
  const best: NewZealandAnswers = { offer: 'yes', hourlyPay: 120, registration: '6-plus', qualification: 'doctorate', work: '36in60', workPay: '3x', age: 40 };

  it('is 9: skill 6 + NZ work 3, every line at its maximum', () => {
    const result = scoreNewZealand(best);
    expect(result.total).toBe(9);
    for (const l of result.breakdown) expect(l.points).toBe(l.max);
    expect(result.breakdown.map((l) => [l.factorId, l.max])).toEqual([
      ['skill', 6],
      ['work', 3],
    ]);
  });
});

describe('improvementsNewZealand', () => {
  // Issue 39, finding 5: 2x pay (4) adds a point only if the NZ work was paid at 2x too (SR3.35); otherwise 3x pay alone (6) does.
  it('suggests for NZ-3 (5 points) one more year of NZ work, 2x pay (if the work was paid at 2x, else 3x), or honours: each +1, reaching 6', () => {
    const nz3: NewZealandAnswers = { ...nothing, qualification: 'bachelor', hourlyPay: 55, work: '24in48', workPay: '2x' };
    const list = improvementsNewZealand(nz3);
    expect(list.map((i) => [i.factorId, i.change, i.points])).toEqual([
      ['work', '36 months of skilled work in New Zealand in the last 5 years', 1],
      ['income', 'Pay of NZ$67.12 an hour or more (2 times the median wage)', 1],
      ['qualification', 'A bachelor’s with honours or a postgraduate diploma (level 8)', 1],
    ]);
    expect(list[0]?.text).toBe('36 months of skilled work in New Zealand in the last 5 years would add 1 point and reach the 6 points needed');
    expect(list[1]?.text).toBe('Pay of NZ$67.12 an hour or more (2 times the median wage) would add 1 point and reach the 6 points needed');
    expect(improvementsNewZealand({ ...nz3, workPay: 'no' }).find((i) => i.factorId === 'income')?.change).toBe(
      'Pay of NZ$100.68 an hour or more (3 times the median wage)',
    );
  });

  it('suggests the smallest step of each ladder that adds points, not the biggest', () => {
    // Pay NZ$70 (4 points): honours gives no more than 4, so a master's (+1) is the qualification step.
    const list = improvementsNewZealand({ ...nothing, qualification: 'bachelor', hourlyPay: 70, workPay: '2x' });
    expect(list).toContainEqual(expect.objectContaining({ factorId: 'qualification', change: 'A master’s degree (level 9)', points: 1 }));
    expect(list).toContainEqual(expect.objectContaining({ factorId: 'income', points: 2 }));
    expect(list).toContainEqual(expect.objectContaining({ factorId: 'work', points: 1, change: '12 months of skilled work in New Zealand in the last 2 years' }));
    // Work not paid at 2x adds nothing to the pay's 4 (SR3.35), and with the bachelor's 3 it makes 4 too.
    expect(improvementsNewZealand({ ...nothing, qualification: 'bachelor', hourlyPay: 70 }).map((i) => i.factorId)).not.toContain('work');
  });

  it('says "points" for more than one', () => {
    const list = improvementsNewZealand(nothing);
    expect(list[0]).toEqual({
      factorId: 'income',
      change: 'Pay of NZ$50.34 an hour or more (1.5 times the median wage)',
      points: 3,
      text: 'Pay of NZ$50.34 an hour or more (1.5 times the median wage) would add 3 points',
    });
  });

  it('suggests nothing once the pass mark is met: six points pass, more do not rank higher', () => {
    expect(improvementsNewZealand({ ...nothing, qualification: 'doctorate' })).toEqual([]);
  });

  it('suggests nothing over the age limit, where points do not help', () => {
    expect(improvementsNewZealand({ ...nothing, age: 56 })).toEqual([]);
  });

  it('still suggests points without a job offer: they count once there is one', () => {
    expect(improvementsNewZealand({ ...nothing, offer: 'no', qualification: 'masters' }).length).toBeGreaterThan(0);
  });

  it('never suggests a registration (it depends on the occupation) nor age', () => {
    for (const i of improvementsNewZealand(nothing)) expect(['work', 'income', 'qualification']).toContain(i.factorId);
  });
});

describe('rules metadata', () => {
  it('carries official INZ sources only (the visa page, and the manual\'s SR3.25 and SR3.35), no invented calculator, and real days', () => {
    expect(newZealandRules.sources).toHaveLength(3);
    expect(newZealandRules.sources.map((s) => s.name).join(' ')).toMatch(/SR3\.25.*SR3\.35/);
    for (const source of newZealandRules.sources) {
      expect(source.url).toMatch(/^https:\/\/(www\.)?immigration\.govt\.nz\//);
      expect(source.kind).toBe('rules');
    }
    expect(newZealandRules.rulesAsOf).toBe('2023-10-09');
    for (const day of [newZealandRules.rulesAsOf, newZealandRules.reviewBy]) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
    expect(newZealandRules.reviewBy > newZealandRules.rulesAsOf).toBe(true);
  });

  it('is stale only after its review-by day (UTC), which has passed on purpose (August 2026 changes unread)', () => {
    expect(newZealandRules.reviewBy).toBe('2026-08-01');
    expect(isStale(newZealandRules, new Date('2026-08-01T23:59:59Z'))).toBe(false);
    expect(isStale(newZealandRules, new Date('2026-08-02T00:00:00Z'))).toBe(true);
  });
});


// Pay in cents up to NZ$150, with the thresholds and their neighbours often enough to matter.
const edges = [0, 33.56, 50.33, 50.34, 67.11, 67.12, 100.67, 100.68];
function samplePay(next: () => number): number {
  return next() < 0.3 ? pick(next, edges) : Math.round(next() * 15000) / 100;
}

function sample(next: () => number): NewZealandAnswers {
  return {
    offer: pick(next, newZealandTable.offer).value,
    hourlyPay: samplePay(next),
    registration: pick(next, newZealandTable.registration).value,
    qualification: pick(next, newZealandTable.qualification).value,
    work: pick(next, newZealandTable.work).value,
    workPay: pick(next, newZealandTable.workPay).value,
    age: 18 + Math.floor(next() * 50),
  };
}

function higher<T extends string>(ladder: readonly { value: T }[], value: T): T[] {
  const at = ladder.findIndex((step) => step.value === value);
  return ladder.slice(at + 1).map((step) => step.value);
}

function better(a: NewZealandAnswers): NewZealandAnswers[] {
  const list: NewZealandAnswers[] = [];
  for (const qualification of higher<NewZealandQualification>(newZealandTable.qualification, a.qualification)) list.push({ ...a, qualification });
  for (const registration of higher<NewZealandRegistration>(newZealandTable.registration, a.registration)) list.push({ ...a, registration });
  for (const work of higher<NewZealandWork>(newZealandTable.work, a.work)) list.push({ ...a, work });
  for (const workPay of higher<NewZealandWorkPay>(newZealandTable.workPay, a.workPay)) list.push({ ...a, workPay });
  list.push({ ...a, hourlyPay: Math.round((a.hourlyPay + 0.01) * 100) / 100 }, { ...a, hourlyPay: a.hourlyPay + 20 });
  if (a.offer === 'no') list.push({ ...a, offer: 'yes' }, { ...a, offer: 'unsure' });
  return list;
}

describe('properties over 5,000 seeded random answers', () => {
  const next = random(31);
  const answers = Array.from({ length: 5000 }, () => sample(next));

  it('keeps every factor between 0 and its maximum, the total the sum of the breakdown and at most 9', () => {
    for (const a of answers) {
      const result = scoreNewZealand(a);
      const over = result.breakdown.find((l) => l.points < 0 || l.points > l.max);
      const sum = result.breakdown.reduce((total, l) => total + l.points, 0);
      if (over || result.total !== sum || result.total > 9 || result.eligible !== (result.reasons.length === 0)) {
        throw new Error(`inconsistent result for ${JSON.stringify(a)}: ${JSON.stringify(result)}`);
      }
    }
  });

  it('never lowers the score, nor takes away eligibility, for a better answer', () => {
    for (const a of answers) {
      const before = scoreNewZealand(a);
      for (const b of better(a)) {
        const after = scoreNewZealand(b);
        if (after.total < before.total || (before.eligible && !after.eligible)) {
          throw new Error(`worse after a better answer: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
        }
      }
    }
  });

  it('lists at most three improvements, best first, one per factor, each a gain its text states', () => {
    for (const a of answers.slice(0, 1000)) {
      const list = improvementsNewZealand(a);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(new Set(list.map((i) => i.factorId)).size).toBe(list.length);
      for (let i = 1; i < list.length; i++) expect(list[i]!.points).toBeLessThanOrEqual(list[i - 1]!.points);
      for (const improvement of list) {
        expect(improvement.points).toBeGreaterThan(0);
        expect(improvement.text.startsWith(`${improvement.change} would add ${improvement.points} point`)).toBe(true);
      }
      if (a.age > 55 || scoreNewZealand(a).total >= 6) expect(list).toEqual([]);
    }
  });
});

describe('the Calculator object', () => {
  it('is the New Zealand tool for the migration enquiry', () => {
    expect(newZealand.slug).toBe('new-zealand-skilled-migrant');
    expect(newZealand.country).toBe('New Zealand');
    expect(newZealand.advisor).toBe('migration-services');
    expect(newZealand.rules).toBe(newZealandRules);
    expect(newZealand.draws).toBeUndefined();
    expect(newZealand.notChecked.length).toBeGreaterThan(0);
    expect(newZealand.notChecked[0]).toContain('NZ$33.56');
  });

  it('has unique group and question names, an initial answer for every question, and short lower-case keys', () => {
    const names = [...newZealand.groups.map((g) => g.id), ...questionsOf(newZealand.groups).map((q) => q.name)];
    expect(new Set(names).size).toBe(names.length);
    for (const question of questionsOf(newZealand.groups)) {
      expect(question.name).toMatch(/^[a-z]{2,6}$/);
      if (question.kind !== 'check') expect(question.initial).toBeDefined();
      if (question.kind === 'select' || question.kind === 'radio') {
        expect(question.options.map((o) => o.value)).toContain(question.initial);
      }
    }
  });

  it('scores the initial answers (an empty query) as the typed function does', () => {
    const parsed = parseValues(newZealand.groups, new URLSearchParams(''));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(newZealand.score(parsed.values)).toEqual(
      scoreNewZealand({ offer: 'yes', hourlyPay: 0, registration: 'none', qualification: 'bachelor', work: 'none', workPay: 'no', age: 30 }),
    );
  });

  it('rejects pay written as a yearly salary or with more than two decimals, beside the field', () => {
    const yearly = parseValues(newZealand.groups, new URLSearchParams('pay=90000'));
    expect(yearly.ok).toBe(false);
    if (!yearly.ok) expect(Object.keys(yearly.errors)).toEqual(['pay']);
    expect(parseValues(newZealand.groups, new URLSearchParams('pay=50.345')).ok).toBe(false);
    const ok = parseValues(newZealand.groups, new URLSearchParams('pay=67.12'));
    expect(ok.ok && ok.values.pay).toBe(67.12);
  });

  it('gives the same result and improvements through the URL (toQuery, parseValues) as the typed functions, for 1,000 answers', () => {
    const next = random(3156);
    for (let i = 0; i < 1000; i++) {
      const a = sample(next);
      const values: Values = { offer: a.offer, pay: a.hourlyPay, qual: a.qualification, reg: a.registration, work: a.work, wpay: a.workPay, age: a.age };
      const parsed = parseValues(newZealand.groups, new URLSearchParams(toQuery(newZealand.groups, values)));
      if (!parsed.ok) throw new Error(`${JSON.stringify(values)}: ${JSON.stringify(parsed.errors)}`);
      expect(parsed.values).toEqual(values);
      expect(newZealand.score(parsed.values)).toEqual(scoreNewZealand(a));
      expect(newZealand.improvements(parsed.values)).toEqual(improvementsNewZealand(a));
    }
  });
});

// Issue 39: the rules as INZ's operational manual states them (SR3.25, SR3.35). Each test failed on the
// calculator as it was before the fix.
describe('the official rules (issue 39)', () => {
  it('finding 5 (SR3.35): with points for pay, the New Zealand work counts only if it was itself paid at that level', () => {
    const nz4 = { ...nothing, hourlyPay: 70, work: '24in48' } as const;
    const unpaid = scoreNewZealand({ ...nz4, workPay: 'no' });
    expect([points(unpaid, 'skill'), points(unpaid, 'work'), unpaid.total]).toEqual([4, 0, 4]);
    expect(line(unpaid, 'work').detail).toContain('NZ$67.12');
    // A bachelor's (3) with the work (2) then gives more than the pay's 4 alone, and counts instead.
    const withDegree = scoreNewZealand({ ...nz4, workPay: 'no', qualification: 'bachelor' });
    expect([points(withDegree, 'skill'), points(withDegree, 'work')]).toEqual([3, 2]);
    expect(line(withDegree, 'skill').detail).toContain('Your qualification counts (qualification 3, pay 4, registration 0); categories are not added together. With your New Zealand work it gives the most.');
    expect(scoreNewZealand({ ...nz4, workPay: '1.5x' }).total).toBe(5);
    expect(scoreNewZealand({ ...nz4, workPay: '2x' }).total).toBe(6);
    // The same through the page's question, whose answers name today's figure of each band.
    const parsed = parseValues(newZealand.groups, new URLSearchParams('pay=70&qual=none&work=24in48&wpay=no'));
    expect(parsed.ok && newZealand.score(parsed.values).total).toBe(4);
    for (const band of newZealandTable.income) {
      expect(newZealandTable.workPay.find((w) => w.multiple === band.multiple)?.label).toContain(`NZ$${band.atLeast.toFixed(2)}`);
    }
  });

  it('finding 6 (SR3.25.5): a qualification NZQA recognises only by its level, not as this qualification type, scores one point less: said where it counts and in "not checked here"', () => {
    expect(line(scoreNewZealand({ ...nothing, qualification: 'masters' }), 'skill').detail).toContain('scores 4');
    expect(newZealandTable.qualification.map((q) => [q.value, q.points, q.levelOnly])).toEqual([
      ['none', 0, 0],
      ['bachelor', 3, 0],
      ['honours', 4, 3],
      ['masters', 5, 4],
      ['doctorate', 6, 5],
    ]);
    expect(newZealand.notChecked.join(' ')).toMatch(/NZQA.*one point less/);
  });

  it('finding 7 (SR3.35): registration points need the New Zealand work to come after the registration: said where it counts and in "not checked here"', () => {
    expect(line(scoreNewZealand({ ...nothing, registration: '4', work: '24in48' }), 'work').detail).toContain('after you gained the registration');
    expect(newZealand.notChecked.join(' ')).toMatch(/after .*registration/);
  });
});

// Issue 41: the calculator in Gujarati and Hindi, built as the site builds it (content/text.ts): the English text
// with the translation localized onto it, wire values kept from the English.
describe('in Gujarati and Hindi', () => {
  const fixed = fixedWith(...CALCULATOR_FIXED);
  const english = newZealandIn('en');
  // Latin that stays in a translated line: official names and terms kept in English beside the translation,
  // section numbers, NZ$. Anything else in Latin letters is English left untranslated.
  const kept = /Immigration New Zealand|New Zealand Qualifications Authority|Skilled Migrant Category|Expression of Interest|skilled employment|median wage|accredited|ANZSCO|IELTS|NZQA|INZ|SR3\.[\d.]*\d|NZ\$/g;
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  // The form's wire: everything but the words.
  const wire = (groups: readonly QuestionGroup[]) =>
    groups.map((g) => ({
      id: g.id,
      when: g.when,
      questions: g.questions.map((q) => ({
        kind: q.kind,
        name: q.name,
        initial: 'initial' in q ? q.initial : undefined,
        values: 'options' in q ? q.options.map((o) => o.value) : undefined,
        range: q.kind === 'number' ? [q.min, q.max, q.step] : undefined,
      })),
    }));

  describe.each([
    { locale: 'gu', translation: gujarati, script: /[\u0A80-\u0AFF]/ },
    { locale: 'hi', translation: hindi, script: /[\u0900-\u097F]/ },
  ] as const)('$locale', ({ locale, translation, script }) => {
    const text = localize(englishText, translation.text.tool, `new-zealand.${locale}`, fixed);
    const calculator = newZealandIn(locale, text, words);
    const inScript = (line: string) => {
      expect(line).toMatch(script);
      expect(line.replace(kept, '')).not.toMatch(/[A-Za-z]/);
    };

    it('translates every string of the text, keeping each template\'s placeholders and no English word', () => {
      const englishEntries = textEntries(englishText, '', fixed);
      const translated = textEntries(text, '', fixed);
      expect(translated.map((e) => e.path)).toEqual(englishEntries.map((e) => e.path));
      englishEntries.forEach((entry, i) => {
        const line = translated[i]!.text;
        expect([entry.path, placeholders(line)]).toEqual([entry.path, placeholders(entry.text)]);
        expect(line).not.toBe(entry.text);
        inScript(line.replace(/\{\w+\}/g, ''));
      });
    });

    it('keeps the English question names, kinds, option values, initial answers and ranges; a currency unit keeps NZ$ first', () => {
      expect(wire(calculator.groups)).toEqual(wire(newZealand.groups));
      const pay = questionsOf(calculator.groups).find((q) => q.name === 'pay');
      expect(pay?.kind === 'number' && pay.unit?.startsWith('NZ$ ')).toBe(true);
    });

    it('writes the tables\' figures as the English does: the age limit, and each pay band\'s NZ$ today', () => {
      const age = questionsOf(calculator.groups).find((q) => q.name === 'age');
      expect(age?.help).toBe(fill(text.results.tooOld, { age: String(newZealandTable.maxAge) }, locale));
      expect(calculator.intro).toContain(String(newZealandTable.maxAge));
      expect(calculator.intro).toContain(String(newZealandTable.passMark));
      const wpay = questionsOf(calculator.groups).find((q) => q.name === 'wpay');
      const labels = wpay && 'options' in wpay ? wpay.options.map((o) => o.label) : [];
      newZealandTable.income.forEach((band) => {
        const i = newZealandTable.workPay.findIndex((w) => w.multiple === band.multiple);
        expect(labels[i]).toContain(`NZ$${band.atLeast.toFixed(2)}`);
      });
    });

    it('is the same calculator: country in English for staff, the name, programme and not-checked lines in the language', () => {
      expect(calculator.locale).toBe(locale);
      expect([calculator.slug, calculator.country, calculator.advisor, calculator.rules]).toEqual([newZealand.slug, 'New Zealand', 'migration-services', newZealand.rules]);
      inScript(calculator.countryName);
      inScript(calculator.programme);
      expect(calculator.programme).toContain('Skilled Migrant Category');
      expect(calculator.notChecked).toHaveLength(newZealand.notChecked.length);
      calculator.notChecked.forEach(inScript);
      expect(calculator.notChecked[0]).toContain('NZ$33.56');
      expect(calculator.notChecked[0]).toContain('NZ$50.34');
      expect(calculator.notChecked.join(' ')).not.toMatch(/[{}]/);
    });

    it('scores 3,000 seeded random answers as English does, every line, reason and improvement in the language', () => {
      const next = random(4141);
      const englishDetails = new Set<string>();
      for (let n = 0; n < 3000; n++) {
        const a = sample(next);
        const values: Values = { offer: a.offer, pay: a.hourlyPay, qual: a.qualification, reg: a.registration, work: a.work, wpay: a.workPay, age: a.age };
        const want = english.score(values);
        const got = calculator.score(values);
        expect([got.total, got.passMark, got.eligible]).toEqual([want.total, want.passMark, want.eligible]);
        expect(got.breakdown.map((l) => [l.factorId, l.points, l.max])).toEqual(want.breakdown.map((l) => [l.factorId, l.points, l.max]));
        expect([got.reasons.length, got.unknown?.length]).toEqual([want.reasons.length, want.unknown?.length]);
        for (const l of got.breakdown) {
          inScript(l.label);
          if (l.detail !== undefined) inScript(l.detail);
        }
        for (const l of want.breakdown) if (l.detail) englishDetails.add(l.detail);
        [...got.reasons, ...(got.unknown ?? [])].forEach(inScript);

        const wanted = english.improvements(values);
        const improvements = calculator.improvements(values);
        expect(improvements.map((i) => [i.factorId, i.points])).toEqual(wanted.map((i) => [i.factorId, i.points]));
        for (const i of improvements) {
          inScript(i.change);
          expect(i.text).toContain(i.change);
          expect(i.text).toContain(String(i.points));
          expect(i.text).toMatch(script);
        }
      }
      // The answers reached every kind of detail sentence, so each was checked in the language above.
      const seen = [...englishDetails].join('\n');
      for (const phrase of [
        'No category scores yet',
        'Your qualification counts',
        'Your pay counts',
        'Your registration counts',
        'With your New Zealand work it gives the most.',
        'it scores 4 (SR3.25.5).',
        'at level 7; a level 8 postgraduate certificate keeps 3.',
        'usually means the job does not count',
        'but not counted with points for pay',
        'after you gained the registration',
      ]) {
        expect(seen).toContain(phrase);
      }
    });

    it('says when an improvement reaches the pass mark, and the plural of the language', () => {
      const nz3: NewZealandAnswers = { ...nothing, qualification: 'bachelor', hourlyPay: 55, work: '24in48', workPay: '2x' };
      const [first] = improvementsNewZealand(nz3, 3, text, words, locale);
      expect(first?.text).toBe(fill(text.results.wouldReach.one, { change: first!.change, count: 1, mark: 6 }, locale));
      const [big] = improvementsNewZealand(nothing, 3, text, words, locale);
      expect(big?.points).toBe(3);
      expect(big?.text).toBe(fill(words.result.wouldAdd.other, { change: big!.change, count: 3 }, locale));
    });
  });
});
