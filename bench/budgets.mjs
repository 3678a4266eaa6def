// The budgets of every route (issue "Works before the framework arrives"), as ratios to the bare Next.js
// page measured in the same run (bench/run.mjs): ratios measured side by side hold on a noisy machine,
// absolute times do not. `max`/`min` are inclusive; each `limit` gets the bare page's medians.

/** Below this the bare page's TBT is noise (a 40 ms median would leave 8 ms of room): the limit never drops under it. */
export const TBT_FLOOR_MS = 50;

export const budgets = [
  { metric: 'TBT', value: (r) => r.metrics?.tbtMs, max: (bare) => Math.max(1.2 * bare.metrics.tbtMs, TBT_FLOOR_MS), shown: 'max(1.2 x bare, 50 ms)' },
  { metric: 'LCP', value: (r) => r.metrics?.lcpMs, max: (bare) => 1.3 * bare.metrics.lcpMs, shown: '1.3 x bare' },
  { metric: 'JS', value: (r) => r.transfer?.js, max: (bare) => 1.1 * bare.transfer.js, shown: '1.10 x bare' },
  { metric: 'performance', value: (r) => r.scores?.performance, min: (bare) => bare.scores.performance - 2, shown: 'bare - 2' },
  { metric: 'accessibility', value: (r) => r.scores?.accessibility, min: () => 100, shown: '100' },
  { metric: 'best-practices', value: (r) => r.scores?.bestPractices, min: () => 100, shown: '100' },
  { metric: 'seo', value: (r) => r.scores?.seo, min: () => 100, shown: '100' },
  { metric: 'CLS', value: (r) => r.metrics?.cls, max: () => 0.02, shown: '0.02' },
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
  return budgets.flatMap(({ metric, value, min, max, shown }) => {
    const actual = value(result);
    const limit = (min ?? max)(bare);
    const ok = typeof actual === 'number' && (min ? actual >= limit : actual <= limit);
    return ok ? [] : [{ route: result.route, metric, value: actual ?? 'not measured', budget: `${min ? '>=' : '<='} ${shown} = ${Math.round(limit * 1000) / 1000}` }];
  });
}
