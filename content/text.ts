/**
 * Every translatable content module with its Gujarati and Hindi translations: `text.home('gu')` is the home
 * module's text in Gujarati (English is the module itself). Pages and components read text through here;
 * `npm run translations` and the completeness test read the same list.
 */
import { fixedWith, translatable } from '@/lib/i18n/translation';
import * as aboutEn from './about';
import { translation as aboutGu } from './about.gu';
import { translation as aboutHi } from './about.hi';
import * as legalEn from './legal';
import { translation as legalGu } from './legal.gu';
import { translation as legalHi } from './legal.hi';
import * as faqEn from './faq';
import { translation as faqGu } from './faq.gu';
import { translation as faqHi } from './faq.hi';
import * as homeEn from './home';
import { translation as homeGu } from './home.gu';
import { translation as homeHi } from './home.hi';
import * as navigationEn from './navigation';
import { translation as navigationGu } from './navigation.gu';
import { translation as navigationHi } from './navigation.hi';
import * as pagesEn from './pages';
import { translation as pagesGu } from './pages.gu';
import { translation as pagesHi } from './pages.hi';
import * as siteEn from './site';
import { translation as siteGu } from './site.gu';
import { translation as siteHi } from './site.hi';
import * as testimonialsEn from './testimonials';
import { translation as testimonialsGu } from './testimonials.gu';
import { translation as testimonialsHi } from './testimonials.hi';
import * as uiEn from './ui';
import { translation as uiGu } from './ui.gu';
import { translation as uiHi } from './ui.hi';
import * as valuesEn from './values';
import { translation as valuesGu } from './values.gu';
import { translation as valuesHi } from './values.hi';
import * as commonFormsEn from './forms/common';
import { translation as commonFormsGu } from './forms/common.gu';
import { translation as commonFormsHi } from './forms/common.hi';
import * as contactFormEn from './forms/contact-form';
import { translation as contactFormGu } from './forms/contact-form.gu';
import { translation as contactFormHi } from './forms/contact-form.hi';
import * as serviceFormsEn from './forms/service-forms';
import { translation as serviceFormsGu } from './forms/service-forms.gu';
import { translation as serviceFormsHi } from './forms/service-forms.hi';
import * as toolsEn from './tools';
import { translation as toolsGu } from './tools.gu';
import { translation as toolsHi } from './tools.hi';
import * as formWordsEn from './forms/words';
import { translation as formWordsGu } from './forms/words.gu';
import { translation as formWordsHi } from './forms/words.hi';
import * as trustEn from './trust';
import { translation as trustGu } from './trust.gu';
import { translation as trustHi } from './trust.hi';
import * as calculatorWordsEn from './calculators/words';
import { translation as calculatorWordsGu } from './calculators/words.gu';
import { translation as calculatorWordsHi } from './calculators/words.hi';
import * as canadaToolEn from './calculators/canada';
import { translation as canadaToolGu } from './calculators/canada.gu';
import { translation as canadaToolHi } from './calculators/canada.hi';
import * as australiaToolEn from './calculators/australia';
import { translation as australiaToolGu } from './calculators/australia.gu';
import { translation as australiaToolHi } from './calculators/australia.hi';
import * as newZealandToolEn from './calculators/new-zealand';
import { translation as newZealandToolGu } from './calculators/new-zealand.gu';
import { translation as newZealandToolHi } from './calculators/new-zealand.hi';
import * as ukToolEn from './calculators/uk';
import { translation as ukToolGu } from './calculators/uk.gu';
import { translation as ukToolHi } from './calculators/uk.hi';
import { serviceText } from './services/text';
import { CALCULATOR_FIXED, SITE_FIXED, TRUST_FIXED } from './fixed-keys';

const TOOL_FIXED = fixedWith(...CALCULATOR_FIXED);
const VALUES_FIXED = new Set([...fixedWith()].filter((key) => key !== 'name'));

export const text = {
  ui: translatable('content/ui', uiEn, { gu: uiGu, hi: uiHi }),
  site: translatable('content/site', siteEn, { gu: siteGu, hi: siteHi }, fixedWith(...SITE_FIXED)),
  navigation: translatable('content/navigation', navigationEn, { gu: navigationGu, hi: navigationHi }),
  pages: translatable('content/pages', pagesEn, { gu: pagesGu, hi: pagesHi }),
  home: translatable('content/home', homeEn, { gu: homeGu, hi: homeHi }),
  about: translatable('content/about', aboutEn, { gu: aboutGu, hi: aboutHi }),
  values: translatable('content/values', valuesEn, { gu: valuesGu, hi: valuesHi }, VALUES_FIXED),
  legal: translatable('content/legal', legalEn, { gu: legalGu, hi: legalHi }),
  faq: translatable('content/faq', faqEn, { gu: faqGu, hi: faqHi }),
  testimonials: translatable('content/testimonials', testimonialsEn, { gu: testimonialsGu, hi: testimonialsHi }),
  commonForms: translatable('content/forms/common', commonFormsEn, { gu: commonFormsGu, hi: commonFormsHi }, fixedWith('CONSENT_FIELD', 'HONEYPOT_FIELD')),
  contactForm: translatable('content/forms/contact-form', contactFormEn, { gu: contactFormGu, hi: contactFormHi }),
  serviceForms: translatable('content/forms/service-forms', serviceFormsEn, { gu: serviceFormsGu, hi: serviceFormsHi }),
  formWords: translatable('content/forms/words', formWordsEn, { gu: formWordsGu, hi: formWordsHi }),
  tools: translatable('content/tools', toolsEn, { gu: toolsGu, hi: toolsHi }, fixedWith('toolServiceIds')),
  trust: translatable('content/trust', trustEn, { gu: trustGu, hi: trustHi }, fixedWith(...TRUST_FIXED)),
  calculatorWords: translatable('content/calculators/words', calculatorWordsEn, { gu: calculatorWordsGu, hi: calculatorWordsHi }),
  canadaTool: translatable('content/calculators/canada', canadaToolEn, { gu: canadaToolGu, hi: canadaToolHi }, TOOL_FIXED),
  australiaTool: translatable('content/calculators/australia', australiaToolEn, { gu: australiaToolGu, hi: australiaToolHi }, TOOL_FIXED),
  newZealandTool: translatable('content/calculators/new-zealand', newZealandToolEn, { gu: newZealandToolGu, hi: newZealandToolHi }, TOOL_FIXED),
  ukTool: translatable('content/calculators/uk', ukToolEn, { gu: ukToolGu, hi: ukToolHi }, TOOL_FIXED),
  ...serviceText,
} as const;

export type TextModule = (typeof text)[keyof typeof text];
