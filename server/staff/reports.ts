import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { services } from '@/content/services';
import { ENQUIRY_KINDS, SERVICE_ENQUIRY_KIND, type EnquiryKind } from '@/lib/enquiry/kinds';
import { CHANNELS, type Channel } from '@/lib/visit/source';
import { ENQUIRY_STATUSES, type Db, type EnquiryStatus } from '../platform/db';
import { percentile, ratingShares, type Metric, type Rating } from '../visits/histogram';
import { vitalsByDay, type FoldedDay, type VitalsHistogram } from '../visits/fold';
import { addDays, dayNumber, dayText, FIRST_DAY, LAST_DAY, readDay } from '../platform/india-dates';
import { businessMsBetween, istDate } from './business-hours';

/*
 * The reports page's figures (issue 30, "A reports page in the inbox"). Counts are grouped in SQL over
 * the range's rows (the enquiry's received day in India, its service, channel, status and spam flag);
 * only first-response times are read row by row, the genuine enquiries of the range alone, because
 * business hours are computed here (business-hours.ts, the rule the inbox's "late" uses).
 */

/** The longest range a report covers: its cost grows with it. */
export const MAX_RANGE_DAYS = 400;
/** The most weeks a period can touch (MAX_RANGE_DAYS, cut at both ends): a hard bound on the loop of weeks. */
export const MAX_WEEKS = Math.ceil(MAX_RANGE_DAYS / 7) + 1;
/** The periods offered as links; a year is possible through the form, but takes seconds (docs/performance.md). */
export const PRESET_DAYS = [7, 28, 90] as const;

/** Dates in India (YYYY-MM-DD), both included. */
export type Period = { from: string; to: string };

export { addDays };
export const daysIn = (p: Period) => dayNumber(p.to) - dayNumber(p.from) + 1;
/** The period of the same length just before. */
export const previousOf = (p: Period): Period => ({ from: addDays(p.from, -daysIn(p)), to: addDays(p.from, -1) });
/** The Monday of a date's week (day 0, 1970-01-01, was a Thursday). */
export const weekOf = (date: string) => {
  const n = dayNumber(date);
  return dayText(n - ((((n + 3) % 7) + 7) % 7));
};
/** Midnight in India at the start of a date, as the enquiry table's ISO text. */
const startOf = (date: string) => new Date(Date.parse(`${date}T00:00:00+05:30`)).toISOString();

/** The last `days` days in India, today included. */
export const lastDays = (now: number, days: number): Period => ({ from: addDays(istDate(now), -(days - 1)), to: istDate(now) });

/** The range asked for (from/to), else the last 28 days; what could not be used is named. */
export function readPeriod(query: Record<string, unknown>, now: number): { period: Period; problem?: string } {
  const given = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
  const fallback = lastDays(now, 28);
  const from = given('from');
  const to = given('to');
  if (!from && !to) return { period: fallback };
  const read = [from, to].filter((date) => date !== '').map(readDay);
  if (read.includes('malformed')) return { period: fallback, problem: 'The dates were not understood: the last 28 days are shown.' };
  if (read.includes('out-of-range')) return { period: fallback, problem: `Reports cover dates from ${FIRST_DAY} to ${LAST_DAY}: the last 28 days are shown.` };
  const period = { from: from || maxDay(FIRST_DAY, addDays(to, -27)), to: to || istDate(now) };
  if (period.from > period.to) return { period: { from: period.to, to: period.from }, problem: 'The dates were the wrong way round: they have been swapped.' };
  if (daysIn(period) > MAX_RANGE_DAYS) return { period: { from: addDays(period.to, -(MAX_RANGE_DAYS - 1)), to: period.to }, problem: `A report covers at most ${MAX_RANGE_DAYS} days: the last ${MAX_RANGE_DAYS} up to the end date are shown.` };
  return { period };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The Mondays of the weeks a period touches; each week's part within the period. Throws past MAX_WEEKS. */
export function weeksOf(p: Period): Period[] {
  const first = dayNumber(weekOf(p.from));
  const last = dayNumber(p.to);
  const count = last < first ? 0 : Math.floor((last - first) / 7) + 1;
  if (count > MAX_WEEKS) throw new RangeError(`${p.from} to ${p.to} touches ${count} weeks, more than a report's ${MAX_WEEKS}`);
  const weeks: Period[] = [];
  for (let i = 0; i < count; i++) {
    const monday = dayText(first + 7 * i);
    const sunday = dayText(first + 7 * i + 6);
    weeks.push({ from: monday < p.from ? p.from : monday, to: sunday > p.to ? p.to : sunday });
  }
  return weeks;
}

export type ChannelKey = Channel | 'none';
export const CHANNEL_KEYS: readonly ChannelKey[] = [...CHANNELS, 'none'];
const channelKey = (value: string | null): ChannelKey => (value !== null && (CHANNELS as readonly string[]).includes(value) ? (value as Channel) : 'none');

/** The received day in India of each enquiry, in the database's own dialect. */
function receivedDay(db: Db): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql<string>`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')` : sql<string>`strftime('%Y-%m-%d', created_at, '+330 minutes')`;
}

/**
 * A select list's column by its position: a grouped expression that holds a parameter (the period's
 * first day) is a different parameter in GROUP BY, which PostgreSQL refuses as ungrouped.
 */
const byPosition = (n: number) => sql.raw(String(n));

type Group = { day: string; kind: EnquiryKind; channel: ChannelKey; status: EnquiryStatus; spam: boolean; n: number };

async function enquiryGroups(db: Db, span: Period): Promise<Group[]> {
  const day = receivedDay(db);
  const rows = await db
    .selectFrom('enquiry')
    .select([day.as('day'), 'kind', 'source_channel', 'status', 'spam', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', startOf(span.from))
    .where('created_at', '<', startOf(addDays(span.to, 1)))
    .groupBy([day, 'kind', 'source_channel', 'status', 'spam'])
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind as EnquiryKind, channel: channelKey(r.source_channel), status: r.status, spam: Number(r.spam) === 1, n: Number(r.n) }));
}

// ---------------------------------------------------------------------------------------------
// Response times

export type ResponseStats = {
  /** Genuine enquiries received that were replied to (first_response_at set: the first reply sent). */
  answered: number;
  /** Of those, answered within the target. */
  withinTarget: number;
  /** No reply sent and past the target now, whatever the status (Not a fit aside): they count against the share, without a time. */
  missed: number;
  /** Working-time milliseconds, nearest rank; undefined with nothing answered. */
  median?: number;
  p90?: number;
};

/** The nearest-rank percentile of sorted values: the value at rank ceil(p x n). */
export function nearestRank(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

type Timed = { ms?: number; missed: boolean };

function statsOf(items: Timed[], targetMs: number): ResponseStats {
  const times = items.flatMap((i) => (i.ms === undefined ? [] : [i.ms])).sort((a, b) => a - b);
  return {
    answered: times.length,
    withinTarget: times.filter((ms) => ms <= targetMs).length,
    missed: items.filter((i) => i.missed).length,
    median: nearestRank(times, 0.5),
    p90: nearestRank(times, 0.9),
  };
}

export const shareWithin = (s: ResponseStats): number | undefined => (s.answered + s.missed === 0 ? undefined : s.withinTarget / (s.answered + s.missed));

type ResponseRow = { day: string; owner: string | null; ms?: number; missed: boolean };

async function responseRows(db: Db, span: Period, now: number, targetMs: number): Promise<ResponseRow[]> {
  const rows = await db
    .selectFrom('enquiry')
    .select(['created_at', 'first_response_at', 'owner_id', 'status'])
    .where('created_at', '>=', startOf(span.from))
    .where('created_at', '<', startOf(addDays(span.to, 1)))
    .where('spam', '=', 0)
    // Closed as Not a fit without a reply: nothing was owed. Any other status without one is unanswered (issue 40).
    .where((eb) => eb.or([eb('first_response_at', 'is not', null), eb('status', '!=', 'not-fit')]))
    .execute();
  return rows.flatMap((r): ResponseRow[] => {
    const received = new Date(r.created_at).getTime();
    const day = istDate(received);
    if (r.first_response_at !== null) return [{ day, owner: r.owner_id, ms: businessMsBetween(received, Number(r.first_response_at)), missed: false }];
    // No reply yet: past the target it is a miss, whatever its status; before it, not yet decided, and left out.
    return businessMsBetween(received, now) > targetMs ? [{ day, owner: r.owner_id, missed: true }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Page views and vitals

/** The service pages and the contact page, as page_view_day keeps their paths, with the kind enquired from each. */
export const PAGE_KINDS: ReadonlyArray<{ path: string; kind: EnquiryKind; title: string }> = [
  ...services.map((s) => ({ path: `/services/${s.id}/`, kind: SERVICE_ENQUIRY_KIND[s.id], title: s.title })),
  { path: '/contact/', kind: 'contact' as const, title: 'Contact' },
];

export const REPORT_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly Metric[];
export const REPORT_DEVICES = ['phone', 'desktop'] as const;
export type ReportDevice = (typeof REPORT_DEVICES)[number];

export type VitalFigure = { p75?: number; shares: Record<Rating, number> & { total: number } };
export type PageVitals = { path: string; device: ReportDevice; samples: number; metrics: Record<(typeof REPORT_METRICS)[number], VitalFigure> };

/**
 * Histograms per key (a page, a week, 'all'), device and metric, from each day's histograms: a row's
 * buckets are added into one dense array of counts per histogram (looked up once a row, not once a
 * bucket: a year of days is some 90,000 rows of 30 to 60 buckets each).
 */
function vitalsOf(rows: readonly VitalsHistogram[], keyOf: (r: VitalsHistogram) => string): Map<string, PageVitals> {
  const histograms = new Map<string, number[]>();
  const keys = new Set<string>();
  for (const r of rows) {
    const key = keyOf(r);
    keys.add(key);
    const id = `${key}\u0000${r.device}\u0000${r.metric}`;
    let counts = histograms.get(id);
    if (!counts) histograms.set(id, (counts = []));
    for (const [bucket, samples] of r.buckets) counts[bucket] = (counts[bucket] ?? 0) + samples;
  }
  const out = new Map<string, PageVitals>();
  for (const key of keys) {
    for (const device of REPORT_DEVICES) {
      const figure = (metric: (typeof REPORT_METRICS)[number]): VitalFigure => {
        const counts = histograms.get(`${key}\u0000${device}\u0000${metric}`) ?? [];
        const histogram: Array<{ bucket: number; samples: number }> = [];
        counts.forEach((samples, bucket) => histogram.push({ bucket, samples }));
        return { p75: percentile(metric, histogram, 0.75), shares: ratingShares(metric, histogram) };
      };
      const metrics = { LCP: figure('LCP'), INP: figure('INP'), CLS: figure('CLS') };
      const samples = Math.max(...REPORT_METRICS.map((m) => metrics[m].shares.total));
      if (samples > 0) out.set(`${key}\u0000${device}`, { path: key, device, samples, metrics });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The report

export type Counted = { now: number; before: number };
export type WeekCounts<K extends string> = { week: Period; counts: Record<K, number>; total: number };
export type Funnel = { received: number; at: Record<EnquiryStatus, number> };

export type Report = {
  period: Period;
  previous: Period;
  weeks: Period[];
  received: Counted;
  spam: Counted;
  byKindWeekly: Array<WeekCounts<EnquiryKind>>;
  byChannelWeekly: Array<WeekCounts<ChannelKey>>;
  kindTotals: Record<EnquiryKind, Counted>;
  channelTotals: Record<ChannelKey, Counted>;
  conversion: Array<{ path: string; kind: EnquiryKind; title: string; views: Counted; enquiries: Counted }>;
  campaigns: Array<{ campaign: string; views: Counted; enquiries: Counted }>;
  targetHours: number;
  response: { now: ResponseStats; before: ResponseStats };
  responseWeekly: Array<{ week: Period; stats: ResponseStats }>;
  responseByOwner: Array<{ owner: string | null; name: string; stats: ResponseStats }>;
  funnel: { all: Funnel; allBefore: Funnel; byKind: Record<EnquiryKind, Funnel>; byChannel: Record<ChannelKey, Funnel> };
  vitals: PageVitals[];
  vitalsAll: PageVitals[];
  vitalsWeekly: Array<{ week: Period; figures: PageVitals[] }>;
};

const zeroes = <K extends string>(keys: readonly K[]): Record<K, number> => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const emptyFunnel = (): Funnel => ({ received: 0, at: zeroes(ENQUIRY_STATUSES) });

/**
 * The report of a period. Folds the period's finished days of vitals not folded yet (server/visits/fold.ts),
 * and hands them to `keepFolds` (by default written at once).
 */
export async function buildReport(db: Db, options: { period: Period; now: number; targetHours: number; keepFolds?: (folds: FoldedDay[]) => Promise<void> }): Promise<Report> {
  const { period, now, targetHours, keepFolds } = options;
  const previous = previousOf(period);
  const span: Period = { from: previous.from, to: period.to };
  const targetMs = targetHours * 3_600_000;
  const inPeriod = (day: string) => day >= period.from;
  const dayInPeriod = sql<number>`case when ${sql.ref('day')} >= ${period.from} then 1 else 0 end`;
  const enquiryPeriod = sql<number>`case when created_at >= ${startOf(period.from)} then 1 else 0 end`;

  const [groups, responses, people, views, campaignViews, campaignEnquiries, vitalRows] = await Promise.all([
    enquiryGroups(db, span),
    responseRows(db, span, now, targetMs),
    db.selectFrom('staff_account').select(['id', 'name']).execute(),
    db
      .selectFrom('page_view_day')
      .select(['path', dayInPeriod.as('current'), (eb) => eb.fn.sum<number | string>('views').as('views')])
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      .where('path', 'in', PAGE_KINDS.map((p) => p.path))
      .groupBy(['path', byPosition(2)])
      .execute(),
    db
      .selectFrom('page_view_day')
      .select(['campaign', dayInPeriod.as('current'), (eb) => eb.fn.sum<number | string>('views').as('views')])
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      .where('campaign', '<>', '')
      .groupBy(['campaign', byPosition(2)])
      .execute(),
    db
      .selectFrom('enquiry')
      .select(['utm_campaign', enquiryPeriod.as('current'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>=', startOf(span.from))
      .where('created_at', '<', startOf(addDays(span.to, 1)))
      .where('spam', '=', 0)
      .where('utm_campaign', 'is not', null)
      .groupBy(['utm_campaign', byPosition(2)])
      .execute(),
    vitalsByDay(db, { from: period.from, to: period.to, now, metrics: REPORT_METRICS, devices: REPORT_DEVICES, keepFolds }),
  ]);

  const weeks = weeksOf(period);
  const weekIndex = (day: string) => weeks.findIndex((w) => day >= w.from && day <= w.to);
  const byKindWeekly = weeks.map((week) => ({ week, counts: zeroes(ENQUIRY_KINDS), total: 0 }));
  const byChannelWeekly = weeks.map((week) => ({ week, counts: zeroes(CHANNEL_KEYS), total: 0 }));
  const kindTotals = Object.fromEntries(ENQUIRY_KINDS.map((k) => [k, { now: 0, before: 0 }])) as Record<EnquiryKind, Counted>;
  const channelTotals = Object.fromEntries(CHANNEL_KEYS.map((k) => [k, { now: 0, before: 0 }])) as Record<ChannelKey, Counted>;
  const received = { now: 0, before: 0 };
  const spam = { now: 0, before: 0 };
  const funnel = {
    all: emptyFunnel(),
    allBefore: emptyFunnel(),
    byKind: Object.fromEntries(ENQUIRY_KINDS.map((k) => [k, emptyFunnel()])) as Record<EnquiryKind, Funnel>,
    byChannel: Object.fromEntries(CHANNEL_KEYS.map((k) => [k, emptyFunnel()])) as Record<ChannelKey, Funnel>,
  };
  const addTo = (f: Funnel, g: Group) => {
    f.received += g.n;
    f.at[g.status] += g.n;
  };
  for (const g of groups) {
    const which = inPeriod(g.day) ? 'now' : 'before';
    if (g.spam) {
      spam[which] += g.n;
      continue;
    }
    received[which] += g.n;
    kindTotals[g.kind][which] += g.n;
    channelTotals[g.channel][which] += g.n;
    if (which === 'before') {
      addTo(funnel.allBefore, g);
      continue;
    }
    addTo(funnel.all, g);
    addTo(funnel.byKind[g.kind], g);
    addTo(funnel.byChannel[g.channel], g);
    const w = weekIndex(g.day);
    const kindWeek = byKindWeekly[w];
    const channelWeek = byChannelWeekly[w];
    if (kindWeek && channelWeek) {
      kindWeek.counts[g.kind] += g.n;
      kindWeek.total += g.n;
      channelWeek.counts[g.channel] += g.n;
      channelWeek.total += g.n;
    }
  }

  const viewsOf = new Map<string, Counted>();
  for (const v of views) {
    const c = viewsOf.get(v.path) ?? { now: 0, before: 0 };
    c[Number(v.current) === 1 ? 'now' : 'before'] += Number(v.views);
    viewsOf.set(v.path, c);
  }
  const conversion = PAGE_KINDS.map((page) => ({ ...page, views: viewsOf.get(page.path) ?? { now: 0, before: 0 }, enquiries: kindTotals[page.kind] }));

  const campaignMap = new Map<string, { views: Counted; enquiries: Counted }>();
  const campaignOf = (name: string) => {
    const found = campaignMap.get(name) ?? { views: { now: 0, before: 0 }, enquiries: { now: 0, before: 0 } };
    campaignMap.set(name, found);
    return found;
  };
  for (const v of campaignViews) campaignOf(v.campaign).views[Number(v.current) === 1 ? 'now' : 'before'] += Number(v.views);
  for (const e of campaignEnquiries) if (e.utm_campaign !== null) campaignOf(e.utm_campaign).enquiries[Number(e.current) === 1 ? 'now' : 'before'] += Number(e.n);
  const campaigns = [...campaignMap]
    .map(([campaign, figures]) => ({ campaign, ...figures }))
    .filter((c) => c.views.now + c.enquiries.now > 0)
    .sort((a, b) => b.enquiries.now - a.enquiries.now || b.views.now - a.views.now || a.campaign.localeCompare(b.campaign));

  const current = responses.filter((r) => inPeriod(r.day));
  const names = new Map(people.map((p) => [p.id, p.name]));
  const owners = [...new Set(current.map((r) => r.owner))];
  const responseByOwner = owners
    .map((owner) => ({ owner, name: owner === null ? 'Unassigned' : (names.get(owner) ?? 'A former colleague'), stats: statsOf(current.filter((r) => r.owner === owner), targetMs) }))
    .sort((a, b) => (a.owner === null ? 1 : b.owner === null ? -1 : a.name.localeCompare(b.name)));

  // One read of the histograms, each finished day's folded per page (server/visits/fold.ts); pages, the
  // whole site and the weeks are each a sum of its rows.
  const vitals = [...vitalsOf(vitalRows, (r) => r.path).values()].sort(
    (a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.device.localeCompare(b.device),
  );
  const mondays = new Map<string, string>();
  const weekly = vitalsOf(vitalRows, (r) => mondays.get(r.day) ?? (mondays.set(r.day, weekOf(r.day)), weekOf(r.day)));

  return {
    period,
    previous,
    weeks,
    received,
    spam,
    byKindWeekly,
    byChannelWeekly,
    kindTotals,
    channelTotals,
    conversion,
    campaigns,
    targetHours,
    response: { now: statsOf(current, targetMs), before: statsOf(responses.filter((r) => !inPeriod(r.day)), targetMs) },
    responseWeekly: weeks.map((week) => ({ week, stats: statsOf(current.filter((r) => r.day >= week.from && r.day <= week.to), targetMs) })),
    responseByOwner,
    funnel,
    vitals,
    vitalsAll: [...vitalsOf(vitalRows, () => 'all').values()],
    vitalsWeekly: weeks.map((week) => ({ week, figures: REPORT_DEVICES.flatMap((device) => weekly.get(`${weekOf(week.from)}\u0000${device}`) ?? []) })),
  };
}

/** The weekly summary's figures (reminders.ts): a week's genuine enquiries, by channel, and their first responses. */
export type WeekSummary = { period: Period; received: number; byChannel: Record<ChannelKey, number>; response: ResponseStats; targetHours: number };

export async function summariseWeek(db: Db, options: { period: Period; now: number; targetHours: number }): Promise<WeekSummary> {
  const { period, now, targetHours } = options;
  const targetMs = targetHours * 3_600_000;
  const [groups, responses] = await Promise.all([enquiryGroups(db, period), responseRows(db, period, now, targetMs)]);
  const byChannel = zeroes(CHANNEL_KEYS);
  let received = 0;
  for (const g of groups.filter((g) => !g.spam)) {
    received += g.n;
    byChannel[g.channel] += g.n;
  }
  return { period, received, byChannel, response: statsOf(responses, targetMs), targetHours };
}
