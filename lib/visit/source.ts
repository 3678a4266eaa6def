/*
 * Where a visit came from, as it travels with an enquiry (issue "Where leads come from"). Never in the
 * JSON body (the spec's contract): a request header beside JSON posts, a hidden field in the native
 * form, both holding the same URL-encoded text (`landing=/services/work-abroad/&referrer=www.google.com
 * &utm_source=newsletter...`). Plain TypeScript: the page's capture script, the form and the server
 * read and write it through this module.
 */

import { MAX_LANDING, MAX_SOURCE_TEXT, MAX_SOURCE_VALUE, UTM_KEYS, type UtmKey } from './wire';

// The wire's names live in ./wire.ts (the browser's code imports them alone); every one is here too.
export { MAX_LANDING, MAX_SOURCE_TEXT, MAX_SOURCE_VALUE, SOURCE_FIELD, SOURCE_HEADER, SOURCE_STORAGE_KEY, UTM_KEYS, type UtmKey } from './wire';

export type VisitSource = {
  /** The path of the first page of the visit in this tab, without its query. */
  landing?: string;
  /** The referring site's host (never the page on it), absent for none or our own. */
  referrer?: string;
} & Partial<Record<UtmKey, string>>;

export const CHANNELS = ['direct', 'organic', 'paid', 'social', 'email', 'referral', 'campaign'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  direct: 'Direct',
  organic: 'Organic search',
  paid: 'Paid',
  social: 'Social',
  email: 'Email',
  referral: 'Referral',
  campaign: 'Campaign',
};

export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** The text of a source, for the header and the hidden field. */
export function encodeSource(source: VisitSource): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(source)) if (typeof value === 'string' && value !== '') params.set(key, value);
  return params.toString();
}

/*
 * What a value must not hold to read as what it is: control characters, every character Unicode says
 * is invisible (Default_Ignorable_Code_Point: zero-width spaces and joiners, U+FEFF, variation
 * selectors, tags...), every direction mark and override (Bidi_Control, U+061C among them), and the
 * line and paragraph separators U+2028 and U+2029.
 */
const UNSAFE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2028\u2029]/gu;

/** `text` without the characters above (a value, a path, a CSS selector). */
export function withoutUnsafe(text: string): string {
  return text.replace(UNSAFE, '');
}
/** Runs of digits with the separators a phone number is written with. */
const DIGIT_RUNS = /\d[\d\s().+-]*\d/g;

/**
 * An email address, or ten digits or more in one run (a phone number, an account number), is a
 * person's, not a campaign's. A date (`diwali-2026-10-15`: eight digits) is not.
 */
export function looksPersonal(text: string): boolean {
  if (text.includes('@')) return true;
  for (const run of text.match(DIGIT_RUNS) ?? []) if (run.replace(/\D/g, '').length >= 10) return true;
  return false;
}
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

function cleanValue(value: string | null): string | undefined {
  if (value === null) return undefined;
  const text = withoutUnsafe(value).trim().normalize('NFC').slice(0, MAX_SOURCE_VALUE).trim();
  if (text === '' || looksPersonal(text)) return undefined;
  return text;
}

/** A host name, lower case, without `www.`'s port or credentials; undefined when it is not one. */
export function cleanHost(value: string | null | undefined): string | undefined {
  const host = value?.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return host && HOST.test(host) ? host : undefined;
}

/** A site path: begins with one '/', no query or fragment, no unsafe characters; cut to MAX_LANDING. */
export function cleanPath(value: string | null | undefined): string | undefined {
  const path = value === null || value === undefined ? undefined : withoutUnsafe(value).split(/[?#]/)[0]?.trim();
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return path.slice(0, MAX_LANDING);
}

/**
 * A landing path as an enquiry keeps it: cleanPath's, and none at all when it holds anything personal
 * (looksPersonal, read as sent and percent-decoded), the rule the campaign fields follow. Dropped whole
 * rather than cut: the site's own pages name no person, so such a path is none of them, and what is
 * left of it once a segment is taken out would still say whose page it was (`/services/<name>/`).
 */
export function cleanLanding(value: string | null | undefined): string | undefined {
  const path = cleanPath(value);
  if (!path) return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: judged as sent.
  }
  return looksPersonal(path) || looksPersonal(decoded) ? undefined : path;
}

/**
 * A source as received: never trusted, never a reason to refuse the enquiry. Unknown keys are ignored,
 * values cut to their length, anything that looks like a person's address or number dropped, and a
 * text longer than MAX_SOURCE_TEXT dropped whole.
 */
export function decodeSource(text: string | null | undefined): VisitSource {
  if (!text || text.length > MAX_SOURCE_TEXT) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return {};
  }
  const source: VisitSource = {};
  const landing = cleanLanding(params.get('landing'));
  if (landing) source.landing = landing;
  const referrer = cleanHost(params.get('referrer'));
  if (referrer) source.referrer = referrer;
  for (const key of UTM_KEYS) {
    const value = cleanValue(params.get(key));
    if (value) source[key] = value;
  }
  return source;
}

const SEARCH = /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|naver|seznam|qwant|startpage|brave)\.|^search\./;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|youtu|whatsapp|wa|pinterest|reddit|quora|threads|telegram|snapchat|tiktok|sharechat|moj)\.(com|me|co|in|net|be|org)$/;
const MAIL = /(^|\.)(mail\.google|outlook\.live|mail\.yahoo|mail\.rediff|mail\.zoho)\.|^(mail|webmail)\./;
const PAID_MEDIUMS = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'paidsocial', 'paid-social', 'paid_social', 'cpm', 'display', 'banner', 'retargeting']);
const SOCIAL_MEDIUMS = new Set(['social', 'social-network', 'social-media', 'sm', 'social network', 'social media']);
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'e_mail', 'e mail', 'newsletter']);
const SEARCH_MEDIUMS = new Set(['organic']);

/**
 * The channel, the way analytics tools group traffic (GA4's default channel group, simplified): a
 * tagged medium decides (cpc/ppc/paid: paid; email; social; organic; any other: campaign), then a
 * tagged source that names a social network or email, then the referring site (webmail, search
 * engine, social network), then any other tag (campaign), any other site (referral); nothing is direct.
 */
export function deriveChannel(source: VisitSource): Channel {
  const medium = source.utm_medium?.toLowerCase();
  const tagged = source.utm_source?.toLowerCase();
  const referrer = source.referrer;
  if (medium) {
    if (PAID_MEDIUMS.has(medium) || /cp[acmv]$|^paid|^ppc/.test(medium)) return 'paid';
    if (EMAIL_MEDIUMS.has(medium)) return 'email';
    if (SOCIAL_MEDIUMS.has(medium)) return 'social';
    if (SEARCH_MEDIUMS.has(medium)) return 'organic';
    return 'campaign';
  }
  if (tagged && EMAIL_MEDIUMS.has(tagged)) return 'email';
  if (tagged && SOCIAL.test(`${tagged}.com`)) return 'social';
  if (referrer) {
    if (MAIL.test(referrer)) return 'email';
    if (SEARCH.test(referrer)) return 'organic';
    if (SOCIAL.test(referrer)) return 'social';
  }
  if (tagged || source.utm_campaign) return 'campaign';
  if (referrer) return 'referral';
  return 'direct';
}
