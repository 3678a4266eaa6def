import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './service-forms';
import { commonFieldsIn, field, options } from './translation-helpers';

/* Each form's fields in the English order, commonFields() first (content/forms/translation-helpers.ts). */
const commonFields = commonFieldsIn({
  fullName: 'पूरा नाम*',
  email: 'ईमेल*',
  phone: 'फ़ोन*',
  phoneHint: 'अपने देश के कोड के साथ नंबर लिखें, जैसे +91 98765 43210।',
  contactMethod: 'संपर्क का पसंदीदा तरीका',
  methods: ['ईमेल', 'फ़ोन', 'WhatsApp'],
});

const hearAboutUs = field('आपको हमारे बारे में कहाँ से पता चला?');
const currentCountry = field('वर्तमान निवास का देश*');

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    serviceForms: {
      'import-export-services': [
        ...commonFields(false),
        field('कंपनी का नाम*'),
        field('जिस देश के साथ व्यापार में रुचि है*'),
        field('आयात/निर्यात संबंधी आवश्यकताएँ*', { options: options('कच्चा माल', 'तैयार उत्पाद', 'सेवाएँ', 'अन्य') }),
        field('अपनी आवश्यकताओं का विवरण*'),
        hearAboutUs,
      ],
      'migration-services': [
        ...commonFields(),
        currentCountry,
        field('लक्षित देश*'),
        field('वीज़ा का प्रकार*', { options: options('शिक्षा', 'कुशल कामगार', 'व्यवसाय', 'परिवार', 'निवेशक', 'अन्य') }),
        field('माइग्रेशन की समय-सीमा*', { hint: 'उदाहरण के लिए: 6 महीने के भीतर, अगले साल की शुरुआत में।' }),
        field('अपनी योजनाओं के बारे में बताएँ*'),
      ],
      'residency-by-investment': [
        ...commonFields(),
        field('वर्तमान नागरिकता*'),
        field('जिन देशों में आपकी रुचि है*'),
        field('निवेश बजट की सीमा*', {
          options: options('$100,000 से कम', '$100,000-$500,000', '$500,000-$1,000,000', '$1,000,000+', 'अन्य'),
        }),
        field('निवेश की प्राथमिकता*', { options: options('रियल एस्टेट', 'सरकारी बॉन्ड', 'व्यवसाय में निवेश', 'दान') }),
        field('अपेक्षित समय-सीमा*'),
        field('शामिल किए जाने वाले परिवार के सदस्य*'),
      ],
      'business-buy-sale-services': [
        ...commonFields(),
        field('कंपनी का नाम'),
        field('मेरी रुचि इसमें है*', { options: options('ख़रीदना', 'बेचना') }),
        field('उद्योग क्षेत्र*'),
        field('लक्षित देश*'),
        field('व्यवसाय का आकार या बजट*'),
        field('सौदे की समय-सीमा*'),
        field('विवरण*'),
      ],
      'real-estate': [
        ...commonFields(),
        field('आवश्यक सेवा*', { options: options('ख़रीद', 'बिक्री', 'किराया', 'लीज़', 'प्रॉपर्टी मैनेजमेंट') }),
        field('प्रॉपर्टी का प्रकार*', {
          options: options('आवासीय', 'वाणिज्यिक', 'औद्योगिक', 'कृषि', 'विशिष्ट', 'डेवलपमेंट के लिए ज़मीन'),
        }),
        field('पसंदीदा स्थान*'),
        field('बजट सीमा*'),
        field('प्रॉपर्टी संबंधी आवश्यकताएँ*'),
        field('समय-सीमा*'),
        field('निवेश का उद्देश्य*'),
      ],
      'consulting-services': [
        ...commonFields(),
        field('कंपनी का नाम*'),
        field('पद / पदनाम*'),
        field('उद्योग क्षेत्र*'),
        field('कंपनी का आकार*', { options: options('1-10', '11-50', '51-200', '201-500', '501+') }),
        field('कंसल्टिंग का क्षेत्र*', {
          options: options('रणनीति', 'ऑपरेशंस', 'वित्त', 'बाज़ार में प्रवेश', 'डिजिटल ट्रांसफ़ॉर्मेशन', 'अन्य'),
        }),
        field('मुख्य व्यावसायिक चुनौती*'),
        field('प्रोजेक्ट की समय-सीमा*'),
        field('विवरण*'),
        hearAboutUs,
      ],
      'relocation-in-india': [
        ...commonFields(),
        currentCountry,
        field('भारत में वह शहर जहाँ आप जाना चाहते हैं*'),
        field('स्थानांतरण की समय-सीमा*'),
        field('बच्चों की आयु (यदि लागू हो)*'),
        field('आवास संबंधी आवश्यकताएँ*'),
        field('स्कूल संबंधी आवश्यकताएँ*'),
        field('घरेलू स्टाफ़ संबंधी आवश्यकताएँ*'),
        field('विशेष बातें*'),
      ],
      'work-abroad': [
        ...commonFields(),
        field('वर्तमान पेशा / उद्योग*'),
        field('अनुभव के वर्ष*'),
        field('वर्तमान स्थान*'),
        field('पसंदीदा गंतव्य*'),
        field('शैक्षणिक योग्यता*'),
        field('भाषा दक्षता*', { hint: 'उदाहरण के लिए: अंग्रेज़ी (IELTS 7.5), हिंदी, गुजराती।' }),
        field('करियर के लक्ष्य*'),
        field('स्थानांतरण की समय-सीमा*'),
        field('रिज़्यूमे (PDF, अधिकतम 2 MB)*', { hint: 'केवल PDF, 2 MB तक।' }),
      ],
      'property-management-services-in-india': [
        ...commonFields(),
        currentCountry,
        field('भारत में प्रॉपर्टी का स्थान*'),
        field('प्रॉपर्टी का प्रकार*'),
        field('प्रॉपर्टी की वर्तमान स्थिति*', { hint: 'उदाहरण के लिए: खाली, किराये पर दी गई, निर्माणाधीन।' }),
        field('प्रॉपर्टी की संख्या*'),
        field('आवश्यक सेवाएँ*', {
          options: options(
            'सुरक्षा',
            'रखरखाव का समन्वय',
            'किरायेदार ढूँढना',
            'किराया वसूली',
            'किरायेदारों से संबंधों का प्रबंधन',
            'कानूनी अनुपालन',
            'वित्तीय रिपोर्टिंग',
            'कर संबंधी प्रतिनिधित्व',
          ),
        }),
        field('विशेष चिंताएँ*'),
        field('मैनेजमेंट की समय-सीमा*'),
      ],
      'medical-tourism-services': [
        ...commonFields(),
        currentCountry,
        field('स्वास्थ्य स्थिति / आवश्यक उपचार*'),
        field('उपचार की समय-सीमा*'),
        field('पसंदीदा गंतव्य'),
        field('बीमा कवरेज की स्थिति'),
        field('चलने-फिरने में सहायता की आवश्यकता*', { options: options('हाँ', 'नहीं') }),
        field('बजट सीमा*'),
        field('विदेश में उपचार का पिछला अनुभव'),
        field('विशेष चिकित्सा आवश्यकताएँ'),
      ],
    },
  },
};
