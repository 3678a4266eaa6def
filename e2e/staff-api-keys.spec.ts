import { expect, test } from '@playwright/test';
import { expectAccessible, setUpAndSignIn } from './staff-flow';

// Issue 28, finding 2, in a real browser: the account page's API keys. The page fixture is not used: it waits for the public site's hydration.
test('a person makes an API key on their account page, sees it once, a script uses it, and Revoke ends it; every page passes axe @phone-and-desk', async ({ page, request }) => {
  const { codes } = await setUpAndSignIn(page, async () => {});
  await page.goto('/staff/account/keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name', { exact: true }).fill('weekly export');
  await page.getByLabel('Read only').check();
  await page.getByLabel('Works for').selectOption('30');
  // The app's code of this step was spent signing in: a recovery code does as well here.
  await page.getByLabel('Code from your authenticator app').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Make the key' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your new API key “weekly export”');
  await expectAccessible(page);
  const key = ((await page.locator('#key').textContent()) ?? '').trim();
  expect(key).toMatch(/^sgk_[\w-]{43}$/);
  // Nothing wider than the screen, the key included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  const authorization = { authorization: `Token ${key}` };
  expect((await request.get('/api/staff/enquiries?limit=1', { headers: authorization })).status()).toBe(200);

  await page.getByRole('link', { name: 'Back to your API keys' }).click();
  await expect(page.getByRole('main')).toContainText('weekly export');
  await expect(page.getByRole('main')).not.toContainText(key);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Revoke weekly export' }).click();
  await expect(page.getByRole('status')).toContainText('Key revoked');
  expect((await request.get('/api/staff/enquiries?limit=1', { headers: authorization })).status()).toBe(401);
});
