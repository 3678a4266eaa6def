import type { PageSeo } from './pages';

/** The tools section: its index page and each calculator's search metadata (the rules live in lib/calculators). */
export const toolsIndexSeo = {
  title: 'Check Your Chances: Points Calculators for Canada, Australia, New Zealand and the UK',
  description:
    'Free points calculators for Canada Express Entry (CRS), Australia 189/190/491, New Zealand Skilled Migrant and the UK Skilled Worker visa. No contact details needed; every rule sourced and dated.',
  keywords: ['CRS calculator', 'Australia PR points calculator', 'New Zealand skilled migrant points', 'UK skilled worker points', 'visa points calculator India'],
  path: '/tools/',
} as const satisfies PageSeo;

export type ToolCopy = Omit<PageSeo, 'path'> & {
  /** The h1 and the card title on the tools page. */
  heading: string;
  /** One line on the tools page's card. */
  card: string;
};

export const toolCopy: Record<string, ToolCopy> = {
  'canada-express-entry': {
    heading: 'Canada Express Entry: CRS score calculator',
    card: 'Your Comprehensive Ranking System score, factor by factor, beside the cut-offs of recent draws.',
    title: 'Canada CRS Calculator (Express Entry)',
    description:
      'Estimate your Express Entry CRS score: core, spouse, skill transferability and additional points, with a breakdown, what would raise it and recent draw cut-offs. No sign-up.',
    keywords: ['CRS calculator', 'Express Entry points', 'Canada PR points India', 'CLB points'],
  },
  'australia-skilled-points': {
    heading: 'Australia skilled visa points calculator (189, 190, 491)',
    card: 'The points test for the 189, 190 and 491 visas, with the nomination points of each.',
    title: 'Australia PR Points Calculator (189, 190, 491)',
    description:
      'Estimate your points for the Australian skilled visas 189, 190 and 491: age, English, employment, qualifications, partner and nomination. A breakdown and what would raise it; no sign-up.',
    keywords: ['Australia PR points calculator', '189 points', '190 points', '491 points', 'skilled visa Australia India'],
  },
  'new-zealand-skilled-migrant': {
    heading: 'New Zealand Skilled Migrant points calculator',
    card: 'The six-point test of the Skilled Migrant Category: one skill category plus New Zealand work.',
    title: 'New Zealand Skilled Migrant Points Calculator',
    description:
      'Check the six points of New Zealand’s Skilled Migrant Category: registration, qualification or income, plus New Zealand work experience. A breakdown and what would raise it; no sign-up.',
    keywords: ['New Zealand skilled migrant points', 'SMC six points', 'NZ residence points India'],
  },
  'uk-skilled-worker': {
    heading: 'UK Skilled Worker visa points calculator',
    card: 'The 70 points of the Skilled Worker visa: the 50 you must have and the salary that earns the other 20.',
    title: 'UK Skilled Worker Visa Points Calculator',
    description:
      'Check the 70 points of the UK Skilled Worker visa: sponsor, skill level, English and salary against the threshold and going rate. A breakdown and the salary gap; no sign-up.',
    keywords: ['UK skilled worker points', 'UK work visa salary threshold', 'going rate calculator', 'UK visa India'],
  },
};

/** The service pages that carry the calculators' band (the issue: migration and work abroad). */
export const toolServiceIds: readonly string[] = ['migration-services', 'work-abroad'];

/** The band on the home page and those service pages. */
export const toolsBand = {
  eyebrow: 'Check your chances',
  title: 'Do you have the points? Check before you call',
  intro: 'Free points calculators for Canada, Australia, New Zealand and the UK: no sign-up, every rule sourced and dated, and a result you can send to an advisor in one tap.',
} as const;

/** The tools page (/tools/): its hero and the line above the cards. */
export const toolsIndexPage = {
  eyebrow: 'Check your chances',
  title: 'Points calculators',
  lead: 'Four governments score skilled migrants by points. Check yours before you call: free, with no sign-up, every rule sourced and dated, and the result yours to keep or to send to an advisor.',
  intro: 'An estimate is not advice, and no one can guarantee a visa. Each calculator says which rules it does not check.',
} as const;
