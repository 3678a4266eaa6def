import { CHANNEL_LABELS, decodeSource, deriveChannel, encodeSource, isChannel, UTM_KEYS, type Channel, type VisitSource } from '@/lib/visit/source';
import type { EnquiryTable } from '../platform/db';

/*
 * An enquiry's source on the server (issue "Where leads come from"): read from the Visit-Source header
 * (the JSON posts, and the native ones once server/intake/native.ts has moved their hidden field
 * there), cleaned by lib/visit/source.ts's decodeSource, its channel derived, stored in migration
 * 0016's columns in the enquiry's own insert. A source is never a reason to refuse an enquiry: what
 * cannot be read is dropped, and an enquiry with nothing readable is stored as direct.
 */

/** What is stored with an enquiry: the cleaned source and the channel derived from it. */
export type EnquirySource = VisitSource & { channel: Channel };

/** The source of a request's header (a repeated header arrives joined; decodeSource copes or drops it). */
export function readSource(header: string | string[] | undefined): EnquirySource {
  const text = Array.isArray(header) ? header.join('&') : header;
  const source = decodeSource(text);
  return { ...source, channel: deriveChannel(source) };
}

type SourceColumns = Pick<EnquiryTable, 'source_landing' | 'source_referrer' | 'source_channel' | (typeof UTM_KEYS)[number]>;
type StoredColumns = { [K in keyof SourceColumns]: string | null };

export const SOURCE_COLUMNS = ['source_landing', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'source_channel'] as const satisfies ReadonlyArray<keyof SourceColumns>;
/** The same columns, qualified for a query that joins other tables. */
export const SOURCE_SELECT = SOURCE_COLUMNS.map((column) => `enquiry.${column}` as const);

/** The columns of an enquiry's row for a source. */
export function sourceColumns(source: EnquirySource): StoredColumns {
  return {
    source_landing: source.landing ?? null,
    source_referrer: source.referrer ?? null,
    utm_source: source.utm_source ?? null,
    utm_medium: source.utm_medium ?? null,
    utm_campaign: source.utm_campaign ?? null,
    utm_term: source.utm_term ?? null,
    utm_content: source.utm_content ?? null,
    source_channel: source.channel,
  };
}

/** A stored row's source, or null when none was recorded (an enquiry from before migration 0016). */
export function sourceOfRow(row: Partial<StoredColumns>): EnquirySource | null {
  const channel = row.source_channel;
  if (!channel || !isChannel(channel)) return null;
  const source: EnquirySource = { channel };
  if (row.source_landing) source.landing = row.source_landing;
  if (row.source_referrer) source.referrer = row.source_referrer;
  for (const key of UTM_KEYS) {
    const value = row[key];
    if (value) source[key] = value;
  }
  return source;
}

/**
 * The source of a native post whose hidden field is empty (scripts disabled entirely): its Referer when
 * that is a page of ours, the form page itself. Its path is the landing page and its utm_* tags the
 * campaign, so a visitor who landed on the form from a tagged link is still attributed. A landing page
 * further back cannot be known without a cookie or decorating every link (docs/behaviour-notes.md).
 */
export function sourceOfReferer(referer: string | undefined, ownHosts: readonly string[]): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  // A site on another origin than the API sends its origin alone (Referrer-Policy strict-origin-when-
  // cross-origin): that says nothing of the page, and no form is on the bare home address anyway.
  if (!ownHosts.includes(url.host.toLowerCase()) || (url.pathname === '/' && url.search === '')) return undefined;
  const source: VisitSource = { landing: url.pathname };
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) source[key] = value;
  }
  return encodeSource(source);
}


/** Said of an enquiry stored before sources were recorded. */
export const NOT_RECORDED = 'Not recorded';

/** The campaign tags as staff read them: "newsletter / email / diwali", term and content after. */
function tags(source: EnquirySource): string | undefined {
  const main = [source.utm_source, source.utm_medium, source.utm_campaign].map((value) => value ?? '-');
  const extra = [source.utm_term && `term ${source.utm_term}`, source.utm_content && `content ${source.utm_content}`].filter(Boolean);
  if (!source.utm_source && !source.utm_medium && !source.utm_campaign && extra.length === 0) return undefined;
  return `${main.join(' / ')}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

/** The source, row by row, for the enquiry's page: each value as plain text (the page escapes it). */
export function sourceDetails(source: EnquirySource | null): Array<{ label: string; value: string }> {
  if (!source) return [{ label: 'Source', value: `${NOT_RECORDED} (received before sources were kept)` }];
  return [
    { label: 'Channel', value: CHANNEL_LABELS[source.channel] },
    { label: 'Landing page', value: source.landing ?? NOT_RECORDED },
    { label: 'Referring site', value: source.referrer ?? 'None (a direct visit, or the site did not say)' },
    { label: 'Campaign tags (source / medium / campaign)', value: tags(source) ?? 'None' },
  ];
}

/** The source on one line, for the staff notification: "Email, campaign newsletter / email / diwali, landed on /services/work-abroad/". */
export function sourceSummary(source: EnquirySource | null | undefined): string {
  if (!source) return NOT_RECORDED;
  const campaign = tags(source);
  return [
    CHANNEL_LABELS[source.channel],
    source.referrer && `from ${source.referrer}`,
    campaign && `campaign ${campaign}`,
    source.landing && `landed on ${source.landing}`,
  ]
    .filter(Boolean)
    .join(', ');
}
