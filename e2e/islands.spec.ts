import type { Page, Request } from '@playwright/test';
import { expect, isMobile, staticRoutes, test } from './fixtures';

/*
 * Island pages (issue 38): no page loads Next.js's runtime or a React Server Components payload; each island
 * wakes on its own trigger, and React is fetched only by the enquiry form's island, when it is needed.
 */

const serviceRoute = '/services/work-abroad/';
const toolRoute = '/tools/canada-express-entry/';
const everyRoute = [...staticRoutes, serviceRoute, '/tools/', toolRoute, '/enquiry/sent/contact/'];

/** Requests the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const islandRequests = (requests: Request[], name: string) => requests.filter((request) => new URL(request.url()).pathname.match(new RegExp(`/_islands/${name}-[A-Z0-9]+\\.js$`)));
const island = (page: Page, name: string) => page.locator(`gu-island[name="${name}"]`).first();

test.describe('no framework on any page @one-width', () => {
  for (const route of everyRoute) {
    test(`${route} loads no Next.js runtime chunk, no RSC payload, and logs no error`, async ({ page }) => {
      const requests = recordRequests(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        // The fixture answers the background videos 404 (they cost CPU every other test needs).
        if (message.type() === 'error' && !/\.(mp4|webm)$/.test(message.location().url)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const urls = requests.map((request) => new URL(request.url()));
      expect(urls.filter((url) => url.pathname.startsWith('/_next/') && url.pathname.endsWith('.js')).map(String)).toEqual([]);
      expect(urls.filter((url) => url.pathname.endsWith('.txt') || url.searchParams.has('_rsc')).map(String)).toEqual([]);
      expect(requests.filter((request) => request.headers()['rsc'] !== undefined).map((request) => request.url())).toEqual([]);
      expect(await page.evaluate(() => 'next' in window || '__next_f' in window)).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('React arrives only with the island that needs it @one-width', () => {
  test('a service page read without scrolling fetches no React; the form fetches it as the visitor comes near, and is enhanced in place', async ({ page }) => {
    const requests = recordRequests(page);
    // A hydration that does not match the pre-rendered form would be reported here.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/\.(mp4|webm)$/.test(message.location().url)) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(serviceRoute);
    await page.waitForLoadState('networkidle');
    expect(islandRequests(requests, 'enquiry-form')).toEqual([]);
    await expect(island(page, 'enquiry-form')).not.toHaveAttribute('hydrated');
    const form = page.locator('#inquiry form');
    await form.scrollIntoViewIfNeeded();
    await expect(island(page, 'enquiry-form')).toHaveAttribute('hydrated', '');
    expect(islandRequests(requests, 'enquiry-form')).toHaveLength(1);
    // Enhanced: the browser's own validation gives way to the form's messages beside each field.
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    expect(errors).toEqual([]);
  });

  test('a page without a form fetches only the few lines of its behaviours, never React', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/about/');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/_islands\/(tabs|lazy-video|web-vitals|chunk)-[A-Z0-9]+\.js$/);
    expect(islandRequests(requests, 'enquiry-form')).toEqual([]);
  });
});

test.describe('each island wakes on its trigger', () => {
  test('the menu wakes at the first tap or click, opens at once, and is a full disclosure from then on', async ({ page }) => {
    await page.goto('/about/');
    const name = isMobile(page) ? 'mobile-menu' : 'desktop-nav';
    await expect(island(page, name)).not.toHaveAttribute('hydrated');
    const button = isMobile(page) ? page.getByRole('button', { name: /^(Open|Close) menu$/ }) : page.getByRole('banner').getByRole('button', { name: 'Services' });
    await button.click();
    await expect(island(page, name)).toHaveAttribute('hydrated', '');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the carousel wakes when it is scrolled to @one-width', async ({ page }) => {
    await page.goto('/');
    const carousel = island(page, 'testimonial-carousel');
    await expect(carousel).not.toHaveAttribute('hydrated');
    await page.getByRole('region', { name: 'Customer testimonials' }).scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('hydrated', '');
    await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeEnabled();
  });

  test('the FAQ search wakes when the browser is idle, and filters what was typed before @one-width', async ({ page }) => {
    await page.goto('/faq/');
    await expect(island(page, 'faq-list')).toHaveAttribute('hydrated', '');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz-no-such-question');
    await expect(page.getByText('No matching questions found.')).toBeVisible();
  });

  test('an island whose bundle fails to load leaves its HTML working, and wakes at the next interaction @one-width', async ({ page }) => {
    let fail = true;
    await page.route(/\/_islands\/desktop-nav-[A-Z0-9]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/about/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Services' });
    await button.click();
    // The platform's popover opens it anyway.
    await expect(page.locator('#services-menu')).toBeVisible();
    await expect(island(page, 'desktop-nav')).not.toHaveAttribute('hydrated');
    await expect(page.getByRole('alert')).toContainText('A newer version of this site is available');
    fail = false;
    await page.keyboard.press('Escape');
    await button.click();
    await expect(island(page, 'desktop-nav')).toHaveAttribute('hydrated', '');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('moving between pages @one-width', () => {
  test('a page opened from a link is served from the prefetch the hover started', async ({ browser, baseURL }) => {
    // A page of its own: the fixture's request interception (the videos) hides the browser's prefetches from the test.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    try {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const link = page.getByRole('banner').getByRole('link', { name: 'About us' });
      const prefetched = page.waitForRequest((request) => request.url().endsWith('/about/') && request.resourceType() !== 'document');
      await link.hover();
      // The browser fetches the page while the pointer rests on the link (eagerness "moderate").
      await (await prefetched).response();
      await link.click();
      await expect(page).toHaveURL(/\/about\/$/);
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType)).toBe('navigational-prefetch');
    } finally {
      await context.close();
    }
  });
});
