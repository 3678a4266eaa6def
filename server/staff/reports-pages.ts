import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import { CHANNEL_LABELS } from '@/lib/visit/source';
import { ENQUIRY_STATUSES } from '../platform/db';
import { serviceTitle } from '../mail/content';
import { METRIC_SCALES } from '../visits/histogram';
import { horizontalBars, legend, lines, PALETTE, stackedBars, type Series } from './charts';
import { STATUS_LABELS } from './enquiries';
import { h, layout, notice, raw, type Html, type Viewer } from './pages';
import { CHANNEL_KEYS, daysIn, PRESET_DAYS, REPORT_METRICS, shareWithin, type ChannelKey, type Counted, type Funnel, type PageVitals, type Period, type Report, type ResponseStats } from './reports';

/*
 * The reports page: every table is defined once, as data (reportTables), and drawn as HTML beside its
 * chart or written as CSV from that same definition, so the download says what the page says. Every
 * count of enquiries links to the inbox's list with the filter that finds them.
 */

export type Cell = { text: string; href?: string };
export type ReportTable = { caption: string; columns: string[]; rows: Cell[][] };

export const TABLE_NAMES = [
  'weekly-services',
  'weekly-channels',
  'conversion-pages',
  'conversion-campaigns',
  'response-weekly',
  'response-people',
  'funnel',
  'funnel-services',
  'funnel-channels',
  'spam',
  'speed-pages',
  'speed-shares',
  'speed-weekly',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];
export const isTableName = (value: string): value is TableName => (TABLE_NAMES as readonly string[]).includes(value);

export const CHANNEL_NAMES: Record<ChannelKey, string> = { ...CHANNEL_LABELS, none: 'Not recorded' };
const METRIC_NAMES = { LCP: 'Largest Contentful Paint', INP: 'Interaction to Next Paint', CLS: 'Cumulative Layout Shift' } as const;
const DEVICE_NAMES = { phone: 'Phones', desktop: 'Desktops' } as const;

/** The inbox's list with a filter; values as its query names them (server/staff/inbox.ts readQuery). */
export function listHref(filter: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  return `/staff/?${params.toString()}`;
}

const count = (n: number, href?: string): Cell => ({ text: n.toLocaleString('en-IN'), href });
const plain = (text: string): Cell => ({ text });
const percent = (part: number, whole: number, digits = 0): string => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(digits)}%`);
/** The change from the period before, in words ("3 more", "2 fewer", "same"): a leading + or − would be a formula to a spreadsheet. */
export const delta = (c: Counted): string => (c.now === c.before ? 'same' : c.now > c.before ? `${(c.now - c.before).toLocaleString('en-IN')} more` : `${(c.before - c.now).toLocaleString('en-IN')} fewer`);
/** Working hours, one decimal ("2.5"); "–" for none. */
export const hours = (ms: number | undefined): string => (ms === undefined ? '–' : (ms / 3_600_000).toFixed(1));
const weekLabel = (w: Period) => new Date(`${w.from}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekName = (w: Period) => (w.from === w.to ? w.from : `${w.from} to ${w.to}`);
const vital = (metric: keyof typeof METRIC_NAMES, value: number | undefined) => (value === undefined ? '–' : metric === 'CLS' ? value.toFixed(2) : String(Math.round(value)));

/** Who reached a stage: an enquiry counts at every stage up to the one it is at now; Not a fit on its own. */
export function reached(f: Funnel): Record<'received' | 'contacted' | 'booked' | 'client' | 'not-fit', number> {
  return { received: f.received, contacted: f.at.contacted + f.at.booked + f.at.client, booked: f.at.booked + f.at.client, client: f.at.client, 'not-fit': f.at['not-fit'] };
}

function responseRow(first: Cell, s: ResponseStats): Cell[] {
  return [first, count(s.answered), plain(hours(s.median)), plain(hours(s.p90)), count(s.withinTarget), count(s.missed), plain(shareWithin(s) === undefined ? '–' : percent(s.withinTarget, s.answered + s.missed))];
}

export function reportTables(r: Report): Record<TableName, ReportTable> {
  const range = { from: r.period.from, to: r.period.to };
  const funnelColumns = ['Received', ...ENQUIRY_STATUSES.map((s) => `Now ${STATUS_LABELS[s]}`), 'Became clients'];
  const funnelRow = (first: Cell, f: Funnel, filter: Record<string, string>): Cell[] => [
    first,
    count(f.received, listHref({ ...filter, ...range })),
    ...ENQUIRY_STATUSES.map((s) => count(f.at[s], listHref({ ...filter, ...range, status: s }))),
    plain(percent(f.at.client, f.received)),
  ];
  const responseColumns = ['Answered', 'Median (working hours)', '90th percentile (working hours)', 'Within target', 'Past target, unanswered', 'Share within target'];
  const speedPage = (v: PageVitals): Cell[] => [
    plain(v.path),
    plain(DEVICE_NAMES[v.device]),
    ...REPORT_METRICS.flatMap((m) => [plain(vital(m, v.metrics[m].p75)), plain(percent(v.metrics[m].shares.good, v.metrics[m].shares.total))]),
    count(v.samples),
  ];
  return {
    'weekly-services': {
      caption: 'Genuine enquiries per week, by service',
      columns: ['Week from', ...ENQUIRY_KINDS.map(serviceTitle), 'All'],
      rows: r.byKindWeekly.map((w) => [plain(weekName(w.week)), ...ENQUIRY_KINDS.map((k) => count(w.counts[k], listHref({ kind: k, ...w.week }))), count(w.total, listHref({ ...w.week }))]),
    },
    'weekly-channels': {
      caption: 'Genuine enquiries per week, by source channel',
      columns: ['Week from', ...CHANNEL_KEYS.map((c) => CHANNEL_NAMES[c]), 'All'],
      rows: r.byChannelWeekly.map((w) => [plain(weekName(w.week)), ...CHANNEL_KEYS.map((c) => count(w.counts[c], listHref({ channel: c, ...w.week }))), count(w.total, listHref({ ...w.week }))]),
    },
    'conversion-pages': {
      caption: 'Service pages: views, then enquiries of that service, this period and the one before',
      columns: ['Page', 'Views', 'Enquiries', 'Enquiries per 100 views', 'Views before', 'Enquiries before', 'Change in enquiries'],
      rows: r.conversion.map((c) => [
        plain(c.path),
        count(c.views.now),
        count(c.enquiries.now, listHref({ kind: c.kind, ...range })),
        plain(c.views.now === 0 ? '–' : ((c.enquiries.now / c.views.now) * 100).toFixed(1)),
        count(c.views.before),
        count(c.enquiries.before, listHref({ kind: c.kind, ...r.previous })),
        plain(delta(c.enquiries)),
      ]),
    },
    'conversion-campaigns': {
      caption: 'Campaigns (utm_campaign): page views, then enquiries that came with it',
      columns: ['Campaign', 'Views', 'Enquiries', 'Enquiries per 100 views', 'Views before', 'Enquiries before', 'Change in enquiries'],
      rows: r.campaigns.map((c) => [
        plain(c.campaign),
        count(c.views.now),
        count(c.enquiries.now, listHref({ campaign: c.campaign, ...range })),
        plain(c.views.now === 0 ? '–' : ((c.enquiries.now / c.views.now) * 100).toFixed(1)),
        count(c.views.before),
        count(c.enquiries.before, listHref({ campaign: c.campaign, ...r.previous })),
        plain(delta(c.enquiries)),
      ]),
    },
    'response-weekly': {
      caption: `First response per week received, in working hours; target ${r.targetHours} h`,
      columns: ['Week from', ...responseColumns],
      rows: [
        ...r.responseWeekly.map((w) => responseRow(plain(weekName(w.week)), w.stats)),
        responseRow(plain('Whole period'), r.response.now),
        responseRow(plain('Period before'), r.response.before),
      ],
    },
    'response-people': {
      caption: `First response per owner, in working hours; target ${r.targetHours} h`,
      columns: ['Owner', ...responseColumns],
      rows: r.responseByOwner.map((o) => {
        const row = responseRow(plain(o.name), o.stats);
        const owner = o.owner ?? 'unassigned';
        row[1] = count(o.stats.answered, listHref({ owner, ...range }));
        // No link: no list filter holds "no reply sent" across statuses.
        return row;
      }),
    },
    funnel: {
      caption: 'Status funnel of the genuine enquiries received: how many reached each stage, and how many are at it now',
      columns: ['Stage', 'Reached', 'Share of received', 'Now at this stage', 'Reached, period before'],
      rows: (['received', 'contacted', 'booked', 'client', 'not-fit'] as const).map((stage) => {
        const now = reached(r.funnel.all)[stage];
        const before = reached(r.funnel.allBefore)[stage];
        const at = stage === 'received' ? r.funnel.all.received : r.funnel.all.at[stage];
        const status = stage === 'received' ? undefined : stage;
        return [plain(stage === 'received' ? 'Received' : STATUS_LABELS[stage]), count(now), plain(percent(now, r.funnel.all.received)), count(at, listHref({ status, ...range })), count(before)];
      }),
    },
    'funnel-services': { caption: 'Status now, by service', columns: ['Service', ...funnelColumns], rows: ENQUIRY_KINDS.map((k) => funnelRow(plain(serviceTitle(k)), r.funnel.byKind[k], { kind: k })) },
    'funnel-channels': { caption: 'Status now, by source channel', columns: ['Channel', ...funnelColumns], rows: CHANNEL_KEYS.map((c) => funnelRow(plain(CHANNEL_NAMES[c]), r.funnel.byChannel[c], { channel: c })) },
    spam: {
      caption: 'Spam among everything received',
      columns: ['Period', 'Received in all', 'Spam', 'Spam share'],
      rows: [
        [plain(`${r.period.from} to ${r.period.to}`), count(r.received.now + r.spam.now), count(r.spam.now, listHref({ spam: '1', ...range })), plain(percent(r.spam.now, r.received.now + r.spam.now, 1))],
        [plain(`${r.previous.from} to ${r.previous.to}`), count(r.received.before + r.spam.before), count(r.spam.before, listHref({ spam: '1', ...r.previous })), plain(percent(r.spam.before, r.received.before + r.spam.before, 1))],
      ],
    },
    'speed-pages': {
      caption: 'Real visitors’ page speed per page: 75th percentile, and share rated good (LCP and INP in ms)',
      columns: ['Page', 'Device', 'LCP p75', 'LCP good', 'INP p75', 'INP good', 'CLS p75', 'CLS good', 'Samples'],
      rows: r.vitals.map(speedPage),
    },
    'speed-shares': {
      caption: 'Every page together: share of samples good, needing improvement and poor against Google’s thresholds',
      columns: ['Metric', 'Device', 'p75', 'Good', 'Needs improvement', 'Poor', 'Samples'],
      rows: REPORT_METRICS.flatMap((m) =>
        r.vitalsAll.map((v) => {
          const s = v.metrics[m].shares;
          return [plain(m), plain(DEVICE_NAMES[v.device]), plain(vital(m, v.metrics[m].p75)), plain(percent(s.good, s.total)), plain(percent(s['needs-improvement'], s.total)), plain(percent(s.poor, s.total)), count(s.total)];
        }),
      ),
    },
    'speed-weekly': {
      caption: 'Every page together: 75th percentile per week',
      columns: ['Week from', 'Device', 'LCP p75', 'INP p75', 'CLS p75', 'Samples'],
      rows: r.vitalsWeekly.flatMap((w) => w.figures.map((v) => [plain(weekName(w.week)), plain(DEVICE_NAMES[v.device]), ...REPORT_METRICS.map((m) => plain(vital(m, v.metrics[m].p75))), count(v.samples)])),
    },
  };
}

function tableHtml(name: TableName, table: ReportTable, range: Period): Html {
  const csv = `/staff/reports/${name}.csv?from=${range.from}&to=${range.to}`;
  if (table.rows.length === 0) return h`<h3 class="table-title">${table.caption}</h3><p class="empty">Nothing recorded in this period.</p>`;
  // The title above the scrolling box, not a caption inside it: a caption is as wide as its table, and
  // a phone saw only its first words.
  return h`<h3 class="table-title" id="table-${name}">${table.caption}</h3>
<div class="table-wrap" role="region" aria-labelledby="table-${name}" tabindex="0"><table class="report" aria-labelledby="table-${name}">
<thead><tr>${table.columns.map((c, i) => h`<th scope="col"${i > 0 ? raw(' class="num"') : undefined}>${c}</th>`)}</tr></thead>
<tbody>${table.rows.map(
    ([first, ...rest]) =>
      h`<tr><th scope="row">${first?.text ?? ''}</th>${rest.map((cell) => h`<td class="num">${cell.href ? h`<a href="${cell.href}">${cell.text}</a>` : cell.text}</td>`)}</tr>`,
  )}</tbody></table></div>
<p class="download"><a href="${csv}" download>Download this table as CSV</a></p>`;
}

const KIND_SERIES: Series[] = ENQUIRY_KINDS.map((k, i) => ({ key: k, label: serviceTitle(k), color: PALETTE[i % PALETTE.length] ?? '#000' }));
const CHANNEL_SERIES: Series[] = CHANNEL_KEYS.map((c, i) => ({ key: c, label: CHANNEL_NAMES[c], color: c === 'none' ? '#bfc5cc' : (PALETTE[i] ?? '#000') }));

/**
 * A chart, its legend and its table below it (beside it, the tables of five to eleven columns were cut
 * at 1280 px). With nothing to draw (`empty`), the table alone says so.
 */
function figure(chart: Html, key: Html | undefined, table: Html, empty = false): Html {
  return empty ? table : h`<div class="report-figure"><div class="report-chart">${chart}${key}</div>${table}</div>`;
}

function periodForm(r: Report, now: string): Html {
  const presets = PRESET_DAYS.map((days) => {
    const from = new Date(Date.parse(`${now}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const current = r.period.from === from && r.period.to === now;
    return h`<li><a href="/staff/reports?from=${from}&amp;to=${now}"${current ? raw(' aria-current="true"') : undefined}>Last ${days} days</a></li>`;
  });
  return h`<form method="get" action="/staff/reports" class="inline-form report-range" aria-label="Period">
  <div class="field"><label for="from">From</label><input id="from" name="from" type="date" value="${r.period.from}" required></div>
  <div class="field"><label for="to">To</label><input id="to" name="to" type="date" value="${r.period.to}" required></div>
  <button type="submit">Show</button>
</form>
<ul class="contents" aria-label="Periods">${presets}</ul>`;
}

const KIND_NAMES = Object.fromEntries(ENQUIRY_KINDS.map((k) => [k, serviceTitle(k)])) as Record<EnquiryKind, string>;

function summary(r: Report): Html {
  const range = { from: r.period.from, to: r.period.to };
  const share = shareWithin(r.response.now);
  const topKind = [...ENQUIRY_KINDS].sort((a, b) => r.kindTotals[b].now - r.kindTotals[a].now)[0];
  return h`<ul class="counts report-totals" aria-label="This period at a glance">
  <li><a href="${listHref(range)}"><strong>${r.received.now.toLocaleString('en-IN')}</strong> genuine enquiries (${r.received.now === r.received.before ? 'as many as' : `${delta(r.received)} than`} the ${daysIn(r.previous) === 1 ? 'day' : `${daysIn(r.previous)} days`} before)</a></li>
  <li><a href="${listHref({ spam: '1', ...range })}"><strong>${r.spam.now.toLocaleString('en-IN')}</strong> spam</a></li>
  <li><a href="${listHref({ status: 'client', ...range })}"><strong>${r.funnel.all.at.client.toLocaleString('en-IN')}</strong> now clients</a></li>
  <li><a href="${listHref({ status: 'new', ...range })}"><strong>${share === undefined ? '–' : `${Math.round(share * 100)}%`}</strong> answered within ${r.targetHours} working hours</a></li>
</ul>
${topKind && r.kindTotals[topKind].now > 0 ? h`<p>Most enquiries came for ${KIND_NAMES[topKind]}: <a href="${listHref({ kind: topKind, ...range })}">${r.kindTotals[topKind].now.toLocaleString('en-IN')}</a>.</p>` : undefined}`;
}

/** The reports page. */
export function reportsPage(p: { viewer: NonNullable<Viewer>; report: Report; today: string; problem?: string }): string {
  return reportsLayout(p.viewer, reportsBody(p));
}

/** The page around its body: the one part that depends on who looks (the body is worked out in report-runner.ts's thread). */
export const reportsLayout = (viewer: NonNullable<Viewer>, body: Html): string => layout('Reports', viewer, body, '/staff/reports');

/** The page's body: the same for everyone who asks for the period. */
export function reportsBody(p: { report: Report; today: string; problem?: string }): Html {
  const r = p.report;
  const t = reportTables(r);
  const labels = r.weeks.map(weekLabel);
  const table = (name: TableName) => tableHtml(name, t[name], r.period);
  const stage = reached(r.funnel.all);
  const vitalSeries = (metric: (typeof REPORT_METRICS)[number]) =>
    (['phone', 'desktop'] as const).map((device, i) => ({
      key: device,
      label: DEVICE_NAMES[device],
      color: PALETTE[i] ?? '#000',
      values: r.vitalsWeekly.map((w) => w.figures.find((f) => f.device === device)?.metrics[metric].p75),
    }));
  const deviceKey = legend([{ key: 'phone', label: 'Phones', color: PALETTE[0] ?? '#000' }, { key: 'desktop', label: 'Desktops', color: PALETTE[1] ?? '#000' }]);
  const body = h`${notice(p.problem, true)}
<h1>Reports</h1>
<p>${r.period.from} to ${r.period.to} (${daysIn(r.period) === 1 ? '1 day' : `${daysIn(r.period)} days`}, dates in India), compared with the ${daysIn(r.previous) === 1 ? 'day' : `${daysIn(r.previous)} days`} before (${r.previous.from} to ${r.previous.to}). Every count links to the enquiries behind it.</p>
${periodForm(r, p.today)}
<ul class="contents" aria-label="Sections">
  <li><a href="#enquiries">Enquiries</a></li><li><a href="#conversion">Conversion</a></li><li><a href="#response">First response</a></li><li><a href="#funnel">Funnel</a></li><li><a href="#spam">Spam</a></li><li><a href="#speed">Page speed</a></li>
</ul>
${summary(r)}

<section class="part" aria-labelledby="enquiries"><h2 id="enquiries">Enquiries per week</h2>
<p class="hint">Genuine enquiries (not spam), by the week they were received; a week cut by the period counts only its days within it. The source channel is derived from the visit's landing page, referring site and UTM tags; enquiries stored before sources were kept are “Not recorded”.</p>
${figure(
  stackedBars({ id: 'chart-channels', title: 'Enquiries per week by source channel', description: 'Stacked bars, one a week; the numbers are in the table below.', labels, series: CHANNEL_SERIES, rows: r.byChannelWeekly.map((w) => w.counts) }),
  legend(CHANNEL_SERIES),
  table('weekly-channels'),
  r.received.now === 0,
)}
${figure(
  stackedBars({ id: 'chart-services', title: 'Enquiries per week by service', description: 'Stacked bars, one a week; the numbers are in the table below.', labels, series: KIND_SERIES, rows: r.byKindWeekly.map((w) => w.counts) }),
  legend(KIND_SERIES),
  table('weekly-services'),
  r.received.now === 0,
)}
</section>

<section class="part" aria-labelledby="conversion"><h2 id="conversion">Conversion</h2>
<p class="hint">Views of each service page (and of the contact page) against the genuine enquiries of that service received in the same days, wherever the visitor enquired from. Pages are counted without cookies: a view is a page load, not a person.</p>
${table('conversion-pages')}
${table('conversion-campaigns')}
</section>

<section class="part" aria-labelledby="response"><h2 id="response">First response</h2>
<p class="hint">The first response is the first reply sent to the lead from the enquiry's page (when the mail left), in working time: Monday to Friday, 9:00 to 18:00 in India, as the inbox's “past the response target” counts it. Spam is left out. An enquiry with no reply sent past the target of ${r.targetHours} working hours counts against the share within target, whatever its status, unless it was closed as Not a fit; one within the target is not counted yet. Per person: the enquiry's owner now.</p>
<p class="hint"><strong>Changed in release 1.6.0:</strong> a status change without a reply no longer counts as a response. Before it, moving an enquiry out of New did; enquiries moved before the upgrade keep the time recorded then.</p>
${figure(
  lines({
    id: 'chart-response',
    title: 'First response per week: median and 90th percentile, working hours',
    description: `Two lines against the target of ${r.targetHours} working hours; the numbers are in the table below.`,
    labels,
    format: (v) => `${v} h`,
    target: { value: r.targetHours, label: `Target ${r.targetHours} h` },
    series: [
      { key: 'median', label: 'Median', color: PALETTE[0] ?? '#000', values: r.responseWeekly.map((w) => (w.stats.median === undefined ? undefined : w.stats.median / 3_600_000)) },
      { key: 'p90', label: '90th percentile', color: PALETTE[5] ?? '#000', values: r.responseWeekly.map((w) => (w.stats.p90 === undefined ? undefined : w.stats.p90 / 3_600_000)) },
    ],
  }),
  legend([{ key: 'median', label: 'Median', color: PALETTE[0] ?? '#000' }, { key: 'p90', label: '90th percentile', color: PALETTE[5] ?? '#000' }]),
  table('response-weekly'),
  r.response.now.answered === 0,
)}
${table('response-people')}
</section>

<section class="part" aria-labelledby="funnel"><h2 id="funnel">Status funnel</h2>
<p class="hint">From each enquiry's status now: an enquiry counts at every stage up to the one it is at (a Client counts as Contacted and Consultation booked too, even if a stage was skipped). Not a fit is counted on its own: the stage it was closed from is not kept in its status.</p>
${figure(
  horizontalBars({
    id: 'chart-funnel',
    title: 'Status funnel: enquiries that reached each stage',
    description: 'One bar a stage; the numbers are in the table below.',
    items: [
      { label: 'Received', value: stage.received, color: PALETTE[0] ?? '#000' },
      { label: 'Contacted', value: stage.contacted, color: PALETTE[0] ?? '#000' },
      { label: 'Consultation booked', value: stage.booked, color: PALETTE[0] ?? '#000' },
      { label: 'Client', value: stage.client, color: PALETTE[2] ?? '#000' },
      { label: 'Not a fit', value: stage['not-fit'], color: '#7f7f7f' },
    ],
  }),
  undefined,
  table('funnel'),
  r.funnel.all.received === 0,
)}
${table('funnel-services')}
${table('funnel-channels')}
</section>

<section class="part" aria-labelledby="spam"><h2 id="spam">Spam</h2>
${table('spam')}
</section>

<section class="part" aria-labelledby="speed"><h2 id="speed">Real visitors’ page speed</h2>
<p class="hint">From the browsers of real visitors: the 75th percentile (what three visits in four beat) of Largest Contentful Paint (LCP, ms), Interaction to Next Paint (INP, ms) and Cumulative Layout Shift (CLS), rated against Google's thresholds: LCP good to ${METRIC_SCALES.LCP.good} ms, poor above ${METRIC_SCALES.LCP.poor}; INP ${METRIC_SCALES.INP.good} and ${METRIC_SCALES.INP.poor} ms; CLS ${METRIC_SCALES.CLS.good} and ${METRIC_SCALES.CLS.poor}. Tablets are left out.</p>
${table('speed-shares')}
${table('speed-pages')}
${(['LCP', 'INP', 'CLS'] as const).map((metric) =>
  figure(
    lines({
      id: `chart-${metric.toLowerCase()}`,
      title: `${METRIC_NAMES[metric]} (${metric}), 75th percentile per week`,
      description: `Phones and desktops, every page together, against Google's "good" threshold; the numbers are in the table below.`,
      labels,
      format: (v) => (metric === 'CLS' ? v.toFixed(2) : `${v}`),
      target: { value: METRIC_SCALES[metric].good, label: 'Good' },
      series: vitalSeries(metric),
    }),
    deviceKey,
    h``,
    r.vitalsAll.length === 0,
  ),
)}
${table('speed-weekly')}
</section>`;
  return body;
}

