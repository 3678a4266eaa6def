import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { services } from '../content/services';
import type { InquiryFormField } from '../content/types';
import { FORM_FIELDS, plainLabel, type FormValues } from '../lib/enquiry/contract';
import { ENDPOINT_PATHS, SERVICE_ENQUIRY_KIND, type EnquiryKind } from '../lib/enquiry/kinds';
import { SAMPLE_PDF_BASE64 } from '../lib/enquiry/sample-values';
import { expect } from './fixtures';
import { e2eApiKey, type StoredEnquiry } from './staff';

/** One enquiry form as a visitor reaches it: a service page's 'Inquiry Form' section, or the contact page. */
export interface FormCase {
  kind: EnquiryKind;
  /** Page path, without hash. */
  url: string;
  /** Hash that makes the deferred form load at once. */
  hash: '#inquiry' | '#contact-form';
  /** The section heading above the form. */
  heading: string | RegExp;
  /** Accessible name of the <form>. */
  formName: string;
  /** DOM id prefix of the form's controls. */
  formId: string;
  contact: boolean;
}

export const serviceCases: FormCase[] = services.map((service) => ({
  kind: SERVICE_ENQUIRY_KIND[service.id],
  url: `/services/${service.id}/`,
  hash: '#inquiry',
  heading: `Contact us today to learn more about our ${service.title}`,
  formName: `${service.title} enquiry`,
  formId: service.id,
  contact: false,
}));

export const contactCase: FormCase = {
  kind: 'contact',
  url: '/contact/',
  hash: '#contact-form',
  heading: 'Send us a message',
  formName: 'Contact form',
  formId: 'contact',
  contact: true,
};

export const allCases: FormCase[] = [...serviceCases, contactCase];

export function caseFor(kind: EnquiryKind): FormCase {
  const found = allCases.find((c) => c.kind === kind);
  if (!found) throw new Error(`No form case for ${kind}`);
  return found;
}

/** The path the site posts a kind to: `/api` + the endpoint path. */
export function apiPath(kind: EnquiryKind): string {
  return `/api${ENDPOINT_PATHS[kind]}`;
}

/** The golden payload of a kind, read from disk as JSON (not imported, so nothing is coerced). */
export function goldenPayload(kind: EnquiryKind): unknown {
  return JSON.parse(readFileSync(path.join(__dirname, '..', 'lib', 'enquiry', 'fixtures', `${kind}.json`), 'utf8'));
}

export const SAMPLE_PDF = Buffer.from(SAMPLE_PDF_BASE64, 'base64');

export const samplePdfFile = () => ({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });

export interface CapturedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

/** The site's beacons (server/visits/), sent by every page load beside the enquiry API. */
const BEACON_PATHS = new Set(['/api/visits/', '/api/vitals/']);

/**
 * Routes every call to the site's enquiry API: records it and answers with `status` (201 {id: 1} by default),
 * optionally after `delayMs` and/or once `hold` settles. Returns the live list of captured requests.
 */
export async function captureApi(
  page: Page,
  options: { status?: number; delayMs?: number; hold?: Promise<unknown>; body?: unknown } = {},
): Promise<CapturedRequest[]> {
  const { status = 201, delayMs = 0, hold } = options;
  const body = options.body ?? (status < 300 ? { id: 1 } : { detail: 'Internal Server Error' });
  const captured: CapturedRequest[] = [];
  await page.route('**/api/**', async (route) => {
    const request: Request = route.request();
    // Every page load's page-view and web-vitals beacons go on to the server, unrecorded: this captures enquiries.
    if (BEACON_PATHS.has(new URL(request.url()).pathname)) return route.continue().catch(() => undefined);
    let json: unknown;
    try {
      json = request.postDataJSON();
    } catch {
      json = request.postData();
    }
    captured.push({ method: request.method(), path: new URL(request.url()).pathname, contentType: request.headers()['content-type'], idempotencyKey: request.headers()['idempotency-key'], body: json });
    // The answer waits at least delayMs, and until `hold` settles if given.
    await Promise.all([new Promise((resolve) => setTimeout(resolve, delayMs)), hold]);
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }).catch(() => {
      /* the page may have gone away meanwhile */
    });
  });
  return captured;
}

export interface ObservedCall extends CapturedRequest {
  status: number;
  /** The answer's JSON body (undefined when it was not JSON). */
  answer: unknown;
}

/**
 * Watches the site's real calls to the enquiry API, changing nothing: each call is recorded with the request
 * as sent and the server's answer. `calls()` waits for the answers of every call seen so far.
 */
export function observeApi(page: Page): { calls: () => Promise<ObservedCall[]> } {
  const pending: Promise<ObservedCall>[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/')) return;
    // Not the enquiry API: every page load's page-view and web-vitals beacons (e2e/visits.spec.ts covers those).
    if (BEACON_PATHS.has(path)) return;
    pending.push(
      (async () => {
        const response = await request.response();
        let body: unknown;
        try {
          body = request.postDataJSON();
        } catch {
          body = request.postData();
        }
        const answer: unknown = await response?.json().catch(() => undefined);
        return { method: request.method(), path, contentType: request.headers()['content-type'], idempotencyKey: request.headers()['idempotency-key'], body, status: response?.status() ?? 0, answer };
      })(),
    );
  });
  return { calls: () => Promise.all(pending) };
}

/** The <form> of a case, once loaded. */
export function formOf(page: Page, c: FormCase): Locator {
  return page.getByRole('form', { name: c.formName });
}

/** The form is a client-only island loaded after hydration: allow for a busy machine. */
const FORM_LOAD_TIMEOUT = 15_000;

/**
 * The form has been taken over by React Hook Form (its code loads near the viewport or on first use;
 * until then the pre-rendered form is there and posts natively).
 */
export async function expectEnhanced(form: Locator) {
  await expect(form).toHaveAttribute('data-enhanced', 'true', { timeout: FORM_LOAD_TIMEOUT });
}

/** Opens the page with the hash that loads the enhanced form at once. */
export async function openFormByHash(page: Page, c: FormCase): Promise<Locator> {
  await page.goto(`${c.url}${c.hash}`, { waitUntil: 'domcontentloaded' });
  const form = formOf(page, c);
  await expect(form).toBeVisible({ timeout: FORM_LOAD_TIMEOUT });
  await expectEnhanced(form);
  return form;
}

/**
 * Opens the page plainly and goes to the form's section, as a reader does: the enhanced form loads as it
 * nears once they scroll, or when the pointer comes over it (the contact form is in the first screen).
 */
export async function openFormByScrolling(page: Page, c: FormCase): Promise<Locator> {
  await page.goto(c.url, { waitUntil: 'domcontentloaded' });
  const form = formOf(page, c);
  // The pre-rendered form is there from the first paint; its enhanced code loads as the section nears.
  await page.getByRole('heading', { name: c.heading }).scrollIntoViewIfNeeded();
  await expect(form).toBeVisible({ timeout: FORM_LOAD_TIMEOUT });
  await form.hover();
  await expectEnhanced(form);
  await form.scrollIntoViewIfNeeded();
  return form;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The label as written: the plain label, then the (aria-hidden) ' *' of a required field or the
 * ' (optional)' of an optional one. Anchored, so 'Timeline' never matches 'Treatment Timeline'.
 */
export function labelPattern(field: InquiryFormField): RegExp {
  return new RegExp(`^${escapeRegExp(plainLabel(field))}(\\s*\\*|\\s*\\(optional\\))?$`);
}

/** The control of a field (for a multi-select: its group of checkboxes). */
export function control(form: Locator, field: InquiryFormField): Locator {
  if (field.type === 'select' && field.multiple) return form.getByRole('group', { name: labelPattern(field) });
  return form.getByLabel(labelPattern(field));
}

export function consentBox(form: Locator): Locator {
  return form.getByRole('checkbox', { name: /I have read the Privacy Policy/ });
}

export function submitButton(form: Locator): Locator {
  return form.getByRole('button', { name: /Submit Inquiry|Submitting\.\.\./ });
}

export function fieldsOf(kind: EnquiryKind): readonly InquiryFormField[] {
  return FORM_FIELDS[kind];
}

export function fieldNamed(kind: EnquiryKind, name: string): InquiryFormField {
  const field = FORM_FIELDS[kind].find((f) => f.name === name);
  if (!field) throw new Error(`${kind} has no field ${name}`);
  return field;
}

/**
 * Fills the form as a visitor would: types text, picks select options by value, ticks the
 * multi-select's boxes, attaches the sample PDF for a file field and (unless told not to) ticks consent.
 * `native`: the pre-rendered form without JavaScript (no 'Attached:' line after choosing a file).
 */
export async function fillForm(form: Locator, kind: EnquiryKind, values: FormValues, options: { consent?: boolean; only?: readonly string[]; native?: boolean } = {}) {
  for (const field of FORM_FIELDS[kind]) {
    if (options.only && !options.only.includes(field.name)) continue;
    const value = values[field.name];
    const target = control(form, field);
    if (field.type === 'select' && field.multiple) {
      const chosen = Array.isArray(value) ? value : [];
      for (const option of field.options ?? []) {
        const box = target.locator(`input[type=checkbox][value="${option.value}"]`);
        if (chosen.includes(String(option.value))) await box.check();
        else await expect(box).not.toBeChecked();
      }
    } else if (field.type === 'select') {
      if (typeof value === 'string' && value !== '') await target.selectOption(value);
    } else if (field.type === 'file') {
      if (typeof value === 'string' && value !== '') {
        await target.setInputFiles(samplePdfFile());
        // The enhanced form checks and reads the file at once; the pre-rendered one posts it as it is.
        if (!options.native) await expect(form.getByText('Attached: cv.pdf')).toBeVisible();
      }
    } else if (typeof value === 'string' && value !== '') {
      await target.fill(value);
    }
  }
  if (options.consent ?? true) await consentBox(form).check();
}

/**
 * What the form's controls hold, read in one round trip: name -> value ('' for an empty control),
 * an array of the ticked values for a group of same-named checkboxes, a boolean for consent.
 * File inputs read as the chosen file's name ('' when none).
 */
export async function readValues(form: Locator): Promise<Record<string, string | string[] | boolean>> {
  return form.evaluate((element: HTMLFormElement) => {
    const out: Record<string, string | string[] | boolean> = {};
    for (const control of Array.from(element.elements)) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
      const name = control.name;
      if (!name) continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (name === 'consent') out[name] = control.checked;
        else {
          const list = (out[name] as string[] | undefined) ?? [];
          if (control.checked) list.push(control.value);
          out[name] = list;
        }
      } else if (control instanceof HTMLInputElement && control.type === 'file') {
        out[name] = control.files?.[0]?.name ?? '';
      } else {
        out[name] = control.value;
      }
    }
    return out;
  });
}

/** Every control holds the given values (file fields and consent aside). */
export async function expectValues(form: Locator, kind: EnquiryKind, values: FormValues) {
  const held = await readValues(form);
  const expected: Record<string, string | string[]> = {};
  const actual: Record<string, unknown> = {};
  for (const field of FORM_FIELDS[kind]) {
    if (field.type === 'file') continue;
    const value = values[field.name];
    expected[field.name] = field.multiple ? (Array.isArray(value) ? [...value].sort() : []) : typeof value === 'string' ? value : '';
    const got = held[field.name];
    actual[field.name] = Array.isArray(got) ? [...got].sort() : got;
  }
  expect(actual).toEqual(expected);
}

/**
 * For each field: its aria-invalid and the text of the elements its aria-describedby names, read in
 * one round trip (for a multi-select, from its fieldset).
 */
export async function readErrorWiring(form: Locator, kind: EnquiryKind, formId: string) {
  const fields = FORM_FIELDS[kind].map((f) => ({ name: f.name, id: `${formId}-${f.name}`, group: Boolean(f.multiple) }));
  return form.evaluate((element, list) => {
    const out: Record<string, { invalid: string | null; describedBy: string[]; description: string }> = {};
    for (const { name, id, group } of list) {
      const input = element.querySelector(`[id="${id}"]`);
      const target = group ? input?.closest('fieldset') : input;
      if (!target) continue;
      const describedBy = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      out[name] = {
        invalid: target.getAttribute('aria-invalid'),
        describedBy,
        description: describedBy.map((ref) => document.getElementById(ref)?.textContent?.trim() ?? `<missing #${ref}>`).join(' '),
      };
    }
    return out;
  }, fields);
}

/** The values of an empty form: '' everywhere, [] for multi-selects. */
export function emptyFormValues(kind: EnquiryKind): FormValues {
  return Object.fromEntries(FORM_FIELDS[kind].map((f) => [f.name, f.multiple ? [] : '']));
}

/** A PDF-looking file of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return buffer;
}

/** A real PNG header (and a little more), to be renamed cv.pdf. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89]);

/**
 * The stored enquiries of a kind that match `test`, newest first, read through the staff API (a native
 * post's redirect carries no id, so tests mark their enquiry with a value of their own).
 */
export async function storedWhere(
  request: APIRequestContext,
  kind: EnquiryKind,
  test: (payload: Record<string, unknown>) => boolean,
  status: 'genuine' | 'spam' = 'genuine',
): Promise<StoredEnquiry[]> {
  const response = await request.get(`/api/staff/enquiries?kind=${kind}&status=${status}&limit=200`, { headers: { authorization: `Token ${e2eApiKey()}` } });
  if (!response.ok()) throw new Error(`staff list answered ${response.status()}`);
  const { items } = (await response.json()) as { items: StoredEnquiry[] };
  return items.filter((item) => test(item.payload));
}

/** A value no other test uses, to find this test's enquiry among the stored ones. */
export function uniqueName(): string {
  return `Asha Patel ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
