import { expect, test, type Page } from '@playwright/test';
import { confirmedMinutesAgo, expectAccessible, setUpAndSignIn, staffCli } from './staff-flow';

/*
 * Asked again in a real browser at 375 and 1280 px: more than 10 minutes after the password or a code
 * was last given, disabling an account asks for it on its own form, and the CSV export on a page of
 * its own that then starts the download. Every page passes axe and nothing scrolls sideways.
 */

const PASSWORD = 'correct horse battery staple 42';

async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('disabling an account and the CSV export ask for the password again after 10 minutes', { tag: '@phone-and-desk' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { email } = await setUpAndSignIn(page, async () => {});
  const width = page.viewportSize()!.width;
  // A name of this run's own: the end-to-end database outlives a run on the same machine.
  const stamp = Date.now();
  const name = `Leaver ${width} ${stamp}`;
  staffCli('add', '--email', `leaver-${stamp}-${width}@sarthi.test`, '--name', name, '--role', 'staff');

  // Within 10 minutes of signing in, the disable form asks nothing more.
  await page.goto('/staff/people');
  await page.getByRole('link', { name }).click();
  await page.getByRole('link', { name: `Disable ${name}` }).click();
  await expect(page.getByLabel('Your password, or the 6-digit code from your authenticator app')).toHaveCount(0);

  confirmedMinutesAgo(email, 11);
  await page.reload();
  const answer = page.getByLabel('Your password, or the 6-digit code from your authenticator app');
  await expect(answer).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await answer.fill('not my password at all');
  await page.getByRole('button', { name: `Disable ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByText('That is not your password, nor the code your app shows now.')).toBeVisible();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: testInfo.outputPath(`confirm-wrong-${width}.png`), fullPage: true });
  await answer.fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('Account disabled.');

  // The export is a link: the page that asks, then the download itself.
  confirmedMinutesAgo(email, 11);
  await page.goto('/staff/');
  await page.getByRole('link', { name: 'Download these as CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toContainText('Confirm it is you');
  await expect(page.getByText('To download enquiries as CSV, enter your password or a code')).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: testInfo.outputPath(`confirm-export-${width}.png`), fullPage: true });
  await answer.fill(PASSWORD);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Confirm' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-all-\d{4}-\d{2}-\d{2}\.csv$/);
});
