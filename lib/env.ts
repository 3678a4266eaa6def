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

const apiBaseUrl = withoutTrailingSlash(process.env.NEXT_PUBLIC_API_BASE_URL?.trim() ?? '');
const apiPrefix = read(process.env.NEXT_PUBLIC_API_PREFIX, 'api');

/** An endpoint of the intake API beside the enquiry endpoints, e.g. `https://api.example.com/api/visits/`. */
export function apiUrlOf(baseUrl: string, prefix: string, path: string): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return `${baseUrl}${clean ? `/${clean}` : ''}/${path}/`;
}

/** NEXT_PUBLIC_VITALS_URL values that turn the web-vitals beacon off. */
export const VITALS_OFF = /^(off|none|0|false|no)$/i;

/** NEXT_PUBLIC_VITALS_URL: unset, the intake API's own endpoint; one of VITALS_OFF, none; anything else, that address. */
export function vitalsUrlOf(value: string | undefined, baseUrl: string, prefix: string): string {
  const url = value?.trim() ?? '';
  if (VITALS_OFF.test(url)) return '';
  return url || apiUrlOf(baseUrl, prefix, 'vitals');
}

/** NEXT_PUBLIC_VITALS_SAMPLE_RATE: the share of page loads measured, 0 to 1 (default 1); anything else reads as 1. */
export function sampleRateOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  const rate = text === '' ? 1 : Number(text);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

/**
 * The enquiry API. Defaults target the intake API served from the same origin under /api
 * (`npm start`), so a fresh checkout works end to end.
 */
export const apiConfig = {
  /** Origin of the API, e.g. `https://api.example.com`; empty means the site's own origin. */
  baseUrl: apiBaseUrl,
  /** The `{prefix}` path segment of every endpoint. */
  prefix: apiPrefix,
  /** Where the page-view beacon goes (components/layout/page-view-script.tsx). */
  visitsUrl: apiUrlOf(apiBaseUrl, apiPrefix, 'visits'),
  /** Where web-vitals are beaconed: the intake API's /vitals/ unless NEXT_PUBLIC_VITALS_URL says otherwise; empty sends nothing. */
  vitalsUrl: vitalsUrlOf(process.env.NEXT_PUBLIC_VITALS_URL, apiBaseUrl, apiPrefix),
  /** The share of page loads whose web vitals are sent, decided once per page load. */
  vitalsSampleRate: sampleRateOf(process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE),
  /** The old client had none; a hung request must not disable the button forever. */
  timeoutMs: 60_000,
} as const;
