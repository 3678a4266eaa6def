import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { line, stack } from 'd3-shape';
import { h, raw, type Html } from './pages';

/*
 * The reports' charts: SVG drawn on the server with d3's scales and shapes, no script in the browser.
 * Each is an image with a title and a description (role="img"); its numbers are in the table beside
 * it, which is what a screen reader and a phone read. The viewBox scales it to the width it is given.
 */

const W = 480;
const H = 240;
const M = { top: 12, right: 12, bottom: 34, left: 44 };

/** Okabe and Ito's palette, told apart by people with colour-vision deficiencies, and three more for eleven services. */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#8c7a00', '#000000', '#882255', '#44AA99', '#7f7f7f'];

export type Series = { key: string; label: string; color: string };

const fixed = (n: number) => Math.round(n * 10) / 10;

function frame(id: string, title: string, description: string, body: Html): Html {
  return h`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-title ${id}-desc" focusable="false">
<title id="${id}-title">${title}</title><desc id="${id}-desc">${description}</desc>${body}</svg>`;
}

/** Small squares beside each series' name (SVG: the page's policy allows no inline style). */
export function legend(series: Series[]): Html {
  return h`<ul class="legend" aria-hidden="true">${series.map(
    (s) => h`<li><svg width="12" height="12" viewBox="0 0 12 12" focusable="false"><rect width="12" height="12" fill="${s.color}"/></svg>${s.label}</li>`,
  )}</ul>`;
}

function yAxis(y: (v: number) => number, ticks: number[], format: (v: number) => string): Html {
  return h`<g class="axis">${ticks.map(
    (t) => h`<line x1="${M.left}" x2="${W - M.right}" y1="${fixed(y(t))}" y2="${fixed(y(t))}" stroke="#d9dde3"/><text x="${M.left - 6}" y="${fixed(y(t)) + 4}" text-anchor="end">${format(t)}</text>`,
  )}</g>`;
}

/** Shows every label when few, else about six of them. */
function xLabels(labels: string[], at: (i: number) => number): Html {
  const every = Math.max(1, Math.ceil(labels.length / 6));
  return h`<g class="axis">${labels.map((label, i) => (i % every === 0 ? h`<text x="${fixed(at(i))}" y="${H - M.bottom + 18}" text-anchor="middle">${label}</text>` : h``))}</g>`;
}

/** Bars stacked by series, one bar per label (a week). */
export function stackedBars(p: { id: string; title: string; description: string; labels: string[]; series: Series[]; rows: Array<Record<string, number>> }): Html {
  const stacked = stack<Record<string, number>>().keys(p.series.map((s) => s.key))(p.rows);
  const max = Math.max(1, ...p.rows.map((row) => p.series.reduce((sum, s) => sum + (row[s.key] ?? 0), 0)));
  const x = scaleBand<number>().domain(p.rows.map((_, i) => i)).range([M.left, W - M.right]).padding(0.2);
  const y = scaleLinear().domain([0, max]).nice(4).range([H - M.bottom, M.top]);
  const bars = stacked.map((layer, li) =>
    h`<g fill="${p.series[li]?.color ?? '#000'}">${layer.map((segment, i) => {
      const top = y(segment[1]);
      const height = y(segment[0]) - top;
      return height > 0 ? h`<rect x="${fixed(x(i) ?? 0)}" y="${fixed(top)}" width="${fixed(x.bandwidth())}" height="${fixed(height)}"/>` : h``;
    })}</g>`,
  );
  const ticks = y.ticks(4).filter(Number.isInteger);
  return frame(p.id, p.title, p.description, h`${yAxis(y, ticks, String)}${bars}${xLabels(p.labels, (i) => (x(i) ?? 0) + x.bandwidth() / 2)}`);
}

/** Lines over labels (weeks); a gap where a value is missing; an optional dashed target. */
export function lines(p: {
  id: string;
  title: string;
  description: string;
  labels: string[];
  series: Array<Series & { values: Array<number | undefined> }>;
  format: (v: number) => string;
  target?: { value: number; label: string };
}): Html {
  const values = p.series.flatMap((s) => s.values.filter((v): v is number => v !== undefined));
  const max = Math.max(p.target?.value ?? 0, ...values, 0) || 1;
  const x = scalePoint<number>().domain(p.labels.map((_, i) => i)).range([M.left + 12, W - M.right - 12]).padding(0.5);
  const y = scaleLinear().domain([0, max]).nice(4).range([H - M.bottom, M.top]);
  const path = line<number | undefined>()
    .defined((v) => v !== undefined)
    .x((_, i) => x(i) ?? 0)
    .y((v) => y(v ?? 0));
  const drawn = p.series.map(
    (s) => h`<path d="${path(s.values) ?? ''}" fill="none" stroke="${s.color}" stroke-width="2.5"/>${s.values.map((v, i) =>
      v === undefined ? h`` : h`<circle cx="${fixed(x(i) ?? 0)}" cy="${fixed(y(v))}" r="3.5" fill="${s.color}"/>`,
    )}`,
  );
  const target = p.target
    ? h`<line x1="${M.left}" x2="${W - M.right}" y1="${fixed(y(p.target.value))}" y2="${fixed(y(p.target.value))}" stroke="#b42318" stroke-dasharray="6 4" stroke-width="1.5"/><text x="${W - M.right}" y="${fixed(y(p.target.value)) - 5}" text-anchor="end" fill="#b42318">${p.target.label}</text>`
    : undefined;
  return frame(p.id, p.title, p.description, h`${yAxis(y, y.ticks(4), p.format)}${target}${drawn}${xLabels(p.labels, (i) => x(i) ?? 0)}`);
}

/** Horizontal bars, one a row (a funnel's stages). */
export function horizontalBars(p: { id: string; title: string; description: string; items: Array<{ label: string; value: number; color: string }> }): Html {
  const height = 24 + p.items.length * 34;
  const max = Math.max(1, ...p.items.map((i) => i.value));
  const x = scaleLinear().domain([0, max]).range([0, W - 200]);
  const rows = p.items.map(
    (item, i) =>
      h`<text x="0" y="${i * 34 + 30}">${item.label}</text><rect x="170" y="${i * 34 + 14}" width="${fixed(Math.max(x(item.value), item.value > 0 ? 2 : 0))}" height="24" fill="${item.color}"/><text x="${fixed(176 + x(item.value))}" y="${i * 34 + 31}">${String(item.value)}</text>`,
  );
  return raw(
    h`<svg class="chart" viewBox="0 0 ${W} ${height}" role="img" aria-labelledby="${p.id}-title ${p.id}-desc" focusable="false"><title id="${p.id}-title">${p.title}</title><desc id="${p.id}-desc">${p.description}</desc><g class="axis">${rows}</g></svg>`.html,
  );
}
