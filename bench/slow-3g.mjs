#!/usr/bin/env node
// Two measurements on a phone on slow 3G (bench/budgets.mjs's SLOW_3G: the DevTools preset's 2 s round
// trip and 400 kbit/s each way, 4x CPU slowdown, 375 px, touch), served by the same server as production:
// - how long after the first contentful paint the mobile menu opens: from the paint on, the menu button is
//   tapped every 100 ms until the panel shows; the figure is the frame it first showed minus the paint;
// - whether the enquiry form is enhanced before a visitor who scrolls to it has typed its first field: one
//   second after the paint the visitor scrolls down to the form (a flick of 400 px every 100 ms), taps the
//   first field and types a name at FIRST_FIELD's pace; the figure is how long before the last key the
//   enhanced form took over (negative: after), and the name must be in the field, whole, at the end.
// A measurement, not a test: `npm run bench` runs it, `npm run bench:check` holds it to its budgets.
//
//   node bench/slow-3g.mjs [--runs 5] [--menu /] [--form /services/work-abroad/]   (after npm run build)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { FIRST_FIELD, SLOW_3G } from './budgets.mjs';
import { startServer } from './serve.mjs';

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A throttled phone page whose load starts now; resolves at its first contentful paint. */
async function throttledPage(browser, url, initScript) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, deviceScaleFactor: 2 });
  // A first visit of the session would show the 2.5 s splash over the page: measure the page, not the splash.
  await context.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_3G.latencyMs, downloadThroughput: (SLOW_3G.downKbps * 1000) / 8, uploadThroughput: (SLOW_3G.upKbps * 1000) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_3G.cpuSlowdown });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  // The browser reports the first contentful paint as a lifecycle event, without waiting for the page's main thread.
  const painted = new Promise((resolve) => cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()));
  page.goto(url, { waitUntil: 'commit', timeout: 120_000 }).catch(() => {});
  await painted;
  return { page, close: () => context.close() };
}

/** Milliseconds from the first contentful paint until the mobile menu shows, tapped every 100 ms. */
export async function menuOpenMs(browser, url) {
  // Where the button is, from an unthrottled load: asking the page during the measured load would queue
  // behind the very tasks being measured and delay the first tap.
  const probe = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await probe.goto(url);
  const box = await probe.getByRole('button', { name: 'Open menu' }).boundingBox();
  await probe.close();
  const { page, close } = await throttledPage(browser, url, () => {
    const check = () => {
      const panel = document.querySelector('nav[aria-label="Mobile"]');
      const style = panel && getComputedStyle(panel);
      if (style && style.display !== 'none' && style.visibility !== 'hidden') window.__menuShownAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  try {
    const deadline = Date.now() + 60_000;
    let shownAt;
    while (shownAt === undefined && Date.now() < deadline) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      shownAt = await page.evaluate(() => window.__menuShownAt);
      if (shownAt === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    return shownAt === undefined ? Number.NaN : Math.max(0, shownAt - fcp);
  } finally {
    await close();
  }
}

/** A visitor scrolls to the form and types the first field: how long before the last key the form was enhanced, and whether the name is whole. */
export async function formMarginMs(browser, url) {
  const { page, close } = await throttledPage(browser, url, () => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('gu-island[name="enquiry-form"] form[novalidate]')) {
        window.__enhancedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['novalidate'] });
  });
  try {
    await page.waitForTimeout(1000);
    const field = page.locator('gu-island[name="enquiry-form"] form input:not([type="hidden"]):not([tabindex="-1"])').first();
    for (let i = 0; i < 40; i += 1) {
      const box = await field.boundingBox();
      if (box && box.y > 100 && box.y + box.height < 700) break;
      await page.mouse.wheel(0, box && box.y < 100 ? -200 : 400);
      await page.waitForTimeout(100);
    }
    await field.tap();
    for (const key of FIRST_FIELD.text) {
      await page.keyboard.type(key);
      await page.waitForTimeout(FIRST_FIELD.msPerKey);
    }
    const lastKeyAt = await page.evaluate(() => performance.now());
    const enhancedAt = await page.evaluate(() => window.__enhancedAt ?? null);
    const value = await field.inputValue();
    return { marginMs: enhancedAt === null ? Number.NEGATIVE_INFINITY : Math.round(lastKeyAt - enhancedAt), kept: value === FIRST_FIELD.text };
  } finally {
    await close();
  }
}

/** Both measurements, `runs` times each, on `origin` (a served build); medians. */
export async function measureSlow3g(origin, { runs = 5, menuRoute = '/', formRoute = '/services/work-abroad/' } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const menu = [];
    const form = [];
    for (let run = 0; run < runs; run += 1) {
      menu.push(await menuOpenMs(browser, `${origin}${menuRoute}`));
      form.push(await formMarginMs(browser, `${origin}${formRoute}`));
      process.stderr.write(`slow 3G, run ${run + 1}/${runs}: menu ${Math.round(menu.at(-1))} ms after the paint; form enhanced ${form.at(-1).marginMs} ms before the last key of the first field\n`);
    }
    return {
      conditions: SLOW_3G,
      menuRoute,
      formRoute,
      menuOpenMs: Math.round(middle(menu)),
      menuRuns: menu.map(Math.round),
      formMarginMs: middle(form.map((f) => f.marginMs)),
      formRuns: form,
      formKept: form.every((f) => f.kept),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, menu: { type: 'string', default: '/' }, form: { type: 'string', default: '/services/work-abroad/' } } });
  const site = await startServer('out', (process.env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, ''));
  try {
    console.log(JSON.stringify(await measureSlow3g(site.origin, { runs: Number(values.runs), menuRoute: values.menu, formRoute: values.form }), null, 2));
  } finally {
    site.stop();
  }
}
