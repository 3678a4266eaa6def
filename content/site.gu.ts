import type { ModuleTranslation } from '@/lib/i18n/translation';
import type { SiteFixed } from './fixed-keys';
import type * as english from './site';

export const translation: ModuleTranslation<typeof english, SiteFixed> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    site: {
      tagline: 'આપના વૈશ્વિક ભરતી ભાગીદાર',
      description:
        'Sarthi Global મુંબઈ, અમદાવાદ અને રાજકોટની ઓફિસોથી વ્યક્તિઓ અને વ્યવસાયોને માઇગ્રેશન, રોકાણ દ્વારા રેસિડેન્સી, વિદેશમાં નોકરી, આંતરરાષ્ટ્રીય વેપાર, પ્રોપર્ટી અને મેડિકલ ટુરિઝમમાં માર્ગદર્શન આપે છે.',
      offices: [{ city: 'મુંબઈ' }, { city: 'અમદાવાદ' }, { city: 'રાજકોટ' }],
      hours: { label: 'સોમવારથી શુક્રવાર, સવારે 9:00થી સાંજે 6:00 (IST)' },
      globalPresence: ['ઓસ્ટ્રેલિયા', 'ન્યૂઝીલેન્ડ', 'ઇન્ડોનેશિયા', 'યુનાઇટેડ કિંગડમ', 'યુએઈ'],
      social: [{ label: 'Instagram પર Sarthi Global' }, { label: 'LinkedIn પર Sarthi Global' }],
    },
  },
};
