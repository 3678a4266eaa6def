import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts as a visitor who has already seen this session's splash, unless it opts out. */
export const test = base.extend<{ skipSplash: boolean }>({
  skipSplash: [true, { option: true }],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
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
