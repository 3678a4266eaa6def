import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './navigation';

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    topNav: {
      home: { label: 'होम' },
      servicesLabel: 'सेवाएँ',
      after: [{ label: 'हमारे बारे में' }, { label: 'प्रशंसापत्र' }],
      contact: { label: 'संपर्क करें' },
    },
    mobileNav: {
      home: { label: 'होम' },
      servicesLabel: 'हमारी सेवाएँ',
      after: [{ label: 'हमारे बारे में' }, { label: 'प्रशंसापत्र' }, { label: 'संपर्क' }],
    },
    footerColumns: {
      company: {
        title: 'कंपनी',
        links: [
          { label: 'हमारे बारे में' },
          { label: 'प्रशंसापत्र' },
          { label: 'अक्सर पूछे जाने वाले प्रश्न' },
          { label: 'गोपनीयता नीति' },
          { label: 'सेवा की शर्तें' },
        ],
      },
      // The first FOOTER_SERVICE_COUNT (5) services, in the catalogue's order (their `index`).
      services: {
        title: 'सेवाएँ',
        links: [
          { label: 'आयात/निर्यात सेवाएँ' },
          { label: 'माइग्रेशन सेवाएँ' },
          { label: 'निवेश द्वारा रेजिडेंसी' },
          { label: 'व्यवसाय खरीद/बिक्री' },
          { label: 'रियल एस्टेट सहायता' },
        ],
      },
      follow: { title: 'हमें फ़ॉलो करें' },
    },
  },
};
