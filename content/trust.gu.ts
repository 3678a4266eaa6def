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
      label: 'MEA ભરતી એજન્ટ નોંધણી',
      verifyText: 'eMigrate પર તેની ચકાસણી કરો',
      howToVerify:
        'emigrate.gov.in પર “Recruiting Agents” અને પછી “List of active RA” ખોલો, અને અમારું નામ અથવા નંબર શોધો: નામ, નંબર, રાજ્ય અને માન્યતાની તારીખ, બધું જ મેળ ખાવું જોઈએ, અને સ્ટેટસ સક્રિય (active) હોવું જોઈએ.',
    },
    trustPage: {
      eyebrow: 'સુરક્ષિત ભરતી',
      title: 'નોકરીની સાચી ઓફર અને સાચા એજન્ટ: કેવી રીતે ચકાસવું',
      lead: 'વિદેશમાં નોકરી માટે કોઈને પણ પૈસા ચૂકવતાં પહેલાં કે આપનો પાસપોર્ટ સોંપતાં પહેલાં, એજન્ટ અને ઓફર બંનેની ચકાસણી આપ જાતે કરો. આ પાનું જણાવે છે કે કાયદો શું ફરજિયાત બનાવે છે, ક્યાં ચકાસવું, મદદ ક્યાંથી મળે, અને અમે કેટલી ફી લઈએ છીએ.',
      registrationTitle: 'અમારી નોંધણી, અને તેની ચકાસણી કેવી રીતે કરવી',
      lawTitle: 'કાયદા મુજબ એજન્ટ કેટલો ચાર્જ લઈ શકે અને આપને લેખિતમાં શું આપવું જ પડે',
      law: [
        {
          text: 'ભારતમાં વિદેશની નોકરી માટે ભરતી ફક્ત વિદેશ મંત્રાલય (Protector General of Emigrants) પાસે નોંધાયેલો ભરતી એજન્ટ જ કરી શકે છે. માન્ય રજિસ્ટ્રેશન સર્ટિફિકેટ (નોંધણી પ્રમાણપત્ર) વિના ભરતી કરવી એ ગુનો છે.',
        },
        {
          text: 'નોંધાયેલા એજન્ટે પોતાનું રજિસ્ટ્રેશન સર્ટિફિકેટ પોતાની ઓફિસમાં સ્પષ્ટ દેખાય તે રીતે પ્રદર્શિત કરવું ફરજિયાત છે, અને તે આ સર્ટિફિકેટ બીજા કોઈને તબદીલ કરી શકતો નથી.',
        },
        {
          text: 'એજન્ટ પોતાની તમામ સેવાઓ માટે કામદાર પાસેથી વધુમાં વધુ ₹30,000 વત્તા GST જેટલો સર્વિસ ચાર્જ લઈ શકે છે, અને લીધેલી રકમની રસીદ કામદારને આપવી ફરજિયાત છે.',
        },
        {
          text: 'આ મહત્તમ મર્યાદામાં એજન્ટના પોતાના ખર્ચ આવરી લેવાય છે (ઉમેદવારો શોધવા અને પસંદ કરવા, જાહેરાત, ટ્રેડ ટેસ્ટ, એટેસ્ટેશન, ઇન્ટરવ્યૂ, તેની ઓફિસો). તેમાં વિદેશી દૂતાવાસ દ્વારા લેવાતી વિઝા ફી, નોકરી પહેલાંની મેડિકલ તપાસ, હવાઈ ટિકિટ, રવાના થતાં પહેલાં રહેવા-જમવાનો ખર્ચ, કે GST સમાવિષ્ટ નથી.',
        },
        {
          text: 'માન્ય જૉબ ઓફર સાથે વિદેશી નોકરીદાતા, ભરતી એજન્ટ અને કામદાર, ત્રણેયની સહીવાળો રોજગાર કરાર (employment contract) હોય છે, જેમાં નોકરીની શરતો, પગાર અને અન્ય લાભો જણાવેલા હોય છે.',
        },
        {
          text: 'સાચી ઓફર હોય તો આપ એમ્પ્લોયમેન્ટ વિઝા કે વર્ક વિઝા પર પ્રવાસ કરી શકો છો. ટૂરિસ્ટ વિઝા ફક્ત પ્રવાસન માટે છે, કામ માટે ક્યારેય નહીં.',
        },
      ],
      signsTitle: 'નકલી ઓફર કે ગેરકાયદેસર એજન્ટનાં ચિહ્નો',
      signs: [
        {
          text: 'એજન્ટ eMigrate પરની સક્રિય ભરતી એજન્ટોની યાદીમાં નથી, અથવા ત્યાં દર્શાવેલાં તેનાં નામ, નંબર કે સરનામું આપને આપવામાં આવેલી વિગતોથી અલગ છે. નોંધણી વિના ભરતી કરવા બદલ જેમની ફરિયાદ થઈ હોય તેવા એજન્ટોની યાદી પણ eMigrate પર છે.',
        },
        {
          text: 'એજન્ટ ફક્ત WhatsApp, Facebook અથવા ટેક્સ્ટ મેસેજ દ્વારા જ કામ કરે છે, અને પોતે ક્યાં છે કે કોણ છે તેની બહુ ઓછી માહિતી આપે છે અથવા બિલકુલ આપતો નથી.',
        },
        {
          text: 'આપની પાસે કાયદેસરની મહત્તમ મર્યાદા કરતાં ઘણી વધારે રકમ માગવામાં આવે છે: મંત્રાલયે જણાવ્યું છે કે નોંધણી વિનાના એજન્ટોએ નોકરી શોધનારાઓ પાસેથી ₹2 લાખથી ₹5 લાખ જેટલી વધુ પડતી રકમ વસૂલી છે.',
        },
        {
          text: 'નોકરીદાતાની સહીવાળો કોઈ લેખિત કરાર નથી, અથવા આપને ટૂરિસ્ટ કે વિઝિટ વિઝા પર જઈને વર્ક પરમિટ પછીથી મેળવી લેવાનું કહેવામાં આવે છે.',
        },
      ],
      helpTitle: 'ક્યાં ચકાસવું, ક્યાં પૂછવું અને ક્યાં ફરિયાદ કરવી',
      help: [
        {
          text: 'eMigrate (https://emigrate.gov.in/) વિદેશમાં રોજગાર માટેનું મંત્રાલયનું પોર્ટલ છે: ત્યાં “Recruiting Agents” અને પછી “List of active RA” હેઠળ એજન્ટની ચકાસણી કરો, અને ત્યાં જ ફરિયાદ (grievance) નોંધાવો.',
        },
        {
          text: 'MADAD (https://www.madad.gov.in/) વિદેશમાં રહેતા ભારતીયો અને તેમના પરિવારો માટે કોન્સ્યુલર ફરિયાદોનું મંત્રાલયનું પોર્ટલ છે; તેના પર નોંધાયેલી ફરિયાદો પર વિદેશમાં આવેલું દરેક ભારતીય મિશન આગળની કાર્યવાહી (ફોલો-અપ) કરે છે.',
        },
        {
          text: 'વિદેશ જનારાઓ (emigrants) માટેની મંત્રાલયની હેલ્પલાઇન 1800-11-3090 પર દિવસના 24 કલાક જવાબ આપે છે, અને ભારતમાંથી આ નંબર ટોલ-ફ્રી છે.',
        },
        {
          text: 'ભરતી એજન્ટ સામેની ફરિયાદ એજન્ટની વિગતો સાથે Protector General of Emigrants ને pge@mea.gov.in પર મોકલી શકાય છે, અથવા જે દેશમાં નોકરી છે ત્યાંના ભારતીય દૂતાવાસ કે કોન્સ્યુલેટ મારફતે કરી શકાય છે.',
        },
      ],
      sourcesNote:
        'અમે આ સ્રોતો દરેકની બાજુમાં દર્શાવેલી તારીખે, અમને ઉપલબ્ધ નકલોમાં વાંચ્યા છે; જ્યાં તે નકલ પોતે સત્તાવાર પાનું ન હતી, ત્યાં અમે તે ક્યાં વાંચ્યું તે જણાવ્યું છે. નિયમો અને આંકડા બદલાતા રહે છે: તેના પર આધાર રાખતાં પહેલાં સત્તાવાર પાનું તપાસી લો.',
    },
    fees: {
      title: 'અમારી ફી, સરળ શબ્દોમાં',
      items: [
        {
          text: 'નિઃશુલ્ક: ફોન, વિડિયો કૉલ દ્વારા અથવા અમારી કોઈ એક ઓફિસમાં, 30 મિનિટ સુધી. તેના માટે આપે કશું ચૂકવવાનું નથી, અને આપ કોઈ બંધનમાં બંધાતા નથી.',
        },
        {
          text: 'આપની શક્યતાઓનું લેખિત મૂલ્યાંકન જોઈતું હોય તો ₹5,000 વત્તા GST, નિશ્ચિત રકમ. જો આપ અમારી સાથે આગળ વધો, તો આ રકમ પ્રોફેશનલ ફીમાંથી બાદ કરવામાં આવે છે.',
        },
        {
          text: 'કોઈ પણ કામ શરૂ થાય તે પહેલાં લેખિત એન્ગેજમેન્ટ લેટરમાં નક્કી થયેલી નિશ્ચિત રકમ, બે ભાગમાં: અડધી રકમ અમે કામ શરૂ કરીએ ત્યારે, અને બાકીની અડધી ફક્ત વિઝા મંજૂર થાય તો જ. જો વિઝા નામંજૂર થાય, તો આપે બીજો અડધો ભાગ ચૂકવવાનો નથી.',
        },
        {
          text: 'આપે અમને કોઈ સર્વિસ ચાર્જ ચૂકવવાનો નથી: અમારી ભરતી ફી નોકરીદાતા ચૂકવે છે. કાયદો એજન્ટને કામદાર પાસેથી રસીદ સાથે ₹30,000 વત્તા GST સુધી લેવાની છૂટ આપે છે; અમે કશું લેતા નથી.',
        },
        {
          text: 'વિઝા, ટેસ્ટ, મેડિકલ, અનુવાદ અને પ્રવાસના ખર્ચ વાસ્તવિક ખર્ચ જેટલા જ ચૂકવાય છે, શક્ય હોય ત્યાં સીધા તે ચાર્જ લેનાર સંસ્થાને, તેની રસીદો સાથે. અમે તેના પર ક્યારેય કોઈ માર્જિન ઉમેરતા નથી.',
        },
      ],
      noPromise:
        'કોઈ પણ આપને વિઝા કે નોકરીની ખાતરી આપી શકે નહીં: વિઝા અંગે સંબંધિત દેશની સરકાર નિર્ણય લે છે અને નોકરી અંગે નોકરીદાતા. અમે અમારી સલાહ અને અમારા કામ માટે ફી લઈએ છીએ, ક્યારેય ઓફર માટે નહીં.',
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
  'પ્રથમ કન્સલ્ટેશન',
  'લેખિત મૂલ્યાંકન',
  'અરજી માટેની પ્રોફેશનલ ફી',
  'ભરતી એજન્ટ તરીકે અમારા દ્વારા વિદેશમાં નોકરી',
  'સરકારી અને થર્ડ-પાર્ટી ખર્ચ',
];

/** The English feesHtml in Gujarati: the same HTML, with the translated text, linking the Gujarati safe recruitment page. */
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
    ? `<p>અમે નોંધાયેલા ભરતી એજન્ટ તરીકે વિદેશની નોકરીઓ માટે ભરતી કરીએ છીએ: ${escapeHtml(translation.text.registration.label)} ${escapeHtml(registration.number)}${registration.sample ? ' (નમૂના નંબર)' : ''}. <a href="${registration.verifyUrl}" rel="noopener noreferrer" target="_blank">${escapeHtml(translation.text.registration.verifyText)} (નવા ટૅબમાં ખૂલે છે)</a>.</p>\n`
    : '';
  return (
    `<h3>${escapeHtml(fees.title)}</h3>\n` +
    registrationLine +
    `<ul>\n${items}\n</ul>\n` +
    `<p>${escapeHtml(fees.noPromise)} <a href="${assetPath(localePath('gu', trustPage.path))}">સાચી ઓફર અને સાચા એજન્ટને નકલીથી કેવી રીતે અલગ ઓળખવા</a>.</p>`
  );
}
