import type { Page } from '@playwright/test';
import { MESSAGES } from '../lib/enquiry/limits';
import { sampleValues } from '../lib/enquiry/sample-values';
import { expect, test } from './fixtures';
import { captureApi, caseFor, fillForm, openFormByHash } from './form-helpers';

/*
 * Drafts live in this tab's session storage for 24 h at most (lib/storage.ts): a reload or a failed
 * send loses nothing, another tab or browser starts empty, and health details are never stored.
 */

const DRAFT_PREFIX = 'sg:draft:';
const HOUR = 60 * 60 * 1000;

/** Every draft this tab holds, as stored. */
const sessionDrafts = (page: Page) =>
  page.evaluate((prefix) => Object.keys(window.sessionStorage).filter((key) => key.startsWith(prefix)).map((key) => `${key}=${window.sessionStorage.getItem(key)}`), DRAFT_PREFIX);
const localKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));

test.describe('drafts', () => {
  test('a reload keeps what was typed, never the health details; a new tab and a new browser start empty @one-width', async ({ page, context, browser }) => {
    // Four page loads (a reload, another tab, another browser profile).
    test.slow();
    const medical = caseFor('medical_support');
    let form = await openFormByHash(page, medical);
    await form.getByLabel(/^Full Name/).fill('Asha Patel');
    await form.getByLabel(/^Current Country of Residence/).fill('Kenya');
    await form.getByLabel(/^Medical Condition/).fill('Knee replacement');
    await form.getByLabel(/^Special Medical Requirements/).fill('Wheelchair at the airport');

    await expect.poll(() => sessionDrafts(page)).toEqual([expect.stringContaining('Asha Patel')]);
    const [stored = ''] = await sessionDrafts(page);
    expect(stored).toContain('Kenya');
    expect(stored).not.toContain('Knee');
    expect(stored).not.toContain('Wheelchair');
    expect(await localKeys(page)).toEqual([]);

    await page.reload({ waitUntil: 'domcontentloaded' });
    form = page.getByRole('form', { name: medical.formName });
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('Asha Patel', { timeout: 15_000 });
    await expect(form.getByLabel(/^Current Country of Residence/)).toHaveValue('Kenya');
    await expect(form.getByLabel(/^Medical Condition/)).toHaveValue('');
    await expect(form.getByLabel(/^Special Medical Requirements/)).toHaveValue('');

    // Another tab of the same browser, then another browser profile: neither has the draft to restore.
    const tab = await context.newPage();
    const other = await browser.newContext();
    try {
      for (const fresh of [tab, await other.newPage()]) {
        await fresh.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
        await fresh.goto(`${medical.url}${medical.hash}`);
        const freshForm = fresh.getByRole('form', { name: medical.formName });
        await expect(freshForm).toBeVisible({ timeout: 15_000 });
        expect(await sessionDrafts(fresh)).toEqual([]);
        await expect(freshForm.getByLabel(/^Full Name/)).toHaveValue('');
      }
    } finally {
      await tab.close();
      await other.close();
    }
  });

  test('a failed send keeps every value through a reload, and the resend carries the same Idempotency-Key @one-width', async ({ page }) => {
    const contact = caseFor('contact');
    const sent = await captureApi(page, { status: 500 });
    let form = await openFormByHash(page, contact);
    const values = sampleValues.contact;
    await fillForm(form, contact.kind, values);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(form.getByRole('alert').filter({ hasText: MESSAGES.contactFailure })).toBeVisible();

    await page.reload({ waitUntil: 'domcontentloaded' });
    form = page.getByRole('form', { name: contact.formName });
    await expect(form.getByLabel(/^Full Name/)).toHaveValue(String(values.fullName), { timeout: 15_000 });
    await expect(form.getByLabel(/^Email/)).toHaveValue(String(values.email));
    await expect(form.getByLabel(/^Message/)).toHaveValue(String(values.message));
    // Consent is asked again each time.
    await expect(form.getByRole('checkbox', { name: /I have read the Privacy Policy/ })).not.toBeChecked();
    await form.getByRole('checkbox', { name: /I have read the Privacy Policy/ }).check();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  test('every page load deletes drafts older than 24 hours and the previous version\'s local-storage drafts @one-width', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      ({ prefix, hour }) => {
        const draft = (age: number) => JSON.stringify({ savedAt: Date.now() - age, values: { fullName: 'Asha Patel' } });
        window.sessionStorage.setItem(`${prefix}contact`, draft(23 * hour));
        window.sessionStorage.setItem(`${prefix}migration-services`, draft(25 * hour));
        window.localStorage.setItem('sg:o:draft:contact', 'bTpQ2w.cipher');
      },
      { prefix: DRAFT_PREFIX, hour: HOUR },
    );
    // A page without a form: the sweep is in the head of every page.
    await page.goto('/about/');
    expect(await sessionDrafts(page)).toEqual([expect.stringMatching(/^sg:draft:contact=/)]);
    expect(await localKeys(page)).toEqual([]);
  });

  test('a disabled storage leaves the form working: it sends, and nothing fails @one-width', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // As with storage blocked for the site: touching either storage throws a SecurityError.
    await page.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access to ${name} is denied.`, 'SecurityError');
          },
        });
      }
    });
    const contact = caseFor('contact');
    const captured = await captureApi(page);
    const form = await openFormByHash(page, contact);
    await fillForm(form, contact.kind, sampleValues.contact);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible();
    expect(captured).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
