import { contactFormFields } from '../content/forms/contact-form';
import { text } from '../content/text';
import { plainLabel } from '../lib/enquiry/contract';
import { sampleValues } from '../lib/enquiry/sample-values';
import { LOCALE_INFO, localePath } from '../lib/i18n/locales';
import { LANGUAGE_FIELD } from '../lib/i18n/wire';
import { expect, isMobile, test } from './fixtures';
import { apiPath, uniqueName } from './form-helpers';
import { expectDraftNote, headerPlaces, switchWithKeyboard, ui, walkLanguages } from './languages-flow';

/*
 * Gujarati and Hindi with JavaScript disabled (issue 41): the switchers are plain links in a popover the
 * platform opens, the draft note is in the HTML, and a native form post carries the page's language in a
 * hidden field.
 */

test.describe('the language switcher without script', () => {
  test("the header's switcher (the top bar's popover; below 768 px the menu panel's list too) keeps /faq/ through the three languages", async ({ page }) => {
    for (const place of headerPlaces(page)) await walkLanguages(page, place, '/faq/');
  });

  test("the header's switcher keeps a service page", async ({ page }) => {
    await walkLanguages(page, isMobile(page) ? 'mobile' : 'bar', '/services/real-estate/');
  });

  test("the footer's list keeps /testimonials/ through the three languages", async ({ page }) => {
    await walkLanguages(page, 'footer', '/testimonials/');
  });

  test('is operable from the keyboard: Tab to the button, Enter opens, Tab walks the links, Enter follows one', async ({ page }) => {
    await switchWithKeyboard(page, '/about/');
  });
});

test.describe('the draft note without script', () => {
  test('the Hindi contact page opens with the note, whose link reads the page in English', async ({ page }) => {
    await expectDraftNote(page, 'hi', '/contact/');
  });
});

const words = text.formWords('gu').formWords;

test.describe('the pre-rendered Gujarati form', { tag: '@one-width' }, () => {
  test('/gu/contact/ has Gujarati labels and button, and a hidden language=gu; /contact/ has no language field', async ({ page }) => {
    await page.goto('/gu/contact/');
    const form = page.locator(`form[action="${apiPath('contact')}"]`);
    await expect(form).toHaveAttribute('method', 'post');
    const gujarati = text.contactForm('gu').contactFormFields!;
    for (const field of gujarati) {
      const english = plainLabel(contactFormFields.find((f) => f.name === field.name)!);
      await expect(form.locator(`[name="${field.name}"]`)).toHaveAccessibleName(new RegExp(`^${plainLabel(field).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(plainLabel(field), `${field.name} is translated`).not.toBe(english);
    }
    await expect(form.getByRole('button', { name: words.submit, exact: true })).toBeVisible();
    await expect(form.locator(`input[type="hidden"][name="${LANGUAGE_FIELD}"]`)).toHaveValue('gu');

    await page.goto('/contact/');
    await expect(page.locator(`form[action="${apiPath('contact')}"] [name="${LANGUAGE_FIELD}"]`)).toHaveCount(0);
  });

  test('every form of /gu/ and /hi/ carries its language in a hidden field', async ({ page }) => {
    for (const locale of ['gu', 'hi'] as const) {
      for (const path of ['/contact/', '/services/import-export-services/', '/services/work-abroad/', '/services/medical-tourism-services/']) {
        await page.goto(localePath(locale, path));
        const forms = page.locator('form[method="post"][action^="/api/"]');
        await expect(forms, localePath(locale, path)).toHaveCount(1);
        await expect(forms.locator(`input[type="hidden"][name="${LANGUAGE_FIELD}"]`)).toHaveValue(locale);
      }
    }
  });

  test('a native post from /gu/contact/ sends language=gu beside the English form’s fields', async ({ page }) => {
    const name = uniqueName();
    await page.goto('/gu/contact/');
    const form = page.locator(`form[action="${apiPath('contact')}"]`);
    const values = sampleValues.contact;
    for (const field of ['fullName', 'email', 'phone', 'subject', 'message', 'hearAboutUs']) await form.locator(`[name="${field}"]`).fill(field === 'fullName' ? name : String(values[field]));
    for (const field of ['service', 'contactMethod']) await form.locator(`select[name="${field}"]`).selectOption(String(values[field]));
    await form.locator('input[name="consent"]').check();
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === apiPath('contact')),
      form.getByRole('button', { name: words.submit, exact: true }).click(),
    ]);
    expect(post.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
    const fields = new URLSearchParams(post.postData() ?? '');
    expect(fields.get(LANGUAGE_FIELD)).toBe('gu');
    expect(fields.get('fullName')).toBe(name);
    // The same names as the English form posts (its own test: e2e/forms.nojs.spec.ts), the language besides.
    expect([...new Set(fields.keys())].sort()).toEqual(['consent', 'contactMethod', 'email', 'fullName', 'hearAboutUs', 'language', 'message', 'phone', 'service', 'subject', 'visit_source', 'website']);
    await page.waitForLoadState('domcontentloaded');
  });
});

// The intake server's side (merged at 73ea88d: server/intake/native.ts). Expected: a native post with
// language=gu is answered 303 See Other to the Gujarati confirmation, /gu/enquiry/sent/contact/?ref=<reference>.
test.describe('the intake server answers in the page’s language', { tag: '@one-width' }, () => {
  test('a native post from /gu/contact/ lands on /gu/enquiry/sent/contact/ with its reference', async ({ page }) => {
    await page.goto('/gu/contact/');
    const form = page.locator(`form[action="${apiPath('contact')}"]`);
    const values = sampleValues.contact;
    for (const field of ['fullName', 'email', 'phone', 'subject', 'message', 'hearAboutUs']) await form.locator(`[name="${field}"]`).fill(field === 'fullName' ? uniqueName() : String(values[field]));
    for (const field of ['service', 'contactMethod']) await form.locator(`select[name="${field}"]`).selectOption(String(values[field]));
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/gu\/enquiry\/sent\/contact\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.gu.tag);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(ui('gu').outcome.sentContactLead);
  });
});
