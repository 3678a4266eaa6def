/**
 * The New Zealand calculator's text (lib/calculators/new-zealand.ts scores with it): its questions, its
 * result lines and what it does not check. The rules' sources, the tables' numbers and the wire values
 * (question names, option values, initial answers) are the lib module's; `{name}` placeholders are filled
 * there (lib/i18n/format.ts), so each language orders its own sentence. Figures written out here (NZ$50.34,
 * 55) are the tables' own, and lib/calculators/new-zealand.test.ts holds them equal.
 */
import type { QuestionGroup } from '@/lib/calculators/types';

export const tool = {
  countryName: 'New Zealand',
  programme: 'Skilled Migrant Category (six-point system)',
  intro:
    'New Zealand’s Skilled Migrant Category needs 6 points: from one skill category (an occupational registration, a qualification, or the pay of your New Zealand job, whichever gives most) plus up to 3 for skilled work in New Zealand. You also need a job or job offer from an accredited employer, and must be 55 or under.',

  /** The page's questions: what a visitor can answer without documents at hand. */
  groups: [
    {
      id: 'job',
      legend: 'Your job in New Zealand',
      questions: [
        {
          kind: 'radio',
          name: 'offer',
          label: 'Do you have a job, or a job offer, in New Zealand from an accredited employer?',
          help: 'An accredited employer is a business Immigration New Zealand has approved to hire migrants. Without such a job you cannot apply for this visa, whatever your points. If you are not sure, we score you as if you have one: ask the employer.',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'unsure', label: 'Not sure' },
            { value: 'no', label: 'No' },
          ],
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
          options: [
            { value: 'none', label: 'None of these' },
            { value: 'bachelor', label: 'A bachelor’s degree (level 7) or a postgraduate certificate' },
            { value: 'honours', label: 'A bachelor’s with honours or a postgraduate diploma (level 8)' },
            { value: 'masters', label: 'A master’s degree (level 9)' },
            { value: 'doctorate', label: 'A doctorate (level 10)' },
          ],
          initial: 'bachelor',
        },
        {
          kind: 'select',
          name: 'reg',
          label: 'Do you hold a New Zealand occupational registration?',
          help: 'Some jobs need a registration to work in New Zealand, for example doctors, nurses, teachers, engineers, lawyers and electricians. INZ lists the registrations that give points, scored by the years of training, study or experience they need: check yours there.',
          options: [
            { value: 'none', label: 'None, or not one on INZ’s list' },
            { value: '2-3', label: 'Yes, one that needs 2 or 3 years of training or experience' },
            { value: '4', label: 'Yes, one that needs 4 years' },
            { value: '5', label: 'Yes, one that needs 5 years' },
            { value: '6-plus', label: 'Yes, one that needs 6 years or more' },
          ],
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
          options: [
            { value: 'none', label: 'Less than 12 months in the last 2 years, or none' },
            { value: '12in24', label: 'At least 12 months in the last 2 years' },
            { value: '24in48', label: 'At least 24 months in the last 4 years' },
            { value: '36in60', label: 'At least 36 months in the last 5 years' },
          ],
          initial: 'none',
        },
        {
          kind: 'select',
          name: 'wpay',
          label: 'How was that New Zealand work paid, per hour?',
          help: 'Counts only if you claim points for your pay: then your New Zealand work counts only if it was paid at least the same multiple of the median wage as your job now.',
          options: [
            { value: 'no', label: 'Less than 1.5 times the median wage of the time, or I don’t know' },
            { value: '1.5x', label: 'At least 1.5 times the median wage of the time (now NZ$50.34 an hour)' },
            { value: '2x', label: 'At least 2 times the median wage of the time (now NZ$67.12 an hour)' },
            { value: '3x', label: 'At least 3 times the median wage of the time (now NZ$100.68 an hour)' },
          ],
          initial: 'no',
        },
      ],
    },
    {
      id: 'about',
      legend: 'About you',
      questions: [
        { kind: 'number', name: 'age', label: 'Your age', help: 'You must be 55 or under when you apply.', min: 18, max: 99, initial: 30, unit: 'years' },
      ],
    },
  ] as const satisfies readonly QuestionGroup[],

  /** Every line the scoring writes. The option labels above double as the work line's detail and a qualification's change. */
  results: {
    skillLabel: 'Skill category (registration, qualification or pay: one of them)',
    workLabel: 'Skilled work in New Zealand',
    /** The points of each category, in the skill line's detail. */
    categories: 'qualification {qualification}, pay {pay}, registration {registration}',
    noCategory: 'No category scores yet ({categories}).',
    /** The category that counts, one sentence for each. */
    counts: {
      qualification: 'Your qualification counts ({categories}); categories are not added together.',
      pay: 'Your pay counts ({categories}); categories are not added together.',
      registration: 'Your registration counts ({categories}); categories are not added together.',
    },
    withWork: 'With your New Zealand work it gives the most.',
    levelOnly: 'If it is from outside New Zealand and NZQA’s assessment recognises only its level, not this kind of qualification, it scores {levelOnly} (SR3.25.5).',
    levelOnlyBachelor:
      'If it is from outside New Zealand and NZQA’s assessment recognises only its level, not this kind of qualification, it scores {levelOnly} (SR3.25.5) at level 7; a level 8 postgraduate certificate keeps 3.',
    belowMedian: 'Pay below the median wage ({wage} an hour) usually means the job does not count as skilled employment.',
    /** `{work}` is the work question's answer (its option label). */
    workNotPaid:
      '{work}, but not counted with points for pay: that work must itself have been paid at least {multiple} times the median wage of its time (now {pay} an hour) (SR3.35).',
    workAfterRegistration: '{work}. With points for a registration it counts only if you did it after you gained the registration (SR3.35).',
    noOffer: 'You need a job or job offer in New Zealand from an accredited employer: without one you cannot apply, whatever your points.',
    tooOld: 'You must be {age} or under when you apply.',
    unsureOffer: 'Your job or job offer must be with an employer accredited by Immigration New Zealand: ask the employer, or check INZ’s list.',
    /** Improvements' changes (a qualification's is its option label). */
    moreWork: '{months} months of skilled work in New Zealand in the last {years} years',
    morePay: 'Pay of {pay} an hour or more ({multiple} times the median wage)',
    /** An improvement that reaches the pass mark (one that does not is words.result.wouldAdd). */
    wouldReach: {
      one: '{change} would add {count} point and reach the {mark} points needed',
      other: '{change} would add {count} points and reach the {mark} points needed',
    },
  },

  /** `{wage}` is the median wage, `{lowest}` 1.5 times it (NZ$ an hour). */
  notChecked: [
    'Your employer must be accredited, and the job must be skilled employment: full-time (30 hours a week or more), permanent or for at least 12 months, with duties that match its ANZSCO occupation, and paid at least the median wage ({wage} an hour), or 1.5 times it ({lowest}) for jobs at ANZSCO skill level 4 or 5.',
    'A qualification from outside New Zealand usually needs an NZQA assessment; if it recognises only the qualification’s level and does not match it to a New Zealand qualification type, it scores one point less, and a level 7 bachelor’s degree none (SR3.25.5).',
    'A registration counts only once you hold it, and with points for a registration your New Zealand work counts only if you did it after you gained the registration (SR3.35).',
    'English (for example IELTS 6.5 overall), health and character.',
    'You must submit an Expression of Interest and be invited to apply.',
    'Changes announced for August 2026 (less New Zealand work needed, more credit for New Zealand university study, and two new pathways for skilled and trades workers) are not in this estimate.',
  ],
} as const;
