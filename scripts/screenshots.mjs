#!/usr/bin/env node
// Full-page screenshots of the served site for a visual check: node scripts/screenshots.mjs [baseURL] [outDir] [paths...]
// NOJS=1 takes them with JavaScript disabled (file names end in -nojs).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', outDir = 'test-results/screenshots', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/', '/about/', '/services/migration-services/', '/contact/', '/faq/', '/testimonials/', '/terms-and-conditions/', '/nope/', '/services/nope/'];
mkdirSync(outDir, { recursive: true });
const noJs = process.env.NOJS === '1';
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 }, javaScriptEnabled: !noJs });
  await page.addInitScript(() => sessionStorage.setItem('sg:splash-seen', '1'));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.setAttribute('data-revealed', '')));
    await page.waitForTimeout(3000);
    const name = `${width}-${route.replace(/\//g, '_') || 'home'}${noJs ? '-nojs' : ''}.png`;
    // Long pages are also cut into viewport-sized parts that stay legible when viewed.
    const chunk = Number(process.env.CHUNK ?? 0);
    if (chunk) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += chunk, i += 1) {
        const part = name.replace('.png', `-${i}.png`);
        await page.screenshot({ path: `${outDir}/${part}`, fullPage: true, clip: { x: 0, y, width, height: Math.min(chunk, height - y) } });
        console.log(`${outDir}/${part}`);
      }
    } else {
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
  }
  await page.close();
}
await browser.close();
