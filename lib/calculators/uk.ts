/**
 * The UK Skilled Worker visa's points (Immigration Rules, Appendix Skilled Worker) as data, and the scoring
 * of a visitor's answers against it. 70 points are needed: 50 are mandatory and cannot be traded (a job offer
 * from a licensed sponsor, a job at the required skill level, English), and 20 come from the salary, which
 * must meet one of the options A to E. Pass or fail, not a ranking.
 *
 * The paragraphs cited (SW 4.4, SW 6.1A, ...) are Appendix Skilled Worker's, read in the copy GOV.UK served on
 * 6 December 2025 (with Appendix Skilled Occupations and Appendix Immigration Salary List of the same day).
 */
import type { Breakdown, Calculator, Improvement, IsoDate, QuestionGroup, Result, RulesSource, ToolRules, Values } from './types';
import { choice, options } from './tables';

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

type Choice = { value: string; label: string };
/** A salary option of Appendix Skilled Worker: the higher of a general threshold and a share of the going rate. */
type SalaryOption = {
  id: string;
  label: string;
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
    label: 'Job offer from a licensed sponsor',
    points: 20,
    choices: [
      { value: 'sponsor', label: 'Yes, from an employer licensed to sponsor visas' },
      { value: 'unsure', label: "Yes, but I don't know if the employer is a licensed sponsor" },
      { value: 'none', label: 'Not yet' },
    ],
  },
  skill: {
    label: 'Job at the required skill level',
    points: 20,
    level: [
      { value: 'degree', label: 'Degree level or above (RQF 6 or higher)' },
      { value: 'sub-degree', label: 'Below degree level (RQF 3 to 5)' },
      { value: 'unknown', label: "I don't know" },
    ],
    list: [
      { value: 'none', label: "Neither list, or I don't know" },
      { value: 'tsl', label: 'Temporary Shortage List' },
      { value: 'isl', label: 'Immigration Salary List' },
    ],
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
    label: 'English language',
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
      { value: 'b2', label: 'B2 (upper intermediate) or above, in an approved test', meets: ['B1', 'B2'] },
      { value: 'nationality', label: 'I am a national of a majority English-speaking country', meets: ['B1', 'B2'] },
      { value: 'degree', label: 'My degree was taught in English', meets: ['B1', 'B2'] },
      { value: 'b1', label: 'B1 (intermediate)', meets: ['B1'] },
      { value: 'below', label: 'Below B1, or not tested yet', meets: [] },
    ],
  },
  // Tradeable: 20 points for a salary that meets one of these (the table following SW 4.4; certificate of
  // sponsorship assigned on or after 22 July 2025), but none without the 40 for the offer and the skill level
  // (SW 4.4). Left out on purpose: the national pay scale option for health and education jobs (its
  // figures could not be verified), and the transitional options F and G for people already sponsored on the
  // route before 22 July 2025. `notChecked` says so; an advisor can check them.
  salary: {
    label: 'Salary',
    points: 20,
    options: [
      { id: 'A', label: 'standard', threshold: 41_700, goingRatePercent: 100, needs: 'nothing' },
      { id: 'B', label: 'PhD relevant to the job', threshold: 37_500, goingRatePercent: 90, needs: 'phd' },
      { id: 'C', label: 'STEM PhD relevant to the job', threshold: 33_400, goingRatePercent: 80, needs: 'stem-phd' },
      { id: 'D', label: 'Immigration Salary List', threshold: 33_400, goingRatePercent: 100, needs: 'salary-list' },
      { id: 'E', label: 'new entrant', threshold: 33_400, goingRatePercent: 70, needs: 'new-entrant' },
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
  phd: [
    { value: 'none', label: 'No' },
    { value: 'phd', label: 'Yes, a PhD relevant to the job' },
    { value: 'stem', label: 'Yes, a PhD in a STEM subject relevant to the job' },
  ],
  newEntrant: [
    { value: 'no', label: 'None of these' },
    { value: 'under-26', label: 'I will be under 26 on the day I apply' },
    { value: 'student', label: 'I am switching from a Student or Graduate visa in the UK' },
    { value: 'training', label: 'I am working towards a recognised professional qualification or registration in this job' },
    { value: 'postdoc', label: 'The job is a postdoctoral research position' },
  ],
} as const satisfies {
  passMark: number;
  offer: { label: string; points: number; choices: readonly Choice[] };
  skill: { label: string; points: number; level: readonly Choice[]; list: readonly Choice[]; listsRemoved: IsoDate; certificateMonths: number };
  english: {
    label: string;
    points: number;
    required: readonly EnglishRequirement[];
    choices: readonly (Choice & { meets: readonly EnglishRequirement['level'][] })[];
  };
  salary: {
    label: string;
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

/** "31 December 2026". */
function dayText(day: IsoDate): string {
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

const listsDay = dayText(table.skill.listsRemoved);
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

/** £41,700 or £42,756.48: whole pounds without pence. */
export function money(pounds: number): string {
  const pence = Math.round(pounds * 100);
  const whole = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = pence % 100;
  return `£${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
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

function salaryDetail(answers: UkAnswers, check: UkSalaryCheck, on: IsoDate): string {
  const { best } = check;
  const name = `option ${best.option.id} (${best.option.label})`;
  const parts = [
    `the general threshold ${money(best.threshold)}`,
    ...(best.goingRate === null ? [] : [`${best.option.goingRatePercent}% of the going rate for ${hoursText(check.hoursCounted)} (${money(best.goingRate)})`]),
    `${money(table.salary.hourlyMinimum)} an hour (${money(best.hourlyFloor)})`,
  ];
  const highest = `the highest of ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const sentences = [
    check.meets
      ? `Meets ${name}: at least ${money(best.required)} a year, ${highest}.`
      : `Below the ${money(best.required)} a year needed with ${name}, ${highest}.`,
  ];
  if (answers.hours > table.salary.maxHours) {
    sentences.push(
      `Only the pay for the first ${table.salary.maxHours} hours a week counts: ${money(check.salaryCounted)} of your ${money(answers.salary)}${
        check.meets ? '' : `, so the contract must pay at least ${money(best.contractRequired)}`
      }.`,
    );
  }
  if (answers.level === 'sub-degree' && (answers.phd !== 'none' || answers.newEntrant !== 'no')) {
    sentences.push('Jobs below degree level get no new-entrant or PhD discount.');
  }
  if (answers.level !== 'sub-degree' && answers.list === 'isl' && ukListsOpen(on) !== 'yes') {
    sentences.push(`Option D (Immigration Salary List) needs a certificate of sponsorship issued before ${listsDay}.`);
  }
  if (answers.goingRate === 0) {
    sentences.push(
      "Going rate not entered: only the general threshold and the hourly minimum were checked. Your occupation's going rate may ask for more.",
    );
  }
  return sentences.join(' ');
}

function skillMet(answers: UkAnswers, on: IsoDate): { met: boolean; detail?: string; reason?: string; unknown?: string } {
  if (answers.level === 'degree') return { met: true };
  if (answers.level === 'unknown') {
    return {
      met: false,
      detail: "Not known: your employer's occupation code decides the job's level.",
      unknown:
        'Your job must be at degree level (RQF 6) or above, or at RQF 3 to 5 and on the Temporary Shortage List or the Immigration Salary List: ask your employer for its occupation code.',
    };
  }
  if (answers.list === 'none') {
    return {
      met: false,
      detail: 'A job below degree level counts only on the Temporary Shortage List or the Immigration Salary List.',
      reason: 'A job below degree level (RQF 3 to 5) qualifies only if its occupation is on the Temporary Shortage List or the Immigration Salary List.',
    };
  }
  switch (ukListsOpen(on)) {
    case 'no':
      return {
        met: false,
        detail: `The lists for jobs below degree level ended for certificates of sponsorship issued from ${listsDay}.`,
        reason: `Jobs below degree level qualified only with a certificate of sponsorship issued before ${listsDay}.`,
      };
    case 'maybe':
      return {
        met: false,
        detail: `Counts only if your certificate of sponsorship was issued before ${listsDay}.`,
        unknown: `A job below degree level counts only with a certificate of sponsorship issued before ${listsDay}: check its date with your employer.`,
      };
    case 'yes': {
      const dependants = answers.list === 'tsl' ? ', and you cannot bring dependants' : '';
      return { met: true, detail: `Only with a certificate of sponsorship issued before ${listsDay}${dependants}.` };
    }
  }
}

/** The points for the answers, for an application made on `on` (by default, the rules up to the review-by day). */
export function scoreUk(answers: UkAnswers, on: IsoDate = latest): Result {
  const offer = choice(table.offer.choices, answers.offer);
  const english = choice(table.english.choices, answers.english);
  choice(table.skill.level, answers.level);
  choice(table.skill.list, answers.list);
  choice(table.phd, answers.phd);
  choice(table.newEntrant, answers.newEntrant);

  const reasons: string[] = [];
  const unknown: string[] = [];

  const offerMet = offer.value === 'sponsor';
  const offerLine: Breakdown = { factorId: 'offer', label: table.offer.label, points: offerMet ? table.offer.points : 0, max: table.offer.points };
  if (offer.value === 'unsure') {
    offerLine.detail = 'Counts only if the employer is on the Home Office register of licensed sponsors.';
    unknown.push('Your employer must be a licensed sponsor: check the Home Office register of licensed sponsors.');
  } else if (offer.value === 'none') {
    offerLine.detail = 'Mandatory: a higher salary cannot make up for it.';
    reasons.push('You need a job offer from an employer licensed by the Home Office to sponsor workers.');
  }

  const skill = skillMet(answers, on);
  // SW 6.5: no points for the skill level without the points for sponsorship.
  const skillPoints = skill.met && offerMet;
  const skillLine: Breakdown = { factorId: 'skill', label: table.skill.label, points: skillPoints ? table.skill.points : 0, max: table.skill.points };
  const skillDetail = [skill.detail, skill.met && !offerMet ? "No points for the job's level without the points for a licensed sponsor's offer (SW 6.5)." : undefined];
  if (skillDetail.some(Boolean)) skillLine.detail = skillDetail.filter(Boolean).join(' ');
  if (skill.reason) reasons.push(skill.reason);
  if (skill.unknown) unknown.push(skill.unknown);

  const required = ukEnglishRequired(on);
  const englishMet = (english.meets as readonly string[]).includes(required.level);
  const englishLine: Breakdown = {
    factorId: 'english',
    label: `${table.english.label} (level ${required.level})`,
    points: englishMet ? table.english.points : 0,
    max: table.english.points,
  };
  if (!englishMet) {
    englishLine.detail = `Mandatory: level ${required.level} or above is needed for applications from ${required.from}.`;
    if (required.level === 'B2' && english.value === 'b1') {
      englishLine.detail += ' If you are extending and your last Skilled Worker permission was granted when B1 was the level, B1 may still be enough: an advisor can check.';
    }
    reasons.push(`You need English at level ${required.level} or above, unless your nationality or an English-taught degree exempts you.`);
  }

  const check = ukSalaryCheck(answers, on);
  // SW 4.4: no points for the salary without the 20 for sponsorship and the 20 for the skill level.
  const salaryCounts = offerMet && skillPoints;
  const salaryLine: Breakdown = {
    factorId: 'salary',
    label: table.salary.label,
    points: check.meets && salaryCounts ? table.salary.points : 0,
    max: table.salary.points,
    detail: salaryDetail(answers, check, on) + (check.meets && !salaryCounts ? " No points for the salary without the points for the job offer and the job's level (SW 4.4)." : ''),
  };
  // Option D for a degree-level job with a certificate that may predate the lists' end: not assumed, asked.
  if (!check.meets && answers.level !== 'sub-degree' && answers.list === 'isl' && ukListsOpen(on) === 'maybe') {
    const withD = ukSalaryCheck(answers, lastListsDay);
    if (withD.meets) unknown.push(`Option D (Immigration Salary List) meets the salary only with a certificate of sponsorship issued before ${listsDay}: check its date with your employer.`);
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

type Candidate = { factorId: string; change: string; meets: string; answers: UkAnswers };

/**
 * The changes a visitor could make, one answer at a time, in the order that breaks ties (the mandatory
 * requirements first, then the quickest way to the salary points). The job's level is not a change to
 * suggest (it is the job itself), nor is age.
 */
function candidates(answers: UkAnswers, on: IsoDate): Candidate[] {
  const list: Candidate[] = [];
  const mandatory = 'meet a mandatory requirement';
  const salary = 'meet the salary requirement';
  if (answers.offer !== 'sponsor') {
    list.push({ factorId: 'offer', change: 'A job offer from a licensed sponsor', meets: mandatory, answers: { ...answers, offer: 'sponsor' } });
  }
  const check = ukSalaryCheck(answers, on);
  if (!check.meets) {
    const more = ceilPence(check.best.contractRequired - answers.salary);
    list.push({
      factorId: 'salary',
      change: `${money(more)} more a year`,
      meets: salary,
      answers: { ...answers, salary: check.best.contractRequired },
    });
  }
  if (answers.newEntrant === 'no') {
    list.push({
      factorId: 'new-entrant',
      change: 'Qualifying as a new entrant (for example, working towards a recognised professional qualification in this job)',
      meets: salary,
      answers: { ...answers, newEntrant: 'training' },
    });
  }
  if (answers.phd === 'none') {
    list.push({ factorId: 'phd', change: 'A PhD relevant to the job', meets: salary, answers: { ...answers, phd: 'phd' } });
  }
  if (answers.phd !== 'stem') {
    list.push({ factorId: 'phd', change: 'A PhD in a STEM subject relevant to the job', meets: salary, answers: { ...answers, phd: 'stem' } });
  }
  list.push({ factorId: 'english', change: 'English at level B2 (an approved test)', meets: mandatory, answers: { ...answers, english: 'b2' } });
  return list;
}

/**
 * The (at most) three single changes that add the most points, best first, at most one per factorId. The
 * salary, a new-entrant rate and a PhD are three routes to the same 20 points, so each has its own id
 * ('salary', 'new-entrant', 'phd'): the last two are not lines of the breakdown.
 */
export function improvementsUk(answers: UkAnswers, limit = 3, on: IsoDate = latest): Improvement[] {
  const now = scoreUk(answers, on);
  const best = new Map<string, Improvement>();
  for (const candidate of candidates(answers, on)) {
    const points = scoreUk(candidate.answers, on).total - now.total;
    if (points <= 0) continue;
    const current = best.get(candidate.factorId);
    if (current && current.points >= points) continue;
    best.set(candidate.factorId, {
      factorId: candidate.factorId,
      change: candidate.change,
      points,
      text: `${candidate.change} would ${candidate.meets} (+${points} points)`,
    });
  }
  // Array.prototype.sort is stable, so equal gains keep the candidates' order.
  return [...best.values()].sort((a, b) => b.points - a.points).slice(0, limit);
}


/** The page's questions: what a visitor can answer without documents at hand. */
const groups = [
  {
    id: 'job',
    legend: 'The job',
    questions: [
      {
        kind: 'radio',
        name: 'offer',
        label: 'Do you have a job offer from a UK employer?',
        help: 'Only employers on the Home Office register of licensed sponsors can offer this visa. The register is published on GOV.UK.',
        options: options(table.offer.choices),
        initial: 'sponsor',
      },
      {
        kind: 'select',
        name: 'level',
        label: 'What level is the job?',
        help: "RQF 6 is the level of a bachelor's degree. Your employer gives the job a 4-digit occupation (SOC) code; Appendix Skilled Occupations lists each code's level.",
        options: options(table.skill.level),
        initial: 'degree',
      },
      {
        kind: 'select',
        name: 'list',
        label: 'Is the occupation on a shortage list?',
        help: `The Temporary Shortage List and the Immigration Salary List name occupations the UK is short of. A job below degree level counts only if it is on one of them, with a certificate of sponsorship issued before ${listsDay}.`,
        options: options(table.skill.list),
        initial: 'none',
      },
    ],
  },
  {
    id: 'pay',
    legend: 'Pay and hours',
    help: 'Only guaranteed basic pay before tax counts: not allowances, bonuses, overtime or benefits.',
    questions: [
      { kind: 'number', name: 'salary', label: 'Salary a year, before tax', min: 0, max: 1_000_000, step: 0.01, initial: 40_000, unit: '£ a year' },
      {
        kind: 'number',
        name: 'hours',
        label: 'Contracted hours a week',
        help: 'Only the pay for the first 48 hours a week counts.',
        min: 1,
        max: 80,
        step: 0.5,
        initial: 37.5,
        unit: 'hours',
      },
      {
        kind: 'number',
        name: 'rate',
        label: "The going rate for the job's occupation code",
        help: `The going rate is the least the Home Office accepts for each occupation, listed in Appendix Skilled Occupations for a 37.5-hour week; your employer or an advisor can tell you yours. Enter 0 if you don't know: then only the general threshold (${money(table.salary.options[0].threshold)} for most people) is checked.`,
        min: 0,
        max: 300_000,
        initial: 0,
        unit: '£ a year',
      },
    ],
  },
  {
    id: 'you',
    legend: 'About you',
    questions: [
      {
        kind: 'select',
        name: 'english',
        label: 'Your English',
        help: 'B2 is upper intermediate on the CEFR scale, about IELTS 5.5 in each skill; check the approved tests on GOV.UK. An English-taught degree counts when Ecctis confirms it.',
        options: options(table.english.choices),
        initial: 'b2',
      },
      {
        kind: 'select',
        name: 'phd',
        label: 'Do you have a PhD relevant to the job?',
        help: 'Relevant means your employer confirms the job needs it. STEM is science, technology, engineering or mathematics. Only some occupation codes accept a PhD.',
        options: options(table.phd),
        initial: 'none',
      },
      {
        kind: 'select',
        name: 'entrant',
        label: 'Does one of these apply to you?',
        help: 'New entrants need a lower salary, for at most 4 years in total.',
        options: options(table.newEntrant),
        initial: 'no',
      },
    ],
  },
] as const satisfies readonly QuestionGroup[];

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

export const uk: Calculator = {
  rules: ukRules,
  slug: 'uk-skilled-worker',
  country: 'United Kingdom',
  programme: 'Skilled Worker visa points',
  intro:
    'The Skilled Worker visa needs 70 points. 50 are mandatory: a job offer from a licensed sponsor, a job at the required skill level, and English. The other 20 come from a salary that meets the threshold for your job.',
  groups,
  score: (values) => scoreUk(answersOf(values)),
  improvements: (values) => improvementsUk(answersOf(values)),
  notChecked: [
    'Whether your employer is a licensed sponsor and will assign you a certificate of sponsorship for a genuine job.',
    "Your job's occupation code, its skill level and its going rate: we use what you enter.",
    'Health and education jobs paid on national pay scales, and people already sponsored before 22 July 2025, may have lower salary rules that this estimate does not use: an advisor can check.',
    `Care workers and senior care workers (codes 6135 and 6136) can apply only from inside the UK, on their own conditions (SW 6.1B); their place on the Immigration Salary List lasts to 22 July 2028, not ${listsDay}.`,
    'If you are extending on the Skilled Worker route and your last Skilled Worker permission was granted when B1 English was enough, B1 may still be enough for you: this estimate asks for B2 from 8 January 2026.',
    `When your certificate of sponsorship is issued: for the Temporary Shortage List and the Immigration Salary List it must be before ${listsDay}. This estimate assumes you apply by ${dayText(latest)}.`,
    'The new-entrant rate lasts at most 4 years in total, and switching from a Student or Graduate visa has its own conditions.',
    'Funds to support yourself (£1,270 unless your sponsor certifies them), a tuberculosis test where needed, a criminal record certificate for some jobs, the fees and the Immigration Health Surcharge.',
    'Bringing a partner or children: not allowed for jobs on the Temporary Shortage List or for care workers.',
  ],
  advisor: 'work-abroad',
};
