import { CALCULATOR_FIXED } from '@/content/fixed-keys';
import { tool as englishText } from '@/content/calculators/australia';
import * as gujarati from '@/content/calculators/australia.gu';
import * as hindi from '@/content/calculators/australia.hi';
import { words as englishWords } from '@/content/calculators/words';
import { plural } from '@/lib/i18n/format';
import { fixedWith, localize } from '@/lib/i18n/translation';
import {
  australia,
  australiaAgeBand,
  australiaIn,
  australiaRules,
  australiaTable,
  improvementsAustralia,
  scoreAustralia,
  type AustraliaAnswers,
  type AustraliaEnglish,
  type AustraliaPartner,
  type AustraliaQualification,
  type AustraliaSubclass,
} from './australia';
import { isStale, type Improvement, type QuestionGroup, type Result, type Values } from './types';
import { pick, points, random } from './test-support';

// A profile that scores only its age: the youngest band, because 45-plus would make it ineligible instead.
const nothing: AustraliaAnswers = {
  subclass: '189',
  age: '18-24',
  english: 'competent',
  overseasYears: 0,
  australianYears: 0,
  qualification: 'none',
  specialistEducation: false,
  australianStudy: false,
  regionalStudy: false,
  professionalYear: false,
  communityLanguage: false,
  partner: 'other',
};

// AU-1 of the research: 189, age 30, proficient English, 5 years overseas, bachelor's, single.
const au1: AustraliaAnswers = { ...nothing, age: '25-32', english: 'proficient', overseasYears: 5, qualification: 'bachelor', partner: 'single' };

// AU-3: 491, age 40, competent English, 3 years overseas, diploma in regional Australia, skilled partner.
const au3: AustraliaAnswers = {
  ...nothing,
  subclass: '491',
  age: '40-44',
  overseasYears: 3,
  qualification: 'diploma-au',
  australianStudy: true,
  regionalStudy: true,
  partner: 'skilled',
};


describe('the research profiles (hand-computed)', () => {
  it('AU-1 scores 75: age 30 + English 10 + overseas 10 + bachelor 15 + single 10 + nomination 0', () => {
    const result = scoreAustralia(au1);
    expect(result.total).toBe(75);
    expect(result.eligible).toBe(true);
    expect(result.passMark).toBe(65);
  });

  it('AU-2 scores 95 with the employment cap: 25 + 20 + min(20, 15 + 10) + 20 + partner 5 + nomination 5', () => {
    const result = scoreAustralia({
      ...nothing,
      subclass: '190',
      age: '33-39',
      english: 'superior',
      overseasYears: 8,
      australianYears: 3,
      qualification: 'doctorate',
      partner: 'competent-english',
    });
    expect(points(result, 'employment')).toBe(20);
    expect(result.total).toBe(95);
  });

  it('AU-3 scores exactly the pass mark 65: 15 + 0 + 5 + diploma 10 + study 5 + regional 5 + partner 10 + nomination 15', () => {
    expect(scoreAustralia(au3).total).toBe(65);
  });

  it('AU-4 is AU-3 under each subclass: 189 -> 50, 190 -> 55, 491 -> 65', () => {
    expect(scoreAustralia({ ...au3, subclass: '189' }).total).toBe(50);
    expect(scoreAustralia({ ...au3, subclass: '190' }).total).toBe(55);
    expect(scoreAustralia({ ...au3, subclass: '491' }).total).toBe(65);
  });

  it('AU-5 scores 95: 30 + 10 + AU work 5 + master\'s 15 + specialist 10 + study 5 + PY 5 + NAATI 5 + single 10', () => {
    const result = scoreAustralia({
      ...nothing,
      age: '25-32',
      english: 'proficient',
      australianYears: 1,
      qualification: 'bachelor',
      specialistEducation: true,
      australianStudy: true,
      professionalYear: true,
      communityLanguage: true,
      partner: 'single',
    });
    expect(result.total).toBe(95);
  });

  it('AU-7: AU-1 with competent English scores 65, proficient 75, superior 85; below competent is not eligible', () => {
    expect(scoreAustralia({ ...au1, english: 'competent' }).total).toBe(65);
    expect(scoreAustralia({ ...au1, english: 'proficient' }).total).toBe(75);
    expect(scoreAustralia({ ...au1, english: 'superior' }).total).toBe(85);
    const below = scoreAustralia({ ...au1, english: 'below-competent' });
    expect(below.eligible).toBe(false);
    expect(below.reasons).toEqual(['You need at least competent English (about IELTS 6 in each band).']);
  });

  it('AU-8: AU-1 with a skilled partner 75, a partner with competent English 70, neither 65, a citizen partner 75', () => {
    expect(scoreAustralia({ ...au1, partner: 'skilled' }).total).toBe(75);
    expect(scoreAustralia({ ...au1, partner: 'competent-english' }).total).toBe(70);
    expect(scoreAustralia({ ...au1, partner: 'other' }).total).toBe(65);
    expect(scoreAustralia({ ...au1, partner: 'citizen-or-pr' }).total).toBe(75);
  });
});

describe('age (AU-6)', () => {
  it.each([
    [18, '18-24', 25],
    [24, '18-24', 25],
    [25, '25-32', 30],
    [32, '25-32', 30],
    [33, '33-39', 25],
    [39, '33-39', 25],
    [40, '40-44', 15],
    [44, '40-44', 15],
  ] as const)('age %i is in band %s and scores %i', (age, band, expected) => {
    expect(australiaAgeBand(age)).toBe(band);
    const result = scoreAustralia({ ...nothing, age: band });
    expect(points(result, 'age')).toBe(expected);
    expect(result.eligible).toBe(true);
  });

  it('at 45 the visitor is not eligible to be invited, with the reason, not merely 0 points', () => {
    expect(australiaAgeBand(45)).toBe('45-plus');
    expect(australiaAgeBand(60)).toBe('45-plus');
    const result = scoreAustralia({ ...au1, age: '45-plus' });
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual(['You must be under 45 when you are invited to apply.']);
    expect(points(result, 'age')).toBe(0);
  });

  it('has no band under 18, where the table starts', () => {
    expect(australiaAgeBand(17)).toBeNull();
    expect(australiaAgeBand(Number.NaN)).toBeNull();
  });

  it('gives both reasons when both age and English rule the visitor out', () => {
    expect(scoreAustralia({ ...au1, age: '45-plus', english: 'below-competent' }).reasons).toHaveLength(2);
  });
});

describe('English', () => {
  it.each([
    ['below-competent', 0],
    ['competent', 0],
    ['proficient', 10],
    ['superior', 20],
  ] as const)('%s scores %i', (english, expected) => {
    expect(points(scoreAustralia({ ...nothing, english }), 'english')).toBe(expected);
  });
});

describe('skilled employment', () => {
  it.each([
    [0, 0],
    [2.9, 0],
    [3, 5],
    [4, 5],
    [5, 10],
    [7.5, 10],
    [8, 15],
    [10, 15],
  ])('%f years outside Australia score %i', (overseasYears, expected) => {
    expect(points(scoreAustralia({ ...nothing, overseasYears }), 'employment')).toBe(expected);
  });

  it.each([
    [0, 0],
    [0.9, 0],
    [1, 5],
    [3, 10],
    [5, 15],
    [8, 20],
    [10, 20],
  ])('%f years in Australia score %i', (australianYears, expected) => {
    expect(points(scoreAustralia({ ...nothing, australianYears }), 'employment')).toBe(expected);
  });

  it('caps the two kinds together at 20 and says so', () => {
    const line = scoreAustralia({ ...nothing, overseasYears: 8, australianYears: 8 }).breakdown.find((l) => l.factorId === 'employment');
    expect(line).toMatchObject({ points: 20, max: 20, detail: '15 outside Australia + 20 in Australia, capped at 20' });
    expect(points(scoreAustralia({ ...nothing, overseasYears: 5, australianYears: 3 }), 'employment')).toBe(20);
    expect(points(scoreAustralia({ ...nothing, overseasYears: 3, australianYears: 3 }), 'employment')).toBe(15);
  });

  it('refuses negative or non-numeric years rather than scoring them 0', () => {
    expect(() => scoreAustralia({ ...nothing, overseasYears: -1 })).toThrow(RangeError);
    expect(() => scoreAustralia({ ...nothing, australianYears: Number.NaN })).toThrow(RangeError);
  });
});

describe('qualifications and study', () => {
  it.each([
    ['none', 0],
    ['recognised', 10],
    ['diploma-au', 10],
    ['bachelor', 15],
    ['doctorate', 20],
  ] as const)('counts only the highest qualification: %s scores %i', (qualification, expected) => {
    expect(points(scoreAustralia({ ...nothing, qualification }), 'qualification')).toBe(expected);
  });

  it('adds specialist education 10, Australian study 5, Professional Year 5 and NAATI 5', () => {
    const result = scoreAustralia({ ...nothing, specialistEducation: true, australianStudy: true, professionalYear: true, communityLanguage: true });
    expect(points(result, 'specialist-education')).toBe(10);
    expect(points(result, 'australian-study')).toBe(5);
    expect(points(result, 'professional-year')).toBe(5);
    expect(points(result, 'community-language')).toBe(5);
  });

  it('counts regional study only with the Australian study requirement, and says why when it does not', () => {
    expect(points(scoreAustralia({ ...nothing, australianStudy: true, regionalStudy: true }), 'regional-study')).toBe(5);
    const alone = scoreAustralia({ ...nothing, regionalStudy: true }).breakdown.find((l) => l.factorId === 'regional-study');
    expect(alone).toMatchObject({ points: 0, detail: 'Counts only with the Australian study requirement' });
  });
});

describe('partner', () => {
  it.each([
    ['single', 10],
    ['citizen-or-pr', 10],
    ['skilled', 10],
    ['competent-english', 5],
    ['other', 0],
  ] as const)('%s scores %i (one option only)', (partner, expected) => {
    expect(points(scoreAustralia({ ...nothing, partner }), 'partner')).toBe(expected);
  });
});

describe('nomination', () => {
  it.each([
    ['189', 0],
    ['190', 5],
    ['491', 15],
  ] as const)('subclass %s gives %i nomination points', (subclass, expected) => {
    expect(points(scoreAustralia({ ...nothing, subclass }), 'nomination')).toBe(expected);
  });
});

describe('the maxima', () => {
  const best: AustraliaAnswers = {
    subclass: '491',
    age: '25-32',
    english: 'superior',
    overseasYears: 10,
    australianYears: 10,
    qualification: 'doctorate',
    specialistEducation: true,
    australianStudy: true,
    regionalStudy: true,
    professionalYear: true,
    communityLanguage: true,
    partner: 'single',
  };

  // The research gives 150 / 140 / 135, counting five 5-point extras where its own table has four (Australian
  // study, regional study, Professional Year, NAATI): 30 + 20 + 20 + 20 + 10 + 4 x 5 + 10 + 15 = 145.
  it('is 145 for 491, 135 for 190 and 130 for 189', () => {
    expect(scoreAustralia(best).total).toBe(145);
    expect(scoreAustralia({ ...best, subclass: '190' }).total).toBe(135);
    expect(scoreAustralia({ ...best, subclass: '189' }).total).toBe(130);
  });

  it('gives every line its maximum for the best answers', () => {
    for (const line of scoreAustralia(best).breakdown) expect(line.points).toBe(line.max);
  });
});

describe('improvementsAustralia', () => {
  it('suggests for AU-1 the subclass 491 (+15), superior English (+10), then NAATI (+5), the quickest of the +5 changes', () => {
    const list = improvementsAustralia(au1);
    expect(list.map((i) => [i.factorId, i.points])).toEqual([
      ['nomination', 15],
      ['english', 10],
      ['community-language', 5],
    ]);
    expect(list[1]?.text).toBe('Superior English (IELTS 8 in each band) would add 10 points');
  });

  it('suggests the next band of experience only, not years the visitor has yet to work', () => {
    const list = improvementsAustralia({ ...au1, subclass: '491', english: 'superior', communityLanguage: true });
    expect(list).toContainEqual(
      expect.objectContaining({ factorId: 'employment', points: 5, change: '8 years of skilled employment outside Australia' }),
    );
  });

  it('suggests a Professional Year only to someone who studied in Australia', () => {
    const done = { ...au1, subclass: '491', english: 'superior', communityLanguage: true } as const;
    expect(improvementsAustralia(done).map((i) => i.factorId)).not.toContain('professional-year');
    expect(improvementsAustralia({ ...done, australianStudy: true }).map((i) => i.factorId)).toContain('professional-year');
  });

  it('suggests nothing at 45 or over, where points do not help', () => {
    expect(improvementsAustralia({ ...au1, age: '45-plus' })).toEqual([]);
  });

  it('suggests only English below competent English, and says it makes the visitor eligible', () => {
    const list = improvementsAustralia({ ...au1, english: 'below-competent' });
    expect(list).toEqual([
      {
        factorId: 'english',
        change: 'Superior English (IELTS 8 in each band)',
        points: 20,
        text: 'Superior English (IELTS 8 in each band) would add 20 points and make you eligible to be invited',
      },
    ]);
  });

  it('suggests nothing when every changeable answer is already the best', () => {
    expect(
      improvementsAustralia({ ...au1, subclass: '491', english: 'superior', communityLanguage: true, overseasYears: 8, australianYears: 1 }),
    ).toEqual([]);
  });
});

describe('rules metadata', () => {
  it('carries official Home Affairs and legislation sources only, and real days', () => {
    for (const source of australiaRules.sources) expect(source.url).toMatch(/^https:\/\/(immi\.homeaffairs|www\.legislation)\.gov\.au\//);
    for (const day of [australiaRules.rulesAsOf, australiaRules.reviewBy]) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
    expect(australiaRules.reviewBy > australiaRules.rulesAsOf).toBe(true);
  });

  it('is stale only after its review-by day (UTC)', () => {
    expect(isStale(australiaRules, new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(isStale(australiaRules, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });
});


const years = [0, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function sample(next: () => number): AustraliaAnswers {
  return {
    subclass: pick(next, australiaTable.subclass).value,
    age: pick(next, australiaTable.age).value,
    english: pick(next, australiaTable.english).value,
    overseasYears: pick(next, years),
    australianYears: pick(next, years),
    qualification: pick(next, australiaTable.qualification).value,
    specialistEducation: next() < 0.5,
    australianStudy: next() < 0.5,
    regionalStudy: next() < 0.5,
    professionalYear: next() < 0.5,
    communityLanguage: next() < 0.5,
    partner: pick(next, australiaTable.partner).value,
  };
}

// Each answer's better neighbours. Age is not an ordering of "better", nor is single against partnered;
// a recognised qualification and an Australian diploma are equal, each below a bachelor's.
const betterEnglish: Record<AustraliaEnglish, AustraliaEnglish[]> = {
  'below-competent': ['competent'],
  competent: ['proficient'],
  proficient: ['superior'],
  superior: [],
};
const betterQualification: Record<AustraliaQualification, AustraliaQualification[]> = {
  none: ['recognised', 'diploma-au'],
  recognised: ['bachelor'],
  'diploma-au': ['bachelor'],
  bachelor: ['doctorate'],
  doctorate: [],
};
const betterPartner: Record<AustraliaPartner, AustraliaPartner[]> = {
  other: ['competent-english'],
  'competent-english': ['skilled'],
  skilled: [],
  single: [],
  'citizen-or-pr': [],
};
const betterSubclass: Record<AustraliaSubclass, AustraliaSubclass[]> = { '189': ['190'], '190': ['491'], '491': [] };
const flags = ['specialistEducation', 'australianStudy', 'regionalStudy', 'professionalYear', 'communityLanguage'] as const;

function better(a: AustraliaAnswers): AustraliaAnswers[] {
  const list: AustraliaAnswers[] = [];
  for (const english of betterEnglish[a.english]) list.push({ ...a, english });
  for (const qualification of betterQualification[a.qualification]) list.push({ ...a, qualification });
  for (const partner of betterPartner[a.partner]) list.push({ ...a, partner });
  for (const subclass of betterSubclass[a.subclass]) list.push({ ...a, subclass });
  for (const key of flags) if (!a[key]) list.push({ ...a, [key]: true });
  list.push({ ...a, overseasYears: a.overseasYears + 1 }, { ...a, australianYears: a.australianYears + 1 });
  return list;
}

describe('properties over 5,000 seeded random answers', () => {
  const next = random(31);
  const answers = Array.from({ length: 5000 }, () => sample(next));

  it('keeps every factor between 0 and its maximum, and the total the sum of the breakdown', () => {
    // One throw naming the answers rather than 100,000 expect() calls (seconds of the suite's time).
    for (const a of answers) {
      const result = scoreAustralia(a);
      const over = result.breakdown.find((line) => line.points < 0 || line.points > line.max);
      const sum = result.breakdown.reduce((total, line) => total + line.points, 0);
      if (over || result.total !== sum || result.eligible !== (result.reasons.length === 0)) {
        throw new Error(`inconsistent result for ${JSON.stringify(a)}: ${JSON.stringify(result)}`);
      }
    }
  });

  it('never lowers the score, nor takes away eligibility, for a better answer', () => {
    for (const a of answers) {
      const before = scoreAustralia(a);
      for (const b of better(a)) {
        const after = scoreAustralia(b);
        if (after.total < before.total || (before.eligible && !after.eligible)) {
          throw new Error(`worse after a better answer: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
        }
      }
    }
  });

  it('lists at most three improvements, best first, one per factor, each a gain its text states', () => {
    for (const a of answers.slice(0, 1000)) {
      const list = improvementsAustralia(a);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(new Set(list.map((i) => i.factorId)).size).toBe(list.length);
      for (let i = 1; i < list.length; i++) expect(list[i]!.points).toBeLessThanOrEqual(list[i - 1]!.points);
      for (const improvement of list) {
        expect(improvement.points).toBeGreaterThan(0);
        expect(improvement.text.startsWith(`${improvement.change} would add ${improvement.points} points`)).toBe(true);
      }
      if (a.age === '45-plus') expect(list).toEqual([]);
    }
  });
});

// Issue 39. Each test failed on the calculator as it was before the fix.
describe('the official rules (issue 39)', () => {
  it('finding 9: the most a 189 can score is 130, a 190 135 and a 491 145 (the nomination line is out of the subclass’s own points)', () => {
    const most = (subclass: AustraliaSubclass) => scoreAustralia({ ...au1, subclass }).breakdown.reduce((sum, l) => sum + l.max, 0);
    expect([most('189'), most('190'), most('491')]).toEqual([130, 135, 145]);
  });

  it('finding 9: a skilled partner’s occupation must be on the same skilled occupation list as yours (Schedule 6D, Part 6D.11)', () => {
    expect(australiaTable.partner.find((p) => p.value === 'skilled')?.label).toContain('same skilled occupation list');
  });
});

// Issue 41: the calculator in Gujarati and Hindi, built as the site builds it. Scoring is the English one;
// every line the visitor reads is in the language's script.
describe('in Gujarati and Hindi', () => {
  const languages = [
    { locale: 'gu', module: gujarati, script: /[\u0A80-\u0AFF]/ },
    { locale: 'hi', module: hindi, script: /[\u0900-\u097F]/ },
  ] as const;
  const next = random(41);
  const answers = Array.from({ length: 600 }, () => sample(next));
  const ages = [18, 24, 25, 30, 33, 40, 44, 45, 60];
  const asValues = (a: AustraliaAnswers): Values => ({
    visa: a.subclass,
    age: pick(next, ages.filter((age) => australiaAgeBand(age) === a.age)),
    english: a.english,
    overseas: a.overseasYears,
    australia: a.australianYears,
    qualification: a.qualification,
    specialist: a.specialistEducation,
    auStudy: a.australianStudy,
    regional: a.regionalStudy,
    py: a.professionalYear,
    naati: a.communityLanguage,
    partner: a.partner,
  });
  // Whole years only in the form; the half years of the property tests are scored through the functions below.
  const values = answers.map((a) => asValues({ ...a, overseasYears: Math.floor(a.overseasYears), australianYears: Math.floor(a.australianYears) }));

  describe.each(languages)('$locale', ({ locale, module, script }) => {
    const text = localize(englishText, module.translation.text.tool, `australia.${locale}`, fixedWith(...CALCULATOR_FIXED));
    const calculator = australiaIn(locale, text);

    it('is the calculator in its language, for the same country and rules', () => {
      expect(calculator.locale).toBe(locale);
      expect(calculator.country).toBe('Australia');
      expect(calculator.countryName).toMatch(script);
      expect(calculator.programme).toMatch(script);
      expect(calculator.intro).toMatch(script);
      expect(calculator.rules).toBe(australia.rules);
      expect(calculator.slug).toBe(australia.slug);
      for (const line of calculator.notChecked) expect(line).toMatch(script);
    });

    it('keeps the questions’ names, kinds, option values and initial answers, with every label in the language', () => {
      const shape = (groups: readonly QuestionGroup[]) =>
        groups.map((g) => [g.id, g.when, g.questions.map((q) => [q.name, q.kind, 'initial' in q ? q.initial : null, 'options' in q ? q.options.map((o) => o.value) : null])]);
      expect(shape(calculator.groups)).toEqual(shape(australia.groups));
      for (const group of calculator.groups) {
        expect(group.legend).toMatch(script);
        if (group.help) expect(group.help).toMatch(script);
        for (const question of group.questions) {
          expect(question.label).toMatch(script);
          if (question.help) expect(question.help).toMatch(script);
          if (question.kind === 'number') expect(question.unit).toMatch(script);
          if ('options' in question) for (const option of question.options) expect(option.label).toMatch(script);
        }
      }
    });

    it('scores every answer as English does, and says every line, reason and change in the language', () => {
      const seen = new Set<string>();
      const check = (en: Result, tr: Result, enList: Improvement[], trList: Improvement[], what: string) => {
        const same =
          tr.total === en.total &&
          tr.eligible === en.eligible &&
          tr.passMark === en.passMark &&
          tr.reasons.length === en.reasons.length &&
          JSON.stringify(tr.breakdown.map((l) => [l.factorId, l.points, l.max, l.detail === undefined])) ===
            JSON.stringify(en.breakdown.map((l) => [l.factorId, l.points, l.max, l.detail === undefined])) &&
          JSON.stringify(trList.map((i) => [i.factorId, i.points])) === JSON.stringify(enList.map((i) => [i.factorId, i.points]));
        if (!same) throw new Error(`${locale} differs from English for ${what}`);
        const texts = [
          ...tr.breakdown.flatMap((l) => [l.label, ...(l.detail ? [l.detail] : [])]),
          ...tr.reasons,
          ...(tr.unknown ?? []),
          ...trList.map((i) => i.change),
        ];
        for (const t of texts) {
          if (!script.test(t)) throw new Error(`${locale}: not in the language: "${t}" (${what})`);
          seen.add(t);
        }
        for (const i of trList) if (!i.text.includes(i.change)) throw new Error(`${locale}: the sentence lacks its change: "${i.text}"`);
      };
      for (const [n, v] of values.entries()) {
        check(australia.score(v), calculator.score(v), australia.improvements(v), calculator.improvements(v), `values ${JSON.stringify(v)}`);
        const a = answers[n]!;
        check(scoreAustralia(a), scoreAustralia(a, text, locale), improvementsAustralia(a), improvementsAustralia(a, 3, text, englishWords, locale), JSON.stringify(a));
      }
      // The answers reached the lines that only some answers show: the cap, the regional detail, both reasons.
      const employment = new Set([...seen].filter((t) => t.includes('+')));
      expect(employment.size).toBeGreaterThan(10);
      expect(seen).toContain(text.results.employmentCapped.replace('{overseas}', '15').replace('{australia}', '20').replace('{cap}', '20'));
      for (const t of [text.results.regionalAlone, text.results.tooOld, text.results.englishTooLow]) expect(seen).toContain(t);
    });

    it('says the improvement that makes a visitor eligible in a sentence of its own, and the rest with the shared words', () => {
      const below = improvementsAustralia({ ...au1, english: 'below-competent' }, 3, text, englishWords, locale);
      expect(below).toEqual([
        {
          factorId: 'english',
          change: text.groups[1].questions[1].options[3].label,
          points: 20,
          text: plural(text.results.wouldAddAndUnlock, 20, locale, { change: text.groups[1].questions[1].options[3].label }),
        },
      ]);
      expect(below[0]!.text).toMatch(script);
      const list = improvementsAustralia({ ...au1, overseasYears: 8, australianYears: 0.5 }, 5, text, englishWords, locale);
      expect(list.map((i) => i.text)).toContain(plural(englishWords.result.wouldAdd, 5, locale, { change: plural(text.results.australianYears, 1, locale) }));
    });
  });
});
