/**
 * The Canada Express Entry (CRS) calculator's own text: its questions, the lines of its result, the changes it
 * suggests and the note under the recent draws. lib/calculators/canada.ts scores with it; its Gujarati and Hindi
 * translations are beside it. Option values, question names and initial answers are wire values, kept from
 * this English by localize (CALCULATOR_FIXED). `{name}` placeholders are filled by lib/i18n/format.ts.
 */
import type { QuestionGroup } from '@/lib/calculators/types';

/** The highest level of education: the applicant's and the partner's questions ask the same. */
const education = [
  { value: 'none', label: 'Less than secondary (high) school' },
  { value: 'secondary', label: 'Secondary (high) school diploma' },
  { value: 'one-year', label: 'One-year programme at a university, college, trade or technical school' },
  { value: 'two-year', label: 'Two-year programme at a university, college, trade or technical school' },
  { value: 'bachelor', label: "Bachelor's degree, or a programme of three years or more" },
  { value: 'two-or-more', label: 'Two or more certificates, diplomas or degrees, one of them of three years or more' },
  { value: 'master', label: "Master's degree, or a professional degree needed to practise a licensed profession" },
  { value: 'phd', label: 'Doctoral degree (PhD)' },
] as const;

/** A first official language's level, per ability: the applicant's and the partner's. */
const firstLevels = [
  { value: '3', label: 'Below CLB/NCLC 4, or no test' },
  { value: '4', label: 'CLB/NCLC 4' },
  { value: '5', label: 'CLB/NCLC 5' },
  { value: '6', label: 'CLB/NCLC 6' },
  { value: '7', label: 'CLB/NCLC 7' },
  { value: '8', label: 'CLB/NCLC 8' },
  { value: '9', label: 'CLB/NCLC 9' },
  { value: '10', label: 'CLB/NCLC 10 or more' },
] as const;

const secondLevels = [
  { value: 'none', label: 'No test, or CLB/NCLC 4 or less' },
  { value: '5', label: 'CLB/NCLC 5' },
  { value: '6', label: 'CLB/NCLC 6' },
  { value: '7', label: 'CLB/NCLC 7' },
  { value: '8', label: 'CLB/NCLC 8' },
  { value: '9', label: 'CLB/NCLC 9' },
  { value: '10', label: 'CLB/NCLC 10 or more' },
] as const;

/** Years of skilled work in Canada: the applicant's and the partner's. */
const canadianYears = [
  { value: '0', label: 'None, or less than a year' },
  { value: '1', label: '1 year' },
  { value: '2', label: '2 years' },
  { value: '3', label: '3 years' },
  { value: '4', label: '4 years' },
  { value: '5', label: '5 years or more' },
] as const;

const groups = [
  {
    id: 'family',
    legend: 'Your spouse or partner',
    questions: [
      {
        kind: 'radio',
        name: 'partner',
        label: 'Do you have a spouse or common-law partner?',
        help: 'If your partner is coming with you to Canada and is not already Canadian, you are scored "with partner": you get slightly fewer points yourself, and your partner can earn up to 40. A common-law partner is someone you have lived with for at least a year.',
        options: [
          { value: 'single', label: 'No, I am single' },
          { value: 'coming', label: 'Yes, and my partner is coming with me and is not a Canadian citizen or permanent resident' },
          { value: 'not-counted', label: 'Yes, but my partner is a Canadian citizen or permanent resident, or is not coming with me' },
        ],
        initial: 'single',
      },
    ],
  },
  {
    id: 'you',
    legend: 'About you',
    questions: [
      {
        kind: 'number',
        name: 'age',
        label: 'Your age',
        help: 'Points are highest from 20 to 29, drop each year from 30 and reach zero at 45.',
        min: 17,
        max: 99,
        initial: 30,
        unit: 'years',
      },
      {
        kind: 'select',
        name: 'edu',
        label: 'Your highest level of education',
        help: 'Studies outside Canada count once an approved organisation has assessed them (an Educational Credential Assessment, "ECA"). Choose "two or more" only if one of them took three years or more. A professional degree is one needed to practise medicine, dentistry, law, pharmacy, optometry, veterinary medicine or chiropractic.',
        options: education,
        initial: 'bachelor',
      },
      {
        kind: 'select',
        name: 'cdnedu',
        label: 'Did you study in Canada after high school?',
        help: 'Only a diploma, certificate or degree you completed studying in Canada.',
        options: [
          { value: 'none', label: 'No' },
          { value: 'one-or-two', label: 'Yes: a one- or two-year diploma or certificate' },
          { value: 'three-plus', label: "Yes: a programme of three years or more, a master's, a professional degree or a PhD" },
        ],
        initial: 'none',
      },
    ],
  },
  {
    id: 'first-language',
    legend: 'Your first official language',
    help: 'CLB (Canadian Language Benchmarks) is Canada’s scale of English from 1 to 12; NCLC (Niveaux de compétence linguistique canadiens) is the same scale for French. Each part of an approved test converts to a level: a CELPIP-General level is the same number as the CLB. Not tested yet? Choose your best guess: the result is an estimate.',
    questions: [
      {
        kind: 'radio',
        name: 'lang',
        label: 'Your first official language',
        help: 'The one you are stronger in. The other, if you have a test result in it, is your second official language.',
        options: [
          { value: 'english', label: 'English' },
          { value: 'french', label: 'French' },
        ],
        initial: 'english',
      },
      // The IELTS General Training scores IRCC equates with CLB 7, 8, 9 and 10, per ability.
      {
        kind: 'select',
        name: 'read',
        label: 'First language: reading',
        help: 'IELTS General reading: 6.0 is CLB 7, 6.5 CLB 8, 7.0 CLB 9, 8.0 CLB 10. French tests (TEF Canada, TCF Canada) convert to NCLC levels.',
        options: firstLevels,
        initial: '7',
      },
      {
        kind: 'select',
        name: 'write',
        label: 'First language: writing',
        help: 'IELTS General writing: 6.0 is CLB 7, 6.5 CLB 8, 7.0 CLB 9, 7.5 CLB 10. French tests (TEF Canada, TCF Canada) convert to NCLC levels.',
        options: firstLevels,
        initial: '7',
      },
      {
        kind: 'select',
        name: 'speak',
        label: 'First language: speaking',
        help: 'IELTS General speaking: 6.0 is CLB 7, 6.5 CLB 8, 7.0 CLB 9, 7.5 CLB 10. French tests (TEF Canada, TCF Canada) convert to NCLC levels.',
        options: firstLevels,
        initial: '7',
      },
      {
        kind: 'select',
        name: 'listen',
        label: 'First language: listening',
        help: 'IELTS General listening: 6.0 is CLB 7, 7.5 CLB 8, 8.0 CLB 9, 8.5 CLB 10. French tests (TEF Canada, TCF Canada) convert to NCLC levels.',
        options: firstLevels,
        initial: '7',
      },
    ],
  },
  {
    id: 'second-language',
    legend: 'Your second official language (optional)',
    help: 'The other of English and French, on the same CLB/NCLC scale. It counts from level 5.',
    questions: [
      { kind: 'select', name: 'read2', label: 'Second language: reading', options: secondLevels, initial: 'none' },
      { kind: 'select', name: 'write2', label: 'Second language: writing', options: secondLevels, initial: 'none' },
      { kind: 'select', name: 'speak2', label: 'Second language: speaking', options: secondLevels, initial: 'none' },
      { kind: 'select', name: 'listen2', label: 'Second language: listening', options: secondLevels, initial: 'none' },
    ],
  },
  {
    id: 'work',
    legend: 'Skilled work in the last 10 years',
    help: 'Skilled work means paid, full-time work (or the same hours part-time) in a job in TEER 0, 1, 2 or 3 of Canada’s National Occupational Classification (NOC): managers, professionals, technicians and skilled trades. Work done while you were a full-time student does not count.',
    questions: [
      { kind: 'select', name: 'cdnwork', label: 'Years of skilled work in Canada', options: canadianYears, initial: '0' },
      {
        kind: 'select',
        name: 'abroad',
        label: 'Years of skilled work outside Canada',
        options: [
          { value: '0', label: 'None, or less than a year' },
          { value: '1', label: '1 or 2 years' },
          { value: '3', label: '3 years or more' },
        ],
        initial: '0',
      },
    ],
  },
  {
    id: 'more',
    legend: 'Other points',
    questions: [
      {
        kind: 'check',
        name: 'coq',
        label: 'I have a certificate of qualification in a trade from a Canadian province or territory',
        help: 'A certificate a province or territory issues after assessing your trade skills: not a college diploma.',
      },
      {
        kind: 'check',
        name: 'sibling',
        label: 'My partner or I have a brother or sister in Canada who is a citizen or permanent resident',
        help: 'Aged 18 or over and living in Canada; related by blood, marriage, common-law partnership or adoption.',
      },
      {
        kind: 'check',
        name: 'pnp',
        label: 'I have a nomination from a province or territory',
        help: 'A nomination from a province or territory through one of its Express Entry streams adds 600 points.',
      },
    ],
  },
  {
    id: 'partner',
    legend: 'Your partner’s skills (only if your partner is coming with you and is not Canadian)',
    help: 'These count only if your partner is coming with you to Canada and is not a Canadian citizen or permanent resident.',
    when: { name: 'partner', is: ['coming'] },
    questions: [
      { kind: 'select', name: 'pedu', label: 'Your partner’s highest level of education', options: education, initial: 'bachelor' },
      { kind: 'select', name: 'pread', label: 'Your partner’s first language: reading', options: firstLevels, initial: '3' },
      { kind: 'select', name: 'pwrite', label: 'Your partner’s first language: writing', options: firstLevels, initial: '3' },
      { kind: 'select', name: 'pspeak', label: 'Your partner’s first language: speaking', options: firstLevels, initial: '3' },
      { kind: 'select', name: 'plisten', label: 'Your partner’s first language: listening', options: firstLevels, initial: '3' },
      { kind: 'select', name: 'pwork', label: 'Your partner’s years of skilled work in Canada', options: canadianYears, initial: '0' },
    ],
  },
] as const satisfies readonly QuestionGroup[];

export const tool = {
  countryName: 'Canada',
  programme: 'Express Entry Comprehensive Ranking System (CRS)',
  intro:
    'Express Entry ranks candidates out of 1,200 points: age, education, English and French, work experience, your partner’s skills, and extra points such as a provincial nomination. There is no pass mark: each round invites the highest-ranked candidates, down to a score that changes from round to round. This uses the rules in force from 25 March 2025, when job offers stopped adding points.',
  notChecked: [
    'Whether you can enter the pool at all: you must qualify for one programme (Federal Skilled Worker, Canadian Experience Class or Federal Skilled Trades), each with its own minimum work experience and language levels.',
    'Proof of funds, which the Federal Skilled Worker and Federal Skilled Trades programmes need.',
    'An education assessment (ECA) for studies outside Canada, and an approved language test less than two years old.',
    'Whether your occupation or experience fits a category round (healthcare, STEM, trades, education, French and others).',
    'Any change to the points after 25 March 2025: a change on 3 November 2026 (points for job offers and work in high-wage occupations) has been reported and is being checked.',
    'Health, criminal record and the other admissibility rules. Quebec chooses its own skilled workers under a different system.',
    'A score at or above a past cut-off does not guarantee an invitation.',
  ],
  groups,
  /** Every line the scoring writes. `{language}` is one of `languages`. */
  results: {
    languages: { english: 'English', french: 'French' },
    age: 'Age',
    education: 'Level of education',
    firstLanguage: 'First official language ({language})',
    secondLanguage: 'Second official language ({language})',
    secondCapped: '{raw} for the four abilities, capped at {cap} with a partner',
    canadianWork: 'Canadian work experience',
    partnerEducation: "Partner's level of education",
    partnerLanguage: "Partner's first official language",
    partnerWork: "Partner's Canadian work experience",
    transferEducation: 'Skill transferability: education',
    transferForeign: 'Skill transferability: work experience outside Canada',
    certificate: 'Skill transferability: certificate of qualification',
    /** A transferability line that earned nothing yet could. */
    transferCounts: 'Counts from CLB {level} in every ability of your first language, or with a year of skilled work in Canada',
    transferParts: '{language} with your language + {work} with your Canadian work',
    transferPartsCapped: '{language} with your language + {work} with your Canadian work, capped at {cap}',
    certificateCut: '{raw} for the certificate, cut to {points}: skill transferability gives at most {cap} in all',
    certificateCounts: 'Counts from CLB {level} in every ability of your first language',
    nomination: 'Provincial or territorial nomination',
    french: 'French-language skills',
    canadianEducation: 'Study in Canada after high school',
    sibling: 'Brother or sister in Canada',
    additionalCapped: '{raw} points, but additional points are capped at {cap}, which the nomination already gives',
    /** The improvements' changes: "English CLB 9 in all four abilities would add 20 points". */
    change: {
      english: 'English CLB {level} in all four abilities',
      french: 'French NCLC {level} in all four abilities',
      canadianWork: { one: '{count} year of skilled work in Canada', other: '{count} years of skilled work in Canada' },
      foreignWork: { one: '{count} year of skilled work outside Canada', other: '{count} years of skilled work outside Canada' },
      nomination: 'A provincial or territorial nomination',
      partnerLanguage: 'Your partner at CLB {level} in all four abilities',
      partnerWork: {
        one: 'Your partner with {count} year of skilled work in Canada',
        other: 'Your partner with {count} years of skilled work in Canada',
      },
    },
  },
  /** The recent rounds' table: its rows are IRCC's own words and stay as the feed gives them. */
  draws: {
    caption: 'Recent Express Entry rounds of invitations',
    columns: ['Date', 'Round', 'Invitations', 'Lowest score'],
    /** `{round}`: the latest round's number; `{date}`: its day; `{readOn}`: the day IRCC's list was read. */
    note: 'The lowest score invited differs a lot from one kind of round to another: Canadian Experience Class, a category (French, healthcare, trades, education and others) or the Provincial Nominee Program, whose scores include the 600 points of a nomination. Past cut-offs do not predict the next round. This table runs to round {round} of {date}, as IRCC’s own list of rounds gave it on {readOn}: check IRCC’s page for later rounds.',
  },
} as const;
