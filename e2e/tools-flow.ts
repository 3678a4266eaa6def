import type { Locator, Page } from '@playwright/test';
import { ADVISOR_FORMS } from '../lib/calculators/advisor';
import { getCalculator } from '../lib/calculators/index';
import { expect } from './fixtures';

/** One research profile per calculator, answered through the form, and its hand-computed score. */
export type ToolCase = { slug: string; name: string; answers: Record<string, string | boolean>; total: string; outcome: RegExp };

export const toolCases: ToolCase[] = [
  {
    // CA-1: single, 29, bachelor's, CLB 9 in every ability, 3 years abroad: 354 core + 75 transferability.
    slug: 'canada-express-entry',
    name: 'Canada CRS',
    answers: { partner: 'single', age: '29', edu: 'bachelor', read: '9', write: '9', speak: '9', listen: '9', abroad: '3' },
    total: '429',
    outcome: /Estimated score: 429 points\./,
  },
  {
    // AU-1: 189, 30, proficient English, 5 years overseas, bachelor's, single: 30 + 10 + 10 + 15 + 10.
    slug: 'australia-skilled-points',
    name: 'Australia points test',
    answers: { visa: '189', age: '30', english: 'proficient', overseas: '5', qualification: 'bachelor', partner: 'single' },
    total: '75',
    outcome: /75 points, meets the pass mark of 65/,
  },
  {
    // NZ-2: master's (5) + 12 months of New Zealand work in the last 2 years (1).
    slug: 'new-zealand-skilled-migrant',
    name: 'New Zealand Skilled Migrant',
    answers: { offer: 'yes', qual: 'masters', work: '12in24', age: '35' },
    total: '6',
    outcome: /6 points, meets the pass mark of 6/,
  },
  {
    // UK-1: sponsor 20 + degree-level job 20 + B2 English 10 + £45,000 against max(£41,700, £40,000) 20.
    slug: 'uk-skilled-worker',
    name: 'UK Skilled Worker',
    answers: { offer: 'sponsor', level: 'degree', salary: '45000', hours: '37.5', rate: '40000', english: 'b2' },
    total: '70',
    outcome: /70 points, meets the pass mark of 70/,
  },
];

export const toolForm = (page: Page): Locator => page.locator('form[data-tool]');

/** Answers a calculator's questions as a visitor would: the option picked, the box ticked, the number typed. */
export async function answer(form: Locator, answers: ToolCase['answers']) {
  for (const [name, value] of Object.entries(answers)) {
    const controls = form.locator(`[name="${name}"]`);
    const kind = await controls.first().evaluate((el) => (el instanceof HTMLSelectElement ? 'select' : (el as HTMLInputElement).type));
    if (kind === 'select') await controls.selectOption(String(value));
    else if (kind === 'radio') await form.locator(`[name="${name}"][value="${String(value)}"]`).check();
    else if (kind === 'checkbox') await controls.setChecked(value === true);
    else await controls.fill(String(value));
  }
}

/** What the advisor form's free-text field holds: the summary of this result. */
export function summaryBox(page: Page, slug: string): Locator {
  const calculator = getCalculator(slug);
  if (!calculator) throw new Error(`no calculator ${slug}`);
  return page.locator(`#advisor textarea[name="${ADVISOR_FORMS[calculator.advisor].summary}"]`);
}

/** The result as a visitor sees it: the total, the breakdown table, what would raise it, the caveats and the hand-off. */
export async function expectResult(page: Page, tool: ToolCase) {
  const result = page.locator('#calc-result');
  await expect(result.locator('.calc-figure')).toHaveText(tool.total);
  await expect(result.getByRole('table', { name: 'Your points, factor by factor' })).toBeVisible();
  await expect(result.getByRole('row', { name: new RegExp(`^Total\\b.* ${tool.total} [\\d,]+$`) })).toBeVisible();
  await expect(result.getByText('This is an estimate, not advice.')).toBeVisible();
  await expect(result.getByText(/No one can guarantee a visa/)).toBeVisible();
  const share = result.getByRole('link', { name: /Share on WhatsApp/ });
  await expect(share).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${tool.total}%20points.*${encodeURIComponent(`/tools/${tool.slug}/?`)}`));
  await expect(result.getByRole('link', { name: 'Ask an advisor about this result' })).toHaveAttribute('href', '#advisor');
  // No page scrolls sideways, at any width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
