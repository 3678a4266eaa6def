#!/usr/bin/env node
// `npm run bench`: builds the site, serves out/ as `npm start` does (same server, so the same headers
// and compression), runs Lighthouse (mobile, simulated throttling) several times per route, keeps the
// median run and writes the table to stdout and the data to bench/results/latest.json.
// It is a benchmark, not a test: missed budgets are for `npm run bench:check`; it exits non-zero only
// when it could not measure.
//
//   node bench/run.mjs [--no-build] [--runs 3] [--routes /,/faq/]
//
// CHROME_PATH picks the browser (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listRoutes, measureStatic } from './static.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out');
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
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
  const only = values.routes?.split(',').map((r) => r.trim()).filter(Boolean);
  return { build: !values['no-build'], runs, only };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: join(dataDir, 'enquiries.db'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) break;
    const status = await fetch(`${origin}${basePath}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(exited ? `the server exited with code ${child.exitCode}` : `the server did not answer GET / with 200 within 30 s`);
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
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metrics: {
      lcpMs: Math.round(metric('largest-contentful-paint')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(metric('total-blocking-time')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      speedIndexMs: Math.round(metric('speed-index')),
    },
    transfer: { ...transfer, total: KINDS.reduce((sum, kind) => sum + transfer[kind], 0) },
    // Audits that lost points, so a score below 100 says why without opening a report.
    failingAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
    ),
    warnings: lhr.runWarnings,
  };
}

/** The middle run by performance score; among equal scores the slower LCP sorts first. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.metrics.lcpMs - a.metrics.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

// KB = 1000 bytes, the unit of the issue's budgets ("about 138 KB").
const kb = (bytes) => (bytes / 1000).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

function table(report) {
  const head = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'SI s', 'JS KB', 'CSS KB', 'Font KB', 'Img KB', 'Video KB', 'HTML KB', 'Other KB', 'JS gz KB', 'Own JS KB', 'JS ratio'];
  const rows = report.routes.map((r) => {
    const s = [r.route];
    if (r.error) s.push(...head.slice(1, 17).map(() => 'n/a'));
    else {
      s.push(r.scores.performance, r.scores.accessibility, r.scores.bestPractices, r.scores.seo);
      s.push(seconds(r.metrics.lcpMs), r.metrics.cls.toFixed(3), r.metrics.tbtMs, seconds(r.metrics.fcpMs), seconds(r.metrics.speedIndexMs));
      s.push(...KINDS.map((kind) => kb(r.transfer[kind])));
    }
    s.push(kb(r.static.jsGzipBytes), kb(r.static.ownJsGzipBytes), r.static.jsRatio.toFixed(3));
    return s;
  });
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

async function main() {
  const { build, runs, only } = options();
  // `npm run build` compiles the server too; without it, the compiled server is still brought up to date.
  const [command, args] = build ? ['npm', ['run', 'build']] : [process.execPath, ['scripts/build-if-needed.mjs', '--server']];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal})`);

  const all = listRoutes(outDir);
  const unknown = only?.filter((route) => !all.includes(route)) ?? [];
  if (unknown.length) throw new Error(`--routes: no such route in out/: ${unknown.join(', ')} (routes look like /about/)`);
  const routes = only ?? all;
  const statics = measureStatic(outDir, routes, basePath);

  const cleanups = [];
  const cleanup = () => cleanups.splice(0).reverse().forEach((fn) => fn());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanup();
      process.exit(130);
    });
  }

  const results = [];
  let environment;
  try {
    const server = await startServer();
    cleanups.push(server.stop);
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    cleanups.push(() => chrome.kill());

    for (const route of routes) {
      const url = `${server.origin}${basePath}${route}`;
      const measured = [];
      let error;
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`${route} run ${run}/${runs}\n`);
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
          measured.push(summarise(lhr));
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
          process.stderr.write(`${route} run ${run}: ${error}\n`);
        }
      }
      results.push({
        route,
        ...(measured.length ? median(measured) : { error }),
        static: statics.pages.get(route),
        runs: measured.map((m) => ({ performance: m.scores.performance, lcpMs: m.metrics.lcpMs, tbtMs: m.metrics.tbtMs, cls: m.metrics.cls })),
      });
    }
  } finally {
    cleanup();
  }

  const report = {
    generatedAt: new Date().toISOString(),
    runsPerRoute: runs,
    environment,
    floor: statics.floor,
    routes: results,
  };
  mkdirSync(resultsDir, { recursive: true });
  const latest = join(resultsDir, 'latest.json');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(latest, json);
  writeFileSync(join(resultsDir, `${report.generatedAt.replace(/:/g, '-')}.json`), json);

  console.log(`\nFramework floor (${statics.floor.page}): ${kb(statics.floor.jsGzipBytes)} KB of JavaScript, gzip -9 (KB = 1000 bytes). Transfer columns are what the browser downloaded before any interaction (Lighthouse, median of ${runs} run(s)).\n`);
  console.log(table(report));
  console.log(`\nResults: ${relative(process.cwd(), latest)}`);
  const failed = results.filter((r) => r.error);
  if (failed.length) {
    console.error(`Could not measure: ${failed.map((r) => `${r.route} (${r.error})`).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
