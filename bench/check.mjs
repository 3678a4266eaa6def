#!/usr/bin/env node
// `npm run bench:check [results.json]`: checks a benchmark run (default bench/results/latest.json)
// against the budgets, which are ratios to the bare Next.js page of the same run, and exits 1 when any
// route misses one, printing each miss.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ROUTES, budgets, misses, slow3gMisses } from './budgets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? join(here, 'results', 'latest.json');
if (!existsSync(file)) {
  console.error(`${file} does not exist: run npm run bench first`);
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
if (!Array.isArray(report.routes) || report.routes.length === 0) {
  console.error(`${file} holds no routes`);
  process.exit(2);
}
// Budgets are ratios: a run without the bare page beside it (an older result file) cannot be checked.
if (!report.bare?.metrics) {
  console.error(`${file} has no measurement of the bare page: run npm run bench again`);
  process.exit(2);
}

const missed = report.routes.flatMap((result) =>
  // A route Lighthouse could not measure is one miss, not one per figure it lacks.
  result.error ? [{ route: result.route, metric: 'lighthouse', value: `error: ${result.error}`, budget: 'a completed run' }] : misses(result, report.bare),
);
// A run filtered with --routes must not pass for the benchmarked routes it left out.
const measured = new Set(report.routes.map((r) => r.route));
for (const route of BENCH_ROUTES.filter((r) => !measured.has(r))) missed.push({ route, metric: 'route', value: 'not in this run', budget: 'every benchmarked route (bench/budgets.mjs)' });
if (!(report.runsPerRoute >= 5)) missed.push({ route: 'all', metric: 'runs', value: report.runsPerRoute, budget: 'at least 5 runs per route' });
missed.push(...slow3gMisses(report.slow3g));
for (const miss of missed) console.log(`${miss.route}: ${miss.metric} ${miss.value} (budget ${miss.budget})`);

const { tbtMs, lcpMs } = report.bare.metrics;
const summary = `${report.routes.length} routes x ${budgets.length} budgets from ${report.generatedAt}; bare page: TBT ${tbtMs} ms, LCP ${lcpMs} ms, JS ${report.bare.transfer.js} bytes, performance ${report.bare.scores.performance}`;
if (missed.length) {
  console.log(`\n${missed.length} budget misses (${summary}).`);
  process.exit(1);
}
console.log(`All budgets met (${summary}).`);
