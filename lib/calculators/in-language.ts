/**
 * A calculator built in the page's language from the modules its loader brought (lib/calculators/loaders.ts):
 * the translation localized against the English as content/text.ts does it, so the browser's calculator
 * says what the pre-rendered page says. Loaded with the calculator, not with the page.
 */
import { CALCULATOR_FIXED } from '@/content/fixed-keys';
import { words as englishWords } from '@/content/calculators/words';
import type { Locale } from '@/lib/i18n/locales';
import { fixedWith, localize } from '@/lib/i18n/translation';
import type { Calculator, CalculatorWords } from './types';

const FIXED = fixedWith(...CALCULATOR_FIXED);

export type Build<T> = (locale: Locale, text: T, words: CalculatorWords) => Calculator;

/** What a loader brought: the calculator's builder and English text, and in a translated language both translations. */
export type Loaded<T> = {
  module: string;
  build: Build<T>;
  english: T;
  translated?: { tool: unknown; words: unknown };
};

export function buildIn<T>(locale: Locale, { module, build, english, translated }: Loaded<T>): Calculator {
  if (locale === 'en' || !translated) return build('en', english, englishWords);
  const text = localize(english, translated.tool, `content/calculators/${module}.${locale}`, FIXED);
  return build(locale, text, localize(englishWords, translated.words, `content/calculators/words.${locale}`));
}
