import { submitEnquiry } from '@/lib/api/client';
import { payloadSchemas, toPayload, type FormValues } from './contract';
import { SERVICE_ENQUIRY_KIND, type EnquiryKind, type ServiceEnquiryKind } from './kinds';

/** The enquiry kind of a service page, or undefined (with a warning, and nothing is sent) for an unknown id. */
export function kindForService(serviceId: string): ServiceEnquiryKind | undefined {
  const kind = Object.hasOwn(SERVICE_ENQUIRY_KIND, serviceId) ? SERVICE_ENQUIRY_KIND[serviceId as keyof typeof SERVICE_ENQUIRY_KIND] : undefined;
  if (!kind) console.warn(`Enquiry not sent: unknown service id "${serviceId}".`);
  return kind;
}

/** What the intake API answered (201 `{"id", "reference"}`); a filled honeypot sends nothing. */
export type SendResult = { outcome: 'sent'; id?: string; reference?: string } | { outcome: 'honeypot' };

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
  const body = await submitEnquiry(kind, payload);
  return { outcome: 'sent', id: text(body, 'id'), reference: text(body, 'reference') };
}
