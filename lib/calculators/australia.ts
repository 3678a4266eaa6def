/**
 * Australia's points test for the skilled visas, subclasses 189, 190 and 491 (Migration Regulations 1994,
 * Schedule 6D), as data, and the scoring of a visitor's answers against it. Points are assessed at the time
 * of invitation; the answers are what a visitor knows without documents at hand.
 */
import { tool as english } from '@/content/calculators/australia';
import { words as englishWords } from '@/content/calculators/words';
import type { Locale } from '@/lib/i18n/locales';
import { fill, plural } from '@/lib/i18n/format';
import type { Breakdown, Calculator, CalculatorWords, Improvement, Question, QuestionGroup, Result, RulesSource, ToolRules, Values } from './types';
import { choice } from './tables';

const sources = [
  {
    name: 'Department of Home Affairs: points table for the Skilled Independent visa (subclass 189)',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189/points-table',
    kind: 'rules',
  },
  {
    name: 'Department of Home Affairs: Skilled Nominated visa (subclass 190)',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-nominated-190',
    kind: 'rules',
  },
  {
    name: 'Department of Home Affairs: Skilled Work Regional (Provisional) visa (subclass 491)',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491',
    kind: 'rules',
  },
  {
    name: 'Migration Regulations 1994, Schedule 6D (the points test in law)',
    url: 'https://www.legislation.gov.au/F1996B03551/latest/text',
    kind: 'rules',
  },
  // No 'calculator' source on purpose: Home Affairs has no public points calculator (SkillSelect scores an
  // Expression of Interest only after you lodge one), and a third-party calculator is not a source.
] as const satisfies readonly RulesSource[];

export const australiaRules = {
  id: 'australia',
  title: 'Australia points test (subclasses 189, 190 and 491)',
  sources,
  // The day this table took effect (Migration Amendment (New Skilled Regional Visas) Regulations 2019). The
  // research of 26 Nov 2026 found no later change, but from secondary copies only: it could not read the
  // official page. So this is not claimed as a check date; whoever reads the official table sets it to that day.
  rulesAsOf: '2019-11-16',
  // Soon, because the official page has not been read and the 2024 review of the points test may yet change it.
  reviewBy: '2026-12-31',
} as const satisfies ToolRules;

/** A choice the visitor makes and its points; `ineligible` when that choice rules them out (its reason is in the text). */
type Choice = { value: string; points: number; ineligible?: true };
type YearsBand = { atLeastYears: number; points: number };
type Subclass = { value: string; nomination: number };

/** A question's name: a table's choices are asked in one, and each yes/no factor is one. */
type Groups = AustraliaText['groups'];
type QuestionName = Groups[number]['questions'][number]['name'];

function questionOf(groups: readonly QuestionGroup[], name: QuestionName): Question {
  for (const group of groups) for (const question of group.questions) if (question.name === name) return question;
  throw new Error(`Australia: no question ${name}`);
}

/** An option's words in the text's language: a change offered or a line's detail is said as the question says it. */
function optionLabel(groups: readonly QuestionGroup[], name: QuestionName, value: string): string {
  const question = questionOf(groups, name);
  const found = 'options' in question ? question.options.find((option) => option.value === value) : undefined;
  if (!found) throw new Error(`Australia: question ${name} has no option ${value}`);
  return found.label;
}

/** A table's rows with the English options' labels beside their values (what a reader of the table expects). */
function labelled<T extends { value: string }>(rows: readonly T[], name: QuestionName): readonly (T & { label: string })[] {
  return rows.map((row) => ({ ...row, label: optionLabel(english.groups, name, row.value) }));
}

const rows = {
  // Invitations go only to those under 45: 45 or over is not "0 points" but not eligible at all.
  age: [
    { value: '18-24', points: 25 },
    { value: '25-32', points: 30 },
    { value: '33-39', points: 25 },
    { value: '40-44', points: 15 },
    { value: '45-plus', points: 0, ineligible: true },
  ],
  // Asked as a level, not a test score: only the IELTS equivalents were confirmed by the research.
  english: [
    { value: 'below-competent', points: 0, ineligible: true },
    { value: 'competent', points: 0 },
    { value: 'proficient', points: 10 },
    { value: 'superior', points: 20 },
  ],
  // The highest qualification only: a doctorate does not add the bachelor's below it.
  qualification: [
    { value: 'none', points: 0 },
    { value: 'recognised', points: 10 },
    { value: 'diploma-au', points: 10 },
    { value: 'bachelor', points: 15 },
    { value: 'doctorate', points: 20 },
  ],
  // One of these only. A single applicant scores as much as one with a skilled partner. Schedule 6D, Part 6D.11
  // (partner skill qualifications): a skilled partner's nominated occupation must be on the same skilled
  // occupation list as the applicant's, besides being under 45 with competent English and a suitable skills
  // assessment. The answers cannot check the list, so the choice says it.
  partner: [
    { value: 'single', points: 10 },
    { value: 'citizen-or-pr', points: 10 },
    { value: 'skilled', points: 10 },
    { value: 'competent-english', points: 5 },
    { value: 'other', points: 0 },
  ],
  // The nomination points of each subclass (Schedule 6D, Parts 6D.12 and 6D.13): also the most its line can
  // give, so the most a 189 can score is 130, a 190 135 and a 491 145.
  subclass: [
    { value: '189', nomination: 0 },
    { value: '190', nomination: 5 },
    { value: '491', nomination: 15 },
  ],
} as const satisfies {
  age: readonly Choice[];
  english: readonly Choice[];
  qualification: readonly Choice[];
  partner: readonly Choice[];
  subclass: readonly Subclass[];
};

/**
 * The points test. The choices carry the English labels of their options (content/calculators/australia.ts)
 * for whoever reads the table; the scoring says them in its text's language, from that text's questions.
 */
export const australiaTable = {
  passMark: 65,
  age: rows.age,
  english: labelled(rows.english, 'english'),
  // Skilled employment in the 10 years before the invitation; the two kinds together give at most 20.
  overseasEmployment: [
    { atLeastYears: 0, points: 0 },
    { atLeastYears: 3, points: 5 },
    { atLeastYears: 5, points: 10 },
    { atLeastYears: 8, points: 15 },
  ],
  australianEmployment: [
    { atLeastYears: 0, points: 0 },
    { atLeastYears: 1, points: 5 },
    { atLeastYears: 3, points: 10 },
    { atLeastYears: 5, points: 15 },
    { atLeastYears: 8, points: 20 },
  ],
  employmentCap: 20,
  qualification: labelled(rows.qualification, 'qualification'),
  // The yes/no factors: each is its question (`question`), whose label is the breakdown's line.
  specialistEducation: { question: 'specialist', points: 10 },
  australianStudy: { question: 'auStudy', points: 5 },
  regionalStudy: { question: 'regional', points: 5 },
  professionalYear: { question: 'py', points: 5 },
  communityLanguage: { question: 'naati', points: 5 },
  partner: labelled(rows.partner, 'partner'),
  subclass: labelled(rows.subclass, 'visa'),
} as const satisfies {
  passMark: number;
  age: readonly Choice[];
  english: readonly Choice[];
  overseasEmployment: readonly YearsBand[];
  australianEmployment: readonly YearsBand[];
  employmentCap: number;
  qualification: readonly Choice[];
  specialistEducation: YesNo;
  australianStudy: YesNo;
  regionalStudy: YesNo;
  professionalYear: YesNo;
  communityLanguage: YesNo;
  partner: readonly Choice[];
  subclass: readonly Subclass[];
};

type YesNo = { question: QuestionName; points: number };

const table = australiaTable;

export type AustraliaAgeBand = (typeof rows.age)[number]['value'];
export type AustraliaEnglish = (typeof rows.english)[number]['value'];
export type AustraliaQualification = (typeof rows.qualification)[number]['value'];
export type AustraliaPartner = (typeof rows.partner)[number]['value'];
export type AustraliaSubclass = (typeof rows.subclass)[number]['value'];

export type AustraliaAnswers = {
  subclass: AustraliaSubclass;
  age: AustraliaAgeBand;
  english: AustraliaEnglish;
  /** Whole or part years of skilled employment outside Australia in the last 10 years. */
  overseasYears: number;
  /** Years of skilled employment in Australia in the last 10 years. */
  australianYears: number;
  qualification: AustraliaQualification;
  specialistEducation: boolean;
  australianStudy: boolean;
  /** Counts only with the Australian study requirement, which it is a regional case of. */
  regionalStudy: boolean;
  professionalYear: boolean;
  communityLanguage: boolean;
  partner: AustraliaPartner;
};

/** The band for an age in years, or null under 18 (the table starts at 18). */
export function australiaAgeBand(age: number): AustraliaAgeBand | null {
  if (!Number.isFinite(age) || age < 18) return null;
  if (age < 25) return '18-24';
  if (age < 33) return '25-32';
  if (age < 40) return '33-39';
  if (age < 45) return '40-44';
  return '45-plus';
}


function yearsPoints(bands: readonly YearsBand[], years: number): number {
  if (!Number.isFinite(years) || years < 0) throw new RangeError(`Years must be 0 or more: ${years}`);
  let points = 0;
  for (const band of bands) if (years >= band.atLeastYears) points = band.points;
  return points;
}

function most(values: readonly number[]): number {
  return Math.max(...values);
}

function flag(factorId: string, item: YesNo, answered: boolean, t: AustraliaText, detail?: string): Breakdown {
  const line: Breakdown = { factorId, label: questionOf(t.groups, item.question).label, points: answered ? item.points : 0, max: item.points };
  if (detail) line.detail = detail;
  return line;
}

/** The answers scored against the table; `t` and `locale` are the language the result's lines are in (English unless given). */
export function scoreAustralia(answers: AustraliaAnswers, t: AustraliaText = english, locale: Locale = 'en'): Result {
  const age = choice(table.age, answers.age);
  const language = choice(table.english, answers.english);
  const qualification = choice(table.qualification, answers.qualification);
  const partner = choice(table.partner, answers.partner);
  const subclass = choice(table.subclass, answers.subclass);

  const overseas = yearsPoints(table.overseasEmployment, answers.overseasYears);
  const inAustralia = yearsPoints(table.australianEmployment, answers.australianYears);
  const employment = Math.min(table.employmentCap, overseas + inAustralia);
  const employmentDetail = fill(
    overseas + inAustralia > table.employmentCap ? t.results.employmentCapped : t.results.employment,
    { overseas, australia: inAustralia, cap: table.employmentCap },
    locale,
  );

  const regionalCounts = answers.regionalStudy && answers.australianStudy;
  const lines = t.results.lines;

  const breakdown: Breakdown[] = [
    { factorId: 'age', label: lines.age, points: age.points, max: most(table.age.map((c) => c.points)) },
    { factorId: 'english', label: lines.english, points: language.points, max: most(table.english.map((c) => c.points)) },
    { factorId: 'employment', label: lines.employment, points: employment, max: table.employmentCap, detail: employmentDetail },
    {
      factorId: 'qualification',
      label: lines.qualification,
      points: qualification.points,
      max: most(table.qualification.map((c) => c.points)),
    },
    flag('specialist-education', table.specialistEducation, answers.specialistEducation, t),
    flag('australian-study', table.australianStudy, answers.australianStudy, t),
    flag(
      'regional-study',
      table.regionalStudy,
      regionalCounts,
      t,
      answers.regionalStudy && !answers.australianStudy ? t.results.regionalAlone : undefined,
    ),
    flag('professional-year', table.professionalYear, answers.professionalYear, t),
    flag('community-language', table.communityLanguage, answers.communityLanguage, t),
    { factorId: 'partner', label: lines.partner, points: partner.points, max: most(table.partner.map((c) => c.points)) },
    {
      factorId: 'nomination',
      label: lines.nomination,
      points: subclass.nomination,
      max: subclass.nomination,
      detail: optionLabel(t.groups, 'visa', subclass.value),
    },
  ];

  const reasons: string[] = [];
  if ('ineligible' in age) reasons.push(t.results.tooOld);
  if ('ineligible' in language) reasons.push(t.results.englishTooLow);

  return {
    total: breakdown.reduce((sum, line) => sum + line.points, 0),
    breakdown,
    passMark: table.passMark,
    eligible: reasons.length === 0,
    reasons,
  };
}

type Candidate = { factorId: string; change: string; answers: AustraliaAnswers };

function nextBand(bands: readonly YearsBand[], years: number): YearsBand | undefined {
  return bands.find((band) => band.atLeastYears > years);
}

/**
 * The changes a visitor could make, one answer at a time, in the order that breaks ties (the quicker change
 * first). Age is not a change anyone can make, and a new degree or years of study in Australia are left out
 * as advice to give in a call, not in a list of quick wins.
 */
function candidates(answers: AustraliaAnswers, t: AustraliaText, locale: Locale): Candidate[] {
  const list: Candidate[] = [];
  for (const level of table.english) {
    list.push({ factorId: 'english', change: optionLabel(t.groups, 'english', level.value), answers: { ...answers, english: level.value } });
  }
  for (const subclass of table.subclass) {
    list.push({ factorId: 'nomination', change: optionLabel(t.groups, 'visa', subclass.value), answers: { ...answers, subclass: subclass.value } });
  }
  list.push({
    factorId: 'community-language',
    change: questionOf(t.groups, table.communityLanguage.question).label,
    answers: { ...answers, communityLanguage: true },
  });
  // A partner's skills and English can change; being single or a citizen's partner is not advice to give.
  if (answers.partner === 'other' || answers.partner === 'competent-english') {
    for (const value of ['competent-english', 'skilled'] as const) {
      list.push({ factorId: 'partner', change: optionLabel(t.groups, 'partner', value), answers: { ...answers, partner: value } });
    }
  }
  // Professional Year programmes take graduates of Australian study; suggesting one to anyone else misleads.
  if (answers.australianStudy) {
    list.push({
      factorId: 'professional-year',
      change: questionOf(t.groups, table.professionalYear.question).label,
      answers: { ...answers, professionalYear: true },
    });
  }
  // Only the next band of experience: years of work are earned one at a time.
  const overseas = nextBand(table.overseasEmployment, answers.overseasYears);
  if (overseas) {
    list.push({
      factorId: 'employment',
      change: plural(t.results.overseasYears, overseas.atLeastYears, locale),
      answers: { ...answers, overseasYears: overseas.atLeastYears },
    });
  }
  const inAustralia = nextBand(table.australianEmployment, answers.australianYears);
  if (inAustralia) {
    list.push({
      factorId: 'employment',
      change: plural(t.results.australianYears, inAustralia.atLeastYears, locale),
      answers: { ...answers, australianYears: inAustralia.atLeastYears },
    });
  }
  return list;
}

/**
 * The (at most) three single changes that add the most points, best first, at most one per factor. A change
 * that leaves the visitor ineligible is not listed: points do not help someone aged 45 or over. `t`, `words`
 * and `locale` are the language the changes are said in (English unless given).
 */
export function improvementsAustralia(
  answers: AustraliaAnswers,
  limit = 3,
  t: AustraliaText = english,
  words: CalculatorWords = englishWords,
  locale: Locale = 'en',
): Improvement[] {
  const now = scoreAustralia(answers, t, locale);
  const best = new Map<string, Improvement>();
  for (const candidate of candidates(answers, t, locale)) {
    const after = scoreAustralia(candidate.answers, t, locale);
    const points = after.total - now.total;
    if (!after.eligible || points <= 0) continue;
    const current = best.get(candidate.factorId);
    if (current && current.points >= points) continue;
    // A change that also makes the visitor eligible says so, in a sentence of its own.
    const sentence = now.eligible ? words.result.wouldAdd : t.results.wouldAddAndUnlock;
    best.set(candidate.factorId, {
      factorId: candidate.factorId,
      change: candidate.change,
      points,
      text: plural(sentence, points, locale, { change: candidate.change }),
    });
  }
  // Array.prototype.sort is stable, so equal gains keep the candidates' order.
  return [...best.values()].sort((a, b) => b.points - a.points).slice(0, limit);
}

function answersOf(values: Values): AustraliaAnswers {
  const band = australiaAgeBand(Number(values.age));
  if (!band) throw new RangeError(`Age must be 18 or more: ${String(values.age)}`);
  return {
    subclass: values.visa as AustraliaSubclass,
    age: band,
    english: values.english as AustraliaEnglish,
    overseasYears: Number(values.overseas),
    australianYears: Number(values.australia),
    qualification: values.qualification as AustraliaQualification,
    specialistEducation: values.specialist === true,
    australianStudy: values.auStudy === true,
    regionalStudy: values.regional === true,
    professionalYear: values.py === true,
    communityLanguage: values.naati === true,
    partner: values.partner as AustraliaPartner,
  };
}

export type AustraliaText = typeof english;

/** The calculator in a language: `t` and `words` are that language's text (content/text.ts localizes them). */
export function australiaIn(locale: Locale = 'en', t: AustraliaText = english, words: CalculatorWords = englishWords): Calculator {
  return {
    rules: australiaRules,
    slug: 'australia-skilled-points',
    locale,
    country: 'Australia',
    countryName: t.countryName,
    programme: t.programme,
    words,
    intro: t.intro,
    groups: t.groups,
    score: (values) => scoreAustralia(answersOf(values), t, locale),
    improvements: (values) => improvementsAustralia(answersOf(values), 3, t, words, locale),
    notChecked: t.notChecked,
    advisor: 'migration-services',
  };
}

export const australia = australiaIn();
