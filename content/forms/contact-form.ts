import type { InquiryFormField } from '../types';
import { contactMethodField, emailField, fullNameField, hearAboutUsField, phoneField } from './common';

/** Contact service codes 1-9 (spec section 3, "Codes"). */
export const contactServiceOptions = [
  { label: 'Import/Export Services', value: 1 },
  { label: 'Migration Services', value: 2 },
  { label: 'Residency by Investment', value: 3 },
  { label: 'Business Buy/Sell', value: 4 },
  { label: 'Real Estate Assistance', value: 5 },
  { label: 'Consulting Services', value: 6 },
  { label: 'Work Abroad', value: 7 },
  { label: 'Property Management', value: 8 },
  { label: 'Relocation Support', value: 9 },
] as const;

export const contactFormFields: readonly InquiryFormField[] = [
  fullNameField,
  emailField,
  phoneField,
  { label: 'Subject*', type: 'text', name: 'subject', required: true },
  { label: 'Service of Interest*', type: 'select', name: 'service', required: true, options: contactServiceOptions },
  { label: 'Message*', type: 'textarea', name: 'message', required: true },
  hearAboutUsField,
  contactMethodField(true),
];
