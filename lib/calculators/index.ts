/**
 * Every points calculator, in the order the tools page lists them: the pages, the sitemap, the intake
 * server's result route and the staff inbox's review notice all read this one list. `calculators` is the
 * English; `calculatorsIn(locale)` builds each language's from its content modules (content/text.ts checks
 * them complete), once per language.
 */
import { text } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { australia, australiaIn } from './australia';
import { canada, canadaIn } from './canada';
import { newZealand, newZealandIn } from './new-zealand';
import { uk, ukIn } from './uk';
import type { Calculator } from './types';

export const calculators: readonly Calculator[] = [canada, australia, newZealand, uk];

const builds = new Map<Locale, readonly Calculator[]>([['en', calculators]]);

export function calculatorsIn(locale: Locale): readonly Calculator[] {
  let list = builds.get(locale);
  if (!list) {
    const words = text.calculatorWords(locale).words;
    list = [
      canadaIn(locale, text.canadaTool(locale).tool, words),
      australiaIn(locale, text.australiaTool(locale).tool, words),
      newZealandIn(locale, text.newZealandTool(locale).tool, words),
      ukIn(locale, text.ukTool(locale).tool, words),
    ];
    builds.set(locale, list);
  }
  return list;
}

export function getCalculator(slug: string, locale: Locale = 'en'): Calculator | undefined {
  return calculatorsIn(locale).find((calculator) => calculator.slug === slug);
}

export const TOOLS_PATH = '/tools/';

export function toolPath(calculator: Pick<Calculator, 'slug'>): string {
  return `${TOOLS_PATH}${calculator.slug}/`;
}
