import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts as a visitor who has already seen this session's splash, unless it opts out. */
export const test = base.extend<{ skipSplash: boolean; videos: boolean }>({
  skipSplash: [true, { option: true }],
  // The looping background videos are decoded in software on CI machines and burn CPU that every other
  // test needs: they are answered 404 unless a test is about them (`test.use({ videos: true })`).
  videos: [false, { option: true }],
  page: async ({ page, skipSplash, videos, javaScriptEnabled }, use) => {
    if (skipSplash) await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    if (!videos) await page.route(/\.(mp4|webm)(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
    // The served pages carry the real Content-Security-Policy (out/_headers): any violation fails the test.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The framework loads after the first paint (scripts/defer-scripts.mjs), so `load` can come before the
    // page is interactive: every navigation waits until the layout has marked the document hydrated.
    const hydrated = async () => {
      if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Every route of the spec's route table (services expanded), as served with trailing slashes. */
export const staticRoutes = ['/', '/home/', '/about/', '/testimonials/', '/contact/', '/faq/', '/privacy-policy/', '/terms-and-conditions/', '/safe-recruitment/'] as const;
