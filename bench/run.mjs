#!/usr/bin/env node
// `npm run bench`: builds the site and the bare Next.js page of bench/bare (same Next version: a heading
// and two paragraphs), serves each the way `npm start` does (the same server, so the same headers and
// compression) and runs Lighthouse (mobile, simulated throttling) on every route, interleaved with the
// bare page in one run: the bare page is measured before every few routes in each round, so a slower
// stretch of a noisy machine weighs on both sides of each ratio. Each figure is the median of its runs;
// the table gives every route's ratios to the bare page, and bench/results/latest.json keeps the data.
// It is a benchmark, not a test: budgets are for `npm run bench:check`; it exits non-zero only when it
// could not measure.
//
//   node bench/run.mjs [--no-build] [--runs 5] [--routes /,/faq/ | all] [--bare-every 4]
//
// The routes are bench/budgets.mjs's BENCH_ROUTES (one of each kind of page) unless --routes says otherwise.
//
// CHROME_PATH picks the browser (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_ROUTES, misses, ratios } from './budgets.mjs';
import { startServer } from './serve.mjs';
import { measureSlow3g } from './slow-3g.mjs';
import { listPages, listRoutes, measureStatic } from './static.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out');
const bareDir = join(root, 'bench', 'bare');
const bareOut = join(bareDir, 'out');
const resultsDir = join(root, 'bench', 'results');
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.trim().replace(/\/+$/, '') ?? '';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse resource types -> the columns of the table; anything else is "other". */
const RESOURCE_KIND = { Script: 'js', Stylesheet: 'css', Font: 'font', Image: 'image', Media: 'video', Document: 'html' };
const KINDS = ['js', 'css', 'font', 'image', 'video', 'html', 'other'];

function options() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      'bare-every': { type: 'string', default: '4' },
    },
  });
  const whole = (name, min) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${values[name]}"`);
    return n;
  };
  const only = values.routes === 'all' ? undefined : (values.routes?.split(',').map((r) => r.trim()).filter(Boolean) ?? BENCH_ROUTES);
  return { build: !values['no-build'], runs: whole('runs', 1), bareEvery: whole('bare-every', 1), only };
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * The bare page, built with the site's own Next (node_modules of the repository) and given its
 * `_headers` by the site's own script, since the server refuses a site without a Content-Security-Policy.
 * It is built when out/ lacks it or when the site is built, so both sides come from the same install.
 */
function buildBare(force) {
  if (!force && existsSync(join(bareOut, 'index.html'))) return;
  run(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', bareDir]);
  run(process.execPath, ['scripts/headers.mjs', bareOut]);
}

function summarise(lhr) {
  const failed = lhr.runtimeError ?? CATEGORIES.map((id) => lhr.categories[id]).find((c) => c?.score == null);
  if (failed) throw new Error(lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : `category ${failed.id} has no score`);
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id].numericValue;
  const transfer = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const request of lhr.audits['network-requests'].details.items) {
    transfer[RESOURCE_KIND[request.resourceType] ?? 'other'] += request.transferSize ?? 0;
  }
  // SEO without "Page isn't blocked from indexing": a draft translation is noindex on purpose (issue 41), and
  // everything else a crawler checks must still pass on it.
  const seoRefs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable' && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== undefined);
  const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const seoCrawlable = seoWeight ? Math.round((100 * seoRefs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0)) / seoWeight) : score('seo');
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), seoCrawlable },
    metrics: {
      lcpMs: Math.round(metric('largest-contentful-paint')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(metric('total-blocking-time')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      speedIndexMs: Math.round(metric('speed-index')),
    },
    transfer: { ...transfer, total: KINDS.reduce((sum, kind) => sum + transfer[kind], 0) },
    // Every script fetched before any interaction, with its transfer size: what a JS ratio is made of.
    scripts: lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script').map((r) => ({ url: new URL(r.url).pathname, bytes: r.transferSize ?? 0 })),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // Audits that lost points, so a score below 100 says why without opening a report.
    failingAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
    ),
    // What made the main thread busy: the longest tasks' scripts (for the trace behind a missed TBT).
    bootupMs: Math.round(lhr.audits['bootup-time']?.numericValue ?? 0),
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    warnings: lhr.runWarnings,
  };
}

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each figure is the median of its own runs (a run's scores and its timings are taken apart). */
function medianOf(runs) {
  const pick = (group) => Object.fromEntries(Object.keys(runs[0][group]).map((key) => [key, middle(runs.map((r) => r[group][key]))]));
  return {
    scores: pick('scores'),
    metrics: pick('metrics'),
    transfer: pick('transfer'),
    bootupMs: middle(runs.map((r) => r.bootupMs)),
    mainThreadMs: middle(runs.map((r) => r.mainThreadMs)),
    failingAudits: [...new Set(runs.flatMap((r) => r.failingAudits))],
    scripts: runs[0].scripts,
    lcpElement: runs[0].lcpElement,
  };
}

// KB = 1000 bytes.
const kb = (bytes) => (bytes / 1000).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

function table(report) {
  const head = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'SI s', 'JS KB', 'CSS KB', 'Font KB', 'HTML KB', 'TBT x', 'LCP x', 'JS x', 'Perf Δ', 'Budgets'];
  const row = (r) => {
    if (r.error) return [r.route, ...head.slice(1, -1).map(() => 'n/a'), 'not measured'];
    const x = r.ratios ?? {};
    const missed = r.route === 'bare' ? [] : misses(r, report.bare);
    return [
      r.route === 'bare' ? '**bare Next.js page**' : r.route,
      r.scores.performance, r.scores.accessibility, r.scores.bestPractices, r.scores.seo,
      seconds(r.metrics.lcpMs), r.metrics.cls.toFixed(3), `${Math.round(r.metrics.tbtMs)} (${r.runs.map((m) => m.tbtMs).join(', ')})`, seconds(r.metrics.fcpMs), seconds(r.metrics.speedIndexMs),
      kb(r.transfer.js), kb(r.transfer.css), kb(r.transfer.font), kb(r.transfer.html),
      ...(r.route === 'bare' ? ['1', '1', '1', '0', ''] : [x.tbt.toFixed(2), x.lcp.toFixed(2), x.js.toFixed(3), x.perf >= 0 ? `+${x.perf}` : `${x.perf}`, missed.length ? `missed: ${missed.map((m) => m.metric).join(', ')}` : 'met']),
    ];
  };
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...[report.bare, ...report.routes].map((r) => line(row(r)))].join('\n');
}

/** One round's order: the bare page, then `every` routes, then the bare page again, and so on. */
export function schedule(routes, every) {
  const order = [];
  routes.forEach((route, i) => {
    if (i % every === 0) order.push('bare');
    order.push(route);
  });
  return order;
}

async function main() {
  const { build, runs, bareEvery, only } = options();
  // `npm run build` compiles the server too; without it, the compiled server is still brought up to date.
  if (build) run('npm', ['run', 'build']);
  else run(process.execPath, ['scripts/build-if-needed.mjs', '--server']);
  buildBare(build);

  const all = listPages(outDir);
  const unknown = only?.filter((route) => !all.includes(route)) ?? [];
  if (unknown.length) throw new Error(`--routes: no such route in out/: ${unknown.join(', ')} (routes look like /about/)`);
  const routes = only ?? listRoutes(outDir);
  const statics = measureStatic(outDir, routes, basePath);

  const cleanups = [];
  const cleanup = () => cleanups.splice(0).reverse().forEach((fn) => fn());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanup();
      process.exit(130);
    });
  }

  const measured = new Map([['bare', []], ...routes.map((route) => [route, []])]);
  const errors = new Map();
  let environment;
  let slow3g;
  try {
    const site = await startServer(outDir, basePath);
    cleanups.push(site.stop);
    const bare = await startServer(bareOut, '');
    cleanups.push(bare.stop);
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    cleanups.push(() => chrome.kill());

    const order = schedule(routes, bareEvery);
    for (let round = 1; round <= runs; round++) {
      for (const [i, route] of order.entries()) {
        const url = route === 'bare' ? `${bare.origin}/` : `${site.origin}${route}`;
        process.stderr.write(`round ${round}/${runs}, ${i + 1}/${order.length}: ${route}\n`);
        try {
          const { lhr } = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            // The full-page screenshot resizes the viewport after load; it adds time and nothing we read.
            disableFullPageScreenshot: true,
          });
          // A busy machine inflates TBT and LCP; these say how comparable two result files are.
          environment ??= {
            lighthouse: lhr.lighthouseVersion,
            userAgent: lhr.environment.hostUserAgent,
            benchmarkIndex: lhr.environment.benchmarkIndex,
            cpus: availableParallelism(),
            loadAverage1m: loadavg()[0],
            settings: { formFactor: lhr.configSettings.formFactor, throttlingMethod: lhr.configSettings.throttlingMethod },
          };
          measured.get(route).push(summarise(lhr));
        } catch (caught) {
          const error = caught instanceof Error ? caught.message : String(caught);
          errors.set(route, error);
          process.stderr.write(`${route}: ${error}\n`);
        }
      }
    }
    // The menu and the form on a slow phone link (bench/slow-3g.mjs), through the same server.
    slow3g = await measureSlow3g(site.origin, { runs });
  } finally {
    cleanup();
  }

  const result = (route) => {
    const runsOf = measured.get(route);
    if (!runsOf.length) return { route, error: errors.get(route) ?? 'no run completed' };
    return { route, ...medianOf(runsOf), runs: runsOf.map((m) => ({ performance: m.scores.performance, lcpMs: m.metrics.lcpMs, tbtMs: m.metrics.tbtMs, cls: m.metrics.cls, jsBytes: m.transfer.js })) };
  };
  const bareResult = result('bare');
  if (bareResult.error) throw new Error(`the bare page could not be measured: ${bareResult.error}`);
  const results = routes.map((route) => {
    const r = result(route);
    return { ...r, static: statics.pages.get(route), ...(r.error ? {} : { ratios: ratios(r, bareResult) }) };
  });

  const report = {
    generatedAt: new Date().toISOString(),
    runsPerRoute: runs,
    bareEvery,
    environment,
    floor: statics.floor,
    bare: bareResult,
    routes: results,
    slow3g,
  };
  mkdirSync(resultsDir, { recursive: true });
  const latest = join(resultsDir, 'latest.json');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(latest, json);
  writeFileSync(join(resultsDir, `${report.generatedAt.replace(/:/g, '-')}.json`), json);

  console.log(
    `\nMedians of ${runs} run(s) per route and ${bareResult.runs.length} of the bare page, interleaved (the bare page before every ${bareEvery} routes). ` +
      'Transfer columns are what the browser downloaded before any interaction (KB = 1000 bytes); TBT lists each run; ' +
      'x = the route\'s figure over the bare page\'s, Perf Δ = score difference.\n',
  );
  console.log(table(report));
  console.log(`\nSlow 3G (${runs} runs): the menu opens ${slow3g.menuOpenMs} ms after the first paint on ${slow3g.menuRoute} (runs ${slow3g.menuRuns.join(', ')}); the form on ${slow3g.formRoute} is enhanced ${slow3g.formMarginMs} ms before the first field's last key (runs ${slow3g.formRuns.map((f) => f.marginMs).join(', ')}), typing ${slow3g.formKept ? 'kept whole' : 'LOST'}.`);
  console.log(`\nResults: ${relative(process.cwd(), latest)}`);
  const failed = results.filter((r) => r.error);
  if (failed.length) {
    console.error(`Could not measure: ${failed.map((r) => `${r.route} (${r.error})`).join('; ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
