import type { InquiryFormField } from '@/content/types';

/*
 * Wording helpers with no dependencies, so the pre-rendered form (in the page's first JavaScript) can use
 * them without pulling in the schemas (zod) that only the enhanced form and the server need.
 */

/** The label as a visitor reads it in a sentence: without the asterisk. */
export function plainLabel(field: InquiryFormField): string {
  return field.label.replace(/\s*\*\s*$/, '').trim();
}

/** A line of a "please correct" list: the message alone when it already names the field. */
export function summaryLine(label: string, message: string): string {
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;
}
