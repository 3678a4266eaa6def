/**
 * What types cannot hold in the translations: that every module localizes, that no string is left in English
 * by mistake, that HTML and `{placeholders}` survive translation, that review states are well formed, and that
 * a page is only reviewed when all its modules are (docs/translations.md).
 */
import { pageReview, TRANSLATED_PAGES } from '@/content/page-text';
import { text } from '@/content/text';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/i18n/locales';
import { textEntries, type Review } from '@/lib/i18n/translation';

type ModuleKey = keyof typeof text;
const keys = Object.keys(text) as ModuleKey[];
const cases = keys.flatMap((key) => TRANSLATED_LOCALES.map((locale) => [text[key].module, locale, key] as const));

function entriesOf(key: ModuleKey, locale: TranslatedLocale | 'en') {
  const entry = text[key];
  return textEntries(locale === 'en' ? entry.english : entry(locale), '', entry.fixed);
}

function pairs(key: ModuleKey, locale: TranslatedLocale) {
  const translated = new Map(entriesOf(key, locale).map((e) => [e.path, e.text]));
  return entriesOf(key, 'en').map((e) => ({ path: e.path, english: e.text, translated: translated.get(e.path) }));
}

const tagsOf = (value: string) => [...value.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>/g)].map((m) => `${m[1]}${m[2]!.toLowerCase()}`);
const placeholdersOf = (value: string) => [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe.each(cases)('%s in %s', (_module, locale, key) => {
  it('localizes without a missing string, an empty one or a list of the wrong length', () => {
    expect(() => text[key](locale)).not.toThrow();
  });

  it('has a non-empty translated string at every path of the English', () => {
    const gaps = pairs(key, locale)
      .filter((p) => typeof p.translated !== 'string' || p.translated.trim() === '')
      .map((p) => p.path);
    expect(gaps).toEqual([]);
  });

  it('differs from the English in at least 60% of its strings longer than 20 characters', () => {
    const long = pairs(key, locale).filter((p) => p.english.length > 20);
    const same = long.filter((p) => p.translated === p.english).map((p) => p.path);
    if (long.length > 0 && (long.length - same.length) / long.length < 0.6) {
      throw new Error(`${same.length} of ${long.length} long strings read as the English (left untranslated?):\n  ${same.join('\n  ')}`);
    }
  });

  it('keeps the HTML tags of each string in the same order', () => {
    const changed = pairs(key, locale)
      .filter((p) => p.translated !== undefined && tagsOf(p.english).join(' ') !== tagsOf(p.translated).join(' '))
      .map((p) => ({ path: p.path, english: tagsOf(p.english).join(' '), translated: tagsOf(p.translated!).join(' ') }));
    expect(changed).toEqual([]);
  });

  it('keeps the same {placeholders} in each string', () => {
    const changed = pairs(key, locale)
      .filter((p) => p.translated !== undefined && placeholdersOf(p.english).join() !== placeholdersOf(p.translated).join())
      .map((p) => ({ path: p.path, english: placeholdersOf(p.english), translated: placeholdersOf(p.translated!) }));
    expect(changed).toEqual([]);
  });

  it("writes no word in the other language's script (Gujarati in a Hindi string, or Devanagari in a Gujarati one)", () => {
    const other = locale === 'gu' ? /[\u0900-\u097F]+/ : /[\u0A80-\u0AFF]+/;
    // The switcher's names of the languages are each written in their own script, wherever they appear.
    const names = /ગુજરાતી|हिन्दी|हिंदी/g;
    const mixed = pairs(key, locale)
      .filter((p) => p.translated !== undefined && other.test(p.translated.replace(names, '')))
      .map((p) => `${p.path}: ${other.exec(p.translated!.replace(names, ''))?.[0]}`);
    expect(mixed).toEqual([]);
  });

  it('has a well-formed review: a draft says who translated it, a review who read it and on which past day', () => {
    const review = text[key].review(locale);
    if (review.state === 'draft') {
      expect(review.translated.trim()).not.toBe('');
    } else {
      expect(review.state).toBe('reviewed');
      expect(review.by.trim()).not.toBe('');
      expect(review.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = new Date(`${review.on}T00:00:00Z`);
      expect(day.toISOString().slice(0, 10)).toBe(review.on);
      expect(review.on <= new Date().toISOString().slice(0, 10)).toBe(true);
    }
  });
});

describe('pageReview', () => {
  afterEach(() => jest.restoreAllMocks());

  const pageCases = TRANSLATED_PAGES.flatMap((page) => TRANSLATED_LOCALES.map((locale) => [page.path, locale] as const));

  it.each(pageCases)('gives %s in %s as a draft exactly when one of its modules is', (path, locale) => {
    const page = TRANSLATED_PAGES.find((p) => p.path === path)!;
    const anyDraft = page.modules.some((key) => text[key].review(locale).state === 'draft');
    expect(pageReview(path, locale)?.state).toBe(anyDraft ? 'draft' : 'reviewed');
  });

  it('knows no page that is not translated', () => {
    expect(pageReview('/no-such-page/', 'gu')).toBeUndefined();
  });

  function reviewAll(make: (key: ModuleKey) => Review) {
    for (const key of keys) jest.spyOn(text[key], 'review').mockImplementation(() => make(key));
  }

  it('gives a page whose modules are all reviewed as reviewed, by each reviewer, on the latest day', () => {
    reviewAll((key) => (key === 'faq' ? { state: 'reviewed', by: 'Asha Patel', on: '2026-11-20' } : { state: 'reviewed', by: 'Ravi Shah', on: '2026-11-02' }));
    expect(pageReview('/faq/', 'gu')).toEqual({ state: 'reviewed', by: 'Ravi Shah, Asha Patel', on: '2026-11-20' });
  });

  it("gives a page with one draft module that module's draft", () => {
    const draft: Review = { state: 'draft', translated: 'Draft by a test' };
    reviewAll((key) => (key === 'faq' ? draft : { state: 'reviewed', by: 'Ravi Shah', on: '2026-11-02' }));
    expect(pageReview('/faq/', 'hi')).toEqual(draft);
    expect(pageReview('/about/', 'hi')?.state).toBe('reviewed');
  });
});
