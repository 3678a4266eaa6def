#!/usr/bin/env node
// The JavaScript a page costs before and after its enquiry form is first used: the scripts it loads on
// its own (a reader's cost), then those loaded once the visitor taps a field of the form (first use).
// Sizes are gzip level 9 of each file as built, the way a static host compresses. A measurement, not a test.
//
//   node bench/form-js.mjs [outDir=out] [--route /services/work-abroad/] [--route /contact/]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const routes = [];
for (let index = args.indexOf('--route'); index >= 0; index = args.indexOf('--route')) routes.push(args.splice(index, 2)[1]);
if (routes.length === 0) routes.push('/services/work-abroad/', '/contact/');
const outDir = args[0] ?? 'out';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipOf = (path) => gzipSync(readFileSync(join(outDir, path)), { level: 9 }).length;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.txt': 'text/plain', '.svg': 'image/svg+xml' };

/** A plain static host: index.html for folders, nothing else. */
function serve(root) {
  const server = createServer((request, response) => {
    let path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.endsWith('/')) path += 'index.html';
    const file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const server = await serve(outDir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  console.log('| Route | on load: files | KB gz | first use: files | KB gz |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
    await context.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    const page = await context.newPage();
    const scripts = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const onLoad = scripts.splice(0);
    await page.locator('form[method=post] input[type=text]').first().tap();
    await page.waitForFunction(() => document.querySelector('form[data-enhanced="true"]'));
    await page.waitForLoadState('networkidle');
    const onUse = scripts.splice(0);
    const sum = (list) => list.reduce((total, path) => total + gzipOf(path), 0);
    console.log(`| ${route} | ${onLoad.length} | ${kb(sum(onLoad))} | ${onUse.length} | ${kb(sum(onUse))} |`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
