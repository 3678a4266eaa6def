import { submitEnquiry } from '@/lib/api/client';
import { payloadSchemas, toPayload, type FormValues } from './contract';
import { SERVICE_ENQUIRY_KIND, type EnquiryKind, type ServiceEnquiryKind } from './kinds';

/** The enquiry kind of a service page, or undefined (with a warning, and nothing is sent) for an unknown id. */
export function kindForService(serviceId: string): ServiceEnquiryKind | undefined {
  const kind = Object.hasOwn(SERVICE_ENQUIRY_KIND, serviceId) ? SERVICE_ENQUIRY_KIND[serviceId as keyof typeof SERVICE_ENQUIRY_KIND] : undefined;
  if (!kind) console.warn(`Enquiry not sent: unknown service id "${serviceId}".`);
  return kind;
}

export type SendOutcome = 'sent' | 'honeypot';

/**
 * Maps validated form values to the wire payload, checks it against the endpoint's schema and posts it.
 * A filled honeypot is a bot: report success and send nothing.
 */
export async function sendEnquiry(kind: EnquiryKind, values: FormValues): Promise<SendOutcome> {
  if (typeof values.website === 'string' && values.website.trim() !== '') return 'honeypot';
  const payload = toPayload(kind, values);
  const checked = payloadSchemas[kind].safeParse(payload);
  if (!checked.success) throw new Error(`Enquiry payload for ${kind} does not match the contract: ${checked.error.message}`);
  await submitEnquiry(kind, payload);
  return 'sent';
}
