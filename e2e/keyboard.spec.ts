import type { Browser, CDPSession, Page } from '@playwright/test';
import { sampleValues } from '../lib/enquiry/sample-values';
import { expect, test } from './fixtures';
import { captureApi, consentBox, contactCase, control, expectEnhanced, fieldNamed, fillForm, formOf, submitButton } from './form-helpers';

/**
 * The form's code arrives while the visitor is typing, as it does on a slow phone: the enhancement must
 * attach to the elements they are typing into and leave their value, caret and composition alone.
 * At 375 px with touch, like the Android phones most visitors use; one run, as nothing here depends on
 * the width otherwise.
 */

const c = contactCase;
const NAME = fieldNamed('contact', 'fullName');
/** An input-method keyboard (Gboard, Gujarati or Hindi layouts) composes every word, letter by letter. */
const WORDS = ['Rajeshbhai', 'Patel'];
const LETTER_MS = 60;

/**
 * A 375 px touch page whose enhanced-form code (every script requested after hydration) is held until
 * `arriveAt()` resolves. The page's own framework loads as usual.
 */
async function phonePage(browser: Browser, baseURL: string | undefined, arriveAt: () => Promise<void>): Promise<{ page: Page; close: () => Promise<void>; arrivals: () => number }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
  await page.route(/\.(mp4|webm)(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
  let hydrated = false;
  let held = 0;
  await page.route('**/_islands/**', async (route) => {
    if (hydrated) {
      held += 1;
      await arriveAt();
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto(c.url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  hydrated = true;
  return { page, close: () => context.close(), arrivals: () => held };
}

/** Types a word as an input method does: a composition updated per letter, then committed whole. */
async function composeWord(cdp: CDPSession, word: string) {
  for (let i = 1; i <= word.length; i += 1) {
    await cdp.send('Input.imeSetComposition', { text: word.slice(0, i), selectionStart: i, selectionEnd: i });
    await new Promise((resolve) => setTimeout(resolve, LETTER_MS));
  }
  await cdp.send('Input.insertText', { text: word });
}

test.describe('the form never fights the keyboard @one-width', () => {
  // When the code arrives, counted from the first tap on the field (0: before the first letter).
  for (const arrivalMs of [0, 150, 300, 600, 900, 1200]) {
    test(`a name typed through an input method while the code arrives ${arrivalMs} ms after the tap is kept exactly, in the same element`, async ({ browser, baseURL }) => {
      let tapped!: () => void;
      const tap = new Promise<void>((resolve) => (tapped = resolve));
      const arrival = tap.then(() => new Promise<void>((resolve) => setTimeout(resolve, arrivalMs)));
      const { page, close, arrivals } = await phonePage(browser, baseURL, () => arrival);
      const form = formOf(page, c);
      await expect(form).toHaveAttribute('data-enhanced', 'false');
      const name = control(form, NAME);
      const handle = await name.elementHandle();
      const cdp = await page.context().newCDPSession(page);

      await name.tap();
      tapped();
      await expect(name).toBeFocused();
      await composeWord(cdp, WORDS[0]!);
      await cdp.send('Input.insertText', { text: ' ' });
      await composeWord(cdp, WORDS[1]!);
      await expectEnhanced(form);
      expect(arrivals(), 'the form code was held back until the arrival moment').toBeGreaterThan(0);

      const typed = WORDS.join(' ');
      await expect(name).toHaveValue(typed);
      expect(await handle!.evaluate((element) => element.isConnected && element === document.activeElement)).toBe(true);

      // The element the visitor typed into is the one whose value is sent.
      const captured = await captureApi(page);
      await fillForm(form, 'contact', sampleValues.contact, { only: ['email', 'phone', 'subject', 'service', 'message', 'contactMethod'] });
      await submitButton(form).click();
      await expect.poll(() => captured.length).toBe(1);
      expect((captured[0]!.body as { name: string }).name).toBe(typed);
      // Sent, and emptied in place by the form's reset: still the same, connected element.
      await expect(page.getByText('Thanks for contacting us!')).toBeVisible();
      expect(await handle!.evaluate((element) => [element.isConnected, (element as HTMLInputElement).value])).toEqual([true, '']);
      await close();
    });
  }

  test('fields filled all at once as the code arrives (autofill) are kept, none lost or repeated', async ({ browser, baseURL }) => {
    let release!: () => void;
    const arrival = new Promise<void>((resolve) => (release = resolve));
    const { page, close } = await phonePage(browser, baseURL, () => arrival);
    const form = formOf(page, c);
    const values = sampleValues.contact;
    const handles = await Promise.all(['fullName', 'email', 'phone'].map((field) => control(form, fieldNamed('contact', field)).elementHandle()));
    // The first tap starts loading the code; autofill then fills three fields at once, in the same task
    // as the code arrives, then fills them again with the same values (as an autofill preview does).
    await control(form, NAME).tap();
    const autofill = (entries: [string, string][]) =>
      page.evaluate((pairs) => {
        for (const [id, value] of pairs) {
          const input = document.getElementById(id) as HTMLInputElement;
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }, entries);
    const entries: [string, string][] = [
      [`${c.formId}-fullName`, String(values.fullName)],
      [`${c.formId}-email`, String(values.email)],
      [`${c.formId}-phone`, String(values.phone)],
    ];
    await autofill(entries);
    release();
    await autofill(entries);
    await expectEnhanced(form);
    await autofill(entries);

    for (const [id, value] of entries) await expect(page.locator(`#${id}`)).toHaveValue(value);
    for (const handle of handles) expect(await handle!.evaluate((element) => element.isConnected)).toBe(true);

    const captured = await captureApi(page);
    await fillForm(form, 'contact', values, { only: ['subject', 'service', 'message', 'contactMethod'] });
    await expect(consentBox(form)).toBeChecked();
    await submitButton(form).click();
    await expect.poll(() => captured.length).toBe(1);
    const body = captured[0]!.body as Record<string, unknown>;
    expect([body.name, body.email, body.phone]).toEqual([values.fullName, values.email, values.phone]);
    await close();
  });
});
