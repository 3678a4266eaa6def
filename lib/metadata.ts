import type { Metadata } from 'next';
import { site } from '@/content/site';
import { hasTranslation, pageReview } from '@/content/page-text';
import { LOCALE_INFO, TRANSLATED_LOCALES, localePath, type Locale } from '@/lib/i18n/locales';

export interface PageMetadataInput {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The English route path with its trailing slash, e.g. `/about/`; the language's own is derived. */
  path: string;
  /** Open Graph image under /public; defaults to the brand card. */
  image?: string;
  /** The home page uses its title as-is instead of the `%s | Site` template. */
  absoluteTitle?: boolean;
  /** The page's language (English unless said). */
  locale?: Locale;
  /** Pages reached only by posting a form or by a wrong address: never indexed, never alternates. */
  noindex?: boolean;
}

/**
 * The languages a page is offered in as alternates: English (also `x-default`: a visitor whose language we
 * do not have gets English) and each translation that a reviewer has read. A draft translation is left out.
 */
export function pageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = { [LOCALE_INFO.en.tag]: path };
  for (const locale of TRANSLATED_LOCALES) {
    if (pageReview(path, locale)?.state === 'reviewed') languages[LOCALE_INFO[locale].tag] = localePath(locale, path);
  }
  return { ...languages, 'x-default': path };
}

/** Is the page, in this language, one search engines may index? English always; a translation once reviewed. */
export function isIndexable(path: string, locale: Locale): boolean {
  return locale === 'en' || pageReview(path, locale)?.state === 'reviewed';
}

/** The one metadata helper every page calls: title, description, keywords, canonical, alternates, Open Graph, Twitter. */
export function pageMetadata({ title, description, keywords, path, image = '/og/default.png', absoluteTitle, locale = 'en', noindex }: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = [{ url: image, width: 1200, height: 630, alt: `${site.name}: ${title}` }];
  const url = localePath(locale, path);
  const indexable = !noindex && isIndexable(path, locale);
  const offered = Object.keys(pageAlternates(path)).filter((tag) => tag !== 'x-default' && tag !== LOCALE_INFO[locale].tag);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: [...keywords],
    alternates: { canonical: url, ...(noindex || (locale !== 'en' && !hasTranslation(path)) ? {} : { languages: pageAlternates(path) }) },
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: 'website',
      locale: LOCALE_INFO[locale].og,
      alternateLocale: offered.map((tag) => tag.replace('-', '_')),
      siteName: site.name,
      title: fullTitle,
      description,
      url,
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) },
  };
}
