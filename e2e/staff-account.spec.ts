import { TOTP } from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, setUpAndSignIn } from './staff-flow';

/*
 * The account page (/staff/account) in a real browser at 375 and 1280 px: reached from the header,
 * new recovery codes, the authenticator moved to a new phone, the password changed; every page passes
 * axe and nothing scrolls sideways.
 */

const PASSWORD = 'correct horse battery staple 42';
const NEW_PASSWORD = 'purple elephants dance at noon 77';

async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('a person changes their account from its page: new recovery codes, a new phone, a new password; every page passes axe and fits the screen', { tag: '@phone-and-desk' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await setUpAndSignIn(page, async () => {});
  const width = page.viewportSize()!.width;

  const link = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Your account' });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  for (const name of ['Password', 'Your sessions', 'Recovery codes', 'Authenticator app', 'Keys for scripts']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('row', { name: /This session/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your keys for scripts' })).toHaveAttribute('href', '/staff/account/keys');
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });

  // A mistake comes back beside its field, with a summary that links to it.
  await page.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter your password, or a code below');
  await expect(page.getByLabel('Your password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: testInfo.outputPath(`account-error-${width}.png`), fullPage: true });

  await page.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your new recovery codes' })).toBeVisible();
  const codes = (await page.locator('ol.codes li').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'I have saved them: back to your account' }).click();
  await expect(page.getByRole('status')).toContainText('New recovery codes made');

  // The old phone is "lost": a recovery code opens the move.
  await page.getByLabel('Code from your current app, or a recovery code', { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Continue to the new phone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up the new phone' })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: testInfo.outputPath(`account-phone-${width}.png`), fullPage: true });
  const key = /Key:\s*([A-Z2-7 ]+)/.exec((await page.locator('main').textContent()) ?? '')?.[1]?.replace(/ /g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const newPhone = new TOTP({ secret: key! });
  await page.getByLabel('Six-digit code from the new app').fill(newPhone.generate());
  await page.getByRole('button', { name: 'Use the new phone' }).click();
  await expect(page.getByRole('status')).toContainText('Your authenticator is now the new phone');

  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Code from your app, or a recovery code', { exact: true }).fill(newPhone.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('The same new password again', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status')).toContainText('Password changed.');
  await expect(page.getByText('You are signed in here only.')).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
});
