/**
 * New Zealand's Skilled Migrant Category Resident Visa, the six-point system (in force from 9 October 2023),
 * as data, and the scoring of a visitor's answers against it. Points come from ONE skill category (an
 * occupational registration, a qualification, or the pay of the New Zealand job; they are never added) plus
 * up to 3 for skilled work in New Zealand. Six points pass: there is no ranking above the pass mark.
 *
 * The sections cited (SR3.25, SR3.35) are those of INZ's Operational Manual, Residence, as stored from
 * immigration.govt.nz/opsmanual (pages 80474 and 81679).
 */
import type { Breakdown, Calculator, Improvement, QuestionGroup, Result, RulesSource, ToolRules, Values } from './types';
import { choice, options } from './tables';

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

export const newZealandTable = {
  passMark: 6,
  /** Older applicants cannot be granted the visa, whatever their points. */
  maxAge: 55,
  // The median wage sets the pay bands. NZ$33.56 an hour from 18 August 2025 (INZ updates it about once a
  // year, so a 2026 figure may exist); at the launch of the six-point system it was NZ$29.66.
  medianWage: { hourly: 33.56, from: '2025-08-18' },
  skillMax: 6,
  // Each line is a registration that INZ's list scores by the years of training, study or experience it needs.
  registration: [
    { value: 'none', label: 'None, or not one on INZ’s list', points: 0 },
    { value: '2-3', label: 'Yes, one that needs 2 or 3 years of training or experience', points: 3 },
    { value: '4', label: 'Yes, one that needs 4 years', points: 4 },
    { value: '5', label: 'Yes, one that needs 5 years', points: 5 },
    { value: '6-plus', label: 'Yes, one that needs 6 years or more', points: 6 },
  ],
  // SR3.25.5: a qualification recognised on the NZQF as one of these types. An overseas qualification whose
  // NZQA assessment (IQA) does not match it to a specific type, only to a level, scores `levelOnly`: level 10
  // 5, level 9 4, level 8 3, and a level 7 bachelor's nothing (a level 8 postgraduate certificate keeps its 3).
  // The answers cannot tell which an assessment will say: the skill line and notChecked name it.
  qualification: [
    { value: 'none', label: 'None of these', points: 0, levelOnly: 0 },
    { value: 'bachelor', label: 'A bachelor’s degree (level 7) or a postgraduate certificate', points: 3, levelOnly: 0 },
    { value: 'honours', label: 'A bachelor’s with honours or a postgraduate diploma (level 8)', points: 4, levelOnly: 3 },
    { value: 'masters', label: 'A master’s degree (level 9)', points: 5, levelOnly: 4 },
    { value: 'doctorate', label: 'A doctorate (level 10)', points: 6, levelOnly: 5 },
  ],
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
  work: [
    { value: 'none', label: 'Less than 12 months in the last 2 years, or none', months: 0, withinMonths: 0, points: 0 },
    { value: '12in24', label: 'At least 12 months in the last 2 years', months: 12, withinMonths: 24, points: 1 },
    { value: '24in48', label: 'At least 24 months in the last 4 years', months: 24, withinMonths: 48, points: 2 },
    { value: '36in60', label: 'At least 36 months in the last 5 years', months: 36, withinMonths: 60, points: 3 },
  ],
  // SR3.35 with SR3.25.1: work paid at a multiple counts with income points of that multiple or lower.
  workPay: [
    { value: 'no', label: 'Less than 1.5 times the median wage of the time, or I don’t know', multiple: 0 },
    { value: '1.5x', label: 'At least 1.5 times the median wage of the time (now NZ$50.34 an hour)', multiple: 1.5 },
    { value: '2x', label: 'At least 2 times the median wage of the time (now NZ$67.12 an hour)', multiple: 2 },
    { value: '3x', label: 'At least 3 times the median wage of the time (now NZ$100.68 an hour)', multiple: 3 },
  ],
  offer: [
    { value: 'yes', label: 'Yes' },
    { value: 'unsure', label: 'Not sure' },
    { value: 'no', label: 'No' },
  ],
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

const money = (dollars: number) => `NZ$${dollars.toFixed(2)}`;
const plural = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

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

function skillDetail(categories: ReturnType<typeof newZealandSkillCategories>, claim: Claim, answers: NewZealandAnswers): string {
  const named = [
    ['qualification', categories.qualification],
    ['pay', categories.income],
    ['registration', categories.registration],
  ] as const;
  const best = Math.max(...named.map(([, points]) => points));
  const parts = named.map(([name, points]) => `${name} ${points}`).join(', ');
  let detail =
    best === 0
      ? `No category scores yet (${parts}).`
      : `Your ${claim.category} counts (${parts}); categories are not added together.${
          claim.points < best ? ' With your New Zealand work it gives the most.' : ''
        }`;
  if (claim.category === 'qualification' && claim.points > 0) {
    const qualification = choice(table.qualification, answers.qualification);
    detail += ` If it is from outside New Zealand and NZQA’s assessment recognises only its level, not this kind of qualification, it scores ${qualification.levelOnly} (SR3.25.5)${
      qualification.value === 'bachelor' ? ' at level 7; a level 8 postgraduate certificate keeps 3' : ''
    }.`;
  }
  if (answers.hourlyPay > 0 && cents(answers.hourlyPay) < cents(table.medianWage.hourly)) {
    detail += ` Pay below the median wage (${money(table.medianWage.hourly)} an hour) usually means the job does not count as skilled employment.`;
  }
  return detail;
}

function workDetail(claim: Claim, answers: NewZealandAnswers): string {
  const work = choice(table.work, answers.work);
  if (work.points === 0) return work.label;
  if (claim.category === 'pay' && claim.work === 0 && claim.band) {
    return `${work.label}, but not counted with points for pay: that work must itself have been paid at least ${claim.band.multiple} times the median wage of its time (now ${money(claim.band.atLeast)} an hour) (SR3.35).`;
  }
  if (claim.category === 'registration') {
    return `${work.label}. With points for a registration it counts only if you did it after you gained the registration (SR3.35).`;
  }
  return work.label;
}

export function scoreNewZealand(answers: NewZealandAnswers): Result {
  if (!Number.isFinite(answers.age) || answers.age < 0) throw new RangeError(`Age must be 0 or more: ${answers.age}`);
  const categories = newZealandSkillCategories(answers);
  const claim = bestClaim(answers, categories);
  const offer = choice(table.offer, answers.offer);

  const breakdown: Breakdown[] = [
    {
      factorId: 'skill',
      label: 'Skill category (registration, qualification or pay: one of them)',
      points: claim.points,
      max: table.skillMax,
      detail: skillDetail(categories, claim, answers),
    },
    { factorId: 'work', label: 'Skilled work in New Zealand', points: claim.work, max: table.workMax, detail: workDetail(claim, answers) },
  ];

  const reasons: string[] = [];
  if (offer.value === 'no') {
    reasons.push('You need a job or job offer in New Zealand from an accredited employer: without one you cannot apply, whatever your points.');
  }
  if (answers.age > table.maxAge) reasons.push(`You must be ${table.maxAge} or under when you apply.`);
  const unknown =
    offer.value === 'unsure' ? ['Your job or job offer must be with an employer accredited by Immigration New Zealand: ask the employer, or check INZ’s list.'] : [];

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
function ladders(answers: NewZealandAnswers): Candidate[][] {
  const work = table.work.filter((w) => w.points > choice(table.work, answers.work).points);
  const pay = [...table.income].reverse().filter((band) => cents(band.atLeast) > cents(answers.hourlyPay));
  const rank = table.qualification.findIndex((q) => q.value === answers.qualification);
  const qualifications = table.qualification.slice(rank + 1);
  return [
    // Only the next window: years of work are earned one at a time.
    work.slice(0, 1).map((w) => ({
      factorId: 'work',
      change: `${w.months} months of skilled work in New Zealand in the last ${w.withinMonths / 12} years`,
      answers: { ...answers, work: w.value },
    })),
    pay.map((band) => ({
      factorId: 'income',
      change: `Pay of ${money(band.atLeast)} an hour or more (${band.multiple} times the median wage)`,
      answers: { ...answers, hourlyPay: band.atLeast },
    })),
    qualifications.map((q) => ({ factorId: 'qualification', change: q.label, answers: { ...answers, qualification: q.value } })),
  ];
}

/**
 * The (at most) three single changes that add points, best first, one per ladder. Nothing once the pass mark
 * is met (six points pass; more do not rank higher), and nothing over the age limit, where points do not help.
 * Without a job offer the list still shows what would add points: they count once there is an offer.
 */
export function improvementsNewZealand(answers: NewZealandAnswers, limit = 3): Improvement[] {
  const now = scoreNewZealand(answers);
  if (answers.age > table.maxAge || now.total >= table.passMark) return [];
  const list: Improvement[] = [];
  for (const ladder of ladders(answers)) {
    for (const candidate of ladder) {
      const points = scoreNewZealand(candidate.answers).total - now.total;
      if (points <= 0) continue;
      const reaches = now.total + points >= table.passMark ? ` and reach the ${table.passMark} points needed` : '';
      list.push({
        factorId: candidate.factorId,
        change: candidate.change,
        points,
        text: `${candidate.change} would add ${plural(points)}${reaches}`,
      });
      break;
    }
  }
  // Array.prototype.sort is stable, so equal gains keep the ladders' order.
  return list.sort((a, b) => b.points - a.points).slice(0, limit);
}

const lowestPayBand = table.income[table.income.length - 1]!;


/** The page's questions: what a visitor can answer without documents at hand. */
const groups = [
  {
    id: 'job',
    legend: 'Your job in New Zealand',
    questions: [
      {
        kind: 'radio',
        name: 'offer',
        label: 'Do you have a job, or a job offer, in New Zealand from an accredited employer?',
        help: 'An accredited employer is a business Immigration New Zealand has approved to hire migrants. Without such a job you cannot apply for this visa, whatever your points. If you are not sure, we score you as if you have one: ask the employer.',
        options: options(table.offer),
        initial: 'yes',
      },
      {
        kind: 'number',
        name: 'pay',
        label: 'Pay in that job, per hour, before tax',
        help: 'Your pay divided by your contracted hours; allowances, bonuses and commission do not count. For a yearly salary, divide it by 52 and then by your hours a week. Leave 0 if you do not know yet.',
        min: 0,
        max: 1000,
        step: 0.01,
        initial: 0,
        unit: 'NZ$ an hour',
      },
    ],
  },
  {
    id: 'skills',
    legend: 'Qualification and registration',
    help: 'Only one of these and your pay counts: whichever gives you most points.',
    questions: [
      {
        kind: 'select',
        name: 'qual',
        label: 'Your highest qualification',
        help: 'A qualification from outside New Zealand counts at the level NZQA (the New Zealand Qualifications Authority) assesses it at, unless it is on the list of qualifications exempt from assessment.',
        options: options(table.qualification),
        initial: 'bachelor',
      },
      {
        kind: 'select',
        name: 'reg',
        label: 'Do you hold a New Zealand occupational registration?',
        help: 'Some jobs need a registration to work in New Zealand, for example doctors, nurses, teachers, engineers, lawyers and electricians. INZ lists the registrations that give points, scored by the years of training, study or experience they need: check yours there.',
        options: options(table.registration),
        initial: 'none',
      },
    ],
  },
  {
    id: 'experience',
    legend: 'Skilled work in New Zealand',
    questions: [
      {
        kind: 'select',
        name: 'work',
        label: 'How much skilled work have you done in New Zealand?',
        help: 'Skilled work means a job in New Zealand that counted as skilled employment (for most jobs, paid at least the median wage). Work outside New Zealand does not count here. Pick the last line that is true for you. If you claim points for a registration, only work after you gained it counts.',
        options: options(table.work),
        initial: 'none',
      },
      {
        kind: 'select',
        name: 'wpay',
        label: 'How was that New Zealand work paid, per hour?',
        help: 'Counts only if you claim points for your pay: then your New Zealand work counts only if it was paid at least the same multiple of the median wage as your job now.',
        options: options(table.workPay),
        initial: 'no',
      },
    ],
  },
  {
    id: 'about',
    legend: 'About you',
    questions: [
      { kind: 'number', name: 'age', label: 'Your age', help: `You must be ${table.maxAge} or under when you apply.`, min: 18, max: 99, initial: 30, unit: 'years' },
    ],
  },
] as const satisfies readonly QuestionGroup[];

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

export const newZealand: Calculator = {
  rules: newZealandRules,
  slug: 'new-zealand-skilled-migrant',
  country: 'New Zealand',
  programme: 'Skilled Migrant Category (six-point system)',
  intro:
    'New Zealand’s Skilled Migrant Category needs 6 points: from one skill category (an occupational registration, a qualification, or the pay of your New Zealand job, whichever gives most) plus up to 3 for skilled work in New Zealand. You also need a job or job offer from an accredited employer, and must be 55 or under.',
  groups,
  score: (values) => scoreNewZealand(answersOf(values)),
  improvements: (values) => improvementsNewZealand(answersOf(values)),
  notChecked: [
    `Your employer must be accredited, and the job must be skilled employment: full-time (30 hours a week or more), permanent or for at least 12 months, with duties that match its ANZSCO occupation, and paid at least the median wage (${money(table.medianWage.hourly)} an hour), or 1.5 times it (${money(lowestPayBand.atLeast)}) for jobs at ANZSCO skill level 4 or 5.`,
    'A qualification from outside New Zealand usually needs an NZQA assessment; if it recognises only the qualification’s level and does not match it to a New Zealand qualification type, it scores one point less, and a level 7 bachelor’s degree none (SR3.25.5).',
    'A registration counts only once you hold it, and with points for a registration your New Zealand work counts only if you did it after you gained the registration (SR3.35).',
    'English (for example IELTS 6.5 overall), health and character.',
    'You must submit an Expression of Interest and be invited to apply.',
    'Changes announced for August 2026 (less New Zealand work needed, more credit for New Zealand university study, and two new pathways for skilled and trades workers) are not in this estimate.',
  ],
  advisor: 'migration-services',
};
