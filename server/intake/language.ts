import { text } from '@/content/text';
import { REFERENCE_SENTENCE } from '@/lib/enquiry/reference';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, localePath as sitePath, type Locale } from '@/lib/i18n/locales';
import { LANGUAGE_FIELD as FIELD, LANGUAGE_HEADER as HEADER } from '@/lib/i18n/wire';
import { WHATSAPP_REFERENCE } from '@/lib/whatsapp';

/*
 * An enquiry's language (issue 41: English at /, Gujarati under /gu/, Hindi under /hi/). It travels beside
 * the JSON body, never in it: the standard Content-Language request header (CORS-safelisted, so no
 * preflight asks for it), or, on a native post, the hidden field `language`, which server/intake/native.ts
 * moves to that header as it does visit_source. Stored in migration 0023's column in the enquiry's own
 * insert. Never a reason to refuse: anything unknown, malformed or absent is English, the site's language
 * before issue 41.
 */

/** The site's languages (lib/i18n/locales.ts). */
export const LANGUAGES = LOCALES;
export type Language = Locale;

export const DEFAULT_LANGUAGE: Language = DEFAULT_LOCALE;
/** The request header beside a JSON enquiry (lib/i18n/wire.ts, which the site's client sends). */
export const LANGUAGE_HEADER = HEADER;
/** The hidden field of a native form post (moved to the header, never part of the payload). */
export const LANGUAGE_FIELD = FIELD;

/** Each language as staff read it, in English, and as its speakers write it. */
export const LANGUAGE_NAMES: Record<Language, { english: string; own: string }> = Object.fromEntries(
  LOCALES.map((locale) => [locale, { english: LOCALE_INFO[locale].englishName, own: LOCALE_INFO[locale].nativeName }]),
) as Record<Language, { english: string; own: string }>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language tag as RFC 5646 writes it, loosely: a primary subtag of letters, then subtags of letters and digits. */
const TAG = /^([a-z]{2,8})(?:-[a-z0-9]{1,8})*$/i;

/**
 * The language of a Content-Language header: its first tag's primary subtag (`gu-IN, en` -> gu), case
 * insensitive; English for anything else. A repeated header arrives as an array: its first value counts.
 */
export function readLanguage(header: string | string[] | undefined): Language {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? '';
  if (first.length > 35) return DEFAULT_LANGUAGE;
  const primary = TAG.exec(first)?.[1]?.toLowerCase();
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** A stored language; English for anything else (the column only ever holds one of ours). */
export function languageOfRow(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** "Gujarati (gu)", as the staff notification and the enquiry's page name it. */
export function languageLabel(language: Language): string {
  return `${LANGUAGE_NAMES[language].english} (${language})`;
}

/** The site's path of a page in `language`: English pages at the root, the others under /gu/ and /hi/. */
export function localePath(language: Language, path: string): string {
  return sitePath(language, path);
}

/**
 * The sentences a confirmation page (/enquiry/sent/<form>/, /gu/..., /hi/...) is given its reference in
 * when the server fills it (server/platform/static.ts): "Your reference is <reference>." in the page's
 * words, and the same for the WhatsApp link's first message. English from the site's own constants.
 */
export const SENT_PAGE_TEXT: Record<Language, { reference: Sentence; whatsApp: Sentence }> = {
  en: { reference: REFERENCE_SENTENCE, whatsApp: WHATSAPP_REFERENCE },
  gu: sentencesOf('gu'),
  hi: sentencesOf('hi'),
};

/** The page's own words for its reference (content/ui.ts `outcome`), which its inline script uses too. */
function sentencesOf(locale: Exclude<Language, 'en'>): { reference: Sentence; whatsApp: Sentence } {
  const t = text.ui(locale).ui.outcome;
  return { reference: { before: t.referenceBefore, after: t.referenceAfter }, whatsApp: { before: t.whatsappReferenceBefore, after: t.whatsappReferenceAfter } };
}

type Sentence = { readonly before: string; readonly after: string };
