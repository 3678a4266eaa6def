import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './testimonials';

// Person names are fixed (`name`); company names are kept as they are.
const priyaShah = {
  quote:
    'निर्यात पंजीकरण से लेकर भरोसेमंद ख़रीदार खोजने तक, Sarthi Global ने मध्य पूर्व में मूंगफली और मसालों की हमारी पहली खेप भेजने में हमारी मदद की। उनकी टीम ने दस्तावेज़ और कस्टम्स की काग़ज़ी कार्रवाई इतनी सहजता से संभाली कि अब हम हर महीने निर्यात करते हैं।',
  title: 'निदेशक',
  company: 'Shah Agro Exports',
};

const danielWhitaker = {
  quote:
    'जब हमारी कंपनी ने मेरी नियुक्ति अहमदाबाद में की, तो Sarthi Global ने कुछ ही हफ़्तों में हमारे लिए घर ढूँढा, हमारे बच्चों के स्कूल में दाख़िले की व्यवस्था की और हमारे पंजीकरण पूरे करवाए। उनके साथ होने से मेलबर्न से भारत आना कहीं कम कठिन लगा।',
  title: 'क्षेत्रीय संचालन निदेशक',
  company: 'Southern Cross Engineering',
};

const ananyaMehta = {
  quote:
    'मैंने एक साल तक ख़ुद विदेश की नौकरियों के लिए आवेदन किया, लेकिन सफलता नहीं मिली। Sarthi Global ने न्यूज़ीलैंड के बाज़ार के हिसाब से मेरा CV नए सिरे से तैयार किया, मुझे इंटरव्यू के लिए तैयार किया और मेरे वर्क वीज़ा में मार्गदर्शन किया, और चार महीने बाद मैंने ऑकलैंड में अपनी नई नौकरी शुरू की।',
  title: 'सीनियर सॉफ़्टवेयर इंजीनियर',
  company: 'Kiwi Byte Solutions',
};

const rahulDesai = {
  quote:
    'Sarthi Global ने मेरे परिवार के लिए निवेश द्वारा रेज़िडेंसी के कई कार्यक्रमों की तुलना की और हर एक की लागत और दायित्व स्पष्ट रूप से समझाए। उनकी ड्यू डिलिजेंस सहायता और नियमित अपडेट की वजह से एक जटिल आवेदन भी संभालने लायक़ लगा।',
  title: 'मैनेजिंग पार्टनर',
  company: 'Desai Ventures',
};

const sarahThompson = {
  quote:
    'मैं घुटना बदलने की सर्जरी के लिए लंदन से भारत आई और अपने देश में निजी इलाज पर जितना ख़र्च होता, उसका एक छोटा-सा हिस्सा ही चुकाया। Sarthi Global ने एक मान्यता प्राप्त अस्पताल चुना, मेरे परामर्श बुक किए और ठीक होने तक मेरे ठहरने की हर छोटी-बड़ी बात का ध्यान रखा।',
  title: 'मार्केटिंग मैनेजर',
  company: 'Bramley Marketing Group',
};

const vikramPatel = {
  quote:
    'पारिवारिक टेक्सटाइल व्यवसाय बेचना एक बड़ा फ़ैसला था, और Sarthi Global ने पूरी प्रक्रिया को गोपनीय और सुव्यवस्थित रखा। उन्होंने मूल्यांकन तैयार किया, गंभीर ख़रीदारों की जाँच-परख की और बातचीत को एक उचित और समय पर पूरे हुए सौदे तक पहुँचाया।',
  title: 'मुख्य कार्यकारी अधिकारी',
  company: 'Patel Textiles',
};

const meeraIyer = {
  quote:
    'यूके में रहते हुए मुझे मुंबई वाले अपने फ़्लैट की लगातार चिंता रहती थी। अब Sarthi Global किरायेदार ढूँढता है और उनकी जाँच करता है, किराया वसूलता है और मरम्मत की व्यवस्था करता है, और उनकी मासिक रिपोर्ट से मैं पूरी तरह निश्चिंत रहती हूँ।',
  title: 'वित्त सलाहकार',
  company: 'Meridian Advisory',
};

const budiSantoso = {
  quote:
    'हम भारतीय बाज़ार में प्रवेश करना चाहते थे, लेकिन समझ नहीं आ रहा था कि शुरुआत कहाँ से करें। Sarthi Global ने बाज़ार अनुसंधान किया, प्रवेश के सही ढाँचे पर सलाह दी और गुजरात व महाराष्ट्र में डिस्ट्रीब्यूशन पार्टनर्स से हमारा परिचय करवाया।',
  title: 'प्रबंध निदेशक',
  company: 'Nusantara Spice Traders',
};

const karanJoshi = {
  quote:
    'Sarthi Global ने मेरी प्रोफ़ाइल का आकलन किया, स्किल्स असेसमेंट में मेरी मदद की और ऑस्ट्रेलिया के स्किल्ड माइग्रेशन के लिए मेरा आवेदन बिना एक भी ग़लती के तैयार किया। पहले ही प्रयास में मुझे परमानेंट रेज़िडेंसी (स्थायी निवास) मिल गई।',
  title: 'प्रोजेक्ट इंजीनियर',
  company: 'Arcadia Infrastructure',
};

const fatimaAlMansouri = {
  quote:
    'Sarthi Global ने हमारी ज़रूरतों के अनुरूप अहमदाबाद की वाणिज्यिक प्रॉपर्टी की एक छोटी सूची तैयार की, टाइटल की जाँच की और मोलभाव करके ऐसी क़ीमत तय करवाई जो हमारे बजट में आराम से आ गई। दुबई से भारत में प्रॉपर्टी ख़रीदना मेरी उम्मीद से कहीं ज़्यादा आसान रहा।',
  title: 'इन्वेस्टमेंट मैनेजर',
  company: 'Gulfstone Capital',
};

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    // Same order as the English: the carousel's last entry repeats the first.
    testimonials: [priyaShah, danielWhitaker, ananyaMehta, rahulDesai, sarahThompson, priyaShah],
    alternateTestimonials: [vikramPatel, meeraIyer, budiSantoso, karanJoshi, fatimaAlMansouri],
  },
};
