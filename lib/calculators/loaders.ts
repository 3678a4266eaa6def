/**
 * Each calculator's own module, loaded on its own and in the page's language: the page's script fetches the
 * one tool it shows and, on a Gujarati or Hindi page, that tool's translation and the shared words' (never
 * the other tools, nor the other language). lib/calculators/index.ts imports them all, for the build and the
 * server. Tests keep the two lists the same, and show that what a loader builds (lib/calculators/in-language.ts)
 * is what the build renders.
 */
import type { Locale, TranslatedLocale } from '@/lib/i18n/locales';
import type { Build } from './in-language';
import type { Calculator } from './types';

/** A translation module; its text is checked against the English by `localize` as it is read (the type checker holds it complete). */
type Translated<K extends string> = { translation: { text: Record<K, unknown> } };
type Loaders<K extends string> = Record<TranslatedLocale, () => Promise<Translated<K>>>;

const wordsIn: Loaders<'words'> = {
  gu: () => import('@/content/calculators/words.gu'),
  hi: () => import('@/content/calculators/words.hi'),
};

/**
 * A loader for one calculator: its module and the builder (lib/calculators/in-language.ts), and in a
 * translated language its text and the shared words'. Only these few lines wake with the page.
 */
function loader<T>(module: string, calculator: () => Promise<{ build: Build<T>; english: T }>, translations: Loaders<'tool'>) {
  return async (locale: Locale): Promise<Calculator> => {
    const translated =
      locale === 'en'
        ? undefined
        : Promise.all([translations[locale](), wordsIn[locale]()]).then(([tool, words]) => ({ tool: tool.translation.text.tool, words: words.translation.text.words }));
    const [{ buildIn }, { build, english }, text] = await Promise.all([import('./in-language'), calculator(), translated]);
    return buildIn(locale, { module, build, english, translated: text });
  };
}

export const calculatorLoaders: Record<string, (locale: Locale) => Promise<Calculator>> = {
  'canada-express-entry': loader(
    'canada',
    async () => {
      const [m, t] = await Promise.all([import('./canada'), import('@/content/calculators/canada')]);
      return { build: m.canadaIn, english: t.tool };
    },
    { gu: () => import('@/content/calculators/canada.gu'), hi: () => import('@/content/calculators/canada.hi') },
  ),
  'australia-skilled-points': loader(
    'australia',
    async () => {
      const [m, t] = await Promise.all([import('./australia'), import('@/content/calculators/australia')]);
      return { build: m.australiaIn, english: t.tool };
    },
    { gu: () => import('@/content/calculators/australia.gu'), hi: () => import('@/content/calculators/australia.hi') },
  ),
  'new-zealand-skilled-migrant': loader(
    'new-zealand',
    async () => {
      const [m, t] = await Promise.all([import('./new-zealand'), import('@/content/calculators/new-zealand')]);
      return { build: m.newZealandIn, english: t.tool };
    },
    { gu: () => import('@/content/calculators/new-zealand.gu'), hi: () => import('@/content/calculators/new-zealand.hi') },
  ),
  'uk-skilled-worker': loader(
    'uk',
    async () => {
      const [m, t] = await Promise.all([import('./uk'), import('@/content/calculators/uk')]);
      return { build: m.ukIn, english: t.tool };
    },
    { gu: () => import('@/content/calculators/uk.gu'), hi: () => import('@/content/calculators/uk.hi') },
  ),
};
