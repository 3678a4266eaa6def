import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './navigation';

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    topNav: {
      home: { label: 'હોમ' },
      servicesLabel: 'સેવાઓ',
      after: [{ label: 'અમારા વિશે' }, { label: 'પ્રતિભાવો' }],
      contact: { label: 'સંપર્ક કરો' },
    },
    mobileNav: {
      home: { label: 'હોમ' },
      servicesLabel: 'અમારી સેવાઓ',
      after: [{ label: 'અમારા વિશે' }, { label: 'પ્રતિભાવો' }, { label: 'સંપર્ક' }],
    },
    footerColumns: {
      company: {
        title: 'કંપની',
        links: [
          { label: 'અમારા વિશે' },
          { label: 'પ્રતિભાવો' },
          { label: 'વારંવાર પૂછાતા પ્રશ્નો' },
          { label: 'ગોપનીયતા નીતિ' },
          { label: 'સેવાની શરતો' },
        ],
      },
      // The first FOOTER_SERVICE_COUNT (5) services, in the catalogue's order (their `index`).
      services: {
        title: 'સેવાઓ',
        links: [
          { label: 'આયાત/નિકાસ સેવાઓ' },
          { label: 'માઇગ્રેશન સેવાઓ' },
          { label: 'રોકાણ દ્વારા રેસિડેન્સી' },
          { label: 'વ્યવસાયની ખરીદી/વેચાણ' },
          { label: 'રિયલ એસ્ટેટ સહાય' },
        ],
      },
      follow: { title: 'અમને ફોલો કરો' },
    },
  },
};
