import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { setUpAndSignIn } from './staff-flow';

/*
 * The reports page in a real browser (with JavaScript or without: it has none): signed in, an enquiry
 * of this run stored, Reports is opened from the navigation; it passes `check` (axe, or nothing), does
 * not scroll sideways at its width, and a figure's link opens the inbox's list filtered to the
 * enquiries behind it, this run's among them. The period form is a plain GET.
 */

export async function reportsVisit(page: Page, check: (page: Page) => Promise<void>) {
  await setUpAndSignIn(page, check);
  const run = `${page.viewportSize()!.width}x${Date.now().toString(36)}`;
  const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'enquiry', 'fixtures', 'contact.json'), 'utf8')) as Record<string, unknown>;
  const posted = await page.request.post('/api/contact_us/', { data: { ...fixture, name: `Report Reader ${run}`, email: `reports.${run}@example.com` } });
  expect(posted.status()).toBe(201);
  const { reference } = (await posted.json()) as { reference: string };

  await page.goto('/staff/');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/staff\/reports$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  await check(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // Each chart is an image with a name; its numbers are in a table named by the title above it.
  await expect(page.getByRole('img', { name: 'Enquiries per week by source channel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Genuine enquiries per week, by source channel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download this table as CSV' }).first()).toHaveAttribute('href', /^\/staff\/reports\/[a-z-]+\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);

  // A preset period is a link; the form is a GET.
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/staff\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const to = await page.getByLabel('To', { exact: true }).inputValue();
  await page.getByLabel('From', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/reports\\?from=${to}&to=${to}$`));

  // The day's genuine enquiries, from the figure at the top, in the inbox's list.
  await page.getByRole('link', { name: /genuine enquiries/ }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/\\?from=${to}&to=${to}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
}
