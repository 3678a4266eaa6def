import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './contact-form';

/*
 * Fields with a `hint` or `options` are held in constants: the checked type leaves out optional keys while
 * `localize` requires them, so an inline literal would fail the type check.
 */
const contactServiceOptions = [
  { label: 'आयात/निर्यात सेवाएँ' },
  { label: 'माइग्रेशन सेवाएँ' },
  { label: 'निवेश द्वारा रेज़िडेंसी' },
  { label: 'व्यवसाय ख़रीद/बिक्री' },
  { label: 'रियल एस्टेट सहायता' },
  { label: 'कंसल्टिंग सेवाएँ' },
  { label: 'विदेश में नौकरी' },
  { label: 'प्रॉपर्टी मैनेजमेंट' },
  { label: 'स्थानांतरण सहायता' },
];

const phone = { label: 'फ़ोन*', hint: 'अपने देश के कोड के साथ नंबर लिखें, जैसे +91 98765 43210।' };
const service = { label: 'इच्छित सेवा*', options: contactServiceOptions };
const contactMethod = { label: 'संपर्क का पसंदीदा तरीका*', options: [{ label: 'ईमेल' }, { label: 'फ़ोन' }, { label: 'WhatsApp' }] };

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    contactServiceOptions,
    contactFormFields: [
      { label: 'पूरा नाम*' },
      { label: 'ईमेल*' },
      phone,
      { label: 'विषय*' },
      service,
      { label: 'संदेश*' },
      { label: 'आपको हमारे बारे में कहाँ से पता चला?' },
      contactMethod,
    ],
  },
};
