import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { TOTP } from 'otpauth';
import { expect, type Page } from '@playwright/test';
import { E2E_SQLITE_PATH, E2E_STAFF_URL } from './staff';

/*
 * The staff inbox's first slice in a real browser, with and without JavaScript (its pages need none): an admin
 * created from the command line sets up the account from the printed link, signs out and signs in
 * again with password and authenticator code. A browser, unlike a script, decides the Origin header
 * of each form post itself, so this is where the CSRF Origin check meets real posts.
 */

const ROOT = path.join(__dirname, '..');

/** `npm run staff -- ...` against the end-to-end server's database. */
export function staffCli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'dist', 'server', 'cli', 'staff.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SQLITE_PATH: E2E_SQLITE_PATH, STAFF_URL: E2E_STAFF_URL, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/**
 * As if the person last gave their password or a code `minutes` ago in every session of theirs: the
 * sensitive actions ask again after 10. Written to the end-to-end database through the compiled
 * server's own SQLite module (the one the running Node.js needs).
 */
export function confirmedMinutesAgo(email: string, minutes: number): void {
  const script = `const SQLite = require(${JSON.stringify(path.join(ROOT, 'dist', 'server', 'platform', 'sqlite.js'))}).default;
const db = new SQLite(process.argv[1]);
db.pragma('busy_timeout = 5000');
db.prepare('update staff_session set confirmed_at = ? where account_id = (select id from staff_account where email = ?)').run(Date.now() - Number(process.argv[3]) * 60000, process.argv[2]);
db.close();`;
  execFileSync(process.execPath, ['-e', script, E2E_SQLITE_PATH, email.toLowerCase(), String(minutes)], { cwd: ROOT });
}

/** axe on the page, where the browser runs script (the pages themselves have none). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * An admin created from the command line sets up the account from its link, signs out and signs in
 * again; `check` runs on every page. Returns the recovery codes (each works once where a code is asked).
 */
export async function setUpAndSignIn(page: Page, check: (page: Page) => Promise<void>): Promise<{ codes: string[]; email: string }> {
  const expectAccessible = check;
  const email = `admin-${Date.now()}-${page.viewportSize()!.width}@sarthi.test`;
  const link = /^(http:\/\/\S+\/staff\/setup\/\S+)$/m.exec(staffCli('add', '--email', email, '--name', 'Priya Shah', '--role', 'admin'))?.[1];
  expect(link).toBeDefined();
  const password = 'correct horse battery staple 42';

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('choose a password');
  await expectAccessible(page);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const key = /Key:\s*([A-Z2-7 ]+)/.exec((await page.locator('main').textContent()) ?? '')?.[1]?.replace(/ /g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Six-digit code').fill(new TOTP({ secret: key! }).generate());
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your recovery codes' })).toBeVisible();
  await expectAccessible(page);
  const codes = await page.locator('ol.codes li').allTextContents();
  await page.getByRole('link', { name: 'I have saved them: continue' }).click();
  await expect(page.getByRole('contentinfo')).toContainText('Signed in as Priya Shah (admin)');
  await expectAccessible(page);

  // The link worked once.
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await page.goto(link!);
  await expect(page.getByRole('main')).not.toContainText('choose a password');

  await page.goto('/staff/');
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAccessible(page);
  // The next step's code: the one used during set-up is spent (each code works once).
  await page.getByLabel('Code from your authenticator app').fill(new TOTP({ secret: key! }).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('contentinfo')).toContainText('Signed in as Priya Shah (admin)');
  return { codes, email };
}
