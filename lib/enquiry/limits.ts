import { formWords } from '@/content/forms/words';
/** Limits shared by the browser checks, the payload schemas and the intake API. */
export const MAX_RESUME_BYTES = 2_097_152;
export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 5000;
export const PDF_DATA_URL_PREFIX = 'data:application/pdf;base64,';
/** Seven to fifteen digits (E.164 allows 15), with spaces, dashes, dots, brackets and a leading +. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,24}$/;
export const PHONE_DIGITS = { min: 7, max: 15 };
/**
 * An email address as browsers define `type=email` (WHATWG), less `?`, `&` and `%` in the local part,
 * and with a dot in the domain: nothing that reads as a mailto: query (`a@b.example?cc=...`), a header
 * (`<`, `>`, `"`, `,`, `;`) or an address without a domain. One grammar for the site and the server.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The spec's messages, in English (their translations are beside them in content/forms/words.*.ts). */
export const MESSAGES = formWords.messages;

export function phoneIsValid(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Largest request body of every endpoint but work abroad: a contact enquiry needs a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Largest request body of the work-abroad endpoint: a 2 MB resume as a base64 data URL (4/3 of its
 * size) plus the other fields. A native multipart post carries the PDF as bytes, so it fits as well.
 */
export const MAX_WORK_ABROAD_BODY_BYTES = PDF_DATA_URL_PREFIX.length + Math.ceil(MAX_RESUME_BYTES / 3) * 4 + MAX_BODY_BYTES;

/** C0 and C1 control characters; newline and tab are allowed in long text (checked apart). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
export const LINE_BREAK_OR_TAB = /[\t\n]/;
/** Bidirectional overrides and isolates, which can disguise text (`invoice \u202Egpj.exe`). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
