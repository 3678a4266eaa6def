#!/usr/bin/env node
// How long after the first contentful paint the mobile menu opens, on a throttled phone: 375 px, 300 ms
// latency, ~650 kbit/s down, 4x CPU slowdown (CDP Network.emulateNetworkConditions and
// Emulation.setCPUThrottlingRate), served uncompressed like a plain static host. A measurement, not a test.
//
//   node bench/menu-latency.mjs [outDir=out] [--runs 3] [--route /]
//
// From the first contentful paint on, the menu button is tapped every 100 ms until the panel shows; the
// figure is the frame in which the panel first showed minus the paint's time, both on the page's clock.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const runs = Number(option('runs', '3'));
const route = option('route', '/');
const outDir = args[0] ?? 'out';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

/** A plain static host: no compression, no headers beyond the type, index.html for folders. */
function serve(root) {
  const server = createServer((request, response) => {
    let path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.endsWith('/')) path += 'index.html';
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, '404.html');
    response.writeHead(file.endsWith('404.html') && !path.endsWith('404.html') ? 404 : 200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, deviceScaleFactor: 2 });
  // A first visit of the session would show the 2.5 s splash over the page: measure the menu, not the splash.
  await context.addInitScript(() => {
    window.sessionStorage.setItem('sg:splash-seen', '1');
    // Every frame, until the panel shows (a closed panel is display:none or visibility:hidden, old or new markup).
    const check = () => {
      const panel = document.querySelector('nav[aria-label="Mobile"]');
      const style = panel && getComputedStyle(panel);
      if (style && style.display !== 'none' && style.visibility !== 'hidden') window.__menuShownAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const page = await context.newPage();
  // Where the button is, from an unthrottled load: asking the page during the measured load would queue
  // behind the very tasks being measured and delay the first tap.
  await page.goto(url);
  const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: (650 * 1024) / 8, uploadThroughput: (650 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  // The browser reports the first contentful paint as a lifecycle event, without waiting for the page's main thread.
  const painted = new Promise((resolve) => cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()));
  page.goto(url, { waitUntil: 'commit' }).catch(() => {});
  await painted;
  const deadline = Date.now() + 60_000;
  let shownAt;
  while (shownAt === undefined && Date.now() < deadline) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    shownAt = await page.evaluate(() => window.__menuShownAt);
    if (shownAt === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  await context.close();
  return shownAt === undefined ? Number.NaN : Math.max(0, shownAt - fcp);
}

const server = await serve(outDir);
const url = `http://127.0.0.1:${server.address().port}${route}`;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const ms = await measure(browser, url);
    results.push(ms);
    console.log(`run ${run + 1}: menu opens ${Math.round(ms)} ms after the first contentful paint`);
  }
} finally {
  await browser.close();
  server.close();
}
const sorted = [...results].sort((a, b) => a - b);
console.log(`median of ${runs} (${outDir}, ${route}): ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`);
