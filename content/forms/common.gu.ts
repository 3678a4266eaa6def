import type { FixedKey, ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './common';

/*
 * The phone field's `hint` is held in a constant: the checked type leaves out optional keys (`hint`,
 * `options`) while `localize` requires them, so an inline literal would fail the type check.
 */
const phoneField = {
  label: 'ફોન*',
  hint: 'આપના દેશના કોડ સાથે નંબર લખો, દા.ત. +91 98765 43210.',
};

export const translation: ModuleTranslation<typeof english, FixedKey | 'CONSENT_FIELD' | 'HONEYPOT_FIELD'> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    contactMethodOptions: [{ label: 'ઈમેલ' }, { label: 'ફોન' }, { label: 'WhatsApp' }],
    fullNameField: { label: 'પૂરું નામ*' },
    emailField: { label: 'ઈમેલ*' },
    phoneField,
    hearAboutUsField: { label: 'આપને અમારા વિશે ક્યાંથી જાણ થઈ?' },
  },
};
