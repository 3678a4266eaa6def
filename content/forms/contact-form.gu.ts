import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './contact-form';

/*
 * Fields with a `hint` or `options` are held in constants: the checked type leaves out optional keys while
 * `localize` requires them, so an inline literal would fail the type check.
 */
const contactServiceOptions = [
  { label: 'આયાત/નિકાસ સેવાઓ' },
  { label: 'માઇગ્રેશન સેવાઓ' },
  { label: 'રોકાણ દ્વારા રેસિડેન્સી' },
  { label: 'વ્યવસાય ખરીદ/વેચાણ' },
  { label: 'રિયલ એસ્ટેટ સહાય' },
  { label: 'કન્સલ્ટિંગ સેવાઓ' },
  { label: 'વિદેશમાં નોકરી' },
  { label: 'પ્રોપર્ટી મેનેજમેન્ટ' },
  { label: 'સ્થળાંતર સહાય' },
];

const phone = { label: 'ફોન*', hint: 'આપના દેશના કોડ સાથે નંબર લખો, દા.ત. +91 98765 43210.' };
const service = { label: 'ઇચ્છિત સેવા*', options: contactServiceOptions };
const contactMethod = { label: 'સંપર્કની પસંદગીની રીત*', options: [{ label: 'ઈમેલ' }, { label: 'ફોન' }, { label: 'WhatsApp' }] };

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    contactServiceOptions,
    contactFormFields: [
      { label: 'પૂરું નામ*' },
      { label: 'ઈમેલ*' },
      phone,
      { label: 'વિષય*' },
      service,
      { label: 'સંદેશ*' },
      { label: 'આપને અમારા વિશે ક્યાંથી જાણ થઈ?' },
      contactMethod,
    ],
  },
};
