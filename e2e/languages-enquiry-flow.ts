import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { sampleValues } from '../lib/enquiry/sample-values';
import { expect } from './fixtures';
import { E2E_MAIL_DIR, e2eApiKey, type StoredEnquiry } from './staff';

/*
 * A Gujarati enquiry end to end (issue 41): what the visitor fills on /gu/contact/, how it is found again
 * (stored in Gujarati), and the acknowledgement the outbox wrote for it. Shared by the JavaScript and the
 * no-JavaScript specs.
 */

/** The contact form's sample values under a name and address no other test uses (the acknowledgement budget is per address). */
export function gujaratiValues() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { ...sampleValues.contact, fullName: `આશા પટેલ ${tag}`, email: `asha.gu.${tag}@example.com` } as Record<string, string | boolean>;
}

/** Fills the Gujarati contact form by its controls' names (its labels are Gujarati) and ticks consent. */
export async function fillGujaratiContact(form: Locator, values: Record<string, string | boolean>) {
  for (const name of ['fullName', 'email', 'phone', 'subject', 'message', 'hearAboutUs']) await form.locator(`[name="${name}"]`).fill(String(values[name]));
  for (const name of ['service', 'contactMethod']) await form.locator(`select[name="${name}"]`).selectOption(String(values[name]));
  await form.locator('input[name="consent"]').check();
}

/** The stored enquiries in one language whose name is `name` (the staff API's `language` filter). */
export async function storedInLanguage(request: APIRequestContext, language: string, name: string): Promise<StoredEnquiry[]> {
  const response = await request.get(`/api/staff/enquiries?kind=contact&language=${language}&limit=200`, { headers: { authorization: `Token ${e2eApiKey()}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: StoredEnquiry[] };
  return items.filter((item) => item.payload.name === name);
}

/** The acknowledgement the outbox wrote for `reference` (no SMTP server in this run: an .eml file), parsed. */
export async function acknowledgementOf(reference: string) {
  let file: string | undefined;
  await expect
    .poll(() => (file = readdirSync(E2E_MAIL_DIR).find((name) => name.includes(reference) && name.endsWith('-ack.eml'))), { timeout: 15_000 })
    .toBeTruthy();
  return simpleParser(readFileSync(join(E2E_MAIL_DIR, file!)));
}
