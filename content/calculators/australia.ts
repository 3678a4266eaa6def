/**
 * The Australia points calculator's words (lib/calculators/australia.ts reads them): its questions, the lines
 * of its result and its improvements. The points, the official sources and the visa's wire values stay in the
 * lib module; the options' `value`s, the questions' `name`s, `kind`s and `initial`s here are wire values and
 * are kept from the English in every language. A breakdown line for a yes/no factor (Australian study,
 * NAATI...) and an improvement that picks an option say it in the question's own words: the lib module reads
 * those labels from `groups`, so each is translated once.
 */
import type { QuestionGroup } from '@/lib/calculators/types';

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
        options: [
          { value: '189', label: 'Subclass 189 (Skilled Independent, no nomination)' },
          { value: '190', label: 'Subclass 190 (nominated by a state or territory)' },
          { value: '491', label: 'Subclass 491 (regional: nominated by a state or territory, or sponsored by a relative in a regional area)' },
        ],
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
        options: [
          { value: 'below-competent', label: 'Below competent English' },
          { value: 'competent', label: 'Competent English (IELTS 6 in each band)' },
          { value: 'proficient', label: 'Proficient English (IELTS 7 in each band)' },
          { value: 'superior', label: 'Superior English (IELTS 8 in each band)' },
        ],
        initial: 'competent',
      },
      {
        kind: 'select',
        name: 'partner',
        label: 'Your partner',
        help: 'A partner counts only if they are applying with you. A skills assessment is a positive assessment of their occupation by the assessing authority; for the skilled partner points that occupation must be on the same skilled occupation list as yours.',
        options: [
          { value: 'single', label: 'Single' },
          { value: 'citizen-or-pr', label: 'Partner is an Australian citizen or permanent resident' },
          {
            value: 'skilled',
            label: 'Partner under 45 with competent English and a positive skills assessment in an occupation on the same skilled occupation list as yours',
          },
          { value: 'competent-english', label: 'Partner with competent English' },
          { value: 'other', label: 'Partner without competent English or a skills assessment' },
        ],
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
        options: [
          { value: 'none', label: 'None of these' },
          { value: 'recognised', label: 'A qualification recognised by your assessing authority' },
          { value: 'diploma-au', label: 'A diploma or trade qualification completed in Australia' },
          { value: 'bachelor', label: "A bachelor's or master's degree (Australian, or recognised overseas)" },
          { value: 'doctorate', label: 'A doctorate (Australian, or recognised overseas)' },
        ],
        initial: 'bachelor',
      },
      { kind: 'check', name: 'auStudy', label: 'Australian study requirement (2 academic years or more in Australia)' },
      { kind: 'check', name: 'regional', label: 'Study in regional Australia', help: 'While living and studying in a designated regional area.' },
      { kind: 'check', name: 'specialist', label: "Specialist education (an Australian master's by research or doctorate in STEM or ICT, 2 years or more)" },
      { kind: 'check', name: 'py', label: 'Professional Year in Australia', help: 'In accountancy, ICT or engineering, completed in the 4 years before the invitation.' },
      { kind: 'check', name: 'naati', label: 'Credentialled community language (NAATI)', help: 'A NAATI credential in a community language, such as Hindi, Gujarati or Punjabi.' },
    ],
  },
] as const satisfies readonly QuestionGroup[];

export const tool = {
  countryName: 'Australia',
  programme: 'skilled visa points test (subclasses 189, 190 and 491)',
  intro:
    'Australia invites skilled workers by points: age, English, skilled employment, qualifications, study in Australia, your partner and, for 190 and 491, a nomination. You need at least 65 points to be invited; invitation rounds often ask for more.',
  notChecked: [
    'Your occupation must be on the list for your visa, and an assessing authority must give you a positive skills assessment in it.',
    'You must be invited through SkillSelect; invitation rounds often need well over 65 points.',
    'States and territories set their own lists, residence rules and points for nomination.',
    'Health, character and the other visa requirements.',
  ],
  groups,
  /** What the scoring says beyond the questions' own words. */
  results: {
    /** The breakdown's lines for the factors asked as a choice or a number. */
    lines: {
      age: 'Age',
      english: 'English language',
      employment: 'Skilled employment',
      qualification: 'Highest qualification',
      partner: 'Partner',
      nomination: 'Nomination or sponsorship',
    },
    /** The employment line's detail: the points of each kind, e.g. "10 outside Australia + 5 in Australia". */
    employment: '{overseas} outside Australia + {australia} in Australia',
    employmentCapped: '{overseas} outside Australia + {australia} in Australia, capped at {cap}',
    /** The regional study line's detail when the Australian study requirement is not ticked. */
    regionalAlone: 'Counts only with the Australian study requirement',
    /** Why the visitor cannot be invited, whatever the points. */
    tooOld: 'You must be under 45 when you are invited to apply.',
    englishTooLow: 'You need at least competent English (about IELTS 6 in each band).',
    /** Improvements: the next band of experience. */
    overseasYears: {
      one: '{count} year of skilled employment outside Australia',
      other: '{count} years of skilled employment outside Australia',
    },
    australianYears: {
      one: '{count} year of skilled employment in Australia',
      other: '{count} years of skilled employment in Australia',
    },
    /** An improvement that also makes a visitor eligible (below competent English): said instead of the shared "would add". */
    wouldAddAndUnlock: {
      one: '{change} would add {count} point and make you eligible to be invited',
      other: '{change} would add {count} points and make you eligible to be invited',
    },
  },
} as const;
