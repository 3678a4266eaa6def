import { serviceHref, services } from '@/content/services';
import { SERVICE_ENQUIRY_KIND, type EnquiryKind } from './kinds';

/*
 * The pages a native (no-JavaScript) form post ends on, shared by the site (app/(site)/enquiry/) and the
 * intake API (server/intake/native.ts), which redirects to them (303) or fills the "please correct" template.
 */

/** The form a kind belongs to: 'contact' or the service id (the path segment of its confirmation page). */
export function formKey(kind: EnquiryKind): string {
  if (kind === 'contact') return 'contact';
  const id = Object.entries(SERVICE_ENQUIRY_KIND).find(([, k]) => k === kind)?.[0];
  if (!id) throw new Error(`No service for enquiry kind ${kind}`);
  return id;
}

/** Every confirmation page, one per form. */
export const FORM_KEYS: readonly string[] = ['contact', ...services.map((s) => s.id)];

/** `/enquiry/sent/<form>/`: the confirmation page after a native post (a reference may follow as `?ref=`). */
export function sentPath(kind: EnquiryKind): string {
  return `/enquiry/sent/${formKey(kind)}/`;
}

/** The "please correct" template the intake API fills and answers with (status 400). */
export const PROBLEM_PATH = '/enquiry/problem/';

/** The element of the template the API replaces with the problems of one post (never inside a script). */
export const PROBLEM_SLOT_ID = 'enquiry-problems';

/** The element of a confirmation page that says the reference (filled by our server, or by its inline script). */
export const REFERENCE_SLOT_ID = 'enquiry-reference';

/** The form's page, at the form. */
export function formPagePath(kind: EnquiryKind): string {
  const key = formKey(kind);
  return key === 'contact' ? '/contact/#contact-form' : `${serviceHref(key as (typeof services)[number]['id'])}#inquiry`;
}

/** How a visitor calls the form: 'contact form', 'Work Abroad enquiry form'. */
export function formName(kind: EnquiryKind): string {
  const key = formKey(kind);
  if (key === 'contact') return 'contact form';
  return `${services.find((s) => s.id === key)?.title ?? 'enquiry'} enquiry form`;
}
