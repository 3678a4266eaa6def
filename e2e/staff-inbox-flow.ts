import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOTP } from 'otpauth';
import { expect, type Browser, type Page } from '@playwright/test';
import { nativeFieldsOf } from '../lib/enquiry/native';
import { sampleValues } from '../lib/enquiry/sample-values';
import { setUpAndSignIn } from './staff-flow';
import { E2E_MAIL_DIR, E2E_STAFF_URL } from './staff';

/*
 * A day in the inbox, as an admin created from the command line lives it, in a real browser (with
 * JavaScript or without: the pages have none, so both runs post real forms): find an enquiry by its
 * reference, take it, mark it contacted, add a note; release a spam enquiry; invite a colleague who
 * signs in; answer an erasure request. `check` (axe, or nothing) runs on every page.
 */

const PASSWORD = 'correct horse battery staple 42';

/** A unique marker per run and width, so parallel projects never find each other's enquiries. */
const marker = (page: Page) => `${page.viewportSize()!.width}x${Date.now().toString(36)}`;

async function postJson(page: Page, name: string, email: string): Promise<{ id: string; reference: string }> {
  const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'enquiry', 'fixtures', 'contact.json'), 'utf8')) as Record<string, unknown>;
  const response = await page.request.post('/api/contact_us/', { data: { ...fixture, name, email } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

/** A native post whose honeypot is filled, as browser autofill sometimes does: stored as spam, its mail held. */
async function postSpam(page: Page, name: string): Promise<void> {
  const { fields } = nativeFieldsOf('contact', { ...sampleValues.contact, fullName: name, website: 'https://autofill.example' });
  const response = await page.request.post('/api/contact_us/', { form: Object.fromEntries(fields), headers: { origin: E2E_STAFF_URL }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

/** The invitation's set-up link, from the .eml the outbox wrote for `email` (no SMTP server in this run). */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const file of readdirSync(E2E_MAIL_DIR).filter((name) => name.includes('-invite-') && name.endsWith('.eml'))) {
        const text = readFileSync(join(E2E_MAIL_DIR, file), 'utf8');
        if (text.includes(`To: ${email}`)) link = /^(http:\/\/\S+\/staff\/setup\/[\w-]{43})$/m.exec(text.replace(/=\r?\n/g, ''))?.[1];
      }
      return link;
    })
    .toBeDefined();
  return link!;
}

export async function inboxDay(page: Page, browser: Browser, check: (page: Page) => Promise<void>, javaScriptEnabled: boolean) {
  await setUpAndSignIn(page, check);
  const run = marker(page);

  // Find an enquiry by its reference.
  const asha = await postJson(page, `Asha Patel ${run}`, `asha.${run}@example.com`);
  await page.goto('/staff/');
  await check(page);
  await page.getByLabel('Search by name, email, phone or reference').fill(asha.reference);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1 enquiry', { exact: true })).toBeVisible();
  // Nothing scrolls sideways, at 375 px as at 1280: the table is a card a row on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('link', { name: asha.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Asha Patel ${run}`);
  await check(page);
  await expect(page.getByRole('link', { name: `Email asha.${run}@example.com` })).toHaveAttribute('href', `mailto:asha.${run}@example.com?subject=Re%3A%20${asha.reference}`);

  // Take it, mark it contacted, add a note.
  await page.getByRole('button', { name: 'Take it' }).click();
  await expect(page.getByRole('status')).toHaveText('It is yours now.');
  await page.getByLabel('Status').selectOption({ label: 'Contacted' });
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status')).toHaveText('Status saved.');
  await expect(page.locator('.enquiry-facts')).toContainText('Contacted');
  await page.getByLabel('Add a note').fill('Called at 11:00; wants a consultation next week.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.locator('.notes')).toContainText('Called at 11:00; wants a consultation next week.');
  await expect(page.locator('.timeline')).toContainText('Priya Shah: Status New → Contacted');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await check(page);

  // Release a spam enquiry: it is in the spam list, and "Not spam" sends its held mail.
  await postSpam(page, `Held Person ${run}`);
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  // Canada's calculator was due for review on 3 November 2026 (lib/calculators/canada.ts): the inbox names it.
  await expect(page.locator('.tools-review')).toContainText('due for review');
  await expect(page.locator('.tools-review').getByRole('link', { name: /Canada/ })).toHaveAttribute('href', /\/tools\/canada-express-entry\/$/);
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByLabel('Genuine or spam').selectOption({ label: 'Spam' });
  await page.getByLabel('Search by name, email, phone or reference').fill(`Held Person ${run}`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  await check(page);
  await page.locator('.enquiries').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Not spam: send its held messages' }).click();
  await expect(page.getByRole('status')).toHaveText('Marked as not spam: its held messages are on their way.');
  await expect(page.locator('.messages')).not.toContainText('Held (spam)');

  // Invite a colleague, who sets up the account from the emailed link and signs in.
  await page.getByRole('link', { name: 'People' }).click();
  await check(page);
  const colleague = `ravi.${run}@sarthi.test`;
  await page.getByLabel('Name').fill('Ravi Mehta');
  await page.getByLabel('Email address').fill(colleague);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status')).toHaveText('Invitation sent.');
  const link = await invitationLink(colleague);
  const other = await browser.newContext({ viewport: page.viewportSize()!, javaScriptEnabled });
  const ravi = await other.newPage();
  await ravi.goto(link);
  await ravi.getByLabel('New password').fill(PASSWORD);
  await ravi.getByLabel('The same password again').fill(PASSWORD);
  await ravi.getByRole('button', { name: 'Save the password' }).click();
  const key = /Key:\s*([A-Z2-7 ]+)/.exec((await ravi.locator('main').textContent()) ?? '')?.[1]?.replace(/ /g, '');
  await ravi.getByLabel('Six-digit code').fill(new TOTP({ secret: key! }).generate());
  await ravi.getByRole('button', { name: 'Confirm' }).click();
  await ravi.getByRole('link', { name: 'I have saved them: continue' }).click();
  await expect(ravi.getByRole('contentinfo')).toContainText('Signed in as Ravi Mehta (staff)');
  // Staff see neither the admin pages' links nor the pages.
  await expect(ravi.getByRole('link', { name: 'People' })).toHaveCount(0);
  expect((await ravi.goto('/staff/people'))?.status()).toBe(403);
  // The colleague's own page, with the session just opened.
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByRole('link', { name: 'Ravi Mehta' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ravi Mehta');
  await check(page);
  await other.close();

  // Failed mail and the audit are pages of their own, checked like the rest.
  await page.getByRole('link', { name: 'Failed mail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page);
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('main')).toContainText('Priya Shah');
  await check(page);

  // An erasure request for Asha's address: find, confirm with the counts, erase; nothing of hers is left.
  await page.getByRole('link', { name: 'Data requests' }).click();
  await check(page);
  await page.getByLabel('Their email address').fill(`asha.${run}@example.com`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`What we hold for asha.${run}@example.com`);
  await expect(page.getByRole('main')).toContainText('1 enquiry');
  await check(page);
  await page.getByRole('button', { name: `Erase everything held for asha.${run}@example.com` }).click();
  await expect(page.getByRole('main')).toContainText('will be deleted. This cannot be undone.');
  await check(page);
  await page.getByRole('button', { name: `Erase everything held for asha.${run}@example.com` }).click();
  await expect(page.getByRole('status')).toContainText('Erased: 1 enquiry');
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  await page.getByLabel('Search by name, email, phone or reference').fill(asha.reference);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No enquiries match.')).toBeVisible();
  expect((await page.goto(`/staff/enquiries/${asha.id}`))?.status()).toBe(404);

  return { run, asha };
}
