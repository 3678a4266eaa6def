import { isLocale, isTranslatedLocale, LOCALES, localePath, splitLocale } from './locales';

describe('localePath and splitLocale', () => {
  const paths = ['/', '/about/', '/services/x/'];
  const roundTrips = LOCALES.flatMap((locale) => paths.map((path) => [locale, path] as const));

  it.each(roundTrips)('in %s, %s goes to its prefixed path and back', (locale, path) => {
    expect(splitLocale(localePath(locale, path))).toEqual({ locale, path });
  });

  it('prefixes paths in Gujarati and Hindi and leaves English and outside links alone', () => {
    expect(localePath('gu', '/')).toBe('/gu/');
    expect(localePath('hi', '/faq/')).toBe('/hi/faq/');
    expect(localePath('en', '/about/')).toBe('/about/');
    expect(localePath('gu', 'https://example.com/')).toBe('https://example.com/');
    expect(localePath('gu', '#main')).toBe('#main');
  });

  it.each([
    ['/gu/', 'gu', '/'],
    ['/gu', 'gu', '/'],
    ['/hi', 'hi', '/'],
    ['/hi/faq/', 'hi', '/faq/'],
    ['/guide/', 'en', '/guide/'],
    ['/hindi/', 'en', '/hindi/'],
    ['/', 'en', '/'],
  ])('reads %s as %s %s', (input, locale, path) => {
    expect(splitLocale(input)).toEqual({ locale, path });
  });
});

describe('isLocale and isTranslatedLocale', () => {
  it('know the three languages, and that English has no prefix', () => {
    expect(['en', 'gu', 'hi', 'fr', undefined].map(isLocale)).toEqual([true, true, true, false, false]);
    expect(['en', 'gu', 'hi'].map(isTranslatedLocale)).toEqual([false, true, true]);
  });
});
