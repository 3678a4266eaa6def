import type { EnquiryKind } from '@/lib/enquiry/kinds';
import type { Language } from '../intake/language';

/*
 * The acknowledgement's words in each language the site speaks (issue 41), one typed record: a language
 * added to Language, or a sentence added to AckText, does not compile until every language has it. The
 * English is the text the acknowledgement always had, word for word. Gujarati and Hindi address the
 * enquirer formally (આપ, आप); the company's name, the reference, the phone number and the addresses stay
 * as they are. Values arrive ready for where they go (HTML-escaped and marked up, or plain text), so no
 * sentence here may hold a character HTML would need escaped (content.test.ts checks).
 */

type ServiceKind = Exclude<EnquiryKind, 'contact'>;

/** The contact form's "Service of Interest" codes (content/forms/contact-form.ts) as the services they name. */
export const CONTACT_SERVICE_KIND: Readonly<Record<number, ServiceKind>> = {
  1: 'import_export',
  2: 'migration',
  3: 'residency_invest',
  4: 'business_buy_sale',
  5: 'real_estate',
  6: 'consulting_management',
  7: 'work_abroad',
  8: 'property_management',
  9: 'relocation_support',
};

export type AckText = {
  /** The html element's lang. */
  htmlLang: string;
  /** For dates and times (Intl). */
  locale: string;
  subject: (reference: string) => string;
  greeting: (name: string | undefined) => string;
  /**
   * Thanks, the reference, and please quote it. `service`: the service's name (services: always; the
   * contact form: the one it chose, or undefined).
   */
  received: (p: { contact: boolean; service: string | undefined; reference: string }) => string;
  /** What happens next: `hours` the business hours, `by` the day staff answer by. */
  next: (p: { hours: string; by: string }) => string;
  sooner: (phone: string) => string;
  privacy: (url: string) => string;
  /** The closing line of a translation: that it is one, and which text prevails. */
  translated?: string;
  /** The services' names; 'content': the site's own titles (content/services/, in English). */
  services: Record<ServiceKind, string> | 'content';
  /** The business hours from content/site.ts's days and times (formatted with Intl); 'content': its label as written. */
  hours: ((p: { firstDay: string; lastDay: string; opens: string; closes: string }) => string) | 'content';
};

export const ACK_TEXT: Record<Language, AckText> = {
  en: {
    htmlLang: 'en',
    locale: 'en-GB',
    subject: (reference) => `We have received your enquiry (reference ${reference})`,
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    received: ({ contact, service, reference }) =>
      `Thank you for ${contact ? 'your message' : 'your enquiry'} about ${service ?? 'your question'}. We have received it, and your reference is ${reference}. Please quote it whenever you contact us.`,
    next: ({ hours, by }) =>
      `What happens next: a consultant reads every enquiry and will get in touch with you during our business hours (${hours}), usually within one working day, so by the end of ${by}.`,
    sooner: (phone) => `If you would like to speak to us sooner, call ${phone} during those hours.`,
    privacy: (url) => `How we use and protect your personal data: ${url}`,
    services: 'content',
    hours: 'content',
  },
  gu: {
    htmlLang: 'gu',
    locale: 'gu-IN',
    subject: (reference) => `અમને આપની પૂછપરછ મળી ગઈ છે (સંદર્ભ ${reference})`,
    greeting: (name) => (name ? `પ્રિય ${name},` : 'નમસ્તે,'),
    received: ({ contact, service, reference }) =>
      `${contact ? `${service ? `${service} વિશે ` : ''}આપના સંદેશ` : `${service ?? ''} વિશે આપની પૂછપરછ`} માટે આપનો આભાર. અમને ${contact ? 'આપનો સંદેશ મળી ગયો' : 'આપની પૂછપરછ મળી ગઈ'} છે, અને આપનો સંદર્ભ નંબર ${reference} છે. અમારો સંપર્ક કરો ત્યારે કૃપા કરીને આ નંબર જણાવશો.`,
    next: ({ hours, by }) =>
      `હવે આગળ શું થશે: અમારા સલાહકાર દરેક પૂછપરછ વાંચે છે અને અમારા કામકાજના સમય (${hours}) દરમિયાન આપનો સંપર્ક કરશે, સામાન્ય રીતે એક કામકાજના દિવસમાં, એટલે કે ${by} ના રોજ કામકાજનો સમય પૂરો થાય ત્યાં સુધીમાં.`,
    sooner: (phone) => `જો આપ અમારી સાથે વહેલા વાત કરવા ઇચ્છતા હો, તો આ સમય દરમિયાન ${phone} પર ફોન કરશો.`,
    privacy: (url) => `અમે આપની વ્યક્તિગત માહિતીનો ઉપયોગ કેવી રીતે કરીએ છીએ અને તેનું રક્ષણ કેવી રીતે કરીએ છીએ: ${url}`,
    hours: ({ firstDay, lastDay, opens, closes }) => `${firstDay} થી ${lastDay}, ${opens} થી ${closes} IST`,
    translated: 'આ સંદેશ અંગ્રેજીમાંથી અનુવાદિત છે; અર્થમાં કોઈ તફાવત હોય તો અંગ્રેજી લખાણ માન્ય ગણાશે.',
    services: {
      import_export: 'આયાત/નિકાસ સેવાઓ',
      migration: 'માઇગ્રેશન સેવાઓ',
      residency_invest: 'રોકાણ દ્વારા રેસિડેન્સી',
      business_buy_sale: 'વ્યવસાયની ખરીદી/વેચાણ',
      real_estate: 'રિયલ એસ્ટેટ સહાય',
      consulting_management: 'વ્યવસાય અને મેનેજમેન્ટ કન્સલ્ટિંગ',
      work_abroad: 'વિદેશમાં નોકરી',
      property_management: 'ભારતમાં પ્રોપર્ટી મેનેજમેન્ટ',
      relocation_support: 'ભારતમાં રિલોકેશન સહાય',
      medical_support: 'મેડિકલ ટૂરિઝમ',
    },
  },
  hi: {
    htmlLang: 'hi',
    locale: 'hi-IN',
    subject: (reference) => `हमें आपकी पूछताछ मिल गई है (संदर्भ ${reference})`,
    greeting: (name) => (name ? `प्रिय ${name},` : 'नमस्ते,'),
    received: ({ contact, service, reference }) =>
      `${contact ? `${service ? `${service} के बारे में ` : ''}आपके संदेश` : `${service ?? ''} के बारे में आपकी पूछताछ`} के लिए धन्यवाद। हमें ${contact ? 'आपका संदेश मिल गया' : 'आपकी पूछताछ मिल गई'} है, और आपकी संदर्भ संख्या ${reference} है। हमसे संपर्क करते समय कृपया इसका उल्लेख करें।`,
    next: ({ hours, by }) =>
      `आगे क्या होगा: हमारे सलाहकार हर पूछताछ पढ़ते हैं और हमारे कार्य-समय (${hours}) के दौरान आपसे संपर्क करेंगे, आम तौर पर एक कार्य-दिवस के भीतर, यानी ${by} को कार्य-समय समाप्त होने तक।`,
    sooner: (phone) => `यदि आप हमसे जल्दी बात करना चाहें, तो इसी समय के दौरान ${phone} पर कॉल करें।`,
    privacy: (url) => `हम आपके व्यक्तिगत डेटा का उपयोग और उसकी सुरक्षा कैसे करते हैं: ${url}`,
    hours: ({ firstDay, lastDay, opens, closes }) => `${firstDay} से ${lastDay}, ${opens} से ${closes} IST`,
    translated: 'यह संदेश अंग्रेज़ी से अनूदित है; अर्थ में कोई अंतर होने पर अंग्रेज़ी पाठ मान्य होगा।',
    services: {
      import_export: 'आयात/निर्यात सेवाएँ',
      migration: 'माइग्रेशन सेवाएँ',
      residency_invest: 'निवेश द्वारा रेज़िडेंसी',
      business_buy_sale: 'व्यवसाय की ख़रीद/बिक्री',
      real_estate: 'रियल एस्टेट सहायता',
      consulting_management: 'व्यवसाय एवं प्रबंधन परामर्श',
      work_abroad: 'विदेश में काम',
      property_management: 'भारत में प्रॉपर्टी प्रबंधन',
      relocation_support: 'भारत में रीलोकेशन सहायता',
      medical_support: 'मेडिकल टूरिज़्म',
    },
  },
};
