import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts as a visitor who has already seen this session's splash, unless it opts out. */
export const test = base.extend<{ skipSplash: boolean; videos: boolean }>({
  skipSplash: [true, { option: true }],
  // The looping background videos are decoded in software on CI machines and burn CPU that every other
  // test needs: they are answered 404 unless a test is about them (`test.use({ videos: true })`).
  videos: [false, { option: true }],
  page: async ({ page, skipSplash, videos }, use) => {
    if (skipSplash) await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    if (!videos) await page.route(/\.(mp4|webm)(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
    // The served pages carry the real Content-Security-Policy (out/_headers): any violation fails the test.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Every route of the spec's route table (services expanded), as served with trailing slashes. */
export const staticRoutes = ['/', '/home/', '/about/', '/testimonials/', '/contact/', '/faq/', '/privacy-policy/', '/terms-and-conditions/'] as const;
