/**
 * Deployment configuration, read in one place. Only NEXT_PUBLIC_* values reach the browser, and
 * they are inlined at build time. Every value has a default, documented in docs/configuration.md.
 */

function read(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const env = {
  /** Public origin of the site, for canonical URLs, Open Graph, sitemap and JSON-LD. */
  siteUrl: withoutTrailingSlash(read(process.env.NEXT_PUBLIC_SITE_URL, 'https://www.sarthiglobal.example')),
  /** Path prefix when the site is served below the origin root, e.g. `/site`. */
  basePath: withoutTrailingSlash(read(process.env.NEXT_PUBLIC_BASE_PATH, '')),
  /** External scheduling page opened by "Book an Appointment". */
  schedulingUrl: read(process.env.NEXT_PUBLIC_SCHEDULING_URL, 'https://calendly.com/sarthiglobal/consultation'),
  instagramUrl: read(process.env.NEXT_PUBLIC_INSTAGRAM_URL, 'https://www.instagram.com/sarthiglobal'),
  linkedinUrl: read(process.env.NEXT_PUBLIC_LINKEDIN_URL, 'https://www.linkedin.com/company/sarthiglobal'),
  /** The company's WhatsApp number, international form (`+91 98250 41230`); empty: the sample in content/site.ts. */
  whatsappNumber: read(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER, ''),
} as const;

/** Prefixes a site-relative asset path with the configured base path (Next does this for links, not raw <video> sources). */
export function assetPath(path: string): string {
  return `${env.basePath}${path}`;
}

/**
 * The enquiry API. Defaults target the intake API served from the same origin under /api
 * (`npm start`), so a fresh checkout works end to end.
 */
export const apiConfig = {
  /** Origin of the API, e.g. `https://api.example.com`; empty means the site's own origin. */
  baseUrl: withoutTrailingSlash(process.env.NEXT_PUBLIC_API_BASE_URL?.trim() ?? ''),
  /** The `{prefix}` path segment of every endpoint. */
  prefix: read(process.env.NEXT_PUBLIC_API_PREFIX, 'api'),
  /** Where web-vitals are beaconed; empty sends nothing. */
  vitalsUrl: process.env.NEXT_PUBLIC_VITALS_URL?.trim() ?? '',
  /** The old client had none; a hung request must not disable the button forever. */
  timeoutMs: 60_000,
} as const;
