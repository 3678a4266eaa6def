/**
 * Every points calculator, in the order the tools page lists them: the pages, the sitemap, the intake
 * server's result route and the staff inbox's review notice all read this one list.
 */
import { australia } from './australia';
import { canada } from './canada';
import { newZealand } from './new-zealand';
import { uk } from './uk';
import type { Calculator } from './types';

export const calculators: readonly Calculator[] = [canada, australia, newZealand, uk];

export function getCalculator(slug: string): Calculator | undefined {
  return calculators.find((calculator) => calculator.slug === slug);
}

export const TOOLS_PATH = '/tools/';

export function toolPath(calculator: Pick<Calculator, 'slug'>): string {
  return `${TOOLS_PATH}${calculator.slug}/`;
}
