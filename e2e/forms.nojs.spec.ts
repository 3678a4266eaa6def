import { site } from '../content/site';
import { MESSAGES } from '../lib/enquiry/limits';
import { sampleValues } from '../lib/enquiry/sample-values';
import { whatsAppHref, WHATSAPP_TEXT } from '../lib/whatsapp';
import { expect, test } from './fixtures';
import { storedResume } from './staff';
import {
  allCases,
  apiPath,
  caseFor,
  consentBox,
  contactCase,
  control,
  fieldNamed,
  fieldsOf,
  fillForm,
  formOf,
  goldenPayload,
  labelPattern,
  PNG_BYTES,
  SAMPLE_PDF,
  storedWhere,
  submitButton,
  uniqueName,
} from './form-helpers';

/*
 * JavaScript disabled: the pre-rendered forms are real forms, posted natively to the intake API, which
 * stores the enquiry and redirects to a confirmation page, or answers with a page that says what to fix.
 */

test.describe('every service page and /contact/ has the real form', () => {
  for (const c of allCases) {
    test(`${c.formName}: a form posting to ${apiPath(c.kind)} with every field, consent, honeypot and button @one-width`, async ({ page }) => {
      await page.goto(c.url);
      const form = formOf(page, c);
      await expect(form).toBeVisible();
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', apiPath(c.kind));
      const multipart = fieldsOf(c.kind).some((f) => f.type === 'file');
      await expect(form).toHaveAttribute('enctype', multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded');

      for (const field of fieldsOf(c.kind)) {
        const target = control(form, field);
        await expect(target, field.name).toBeVisible();
        if (field.multiple) {
          // A group of checkboxes posting the same name once per ticked box.
          await expect(target.getByRole('checkbox')).toHaveCount(field.options!.length);
          await expect(target.locator(`input[type=checkbox][name="${field.name}"]`)).toHaveCount(field.options!.length);
          continue;
        }
        await expect(target, field.name).toHaveAttribute('name', field.name);
        if (field.required) await expect(target, field.name).toHaveAttribute('required', '');
        if (field.type === 'select') {
          await expect(target.locator('option').first()).toHaveText('Select an option');
          await expect(target.locator('option')).toHaveCount(field.options!.length + 1);
        }
        if (field.hint) await expect(target).toHaveAccessibleDescription(field.hint);
      }
      await expect(consentBox(form)).toHaveAttribute('name', 'consent');
      await expect(form.locator('input[name=website]')).toHaveCount(1);
      await expect(submitButton(form)).toHaveText('Submit Inquiry');
      await expect(submitButton(form)).toBeEnabled();
    });
  }

  for (const c of [contactCase, caseFor('property_management')]) {
    test(`${c.formName}: fits the width with labels readable`, async ({ page }) => {
      await page.goto(c.url);
      const form = formOf(page, c);
      await expect(form.getByText(labelPattern(fieldNamed(c.kind, 'fullName')))).toBeVisible();
      expect(await form.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('a native post is stored and confirmed', () => {
  test('stores a native contact post and shows "Thanks for contacting us!" @one-width', async ({ page, request }) => {
    const c = contactCase;
    const name = uniqueName();
    await page.goto(c.url);
    const form = formOf(page, c);
    await fillForm(form, c.kind, { ...sampleValues.contact, fullName: name }, { native: true });
    await submitButton(form).click();

    await expect(page).toHaveURL(/\/enquiry\/sent\/contact\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.contactSuccess })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(site.phone);

    const [stored] = await storedWhere(request, 'contact', (p) => p.name === name);
    expect(stored?.payload).toStrictEqual({ ...(goldenPayload('contact') as object), name });
    // Without JavaScript too: the server wrote the reference into the page it served, and into the
    // first message of the WhatsApp link.
    await expect(page.getByRole('main')).toContainText(`Your reference is ${String(stored?.reference)}.`);
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp)' })).toHaveAttribute(
      'href',
      whatsAppHref(`${WHATSAPP_TEXT.sent('my message')} My reference is ${String(stored?.reference)}.`),
    );
  });

  test('stores a native work-abroad post with its PDF, and names the service on the confirmation @one-width', async ({ page, request }) => {
    const c = caseFor('work_abroad');
    const name = uniqueName();
    await page.goto(c.url);
    const form = formOf(page, c);
    await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name }, { native: true });
    await submitButton(form).click();

    await expect(page).toHaveURL(/\/enquiry\/sent\/work-abroad\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('We have received your Work Abroad enquiry.');
    await expect(page.getByRole('link', { name: 'Back to Work Abroad' })).toHaveAttribute('href', '/services/work-abroad/');

    const [stored] = await storedWhere(request, 'work_abroad', (p) => p.name === name);
    const { resume_base64: _resume, ...golden } = goldenPayload('work_abroad') as Record<string, unknown>;
    expect(stored?.payload).toStrictEqual({ ...golden, name });
    expect((await storedResume(request, stored!.resume!.url)).equals(SAMPLE_PDF)).toBe(true);
  });

  test('stores a native property-management post with its ticked services @one-width', async ({ page, request }) => {
    const c = caseFor('property_management');
    const name = uniqueName();
    await page.goto(c.url);
    const form = formOf(page, c);
    await fillForm(form, c.kind, { ...sampleValues.property_management, fullName: name }, { native: true });
    await submitButton(form).click();

    await expect(page).toHaveURL(/\/enquiry\/sent\/property-management-services-in-india\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [stored] = await storedWhere(request, 'property_management', (p) => p.name === name);
    expect(stored?.payload).toStrictEqual({ ...(goldenPayload('property_management') as object), name });
  });
});

test.describe('an invalid native post', () => {
  test('is explained on a page of the site, stores nothing, and Back returns to the filled form @one-width', async ({ page, request }) => {
    const c = contactCase;
    const name = uniqueName();
    await page.goto(c.url);
    const form = formOf(page, c);
    // What the browser lets through but the site does not accept.
    await fillForm(form, c.kind, { ...sampleValues.contact, fullName: name, email: 'asha@example', phone: 'call me' }, { native: true });
    await submitButton(form).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Please correct your enquiry' })).toBeVisible();
    const problems = page.getByRole('alert');
    await expect(problems.getByRole('listitem')).toHaveText(['Please enter a valid email address, like name@example.com.', /^Please enter a valid phone number/]);
    await expect(page.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute('href', '/contact/#contact-form');
    await expect(page.getByRole('main')).toContainText(/Back\b.*button takes you to the form with everything you typed/);
    await expect(page.getByRole('main').getByRole('link', { name: site.phone })).toBeVisible();
    expect(await storedWhere(request, 'contact', (p) => p.name === name)).toHaveLength(0);

    await page.goBack();
    await expect(control(formOf(page, c), fieldNamed(c.kind, 'fullName'))).toHaveValue(name);
    await expect(control(formOf(page, c), fieldNamed(c.kind, 'phone'))).toHaveValue('call me');
  });

  test('a resume that is not a PDF gets the spec\'s message, and nothing is stored @one-width', async ({ page, request }) => {
    const c = caseFor('work_abroad');
    const name = uniqueName();
    await page.goto(c.url);
    const form = formOf(page, c);
    await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name, resume: '' }, { native: true });
    await control(form, fieldNamed(c.kind, 'resume')).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
    await submitButton(form).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Please correct your enquiry' })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([`Resume (PDF, max 2 MB): ${MESSAGES.invalidPdf}`]);
    await expect(page.getByRole('link', { name: 'Back to the Work Abroad enquiry form' })).toHaveAttribute('href', '/services/work-abroad/#inquiry');
    expect(await storedWhere(request, 'work_abroad', (p) => p.name === name)).toHaveLength(0);
  });

  test('the browser itself stops a post with an empty required field or no consent @one-width', async ({ page }) => {
    const c = contactCase;
    await page.goto(c.url);
    const form = formOf(page, c);
    await fillForm(form, c.kind, sampleValues.contact, { native: true, consent: false });
    await submitButton(form).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(await consentBox(form).evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  });
});

test('a filled honeypot is confirmed like any post, and the enquiry is stored flagged as spam @one-width', async ({ page, request }) => {
  const c = caseFor('import_export');
  const name = uniqueName();
  await page.goto(c.url);
  const form = formOf(page, c);
  await fillForm(form, c.kind, { ...sampleValues.import_export, fullName: name }, { native: true });
  await form.locator('input[name=website]').fill('https://spam.example', { force: true });
  await submitButton(form).click();

  await expect(page).toHaveURL(/\/enquiry\/sent\/import-export-services\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  expect(await storedWhere(request, 'import_export', (p) => p.name === name)).toHaveLength(0);
  expect(await storedWhere(request, 'import_export', (p) => p.name === name, 'spam')).toHaveLength(1);
});
