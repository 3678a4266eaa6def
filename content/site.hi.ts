import type { ModuleTranslation } from '@/lib/i18n/translation';
import type { SiteFixed } from './fixed-keys';
import type * as english from './site';

export const translation: ModuleTranslation<typeof english, SiteFixed> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    site: {
      tagline: 'आपका वैश्विक भर्ती साझेदार',
      description:
        'Sarthi Global मुंबई, अहमदाबाद और राजकोट के कार्यालयों से व्यक्तियों और व्यवसायों को माइग्रेशन, निवेश द्वारा रेजिडेंसी, विदेश में नौकरी, अंतरराष्ट्रीय व्यापार, प्रॉपर्टी और मेडिकल टूरिज़्म में मार्गदर्शन देता है।',
      offices: [{ city: 'मुंबई' }, { city: 'अहमदाबाद' }, { city: 'राजकोट' }],
      hours: { label: 'सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 बजे (IST)' },
      globalPresence: ['ऑस्ट्रेलिया', 'न्यूज़ीलैंड', 'इंडोनेशिया', 'यूनाइटेड किंगडम', 'यूएई'],
      social: [{ label: 'Instagram पर Sarthi Global' }, { label: 'LinkedIn पर Sarthi Global' }],
    },
  },
};
