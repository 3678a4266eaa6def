/**
 * How a translation is written and checked. A translation is a module beside its English one
 * (`content/home.ts` -> `content/home.gu.ts`) whose `text` has the English module's shape with every string
 * a string of its own: the type checker holds it complete (a missing key is a type error), and `localize`
 * holds what types cannot (an array of the wrong length, an empty string) when the pages are built, so a
 * missing string fails the build instead of putting an English word on a Gujarati page.
 */
import type { Locale, TranslatedLocale } from './locales';

/**
 * Keys that are never translated wherever they appear: ids, links, icons, media, wire names and values.
 * They are left out of a translation's type and always read from the English.
 */
export type FixedKey =
  | 'id'
  | 'key'
  | 'href'
  | 'url'
  | 'path'
  | 'icon'
  | 'image'
  | 'logo'
  | 'src'
  | 'name'
  | 'value'
  | 'type'
  | 'menuKey'
  | 'index'
  | 'required'
  | 'multiple'
  | 'autoComplete'
  | 'sensitive'
  | 'inquiryFormFields'
  | 'updated'
  | 'verifyUrl'
  | 'number'
  | 'sample'
  | 'slug'
  | 'opens'
  | 'closes'
  | 'postalCode';

export const FIXED_KEYS: ReadonlySet<string> = new Set<FixedKey>([
  'id', 'key', 'href', 'url', 'path', 'icon', 'image', 'logo', 'src', 'name', 'value', 'type', 'menuKey', 'index', 'required',
  'multiple', 'autoComplete', 'sensitive', 'inquiryFormFields', 'updated', 'verifyUrl', 'number', 'sample', 'slug', 'opens',
  'closes', 'postalCode',
]);

/** Does T hold any text to translate? (numbers, booleans and fixed keys do not). */
type HasText<T, F> = T extends string
  ? true
  : T extends (...args: never[]) => unknown
    ? false
    : T extends readonly (infer E)[]
      ? HasText<E, F>
      : T extends object
        ? true extends { [K in keyof T]-?: K extends F ? false : HasText<Exclude<T[K], undefined>, F> }[keyof T]
          ? true
          : false
        : false;

/**
 * The shape a translation of T takes: every string a string, arrays of translations, objects with their
 * fixed keys (F) and text-less keys left out. `F` is `FixedKey` unless a module translates one of them (a
 * core value's `name` is its title).
 */
export type Translation<T, F = FixedKey> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly Translation<E, F>[]
    : T extends object
      ? { readonly [K in keyof T as K extends F ? never : HasText<Exclude<T[K], undefined>, F> extends true ? K : never]: Translation<T[K], F> }
      : never;

/** A translation's review state. Only a reviewed page is indexed, listed in the sitemap and offered as an alternate. */
export type Review =
  | { state: 'draft'; /** Who or what wrote it, and when: the reviewer's starting point. */ translated: string }
  | { state: 'reviewed'; by: string; /** ISO date of the review. */ on: string; /** What the reviewer asked to change, if anything is left. */ note?: string };

export interface ModuleTranslation<T, F = FixedKey> {
  review: Review;
  text: Translation<T, F>;
}

export function isReviewed(review: Review): boolean {
  return review.state === 'reviewed';
}

function fail(where: string, message: string): never {
  throw new Error(`Translation ${where}: ${message}`);
}

/**
 * The English value with its text replaced by the translation's, checked as it goes: every English string
 * needs a non-empty translated string, every array the same length; fixed keys and non-text values keep the
 * English. `where` names the module and path in the error that fails the build.
 */
export function localize<T>(english: T, translated: unknown, where: string, fixed: ReadonlySet<string> = FIXED_KEYS): T {
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || translated.trim() === '') fail(where, english.trim() === '' ? 'is empty' : `is missing (English: "${english.slice(0, 60)}")`);
    return translated as T;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) fail(where, 'should be a list');
    if (translated.length !== english.length) fail(where, `has ${translated.length} entries; the English has ${english.length}`);
    return english.map((item, i) => localize(item, translated[i], `${where}[${i}]`, fixed)) as T;
  }
  if (english !== null && typeof english === 'object') {
    const source = (translated ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      out[key] = fixed.has(key) || !hasText(value, fixed) ? value : localize(value, source[key], `${where}.${key}`, fixed);
    }
    return out as T;
  }
  return english;
}

function hasText(value: unknown, fixed: ReadonlySet<string>): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some((v) => hasText(v, fixed));
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([k, v]) => !fixed.has(k) && hasText(v, fixed));
  return false;
}

/** Every translatable string of a value with its path, in order: the report and the completeness test read it. */
export function textEntries(value: unknown, path = '', fixed: ReadonlySet<string> = FIXED_KEYS): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textEntries(v, `${path}[${i}]`, fixed));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (fixed.has(k) ? [] : textEntries(v, path ? `${path}.${k}` : k, fixed)));
  }
  return [];
}

/**
 * A module's text in a language, localized once and kept; English is the module itself. `fixed` is the set
 * of keys kept from the English (FIXED_KEYS and the module's own, matching the `F` of its translations).
 */
export function translatable<T, F = FixedKey>(
  module: string,
  english: T,
  translations: Record<TranslatedLocale, ModuleTranslation<T, F>>,
  fixed: ReadonlySet<string> = FIXED_KEYS,
) {
  const cache = new Map<Locale, T>();
  const get = (locale: Locale): T => {
    if (locale === 'en') return english;
    let value = cache.get(locale);
    if (value === undefined) {
      value = localize(english, translations[locale].text, `${module}.${locale}`, fixed);
      cache.set(locale, value);
    }
    return value;
  };
  return Object.assign(get, { module, english, fixed, review: (locale: TranslatedLocale): Review => translations[locale].review, translations });
}

/** FIXED_KEYS and a module's own. */
export function fixedWith(...keys: string[]): ReadonlySet<string> {
  return new Set([...FIXED_KEYS, ...keys]);
}
