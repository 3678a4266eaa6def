import type { FieldOption, InquiryFormField } from '../types';

/** Contact method codes (spec section 3): Email 1, Phone 2, WhatsApp 3. */
export const contactMethodOptions: readonly FieldOption[] = [
  { label: 'Email', value: 1 },
  { label: 'Phone', value: 2 },
  { label: 'WhatsApp', value: 3 },
];

export const fullNameField: InquiryFormField = { label: 'Full Name*', type: 'text', name: 'fullName', required: true, autoComplete: 'name' };
export const emailField: InquiryFormField = { label: 'Email*', type: 'email', name: 'email', required: true, autoComplete: 'email' };
export const phoneField: InquiryFormField = {
  label: 'Phone*',
  type: 'tel',
  name: 'phone',
  required: true,
  autoComplete: 'tel',
  hint: 'Include your country code, e.g. +91 98765 43210.',
};

export function contactMethodField(required: boolean): InquiryFormField {
  return {
    label: required ? 'Preferred Contact Method*' : 'Preferred Contact Method',
    type: 'select',
    name: 'contactMethod',
    required,
    options: contactMethodOptions,
  };
}

export const hearAboutUsField: InquiryFormField = { label: 'How did you hear about us?', type: 'text', name: 'hearAboutUs', required: false };

/** The fields every service form opens with (contact method is required everywhere but import/export). */
export function commonFields(contactMethodRequired = true): InquiryFormField[] {
  return [fullNameField, emailField, phoneField, contactMethodField(contactMethodRequired)];
}

/** The privacy-consent checkbox is not a definition field: every form renders it, and it is always required. */
export const CONSENT_FIELD = 'consent';
/** A visually hidden field a person never fills; bots do. */
export const HONEYPOT_FIELD = 'website';

export function numbered(labels: readonly string[]): FieldOption[] {
  return labels.map((label, index) => ({ label, value: index + 1 }));
}
