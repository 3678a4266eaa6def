import type { MetadataRoute } from 'next';
import { pageSeo } from '@/content/pages';
import { serviceHref, services } from '@/content/services';
import { toolsIndexSeo } from '@/content/tools';
import { calculators, toolPath } from '@/lib/calculators/index';
import { absoluteUrl } from '@/lib/jsonld';

export const dynamic = 'force-static';

/** Every indexable route once; /home is left out because its canonical URL is /. No lastmod is invented. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...Object.values(pageSeo).map((p) => p.path), ...services.map((s) => serviceHref(s.id)), toolsIndexSeo.path, ...calculators.map(toolPath)];
  return paths.map((path) => ({ url: absoluteUrl(path) }));
}
