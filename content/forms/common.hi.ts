import type { FixedKey, ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './common';

/*
 * The phone field's `hint` is held in a constant: the checked type leaves out optional keys (`hint`,
 * `options`) while `localize` requires them, so an inline literal would fail the type check.
 */
const phoneField = {
  label: 'फ़ोन*',
  hint: 'अपने देश के कोड के साथ नंबर लिखें, जैसे +91 98765 43210।',
};

export const translation: ModuleTranslation<typeof english, FixedKey | 'CONSENT_FIELD' | 'HONEYPOT_FIELD'> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    contactMethodOptions: [{ label: 'ईमेल' }, { label: 'फ़ोन' }, { label: 'WhatsApp' }],
    fullNameField: { label: 'पूरा नाम*' },
    emailField: { label: 'ईमेल*' },
    phoneField,
    hearAboutUsField: { label: 'आपको हमारे बारे में कहाँ से पता चला?' },
  },
};
