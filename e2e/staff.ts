import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** The end-to-end server's port, its database and its inbox's origin (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SQLITE_PATH = join(tmpdir(), `intake-e2e-${E2E_PORT}`, 'enquiries.db');
export const E2E_STAFF_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MAIL_DIR = join(tmpdir(), `intake-e2e-${E2E_PORT}`, 'mail');

/**
 * The API key of the end-to-end server's script person: scripts/e2e-api-key.mjs makes it in the
 * throwaway database before the server starts (playwright.config.ts) and writes it here.
 */
export const E2E_API_KEY_FILE = join(tmpdir(), `intake-e2e-${E2E_PORT}`, 'api-key');
let apiKey: string | undefined;
export const e2eApiKey = (): string => (apiKey ??= readFileSync(E2E_API_KEY_FILE, 'utf8').trim());

export type StoredEnquiry = {
  id: string;
  kind: string;
  /** The human reference (SG-yymm-XXXX) the enquirer is shown and emailed. */
  reference: string;
  spam: boolean;
  created_at: string;
  payload: Record<string, unknown>;
  resume: { bytes: number; url: string } | null;
};

const authorization = () => ({ authorization: `Token ${e2eApiKey()}` });

/** An enquiry as the intake server stored it, read through the staff API. */
export async function storedEnquiry(request: APIRequestContext, id: string): Promise<StoredEnquiry> {
  const response = await request.get(`/api/staff/enquiries/${id}`, { headers: authorization() });
  if (!response.ok()) throw new Error(`GET /api/staff/enquiries/${id} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as StoredEnquiry;
}

/** The bytes of a stored resume. */
export async function storedResume(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url, { headers: authorization() });
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}`);
  return response.body();
}

/** An enquiry as an access request lists it: with its source (the staff API's enquiry answers leave it out). */
export type EnquiryWithSource = { id: string; kind: string; payload: Record<string, unknown>; source: Record<string, string> | null };

/** Every enquiry stored for an address, with its source, through the access request (POST /api/staff/subjects). */
export async function storedForAddress(request: APIRequestContext, email: string): Promise<EnquiryWithSource[]> {
  const response = await request.post('/api/staff/subjects', { headers: authorization(), data: { email } });
  if (!response.ok()) throw new Error(`POST /api/staff/subjects answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { enquiries: EnquiryWithSource[] }).enquiries;
}

/** An address no other test uses: its access request finds this test's enquiry alone. */
export const uniqueAddress = (): string => `asha.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
