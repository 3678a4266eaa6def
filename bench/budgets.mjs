// The budgets of every route, mobile (issue "Speed, search and security budgets"). Each reads one value
// from a route of bench/results/*.json; `min` and `max` are inclusive, `below` is strict.
const HOME_ROUTES = new Set(['/', '/home/']);

export const budgets = [
  { metric: 'performance', value: (r) => r.scores?.performance, min: 95 },
  { metric: 'accessibility', value: (r) => r.scores?.accessibility, min: 100 },
  { metric: 'best-practices', value: (r) => r.scores?.bestPractices, min: 100 },
  { metric: 'seo', value: (r) => r.scores?.seo, min: 100 },
  { metric: 'LCP ms', value: (r) => r.metrics?.lcpMs, below: 1800 },
  { metric: 'CLS', value: (r) => r.metrics?.cls, below: 0.02 },
  { metric: 'TBT ms', value: (r) => r.metrics?.tbtMs, below: 100 },
  // JavaScript before interaction over the framework floor (the 404 page); the home page may carry more.
  { metric: 'JS ratio', value: (r) => r.static?.jsRatio, max: (route) => (HOME_ROUTES.has(route) ? 1.2 : 1.12) },
  { metric: 'video bytes', value: (r) => r.transfer?.video, max: 0 },
  { metric: 'font preloads', value: (r) => r.static?.fontPreloads, max: 2 },
];

/** The budgets a route result misses; a value that was not measured is a miss too. */
export function misses(result) {
  return budgets.flatMap(({ metric, value, min, max, below }) => {
    const actual = value(result);
    const limit = typeof max === 'function' ? max(result.route) : max;
    const budget = min !== undefined ? `>= ${min}` : below !== undefined ? `< ${below}` : `<= ${limit}`;
    const ok =
      typeof actual === 'number' &&
      (min === undefined || actual >= min) &&
      (below === undefined || actual < below) &&
      (limit === undefined || actual <= limit);
    return ok ? [] : [{ route: result.route, metric, value: actual ?? 'not measured', budget }];
  });
}
