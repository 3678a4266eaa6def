/**
 * The UK Skilled Worker points calculator's words (lib/calculators/uk.ts scores; this module says it). Its
 * translations are uk.gu.ts and uk.hi.ts beside it. `{placeholders}` are filled by lib/i18n/format.ts
 * (`fill`, `plural`): money comes in already written ("£41,700"), days as the language writes them.
 *
 * The question groups' `id`, `name`, `kind`, option `value`s, `initial` and min/max/step are wire values:
 * localize keeps them from this English (FixedKey and CALCULATOR_FIXED).
 */
import type { QuestionGroup } from '@/lib/calculators/types';

export const tool = {
  countryName: 'United Kingdom',
  programme: 'Skilled Worker visa points',
  intro:
    'The Skilled Worker visa needs 70 points. 50 are mandatory: a job offer from a licensed sponsor, a job at the required skill level, and English. The other 20 come from a salary that meets the threshold for your job.',
  /**
   * The page's questions: what a visitor can answer without documents at hand. In `help`, {listsDay} is the
   * day the shortage lists end for certificates of sponsorship ("31 December 2026") and {threshold} option
   * A's general threshold ("£41,700").
   */
  groups: [
    {
      id: 'job',
      legend: 'The job',
      questions: [
        {
          kind: 'radio',
          name: 'offer',
          label: 'Do you have a job offer from a UK employer?',
          help: 'Only employers on the Home Office register of licensed sponsors can offer this visa. The register is published on GOV.UK.',
          options: [
            { value: 'sponsor', label: 'Yes, from an employer licensed to sponsor visas' },
            { value: 'unsure', label: "Yes, but I don't know if the employer is a licensed sponsor" },
            { value: 'none', label: 'Not yet' },
          ],
          initial: 'sponsor',
        },
        {
          kind: 'select',
          name: 'level',
          label: 'What level is the job?',
          help: "RQF 6 is the level of a bachelor's degree. Your employer gives the job a 4-digit occupation (SOC) code; Appendix Skilled Occupations lists each code's level.",
          options: [
            { value: 'degree', label: 'Degree level or above (RQF 6 or higher)' },
            { value: 'sub-degree', label: 'Below degree level (RQF 3 to 5)' },
            { value: 'unknown', label: "I don't know" },
          ],
          initial: 'degree',
        },
        {
          kind: 'select',
          name: 'list',
          label: 'Is the occupation on a shortage list?',
          help: 'The Temporary Shortage List and the Immigration Salary List name occupations the UK is short of. A job below degree level counts only if it is on one of them, with a certificate of sponsorship issued before {listsDay}.',
          options: [
            { value: 'none', label: "Neither list, or I don't know" },
            { value: 'tsl', label: 'Temporary Shortage List' },
            { value: 'isl', label: 'Immigration Salary List' },
          ],
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
          help: "The going rate is the least the Home Office accepts for each occupation, listed in Appendix Skilled Occupations for a 37.5-hour week; your employer or an advisor can tell you yours. Enter 0 if you don't know: then only the general threshold ({threshold} for most people) is checked.",
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
          options: [
            { value: 'b2', label: 'B2 (upper intermediate) or above, in an approved test' },
            { value: 'nationality', label: 'I am a national of a majority English-speaking country' },
            { value: 'degree', label: 'My degree was taught in English' },
            { value: 'b1', label: 'B1 (intermediate)' },
            { value: 'below', label: 'Below B1, or not tested yet' },
          ],
          initial: 'b2',
        },
        {
          kind: 'select',
          name: 'phd',
          label: 'Do you have a PhD relevant to the job?',
          help: 'Relevant means your employer confirms the job needs it. STEM is science, technology, engineering or mathematics. Only some occupation codes accept a PhD.',
          options: [
            { value: 'none', label: 'No' },
            { value: 'phd', label: 'Yes, a PhD relevant to the job' },
            { value: 'stem', label: 'Yes, a PhD in a STEM subject relevant to the job' },
          ],
          initial: 'none',
        },
        {
          kind: 'select',
          name: 'entrant',
          label: 'Does one of these apply to you?',
          help: 'New entrants need a lower salary, for at most 4 years in total.',
          options: [
            { value: 'no', label: 'None of these' },
            { value: 'under-26', label: 'I will be under 26 on the day I apply' },
            { value: 'student', label: 'I am switching from a Student or Graduate visa in the UK' },
            { value: 'training', label: 'I am working towards a recognised professional qualification or registration in this job' },
            { value: 'postdoc', label: 'The job is a postdoctoral research position' },
          ],
          initial: 'no',
        },
      ],
    },
  ] as const satisfies readonly QuestionGroup[],
  /** The rules beyond points the tool does not check. {listsDay} as in the groups; {applyBy} the last day the page's rules hold. */
  notChecked: [
    'Whether your employer is a licensed sponsor and will assign you a certificate of sponsorship for a genuine job.',
    "Your job's occupation code, its skill level and its going rate: we use what you enter.",
    'Health and education jobs paid on national pay scales, and people already sponsored before 22 July 2025, may have lower salary rules that this estimate does not use: an advisor can check.',
    'Care workers and senior care workers (codes 6135 and 6136) can apply only from inside the UK, on their own conditions (SW 6.1B); their place on the Immigration Salary List lasts to 22 July 2028, not {listsDay}.',
    'If you are extending on the Skilled Worker route and your last Skilled Worker permission was granted when B1 English was enough, B1 may still be enough for you: this estimate asks for B2 from 8 January 2026.',
    'When your certificate of sponsorship is issued: for the Temporary Shortage List and the Immigration Salary List it must be before {listsDay}. This estimate assumes you apply by {applyBy}.',
    'The new-entrant rate lasts at most 4 years in total, and switching from a Student or Graduate visa has its own conditions.',
    'Funds to support yourself (£1,270 unless your sponsor certifies them), a tuberculosis test where needed, a criminal record certificate for some jobs, the fees and the Immigration Health Surcharge.',
    'Bringing a partner or children: not allowed for jobs on the Temporary Shortage List or for care workers.',
  ],
  /**
   * Every line the scoring writes. Money placeholders ({required}, {threshold}, ...) arrive written with the
   * pound sign; {listsDay} is "31 December 2026" in the language.
   */
  results: {
    offer: {
      label: 'Job offer from a licensed sponsor',
      unsureDetail: 'Counts only if the employer is on the Home Office register of licensed sponsors.',
      unsureUnknown: 'Your employer must be a licensed sponsor: check the Home Office register of licensed sponsors.',
      noneDetail: 'Mandatory: a higher salary cannot make up for it.',
      noneReason: 'You need a job offer from an employer licensed by the Home Office to sponsor workers.',
    },
    skill: {
      label: 'Job at the required skill level',
      unknownDetail: "Not known: your employer's occupation code decides the job's level.",
      unknownOpen:
        'Your job must be at degree level (RQF 6) or above, or at RQF 3 to 5 and on the Temporary Shortage List or the Immigration Salary List: ask your employer for its occupation code.',
      noListDetail: 'A job below degree level counts only on the Temporary Shortage List or the Immigration Salary List.',
      noListReason: 'A job below degree level (RQF 3 to 5) qualifies only if its occupation is on the Temporary Shortage List or the Immigration Salary List.',
      endedDetail: 'The lists for jobs below degree level ended for certificates of sponsorship issued from {listsDay}.',
      endedReason: 'Jobs below degree level qualified only with a certificate of sponsorship issued before {listsDay}.',
      maybeDetail: 'Counts only if your certificate of sponsorship was issued before {listsDay}.',
      maybeOpen: 'A job below degree level counts only with a certificate of sponsorship issued before {listsDay}: check its date with your employer.',
      /** On the Immigration Salary List. */
      openDetail: 'Only with a certificate of sponsorship issued before {listsDay}.',
      /** On the Temporary Shortage List. */
      openShortageDetail: 'Only with a certificate of sponsorship issued before {listsDay}, and you cannot bring dependants.',
      noOffer: "No points for the job's level without the points for a licensed sponsor's offer (SW 6.5).",
    },
    english: {
      /** {level}: B1 or B2. */
      label: 'English language (level {level})',
      /** {from}: the day the level took effect. */
      detail: 'Mandatory: level {level} or above is needed for applications from {from}.',
      extending: 'If you are extending and your last Skilled Worker permission was granted when B1 was the level, B1 may still be enough: an advisor can check.',
      reason: 'You need English at level {level} or above, unless your nationality or an English-taught degree exempts you.',
    },
    salary: {
      label: 'Salary',
      /** Each salary option of Appendix Skilled Worker by its letter: "option A (standard)". */
      options: {
        A: 'standard',
        B: 'PhD relevant to the job',
        C: 'STEM PhD relevant to the job',
        D: 'Immigration Salary List',
        E: 'new entrant',
      },
      /** {hours}: "37.5 hours". */
      hours: { one: '{count} hour', other: '{count} hours' },
      /**
       * The salary line's first sentence: {letter} and {option} name the option ("A", "standard"); {required}
       * is the most of {threshold} (the general threshold), {percent}% of the going rate for {hours}
       * ({goingRate}) and {hourly} an hour ({floor}, over a year). Without a going rate its part is left out.
       */
      meets:
        'Meets option {letter} ({option}): at least {required} a year, the highest of the general threshold {threshold}, {percent}% of the going rate for {hours} ({goingRate}) and {hourly} an hour ({floor}).',
      meetsNoRate: 'Meets option {letter} ({option}): at least {required} a year, the highest of the general threshold {threshold} and {hourly} an hour ({floor}).',
      below:
        'Below the {required} a year needed with option {letter} ({option}), the highest of the general threshold {threshold}, {percent}% of the going rate for {hours} ({goingRate}) and {hourly} an hour ({floor}).',
      belowNoRate: 'Below the {required} a year needed with option {letter} ({option}), the highest of the general threshold {threshold} and {hourly} an hour ({floor}).',
      /** Over 48 hours a week: {counted} of the visitor's {salary} counts. */
      firstHours: 'Only the pay for the first {maxHours} hours a week counts: {counted} of your {salary}.',
      firstHoursBelow: 'Only the pay for the first {maxHours} hours a week counts: {counted} of your {salary}, so the contract must pay at least {contract}.',
      noDiscount: 'Jobs below degree level get no new-entrant or PhD discount.',
      optionDDate: 'Option D (Immigration Salary List) needs a certificate of sponsorship issued before {listsDay}.',
      noGoingRate: "Going rate not entered: only the general threshold and the hourly minimum were checked. Your occupation's going rate may ask for more.",
      noOffer: "No points for the salary without the points for the job offer and the job's level (SW 4.4).",
      optionDOpen: 'Option D (Immigration Salary List) meets the salary only with a certificate of sponsorship issued before {listsDay}: check its date with your employer.',
    },
    /** The changes a visitor could make, as the improvements name them. */
    changes: {
      offer: 'A job offer from a licensed sponsor',
      /** {amount}: "£4,999". */
      salary: '{amount} more a year',
      newEntrant: 'Qualifying as a new entrant (for example, working towards a recognised professional qualification in this job)',
      phd: 'A PhD relevant to the job',
      stemPhd: 'A PhD in a STEM subject relevant to the job',
      english: 'English at level B2 (an approved test)',
    },
    /**
     * An improvement's sentence: this calculator says which requirement the change meets, rather than the
     * shared "would add" (words.result.wouldAdd). {change} is one of `changes`, {count} the points.
     */
    improvement: {
      mandatory: { one: '{change} would meet a mandatory requirement (+{count} point)', other: '{change} would meet a mandatory requirement (+{count} points)' },
      salary: { one: '{change} would meet the salary requirement (+{count} point)', other: '{change} would meet the salary requirement (+{count} points)' },
    },
  },
} as const;
