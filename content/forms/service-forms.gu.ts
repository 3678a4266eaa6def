import type { ModuleTranslation } from '@/lib/i18n/translation';
import type * as english from './service-forms';
import { commonFieldsIn, field, options } from './translation-helpers';

/* Each form's fields in the English order, commonFields() first (content/forms/translation-helpers.ts). */
const commonFields = commonFieldsIn({
  fullName: 'પૂરું નામ*',
  email: 'ઈમેલ*',
  phone: 'ફોન*',
  phoneHint: 'આપના દેશના કોડ સાથે નંબર લખો, દા.ત. +91 98765 43210.',
  contactMethod: 'સંપર્કની પસંદગીની રીત',
  methods: ['ઈમેલ', 'ફોન', 'WhatsApp'],
});

const hearAboutUs = field('આપને અમારા વિશે ક્યાંથી જાણ થઈ?');
const currentCountry = field('હાલના રહેઠાણનો દેશ*');

export const translation: ModuleTranslation<typeof english> = {
  review: { state: 'draft', translated: 'Draft by an AI model (Claude), 2026-11-28: not yet read by a native speaker' },
  text: {
    serviceForms: {
      'import-export-services': [
        ...commonFields(false),
        field('કંપનીનું નામ*'),
        field('જે દેશ સાથે વેપારમાં રસ છે*'),
        field('આયાત/નિકાસની જરૂરિયાતો*', { options: options('કાચો માલ', 'તૈયાર ઉત્પાદનો', 'સેવાઓ', 'અન્ય') }),
        field('આપની જરૂરિયાતોનું વર્ણન*'),
        hearAboutUs,
      ],
      'migration-services': [
        ...commonFields(),
        currentCountry,
        field('લક્ષ્ય દેશો*'),
        field('વિઝાનો પ્રકાર*', { options: options('શિક્ષણ', 'કુશળ કામદાર', 'વ્યવસાય', 'પરિવાર', 'રોકાણકાર', 'અન્ય') }),
        field('માઇગ્રેશનની સમયમર્યાદા*', { hint: 'ઉદાહરણ તરીકે: 6 મહિનામાં, આવતા વર્ષની શરૂઆતમાં.' }),
        field('આપની યોજનાઓ વિશે જણાવો*'),
      ],
      'residency-by-investment': [
        ...commonFields(),
        field('હાલનું નાગરિકત્વ*'),
        field('આપને રસ હોય તેવા દેશો*'),
        field('રોકાણ બજેટની શ્રેણી*', {
          options: options('$100,000થી ઓછું', '$100,000-$500,000', '$500,000-$1,000,000', '$1,000,000+', 'અન્ય'),
        }),
        field('રોકાણની પસંદગી*', { options: options('રિયલ એસ્ટેટ', 'સરકારી બોન્ડ', 'વ્યવસાયમાં રોકાણ', 'દાન') }),
        field('અપેક્ષિત સમયમર્યાદા*'),
        field('સામેલ કરવાના પરિવારના સભ્યો*'),
      ],
      'business-buy-sale-services': [
        ...commonFields(),
        field('કંપનીનું નામ'),
        field('મને આમાં રસ છે*', { options: options('ખરીદી', 'વેચાણ') }),
        field('ઉદ્યોગ ક્ષેત્ર*'),
        field('લક્ષ્ય દેશો*'),
        field('વ્યવસાયનું કદ અથવા બજેટ*'),
        field('સોદાની સમયમર્યાદા*'),
        field('વર્ણન*'),
      ],
      'real-estate': [
        ...commonFields(),
        field('જરૂરી સેવા*', { options: options('ખરીદી', 'વેચાણ', 'ભાડે', 'લીઝ', 'પ્રોપર્ટી મેનેજમેન્ટ') }),
        field('પ્રોપર્ટીનો પ્રકાર*', {
          options: options('રહેણાંક', 'વાણિજ્યિક', 'ઔદ્યોગિક', 'ખેતીલાયક', 'વિશિષ્ટ', 'ડેવલપમેન્ટ માટેની જમીન'),
        }),
        field('પસંદગીનું સ્થળ*'),
        field('બજેટની શ્રેણી*'),
        field('પ્રોપર્ટીની જરૂરિયાતો*'),
        field('સમયમર્યાદા*'),
        field('રોકાણનો હેતુ*'),
      ],
      'consulting-services': [
        ...commonFields(),
        field('કંપનીનું નામ*'),
        field('પદ / હોદ્દો*'),
        field('ઉદ્યોગ ક્ષેત્ર*'),
        field('કંપનીનું કદ*', { options: options('1-10', '11-50', '51-200', '201-500', '501+') }),
        field('કન્સલ્ટિંગનું ક્ષેત્ર*', {
          options: options('વ્યૂહરચના', 'ઓપરેશન્સ', 'ફાઇનાન્સ', 'બજાર પ્રવેશ', 'ડિજિટલ ટ્રાન્સફોર્મેશન', 'અન્ય'),
        }),
        field('મુખ્ય વ્યાવસાયિક પડકાર*'),
        field('પ્રોજેક્ટની સમયમર્યાદા*'),
        field('વર્ણન*'),
        hearAboutUs,
      ],
      'relocation-in-india': [
        ...commonFields(),
        currentCountry,
        field('ભારતમાં આપ જે શહેરમાં જવા માંગો છો*'),
        field('સ્થળાંતરની સમયમર્યાદા*'),
        field('બાળકોની ઉંમર (લાગુ પડતું હોય તો)*'),
        field('રહેઠાણ અંગેની જરૂરિયાતો*'),
        field('શાળા અંગેની જરૂરિયાતો*'),
        field('ઘરકામ માટેના સ્ટાફની જરૂરિયાતો*'),
        field('વિશેષ બાબતો*'),
      ],
      'work-abroad': [
        ...commonFields(),
        field('હાલનો વ્યવસાય / ઉદ્યોગ*'),
        field('અનુભવનાં વર્ષ*'),
        field('હાલનું સ્થળ*'),
        field('પસંદગીનાં સ્થળો*'),
        field('શૈક્ષણિક લાયકાત*'),
        field('ભાષાઓનું જ્ઞાન*', { hint: 'ઉદાહરણ તરીકે: અંગ્રેજી (IELTS 7.5), હિન્દી, ગુજરાતી.' }),
        field('કારકિર્દીનાં લક્ષ્યો*'),
        field('સ્થળાંતરની સમયમર્યાદા*'),
        field('રિઝ્યુમ (PDF, વધુમાં વધુ 2 MB)*', { hint: 'માત્ર PDF, 2 MB સુધી.' }),
      ],
      'property-management-services-in-india': [
        ...commonFields(),
        currentCountry,
        field('ભારતમાં પ્રોપર્ટીનું સ્થળ*'),
        field('પ્રોપર્ટીનો પ્રકાર*'),
        field('પ્રોપર્ટીની હાલની સ્થિતિ*', { hint: 'ઉદાહરણ તરીકે: ખાલી, ભાડે આપેલી, બાંધકામ હેઠળ.' }),
        field('પ્રોપર્ટીની સંખ્યા*'),
        field('જરૂરી સેવાઓ*', {
          options: options(
            'સુરક્ષા',
            'મેન્ટેનન્સનું સંકલન',
            'ભાડૂત શોધવા',
            'ભાડાની વસૂલાત',
            'ભાડૂતો સાથેના સંબંધોનું સંચાલન',
            'કાનૂની પાલન',
            'નાણાકીય રિપોર્ટિંગ',
            'કર સંબંધિત પ્રતિનિધિત્વ',
          ),
        }),
        field('ચોક્કસ ચિંતાઓ*'),
        field('મેનેજમેન્ટની સમયમર્યાદા*'),
      ],
      'medical-tourism-services': [
        ...commonFields(),
        currentCountry,
        field('તબીબી સ્થિતિ / જરૂરી સારવાર*'),
        field('સારવારની સમયમર્યાદા*'),
        field('પસંદગીનું સ્થળ'),
        field('વીમા કવરેજની સ્થિતિ'),
        field('હરવા-ફરવા માટે સહાયની જરૂર*', { options: options('હા', 'ના') }),
        field('બજેટની શ્રેણી*'),
        field('વિદેશમાં સારવારનો અગાઉનો અનુભવ'),
        field('વિશેષ તબીબી જરૂરિયાતો'),
      ],
    },
  },
};
