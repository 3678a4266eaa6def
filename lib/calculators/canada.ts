/**
 * Canada's Express Entry Comprehensive Ranking System (CRS), as data, and the scoring of a visitor's answers
 * against it: core human capital, spouse or partner factors, skill transferability and additional points, out
 * of 1,200. The CRS ranks rather than passes, so there is no pass mark: each round invites the highest-ranked
 * candidates. The answers are what a visitor knows without documents at hand.
 */
import { tool as english } from '@/content/calculators/canada';
import { words as englishWords } from '@/content/calculators/words';
import { fill, formatDate, plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import drawsSnapshot from './canada-draws.json';
import type { Breakdown, Calculator, CalculatorWords, DrawTable, Improvement, IsoDate, Result, RulesSource, ToolRules, Values } from './types';
import { choice } from './tables';

/** The calculator's text: English, or a language's translation of it (content/calculators/canada.*.ts). */
export type CanadaText = typeof english;

const criteria = {
  name: 'IRCC: Comprehensive Ranking System (CRS) criteria for Express Entry',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html',
  kind: 'rules',
} as const satisfies RulesSource;

const rounds = {
  name: 'IRCC: Express Entry rounds of invitations',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/submit-profile/rounds-invitations.html',
  kind: 'rules',
} as const satisfies RulesSource;

const sources = [
  criteria,
  rounds,
  { name: 'IRCC: Comprehensive Ranking System tool (the official calculator)', url: 'https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp', kind: 'calculator' },
] as const satisfies readonly RulesSource[];

export const canadaRules = {
  id: 'canada',
  title: 'Canada Express Entry: Comprehensive Ranking System (CRS)',
  sources,
  // The day this table took effect: the Ministerial Instructions that removed the job-offer points (25 March
  // 2025). The research (26 Nov 2026) could read only secondary copies, not IRCC's page, so it is not a check date.
  rulesAsOf: '2025-03-25',
  // Already passed, on purpose: secondary sources report a CRS change on 3 November 2026 (high-wage occupations,
  // job offers, Canadian work) that no one has verified, so the page must say the rules are being reviewed.
  reviewBy: '2026-11-03',
} as const satisfies ToolRules;

/** Points by column: "with partner" when a spouse or common-law partner comes along and is not Canadian. */
type Columns = { single: number; withPartner: number };
type AtLeast = { atLeast: number };
type Band = AtLeast & { points: number };
type ColumnBand = AtLeast & Columns;
/** Skill transferability counts an education as none, one post-secondary credential, or two-or-more/master's/PhD. */
type TransferTier = 0 | 1 | 2;
type Education = { value: string; points: Columns; partner: number; transferTier: TransferTier };
type Choice = { value: string; points: number };
/** Rows: the factor's tier (0, 1, 2); columns: the other factor's tier (0, 1, 2). */
type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

// Transferability gives the same points for education and for foreign work, against language or Canadian work.
const pairs: Matrix = [
  [0, 0, 0],
  [0, 13, 25],
  [0, 25, 50],
];

export const canadaTable = {
  /** Core + partner + transferability + additional: 500 + 100 + 600. */
  maxTotal: 1200,
  /** Core and partner factors together; the columns are built so that 460 + 40 and 500 + 0 meet it exactly. */
  coreAndPartnerCap: 500,

  // A. Core human capital. Age on the day of the profile (or invitation): from 45 no points, but no age limit.
  age: [
    { atLeast: 0, single: 0, withPartner: 0 },
    { atLeast: 18, single: 99, withPartner: 90 },
    { atLeast: 19, single: 105, withPartner: 95 },
    { atLeast: 20, single: 110, withPartner: 100 },
    { atLeast: 30, single: 105, withPartner: 95 },
    { atLeast: 31, single: 99, withPartner: 90 },
    { atLeast: 32, single: 94, withPartner: 85 },
    { atLeast: 33, single: 88, withPartner: 80 },
    { atLeast: 34, single: 83, withPartner: 75 },
    { atLeast: 35, single: 77, withPartner: 70 },
    { atLeast: 36, single: 72, withPartner: 65 },
    { atLeast: 37, single: 66, withPartner: 60 },
    { atLeast: 38, single: 61, withPartner: 55 },
    { atLeast: 39, single: 55, withPartner: 50 },
    { atLeast: 40, single: 50, withPartner: 45 },
    { atLeast: 41, single: 39, withPartner: 35 },
    { atLeast: 42, single: 28, withPartner: 25 },
    { atLeast: 43, single: 17, withPartner: 15 },
    { atLeast: 44, single: 6, withPartner: 5 },
    { atLeast: 45, single: 0, withPartner: 0 },
  ],
  // The highest level; `partner` is what the same level gives as the partner's education (spouse factors). The
  // levels' labels are the question's options, in content/calculators/canada.ts.
  education: [
    { value: 'none', points: { single: 0, withPartner: 0 }, partner: 0, transferTier: 0 },
    { value: 'secondary', points: { single: 30, withPartner: 28 }, partner: 2, transferTier: 0 },
    { value: 'one-year', points: { single: 90, withPartner: 84 }, partner: 6, transferTier: 1 },
    { value: 'two-year', points: { single: 98, withPartner: 91 }, partner: 7, transferTier: 1 },
    { value: 'bachelor', points: { single: 120, withPartner: 112 }, partner: 8, transferTier: 1 },
    { value: 'two-or-more', points: { single: 128, withPartner: 119 }, partner: 9, transferTier: 2 },
    { value: 'master', points: { single: 135, withPartner: 126 }, partner: 10, transferTier: 2 },
    { value: 'phd', points: { single: 150, withPartner: 140 }, partner: 10, transferTier: 2 },
  ],
  // First official language, per ability (reading, writing, speaking, listening), by CLB or NCLC level.
  firstLanguage: [
    { atLeast: 0, single: 0, withPartner: 0 },
    { atLeast: 4, single: 6, withPartner: 6 },
    { atLeast: 6, single: 9, withPartner: 8 },
    { atLeast: 7, single: 17, withPartner: 16 },
    { atLeast: 8, single: 23, withPartner: 22 },
    { atLeast: 9, single: 31, withPartner: 29 },
    { atLeast: 10, single: 34, withPartner: 32 },
  ],
  // Second official language, per ability, the same in both columns; the four together are capped.
  secondLanguage: {
    perAbility: [
      { atLeast: 0, points: 0 },
      { atLeast: 5, points: 1 },
      { atLeast: 7, points: 3 },
      { atLeast: 9, points: 6 },
    ],
    cap: { single: 24, withPartner: 22 },
  },
  // Skilled (TEER 0-3), paid work in Canada in the last 10 years, in whole years.
  canadianWork: [
    { atLeast: 0, single: 0, withPartner: 0 },
    { atLeast: 1, single: 40, withPartner: 35 },
    { atLeast: 2, single: 53, withPartner: 46 },
    { atLeast: 3, single: 64, withPartner: 56 },
    { atLeast: 4, single: 72, withPartner: 63 },
    { atLeast: 5, single: 80, withPartner: 70 },
  ],

  // B. Spouse or common-law partner factors (only "with partner"): education (the `partner` points above),
  // first official language per ability, and Canadian work.
  partnerLanguage: [
    { atLeast: 0, points: 0 },
    { atLeast: 5, points: 1 },
    { atLeast: 7, points: 3 },
    { atLeast: 9, points: 5 },
  ],
  partnerCanadianWork: [
    { atLeast: 0, points: 0 },
    { atLeast: 1, points: 5 },
    { atLeast: 2, points: 7 },
    { atLeast: 3, points: 8 },
    { atLeast: 4, points: 9 },
    { atLeast: 5, points: 10 },
  ],

  // C. Skill transferability. Language is the LOWEST of the four first-language abilities.
  transferability: {
    cap: 100,
    /** Tier 1 from CLB 7 in every ability, tier 2 from CLB 9 in every ability. */
    languageTiers: [7, 9],
    /** Tier 1 from 1 year of Canadian work, tier 2 from 2 years. */
    canadianWorkTiers: [1, 2],
    /** Tier 1 from 1 year of foreign work (1 or 2 years), tier 2 from 3 years. */
    foreignWorkTiers: [1, 3],
    education: { cap: 50, withLanguage: pairs, withCanadianWork: pairs },
    foreignWork: { cap: 50, withLanguage: pairs, withCanadianWork: pairs },
    /** A trade's certificate of qualification: 25 from CLB 5 in every ability, 50 from CLB 7 in every ability. */
    certificate: { languageTiers: [5, 7], points: [0, 25, 50] },
  },

  // D. Additional points, capped at 600 together. Since 25 March 2025 a job offer adds none (it was 50 or 200).
  additional: {
    cap: 600,
    nomination: 600,
    sibling: 15,
    french: {
      /** NCLC level needed in all four French abilities. */
      frenchAtLeast: 7,
      /** With English at CLB 5 or more in all four abilities: 50; otherwise (CLB 4 or less, or no test): 25. */
      englishAtLeast: 5,
      withEnglish: 50,
      withoutEnglish: 25,
    },
    canadianEducation: [
      { value: 'none', points: 0 },
      { value: 'one-or-two', points: 15 },
      { value: 'three-plus', points: 30 },
    ],
    arrangedEmployment: 0,
  },
} as const satisfies {
  maxTotal: number;
  coreAndPartnerCap: number;
  age: readonly ColumnBand[];
  education: readonly Education[];
  firstLanguage: readonly ColumnBand[];
  secondLanguage: { perAbility: readonly Band[]; cap: Columns };
  canadianWork: readonly ColumnBand[];
  partnerLanguage: readonly Band[];
  partnerCanadianWork: readonly Band[];
  transferability: {
    cap: number;
    languageTiers: readonly [number, number];
    canadianWorkTiers: readonly [number, number];
    foreignWorkTiers: readonly [number, number];
    education: { cap: number; withLanguage: Matrix; withCanadianWork: Matrix };
    foreignWork: { cap: number; withLanguage: Matrix; withCanadianWork: Matrix };
    certificate: { languageTiers: readonly [number, number]; points: readonly [number, number, number] };
  };
  additional: {
    cap: number;
    nomination: number;
    sibling: number;
    french: { frenchAtLeast: number; englishAtLeast: number; withEnglish: number; withoutEnglish: number };
    canadianEducation: readonly Choice[];
    arrangedEmployment: number;
  };
};

const table = canadaTable;

export type CanadaPartner = 'single' | 'coming' | 'not-counted';
export type CanadaEducation = (typeof table.education)[number]['value'];
export type CanadaCanadianEducation = (typeof table.additional.canadianEducation)[number]['value'];
export type CanadaLanguage = 'english' | 'french';

/** CLB (English) or NCLC (French) levels: 10 stands for 10 or more; 0 for no test. */
export type Abilities = { reading: number; writing: number; speaking: number; listening: number };

export type CanadaAnswers = {
  /** 'coming': a spouse or common-law partner who comes along and is not a Canadian citizen or PR. */
  partner: CanadaPartner;
  age: number;
  education: CanadaEducation;
  canadianEducation: CanadaCanadianEducation;
  /** Which official language is the first; the other one is the second. */
  firstLanguage: CanadaLanguage;
  first: Abilities;
  second: Abilities;
  /** Whole years of skilled work in Canada in the last 10 years. */
  canadianYears: number;
  /** Whole years of skilled work outside Canada in the last 10 years. */
  foreignYears: number;
  certificate: boolean;
  sibling: boolean;
  nomination: boolean;
  /** The partner's answers count only when `partner` is 'coming'. */
  partnerEducation: CanadaEducation;
  partnerLanguage: Abilities;
  partnerCanadianYears: number;
};

const abilities = ['reading', 'writing', 'speaking', 'listening'] as const;

function lowest(levels: Abilities): number {
  return Math.min(...abilities.map((ability) => levels[ability]));
}


/** The last band whose threshold the value reaches (bands start at 0, in increasing order). */
function band<T extends AtLeast>(bands: readonly T[], value: number, what: string): T {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be 0 or more: ${value}`);
  let found = bands[0]!;
  for (const b of bands) if (value >= b.atLeast) found = b;
  return found;
}

/** 0, 1 or 2: how many of the two thresholds the value reaches. */
function tier(thresholds: readonly [number, number], value: number): TransferTier {
  return value >= thresholds[1] ? 2 : value >= thresholds[0] ? 1 : 0;
}

/** Whole years (of age or of work): 29.9 is still 29. */
function whole(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be 0 or more: ${value}`);
  return Math.floor(value);
}

function column(answers: Pick<CanadaAnswers, 'partner'>): keyof Columns {
  return answers.partner === 'coming' ? 'withPartner' : 'single';
}

function most(bands: readonly Columns[], key: keyof Columns): number {
  return Math.max(...bands.map((b) => b[key]));
}

function other(language: CanadaLanguage): CanadaLanguage {
  return language === 'english' ? 'french' : 'english';
}

/** The French bonus: NCLC 7 in all four French abilities, and more with English at CLB 5 in all four. */
function frenchPoints(answers: CanadaAnswers): number {
  const rule = table.additional.french;
  const french = answers.firstLanguage === 'french' ? answers.first : answers.second;
  const english = answers.firstLanguage === 'english' ? answers.first : answers.second;
  if (lowest(french) < rule.frenchAtLeast) return 0;
  return lowest(english) >= rule.englishAtLeast ? rule.withEnglish : rule.withoutEnglish;
}

/** How a transferability line was reached; for a credential or experience that earned nothing, what it needs. */
function parts(withLanguage: number, withWork: number, cap: number, counts: boolean, t: CanadaText['results'], locale: Locale): string | undefined {
  if (withLanguage + withWork === 0) {
    return counts ? fill(t.transferCounts, { level: table.transferability.languageTiers[0] }, locale) : undefined;
  }
  const values = { language: withLanguage, work: withWork, cap };
  return fill(withLanguage + withWork > cap ? t.transferPartsCapped : t.transferParts, values, locale);
}

function line(factorId: string, label: string, points: number, max: number, detail?: string): Breakdown {
  const result: Breakdown = { factorId, label, points, max };
  if (detail) result.detail = detail;
  return result;
}

/** The score and its lines, written in `text`'s language (English unless given). */
export function scoreCanada(answers: CanadaAnswers, text: CanadaText = english, locale: Locale = 'en'): Result {
  const t = text.results;
  const key = column(answers);
  const withPartner = key === 'withPartner';
  const education = choice(table.education, answers.education);
  const canadianEducation = choice(table.additional.canadianEducation, answers.canadianEducation);

  // A. Core human capital.
  const age = band(table.age, whole(answers.age, 'Age'), 'Age')[key];
  const firstLanguage = abilities.reduce((sum, ability) => sum + band(table.firstLanguage, answers.first[ability], 'A language level')[key], 0);
  const secondRaw = abilities.reduce((sum, ability) => sum + band(table.secondLanguage.perAbility, answers.second[ability], 'A language level').points, 0);
  const secondCap = table.secondLanguage.cap[key];
  const secondLanguage = Math.min(secondCap, secondRaw);
  const canadianWork = band(table.canadianWork, whole(answers.canadianYears, 'Years in Canada'), 'Years')[key];
  const firstName = t.languages[answers.firstLanguage];
  const secondName = t.languages[other(answers.firstLanguage)];

  const breakdown: Breakdown[] = [
    line('age', t.age, age, most(table.age, key)),
    line('education', t.education, education.points[key], most(table.education.map((e) => e.points), key)),
    line('first-language', fill(t.firstLanguage, { language: firstName }, locale), firstLanguage, 4 * most(table.firstLanguage, key)),
    line(
      'second-language',
      fill(t.secondLanguage, { language: secondName }, locale),
      secondLanguage,
      secondCap,
      secondRaw > secondCap ? fill(t.secondCapped, { raw: secondRaw, cap: secondCap }, locale) : undefined,
    ),
    line('canadian-work', t.canadianWork, canadianWork, most(table.canadianWork, key)),
  ];

  // B. Spouse or partner factors, only for a partner who comes along and is not Canadian.
  if (withPartner) {
    const partnerEducation = choice(table.education, answers.partnerEducation).partner;
    const partnerLanguage = abilities.reduce(
      (sum, ability) => sum + band(table.partnerLanguage, answers.partnerLanguage[ability], 'A language level').points,
      0,
    );
    const partnerWork = band(table.partnerCanadianWork, whole(answers.partnerCanadianYears, 'Years in Canada'), 'Years').points;
    breakdown.push(
      line('partner-education', t.partnerEducation, partnerEducation, Math.max(...table.education.map((e) => e.partner))),
      line('partner-language', t.partnerLanguage, partnerLanguage, 4 * Math.max(...table.partnerLanguage.map((b) => b.points))),
      line('partner-work', t.partnerWork, partnerWork, Math.max(...table.partnerCanadianWork.map((b) => b.points))),
    );
  }

  // C. Skill transferability, from the lowest first-language ability.
  const rules = table.transferability;
  const lowestFirst = lowest(answers.first);
  const language = tier(rules.languageTiers, lowestFirst);
  const inCanada = tier(rules.canadianWorkTiers, whole(answers.canadianYears, 'Years in Canada'));
  const abroad = tier(rules.foreignWorkTiers, whole(answers.foreignYears, 'Years outside Canada'));

  const educationWithLanguage = rules.education.withLanguage[education.transferTier][language];
  const educationWithWork = rules.education.withCanadianWork[education.transferTier][inCanada];
  const educationTransfer = Math.min(rules.education.cap, educationWithLanguage + educationWithWork);
  const foreignWithLanguage = rules.foreignWork.withLanguage[abroad][language];
  const foreignWithWork = rules.foreignWork.withCanadianWork[abroad][inCanada];
  const foreignTransfer = Math.min(rules.foreignWork.cap, foreignWithLanguage + foreignWithWork);
  const certificateMax = Math.max(...rules.certificate.points);
  const certificateRaw = answers.certificate ? rules.certificate.points[tier(rules.certificate.languageTiers, lowestFirst)] : 0;
  const certificateRoom = rules.cap - educationTransfer - foreignTransfer;
  const certificate = Math.min(certificateRaw, certificateRoom);
  let certificateDetail: string | undefined;
  if (certificateRaw > certificate) {
    certificateDetail = fill(t.certificateCut, { raw: certificateRaw, points: certificate, cap: rules.cap }, locale);
  } else if (answers.certificate && certificateRaw === 0) {
    certificateDetail = fill(t.certificateCounts, { level: rules.certificate.languageTiers[0] }, locale);
  }

  breakdown.push(
    line(
      'transfer-education',
      t.transferEducation,
      educationTransfer,
      rules.education.cap,
      parts(educationWithLanguage, educationWithWork, rules.education.cap, education.transferTier > 0, t, locale),
    ),
    line(
      'transfer-foreign',
      t.transferForeign,
      foreignTransfer,
      rules.foreignWork.cap,
      parts(foreignWithLanguage, foreignWithWork, rules.foreignWork.cap, abroad > 0, t, locale),
    ),
    line('certificate', t.certificate, certificate, certificateMax, certificateDetail),
  );

  // D. Additional points, capped at 600 together: the nomination first, then the rest into what room is left.
  const extra = table.additional;
  let room = extra.cap;
  const capped = (factorId: string, label: string, raw: number, max: number): Breakdown => {
    const points = Math.min(raw, room);
    room -= points;
    const detail = raw > points ? fill(t.additionalCapped, { raw, cap: extra.cap }, locale) : undefined;
    return line(factorId, label, points, max, detail);
  };
  breakdown.push(
    capped('nomination', t.nomination, answers.nomination ? extra.nomination : 0, extra.nomination),
    capped('french', t.french, frenchPoints(answers), Math.max(extra.french.withEnglish, extra.french.withoutEnglish)),
    capped(
      'canadian-education',
      t.canadianEducation,
      canadianEducation.points,
      Math.max(...extra.canadianEducation.map((c) => c.points)),
    ),
    capped('sibling', t.sibling, answers.sibling ? extra.sibling : 0, extra.sibling),
  );

  // The CRS has no age limit and no pass mark: whether a visitor can enter the pool is listed as not checked.
  return {
    total: breakdown.reduce((sum, item) => sum + item.points, 0),
    breakdown,
    passMark: null,
    eligible: true,
    reasons: [],
  };
}

/* ---- What would raise the score ---- */

type Candidate = { factorId: string; change: string; answers: CanadaAnswers };

/**
 * Among one factor's changes (listed smallest first), the smallest that gives at least this share of the most
 * that factor can add: NCLC 7 in French (+62 for the research's CA-1, the bonus threshold) rather than NCLC 9
 * (+74), CLB 9 rather than CLB 10 from CLB 7. The visitor is told the step worth taking, not the hardest one.
 */
const WORTHWHILE_SHARE = 0.8;

const levels = [4, 5, 6, 7, 8, 9, 10] as const;

function raised(current: Abilities, level: number): Abilities {
  return {
    reading: Math.max(current.reading, level),
    writing: Math.max(current.writing, level),
    speaking: Math.max(current.speaking, level),
    listening: Math.max(current.listening, level),
  };
}

/** The next band up of a years factor, if any: years of work are earned one at a time. */
function nextYears(bands: readonly AtLeast[], current: number): number | undefined {
  return bands.find((b) => b.atLeast > Math.floor(current))?.atLeast;
}

/**
 * The changes a visitor could make, one answer at a time. Age is not a change anyone can make; a new degree,
 * study in Canada or a trade certificate are advice for a call, not quick wins; a sibling is not a change.
 */
function candidates(answers: CanadaAnswers, t: CanadaText['results']['change'], locale: Locale): Candidate[] {
  const list: Candidate[] = [];
  // "English CLB 9" or "French NCLC 9": each language's own sentence, with its own scale.
  const first = t[answers.firstLanguage];
  const second = t[other(answers.firstLanguage)];
  for (const level of levels) {
    if (level > lowest(answers.first)) {
      list.push({
        factorId: 'first-language',
        change: fill(first, { level }, locale),
        answers: { ...answers, first: raised(answers.first, level) },
      });
    }
  }
  for (const level of levels) {
    if (level > lowest(answers.second)) {
      list.push({
        factorId: 'second-language',
        change: fill(second, { level }, locale),
        answers: { ...answers, second: raised(answers.second, level) },
      });
    }
  }
  const inCanada = nextYears(table.canadianWork, answers.canadianYears);
  if (inCanada !== undefined) {
    list.push({ factorId: 'canadian-work', change: plural(t.canadianWork, inCanada, locale), answers: { ...answers, canadianYears: inCanada } });
  }
  const abroad = table.transferability.foreignWorkTiers.find((threshold) => threshold > Math.floor(answers.foreignYears));
  if (abroad !== undefined) {
    list.push({ factorId: 'transfer-foreign', change: plural(t.foreignWork, abroad, locale), answers: { ...answers, foreignYears: abroad } });
  }
  if (!answers.nomination) {
    list.push({ factorId: 'nomination', change: t.nomination, answers: { ...answers, nomination: true } });
  }
  if (answers.partner === 'coming') {
    for (const level of levels) {
      if (level > lowest(answers.partnerLanguage)) {
        list.push({
          factorId: 'partner-language',
          change: fill(t.partnerLanguage, { level }, locale),
          answers: { ...answers, partnerLanguage: raised(answers.partnerLanguage, level) },
        });
      }
    }
    const partnerYears = nextYears(table.partnerCanadianWork, answers.partnerCanadianYears);
    if (partnerYears !== undefined) {
      list.push({
        factorId: 'partner-work',
        change: plural(t.partnerWork, partnerYears, locale),
        answers: { ...answers, partnerCanadianYears: partnerYears },
      });
    }
  }
  return list;
}

/**
 * The (at most) three single changes that add the most points, best first, one per factor, written in `text`'s
 * and `words`' language (English unless given).
 */
export function improvementsCanada(
  answers: CanadaAnswers,
  limit = 3,
  text: CanadaText = english,
  words: CalculatorWords = englishWords,
  locale: Locale = 'en',
): Improvement[] {
  const now = scoreCanada(answers).total;
  const byFactor = new Map<string, { change: string; points: number }[]>();
  for (const candidate of candidates(answers, text.results.change, locale)) {
    const points = scoreCanada(candidate.answers).total - now;
    if (points <= 0) continue;
    byFactor.set(candidate.factorId, [...(byFactor.get(candidate.factorId) ?? []), { change: candidate.change, points }]);
  }
  const chosen: Improvement[] = [];
  for (const [factorId, changes] of byFactor) {
    const top = Math.max(...changes.map((c) => c.points));
    const pick = changes.find((c) => c.points >= WORTHWHILE_SHARE * top)!;
    chosen.push({ factorId, change: pick.change, points: pick.points, text: plural(words.result.wouldAdd, pick.points, locale, { change: pick.change }) });
  }
  // Array.prototype.sort is stable, so equal gains keep the candidates' order.
  return chosen.sort((a, b) => b.points - a.points).slice(0, limit);
}

/* ---- Recent draws ---- */

// Every round from 7 July 2025 to the latest, newest first, as IRCC's own rounds feed gives them (number,
// date, name, invitations, lowest score). The rows live in canada-draws.json, which `npm run rules:update`
// rewrites from the feed (scripts/rules/draws.ts checks it first) for a maintainer to review and commit: the
// build reads only the committed file. The 'Round' cell is the round's number and its kind, the feed's name
// without its version suffix.
// The note's days are written as the language writes dates (formatDate: "16 September 2026" in English).
function drawsIn(locale: Locale, t: CanadaText['draws']): DrawTable {
  return {
    caption: t.caption,
    asOf: drawsSnapshot.latest.date as IsoDate,
    source: rounds,
    columns: t.columns,
    rows: drawsSnapshot.rows,
    note: fill(
      t.note,
      {
        round: String(drawsSnapshot.latest.round),
        date: formatDate(drawsSnapshot.latest.date, locale),
        readOn: formatDate(drawsSnapshot.readOn, locale),
      },
      locale,
    ),
  };
}

export const canadaDraws: DrawTable = drawsIn('en', english.draws);

/* ---- The answers, from the form's values (the questions are in content/calculators/canada.ts) ---- */

function level(value: unknown): number {
  return value === 'none' ? 0 : Number(value);
}

function abilitiesOf(values: Values, prefix: string, suffix: string): Abilities {
  return {
    reading: level(values[`${prefix}read${suffix}`]),
    writing: level(values[`${prefix}write${suffix}`]),
    speaking: level(values[`${prefix}speak${suffix}`]),
    listening: level(values[`${prefix}listen${suffix}`]),
  };
}

function answersOf(values: Values): CanadaAnswers {
  return {
    partner: values.partner as CanadaPartner,
    age: Number(values.age),
    education: values.edu as CanadaEducation,
    canadianEducation: values.cdnedu as CanadaCanadianEducation,
    firstLanguage: values.lang as CanadaLanguage,
    first: abilitiesOf(values, '', ''),
    second: abilitiesOf(values, '', '2'),
    canadianYears: Number(values.cdnwork),
    foreignYears: Number(values.abroad),
    certificate: values.coq === true,
    sibling: values.sibling === true,
    nomination: values.pnp === true,
    partnerEducation: values.pedu as CanadaEducation,
    partnerLanguage: abilitiesOf(values, 'p', ''),
    partnerCanadianYears: Number(values.pwork),
  };
}

/** The calculator in a language: `text` and `words` are that language's text (content/text.ts localizes them). */
export function canadaIn(locale: Locale = 'en', text: CanadaText = english, words: CalculatorWords = englishWords): Calculator {
  return {
    rules: canadaRules,
    slug: 'canada-express-entry',
    locale,
    country: 'Canada',
    countryName: text.countryName,
    programme: text.programme,
    words,
    intro: text.intro,
    groups: text.groups,
    score: (values) => scoreCanada(answersOf(values), text, locale),
    improvements: (values) => improvementsCanada(answersOf(values), 3, text, words, locale),
    notChecked: text.notChecked,
    advisor: 'migration-services',
    // English keeps the one table the tests and the page share.
    draws: locale === 'en' && text.draws === english.draws ? canadaDraws : drawsIn(locale, text.draws),
    maxTotal: canadaTable.maxTotal,
  };
}

export const canada = canadaIn();
