/**
 * The site's languages. English is served at the root (`/about/`); every other language under its own
 * prefix (`/gu/about/`). Plain data and pure functions: pages, the build stage, the server and tests read it.
 */

export const LOCALES = ['en', 'gu', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages with a prefix: what `app/[lang]` pre-renders. */
export const TRANSLATED_LOCALES = ['gu', 'hi'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The document's `lang` and the `hreflang` of its alternates (BCP 47). */
  tag: string;
  /** For Intl (numbers, dates, plurals). */
  intl: string;
  /** Open Graph `og:locale`. */
  og: string;
  /** The language's name in its own script: what the switcher shows. */
  nativeName: string;
  /** Its name in English, for staff and for `aria-label`s read by an English screen reader. */
  englishName: string;
  /** The path prefix ('' for English). */
  prefix: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-IN', intl: 'en-IN', og: 'en_IN', nativeName: 'English', englishName: 'English', prefix: '' },
  gu: { tag: 'gu-IN', intl: 'gu-IN', og: 'gu_IN', nativeName: 'ગુજરાતી', englishName: 'Gujarati', prefix: '/gu' },
  hi: { tag: 'hi-IN', intl: 'hi-IN', og: 'hi_IN', nativeName: 'हिन्दी', englishName: 'Hindi', prefix: '/hi' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** `/about/` in a language: `/gu/about/`; English paths are unchanged. Only site paths (`/...`) are prefixed. */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/') || locale === 'en') return path;
  const { prefix } = LOCALE_INFO[locale];
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** The language of a site path and the path as English has it: `/gu/about/` -> { locale: 'gu', path: '/about/' }. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of TRANSLATED_LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (path === prefix || path === `${prefix}/`) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: 'en', path };
}
