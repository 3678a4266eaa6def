// The budgets of the benchmarked routes (issue "Pages that weigh almost nothing"), as ratios to the bare
// Next.js page measured in the same run (bench/run.mjs): ratios measured side by side hold on a noisy
// machine, absolute times do not. `max`/`min` are inclusive; each `limit` gets the bare page's medians.

/** The routes `npm run bench` measures and `npm run bench:check` requires: one of each kind of page. */
export const BENCH_ROUTES = ['/', '/about/', '/contact/', '/faq/', '/services/work-abroad/', '/tools/canada-express-entry/', '/testimonials/', '/gu/', '/hi/services/work-abroad/'];

/** A Gujarati or Hindi route's English page (`/gu/` -> `/`): its HTML budget is the English page's. */
export const englishRoute = (route) => route.replace(/^\/(gu|hi)(?=\/)/, '');
/** A translated route: while a draft it is noindex on purpose, so its SEO score leaves that one audit out. */
const translated = (route) => englishRoute(route) !== route;

/**
 * Each benchmarked route's HTML as served before the islands (release 1.5.0, the bytes Lighthouse counted
 * through the same server and compression, `npm run bench -- --runs 3` on 2026-11-28): every page must now be smaller.
 */
export const HTML_BYTES_BEFORE = {
  '/': 21_979,
  '/about/': 17_115,
  '/contact/': 19_341,
  '/faq/': 16_672,
  '/services/work-abroad/': 22_547,
  '/tools/canada-express-entry/': 22_265,
  '/testimonials/': 15_947,
};

export const budgets = [
  { metric: 'JS', value: (r) => r.transfer?.js, max: (bare) => 0.25 * bare.transfer.js, shown: '0.25 x bare' },
  { metric: 'TBT', value: (r) => r.metrics?.tbtMs, max: (bare) => 0.5 * bare.metrics.tbtMs, shown: '0.5 x bare' },
  { metric: 'LCP', value: (r) => r.metrics?.lcpMs, max: (bare) => bare.metrics.lcpMs, shown: '1.0 x bare' },
  // 100 wherever the bare page scores 100; otherwise no lower than the bare page.
  { metric: 'performance', value: (r) => r.scores?.performance, min: (bare) => bare.scores.performance, shown: 'bare (100 when bare is 100)' },
  { metric: 'accessibility', value: (r) => r.scores?.accessibility, min: () => 100, shown: '100' },
  { metric: 'best-practices', value: (r) => r.scores?.bestPractices, min: () => 100, shown: '100' },
  { metric: 'seo', value: (r) => (translated(r.route) ? r.scores?.seoCrawlable : r.scores?.seo), min: () => 100, shown: '100 (a translation: all but is-crawlable, as a draft is noindex)' },
  { metric: 'CLS', value: (r) => r.metrics?.cls, max: () => 0.02, shown: '0.02' },
  { metric: 'HTML', value: (r) => r.transfer?.html, max: (_bare, route) => HTML_BYTES_BEFORE[englishRoute(route)] - 1, shown: 'smaller than 1.5.0 (a translation: than its English page in 1.5.0)', applies: (route) => englishRoute(route) in HTML_BYTES_BEFORE },
];

/** A route's figures over the bare page's (performance as a difference of points). */
export function ratios(result, bare) {
  const over = (a, b) => Math.round((a / b) * 1000) / 1000;
  return {
    tbt: over(result.metrics.tbtMs, Math.max(bare.metrics.tbtMs, 1)),
    lcp: over(result.metrics.lcpMs, bare.metrics.lcpMs),
    js: over(result.transfer.js, bare.transfer.js),
    perf: result.scores.performance - bare.scores.performance,
  };
}

/** The budgets a route misses against `bare`; a value that was not measured is a miss too. */
export function misses(result, bare) {
  return budgets.flatMap(({ metric, value, min, max, shown, applies }) => {
    if (applies && !applies(result.route)) return [];
    const actual = value(result);
    const limit = (min ?? max)(bare, result.route);
    const ok = typeof actual === 'number' && (min ? actual >= limit : actual <= limit);
    return ok ? [] : [{ route: result.route, metric, value: actual ?? 'not measured', budget: `${min ? '>=' : '<='} ${shown} = ${Math.round(limit * 1000) / 1000}` }];
  });
}

/** Slow 3G as DevTools and Puppeteer define it (2 s round trip, 400 kbit/s each way), on a phone 4x slower than this machine. */
export const SLOW_3G = { latencyMs: 2000, downKbps: 400, upKbps: 400, cpuSlowdown: 4 };

/** The first field as a quick thumb types it: a name, one key every 250 ms. */
export const FIRST_FIELD = { text: 'Asha Patel', msPerKey: 250 };

/** On slow 3G: the menu opens within 300 ms of the first paint; the form is enhanced before the first field's last key, with nothing typed lost. */
export function slow3gMisses(slow3g) {
  if (!slow3g) return [{ route: 'slow 3G', metric: 'measured', value: 'not measured', budget: 'a slow-3G run (npm run bench)' }];
  const missed = [];
  if (!(slow3g.menuOpenMs <= 300)) missed.push({ route: slow3g.menuRoute, metric: 'menu opens after first paint (slow 3G)', value: slow3g.menuOpenMs, budget: '<= 300 ms' });
  if (!(slow3g.formMarginMs >= 0)) missed.push({ route: slow3g.formRoute, metric: 'form enhanced before the first field is typed (slow 3G)', value: slow3g.formMarginMs, budget: '>= 0 ms before the last key' });
  if (!slow3g.formKept) missed.push({ route: slow3g.formRoute, metric: 'first field kept whole while the form was enhanced', value: false, budget: 'true' });
  return missed;
}
