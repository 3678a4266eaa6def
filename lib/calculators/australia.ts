/**
 * Australia's points test for the skilled visas, subclasses 189, 190 and 491 (Migration Regulations 1994,
 * Schedule 6D), as data, and the scoring of a visitor's answers against it. Points are assessed at the time
 * of invitation; the answers are what a visitor knows without documents at hand.
 */
import type { Breakdown, Calculator, Improvement, QuestionGroup, Result, RulesSource, ToolRules, Values } from './types';
import { choice, options } from './tables';

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

/** A choice the visitor makes and its points; `ineligible` is the reason given when that choice rules them out. */
type Choice = { value: string; label: string; points: number; ineligible?: string };
type YearsBand = { atLeastYears: number; points: number };
type Subclass = { value: string; label: string; nomination: number };

export const australiaTable = {
  passMark: 65,
  // Invitations go only to those under 45: 45 or over is not "0 points" but not eligible at all.
  age: [
    { value: '18-24', label: '18 to 24', points: 25 },
    { value: '25-32', label: '25 to 32', points: 30 },
    { value: '33-39', label: '33 to 39', points: 25 },
    { value: '40-44', label: '40 to 44', points: 15 },
    { value: '45-plus', label: '45 or over', points: 0, ineligible: 'You must be under 45 when you are invited to apply.' },
  ],
  // Asked as a level, not a test score: only the IELTS equivalents were confirmed by the research.
  english: [
    {
      value: 'below-competent',
      label: 'Below competent English',
      points: 0,
      ineligible: 'You need at least competent English (about IELTS 6 in each band).',
    },
    { value: 'competent', label: 'Competent English (IELTS 6 in each band)', points: 0 },
    { value: 'proficient', label: 'Proficient English (IELTS 7 in each band)', points: 10 },
    { value: 'superior', label: 'Superior English (IELTS 8 in each band)', points: 20 },
  ],
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
  // The highest qualification only: a doctorate does not add the bachelor's below it.
  qualification: [
    { value: 'none', label: 'None of these', points: 0 },
    { value: 'recognised', label: 'A qualification recognised by your assessing authority', points: 10 },
    { value: 'diploma-au', label: 'A diploma or trade qualification completed in Australia', points: 10 },
    { value: 'bachelor', label: "A bachelor's or master's degree (Australian, or recognised overseas)", points: 15 },
    { value: 'doctorate', label: 'A doctorate (Australian, or recognised overseas)', points: 20 },
  ],
  specialistEducation: {
    label: "Specialist education (an Australian master's by research or doctorate in STEM or ICT, 2 years or more)",
    points: 10,
  },
  australianStudy: { label: 'Australian study requirement (2 academic years or more in Australia)', points: 5 },
  regionalStudy: { label: 'Study in regional Australia', points: 5 },
  professionalYear: { label: 'Professional Year in Australia', points: 5 },
  communityLanguage: { label: 'Credentialled community language (NAATI)', points: 5 },
  // One of these only. A single applicant scores as much as one with a skilled partner. Schedule 6D, Part 6D.11
  // (partner skill qualifications): a skilled partner's nominated occupation must be on the same skilled
  // occupation list as the applicant's, besides being under 45 with competent English and a suitable skills
  // assessment. The answers cannot check the list, so the choice says it.
  partner: [
    { value: 'single', label: 'Single', points: 10 },
    { value: 'citizen-or-pr', label: 'Partner is an Australian citizen or permanent resident', points: 10 },
    {
      value: 'skilled',
      label: 'Partner under 45 with competent English and a positive skills assessment in an occupation on the same skilled occupation list as yours',
      points: 10,
    },
    { value: 'competent-english', label: 'Partner with competent English', points: 5 },
    { value: 'other', label: 'Partner without competent English or a skills assessment', points: 0 },
  ],
  // The nomination points of each subclass (Schedule 6D, Parts 6D.12 and 6D.13): also the most its line can
  // give, so the most a 189 can score is 130, a 190 135 and a 491 145.
  subclass: [
    { value: '189', label: 'Subclass 189 (Skilled Independent, no nomination)', nomination: 0 },
    { value: '190', label: 'Subclass 190 (nominated by a state or territory)', nomination: 5 },
    {
      value: '491',
      label: 'Subclass 491 (regional: nominated by a state or territory, or sponsored by a relative in a regional area)',
      nomination: 15,
    },
  ],
} as const satisfies {
  passMark: number;
  age: readonly Choice[];
  english: readonly Choice[];
  overseasEmployment: readonly YearsBand[];
  australianEmployment: readonly YearsBand[];
  employmentCap: number;
  qualification: readonly Choice[];
  specialistEducation: { label: string; points: number };
  australianStudy: { label: string; points: number };
  regionalStudy: { label: string; points: number };
  professionalYear: { label: string; points: number };
  communityLanguage: { label: string; points: number };
  partner: readonly Choice[];
  subclass: readonly Subclass[];
};

const table = australiaTable;

export type AustraliaAgeBand = (typeof table.age)[number]['value'];
export type AustraliaEnglish = (typeof table.english)[number]['value'];
export type AustraliaQualification = (typeof table.qualification)[number]['value'];
export type AustraliaPartner = (typeof table.partner)[number]['value'];
export type AustraliaSubclass = (typeof table.subclass)[number]['value'];

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

function flag(factorId: string, item: { label: string; points: number }, answered: boolean, detail?: string): Breakdown {
  const line: Breakdown = { factorId, label: item.label, points: answered ? item.points : 0, max: item.points };
  if (detail) line.detail = detail;
  return line;
}

export function scoreAustralia(answers: AustraliaAnswers): Result {
  const age = choice(table.age, answers.age);
  const english = choice(table.english, answers.english);
  const qualification = choice(table.qualification, answers.qualification);
  const partner = choice(table.partner, answers.partner);
  const subclass = choice(table.subclass, answers.subclass);

  const overseas = yearsPoints(table.overseasEmployment, answers.overseasYears);
  const inAustralia = yearsPoints(table.australianEmployment, answers.australianYears);
  const employment = Math.min(table.employmentCap, overseas + inAustralia);
  const employmentDetail =
    overseas + inAustralia > table.employmentCap
      ? `${overseas} outside Australia + ${inAustralia} in Australia, capped at ${table.employmentCap}`
      : `${overseas} outside Australia + ${inAustralia} in Australia`;

  const regionalCounts = answers.regionalStudy && answers.australianStudy;

  const breakdown: Breakdown[] = [
    { factorId: 'age', label: 'Age', points: age.points, max: most(table.age.map((c) => c.points)) },
    { factorId: 'english', label: 'English language', points: english.points, max: most(table.english.map((c) => c.points)) },
    { factorId: 'employment', label: 'Skilled employment', points: employment, max: table.employmentCap, detail: employmentDetail },
    {
      factorId: 'qualification',
      label: 'Highest qualification',
      points: qualification.points,
      max: most(table.qualification.map((c) => c.points)),
    },
    flag('specialist-education', table.specialistEducation, answers.specialistEducation),
    flag('australian-study', table.australianStudy, answers.australianStudy),
    flag(
      'regional-study',
      table.regionalStudy,
      regionalCounts,
      answers.regionalStudy && !answers.australianStudy ? 'Counts only with the Australian study requirement' : undefined,
    ),
    flag('professional-year', table.professionalYear, answers.professionalYear),
    flag('community-language', table.communityLanguage, answers.communityLanguage),
    { factorId: 'partner', label: 'Partner', points: partner.points, max: most(table.partner.map((c) => c.points)) },
    {
      factorId: 'nomination',
      label: 'Nomination or sponsorship',
      points: subclass.nomination,
      max: subclass.nomination,
      detail: subclass.label,
    },
  ];

  const reasons: string[] = [];
  for (const picked of [age, english] as readonly Choice[]) if (picked.ineligible) reasons.push(picked.ineligible);

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
function candidates(answers: AustraliaAnswers): Candidate[] {
  const list: Candidate[] = [];
  for (const level of table.english) list.push({ factorId: 'english', change: level.label, answers: { ...answers, english: level.value } });
  for (const subclass of table.subclass) list.push({ factorId: 'nomination', change: subclass.label, answers: { ...answers, subclass: subclass.value } });
  list.push({ factorId: 'community-language', change: table.communityLanguage.label, answers: { ...answers, communityLanguage: true } });
  // A partner's skills and English can change; being single or a citizen's partner is not advice to give.
  if (answers.partner === 'other' || answers.partner === 'competent-english') {
    for (const value of ['competent-english', 'skilled'] as const) {
      list.push({ factorId: 'partner', change: choice(table.partner, value).label, answers: { ...answers, partner: value } });
    }
  }
  // Professional Year programmes take graduates of Australian study; suggesting one to anyone else misleads.
  if (answers.australianStudy) {
    list.push({ factorId: 'professional-year', change: table.professionalYear.label, answers: { ...answers, professionalYear: true } });
  }
  // Only the next band of experience: years of work are earned one at a time.
  const overseas = nextBand(table.overseasEmployment, answers.overseasYears);
  if (overseas) {
    list.push({
      factorId: 'employment',
      change: `${overseas.atLeastYears} years of skilled employment outside Australia`,
      answers: { ...answers, overseasYears: overseas.atLeastYears },
    });
  }
  const inAustralia = nextBand(table.australianEmployment, answers.australianYears);
  if (inAustralia) {
    list.push({
      factorId: 'employment',
      change: `${inAustralia.atLeastYears} ${inAustralia.atLeastYears === 1 ? 'year' : 'years'} of skilled employment in Australia`,
      answers: { ...answers, australianYears: inAustralia.atLeastYears },
    });
  }
  return list;
}

/**
 * The (at most) three single changes that add the most points, best first, at most one per factor. A change
 * that leaves the visitor ineligible is not listed: points do not help someone aged 45 or over.
 */
export function improvementsAustralia(answers: AustraliaAnswers, limit = 3): Improvement[] {
  const now = scoreAustralia(answers);
  const best = new Map<string, Improvement>();
  for (const candidate of candidates(answers)) {
    const after = scoreAustralia(candidate.answers);
    const points = after.total - now.total;
    if (!after.eligible || points <= 0) continue;
    const current = best.get(candidate.factorId);
    if (current && current.points >= points) continue;
    const unlocks = !now.eligible ? ' and make you eligible to be invited' : '';
    best.set(candidate.factorId, {
      factorId: candidate.factorId,
      change: candidate.change,
      points,
      text: `${candidate.change} would add ${points} points${unlocks}`,
    });
  }
  // Array.prototype.sort is stable, so equal gains keep the candidates' order.
  return [...best.values()].sort((a, b) => b.points - a.points).slice(0, limit);
}


/** The page's questions: what a visitor can answer without documents at hand. */
const groups = [
  {
    id: 'visa',
    legend: 'The visa',
    questions: [
      {
        kind: 'radio',
        name: 'visa',
        label: 'Which visa are you looking at?',
        help: '189 needs no sponsor. For 190 a state or territory nominates you. 491 is a regional visa: a state or territory nominates you, or a relative living in a regional area sponsors you.',
        options: options(table.subclass),
        initial: '189',
      },
    ],
  },
  {
    id: 'you',
    legend: 'About you',
    questions: [
      { kind: 'number', name: 'age', label: 'Your age', help: 'Your age on the day you would be invited to apply.', min: 18, max: 99, initial: 30, unit: 'years' },
      {
        kind: 'select',
        name: 'english',
        label: 'Your English',
        help: 'The lowest of your four test scores decides the level: IELTS 6 in each part is competent, 7 proficient, 8 superior. Other approved tests have their own equivalents.',
        options: options(table.english),
        initial: 'competent',
      },
      {
        kind: 'select',
        name: 'partner',
        label: 'Your partner',
        help: 'A partner counts only if they are applying with you. A skills assessment is a positive assessment of their occupation by the assessing authority; for the skilled partner points that occupation must be on the same skilled occupation list as yours.',
        options: options(table.partner),
        initial: 'single',
      },
    ],
  },
  {
    id: 'work',
    legend: 'Skilled employment in the last 10 years',
    help: 'Skilled employment is paid work of at least 20 hours a week in the occupation you nominate, or a closely related one, after you became qualified. Your skills assessment may count only part of it.',
    questions: [
      { kind: 'number', name: 'overseas', label: 'Years outside Australia', min: 0, max: 10, initial: 0, unit: 'years' },
      { kind: 'number', name: 'australia', label: 'Years in Australia', min: 0, max: 10, initial: 0, unit: 'years' },
    ],
  },
  {
    id: 'study',
    legend: 'Qualifications and study',
    questions: [
      {
        kind: 'select',
        name: 'qualification',
        label: 'Your highest qualification',
        help: 'A degree from outside Australia counts when it is recognised as the Australian equivalent.',
        options: options(table.qualification),
        initial: 'bachelor',
      },
      { kind: 'check', name: 'auStudy', label: table.australianStudy.label },
      { kind: 'check', name: 'regional', label: table.regionalStudy.label, help: 'While living and studying in a designated regional area.' },
      { kind: 'check', name: 'specialist', label: table.specialistEducation.label },
      { kind: 'check', name: 'py', label: table.professionalYear.label, help: 'In accountancy, ICT or engineering, completed in the 4 years before the invitation.' },
      { kind: 'check', name: 'naati', label: table.communityLanguage.label, help: 'A NAATI credential in a community language, such as Hindi, Gujarati or Punjabi.' },
    ],
  },
] as const satisfies readonly QuestionGroup[];

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

export const australia: Calculator = {
  rules: australiaRules,
  slug: 'australia-skilled-points',
  country: 'Australia',
  programme: 'skilled visa points test (subclasses 189, 190 and 491)',
  intro:
    'Australia invites skilled workers by points: age, English, skilled employment, qualifications, study in Australia, your partner and, for 190 and 491, a nomination. You need at least 65 points to be invited; invitation rounds often ask for more.',
  groups,
  score: (values) => scoreAustralia(answersOf(values)),
  improvements: (values) => improvementsAustralia(answersOf(values)),
  notChecked: [
    'Your occupation must be on the list for your visa, and an assessing authority must give you a positive skills assessment in it.',
    'You must be invited through SkillSelect; invitation rounds often need well over 65 points.',
    'States and territories set their own lists, residence rules and points for nomination.',
    'Health, character and the other visa requirements.',
  ],
  advisor: 'migration-services',
};
