import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './testimonials';

// Person names are fixed (`name`); company names are kept as they are.
const priyaShah = {
  quote:
    'નિકાસ નોંધણીથી લઈને વિશ્વસનીય ખરીદદારો શોધવા સુધી, Sarthi Global એ મધ્ય પૂર્વમાં મગફળી અને મસાલાના અમારા પ્રથમ કન્સાઇનમેન્ટ મોકલવામાં અમને મદદ કરી. તેમની ટીમે દસ્તાવેજો અને કસ્ટમ્સની કાગળ-કાર્યવાહી એટલી સરળતાથી સંભાળી કે હવે અમે દર મહિને નિકાસ કરીએ છીએ.',
  title: 'ડિરેક્ટર',
  company: 'Shah Agro Exports',
};

const danielWhitaker = {
  quote:
    'જ્યારે અમારી કંપનીએ મારી નિમણૂક અમદાવાદમાં કરી, ત્યારે Sarthi Global એ થોડાં જ અઠવાડિયાંમાં અમારા માટે ઘર શોધ્યું, અમારાં બાળકોના શાળા પ્રવેશની વ્યવસ્થા કરી અને અમારી નોંધણીઓ પૂરી કરાવી. તેઓ અમારી પડખે હતા, એટલે મેલબર્નથી ભારત આવવું ઘણું ઓછું મુશ્કેલ લાગ્યું.',
  title: 'રિજનલ ઓપરેશન્સ ડિરેક્ટર',
  company: 'Southern Cross Engineering',
};

const ananyaMehta = {
  quote:
    'મેં એક વર્ષ સુધી જાતે વિદેશની નોકરીઓ માટે અરજી કરી હતી, પણ સફળતા મળી નહોતી. Sarthi Global એ ન્યૂઝીલેન્ડના બજાર માટે મારું CV નવેસરથી તૈયાર કર્યું, ઇન્ટરવ્યૂ માટે મને તૈયાર કરી અને મારા વર્ક વિઝા માટે માર્ગદર્શન આપ્યું, અને ચાર મહિના પછી મેં ઓકલેન્ડમાં મારી નવી નોકરી શરૂ કરી.',
  title: 'સિનિયર સોફ્ટવેર એન્જિનિયર',
  company: 'Kiwi Byte Solutions',
};

const rahulDesai = {
  quote:
    'Sarthi Global એ મારા પરિવાર માટે રોકાણ દ્વારા રેસિડેન્સીના અનેક કાર્યક્રમોની તુલના કરી અને દરેકના ખર્ચ અને જવાબદારીઓ સ્પષ્ટ રીતે સમજાવી. તેમની ડ્યુ ડિલિજન્સ સહાય અને નિયમિત અપડેટ્સને કારણે એક જટિલ અરજી પણ સહેલાઈથી સંભાળી શકાય તેવી લાગી.',
  title: 'મેનેજિંગ પાર્ટનર',
  company: 'Desai Ventures',
};

const sarahThompson = {
  quote:
    'હું ઘૂંટણ બદલવાની સર્જરી માટે લંડનથી ભારત આવી હતી અને મારા દેશમાં ખાનગી સારવારમાં જેટલો ખર્ચ થયો હોત તેનો માત્ર થોડો અંશ જ ચૂકવ્યો. Sarthi Global એ માન્યતાપ્રાપ્ત હોસ્પિટલ પસંદ કરી, મારી કન્સલ્ટેશન બુક કરી અને સાજા થવા સુધીના મારા રહેવાની દરેક વિગતનું ધ્યાન રાખ્યું.',
  title: 'માર્કેટિંગ મેનેજર',
  company: 'Bramley Marketing Group',
};

const vikramPatel = {
  quote:
    'પારિવારિક ટેક્સટાઇલ વ્યવસાય વેચવો એ મોટો નિર્ણય હતો, અને Sarthi Global એ આખી પ્રક્રિયા ગોપનીય અને સુવ્યવસ્થિત રાખી. તેમણે મૂલ્યાંકન તૈયાર કર્યું, ગંભીર ખરીદદારોની ચકાસણી કરી અને વાટાઘાટોને વાજબી અને સમયસર સોદા સુધી પહોંચાડી.',
  title: 'ચીફ એક્ઝિક્યુટિવ ઓફિસર',
  company: 'Patel Textiles',
};

const meeraIyer = {
  quote:
    'યુકેમાં રહેતી હોવાથી મને મુંબઈના મારા ફ્લેટની સતત ચિંતા રહેતી. હવે Sarthi Global ભાડૂતો શોધે છે અને તેમની ચકાસણી કરે છે, ભાડું વસૂલે છે અને સમારકામની વ્યવસ્થા કરે છે, અને તેમના માસિક રિપોર્ટથી મને સંપૂર્ણ નિશ્ચિંતતા રહે છે.',
  title: 'ફાઇનાન્સ કન્સલ્ટન્ટ',
  company: 'Meridian Advisory',
};

const budiSantoso = {
  quote:
    'અમે ભારતીય બજારમાં પ્રવેશવા માંગતા હતા, પણ ક્યાંથી શરૂઆત કરવી તે ખબર નહોતી. Sarthi Global એ બજાર સંશોધન કર્યું, પ્રવેશ માટેના યોગ્ય માળખા વિશે સલાહ આપી અને ગુજરાત તથા મહારાષ્ટ્રના ડિસ્ટ્રિબ્યુશન પાર્ટનર્સ સાથે અમારો પરિચય કરાવ્યો.',
  title: 'મેનેજિંગ ડિરેક્ટર',
  company: 'Nusantara Spice Traders',
};

const karanJoshi = {
  quote:
    'Sarthi Global એ મારી પ્રોફાઇલનું મૂલ્યાંકન કર્યું, સ્કિલ્સ એસેસમેન્ટમાં મને મદદ કરી અને ઓસ્ટ્રેલિયાના સ્કિલ્ડ માઇગ્રેશન માટેની મારી અરજી એક પણ ભૂલ વિના તૈયાર કરી. પહેલા જ પ્રયાસે મને પરમેનન્ટ રેસિડેન્સી (કાયમી નિવાસ) મળી ગઈ.',
  title: 'પ્રોજેક્ટ એન્જિનિયર',
  company: 'Arcadia Infrastructure',
};

const fatimaAlMansouri = {
  quote:
    'Sarthi Global એ અમારી જરૂરિયાતોને અનુરૂપ અમદાવાદની વાણિજ્યિક પ્રોપર્ટીઓની ટૂંકી યાદી તૈયાર કરી, ટાઇટલની ચકાસણી કરી અને અમારા બજેટમાં આરામથી બેસે તેવી કિંમત માટે વાટાઘાટ કરી. દુબઈથી ભારતમાં પ્રોપર્ટી ખરીદવી મારી અપેક્ષા કરતાં ઘણી સરળ રહી.',
  title: 'ઇન્વેસ્ટમેન્ટ મેનેજર',
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
