/**
 * The UK Skilled Worker visa's points (Immigration Rules, Appendix Skilled Worker) as data, and the scoring
 * of a visitor's answers against it. 70 points are needed: 50 are mandatory and cannot be traded (a job offer
 * from a licensed sponsor, a job at the required skill level, English), and 20 come from the salary, which
 * must meet one of the options A to E. Pass or fail, not a ranking.
 *
 * The paragraphs cited (SW 4.4, SW 6.1A, ...) are Appendix Skilled Worker's, read in the copy GOV.UK served on
 * 6 December 2025 (with Appendix Skilled Occupations and Appendix Immigration Salary List of the same day).
 */
import { tool as english } from '@/content/calculators/uk';
import { words as englishWords } from '@/content/calculators/words';
import type { Locale } from '@/lib/i18n/locales';
import { fill, formatDate, formatNumber, plural } from '@/lib/i18n/format';
import type { Breakdown, Calculator, CalculatorWords, Improvement, IsoDate, Question, QuestionGroup, Result, RulesSource, ToolRules, Values } from './types';
import { choice } from './tables';

/** The calculator's words in one language: content/calculators/uk.ts, or a translation of it localized. */
export type UkText = typeof english;

const sources = [
  { name: 'GOV.UK: Skilled Worker visa', url: 'https://www.gov.uk/skilled-worker-visa', kind: 'rules' },
  { name: 'GOV.UK: Skilled Worker visa, your job', url: 'https://www.gov.uk/skilled-worker-visa/your-job', kind: 'rules' },
  {
    name: 'GOV.UK: Skilled Worker visa, how much you must be paid',
    url: 'https://www.gov.uk/skilled-worker-visa/how-much-you-must-be-paid',
    kind: 'rules',
  },
  {
    name: 'GOV.UK: Skilled Worker visa, knowledge of English',
    url: 'https://www.gov.uk/skilled-worker-visa/knowledge-of-english',
    kind: 'rules',
  },
  {
    name: 'Immigration Rules: Appendix Skilled Worker (the points and the salary options)',
    url: 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-worker',
    kind: 'rules',
  },
  {
    name: 'Immigration Rules: Appendix Skilled Occupations (eligible occupation codes, skill levels and going rates)',
    url: 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-occupations',
    kind: 'rules',
  },
  {
    name: 'Immigration Rules: Appendix Immigration Salary List (its occupations and their removal dates)',
    url: 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-immigration-salary-list',
    kind: 'rules',
  },
  // No 'calculator' source on purpose: GOV.UK has no points calculator for this route, and a third-party
  // calculator is not a source. The "how much you must be paid" page is the nearest official tool.
] as const satisfies readonly RulesSource[];

export const ukRules = {
  id: 'uk',
  title: 'UK Skilled Worker visa points',
  sources,
  // The day the thresholds and skill level in this table took effect (Statement of Changes HC 997). Read from
  // secondary copies only (the official pages could not be read), so not a check date: set it when someone has.
  rulesAsOf: '2025-07-22',
  // The Temporary Shortage List (SW 6.1A) and the Immigration Salary List (its removal date) count only with a
  // certificate of sponsorship issued BEFORE 31 December 2026, so the rules the page scores by hold until the
  // 30th; and the outcome of the 2026 salary review was not found: by then the table must be read again.
  reviewBy: '2026-12-30',
} as const satisfies ToolRules;

/** An answer of the table; its words are the question's option in the content module. */
type Choice = { value: string };
/** A salary option of Appendix Skilled Worker: the higher of a general threshold and a share of the going rate. */
type SalaryOption = {
  /** The option's letter; its name is the content module's `results.salary.options[id]`. */
  id: 'A' | 'B' | 'C' | 'D' | 'E';
  /** £ a year, whatever the hours: the general threshold is not pro-rated. */
  threshold: number;
  /** The share of the occupation's going rate (pro-rated to the hours) the salary must also reach. */
  goingRatePercent: number;
  /** What the visitor must have for the option to apply (below degree level, see `subDegreeOptions`). */
  needs: 'nothing' | 'phd' | 'stem-phd' | 'salary-list' | 'new-entrant';
};
type UkListValue = 'none' | 'tsl' | 'isl';
type EnglishRequirement = { from: IsoDate; level: 'B1' | 'B2' };

export const ukTable = {
  passMark: 70,
  // Mandatory: each is needed whatever the salary.
  offer: {
    points: 20,
    choices: [{ value: 'sponsor' }, { value: 'unsure' }, { value: 'none' }],
  },
  skill: {
    points: 20,
    level: [{ value: 'degree' }, { value: 'sub-degree' }, { value: 'unknown' }],
    list: [{ value: 'none' }, { value: 'tsl' }, { value: 'isl' }],
    // SW 6.1A(b): an occupation is on the Temporary Shortage List only for "an application ... made using a
    // certificate of sponsorship issued by a sponsor to an applicant before 31 December 2026"; Appendix
    // Immigration Salary List says the same of its entries with that removal date (the care worker codes 6135
    // and 6136 have 22 July 2028; see notChecked). So a job below degree level counts on either list, and option
    // D counts for any job, only with a certificate issued before this day.
    listsRemoved: '2026-12-31',
    // SW 1.2(d): the certificate was issued at most 3 months before the application. An application made on or
    // after `listsRemoved` but within these months may still use a certificate issued before it.
    certificateMonths: 3,
  },
  english: {
    points: 10,
    // The level needed for an application made on or after each day. SW 7.1 in the copy of 6 December 2025
    // says B1 (the level since HC 997); B2 from 8 January 2026 comes from the October 2025 Statement of Changes,
    // not read here (secondary sources only). Under it someone extending whose last Skilled Worker permission
    // was granted at B1 may stay at B1: the answers cannot tell, so the English line and notChecked say so.
    required: [
      { from: '2025-07-22', level: 'B1' },
      { from: '2026-01-08', level: 'B2' },
    ],
    choices: [
      { value: 'b2', meets: ['B1', 'B2'] },
      { value: 'nationality', meets: ['B1', 'B2'] },
      { value: 'degree', meets: ['B1', 'B2'] },
      { value: 'b1', meets: ['B1'] },
      { value: 'below', meets: [] },
    ],
  },
  // Tradeable: 20 points for a salary that meets one of these (the table following SW 4.4; certificate of
  // sponsorship assigned on or after 22 July 2025), but none without the 40 for the offer and the skill level
  // (SW 4.4). Left out on purpose: the national pay scale option for health and education jobs (its
  // figures could not be verified), and the transitional options F and G for people already sponsored on the
  // route before 22 July 2025. `notChecked` says so; an advisor can check them.
  salary: {
    points: 20,
    options: [
      { id: 'A', threshold: 41_700, goingRatePercent: 100, needs: 'nothing' },
      { id: 'B', threshold: 37_500, goingRatePercent: 90, needs: 'phd' },
      { id: 'C', threshold: 33_400, goingRatePercent: 80, needs: 'stem-phd' },
      { id: 'D', threshold: 33_400, goingRatePercent: 100, needs: 'salary-list' },
      { id: 'E', threshold: 33_400, goingRatePercent: 70, needs: 'new-entrant' },
    ],
    // The options open to a job below degree level (Table 1a of Appendix Skilled Occupations): its codes can be
    // sponsored for a new applicant only "where option D or the Temporary Shortage List in SW 6.1A applies". On
    // the Immigration Salary List that is option D (£33,400 and the going rate in full); on the Temporary
    // Shortage List the standard option A (this table allows it no discount).
    subDegreeOptions: { none: ['A'], tsl: ['A'], isl: ['D'] },
    /** Every option: at least this much an hour, on the hours counted. */
    hourlyMinimum: 17.13,
    /** Going rates in Appendix Skilled Occupations are for this many hours a week; they are pro-rated to the job's. */
    goingRateWeek: 37.5,
    /** Only the pay for the first 48 hours a week counts, and the going rate is pro-rated to 48 hours at most. */
    maxHours: 48,
    weeksPerYear: 52,
  },
  phd: [{ value: 'none' }, { value: 'phd' }, { value: 'stem' }],
  newEntrant: [{ value: 'no' }, { value: 'under-26' }, { value: 'student' }, { value: 'training' }, { value: 'postdoc' }],
} as const satisfies {
  passMark: number;
  offer: { points: number; choices: readonly Choice[] };
  skill: { points: number; level: readonly Choice[]; list: readonly Choice[]; listsRemoved: IsoDate; certificateMonths: number };
  english: {
    points: number;
    required: readonly EnglishRequirement[];
    choices: readonly (Choice & { meets: readonly EnglishRequirement['level'][] })[];
  };
  salary: {
    points: number;
    options: readonly SalaryOption[];
    subDegreeOptions: Record<UkListValue, readonly SalaryOption['id'][]>;
    hourlyMinimum: number;
    goingRateWeek: number;
    maxHours: number;
    weeksPerYear: number;
  };
  phd: readonly Choice[];
  newEntrant: readonly Choice[];
};

const table = ukTable;

export type UkOffer = (typeof table.offer.choices)[number]['value'];
export type UkSkillLevel = (typeof table.skill.level)[number]['value'];
export type UkList = (typeof table.skill.list)[number]['value'];
export type UkEnglish = (typeof table.english.choices)[number]['value'];
export type UkPhd = (typeof table.phd)[number]['value'];
export type UkNewEntrant = (typeof table.newEntrant)[number]['value'];
export type UkSalaryOptionId = (typeof table.salary.options)[number]['id'];

export type UkAnswers = {
  offer: UkOffer;
  level: UkSkillLevel;
  list: UkList;
  /** Guaranteed basic gross pay, £ a year. */
  salary: number;
  /** Contracted hours a week. */
  hours: number;
  /** The occupation's going rate for a 37.5-hour week, £ a year; 0 when the visitor does not know it. */
  goingRate: number;
  english: UkEnglish;
  phd: UkPhd;
  newEntrant: UkNewEntrant;
};

/** Without a day, the rules as they stand up to the review-by day (after it the page says they are being reviewed). */
const latest: IsoDate = ukRules.reviewBy;

/** "31 December 2026" ("31 ડિસેમ્બર, 2026", "31 दिसंबर 2026" in the other languages). */
function dayText(day: IsoDate, locale: Locale = 'en'): string {
  if (locale !== 'en') return formatDate(day, locale);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function addMonths(day: IsoDate, months: number): IsoDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10) as IsoDate;
}

/**
 * Whether the certificate of sponsorship of an application made on `on` was issued before the lists' removal
 * day (SW 6.1A, Appendix Immigration Salary List): 'yes' for an application made before it (the certificate
 * comes first), 'maybe' within the certificate's 3 months after it (SW 1.2(d)), 'no' later.
 */
export function ukListsOpen(on: IsoDate = latest): 'yes' | 'maybe' | 'no' {
  const removed = table.skill.listsRemoved;
  if (on < removed) return 'yes';
  return on < addMonths(removed, table.skill.certificateMonths) ? 'maybe' : 'no';
}

/** The last day a certificate of sponsorship counts for the lists. */
const lastListsDay = new Date(Date.parse(`${table.skill.listsRemoved}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) as IsoDate;


/** The English level needed for an application made on `on`. */
export function ukEnglishRequired(on: IsoDate = latest): EnglishRequirement {
  let required: EnglishRequirement = table.english.required[0];
  for (const rule of table.english.required) if (rule.from <= on) required = rule;
  return required;
}

/** Rounded up to the penny; the slack absorbs floating-point noise (42,756.48 must not become 42,756.49). */
function ceilPence(pounds: number): number {
  return Math.ceil(pounds * 100 - 1e-6) / 100;
}

/**
 * £41,700 or £42,756.48: whole pounds without pence. In Gujarati and Hindi the same figures, the pound sign
 * first, grouped as the language groups numbers (£10,00,000).
 */
export function money(pounds: number, locale: Locale = 'en'): string {
  const pence = Math.round(pounds * 100);
  const rest = pence % 100;
  if (locale !== 'en') {
    const digits = rest ? 2 : 0;
    return `£${formatNumber(pence / 100, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
  }
  const whole = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `£${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** "37.5 hours": the number as the visitor typed it (no grouping, no rounding). */
function hoursText(hours: number, t: UkText, locale: Locale): string {
  return plural(t.results.salary.hours, hours, locale, { count: String(hours) });
}

export type UkSalaryOptionCheck = {
  option: SalaryOption;
  /** The general threshold (£ a year, not pro-rated). */
  threshold: number;
  /** The option's share of the going rate, pro-rated to the hours counted; null when the going rate is not known. */
  goingRate: number | null;
  /** The hourly minimum over a year of the hours counted. */
  hourlyFloor: number;
  /** The highest of the three, rounded up to the penny: what the pay for the hours counted must reach. */
  required: number;
  /** The salary on the contract that meets `required` (more than it when over 48 hours a week). */
  contractRequired: number;
};

export type UkSalaryCheck = {
  /** The options open to the visitor, each with what it asks. */
  options: UkSalaryOptionCheck[];
  /** The one asking the least salary (the first of equals): met if any is. */
  best: UkSalaryOptionCheck;
  /** Hours a week counted: at most 48. */
  hoursCounted: number;
  /** The salary counted: the pay for the first 48 hours a week. */
  salaryCounted: number;
  meets: boolean;
};

function optionApplies(option: SalaryOption, answers: UkAnswers, on: IsoDate): boolean {
  // Below degree level the job itself counts only on a list, and with the certificate's date (the skill line
  // says so): the option follows from the list.
  if (answers.level === 'sub-degree') return (table.salary.subDegreeOptions[answers.list] as readonly string[]).includes(option.id);
  switch (option.needs) {
    case 'nothing':
      return true;
    case 'phd':
      return answers.phd === 'phd' || answers.phd === 'stem';
    case 'stem-phd':
      return answers.phd === 'stem';
    case 'salary-list':
      return answers.list === 'isl' && ukListsOpen(on) === 'yes';
    case 'new-entrant':
      return answers.newEntrant !== 'no';
  }
}

/** The salary rule: pay counted for at most 48 hours, against the cheapest option open to the visitor on `on`. */
export function ukSalaryCheck(answers: UkAnswers, on: IsoDate = latest): UkSalaryCheck {
  const s = table.salary;
  for (const [name, value] of [
    ['salary', answers.salary],
    ['goingRate', answers.goingRate],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be 0 or more: ${value}`);
  }
  if (!Number.isFinite(answers.hours) || answers.hours <= 0) throw new RangeError(`hours must be more than 0: ${answers.hours}`);
  const hoursCounted = Math.min(answers.hours, s.maxHours);
  const hourlyFloor = s.hourlyMinimum * hoursCounted * s.weeksPerYear;
  const options = s.options
    .filter((option) => optionApplies(option, answers, on))
    .map((option): UkSalaryOptionCheck => {
      const goingRate = answers.goingRate > 0 ? ((answers.goingRate * option.goingRatePercent) / 100) * (hoursCounted / s.goingRateWeek) : null;
      const required = ceilPence(Math.max(option.threshold, goingRate ?? 0, hourlyFloor));
      const contractRequired = answers.hours > s.maxHours ? ceilPence((required * answers.hours) / s.maxHours) : required;
      return {
        option,
        threshold: option.threshold,
        goingRate: goingRate === null ? null : ceilPence(goingRate),
        hourlyFloor: ceilPence(hourlyFloor),
        required,
        contractRequired,
      };
    });
  // Option A, or D below degree level on the Immigration Salary List, always applies: the list is never empty.
  const best = options.reduce((a, b) => (b.contractRequired < a.contractRequired ? b : a));
  return {
    options,
    best,
    hoursCounted,
    salaryCounted: (answers.salary * hoursCounted) / answers.hours,
    // Both sides are whole pence; the slack only absorbs floating-point noise.
    meets: answers.salary + 1e-6 >= best.contractRequired,
  };
}

/** The language a result is written in: its words and how it writes numbers and days. */
type Say = { t: UkText; locale: Locale };

/** The day the lists end for certificates of sponsorship, in the language: "31 December 2026". */
function listsDayIn(locale: Locale): string {
  return dayText(table.skill.listsRemoved, locale);
}

function salaryDetail(answers: UkAnswers, check: UkSalaryCheck, on: IsoDate, { t, locale }: Say): string {
  const { best } = check;
  const r = t.results.salary;
  const values = {
    letter: best.option.id,
    option: r.options[best.option.id],
    required: money(best.required, locale),
    threshold: money(best.threshold, locale),
    percent: String(best.option.goingRatePercent),
    hours: hoursText(check.hoursCounted, t, locale),
    goingRate: best.goingRate === null ? '' : money(best.goingRate, locale),
    hourly: money(table.salary.hourlyMinimum, locale),
    floor: money(best.hourlyFloor, locale),
  };
  const withRate = best.goingRate !== null;
  const sentences = [fill(check.meets ? (withRate ? r.meets : r.meetsNoRate) : withRate ? r.below : r.belowNoRate, values, locale)];
  if (answers.hours > table.salary.maxHours) {
    sentences.push(
      fill(
        check.meets ? r.firstHours : r.firstHoursBelow,
        {
          maxHours: String(table.salary.maxHours),
          counted: money(check.salaryCounted, locale),
          salary: money(answers.salary, locale),
          contract: money(best.contractRequired, locale),
        },
        locale,
      ),
    );
  }
  if (answers.level === 'sub-degree' && (answers.phd !== 'none' || answers.newEntrant !== 'no')) {
    sentences.push(r.noDiscount);
  }
  if (answers.level !== 'sub-degree' && answers.list === 'isl' && ukListsOpen(on) !== 'yes') {
    sentences.push(fill(r.optionDDate, { listsDay: listsDayIn(locale) }, locale));
  }
  if (answers.goingRate === 0) sentences.push(r.noGoingRate);
  return sentences.join(' ');
}

function skillMet(answers: UkAnswers, on: IsoDate, { t, locale }: Say): { met: boolean; detail?: string; reason?: string; unknown?: string } {
  const r = t.results.skill;
  const day = { listsDay: listsDayIn(locale) };
  if (answers.level === 'degree') return { met: true };
  if (answers.level === 'unknown') return { met: false, detail: r.unknownDetail, unknown: r.unknownOpen };
  if (answers.list === 'none') return { met: false, detail: r.noListDetail, reason: r.noListReason };
  switch (ukListsOpen(on)) {
    case 'no':
      return { met: false, detail: fill(r.endedDetail, day, locale), reason: fill(r.endedReason, day, locale) };
    case 'maybe':
      return { met: false, detail: fill(r.maybeDetail, day, locale), unknown: fill(r.maybeOpen, day, locale) };
    case 'yes':
      // The Temporary Shortage List allows no dependants.
      return { met: true, detail: fill(answers.list === 'tsl' ? r.openShortageDetail : r.openDetail, day, locale) };
  }
}

/**
 * The points for the answers, for an application made on `on` (by default, the rules up to the review-by day),
 * written in the language of `t` (English by default).
 */
export function scoreUk(answers: UkAnswers, on: IsoDate = latest, t: UkText = english, locale: Locale = 'en'): Result {
  const say: Say = { t, locale };
  const r = t.results;
  const offer = choice(table.offer.choices, answers.offer);
  const englishAnswer = choice(table.english.choices, answers.english);
  choice(table.skill.level, answers.level);
  choice(table.skill.list, answers.list);
  choice(table.phd, answers.phd);
  choice(table.newEntrant, answers.newEntrant);

  const reasons: string[] = [];
  const unknown: string[] = [];

  const offerMet = offer.value === 'sponsor';
  const offerLine: Breakdown = { factorId: 'offer', label: r.offer.label, points: offerMet ? table.offer.points : 0, max: table.offer.points };
  if (offer.value === 'unsure') {
    offerLine.detail = r.offer.unsureDetail;
    unknown.push(r.offer.unsureUnknown);
  } else if (offer.value === 'none') {
    offerLine.detail = r.offer.noneDetail;
    reasons.push(r.offer.noneReason);
  }

  const skill = skillMet(answers, on, say);
  // SW 6.5: no points for the skill level without the points for sponsorship.
  const skillPoints = skill.met && offerMet;
  const skillLine: Breakdown = { factorId: 'skill', label: r.skill.label, points: skillPoints ? table.skill.points : 0, max: table.skill.points };
  const skillDetail = [skill.detail, skill.met && !offerMet ? r.skill.noOffer : undefined];
  if (skillDetail.some(Boolean)) skillLine.detail = skillDetail.filter(Boolean).join(' ');
  if (skill.reason) reasons.push(skill.reason);
  if (skill.unknown) unknown.push(skill.unknown);

  const required = ukEnglishRequired(on);
  const englishMet = (englishAnswer.meets as readonly string[]).includes(required.level);
  const level = { level: required.level };
  const englishLine: Breakdown = {
    factorId: 'english',
    label: fill(r.english.label, level, locale),
    points: englishMet ? table.english.points : 0,
    max: table.english.points,
  };
  if (!englishMet) {
    // English has always printed this day as it is stored (2026-01-08); the other languages write it out.
    const from = locale === 'en' ? required.from : dayText(required.from, locale);
    englishLine.detail = fill(r.english.detail, { ...level, from }, locale);
    if (required.level === 'B2' && englishAnswer.value === 'b1') englishLine.detail += ` ${r.english.extending}`;
    reasons.push(fill(r.english.reason, level, locale));
  }

  const check = ukSalaryCheck(answers, on);
  // SW 4.4: no points for the salary without the 20 for sponsorship and the 20 for the skill level.
  const salaryCounts = offerMet && skillPoints;
  const salaryLine: Breakdown = {
    factorId: 'salary',
    label: r.salary.label,
    points: check.meets && salaryCounts ? table.salary.points : 0,
    max: table.salary.points,
    detail: salaryDetail(answers, check, on, say) + (check.meets && !salaryCounts ? ` ${r.salary.noOffer}` : ''),
  };
  // Option D for a degree-level job with a certificate that may predate the lists' end: not assumed, asked.
  if (!check.meets && answers.level !== 'sub-degree' && answers.list === 'isl' && ukListsOpen(on) === 'maybe') {
    const withD = ukSalaryCheck(answers, lastListsDay);
    if (withD.meets) unknown.push(fill(r.salary.optionDOpen, { listsDay: listsDayIn(locale) }, locale));
  }

  const breakdown = [offerLine, skillLine, englishLine, salaryLine];
  return {
    total: breakdown.reduce((sum, line) => sum + line.points, 0),
    breakdown,
    passMark: table.passMark,
    // The mandatory 50 points cannot be traded: missing one rules the visitor out whatever the salary.
    eligible: reasons.length === 0,
    reasons,
    unknown,
  };
}

type Candidate = { factorId: string; change: string; meets: 'mandatory' | 'salary'; answers: UkAnswers };

/**
 * The changes a visitor could make, one answer at a time, in the order that breaks ties (the mandatory
 * requirements first, then the quickest way to the salary points). The job's level is not a change to
 * suggest (it is the job itself), nor is age.
 */
function candidates(answers: UkAnswers, on: IsoDate, { t, locale }: Say): Candidate[] {
  const list: Candidate[] = [];
  const c = t.results.changes;
  if (answers.offer !== 'sponsor') {
    list.push({ factorId: 'offer', change: c.offer, meets: 'mandatory', answers: { ...answers, offer: 'sponsor' } });
  }
  const check = ukSalaryCheck(answers, on);
  if (!check.meets) {
    const more = ceilPence(check.best.contractRequired - answers.salary);
    list.push({
      factorId: 'salary',
      change: fill(c.salary, { amount: money(more, locale) }, locale),
      meets: 'salary',
      answers: { ...answers, salary: check.best.contractRequired },
    });
  }
  if (answers.newEntrant === 'no') {
    list.push({ factorId: 'new-entrant', change: c.newEntrant, meets: 'salary', answers: { ...answers, newEntrant: 'training' } });
  }
  if (answers.phd === 'none') {
    list.push({ factorId: 'phd', change: c.phd, meets: 'salary', answers: { ...answers, phd: 'phd' } });
  }
  if (answers.phd !== 'stem') {
    list.push({ factorId: 'phd', change: c.stemPhd, meets: 'salary', answers: { ...answers, phd: 'stem' } });
  }
  list.push({ factorId: 'english', change: c.english, meets: 'mandatory', answers: { ...answers, english: 'b2' } });
  return list;
}

/**
 * The (at most) three single changes that add the most points, best first, at most one per factorId. The
 * salary, a new-entrant rate and a PhD are three routes to the same 20 points, so each has its own id
 * ('salary', 'new-entrant', 'phd'): the last two are not lines of the breakdown. The sentence says which
 * requirement the change meets (this calculator's own, not the shared "would add").
 */
export function improvementsUk(answers: UkAnswers, limit = 3, on: IsoDate = latest, t: UkText = english, locale: Locale = 'en'): Improvement[] {
  const say: Say = { t, locale };
  const now = scoreUk(answers, on);
  const best = new Map<string, Improvement>();
  for (const candidate of candidates(answers, on, say)) {
    const points = scoreUk(candidate.answers, on).total - now.total;
    if (points <= 0) continue;
    const current = best.get(candidate.factorId);
    if (current && current.points >= points) continue;
    best.set(candidate.factorId, {
      factorId: candidate.factorId,
      change: candidate.change,
      points,
      text: plural(t.results.improvement[candidate.meets], points, locale, { change: candidate.change }),
    });
  }
  // Array.prototype.sort is stable, so equal gains keep the candidates' order.
  return [...best.values()].sort((a, b) => b.points - a.points).slice(0, limit);
}

/** The page's questions in the language, their help filled with the table's day and threshold. */
function groupsIn({ t, locale }: Say): readonly QuestionGroup[] {
  const values = { listsDay: listsDayIn(locale), threshold: money(table.salary.options[0].threshold, locale) };
  return t.groups.map(
    (group): QuestionGroup => ({
      ...group,
      questions: group.questions.map((question): Question => ('help' in question ? { ...question, help: fill(question.help, values, locale) } : question)),
    }),
  );
}

function answersOf(values: Values): UkAnswers {
  return {
    offer: values.offer as UkOffer,
    level: values.level as UkSkillLevel,
    list: values.list as UkList,
    salary: Number(values.salary),
    hours: Number(values.hours),
    goingRate: Number(values.rate),
    english: values.english as UkEnglish,
    phd: values.phd as UkPhd,
    newEntrant: values.entrant as UkNewEntrant,
  };
}

/** The calculator in a language: `t` and `words` are that language's text (content/text.ts localizes them). */
export function ukIn(locale: Locale = 'en', t: UkText = english, words: CalculatorWords = englishWords): Calculator {
  const say: Say = { t, locale };
  const dates = { listsDay: listsDayIn(locale), applyBy: dayText(latest, locale) };
  return {
    rules: ukRules,
    slug: 'uk-skilled-worker',
    locale,
    // English whatever the language: it fills the enquiry's destination field, which staff read.
    country: 'United Kingdom',
    countryName: t.countryName,
    programme: t.programme,
    words,
    intro: t.intro,
    groups: groupsIn(say),
    score: (values) => scoreUk(answersOf(values), latest, t, locale),
    improvements: (values) => improvementsUk(answersOf(values), 3, latest, t, locale),
    notChecked: t.notChecked.map((line) => fill(line, dates, locale)),
    advisor: 'work-abroad',
  };
}

export const uk = ukIn();
