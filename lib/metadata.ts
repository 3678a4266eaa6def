import type { Metadata } from 'next';
import { site } from '@/content/site';

export interface PageMetadataInput {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Route path with its trailing slash, e.g. `/about/`. */
  path: string;
  /** Open Graph image under /public; defaults to the brand card. */
  image?: string;
  /** The home page uses its title as-is instead of the `%s | Site` template. */
  absoluteTitle?: boolean;
}

/** The one metadata helper every page calls: title, description, keywords, canonical, Open Graph, Twitter. */
export function pageMetadata({ title, description, keywords, path, image = '/og/default.png', absoluteTitle }: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = [{ url: image, width: 1200, height: 630, alt: `${site.name}: ${title}` }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: [...keywords],
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: site.name,
      title: fullTitle,
      description,
      url: path,
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) },
  };
}
