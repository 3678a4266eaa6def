import { submitEnquiry } from '@/lib/api/client';
import { createDraftStore, sessionBackend, type DraftStore } from '@/lib/storage';
import { payloadSchemas, toPayload, type EnquiryPayload, type FormValues } from './contract';
import { SERVICE_ENQUIRY_KIND, type EnquiryKind, type ServiceEnquiryKind } from './kinds';

/** The enquiry kind of a service page, or undefined (with a warning, and nothing is sent) for an unknown id. */
export function kindForService(serviceId: string): ServiceEnquiryKind | undefined {
  const kind = Object.hasOwn(SERVICE_ENQUIRY_KIND, serviceId) ? SERVICE_ENQUIRY_KIND[serviceId as keyof typeof SERVICE_ENQUIRY_KIND] : undefined;
  if (!kind) console.warn(`Enquiry not sent: unknown service id "${serviceId}".`);
  return kind;
}

/** What the intake API answered (201 `{"id", "reference"}`); a filled honeypot sends nothing. */
export type SendResult = { outcome: 'sent'; id?: string; reference?: string } | { outcome: 'honeypot' };

/**
 * The key of the last body sent per endpoint, with a digest of that body (never the body itself: it
 * may hold health details). In memory, and in the tab's session storage (lib/storage.ts: 24 h at most)
 * until the server has accepted the enquiry, so a resend after a failure and a reload still finds the
 * first attempt.
 */
type SentKey = { digest: string; key: string };
const lastSent = new Map<EnquiryKind, SentKey>();
const KEY_DRAFT = (kind: EnquiryKind) => `idempotency-key:${kind}`;

function isSentKey(value: unknown): value is SentKey {
  return typeof (value as Partial<SentKey> | undefined)?.digest === 'string' && typeof (value as Partial<SentKey>).key === 'string';
}

/** cyrb53: a 53-bit digest, enough to tell one form's bodies apart (not a secret, not a security check). */
function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A random UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key for a payload: the same as last time when the same values are sent again (a
 * resend after a time-out or a lost answer finds the first enquiry instead of storing a second),
 * a new one when anything changed.
 */
export function idempotencyKeyFor(kind: EnquiryKind, payload: EnquiryPayload, drafts: DraftStore = createDraftStore(sessionBackend())): string {
  const digest = digestOf(JSON.stringify(payload));
  const stored = drafts.read(KEY_DRAFT(kind));
  const last = isSentKey(stored) ? stored : lastSent.get(kind);
  if (last?.digest === digest) return last.key;
  const key = randomKey();
  lastSent.set(kind, { digest, key });
  drafts.write(KEY_DRAFT(kind), { digest, key });
  return key;
}

function text(body: unknown, key: string): string | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Maps validated form values to the wire payload, checks it against the endpoint's schema and posts it.
 * A filled honeypot is a bot: report success and send nothing.
 */
export async function sendEnquiry(kind: EnquiryKind, values: FormValues, language?: string): Promise<SendResult> {
  if (typeof values.website === 'string' && values.website.trim() !== '') return { outcome: 'honeypot' };
  const payload = toPayload(kind, values);
  const checked = payloadSchemas[kind].safeParse(payload);
  if (!checked.success) throw new Error(`Enquiry payload for ${kind} does not match the contract: ${checked.error.message}`);
  const drafts = createDraftStore(sessionBackend());
  const body = await submitEnquiry(kind, payload, { idempotencyKey: idempotencyKeyFor(kind, payload, drafts), language });
  // Accepted: the key stays in memory (the same values again find this enquiry), not in the tab's storage.
  drafts.remove(KEY_DRAFT(kind));
  return { outcome: 'sent', id: text(body, 'id'), reference: text(body, 'reference') };
}
