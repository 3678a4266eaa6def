import { MESSAGES } from '../lib/enquiry/limits';
import { RESUME_REFUSALS } from '../lib/enquiry/pdf';
import { sampleValues } from '../lib/enquiry/sample-values';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { storedEnquiry, storedResume } from './staff';
import {
  allCases,
  apiPath,
  captureApi,
  caseFor,
  consentBox,
  contactCase,
  control,
  emptyFormValues,
  expectValues,
  fieldNamed,
  fieldsOf,
  fillForm,
  goldenPayload,
  observeApi,
  openFormByHash,
  openFormByScrolling,
  pdfOfSize,
  PNG_BYTES,
  SAMPLE_PDF,
  readErrorWiring,
  samplePdfFile,
  submitButton,
  expectEnhanced,
  formOf,
  storedWhere,
  uniqueName,
} from './form-helpers';

// Pages load, hydrate and then fetch the form island; on a busy shared machine that takes a while.
test.describe.configure({ timeout: 45_000 });

const SERVICE_SUCCESS = /Thank you! Your enquiry has been sent\./;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every enquiry form sends its golden payload, and the intake server stores it', { tag: '@one-width' }, () => {
  for (const c of allCases) {
    test(`${c.formName}: POST ${apiPath(c.kind)}`, async ({ page, request }) => {
      const api = observeApi(page);
      // Reach the form as a reader does: scroll to its section, which loads it.
      const form = await openFormByScrolling(page, c);
      await fillForm(form, c.kind, sampleValues[c.kind]);
      await submitButton(form).click();

      if (c.contact) {
        await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible();
        await expect(form).toHaveCount(0);
      } else {
        await expect(form.getByRole('status')).toContainText(SERVICE_SUCCESS);
      }

      const calls = await api.calls();
      expect(calls).toHaveLength(1);
      const [sent] = calls;
      expect(sent!.method).toBe('POST');
      expect(sent!.path).toBe(apiPath(c.kind));
      expect(sent!.contentType).toMatch(/^application\/json\b/);
      // Same keys, types and values as the golden fixture (toEqual would let `undefined` keys pass).
      const golden = goldenPayload(c.kind) as Record<string, unknown>;
      expect(sent!.body).toStrictEqual(golden);

      // The real server answered 201 with the new id and its reference, which the visitor is shown,
      // and holds exactly what was sent.
      expect(sent!.status).toBe(201);
      const { id, reference } = sent!.answer as { id: string; reference: string };
      expect(reference).toMatch(/^SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
      const stored = await storedEnquiry(request, id);
      expect(stored.reference).toBe(reference);
      const { resume_base64: resume, ...fields } = golden;
      expect(stored.kind).toBe(c.kind);
      expect(stored.payload).toStrictEqual(fields);
      if (resume === undefined) expect(stored.resume).toBeNull();
      else expect((await storedResume(request, stored.resume!.url)).equals(SAMPLE_PDF)).toBe(true);

      if (!c.contact) {
        // The fields are reset for the next enquiry.
        await expect(control(form, fieldNamed(c.kind, 'fullName'))).toHaveValue('');
        await expectValues(form, c.kind, emptyFormValues(c.kind));
        await expect(consentBox(form)).not.toBeChecked();
        if (c.kind === 'work_abroad') await expect(form.getByText('Attached:')).toHaveCount(0);
        await expect(submitButton(form)).toHaveText('Submit Inquiry');
      }
      expect(await api.calls()).toHaveLength(1);
    });
  }
});

test.describe('pending request', { tag: '@one-width' }, () => {
  test('the button is disabled and reads Submitting... while pending; a second submit sends nothing', async ({ page }) => {
    const c = caseFor('migration');
    // The answer comes after ~1.5 s, and not before the test has tried to submit again.
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const captured = await captureApi(page, { delayMs: 1500, hold });
    const form = await openFormByHash(page, c);
    await fillForm(form, c.kind, sampleValues[c.kind]);
    const button = submitButton(form);
    await button.click();

    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Submitting...');
    await expect.poll(() => captured.length).toBe(1);

    // Clicking again, pressing Enter in a field, and a scripted second submit all send nothing more.
    await button.click({ force: true, timeout: 2000 });
    await control(form, fieldNamed(c.kind, 'fullName')).press('Enter');
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await page.waitForTimeout(200);
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Submitting...');
    expect(captured).toHaveLength(1);

    release();
    await expect(form.getByRole('status')).toContainText(SERVICE_SUCCESS);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Submit Inquiry');
    expect(captured).toHaveLength(1);
  });
});

test.describe('a failed send (HTTP 500)', { tag: '@one-width' }, () => {
  for (const c of [caseFor('work_abroad'), contactCase]) {
    test(`${c.formName}: inline error, values kept, notice shown`, async ({ page }) => {
      const captured = await captureApi(page, { status: 500 });
      const form = await openFormByHash(page, c);
      const values = sampleValues[c.kind];
      await fillForm(form, c.kind, values);
      await submitButton(form).click();

      const alert = form.getByRole('alert');
      await expect(alert).toContainText(c.contact ? MESSAGES.contactFailure : 'Your enquiry was not sent.');
      expect(captured).toHaveLength(1);

      // Everything the visitor typed is still there, consent and attachment included.
      await expectValues(form, c.kind, values);
      await expect(control(form, fieldNamed(c.kind, 'fullName'))).toHaveValue('Asha Patel');
      await expect(control(form, fieldNamed(c.kind, 'email'))).toHaveValue('asha.patel@example.com');
      await expect(consentBox(form)).toBeChecked();
      if (c.kind === 'work_abroad') await expect(form.getByText('Attached: cv.pdf')).toBeVisible();
      await expect(submitButton(form)).toHaveText('Submit Inquiry');
      await expect(submitButton(form)).toBeEnabled();
      if (c.contact) await expect(page.getByText(MESSAGES.contactSuccess)).toHaveCount(0);
      else await expect(form.getByText(SERVICE_SUCCESS)).toHaveCount(0);

      // The site-wide notice (a polite live region) speaks to a person, not in codes.
      const notice = page.getByRole('status').filter({ hasText: /\w/ }).filter({ hasNotText: SERVICE_SUCCESS });
      await expect(notice).toHaveCount(1);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(/try again/i);
      await expect(notice).not.toContainText(/undefined|null|\[object|HTTPError|status code|\b500\b/i);

      // The visitor can retry: the same values go out again.
      await page.unroute('**/api/**');
      const retried = await captureApi(page);
      await submitButton(form).click();
      if (c.contact) await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible();
      else await expect(form.getByRole('status')).toContainText(SERVICE_SUCCESS);
      expect(retried).toHaveLength(1);
      expect(retried[0]!.body).toStrictEqual(goldenPayload(c.kind));
    });
  }
});

test.describe('validation', { tag: '@one-width' }, () => {
  for (const c of [caseFor('migration'), contactCase]) {
    test(`${c.formName}: consent unchecked sends nothing and points at the checkbox`, async ({ page }) => {
      const captured = await captureApi(page);
      const form = await openFormByHash(page, c);
      await fillForm(form, c.kind, sampleValues[c.kind], { consent: false });
      await submitButton(form).click();

      const consent = consentBox(form);
      await expect(form.getByText(MESSAGES.consent, { exact: true })).toBeVisible();
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      // (The description may carry the error icon's CSS text, '!', before the message.)
      await expect(consent).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(MESSAGES.consent)}$`));

      const summary = form.getByRole('alert').filter({ hasText: 'Please correct' });
      await expect(summary).toBeVisible();
      const links = summary.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links.first()).toContainText(MESSAGES.consent);
      await expect(links.first()).toHaveAttribute('href', `#${c.formId}-consent`);
      // The summary is at the top of the form, above the first field.
      const summaryBox = await summary.boundingBox();
      const firstBox = await control(form, fieldsOf(c.kind)[0]!).boundingBox();
      expect(summaryBox!.y).toBeLessThan(firstBox!.y);

      await expect(consent).toBeFocused();
      await page.waitForTimeout(300);
      expect(captured).toHaveLength(0);
    });
  }

  for (const kind of ['work_abroad', 'property_management', 'contact'] as const) {
    const c = caseFor(kind);
    test(`${c.formName}: empty required fields show inline errors and send nothing`, async ({ page }) => {
      const captured = await captureApi(page);
      const form = await openFormByHash(page, c);
      await submitButton(form).click();

      const summary = form.getByRole('alert').filter({ hasText: 'Please correct' });
      await expect(summary).toBeVisible();
      const required = fieldsOf(kind).filter((f) => f.required);
      await expect(summary.getByRole('link')).toHaveCount(required.length + 1); // + consent

      const wiring = await readErrorWiring(form, kind, c.formId);
      for (const field of fieldsOf(kind)) {
        const state = wiring[field.name];
        expect(state, field.name).toBeDefined();
        if (field.required) {
          expect(state!.invalid, `${field.name} aria-invalid`).toBe('true');
          expect(state!.describedBy, `${field.name} aria-describedby`).toContain(`${c.formId}-${field.name}-error`);
          expect(state!.description, `${field.name} message`).toMatch(/is required\.|Please choose|Please upload/);
        } else {
          expect(state!.invalid, `${field.name} aria-invalid`).toBeNull();
          expect(state!.describedBy.some((ref) => ref.endsWith('-error')), `${field.name} error`).toBe(false);
        }
      }
      // And as assistive technology sees it, for the first field.
      const fullName = control(form, fieldNamed(kind, 'fullName'));
      await expect(fullName).toHaveAttribute('aria-invalid', 'true');
      await expect(fullName).toHaveAccessibleDescription(/Full Name is required\./);
      await expect(form.getByRole('alert').filter({ hasText: 'Full Name is required.' }).first()).toBeVisible();
      await expect(consentBox(form)).toHaveAttribute('aria-invalid', 'true');
      await page.waitForTimeout(300);
      expect(captured).toHaveLength(0);

      // Focus goes to the first invalid field: Full Name, at the top, not the consent box at the bottom.
      await expect(control(form, fieldsOf(kind)[0]!), 'focus on the first invalid field').toBeFocused();
    });
  }
});

test.describe('resume upload (work abroad)', { tag: '@one-width' }, () => {
  test('rejects a renamed PNG and a PDF over 2 MB; accepts exactly 2 MB and a small PDF', async ({ page }) => {
    const c = caseFor('work_abroad');
    const form = await openFormByHash(page, c);
    const resume = control(form, fieldNamed(c.kind, 'resume'));

    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
    await expect(form.getByText(MESSAGES.invalidPdf)).toBeVisible();
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Attached:')).toHaveCount(0);

    const tooLarge = pdfOfSize(2_097_153);
    expect(tooLarge.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tooLarge });
    await expect(form.getByText(MESSAGES.pdfTooLarge)).toBeVisible();
    await expect(form.getByText(MESSAGES.invalidPdf)).toHaveCount(0);
    await expect(form.getByText('Attached:')).toHaveCount(0);

    // The limit itself is allowed.
    await resume.setInputFiles({ name: 'cv-2mb.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(2_097_152) });
    await expect(form.getByText('Attached: cv-2mb.pdf')).toBeVisible();
    await expect(form.getByText(MESSAGES.pdfTooLarge)).toHaveCount(0);

    await resume.setInputFiles(samplePdfFile());
    await expect(form.getByText('Attached: cv.pdf')).toBeVisible();
    await expect(form.getByText(MESSAGES.pdfTooLarge)).toHaveCount(0);
    await expect(form.getByText(MESSAGES.invalidPdf)).toHaveCount(0);
    await expect(resume).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a refusal the server names a field in (a PDF with active content) shows under that field', async ({ page }) => {
    const c = caseFor('work_abroad');
    const captured = await captureApi(page, { status: 400, body: { error_detail: 'resume_base64: the PDF contains active content (JavaScript)' } });
    const form = await openFormByHash(page, c);
    await fillForm(form, c.kind, sampleValues[c.kind]);
    await submitButton(form).click();
    await expect.poll(() => captured.length).toBe(1);
    const resume = control(form, fieldNamed(c.kind, 'resume'));
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator(`#${c.formId}-resume-error`)).toHaveText(RESUME_REFUSALS.activeContent.visitor);
    await expect(form.getByRole('alert').filter({ hasText: 'Your enquiry was not sent.' })).toContainText('Please change the field marked below.');
    // Everything else is kept.
    await expect(control(form, fieldNamed(c.kind, 'fullName'))).toHaveValue('Asha Patel');
  });
});

test.describe('drafts', { tag: '@one-width' }, () => {
  test('typed values survive a reload, and are gone after a successful send', async ({ page }) => {
    const c = caseFor('migration');
    const captured = await captureApi(page);
    const form = await openFormByHash(page, c);
    const fullName = () => control(form, fieldNamed(c.kind, 'fullName'));
    const target = () => control(form, fieldNamed(c.kind, 'targetCountry'));

    await fullName().pressSequentially('Ravi Shah');
    await target().fill('Canada');
    await page.waitForTimeout(1000);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(fullName()).toHaveValue('Ravi Shah');
    await expect(target()).toHaveValue('Canada');
    await expect(control(form, fieldNamed(c.kind, 'email'))).toHaveValue('');

    await fillForm(form, c.kind, { ...sampleValues[c.kind], fullName: '', targetCountry: '' });
    await submitButton(form).click();
    await expect(form.getByRole('status')).toContainText(SERVICE_SUCCESS);
    expect(captured).toHaveLength(1);
    expect(captured[0]!.body).toMatchObject({ name: 'Ravi Shah', target_countries: 'Canada' });

    await page.waitForTimeout(1000);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    // Give a draft every chance to be restored before looking.
    await page.waitForTimeout(1000);
    await expectValues(form, c.kind, emptyFormValues(c.kind));
    // Drafts live in this tab's sessionStorage (lib/storage.ts): a sent form leaves none behind.
    expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes('draft')))).toEqual([]);
  });
});

test.describe('honeypot', { tag: '@one-width' }, () => {
  test('a filled hidden website field reports success and sends nothing', async ({ page }) => {
    const c = caseFor('import_export');
    const captured = await captureApi(page);
    const form = await openFormByHash(page, c);
    await fillForm(form, c.kind, sampleValues[c.kind]);
    await page.locator('input[name=website]').fill('x', { force: true });
    await submitButton(form).click();

    await expect(form.getByRole('status')).toContainText(SERVICE_SUCCESS);
    await page.waitForTimeout(500);
    expect(captured).toHaveLength(0);
  });
});

/** Opens the page; once it has loaded, every further script (the enhanced form's) fails, as on a flaky connection. */
async function openWithFormScriptFailing(page: Page, url: string): Promise<void> {
  let loaded = false;
  await page.route('**/_islands/**', (route) => (loaded ? route.abort('failed') : route.continue()));
  await page.goto(url);
  loaded = true;
}

test('when the enhanced form\'s script fails to load, the pre-rendered form still sends the enquiry natively @one-width', async ({ page, request }) => {
  const c = caseFor('migration');
  await openWithFormScriptFailing(page, c.url);
  const form = formOf(page, c);
  const name = uniqueName();
  await fillForm(form, c.kind, { ...sampleValues[c.kind], fullName: name }, { native: true });
  await expect(form).toHaveAttribute('data-enhanced', 'false');
  await submitButton(form).click();

  await expect(page).toHaveURL(/\/enquiry\/sent\/migration-services\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  const [stored] = await storedWhere(request, c.kind, (p) => p.name === name);
  expect(stored?.payload).toStrictEqual({ ...(goldenPayload(c.kind) as object), name });
});

test('a native post the server refuses links back to the form as the visitor filled it @one-width', async ({ page }) => {
  const c = contactCase;
  await openWithFormScriptFailing(page, c.url);
  const form = formOf(page, c);
  const name = uniqueName();
  await fillForm(form, c.kind, { ...sampleValues.contact, fullName: name, email: 'asha@example' }, { native: true });
  await submitButton(form).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Please correct your enquiry' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the contact form' }).click();
  await expect(page).toHaveURL(new RegExp(`${c.url.replace(/[#?].*$/, '')}`));
  await expect(control(formOf(page, c), fieldNamed(c.kind, 'fullName'))).toHaveValue(name);
  await expect(control(formOf(page, c), fieldNamed(c.kind, 'email'))).toHaveValue('asha@example');
});

test.describe('the reference in the success message', { tag: '@one-width' }, () => {
  for (const c of [caseFor('migration'), contactCase]) {
    test(`${c.formName}: says the reference when the server sends one, and nothing about it otherwise @one-width`, async ({ page }) => {
      await captureApi(page, { body: { id: 'c0ffee00-0000-4000-8000-000000000001', reference: 'SG-2026-000123' } });
      let form = await openFormByHash(page, c);
      await fillForm(form, c.kind, sampleValues[c.kind]);
      await submitButton(form).click();
      const outcome = c.contact ? page.getByRole('status').filter({ hasText: MESSAGES.contactSuccess }) : form.getByRole('status');
      await expect(outcome).toContainText('Your reference is SG-2026-000123.');

      await page.unroute('**/api/**');
      const second = await captureApi(page, { body: { id: 'c0ffee00-0000-4000-8000-000000000002' } });
      if (c.contact) await page.getByRole('button', { name: 'Send another message' }).click();
      form = formOf(page, c);
      await fillForm(form, c.kind, sampleValues[c.kind]);
      await submitButton(form).click();
      // The first message went when the second send started.
      await expect.poll(() => second.length).toBe(1);
      await expect(outcome).toContainText(c.contact ? MESSAGES.contactSuccess : SERVICE_SUCCESS);
      await expect(outcome).not.toContainText('reference');
    });
  }
});

test.describe('number inputs', { tag: '@one-width' }, () => {
  test('the mouse wheel does not change a focused number input', async ({ page }) => {
    const c = caseFor('residency_invest');
    const form = await openFormByHash(page, c);

    // Control: in this browser a wheel over a focused plain number input does change it.
    await form.evaluate((element) => {
      const plain = document.createElement('input');
      plain.type = 'number';
      plain.value = '3';
      plain.setAttribute('aria-label', 'wheel control');
      element.before(plain);
    });
    const plain = page.getByLabel('wheel control');
    await plain.focus();
    await plain.hover();
    await page.mouse.wheel(0, 200);
    await expect(plain).not.toHaveValue('3');
    await plain.evaluate((element) => element.remove());

    const members = control(form, fieldNamed(c.kind, 'familyMembers'));
    await members.fill('3');
    for (const delta of [200, -200]) {
      await members.focus();
      await expect(members).toBeFocused();
      await members.hover();
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(300);
      await expect(members).toHaveValue('3');
    }
  });
});

test('the form fields stack in one column on a phone and pair up from 640 px', async ({ page }) => {
  const form = await openFormByHash(page, caseFor('work_abroad'));
  // Both boxes from one frame: the section may still be sliding into view (its reveal), and two separate
  // measurements would then see it at two heights.
  const fields = [await control(form, fieldNamed('work_abroad', 'fullName')).elementHandle(), await control(form, fieldNamed('work_abroad', 'email')).elementHandle()];
  const [first, second] = await page.evaluate((elements) => elements.map((element) => element!.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }), fields);
  if (page.viewportSize()!.width < 640) {
    expect(second!.y, 'email below full name').toBeGreaterThan(first!.y + first!.height - 1);
  } else {
    expect(second!.x, 'email beside full name').toBeGreaterThan(first!.x + first!.width - 1);
    expect(Math.abs(second!.y - first!.y)).toBeLessThan(2);
  }
  // Nothing in the form overflows the viewport sideways.
  const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('the pre-rendered form and the enhanced form', () => {
  for (const c of [contactCase, caseFor('work_abroad'), caseFor('medical_support')]) {
    test(`${c.formName}: both have the same height, so the takeover moves nothing`, async ({ browser, page, baseURL }) => {
      // The form as pre-rendered (without JavaScript nothing replaces it), at the same width.
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), baseURL });
      const plainPage = await plain.newPage();
      await plainPage.goto(c.url);
      await plainPage.evaluate(() => document.fonts.ready);
      const prerendered = formOf(plainPage, c);
      await expect(prerendered).toHaveAttribute('data-enhanced', 'false');
      await expect(prerendered).toHaveAttribute('method', 'post');
      const before = (await prerendered.boundingBox())!.height;
      await plain.close();

      const form = await openFormByScrolling(page, c);
      await page.evaluate(() => document.fonts.ready);
      const after = (await form.boundingBox())!.height;
      expect(Math.abs(after - before), `pre-rendered ${before}px, enhanced ${after}px`).toBeLessThanOrEqual(1);
    });
  }

  test('what the visitor typed, chose and attached before the enhanced form arrived is kept, and focus stays put @one-width', async ({ browser, baseURL }) => {
    const c = caseFor('work_abroad');
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    await page.route(/\.(mp4|webm)(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
    // Every script of the page waits until the visitor has filled in part of the pre-rendered form.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_islands/**', async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    await page.goto(c.url, { waitUntil: 'domcontentloaded' });
    const form = formOf(page, c);
    await expect(form).toHaveAttribute('data-enhanced', 'false');
    const values = sampleValues[c.kind];
    await fillForm(form, c.kind, values, { native: true, only: ['fullName', 'email', 'contactMethod', 'resume'] });
    const profession = control(form, fieldNamed(c.kind, 'profession'));
    await profession.fill('Registered nur');
    await profession.focus();

    release();
    await expectEnhanced(form);
    await expect(profession).toBeFocused();
    await page.keyboard.type('se');
    await expect(profession).toHaveValue('Registered nurse');
    await expect(control(form, fieldNamed(c.kind, 'fullName'))).toHaveValue('Asha Patel');
    await expect(control(form, fieldNamed(c.kind, 'email'))).toHaveValue('asha.patel@example.com');
    await expect(control(form, fieldNamed(c.kind, 'contactMethod'))).toHaveValue('1');
    await expect(consentBox(form)).toBeChecked();
    // The PDF chosen in the plain file input was checked and kept by the enhanced one.
    await expect(form.getByText('Attached: cv.pdf')).toBeVisible();
    await context.close();
  });
});
