import type { Page } from '@playwright/test';
import { heroHeadline } from '../content/home';
import { aboutHero } from '../content/about';
import { site } from '../content/site';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS } from '../lib/constants';
import { expect, test } from './fixtures';

test.use({ skipSplash: false });

type SplashLog = { shownAt: number | null; hiddenAt: number | null; coveredViewport: boolean; controlAt: number | null };

/**
 * Records, from inside the page, when the head script puts the splash up and takes it down
 * (performance.now() of the class changes on <html>), so its duration does not depend on how
 * quickly the test machine returns control to the test.
 */
async function recordSplash(page: Page) {
  await page.addInitScript(({ durationMs, fadeMs }) => {
    const log: SplashLog = { shownAt: null, hiddenAt: null, coveredViewport: false, controlAt: null };
    (window as unknown as { splashLog: SplashLog }).splashLog = log;
    new MutationObserver(() => {
      const on = document.documentElement.classList.contains('splash');
      if (on && log.shownAt === null) {
        log.shownAt = performance.now();
        // Plain timers started with the splash, chained like the page's own (up, then the fade): how
        // late the second one fires tells how busy the machine was.
        window.setTimeout(() => window.setTimeout(() => (log.controlAt = performance.now()), fadeMs), durationMs - fadeMs);
      }
      if (!on && log.shownAt !== null && log.hiddenAt === null) log.hiddenAt = performance.now();
      const splash = document.querySelector<HTMLElement>('[data-testid="splash"]');
      if (on && splash && !log.coveredViewport) {
        const box = splash.getBoundingClientRect();
        log.coveredViewport = getComputedStyle(splash).display !== 'none' && box.width >= window.innerWidth && box.height >= window.innerHeight;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  }, { durationMs: SPLASH_DURATION_MS, fadeMs: SPLASH_FADE_MS });
}

const splashLog = (page: Page) => page.evaluate(() => (window as unknown as { splashLog: SplashLog }).splashLog);

test.describe('start-up splash', () => {
  test('covers the first page of a session for about 2.5 s, with the page content already underneath', async ({ page }) => {
    await recordSplash(page);
    const response = await page.goto('/', { waitUntil: 'commit' });
    const splash = page.getByTestId('splash');
    await expect(splash).toContainText(site.name);
    // The pre-rendered page is in the HTML below the splash, not waiting for it.
    const html = await response!.text();
    expect(html).toContain('data-testid="splash"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${heroHeadline}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);

    await expect.poll(async () => (await splashLog(page)).hiddenAt, { timeout: 8_000 }).not.toBeNull();
    await expect(splash).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await splashLog(page)).controlAt).not.toBeNull();
    const { shownAt, hiddenAt, coveredViewport, controlAt } = await splashLog(page);
    expect(coveredViewport, 'the splash covered the whole viewport while it was up').toBe(true);
    // Spec: 2500 ms. Generous bounds, and a busy machine's timer lateness is not held against the page.
    const lateness = Math.max(0, controlAt! - shownAt! - SPLASH_DURATION_MS);
    expect(hiddenAt! - shownAt!, 'not gone before about 2 s').toBeGreaterThanOrEqual(2_000);
    expect(hiddenAt! - shownAt! - lateness, 'gone by about 4 s').toBeLessThanOrEqual(4_000);
  });

  test('does not show again on the next page of the same session', async ({ page }) => {
    await recordSplash(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(async () => (await splashLog(page))?.coveredViewport ?? false).toBe(true);
    await expect.poll(async () => (await splashLog(page)).hiddenAt, { timeout: 8_000 }).not.toBeNull();

    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHero.title);
    await expect(page.getByTestId('splash')).toBeHidden();
    expect((await splashLog(page)).shownAt, 'the splash never went up on the second page').toBeNull();
  });

  test('shows again in a new session, on whichever page it starts', async ({ browser, baseURL }) => {
    for (const route of ['/about/', '/faq/']) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await recordSplash(page);
      await page.goto(route, { waitUntil: 'commit' });
      await expect.poll(async () => (await splashLog(page))?.coveredViewport ?? false, { message: route }).toBe(true);
      await context.close();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no splash and the content is visible at once', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('splash')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);
      // Scroll reveals only hide sections when scripts run; without them every section is opaque.
      const whyChooseUs = page.getByRole('region', { name: 'Why Choose Us' });
      await expect(whyChooseUs.locator('[data-reveal]')).toHaveCSS('opacity', '1');
    });
  });
});
