import { cleanHost, cleanPath, decodeSource, looksPersonal, withoutUnsafe } from '@/lib/visit/source';
import type { DeviceClass } from '../platform/db';
import { isMetric, METRIC_SCALES, type Metric } from './histogram';

/*
 * The two beacons' bodies and what the server reads from a request's headers. Plain functions, no I/O:
 * the routes (routes.ts) decide what to count, this module only parses and classifies. Nothing here
 * keeps the User-Agent or any header: each is read to a class ('phone', a bot or not) and dropped.
 *
 * Bodies are short URL-encoded text (sendBeacon with a string goes as text/plain, so a page on another
 * origin than the API needs no CORS preflight):
 *   page view: path=/services/work-abroad/&referrer=www.google.com&campaign=diwali
 *   vitals:    metric=LCP&value=1834.2&path=/about/&connection=4g&target=main>img.hero
 */

/** Longest body of either beacon; a longer one is refused (413) before it is read. */
export const MAX_BEACON_BYTES = 2_048;
/** Longest attribution target kept (a CSS selector). */
export const MAX_TARGET = 100;
/** The row a source or target is counted under once the day's cap of new ones is reached. */
export const OTHER = '(other)';
/** navigator.connection.effectiveType's values; anything else is kept as ''. */
export const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g'] as const;

export type PageView = { path: string; referrer: string; campaign: string };
export type Vital = { metric: Metric; value: number; path: string; connection: string; target: string };
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/*
 * Crawlers, link previews, monitors, audits and headless browsers. The e2e tests therefore set a real
 * browser's User-Agent. Matched case-insensitively anywhere in the string.
 */
const BOTS =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|phantomjs|puppeteer|playwright|selenium|webdriver|scrapy|archiver|validator|mediapartners|adsbot|inspectiontool|petalbot|bytespider|gptbot|ccbot|claudebot|perplexity|amazonbot|applebot|semrush|ahrefs|mj12|dataprovider/i;

/** Whether a User-Agent is a machine's, or missing (a browser always sends one). */
export function isBot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || !/^Mozilla\/|^Opera\//.test(agent) || BOTS.test(agent);
}

/** A prefetch or prerender (Sec-Purpose / Purpose / X-Moz / X-Purpose), which nobody has seen yet. */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  return ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].some((name) => {
    const value = headers[name];
    return /prefetch|prerender|preview/i.test(Array.isArray(value) ? value.join(',') : (value ?? ''));
  });
}

const TABLET = /ipad|tablet|kindle|silk\/|playbook|nexus (7|9|10)|sm-t\d|tab\b/i;
const PHONE = /mobi|iphone|ipod|windows phone|opera mini|blackberry|bb10|android.+mobile|kaios/i;

/**
 * The device class from the User-Agent and, where sent, Sec-CH-UA-Mobile (Chromium's client hint: `?1`
 * on phones). An Android without "Mobile" is a tablet, as Google's own guidance for Android tablets
 * says. iPads since iPadOS 13 send the Mac's User-Agent by default and count as desktops: the server
 * cannot tell them apart without asking the page, and the page sends nothing about the device.
 */
export function deviceClass(userAgent: string | undefined, mobileHint?: string | string[]): DeviceClass {
  const agent = userAgent ?? '';
  if (TABLET.test(agent)) return 'tablet';
  const hint = Array.isArray(mobileHint) ? mobileHint[0] : mobileHint;
  if (hint?.trim() === '?1' || PHONE.test(agent)) return 'phone';
  if (/android/i.test(agent)) return 'tablet';
  return 'desktop';
}

function paramsOf(body: unknown): URLSearchParams | undefined {
  if (typeof body !== 'string' || body.length > MAX_BEACON_BYTES) return undefined;
  try {
    return new URLSearchParams(body);
  } catch {
    return undefined;
  }
}

/** A campaign as the enquiry's source keeps it (lib/visit/source.ts): cut, unsafe characters and anything personal dropped. */
export function cleanCampaign(value: string | null): string {
  if (!value) return '';
  return decodeSource(new URLSearchParams({ utm_campaign: value.slice(0, 300) }).toString()).utm_campaign ?? '';
}

/** A page-view beacon's body; the path is required, the referring host and campaign are kept only when clean. */
export function parsePageView(body: unknown): Parsed<PageView> {
  const params = paramsOf(body);
  if (!params) return { ok: false, problem: 'body: send path=...&referrer=...&campaign=... as text' };
  const path = cleanPath(params.get('path'));
  if (!path) return { ok: false, problem: 'path: must be a path of the site, beginning with /' };
  return { ok: true, value: { path, referrer: cleanHost(params.get('referrer')) ?? '', campaign: cleanCampaign(params.get('campaign')) } };
}

/** The attribution build's element or target (a CSS selector), cut to MAX_TARGET; '' for none or one that names a person. */
export function cleanTarget(value: string | null): string {
  // Without invisible and direction characters (lib/visit/source.ts): a selector must read as what it is.
  const target = withoutUnsafe(value ?? '').trim().slice(0, MAX_TARGET).trim();
  // An address or a phone number is a person's, whatever a page's markup made of it.
  return looksPersonal(target) ? '' : target;
}

/**
 * The largest plausible value of each metric: the top of its histogram (histogram.ts, the last
 * bucket's upper edge), so that no value is ever clamped into the last bucket. Above it a value is no
 * measurement of a page anybody waited for (an LCP of 1e308 ms, a CLS of 99999), and the beacon is
 * refused. Times in milliseconds: LCP, FCP and TTFB 60 s, INP 10 s; CLS a score, 5.
 */
export const METRIC_MAX: Readonly<Record<Metric, number>> = { LCP: 60_000, FCP: 60_000, TTFB: 60_000, INP: 10_000, CLS: 5 };

/** A web-vitals beacon's body: one metric's value for one page. */
export function parseVital(body: unknown): Parsed<Vital> {
  const params = paramsOf(body);
  if (!params) return { ok: false, problem: 'body: send metric=...&value=...&path=... as text' };
  const metric = params.get('metric');
  if (!isMetric(metric)) return { ok: false, problem: 'metric: must be one of LCP, INP, CLS, FCP, TTFB' };
  const raw = params.get('value')?.trim() ?? '';
  const value = raw === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > METRIC_MAX[metric]) {
    const unit = METRIC_SCALES[metric].unit;
    return { ok: false, problem: `value: ${metric} must be a number from 0 to ${METRIC_MAX[metric]}${unit ? ` (${unit})` : ''}` };
  }
  const path = cleanPath(params.get('path'));
  if (!path) return { ok: false, problem: 'path: must be a path of the site, beginning with /' };
  const connection = params.get('connection') ?? '';
  return {
    ok: true,
    value: { metric, value, path, connection: (CONNECTIONS as readonly string[]).includes(connection) ? connection : '', target: cleanTarget(params.get('target')) },
  };
}
