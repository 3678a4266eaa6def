/**
 * New Zealand's Skilled Migrant Category Resident Visa, the six-point system (in force from 9 October 2023),
 * as data, and the scoring of a visitor's answers against it. Points come from ONE skill category (an
 * occupational registration, a qualification, or the pay of the New Zealand job; they are never added) plus
 * up to 3 for skilled work in New Zealand. Six points pass: there is no ranking above the pass mark.
 *
 * The sections cited (SR3.25, SR3.35) are those of INZ's Operational Manual, Residence, as stored from
 * immigration.govt.nz/opsmanual (pages 80474 and 81679).
 *
 * The visitor-facing text (questions, result lines, what is not checked) is content/calculators/new-zealand.ts;
 * `newZealandIn(locale, text, words)` builds the calculator in a language from its text. The sources, the
 * tables' numbers and the `country` the advisor form receives stay English here.
 */
import { tool as english } from '@/content/calculators/new-zealand';
import { words as englishWords } from '@/content/calculators/words';
import { fill, plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Breakdown, Calculator, CalculatorWords, Improvement, Option, Result, RulesSource, ToolRules, Values } from './types';
import { choice } from './tables';

/** The calculator's text in one language: the English module, or a translation localized onto it (content/text.ts). */
export type NewZealandText = typeof english;

const sources = [
  {
    name: 'Immigration New Zealand: Skilled Migrant Category Resident Visa',
    url: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/skilled-migrant-category-resident-visa',
    kind: 'rules',
  },
  {
    name: 'INZ Operational Manual, Residence: SR3.25 Skill categories (income, registration, qualification)',
    url: 'https://immigration.govt.nz/opsmanual/80474.htm',
    kind: 'rules',
  },
  {
    name: 'INZ Operational Manual, Residence: SR3.35 Skilled work experience in New Zealand',
    url: 'https://immigration.govt.nz/opsmanual/81679.htm',
    kind: 'rules',
  },
  // No 'calculator' source on purpose: no official points calculator could be confirmed (the research could
  // not read INZ's page), and a third-party calculator is not a source.
] as const satisfies readonly RulesSource[];

export const newZealandRules = {
  id: 'new-zealand',
  title: 'New Zealand Skilled Migrant Category (six-point system)',
  sources,
  // The day the six-point system took effect. The research (26 Nov 2026) read secondary copies only, not INZ.
  rulesAsOf: '2023-10-09',
  // Already passed on purpose: changes announced for August 2026 could not be read, so the page says the
  // rules are being reviewed until someone checks INZ's page and moves both dates.
  reviewBy: '2026-08-01',
} as const satisfies ToolRules;

/** A choice the visitor makes and the skill points it gives. */
type Choice = { value: string; label: string; points: number };
/** A qualification, and what it scores when NZQA recognises only its level (SR3.25.5). */
type Qualification = Choice & { levelOnly: number };
/** How the New Zealand work was paid, as a multiple of the median wage of its time (0: below 1.5 times, or not known). */
type WorkPay = { value: string; label: string; multiple: number };
/** Pay of at least `atLeast` NZ$ an hour (that multiple of the median wage) gives `points`. */
type PayBand = { multiple: number; atLeast: number; points: number };
/** At least `months` of skilled work in New Zealand within the last `withinMonths` gives `points`. */
type WorkWindow = { value: string; label: string; months: number; withinMonths: number; points: number };

/** A question's options in a text, by the question's name (the form's key). */
function optionsOf(t: NewZealandText, question: string): readonly Option[] {
  for (const group of t.groups) {
    for (const q of group.questions) if (q.name === question && 'options' in q) return q.options;
  }
  throw new RangeError(`No question with options: ${question}`);
}

/** An answer's words in a text: the label of the option with that value. */
function labelOf(t: NewZealandText, question: string, value: string): string {
  return choice(optionsOf(t, question), value).label;
}

/** Table rows with their English labels (the question's options, matched by value): the table's own reading and the tests'. */
function labelled<T extends { value: string }>(question: string, rows: readonly T[]): readonly (T & { label: string })[] {
  return rows.map((row) => ({ ...row, label: labelOf(english, question, row.value) }));
}

export const newZealandTable = {
  passMark: 6,
  /** Older applicants cannot be granted the visa, whatever their points. */
  maxAge: 55,
  // The median wage sets the pay bands. NZ$33.56 an hour from 18 August 2025 (INZ updates it about once a
  // year, so a 2026 figure may exist); at the launch of the six-point system it was NZ$29.66.
  medianWage: { hourly: 33.56, from: '2025-08-18' },
  skillMax: 6,
  // Each line is a registration that INZ's list scores by the years of training, study or experience it needs.
  registration: labelled('reg', [
    { value: 'none', points: 0 },
    { value: '2-3', points: 3 },
    { value: '4', points: 4 },
    { value: '5', points: 5 },
    { value: '6-plus', points: 6 },
  ] as const),
  // SR3.25.5: a qualification recognised on the NZQF as one of these types. An overseas qualification whose
  // NZQA assessment (IQA) does not match it to a specific type, only to a level, scores `levelOnly`: level 10
  // 5, level 9 4, level 8 3, and a level 7 bachelor's nothing (a level 8 postgraduate certificate keeps its 3).
  // The answers cannot tell which an assessment will say: the skill line and notChecked name it.
  qualification: labelled('qual', [
    { value: 'none', points: 0, levelOnly: 0 },
    { value: 'bachelor', points: 3, levelOnly: 0 },
    { value: 'honours', points: 4, levelOnly: 3 },
    { value: 'masters', points: 5, levelOnly: 4 },
    { value: 'doctorate', points: 6, levelOnly: 5 },
  ] as const),
  // SR3.25.1: full-time pay of at least these multiples of the median wage, highest first; `atLeast` is the
  // multiple of NZ$33.56 in cents (tested).
  income: [
    { multiple: 3, atLeast: 100.68, points: 6 },
    { multiple: 2, atLeast: 67.12, points: 4 },
    { multiple: 1.5, atLeast: 50.34, points: 3 },
  ],
  workMax: 3,
  // SR3.35: 36 months in the prior 60, 24 in 48, or 12 in 24, of full-time work paid at least the median wage
  // (1.5 times it at ANZSCO skill level 4 or 5), or, when points are claimed for income, "the wage required by
  // SR3.25.1". With points for a registration, the work must have been done after gaining it.
  work: labelled('work', [
    { value: 'none', months: 0, withinMonths: 0, points: 0 },
    { value: '12in24', months: 12, withinMonths: 24, points: 1 },
    { value: '24in48', months: 24, withinMonths: 48, points: 2 },
    { value: '36in60', months: 36, withinMonths: 60, points: 3 },
  ] as const),
  // SR3.35 with SR3.25.1: work paid at a multiple counts with income points of that multiple or lower.
  workPay: labelled('wpay', [
    { value: 'no', multiple: 0 },
    { value: '1.5x', multiple: 1.5 },
    { value: '2x', multiple: 2 },
    { value: '3x', multiple: 3 },
  ] as const),
  offer: labelled('offer', [{ value: 'yes' }, { value: 'unsure' }, { value: 'no' }] as const),
} as const satisfies {
  passMark: number;
  maxAge: number;
  medianWage: { hourly: number; from: string };
  skillMax: number;
  registration: readonly Choice[];
  qualification: readonly Qualification[];
  income: readonly PayBand[];
  workMax: number;
  work: readonly WorkWindow[];
  workPay: readonly WorkPay[];
  offer: readonly { value: string; label: string }[];
};

const table = newZealandTable;

export type NewZealandRegistration = (typeof table.registration)[number]['value'];
export type NewZealandQualification = (typeof table.qualification)[number]['value'];
export type NewZealandWork = (typeof table.work)[number]['value'];
export type NewZealandOffer = (typeof table.offer)[number]['value'];
export type NewZealandWorkPay = (typeof table.workPay)[number]['value'];

export type NewZealandAnswers = {
  /** A job or job offer from an accredited employer: 'no' rules the visitor out; 'unsure' does not. */
  offer: NewZealandOffer;
  /** Pay in NZ$ an hour in that job (0 when not known); counts for the income category. */
  hourlyPay: number;
  registration: NewZealandRegistration;
  qualification: NewZealandQualification;
  /** The longest window of skilled work in New Zealand the visitor has. */
  work: NewZealandWork;
  /** How that work was paid: it counts with points for pay only at that pay's multiple of the median wage (SR3.35). */
  workPay: NewZealandWorkPay;
  /** Age in years on the day of applying. */
  age: number;
};

/** Months of skilled work in New Zealand within the last 2, 4 and 5 years. */
export type NewZealandWorkMonths = { last2Years: number; last4Years: number; last5Years: number };

/** The window that gives most for months counted in each window (what the form's one question asks for). */
export function newZealandWorkWindow(months: NewZealandWorkMonths): NewZealandWork {
  const within: Record<number, number> = { 24: months.last2Years, 48: months.last4Years, 60: months.last5Years };
  let best: NewZealandWork = 'none';
  for (const window of table.work) {
    const counted = within[window.withinMonths];
    if (counted !== undefined && counted >= window.months) best = window.value;
  }
  return best;
}


const cents = (dollars: number) => Math.round(dollars * 100);

/** The pay band reached, or undefined below 1.5 times the median wage. Compared in cents: 67.11 is not 67.12. */
function payBand(hourlyPay: number): PayBand | undefined {
  if (!Number.isFinite(hourlyPay) || hourlyPay < 0) throw new RangeError(`Pay must be 0 or more: ${hourlyPay}`);
  return table.income.find((band) => cents(hourlyPay) >= cents(band.atLeast));
}

/** NZ$ and cents, as INZ writes pay: the same in every language (the unit's currency sign reads first). */
const money = (dollars: number) => `NZ$${dollars.toFixed(2)}`;

/** The points of each skill category, for the breakdown's detail and for the tests. */
export function newZealandSkillCategories(answers: Pick<NewZealandAnswers, 'registration' | 'qualification' | 'hourlyPay'>) {
  return {
    registration: choice(table.registration, answers.registration).points,
    qualification: choice(table.qualification, answers.qualification).points,
    income: payBand(answers.hourlyPay)?.points ?? 0,
  };
}

type Claim = { category: 'qualification' | 'pay' | 'registration'; points: number; work: number; band?: PayBand };

/**
 * The skill category to claim: the one that, with the New Zealand work it lets count, gives the most. Points
 * for pay let the work count only if it was paid at that multiple of the median wage (SR3.35), so a lower pay
 * band, or another category, can give more in total. Ties keep this order: qualification, pay, registration.
 */
function bestClaim(answers: NewZealandAnswers, categories: ReturnType<typeof newZealandSkillCategories>): Claim {
  const work = choice(table.work, answers.work).points;
  const paidAt = choice(table.workPay, answers.workPay).multiple;
  const claims: Claim[] = [
    { category: 'qualification', points: categories.qualification, work },
    ...table.income
      .filter((band) => cents(answers.hourlyPay) >= cents(band.atLeast))
      .map((band): Claim => ({ category: 'pay', points: band.points, work: paidAt >= band.multiple ? work : 0, band })),
    { category: 'registration', points: categories.registration, work },
  ];
  return claims.reduce((best, claim) => (claim.points + claim.work > best.points + best.work ? claim : best));
}

/** The skill line's detail: whole sentences, each its own template, joined by a space. */
function skillDetail(
  categories: ReturnType<typeof newZealandSkillCategories>,
  claim: Claim,
  answers: NewZealandAnswers,
  t: NewZealandText,
  locale: Locale,
): string {
  const r = t.results;
  const best = Math.max(categories.qualification, categories.income, categories.registration);
  const scores = fill(r.categories, { qualification: categories.qualification, pay: categories.income, registration: categories.registration }, locale);
  const sentences: string[] = [];
  if (best === 0) sentences.push(fill(r.noCategory, { categories: scores }, locale));
  else {
    sentences.push(fill(r.counts[claim.category], { categories: scores }, locale));
    if (claim.points < best) sentences.push(r.withWork);
  }
  if (claim.category === 'qualification' && claim.points > 0) {
    const qualification = choice(table.qualification, answers.qualification);
    sentences.push(fill(qualification.value === 'bachelor' ? r.levelOnlyBachelor : r.levelOnly, { levelOnly: qualification.levelOnly }, locale));
  }
  if (answers.hourlyPay > 0 && cents(answers.hourlyPay) < cents(table.medianWage.hourly)) {
    sentences.push(fill(r.belowMedian, { wage: money(table.medianWage.hourly) }, locale));
  }
  return sentences.join(' ');
}

function workDetail(claim: Claim, answers: NewZealandAnswers, t: NewZealandText, locale: Locale): string {
  const work = choice(table.work, answers.work);
  const label = labelOf(t, 'work', work.value);
  if (work.points === 0) return label;
  if (claim.category === 'pay' && claim.work === 0 && claim.band) {
    return fill(t.results.workNotPaid, { work: label, multiple: String(claim.band.multiple), pay: money(claim.band.atLeast) }, locale);
  }
  if (claim.category === 'registration') return fill(t.results.workAfterRegistration, { work: label }, locale);
  return label;
}

/** The score, its lines in the text's language (English unless `t` and `locale` say otherwise). */
export function scoreNewZealand(
  answers: NewZealandAnswers,
  t: NewZealandText = english,
  /** Not read: scoring needs no shared words; kept so every calculator's functions take (text, words, locale). */
  _words: CalculatorWords = englishWords,
  locale: Locale = 'en',
): Result {
  if (!Number.isFinite(answers.age) || answers.age < 0) throw new RangeError(`Age must be 0 or more: ${answers.age}`);
  const categories = newZealandSkillCategories(answers);
  const claim = bestClaim(answers, categories);
  const offer = choice(table.offer, answers.offer);
  const r = t.results;

  const breakdown: Breakdown[] = [
    {
      factorId: 'skill',
      label: r.skillLabel,
      points: claim.points,
      max: table.skillMax,
      detail: skillDetail(categories, claim, answers, t, locale),
    },
    { factorId: 'work', label: r.workLabel, points: claim.work, max: table.workMax, detail: workDetail(claim, answers, t, locale) },
  ];

  const reasons: string[] = [];
  if (offer.value === 'no') reasons.push(r.noOffer);
  if (answers.age > table.maxAge) reasons.push(fill(r.tooOld, { age: String(table.maxAge) }, locale));
  const unknown = offer.value === 'unsure' ? [r.unsureOffer] : [];

  return {
    total: breakdown.reduce((sum, line) => sum + line.points, 0),
    breakdown,
    passMark: table.passMark,
    eligible: reasons.length === 0,
    reasons,
    unknown,
  };
}

type Candidate = { factorId: string; change: string; answers: NewZealandAnswers };

/**
 * The changes a visitor could make, one answer at a time, each ladder in its own order: for pay and
 * qualification the smallest step that adds points comes first, and only that one is kept (a doctorate
 * always "adds most", but a master's may be enough). A registration is left out: it depends on the
 * occupation, not on a choice to make. Ties in points keep this order: work, pay, qualification.
 */
function ladders(answers: NewZealandAnswers, t: NewZealandText, locale: Locale): Candidate[][] {
  const work = table.work.filter((w) => w.points > choice(table.work, answers.work).points);
  const pay = [...table.income].reverse().filter((band) => cents(band.atLeast) > cents(answers.hourlyPay));
  const rank = table.qualification.findIndex((q) => q.value === answers.qualification);
  const qualifications = table.qualification.slice(rank + 1);
  return [
    // Only the next window: years of work are earned one at a time.
    work.slice(0, 1).map((w) => ({
      factorId: 'work',
      change: fill(t.results.moreWork, { months: String(w.months), years: String(w.withinMonths / 12) }, locale),
      answers: { ...answers, work: w.value },
    })),
    pay.map((band) => ({
      factorId: 'income',
      change: fill(t.results.morePay, { pay: money(band.atLeast), multiple: String(band.multiple) }, locale),
      answers: { ...answers, hourlyPay: band.atLeast },
    })),
    qualifications.map((q) => ({ factorId: 'qualification', change: labelOf(t, 'qual', q.value), answers: { ...answers, qualification: q.value } })),
  ];
}

/**
 * The (at most) three single changes that add points, best first, one per ladder. Nothing once the pass mark
 * is met (six points pass; more do not rank higher), and nothing over the age limit, where points do not help.
 * Without a job offer the list still shows what would add points: they count once there is an offer.
 */
export function improvementsNewZealand(
  answers: NewZealandAnswers,
  limit = 3,
  t: NewZealandText = english,
  words: CalculatorWords = englishWords,
  locale: Locale = 'en',
): Improvement[] {
  const now = scoreNewZealand(answers);
  if (answers.age > table.maxAge || now.total >= table.passMark) return [];
  const list: Improvement[] = [];
  for (const ladder of ladders(answers, t, locale)) {
    for (const candidate of ladder) {
      const points = scoreNewZealand(candidate.answers).total - now.total;
      if (points <= 0) continue;
      const { change } = candidate;
      list.push({
        factorId: candidate.factorId,
        change,
        points,
        // One that reaches the pass mark says so, in a sentence of its own.
        text:
          now.total + points >= table.passMark
            ? plural(t.results.wouldReach, points, locale, { change, mark: table.passMark })
            : plural(words.result.wouldAdd, points, locale, { change }),
      });
      break;
    }
  }
  // Array.prototype.sort is stable, so equal gains keep the ladders' order.
  return list.sort((a, b) => b.points - a.points).slice(0, limit);
}

const lowestPayBand = table.income[table.income.length - 1]!;

function answersOf(values: Values): NewZealandAnswers {
  return {
    offer: values.offer as NewZealandOffer,
    hourlyPay: Number(values.pay),
    registration: values.reg as NewZealandRegistration,
    qualification: values.qual as NewZealandQualification,
    work: values.work as NewZealandWork,
    workPay: values.wpay as NewZealandWorkPay,
    age: Number(values.age),
  };
}

/** The calculator in a language: `t` and `words` are that language's text (content/text.ts localizes them). */
export function newZealandIn(locale: Locale = 'en', t: NewZealandText = english, words: CalculatorWords = englishWords): Calculator {
  return {
    rules: newZealandRules,
    slug: 'new-zealand-skilled-migrant',
    locale,
    country: 'New Zealand',
    countryName: t.countryName,
    programme: t.programme,
    words,
    intro: t.intro,
    groups: t.groups,
    score: (values) => scoreNewZealand(answersOf(values), t, words, locale),
    improvements: (values) => improvementsNewZealand(answersOf(values), 3, t, words, locale),
    notChecked: t.notChecked.map((line) => fill(line, { wage: money(table.medianWage.hourly), lowest: money(lowestPayBand.atLeast) }, locale)),
    advisor: 'migration-services',
  };
}

export const newZealand = newZealandIn();
