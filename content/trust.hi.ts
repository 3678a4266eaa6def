import { assetPath } from '@/lib/env';
import { escapeHtml } from '@/lib/escape-html';
import { localePath } from '@/lib/i18n/locales';
import type { FixedKey, ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './trust';
import { registration, trustPage } from './trust';

/** Keys of this module kept from the English: dates, the phone number, the email address (and FixedKey). */
type TrustFixed = FixedKey | 'readOn' | 'readIn' | 'TRUST_READ_ON' | 'display' | 'pgeEmail';

export const translation: ModuleTranslation<typeof english, TrustFixed> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    registration: {
      label: 'MEA भर्ती एजेंट पंजीकरण',
      verifyText: 'eMigrate पर इसकी जाँच करें',
      howToVerify:
        'emigrate.gov.in पर “Recruiting Agents” और फिर “List of active RA” खोलें, और हमारा नाम या नंबर खोजें: नाम, नंबर, राज्य और वैधता की तारीख़, सब कुछ मेल खाना चाहिए, और स्टेटस सक्रिय (active) होना चाहिए।',
    },
    trustPage: {
      eyebrow: 'सुरक्षित भर्ती',
      title: 'नौकरी के असली ऑफ़र और असली एजेंट: कैसे जाँचें',
      lead: 'विदेश में नौकरी के लिए किसी को भी पैसे देने या अपना पासपोर्ट सौंपने से पहले, एजेंट और ऑफ़र दोनों की जाँच स्वयं करें। यह पेज बताता है कि क़ानून क्या अनिवार्य करता है, कहाँ जाँच करें, मदद कहाँ मिलेगी, और हम कितना शुल्क लेते हैं।',
      registrationTitle: 'हमारा पंजीकरण, और इसकी जाँच कैसे करें',
      lawTitle: 'क़ानून के अनुसार एजेंट कितना शुल्क ले सकता है और आपको लिखित में क्या देना अनिवार्य है',
      law: [
        {
          text: 'भारत में विदेश की नौकरी के लिए भर्ती केवल वही भर्ती एजेंट कर सकता है जो विदेश मंत्रालय (Protector General of Emigrants, उत्प्रवासी महासंरक्षक) के पास पंजीकृत हो। वैध पंजीकरण प्रमाणपत्र के बिना भर्ती करना अपराध है।',
        },
        {
          text: 'पंजीकृत एजेंट को अपना पंजीकरण प्रमाणपत्र अपने कार्यालय में प्रमुख स्थान पर प्रदर्शित करना अनिवार्य है, और वह इसे किसी और को हस्तांतरित नहीं कर सकता।',
        },
        {
          text: 'एजेंट अपनी सभी सेवाओं के लिए कामगार से अधिकतम ₹30,000 और उस पर GST का सेवा शुल्क ले सकता है, और ली गई राशि की रसीद कामगार को देना अनिवार्य है।',
        },
        {
          text: 'इस अधिकतम सीमा में एजेंट के अपने ख़र्च शामिल हैं (उम्मीदवारों को खोजना और चुनना, विज्ञापन, ट्रेड टेस्ट, अटेस्टेशन, इंटरव्यू, उसके कार्यालय)। इसमें विदेशी दूतावास द्वारा ली जाने वाली वीज़ा फ़ीस, नौकरी से पहले की मेडिकल जाँच, हवाई टिकट, रवानगी से पहले रहने-खाने का ख़र्च, या GST शामिल नहीं है।',
        },
        {
          text: 'नौकरी के वैध ऑफ़र के साथ विदेशी नियोक्ता, भर्ती एजेंट और कामगार, तीनों द्वारा हस्ताक्षरित रोज़गार अनुबंध (employment contract) होता है, जिसमें नौकरी की शर्तें, वेतन और अन्य लाभ लिखे होते हैं।',
        },
        {
          text: 'असली ऑफ़र होने पर आप एम्प्लॉयमेंट वीज़ा या वर्क वीज़ा पर यात्रा कर सकते हैं। टूरिस्ट वीज़ा केवल पर्यटन के लिए है, काम के लिए कभी नहीं।',
        },
      ],
      signsTitle: 'नकली ऑफ़र या अवैध एजेंट के संकेत',
      signs: [
        {
          text: 'एजेंट eMigrate पर सक्रिय भर्ती एजेंटों की सूची में नहीं है, या वहाँ दर्ज उसका नाम, नंबर या पता आपको बताए गए विवरण से अलग है। eMigrate पर उन एजेंटों की सूची भी है जिनके बारे में बिना पंजीकरण के भर्ती करने की शिकायत की गई है।',
        },
        {
          text: 'एजेंट केवल WhatsApp, Facebook या टेक्स्ट मैसेज के ज़रिए काम करता है, और यह बहुत कम बताता है या बिल्कुल नहीं बताता कि वह कहाँ है या कौन है।',
        },
        {
          text: 'आपसे क़ानूनी अधिकतम सीमा से कहीं ज़्यादा पैसे माँगे जाते हैं: मंत्रालय ने बताया है कि बिना पंजीकरण वाले एजेंटों ने नौकरी चाहने वालों से ₹2 लाख से ₹5 लाख तक की अत्यधिक राशि वसूली है।',
        },
        {
          text: 'नियोक्ता द्वारा हस्ताक्षरित कोई लिखित अनुबंध नहीं है, या आपसे कहा जाता है कि टूरिस्ट या विज़िट वीज़ा पर चले जाइए और वर्क परमिट बाद में ले लीजिए।',
        },
      ],
      helpTitle: 'कहाँ जाँचें, कहाँ पूछें और कहाँ शिकायत करें',
      help: [
        {
          text: 'eMigrate (https://emigrate.gov.in/) विदेश में रोज़गार के लिए मंत्रालय का पोर्टल है: वहाँ “Recruiting Agents” और फिर “List of active RA” में एजेंट की जाँच करें, और वहीं शिकायत (grievance) दर्ज करें।',
        },
        {
          text: 'MADAD (https://www.madad.gov.in/) विदेश में रह रहे भारतीयों और उनके परिवारों के लिए कांसुलर शिकायतों का मंत्रालय का पोर्टल है; इस पर दर्ज शिकायतों पर विदेश में स्थित हर भारतीय मिशन आगे की कार्रवाई (फ़ॉलो-अप) करता है।',
        },
        {
          text: 'उत्प्रवासियों (emigrants) के लिए मंत्रालय की हेल्पलाइन 1800-11-3090 पर दिन के 24 घंटे जवाब देती है, और भारत से यह कॉल टोल-फ़्री है।',
        },
        {
          text: 'भर्ती एजेंट के ख़िलाफ़ शिकायत, एजेंट के विवरण के साथ, Protector General of Emigrants को pge@mea.gov.in पर भेजी जा सकती है, या जिस देश में नौकरी है वहाँ के भारतीय दूतावास या वाणिज्य दूतावास के माध्यम से की जा सकती है।',
        },
      ],
      sourcesNote:
        'हमने ये स्रोत हर स्रोत के साथ दिखाई गई तारीख़ को, हमें उपलब्ध प्रतियों में पढ़े; जहाँ वह प्रति स्वयं आधिकारिक पेज नहीं थी, वहाँ हमने बताया है कि हमने उसे कहाँ पढ़ा। नियम और आँकड़े बदलते रहते हैं: इन पर भरोसा करने से पहले आधिकारिक पेज देख लें।',
    },
    fees: {
      title: 'हमारी फ़ीस, सरल शब्दों में',
      items: [
        {
          text: 'निःशुल्क: फ़ोन, वीडियो कॉल पर या हमारे किसी कार्यालय में, 30 मिनट तक। इसके लिए आपको कुछ नहीं देना है, और आप पर कोई बाध्यता नहीं है।',
        },
        {
          text: 'अगर आप अपनी संभावनाओं का लिखित आकलन चाहते हैं, तो ₹5,000 और उस पर GST, तय राशि। अगर आप हमारे साथ आगे बढ़ते हैं, तो यह राशि प्रोफ़ेशनल फ़ीस में से घटा दी जाती है।',
        },
        {
          text: 'कोई भी काम शुरू होने से पहले लिखित एंगेजमेंट लेटर में तय की गई एक निश्चित राशि, दो हिस्सों में: आधी तब जब हम काम शुरू करते हैं, और बाक़ी आधी केवल तभी जब वीज़ा मिल जाए। अगर वीज़ा अस्वीकार हो जाता है, तो आपको दूसरा आधा हिस्सा नहीं देना होता।',
        },
        {
          text: 'आपको हमें कोई सेवा शुल्क नहीं देना होता: हमारी भर्ती फ़ीस नियोक्ता देता है। क़ानून एजेंट को कामगार से रसीद के साथ ₹30,000 और उस पर GST तक लेने की अनुमति देता है; हम कुछ नहीं लेते।',
        },
        {
          text: 'वीज़ा, टेस्ट, मेडिकल, अनुवाद और यात्रा के ख़र्च वास्तविक लागत पर ही चुकाए जाते हैं, जहाँ तक संभव हो सीधे उसी संस्था को जो उन्हें वसूलती है, उनकी रसीदों के साथ। हम उन पर कभी कोई मार्जिन नहीं जोड़ते।',
        },
      ],
      noPromise:
        'कोई भी आपको वीज़ा या नौकरी का वादा नहीं कर सकता: वीज़ा का निर्णय संबंधित सरकार करती है और नौकरी का नियोक्ता। हम अपनी सलाह और अपने काम के लिए शुल्क लेते हैं, किसी ऑफ़र के लिए कभी नहीं।',
    },
  },
};

/** One string per element of a tuple, in its order and length. */
type Strings<T> = { readonly [K in keyof T]: string };

/**
 * The fee items' titles (`fees.items[].name`): `name` is a FixedKey, so the translation's type leaves them out
 * and they would stay English; they are here for the lead to wire (used by feesHtml below).
 */
export const feeNames: Strings<typeof english.fees.items> = [
  'पहला परामर्श',
  'लिखित आकलन',
  'आवेदन के लिए प्रोफ़ेशनल फ़ीस',
  'भर्ती एजेंट के रूप में हमारे माध्यम से विदेश में नौकरी',
  'सरकारी और थर्ड-पार्टी ख़र्च',
];

/** The English feesHtml in Hindi: the same HTML, with the translated text, linking the Hindi safe recruitment page. */
export function feesHtml(options: { registration: boolean }): string {
  const { fees } = translation.text;
  const items = feeNames
    .map((name, i) => {
      const text = fees.items[i]?.text;
      if (text === undefined) throw new Error(`trust translation: fees.items[${i}] is missing`);
      return `<li><strong>${escapeHtml(name)}:</strong> ${escapeHtml(text)}</li>`;
    })
    .join('\n');
  const registrationLine = options.registration
    ? `<p>हम पंजीकृत भर्ती एजेंट के रूप में विदेश की नौकरियों के लिए भर्ती करते हैं: ${escapeHtml(translation.text.registration.label)} ${escapeHtml(registration.number)}${registration.sample ? ' (नमूना नंबर)' : ''}। <a href="${registration.verifyUrl}" rel="noopener noreferrer" target="_blank">${escapeHtml(translation.text.registration.verifyText)} (नए टैब में खुलता है)</a>।</p>\n`
    : '';
  return (
    `<h3>${escapeHtml(fees.title)}</h3>\n` +
    registrationLine +
    `<ul>\n${items}\n</ul>\n` +
    `<p>${escapeHtml(fees.noPromise)} <a href="${assetPath(localePath('hi', trustPage.path))}">असली ऑफ़र और एजेंट को नकली से कैसे पहचानें</a>।</p>`
  );
}
