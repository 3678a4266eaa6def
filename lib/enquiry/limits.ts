/** Limits shared by the browser checks, the payload schemas and the intake API. */
export const MAX_RESUME_BYTES = 2_097_152;
export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 5000;
export const PDF_DATA_URL_PREFIX = 'data:application/pdf;base64,';
/** Seven to fifteen digits (E.164 allows 15), with spaces, dashes, dots, brackets and a leading +. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,24}$/;
export const PHONE_DIGITS = { min: 7, max: 15 };

export const MESSAGES = {
  consent: 'You must consent to the privacy policy',
  invalidPdf: 'Please upload a valid PDF file.',
  pdfTooLarge: 'File size should not exceed 2MB.',
  contactFailure: 'Something went wrong.',
  contactSuccess: 'Thanks for contacting us!',
} as const;

export function phoneIsValid(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
