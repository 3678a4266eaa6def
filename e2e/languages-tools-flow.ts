import type { APIRequestContext, Page } from '@playwright/test';
import { text } from '../content/text';
import { parseValues } from '../lib/calculators/form';
import { getCalculator } from '../lib/calculators/index';
import type { Calculator } from '../lib/calculators/types';
import { LOCALE_INFO, localePath, type TranslatedLocale } from '../lib/i18n/locales';
import { expect } from './fixtures';
import { e2eApiKey, type StoredEnquiry } from './staff';
import { toolCases, type ToolCase } from './tools-flow';

/*
 * The points calculators in Gujarati and Hindi (issue 41), shared by e2e/languages-tools.spec.ts (with script)
 * and its .nojs twin: the same answers score the same in every language, in the language's words.
 */

export const SCRIPTS: Record<TranslatedLocale, RegExp> = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ };

export function toolIn(slug: string, locale: TranslatedLocale): { tool: ToolCase; calculator: Calculator; words: Calculator['words']; path: string } {
  const tool = toolCases.find((c) => c.slug === slug);
  const calculator = getCalculator(slug, locale);
  if (!tool || !calculator) throw new Error(`no calculator ${slug}`);
  return { tool, calculator, words: calculator.words, path: localePath(locale, `/tools/${slug}/`) };
}

/** The result as the language shows it: the same total, its own table caption, factor labels and caveats. */
export async function expectResultIn(page: Page, slug: string, locale: TranslatedLocale) {
  const { tool, calculator, words } = toolIn(slug, locale);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
  const result = page.locator('#calc-result');
  await expect(result.locator('.calc-figure')).toHaveText(tool.total);
  const table = result.getByRole('table', { name: words.result.breakdownCaption });
  await expect(table).toBeVisible();
  const labels = await table.locator('tbody th').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  const englishCalculator = getCalculator(slug)!;
  const parsed = parseValues(englishCalculator.groups, new URLSearchParams(Object.entries(tool.answers).map(([k, v]) => [k, v === true ? '1' : String(v)])));
  if (!parsed.ok) throw new Error(`the ${slug} case does not parse`);
  const english = englishCalculator.score(parsed.values);
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label, 'each factor is named in the language').toMatch(SCRIPTS[locale]);
    expect(english.breakdown.map((line) => line.label), 'no factor keeps its English name').not.toContain(label);
  }
  await expect(result.getByText(words.result.estimate)).toBeVisible();
  await expect(result.getByRole('link', { name: words.result.advisor })).toHaveAttribute('href', '#advisor');
  const share = result.getByRole('link', { name: new RegExp(words.result.share) });
  await expect(share).toHaveAttribute('href', new RegExp(`${encodeURIComponent(`/${locale}/tools/${slug}/?`)}`));
  expect(calculator.locale).toBe(locale);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The migration enquiries stored in a language, as the staff API lists them. */
export async function storedMigrationIn(request: APIRequestContext, language: string, email: string): Promise<StoredEnquiry[]> {
  const response = await request.get(`/api/staff/enquiries?kind=migration&language=${language}&limit=200`, { headers: { authorization: `Token ${e2eApiKey()}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: StoredEnquiry[] };
  return items.filter((item) => item.payload.email === email);
}

/** The form words of a language (the advisor form's submit button). */
export const formWordsIn = (locale: TranslatedLocale) => text.formWords(locale).formWords;

/** The message the language gives beside a question for this answer (lib/calculators/form.ts). */
export function errorFor(slug: string, locale: TranslatedLocale, name: string, value: string): string {
  const calculator = getCalculator(slug, locale)!;
  const parsed = parseValues(calculator.groups, new URLSearchParams({ [name]: value }), calculator);
  if (parsed.ok || !parsed.errors[name]) throw new Error(`${name}=${value} is not refused`);
  return parsed.errors[name];
}
