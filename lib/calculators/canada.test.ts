import { tool as english } from '@/content/calculators/canada';
import * as gujarati from '@/content/calculators/canada.gu';
import * as hindi from '@/content/calculators/canada.hi';
import { CALCULATOR_FIXED } from '@/content/fixed-keys';
import { formatDate } from '@/lib/i18n/format';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { fixedWith, localize } from '@/lib/i18n/translation';
import {
  canada,
  canadaDraws,
  canadaIn,
  canadaRules,
  canadaTable,
  improvementsCanada,
  scoreCanada,
  type Abilities,
  type CanadaAnswers,
  type CanadaCanadianEducation,
} from './canada';
import { advisorSummary, initialValues, parseValues, questionsOf, toQuery } from './form';
import { isStale, type Result, type Values } from './types';
import { pick, points, random } from './test-support';

const all = (level: number): Abilities => ({ reading: level, writing: level, speaking: level, listening: level });

// A single visitor who scores only what the test sets: no language, work, study or extras.
const nothing: CanadaAnswers = {
  partner: 'single',
  age: 25,
  education: 'none',
  canadianEducation: 'none',
  firstLanguage: 'english',
  first: all(3),
  second: all(0),
  canadianYears: 0,
  foreignYears: 0,
  certificate: false,
  sibling: false,
  nomination: false,
  partnerEducation: 'none',
  partnerLanguage: all(3),
  partnerCanadianYears: 0,
};

// CA-1 of the research: single, 29, bachelor's, CLB 9 everywhere, 3 years of foreign work.
const ca1: CanadaAnswers = { ...nothing, age: 29, education: 'bachelor', first: all(9), foreignYears: 3 };

// CA-9's answers: the most of everything (a nomination is added where a test needs it).
const best: CanadaAnswers = {
  partner: 'single',
  age: 25,
  education: 'phd',
  canadianEducation: 'three-plus',
  firstLanguage: 'english',
  first: all(10),
  second: all(9),
  canadianYears: 5,
  foreignYears: 3,
  certificate: true,
  sibling: true,
  nomination: false,
  partnerEducation: 'phd',
  partnerLanguage: all(10),
  partnerCanadianYears: 5,
};


function lineOf(result: Result, factorId: string) {
  return result.breakdown.find((l) => l.factorId === factorId);
}

const core = ['age', 'education', 'first-language', 'second-language', 'canadian-work'];
const spouse = ['partner-education', 'partner-language', 'partner-work'];
const transfer = ['transfer-education', 'transfer-foreign', 'certificate'];
const additional = ['nomination', 'french', 'canadian-education', 'sibling'];
const sum = (result: Result, ids: readonly string[]) =>
  result.breakdown.filter((l) => ids.includes(l.factorId)).reduce((total, l) => total + l.points, 0);

describe('the research profiles (hand-computed)', () => {
  it('CA-1 scores 429: core 110 + 120 + 4 x 31 + 0 = 354; transferability 25 + 50 = 75; additional 0', () => {
    const result = scoreCanada(ca1);
    expect(sum(result, core)).toBe(354);
    expect(points(result, 'transfer-education')).toBe(25);
    expect(points(result, 'transfer-foreign')).toBe(50);
    expect(sum(result, additional)).toBe(0);
    expect(result.total).toBe(429);
    expect(result.passMark).toBeNull();
    expect(result.eligible).toBe(true);
    expect(result.reasons).toEqual([]);
  });

  it('CA-2 is CA-1 at 30 (105: 424), 35 (77: 396), 44 (6: 325) and 45 (0: 319)', () => {
    expect(scoreCanada({ ...ca1, age: 30 }).total).toBe(424);
    expect(scoreCanada({ ...ca1, age: 35 }).total).toBe(396);
    expect(scoreCanada({ ...ca1, age: 44 }).total).toBe(325);
    const at45 = scoreCanada({ ...ca1, age: 45 });
    expect(at45.total).toBe(319);
    // No age limit in the CRS: 45 or over scores 0 for age, and the visitor is still ranked.
    expect(at45.eligible).toBe(true);
  });

  it('CA-3 scores 494: core 85 + 126 + 4 x 32 + 35 = 374; spouse 8 + 4 x 3 + 0 = 20; transferability min(50, 50 + 25) + min(50, 50 + 25) = 100', () => {
    const result = scoreCanada({
      ...nothing,
      partner: 'coming',
      age: 32,
      education: 'master',
      first: all(10),
      canadianYears: 1,
      foreignYears: 3,
      partnerEducation: 'bachelor',
      partnerLanguage: all(7),
      partnerCanadianYears: 0,
    });
    expect(sum(result, core)).toBe(374);
    expect(sum(result, spouse)).toBe(20);
    expect(lineOf(result, 'transfer-education')).toMatchObject({
      points: 50,
      max: 50,
      detail: '50 with your language + 25 with your Canadian work, capped at 50',
    });
    expect(lineOf(result, 'transfer-foreign')).toMatchObject({ points: 50, max: 50 });
    expect(sum(result, transfer)).toBe(100);
    expect(result.total).toBe(494);
  });

  it('CA-4 scores 434: core 110 + 98 + 4 x 17 + French 4 x 3 + 40 = 328; transferability 13 + 13 = 26; additional 15 + 15 + 50 = 80', () => {
    const result = scoreCanada({
      ...nothing,
      age: 27,
      education: 'two-year',
      canadianEducation: 'one-or-two',
      first: all(7),
      second: all(7),
      canadianYears: 1,
      sibling: true,
    });
    expect(sum(result, core)).toBe(328);
    expect(points(result, 'second-language')).toBe(12);
    expect(points(result, 'transfer-education')).toBe(26);
    expect(points(result, 'transfer-foreign')).toBe(0);
    expect(points(result, 'canadian-education')).toBe(15);
    expect(points(result, 'sibling')).toBe(15);
    expect(points(result, 'french')).toBe(50);
    expect(result.total).toBe(434);
  });

  it('CA-5 is CA-1 with a provincial nomination: 429 + 600 = 1,029', () => {
    expect(scoreCanada({ ...ca1, nomination: true }).total).toBe(1029);
  });

  it('CA-6 (trades) scores 232: core 88 + 30 + 4 x 9 + 53 = 207; certificate with CLB 5-6 gives 25', () => {
    const result = scoreCanada({ ...nothing, age: 33, education: 'secondary', first: all(6), canadianYears: 2, certificate: true });
    expect(sum(result, core)).toBe(207);
    expect(points(result, 'transfer-education')).toBe(0);
    expect(points(result, 'certificate')).toBe(25);
    expect(result.total).toBe(232);
  });

  // CA-7: single, 25, bachelor's, nothing else; core = 110 + 120 + 4 x language.
  it.each([
    [3, 0, 0, 230],
    [4, 24, 0, 254],
    [5, 24, 0, 254],
    [6, 36, 0, 266],
    [7, 68, 13, 311],
    [8, 92, 13, 335],
    [9, 124, 25, 379],
    [10, 136, 25, 391],
  ])('CA-7 single at CLB %i in all four: language %i + transferability %i, total %i', (level, language, transferability, total) => {
    const result = scoreCanada({ ...nothing, education: 'bachelor', first: all(level) });
    expect(points(result, 'first-language')).toBe(language);
    expect(points(result, 'transfer-education')).toBe(transferability);
    expect(result.total).toBe(total);
  });

  it.each([
    [7, 64, 289],
    [9, 116, 353],
    [10, 128, 365],
  ])('CA-7 with a partner who adds nothing, at CLB %i: 100 + 112 + %i + transferability, total %i', (level, language, total) => {
    const result = scoreCanada({ ...nothing, partner: 'coming', education: 'bachelor', first: all(level) });
    expect(points(result, 'first-language')).toBe(language);
    expect(sum(result, spouse)).toBe(0);
    expect(result.total).toBe(total);
  });

  it('CA-8: a second language at NCLC 9 in all four gives 4 x 6 = 24 single, capped at 22 with a partner', () => {
    const single = scoreCanada({ ...ca1, second: all(9) });
    expect(lineOf(single, 'second-language')).toMatchObject({ points: 24, max: 24 });
    expect(lineOf(single, 'second-language')?.detail).toBeUndefined();
    const couple = scoreCanada({ ...ca1, partner: 'coming', second: all(9) });
    expect(lineOf(couple, 'second-language')).toMatchObject({
      points: 22,
      max: 22,
      detail: '24 for the four abilities, capped at 22 with a partner',
    });
  });

  it('CA-9 is the maximum 1,200: core 110 + 150 + 136 + 24 + 80 = 500; transferability 100; additional min(600, 600 + 50 + 30 + 15) = 600', () => {
    const result = scoreCanada({ ...best, nomination: true });
    expect(sum(result, core)).toBe(500);
    expect(sum(result, transfer)).toBe(100);
    expect(sum(result, additional)).toBe(600);
    expect(result.total).toBe(1200);
    expect(lineOf(result, 'french')).toMatchObject({
      points: 0,
      detail: '50 points, but additional points are capped at 600, which the nomination already gives',
    });
  });
});


describe('age, each year', () => {
  // [age, single, with partner], from the CRS table.
  it.each([
    [17, 0, 0],
    [18, 99, 90],
    [19, 105, 95],
    [20, 110, 100],
    [29, 110, 100],
    [30, 105, 95],
    [31, 99, 90],
    [32, 94, 85],
    [33, 88, 80],
    [34, 83, 75],
    [35, 77, 70],
    [36, 72, 65],
    [37, 66, 60],
    [38, 61, 55],
    [39, 55, 50],
    [40, 50, 45],
    [41, 39, 35],
    [42, 28, 25],
    [43, 17, 15],
    [44, 6, 5],
    [45, 0, 0],
    [60, 0, 0],
  ])('at %i: %i single, %i with a partner', (age, single, withPartner) => {
    expect(points(scoreCanada({ ...nothing, age }), 'age')).toBe(single);
    expect(points(scoreCanada({ ...nothing, age, partner: 'coming' }), 'age')).toBe(withPartner);
    // A partner who is Canadian, or stays behind, scores as single.
    expect(points(scoreCanada({ ...nothing, age, partner: 'not-counted' }), 'age')).toBe(single);
  });

  it('counts whole years (29.9 is still 29) and refuses a negative age', () => {
    expect(points(scoreCanada({ ...nothing, age: 29.9 }), 'age')).toBe(110);
    expect(() => scoreCanada({ ...nothing, age: -1 })).toThrow(RangeError);
  });
});

describe('education', () => {
  it.each([
    ['none', 0, 0, 0],
    ['secondary', 30, 28, 2],
    ['one-year', 90, 84, 6],
    ['two-year', 98, 91, 7],
    ['bachelor', 120, 112, 8],
    ['two-or-more', 128, 119, 9],
    ['master', 135, 126, 10],
    ['phd', 150, 140, 10],
  ] as const)('%s: %i single, %i with a partner, %i as the partner’s education', (education, single, withPartner, asPartner) => {
    expect(points(scoreCanada({ ...nothing, education }), 'education')).toBe(single);
    expect(points(scoreCanada({ ...nothing, education, partner: 'coming' }), 'education')).toBe(withPartner);
    expect(points(scoreCanada({ ...nothing, partner: 'coming', partnerEducation: education }), 'partner-education')).toBe(asPartner);
  });

  it.each([
    ['none', 0],
    ['one-or-two', 15],
    ['three-plus', 30],
  ] as const)('study in Canada %s adds %i', (canadianEducation, expected) => {
    expect(points(scoreCanada({ ...nothing, canadianEducation }), 'canadian-education')).toBe(expected);
  });
});

describe('language bands', () => {
  // Per ability: [level, first single, first with partner, second, partner's].
  it.each([
    [0, 0, 0, 0, 0],
    [3, 0, 0, 0, 0],
    [4, 6, 6, 0, 0],
    [5, 6, 6, 1, 1],
    [6, 9, 8, 1, 1],
    [7, 17, 16, 3, 3],
    [8, 23, 22, 3, 3],
    [9, 31, 29, 6, 5],
    [10, 34, 32, 6, 5],
    [12, 34, 32, 6, 5],
  ])('CLB %i in one ability: first %i single / %i with partner, second %i, partner %i', (level, single, withPartner, second, partner) => {
    const one = { ...all(0), listening: level };
    expect(points(scoreCanada({ ...nothing, first: one }), 'first-language')).toBe(single);
    expect(points(scoreCanada({ ...nothing, partner: 'coming', first: one }), 'first-language')).toBe(withPartner);
    expect(points(scoreCanada({ ...nothing, second: one }), 'second-language')).toBe(second);
    expect(points(scoreCanada({ ...nothing, partner: 'coming', partnerLanguage: one }), 'partner-language')).toBe(partner);
  });

  it('scores each ability on its own and sums them', () => {
    const mixed = { reading: 7, writing: 8, speaking: 9, listening: 10 };
    expect(points(scoreCanada({ ...nothing, first: mixed }), 'first-language')).toBe(17 + 23 + 31 + 34);
  });

  it('takes the LOWEST first-language ability for skill transferability', () => {
    const almost = scoreCanada({ ...ca1, first: { ...all(10), writing: 8 } });
    expect(points(almost, 'transfer-education')).toBe(13);
    expect(points(almost, 'transfer-foreign')).toBe(25);
    const under7 = scoreCanada({ ...ca1, first: { ...all(10), writing: 6 } });
    const needs = 'Counts from CLB 7 in every ability of your first language, or with a year of skilled work in Canada';
    expect(lineOf(under7, 'transfer-education')).toMatchObject({ points: 0, detail: needs });
    expect(lineOf(under7, 'transfer-foreign')).toMatchObject({ points: 0, detail: needs });
    // Nothing to explain where there is no post-secondary credential or foreign work to count.
    expect(lineOf(scoreCanada(nothing), 'transfer-education')?.detail).toBeUndefined();
    expect(lineOf(scoreCanada(nothing), 'transfer-foreign')?.detail).toBeUndefined();
  });
});

describe('Canadian and foreign work', () => {
  it.each([
    [0, 0, 0, 0],
    [1, 40, 35, 5],
    [2, 53, 46, 7],
    [3, 64, 56, 8],
    [4, 72, 63, 9],
    [5, 80, 70, 10],
    [9, 80, 70, 10],
  ])('%i years in Canada: %i single, %i with a partner, %i for the partner', (years, single, withPartner, partnerPoints) => {
    expect(points(scoreCanada({ ...nothing, canadianYears: years }), 'canadian-work')).toBe(single);
    expect(points(scoreCanada({ ...nothing, partner: 'coming', canadianYears: years }), 'canadian-work')).toBe(withPartner);
    expect(points(scoreCanada({ ...nothing, partner: 'coming', partnerCanadianYears: years }), 'partner-work')).toBe(partnerPoints);
  });

  // Foreign work counts only in skill transferability, with language (CLB 7-8 / 9+) or with Canadian work.
  it.each([
    [0, 7, 0],
    [1, 7, 13],
    [2, 8, 13],
    [3, 7, 25],
    [1, 9, 25],
    [3, 9, 50],
    [3, 6, 0],
  ])('%i years outside Canada at CLB %i give %i with language', (foreignYears, level, expected) => {
    expect(points(scoreCanada({ ...nothing, foreignYears, first: all(level) }), 'transfer-foreign')).toBe(expected);
  });

  it.each([
    [1, 1, 13],
    [1, 2, 25],
    [3, 1, 25],
    [3, 2, 50],
    [3, 5, 50],
  ])('%i years outside Canada with %i in Canada give %i (language under CLB 7)', (foreignYears, canadianYears, expected) => {
    expect(points(scoreCanada({ ...nothing, foreignYears, canadianYears, first: all(6) }), 'transfer-foreign')).toBe(expected);
  });

  it('refuses negative years rather than scoring them 0', () => {
    expect(() => scoreCanada({ ...nothing, canadianYears: -1 })).toThrow(RangeError);
    expect(() => scoreCanada({ ...nothing, foreignYears: Number.NaN })).toThrow(RangeError);
  });
});

describe('skill transferability caps', () => {
  it('caps education at 50: a master’s with CLB 9 (50) and 2 years in Canada (50) gives 50, and says so', () => {
    const result = scoreCanada({ ...nothing, education: 'master', first: all(9), canadianYears: 2 });
    expect(lineOf(result, 'transfer-education')).toMatchObject({
      points: 50,
      detail: '50 with your language + 50 with your Canadian work, capped at 50',
    });
  });

  it('gives a single credential 13 / 25 and two or more 25 / 50 with language, and the same with Canadian work', () => {
    expect(points(scoreCanada({ ...nothing, education: 'one-year', first: all(7) }), 'transfer-education')).toBe(13);
    expect(points(scoreCanada({ ...nothing, education: 'one-year', first: all(9) }), 'transfer-education')).toBe(25);
    expect(points(scoreCanada({ ...nothing, education: 'two-or-more', first: all(7) }), 'transfer-education')).toBe(25);
    expect(points(scoreCanada({ ...nothing, education: 'phd', first: all(9) }), 'transfer-education')).toBe(50);
    expect(points(scoreCanada({ ...nothing, education: 'bachelor', canadianYears: 1 }), 'transfer-education')).toBe(13);
    expect(points(scoreCanada({ ...nothing, education: 'bachelor', canadianYears: 2 }), 'transfer-education')).toBe(25);
    expect(points(scoreCanada({ ...nothing, education: 'master', canadianYears: 1 }), 'transfer-education')).toBe(25);
    expect(points(scoreCanada({ ...nothing, education: 'secondary', first: all(10), canadianYears: 5 }), 'transfer-education')).toBe(0);
  });

  it('gives the certificate 25 from CLB 5 and 50 from CLB 7, nothing under CLB 5 (and says why)', () => {
    expect(points(scoreCanada({ ...nothing, certificate: true, first: all(5) }), 'certificate')).toBe(25);
    expect(points(scoreCanada({ ...nothing, certificate: true, first: { ...all(9), speaking: 6 } }), 'certificate')).toBe(25);
    expect(points(scoreCanada({ ...nothing, certificate: true, first: all(7) }), 'certificate')).toBe(50);
    const under = lineOf(scoreCanada({ ...nothing, certificate: true, first: { ...all(9), reading: 4 } }), 'certificate');
    expect(under).toMatchObject({ points: 0, max: 50, detail: 'Counts from CLB 5 in every ability of your first language' });
  });

  it('caps the three together at 100: education 50 + foreign 25 leave the certificate 25 of its 50, and says so', () => {
    const result = scoreCanada({ ...nothing, education: 'master', first: all(7), foreignYears: 3, canadianYears: 1, certificate: true });
    expect(points(result, 'transfer-education')).toBe(50);
    expect(points(result, 'transfer-foreign')).toBe(50);
    expect(lineOf(result, 'certificate')).toMatchObject({
      points: 0,
      detail: '50 for the certificate, cut to 0: skill transferability gives at most 100 in all',
    });
    const partly = scoreCanada({ ...nothing, education: 'master', first: all(7), foreignYears: 1, certificate: true });
    expect(points(partly, 'transfer-education')).toBe(25);
    expect(points(partly, 'transfer-foreign')).toBe(13);
    expect(points(partly, 'certificate')).toBe(50);
    const over = scoreCanada({ ...nothing, education: 'master', first: all(9), foreignYears: 1, certificate: true });
    expect(points(over, 'transfer-education') + points(over, 'transfer-foreign')).toBe(75);
    expect(points(over, 'certificate')).toBe(25);
    expect(sum(over, transfer)).toBe(100);
  });
});

describe('additional points', () => {
  it('adds the French bonus 50 for NCLC 7 in French and CLB 5 in English, in either order', () => {
    expect(points(scoreCanada({ ...nothing, first: all(5), second: all(7) }), 'french')).toBe(50);
    expect(points(scoreCanada({ ...nothing, firstLanguage: 'french', first: all(7), second: all(5) }), 'french')).toBe(50);
  });

  it('gives 25 for NCLC 7 in French with English at CLB 4 or less, or no English test', () => {
    expect(points(scoreCanada({ ...nothing, firstLanguage: 'french', first: all(9), second: all(0) }), 'french')).toBe(25);
    expect(points(scoreCanada({ ...nothing, firstLanguage: 'french', first: all(9), second: all(4) }), 'french')).toBe(25);
    // One English ability under CLB 5 is not "CLB 5 in all four".
    expect(points(scoreCanada({ ...nothing, firstLanguage: 'french', first: all(9), second: { ...all(9), writing: 4 } }), 'french')).toBe(25);
    expect(points(scoreCanada({ ...nothing, first: all(4), second: all(7) }), 'french')).toBe(25);
  });

  it('gives no French bonus under NCLC 7 in any French ability, nor for English alone', () => {
    expect(points(scoreCanada({ ...nothing, first: all(10), second: { ...all(9), listening: 6 } }), 'french')).toBe(0);
    expect(points(scoreCanada({ ...nothing, firstLanguage: 'french', first: { ...all(9), speaking: 6 }, second: all(10) }), 'french')).toBe(0);
    expect(points(scoreCanada({ ...nothing, first: all(10), second: all(0) }), 'french')).toBe(0);
  });

  it('names the languages in the breakdown as the visitor ordered them', () => {
    const result = scoreCanada({ ...nothing, firstLanguage: 'french' });
    expect(lineOf(result, 'first-language')?.label).toBe('First official language (French)');
    expect(lineOf(result, 'second-language')?.label).toBe('Second official language (English)');
  });

  it('adds 15 for a sibling, 600 for a nomination, and sibling + French + study in Canada together (15 + 50 + 30 = 95)', () => {
    expect(points(scoreCanada({ ...nothing, sibling: true }), 'sibling')).toBe(15);
    expect(points(scoreCanada({ ...nothing, nomination: true }), 'nomination')).toBe(600);
    const three = scoreCanada({ ...nothing, sibling: true, canadianEducation: 'three-plus', first: all(5), second: all(7) });
    expect(sum(three, additional)).toBe(95);
  });

  it('caps additional points at 600: with a nomination the others add nothing, and say so', () => {
    const result = scoreCanada({ ...nothing, nomination: true, sibling: true, canadianEducation: 'one-or-two' });
    expect(sum(result, additional)).toBe(600);
    expect(lineOf(result, 'sibling')).toMatchObject({ points: 0, max: 15 });
    expect(lineOf(result, 'canadian-education')?.detail).toBe('15 points, but additional points are capped at 600, which the nomination already gives');
  });

  it('gives a job offer no points since 25 March 2025', () => {
    expect(canadaTable.additional.arrangedEmployment).toBe(0);
  });
});

describe('single and with a partner', () => {
  it('shows the partner’s lines only for a partner who comes along and is not Canadian', () => {
    const ids = (partner: CanadaAnswers['partner']) => scoreCanada({ ...ca1, partner }).breakdown.map((l) => l.factorId);
    expect(ids('single')).toEqual([...core, ...transfer, ...additional]);
    expect(ids('not-counted')).toEqual([...core, ...transfer, ...additional]);
    expect(ids('coming')).toEqual([...core, ...spouse, ...transfer, ...additional]);
  });

  it('ignores the partner’s answers unless the partner counts', () => {
    const strongPartner = { partnerEducation: 'phd', partnerLanguage: all(10), partnerCanadianYears: 5 } as const;
    expect(scoreCanada({ ...ca1, ...strongPartner }).total).toBe(429);
    expect(scoreCanada({ ...ca1, ...strongPartner, partner: 'not-counted' }).total).toBe(429);
  });

  it('gives the partner at most 10 + 20 + 10 = 40, and core + partner reach exactly 500 at best', () => {
    const result = scoreCanada({ ...best, partner: 'coming' });
    expect(sum(result, spouse)).toBe(40);
    expect(sum(result, core)).toBe(460);
    expect(sum(result, [...core, ...spouse])).toBe(canadaTable.coreAndPartnerCap);
    expect(scoreCanada({ ...best, partner: 'coming', nomination: true }).total).toBe(1200);
  });

  it('gives every line its maximum for the best answers, single and with a partner', () => {
    for (const partner of ['single', 'coming'] as const) {
      const result = scoreCanada({ ...best, partner, nomination: false, second: all(10) });
      for (const line of result.breakdown) {
        // The certificate is crowded out by the cap of 100, and the nomination is off here (it would cap the others).
        if (line.factorId === 'certificate' || line.factorId === 'nomination') continue;
        expect([line.factorId, line.points]).toEqual([line.factorId, line.max]);
      }
    }
  });

  it('has maxima that add up to the caps of the table', () => {
    const single = scoreCanada({ ...best, nomination: true });
    const maxOf = (ids: readonly string[]) => single.breakdown.filter((l) => ids.includes(l.factorId)).reduce((t, l) => t + l.max, 0);
    expect(maxOf(core)).toBe(500);
    expect(canadaTable.coreAndPartnerCap + canadaTable.transferability.cap + canadaTable.additional.cap).toBe(canadaTable.maxTotal);
  });
});

describe('improvementsCanada', () => {
  it('suggests for CA-1 (429) a nomination +600, French NCLC 7 +62 (4 x 3 + 50), one year in Canada +53 (40 + 13)', () => {
    const list = improvementsCanada(ca1);
    expect(list).toEqual([
      { factorId: 'nomination', change: 'A provincial or territorial nomination', points: 600, text: 'A provincial or territorial nomination would add 600 points' },
      {
        factorId: 'second-language',
        change: 'French NCLC 7 in all four abilities',
        points: 62,
        text: 'French NCLC 7 in all four abilities would add 62 points',
      },
      { factorId: 'canadian-work', change: '1 year of skilled work in Canada', points: 53, text: '1 year of skilled work in Canada would add 53 points' },
    ]);
  });

  it('finds CLB 10 for CA-1 worth +12 (4 x 34 - 4 x 31), fourth and so not listed', () => {
    expect(improvementsCanada(ca1, 4)[3]).toMatchObject({ factorId: 'first-language', change: 'English CLB 10 in all four abilities', points: 12 });
    expect(scoreCanada({ ...ca1, first: all(10) }).total - scoreCanada(ca1).total).toBe(12);
  });

  it('suggests CLB 9, not 10, from CLB 7 (+68 of the +80 CLB 10 would add): the step worth taking', () => {
    const clb7 = { ...nothing, education: 'bachelor', first: all(7) } as const;
    expect(improvementsCanada(clb7).find((i) => i.factorId === 'first-language')).toMatchObject({
      change: 'English CLB 9 in all four abilities',
      points: 68,
      text: 'English CLB 9 in all four abilities would add 68 points',
    });
  });

  it('with a nomination, French adds only its core points: NCLC 9 in all four, +24', () => {
    const list = improvementsCanada({ ...ca1, nomination: true });
    expect(list.map((i) => [i.factorId, i.points])).toEqual([
      ['canadian-work', 53],
      ['second-language', 24],
      ['first-language', 12],
    ]);
    expect(list[1]?.change).toBe('French NCLC 9 in all four abilities');
  });

  it('with French first, English adds its own points and lifts the French bonus from 25 to 50 (CLB 5: 4 x 1 + 25)', () => {
    const french = { ...nothing, nomination: true, firstLanguage: 'french', first: all(9), education: 'bachelor' } as const;
    const english = improvementsCanada(french, 10).find((i) => i.factorId === 'second-language');
    expect(english).toBeDefined();
    const clb5 = scoreCanada({ ...french, nomination: false, second: all(5) }).total - scoreCanada({ ...french, nomination: false }).total;
    expect(clb5).toBe(4 + 25);
    expect(improvementsCanada({ ...french, nomination: false }, 10).find((i) => i.factorId === 'second-language')).toMatchObject({
      change: 'English CLB 9 in all four abilities',
      points: 24 + 25,
    });
  });

  it('suggests the next band of work only, and the partner’s language and work only with a partner', () => {
    const list = improvementsCanada({ ...ca1, foreignYears: 1 }, 10);
    expect(list).toContainEqual(expect.objectContaining({ factorId: 'transfer-foreign', change: '3 years of skilled work outside Canada', points: 25 }));
    expect(list.map((i) => i.factorId)).not.toContain('partner-language');
    const couple = improvementsCanada({ ...ca1, partner: 'coming' }, 10);
    expect(couple).toContainEqual(
      expect.objectContaining({ factorId: 'partner-language', change: 'Your partner at CLB 9 in all four abilities', points: 20 }),
    );
    expect(couple).toContainEqual(
      expect.objectContaining({ factorId: 'partner-work', change: 'Your partner with 1 year of skilled work in Canada', points: 5 }),
    );
  });

  it('suggests nothing at the maximum, and never age, study, a degree, a certificate or a sibling', () => {
    expect(improvementsCanada({ ...best, nomination: true })).toEqual([]);
    const ids = new Set(improvementsCanada(nothing, 100).map((i) => i.factorId));
    for (const never of ['age', 'education', 'canadian-education', 'certificate', 'sibling']) expect(ids.has(never)).toBe(false);
  });
});

describe('recent draws', () => {
  it('is dated, sourced from IRCC, newest first, each row a real day, a numbered round, invitations and a score', () => {
    expect(canadaDraws.asOf).toBe('2026-09-16');
    expect(canadaDraws.source.url).toBe(
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/submit-profile/rounds-invitations.html',
    );
    expect(canadaDraws.columns).toEqual(['Date', 'Round', 'Invitations', 'Lowest score']);
    const days = canadaDraws.rows.map((row) => Date.parse(`${row[0]} UTC`));
    for (const day of days) expect(Number.isNaN(day)).toBe(false);
    for (let i = 1; i < days.length; i++) expect(days[i]!).toBeLessThan(days[i - 1]!);
    expect(new Date(days[0]!).toISOString().slice(0, 10)).toBe(canadaDraws.asOf);
    for (const row of canadaDraws.rows) {
      expect(row).toHaveLength(canadaDraws.columns.length);
      expect(row[1]).toMatch(/^\d{3}: [A-Z]/);
      expect(row[2]).toMatch(/^\d{1,3}(,\d{3})*$/);
      expect(row[3]).toMatch(/^\d{3}$/);
    }
    // Issue 39, finding 8: IRCC's feed settles round 414 (29 April 2026: French-language proficiency, 4,000, 400),
    // which the news pages the old table was compiled from disagreed on.
    expect(canadaDraws.rows).toContainEqual(['29 April 2026', '414: French-language proficiency', '4,000', '400']);
    expect(canadaDraws.rows).toHaveLength(91);
  });

  it('gives PNP rows scores of 600 or more, and says in its note that they include the nomination and where the table stops', () => {
    const pnp = canadaDraws.rows.filter((row) => row[1]?.endsWith(': Provincial Nominee Program'));
    expect(pnp.length).toBeGreaterThan(30);
    for (const row of pnp) expect(Number(row[3])).toBeGreaterThanOrEqual(600);
    expect(canadaDraws.note).toMatch(/600 points of a nomination/);
    expect(canadaDraws.note).toMatch(/do not predict/);
    expect(canadaDraws.note).toMatch(/16 September 2026/);
  });
});

describe('rules metadata', () => {
  it('carries IRCC sources only, one of them the official CRS tool, and real days', () => {
    for (const source of canadaRules.sources) expect(source.url).toMatch(/^https:\/\/(www\.canada\.ca|www\.cic\.gc\.ca)\//);
    expect(canadaRules.sources.filter((s) => s.kind === 'calculator').map((s) => s.url)).toEqual([
      'https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp',
    ]);
    expect(canadaRules.rulesAsOf).toBe('2025-03-25');
    expect(canadaRules.reviewBy).toBe('2026-11-03');
    for (const day of [canadaRules.rulesAsOf, canadaRules.reviewBy]) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
  });

  it('is stale after 3 November 2026 (UTC), and so already now, on purpose', () => {
    expect(isStale(canadaRules, new Date('2026-11-03T23:59:59Z'))).toBe(false);
    expect(isStale(canadaRules, new Date('2026-11-04T00:00:00Z'))).toBe(true);
    expect(isStale(canadaRules, new Date('2026-11-26T12:00:00Z'))).toBe(true);
  });
});

/* ---- The Calculator object ---- */

function toValues(a: CanadaAnswers): Values {
  const level = (n: number, second: boolean) => (second && n <= 4 ? 'none' : String(Math.min(10, Math.max(3, n))));
  const four = (prefix: string, suffix: string, levels: Abilities, second: boolean): Values => ({
    [`${prefix}read${suffix}`]: level(levels.reading, second),
    [`${prefix}write${suffix}`]: level(levels.writing, second),
    [`${prefix}speak${suffix}`]: level(levels.speaking, second),
    [`${prefix}listen${suffix}`]: level(levels.listening, second),
  });
  return {
    partner: a.partner,
    age: a.age,
    edu: a.education,
    cdnedu: a.canadianEducation,
    lang: a.firstLanguage,
    ...four('', '', a.first, false),
    ...four('', '2', a.second, true),
    cdnwork: String(Math.min(5, a.canadianYears)),
    abroad: a.foreignYears >= 3 ? '3' : a.foreignYears >= 1 ? '1' : '0',
    coq: a.certificate,
    sibling: a.sibling,
    pnp: a.nomination,
    pedu: a.partnerEducation,
    ...four('p', '', a.partnerLanguage, false),
    pwork: String(Math.min(5, a.partnerCanadianYears)),
  };
}

function roundTrip(values: Values): Values {
  const parsed = parseValues(canada.groups, new URLSearchParams(toQuery(canada.groups, values)));
  if (!parsed.ok) throw new Error(`did not parse: ${JSON.stringify(parsed.errors)}`);
  return parsed.values;
}

describe('the canada Calculator', () => {
  it('is the Express Entry tool, with no pass mark, for the migration enquiry, with its draws', () => {
    expect(canada.slug).toBe('canada-express-entry');
    expect(canada.advisor).toBe('migration-services');
    expect(canada.rules).toBe(canadaRules);
    expect(canada.draws).toBe(canadaDraws);
    expect(canada.score(initialValues(canada.groups)).passMark).toBeNull();
    expect(canada.notChecked.join(' ')).toMatch(/proof of funds/i);
  });

  it('has unique group ids and question names, short and URL-safe, and an initial answer for each', () => {
    const groupIds = canada.groups.map((g) => g.id);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    const questions = questionsOf(canada.groups);
    const questionNames = questions.map((q) => q.name);
    expect(new Set(questionNames).size).toBe(questionNames.length);
    for (const question of questions) {
      expect(question.name).toMatch(/^[a-z][a-z0-9]{1,9}$/);
      if (question.kind !== 'check') expect(question.initial).toBeDefined();
      if (question.kind === 'select' || question.kind === 'radio') {
        expect(question.options.map((o) => o.value)).toContain(question.initial);
      }
    }
  });

  it('shows the partner group only for a partner who comes along', () => {
    expect(canada.groups.find((g) => g.id === 'partner')?.when).toEqual({ name: 'partner', is: ['coming'] });
  });

  it('explains CLB and NCLC, and gives IELTS hints for each ability', () => {
    const firstLanguage = canada.groups.find((g) => g.id === 'first-language');
    expect(firstLanguage?.help).toMatch(/CLB \(Canadian Language Benchmarks\)/);
    expect(firstLanguage?.help).toMatch(/NCLC/);
    for (const name of ['read', 'write', 'speak', 'listen']) {
      expect(questionsOf(canada.groups).find((q) => q.name === name)?.help).toMatch(/IELTS General/);
    }
  });

  it.each([
    ['CA-1 (429)', ca1, 429],
    ['CA-3 (494)', { ...nothing, partner: 'coming', age: 32, education: 'master', first: all(10), canadianYears: 1, foreignYears: 3, partnerEducation: 'bachelor', partnerLanguage: all(7) }, 494],
    ['CA-4 (434)', { ...nothing, age: 27, education: 'two-year', canadianEducation: 'one-or-two', first: all(7), second: all(7), canadianYears: 1, sibling: true }, 434],
    ['CA-6 (232)', { ...nothing, age: 33, education: 'secondary', first: all(6), canadianYears: 2, certificate: true }, 232],
    ['CA-9 (1,200)', { ...best, nomination: true }, 1200],
  ] as const)('scores %s through the URL as the typed function does', (_name, answers, total) => {
    const values = roundTrip(toValues(answers as CanadaAnswers));
    expect(canada.score(values)).toEqual(scoreCanada(answers as CanadaAnswers));
    expect(canada.score(values).total).toBe(total);
    expect(canada.improvements(values)).toEqual(improvementsCanada(answers as CanadaAnswers));
  });

  it('puts the score and the counted answers, and no partner answers for a single visitor, in the advisor summary', () => {
    const values = roundTrip(toValues(ca1));
    const summary = advisorSummary(canada, values, 'https://example.test/tools/canada-express-entry?x');
    expect(summary).toContain('429 points');
    expect(summary).toContain('Rules as of 2025-03-25.');
    expect(summary).toContain('- First language: listening: CLB/NCLC 9');
    expect(summary).not.toContain('partner’s');
  });
});

/* ---- Properties ---- */


const firstLevels = [3, 4, 5, 6, 7, 8, 9, 10];
const secondLevels = [0, 5, 6, 7, 8, 9, 10];
const educations = canadaTable.education.map((e) => e.value);
const canadianEducations = canadaTable.additional.canadianEducation.map((c) => c.value);

function abilitiesFrom(next: () => number, levels: readonly number[]): Abilities {
  // Half the time all four alike, as most visitors answer; otherwise each on its own.
  if (next() < 0.5) return all(pick(next, levels));
  return { reading: pick(next, levels), writing: pick(next, levels), speaking: pick(next, levels), listening: pick(next, levels) };
}

function sample(next: () => number): CanadaAnswers {
  return {
    partner: pick(next, ['single', 'coming', 'not-counted'] as const),
    age: 17 + Math.floor(next() * 34),
    education: pick(next, educations),
    canadianEducation: pick(next, canadianEducations),
    firstLanguage: pick(next, ['english', 'french'] as const),
    first: abilitiesFrom(next, firstLevels),
    second: abilitiesFrom(next, secondLevels),
    canadianYears: pick(next, [0, 1, 2, 3, 4, 5]),
    foreignYears: pick(next, [0, 1, 3]),
    certificate: next() < 0.3,
    sibling: next() < 0.3,
    nomination: next() < 0.2,
    partnerEducation: pick(next, educations),
    partnerLanguage: abilitiesFrom(next, firstLevels),
    partnerCanadianYears: pick(next, [0, 1, 2, 3, 4, 5]),
  };
}

function up(levels: Abilities, ability: keyof Abilities, steps: readonly number[]): Abilities | undefined {
  const higher = steps.find((level) => level > levels[ability]);
  return higher === undefined ? undefined : { ...levels, [ability]: higher };
}

// Each answer's better neighbours. Age is not an ordering of "better", nor is single against partnered, nor
// which language is first.
function better(a: CanadaAnswers): CanadaAnswers[] {
  const list: CanadaAnswers[] = [];
  const nextOf = <T>(items: readonly T[], value: T): T | undefined => items[items.indexOf(value) + 1];
  const education = nextOf(educations, a.education);
  if (education) list.push({ ...a, education });
  const partnerEducation = nextOf(educations, a.partnerEducation);
  if (partnerEducation) list.push({ ...a, partnerEducation });
  const canadianEducation = nextOf(canadianEducations, a.canadianEducation);
  if (canadianEducation) list.push({ ...a, canadianEducation: canadianEducation as CanadaCanadianEducation });
  for (const ability of ['reading', 'writing', 'speaking', 'listening'] as const) {
    const first = up(a.first, ability, firstLevels);
    if (first) list.push({ ...a, first });
    const second = up(a.second, ability, secondLevels);
    if (second) list.push({ ...a, second });
    const partnerLanguage = up(a.partnerLanguage, ability, firstLevels);
    if (partnerLanguage) list.push({ ...a, partnerLanguage });
  }
  list.push({ ...a, canadianYears: a.canadianYears + 1 }, { ...a, foreignYears: a.foreignYears + 1 });
  list.push({ ...a, partnerCanadianYears: a.partnerCanadianYears + 1 });
  for (const key of ['certificate', 'sibling', 'nomination'] as const) if (!a[key]) list.push({ ...a, [key]: true });
  return list;
}

describe('properties over 4,000 seeded random answers', () => {
  const next = random(31);
  const answers = Array.from({ length: 4000 }, () => sample(next));

  it('keeps every factor between 0 and its maximum, the sections within their caps, and the total the sum of the breakdown', () => {
    // One throw naming the answers rather than 100,000 expect() calls.
    for (const a of answers) {
      const result = scoreCanada(a);
      const over = result.breakdown.find((line) => line.points < 0 || line.points > line.max || !Number.isInteger(line.points));
      const total = result.breakdown.reduce((t, line) => t + line.points, 0);
      const problems = [
        over && `line ${over.factorId}`,
        result.total !== total && 'total is not the sum',
        sum(result, [...core, ...spouse]) > canadaTable.coreAndPartnerCap && 'core + partner over 500',
        sum(result, spouse) > 40 && 'partner over 40',
        sum(result, transfer) > canadaTable.transferability.cap && 'transferability over 100',
        sum(result, additional) > canadaTable.additional.cap && 'additional over 600',
        result.total > canadaTable.maxTotal && 'total over 1,200',
        !result.eligible && 'not eligible',
      ].filter(Boolean);
      if (problems.length) throw new Error(`${problems.join(', ')} for ${JSON.stringify(a)}: ${JSON.stringify(result)}`);
    }
  });

  it('never lowers the score for a better answer', () => {
    for (const a of answers) {
      const before = scoreCanada(a).total;
      for (const b of better(a)) {
        if (scoreCanada(b).total < before) throw new Error(`worse after a better answer: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
      }
    }
  });

  it('lists at most three improvements, best first, one per factor, each a gain its text states and re-scoring confirms', () => {
    for (const a of answers.slice(0, 1000)) {
      const list = improvementsCanada(a);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(new Set(list.map((i) => i.factorId)).size).toBe(list.length);
      for (let i = 1; i < list.length; i++) expect(list[i]!.points).toBeLessThanOrEqual(list[i - 1]!.points);
      for (const improvement of list) {
        expect(improvement.points).toBeGreaterThan(0);
        // "1 point" for a gain of one (the shared words' plural; it printed "1 points" before issue 41).
        expect(improvement.text).toBe(`${improvement.change} would add ${improvement.points} ${improvement.points === 1 ? 'point' : 'points'}`);
        expect(improvement.factorId).not.toBe('age');
      }
    }
  });

  it('scores through the URL exactly as the typed function does', () => {
    for (const a of answers.slice(0, 1000)) {
      // The form asks for whole years up to 5 in Canada, and levels 3-10: the typed answers sampled are in range.
      const values = roundTrip(toValues(a));
      const viaForm = canada.score(values);
      const typed = scoreCanada(a);
      if (viaForm.total !== typed.total || JSON.stringify(viaForm) !== JSON.stringify(typed)) {
        throw new Error(`round trip differs for ${JSON.stringify(a)}`);
      }
    }
  });
});

// Issue 39, finding 8: the rounds as IRCC's own rounds feed gives them (as bundled on 28 September 2026).
// Failed on the table as it was before the fix (round 401 on 3 March 2026, about 40 rounds missing, none after 25 June 2026).
describe('the rounds as IRCC’s feed gives them (issue 39)', () => {
  const numberOf = (row: readonly string[]) => Number(/^(\d+): /.exec(row[1] ?? '')?.[1]);

  it('finding 8: has round 401 on 4 March 2026, every round from 354 (7 July 2025) to 444 (16 September 2026), and says so', () => {
    const round401 = canadaDraws.rows.find((row) => numberOf(row) === 401);
    expect(round401).toEqual(['4 March 2026', '401: French-language proficiency', '5,500', '397']);
    expect(canadaDraws.rows.map(numberOf)).toEqual(Array.from({ length: 444 - 354 + 1 }, (_, i) => 444 - i));
    expect(canadaDraws.rows[0]).toEqual(['16 September 2026', '444: Senior managers with Canadian work experience', '250', '389']);
    expect(canadaDraws.rows.at(-1)).toEqual(['7 July 2025', '354: Provincial Nominee Program', '356', '750']);
    expect(canadaDraws.asOf).toBe('2026-09-16');
    expect(canadaDraws.note).toContain('round 444 of 16 September 2026');
  });
});

/* ---- In Gujarati and Hindi (issue 41) ---- */

describe('in Gujarati and Hindi', () => {
  // Built as the site builds them: the English text localized with the translation, the wire values kept.
  const languages = [
    { locale: 'gu', module: gujarati, script: /[\u0A80-\u0AFF]/ },
    { locale: 'hi', module: hindi, script: /[\u0900-\u097F]/ },
  ] as const satisfies readonly { locale: TranslatedLocale; module: unknown; script: RegExp }[];
  const built = languages.map(({ locale, module, script }) => ({
    locale,
    script,
    calculator: canadaIn(locale, localize(english, module.translation.text.tool, `canada.${locale}`, fixedWith(...CALCULATOR_FIXED))),
  }));
  const next = random(41);
  const answers = Array.from({ length: 600 }, () => sample(next));

  it.each(built)('$locale: scores every answer set as English does, and writes every line in its script', ({ calculator, script }) => {
    for (const a of answers) {
      const values = roundTrip(toValues(a));
      const theirs = calculator.score(values);
      const ours = canada.score(values);
      const numbers = (r: Result) => ({ ...r, breakdown: r.breakdown.map((l) => [l.factorId, l.points, l.max]), reasons: r.reasons.length, unknown: r.unknown?.length });
      expect(numbers(theirs)).toEqual(numbers(ours));
      const lines = [
        ...theirs.breakdown.flatMap((l) => [l.label, ...(l.detail ? [l.detail] : [])]),
        ...theirs.reasons,
        ...(theirs.unknown ?? []),
      ];
      const improvements = calculator.improvements(values);
      expect(improvements.map((i) => [i.factorId, i.points])).toEqual(canada.improvements(values).map((i) => [i.factorId, i.points]));
      lines.push(...improvements.map((i) => i.change));
      const latin = lines.filter((text) => !script.test(text));
      if (latin.length) throw new Error(`not in the language's script: ${JSON.stringify(latin)} for ${JSON.stringify(a)}`);
    }
  });

  it.each(built)('$locale: writes each detail and change the English can (caps, cuts, counts) and the changes it suggests', ({ calculator, script }) => {
    // Answers that reach the rarer lines: a capped second language, a cut certificate, additional points over 600.
    const rare: CanadaAnswers[] = [
      { ...best, partner: 'coming', nomination: true },
      { ...nothing, partner: 'coming', education: 'phd', first: all(10), second: all(9), canadianYears: 2, foreignYears: 3, certificate: true },
      { ...nothing, education: 'bachelor', certificate: true },
      { ...nothing, partner: 'coming', partnerLanguage: all(3), firstLanguage: 'french' },
    ];
    const details = rare.flatMap((a) => calculator.score(roundTrip(toValues(a))).breakdown.flatMap((l) => (l.detail ? [l.detail] : [])));
    const englishDetails = rare.flatMap((a) => scoreCanada(a).breakdown.flatMap((l) => (l.detail ? [l.detail] : [])));
    expect(details).toHaveLength(englishDetails.length);
    expect(englishDetails.join(' ')).toMatch(/capped at 22 with a partner/);
    expect(englishDetails.join(' ')).toMatch(/for the certificate, cut to/);
    expect(englishDetails.join(' ')).toMatch(/additional points are capped at 600/);
    expect(englishDetails.join(' ')).toMatch(/Counts from CLB 5/);
    for (const detail of details) expect(detail).toMatch(script);
    const changes = rare.flatMap((a) => calculator.improvements(roundTrip(toValues(a))).map((i) => i.change));
    for (const change of changes) expect(change).toMatch(script);
  });

  it.each(built)('$locale: keeps the English names, kinds, option values, initial answers and conditions of the questions', ({ calculator }) => {
    const strip = (groups: typeof canada.groups) =>
      groups.map((g) => ({
        id: g.id,
        when: g.when,
        questions: g.questions.map((q) => ({
          name: q.name,
          kind: q.kind,
          initial: 'initial' in q ? q.initial : undefined,
          values: 'options' in q ? q.options.map((o) => o.value) : undefined,
          range: q.kind === 'number' ? [q.min, q.max, q.step] : undefined,
        })),
      }));
    expect(strip(calculator.groups)).toEqual(strip(canada.groups));
    expect(calculator.country).toBe('Canada');
    expect(calculator.rules).toBe(canadaRules);
    expect(calculator.slug).toBe(canada.slug);
    expect(calculator.maxTotal).toBe(1200);
  });

  it.each(built)('$locale: writes the page text, the questions and the draws note in its script, with the dates as the language writes them', ({ locale, calculator, script }) => {
    const texts = [
      calculator.countryName,
      calculator.intro,
      ...calculator.notChecked,
      ...calculator.groups.flatMap((g) => [
        g.legend,
        ...(g.help ? [g.help] : []),
        ...g.questions.flatMap((q) => [q.label, ...(q.help ? [q.help] : []), ...('unit' in q && q.unit ? [q.unit] : [])]),
      ]),
      calculator.draws!.caption,
      ...calculator.draws!.columns,
      calculator.draws!.note,
    ];
    for (const text of texts) expect(text).toMatch(script);
    // The options: every one but the bare "CLB/NCLC 7" levels, which read the same in every language.
    const options = calculator.groups.flatMap((g) => g.questions.flatMap((q) => ('options' in q ? q.options.map((o) => o.label) : [])));
    for (const label of options.filter((o) => !/^CLB\/NCLC \d+$/.test(o))) expect(label).toMatch(script);
    const note = calculator.draws!.note;
    expect(note).toContain(formatDate('2026-09-16', locale));
    expect(note).toContain(formatDate('2026-09-28', locale));
    expect(note).toContain('444');
    expect(note).not.toContain('September');
    expect(note).not.toMatch(/\{\w+\}/);
    // IRCC's rows stay as its feed gives them.
    expect(calculator.draws!.rows).toBe(canadaDraws.rows);
  });

  it('English is unchanged: the default calculator is English text and the note writes the days as before', () => {
    expect(canadaIn('en').draws).toBe(canadaDraws);
    expect(formatDate('2025-07-07', 'en')).toBe('7 July 2025');
    expect(canadaDraws.note).toContain('This table runs to round 444 of 16 September 2026, as IRCC’s own list of rounds gave it on 28 September 2026');
    expect(scoreCanada(ca1).breakdown.find((l) => l.factorId === 'first-language')?.label).toBe('First official language (English)');
    expect(improvementsCanada(ca1).map((i) => i.text)).toContain('French NCLC 7 in all four abilities would add 62 points');
  });
});
