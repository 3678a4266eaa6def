import type { Page } from '@playwright/test';
import SQLite from '../server/platform/sqlite';
import { E2E_SQLITE_PATH } from './staff';
import { expect, test } from './fixtures';

/*
 * Page views and real visitors' page speed from real page loads in Chromium: the inline beacon counts
 * each page load once into page_view_day, and web vitals land in vitals_day after
 * an interaction and the page being hidden. The server counts no headless browser (a bot), so these
 * tests present a real browser's User-Agent; every other spec keeps HeadlessChrome and is not counted.
 * The end-to-end database outlives a run: each assertion is a difference, or finds this run's campaign.
 */

const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({
  userAgent: DESKTOP_CHROME,
  // The browser's own User-Agent too (playwright.config.ts's launch options, plus this): a beacon sent as a
  // page unloads (LCP, CLS, INP) leaves from the browser process without the page's override, and with
  // HeadlessChrome in it the server would rightly count it as a bot.
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-agent=${DESKTOP_CHROME}`],
  },
});
// One at a time: the counts each test compares are the same rows.
test.describe.configure({ mode: 'serial' });

/** Today in India, the day the server counts in. */
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Reads the e2e server's database (SQLite, WAL: a reader beside the writing server; the package this Node.js loads). */
function query<T>(text: string, ...params: unknown[]): T[] {
  const db = new SQLite(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}

const viewsOf = (path: string, referrer = '', campaign = '') =>
  query<{ views: number }>("SELECT views FROM page_view_day WHERE day = ? AND path = ? AND referrer = ? AND campaign = ? AND device = 'desktop'", today(), path, referrer, campaign)[0]?.views ?? 0;

const samplesOf = (path: string, metric: string) => query<{ n: number | null }>("SELECT SUM(samples) AS n FROM vitals_day WHERE day = ? AND path = ? AND metric = ? AND device = 'desktop'", today(), path, metric)[0]?.n ?? 0;

const beaconTo = (page: Page, kind: 'visits' | 'vitals', body: RegExp) =>
  page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/${kind}/` && body.test(request.postData() ?? ''));

test.describe('page views and web vitals', { tag: '@one-width' }, () => {
  test('counts a landing page with its referring host and campaign and the next page loaded, each once; a script changing the address is no page view', async ({ page }) => {
    const campaign = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const aboutBefore = viewsOf('/about/');
    const contactBefore = viewsOf('/contact/');
    const faqBefore = viewsOf('/faq/');

    const landed = beaconTo(page, 'visits', /^path=%2Fservices%2Fwork-abroad%2F&referrer=www\.google\.com&campaign=/);
    await page.goto(`/services/work-abroad/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, { referer: 'https://www.google.com/' });
    await landed;
    await expect.poll(() => viewsOf('/services/work-abroad/', 'www.google.com', campaign)).toBe(1);

    // A full page load: counted, without a source (the visit goes on).
    const next = beaconTo(page, 'visits', /^path=%2Fabout%2F$/);
    await page.goto('/about/');
    await next;
    await expect.poll(() => viewsOf('/about/')).toBe(aboutBefore + 1);

    // A page opened from a link is a page load (there is no client-side router): counted once.
    const opened = beaconTo(page, 'visits', /^path=%2Fcontact%2F$/);
    await page.getByRole('banner').getByRole('link', { name: /^Contact( us)?$/ }).first().click();
    await opened;
    await expect.poll(() => viewsOf('/contact/')).toBe(contactBefore + 1);
    // An address changed by a script (pushState, a fragment) is the same page load: no page view.
    await page.evaluate(() => window.history.pushState(null, '', '/faq/'));
    await page.evaluate(() => window.history.pushState(null, '', '/faq/#form'));
    // Time for a second beacon, were one sent.
    await page.waitForTimeout(1_500);
    expect(viewsOf('/contact/')).toBe(contactBefore + 1);
    expect(viewsOf('/faq/')).toBe(faqBefore);
    expect(viewsOf('/services/work-abroad/', 'www.google.com', campaign)).toBe(1);
  });

  test('loads no web-vitals code before an interaction, then sends LCP, FCP and TTFB into the histograms', async ({ page }) => {
    const before = Object.fromEntries(['LCP', 'FCP', 'TTFB'].map((metric) => [metric, samplesOf('/faq/', metric)]));
    const vitals: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/vitals/') vitals.push(request.postData() ?? '');
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto('/faq/');
    await page.waitForTimeout(1_000);
    expect(vitals).toEqual([]);
    const loadedBefore = scripts.length;

    // The first interaction loads the measuring code; FCP and TTFB go at once.
    const fcp = beaconTo(page, 'vitals', /^metric=FCP&value=[\d.]+&path=%2Ffaq%2F/);
    const ttfb = beaconTo(page, 'vitals', /^metric=TTFB&value=[\d.]+&path=%2Ffaq%2F/);
    await page.locator('main h1').first().click();
    await Promise.all([fcp, ttfb]);
    expect(scripts.length).toBeGreaterThan(loadedBefore);

    // LCP (and CLS) go when the page is hidden: here, as the visitor moves on to another page (the
    // beacon leaves as the page unloads, so the server's count is what tells it arrived). Each once.
    await page.goto('/about/');
    for (const metric of ['LCP', 'FCP', 'TTFB']) await expect.poll(() => samplesOf('/faq/', metric), { message: metric }).toBe(before[metric]! + 1);
    await page.waitForTimeout(1_000);
    for (const metric of ['LCP', 'FCP', 'TTFB']) expect({ metric, samples: samplesOf('/faq/', metric) }).toEqual({ metric, samples: before[metric]! + 1 });
    // Nothing identifying leaves the page: only the kept keys.
    for (const body of vitals) expect([...new URLSearchParams(body).keys()].every((key) => ['metric', 'value', 'path', 'connection', 'target'].includes(key))).toBe(true);
  });
});
