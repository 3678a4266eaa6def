import type { MetadataRoute } from 'next';
import { TRANSLATED_PAGES, pageReview } from '@/content/page-text';
import { pageSeo } from '@/content/pages';
import { serviceHref, services } from '@/content/services';
import { toolsIndexSeo } from '@/content/tools';
import { calculators, toolPath } from '@/lib/calculators/index';
import { TRANSLATED_LOCALES, localePath } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/jsonld';
import { pageAlternates } from '@/lib/metadata';

export const dynamic = 'force-static';

/**
 * Every indexable route once; /home is left out because its canonical URL is /. No lastmod is invented. A
 * translation is listed, and offered as an alternate, only once reviewed: a draft is published with
 * `noindex` and stays out of the sitemap.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...Object.values(pageSeo).map((p) => p.path), ...services.map((s) => serviceHref(s.id)), toolsIndexSeo.path, ...calculators.map(toolPath)];
  const languages = (path: string) => Object.fromEntries(Object.entries(pageAlternates(path)).map(([tag, href]) => [tag, absoluteUrl(href)]));
  const english = paths.map((path) => ({ url: absoluteUrl(path), alternates: { languages: languages(path) } }));
  const translated = TRANSLATED_PAGES.filter((page) => page.indexable).flatMap((page) =>
    TRANSLATED_LOCALES.filter((locale) => pageReview(page.path, locale)?.state === 'reviewed').map((locale) => ({
      url: absoluteUrl(localePath(locale, page.path)),
      alternates: { languages: languages(page.path) },
    })),
  );
  return [...english, ...translated];
}
