import { submitEnquiry } from '@/lib/api/client';
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

/** The last body sent per endpoint and its key, in memory only: a draft's key never outlives the page. */
const lastSent = new Map<EnquiryKind, { body: string; key: string }>();

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
export function idempotencyKeyFor(kind: EnquiryKind, payload: EnquiryPayload): string {
  const body = JSON.stringify(payload);
  const last = lastSent.get(kind);
  if (last?.body === body) return last.key;
  const key = randomKey();
  lastSent.set(kind, { body, key });
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
export async function sendEnquiry(kind: EnquiryKind, values: FormValues): Promise<SendResult> {
  if (typeof values.website === 'string' && values.website.trim() !== '') return { outcome: 'honeypot' };
  const payload = toPayload(kind, values);
  const checked = payloadSchemas[kind].safeParse(payload);
  if (!checked.success) throw new Error(`Enquiry payload for ${kind} does not match the contract: ${checked.error.message}`);
  const body = await submitEnquiry(kind, payload, { idempotencyKey: idempotencyKeyFor(kind, payload) });
  return { outcome: 'sent', id: text(body, 'id'), reference: text(body, 'reference') };
}
