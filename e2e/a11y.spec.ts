import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serviceHref, services } from '../content/services';
import { expect, isMobile, staticRoutes, test } from './fixtures';

const notFoundRoute = '/no-such-page/';
const routes = [...staticRoutes, ...services.map((s) => serviceHref(s.id)), notFoundRoute];

/** A readable list of axe violations: rule, impact and the first few offending elements. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}

async function focusStyle(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return { element: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`, visible: outline || ring };
  });
}

/** Opens the services list of the header menu at this width and waits until its last service shows. */
async function openMenu(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Our Services is a <details> section: its summary opens it.
    await page.getByRole('navigation', { name: 'Mobile' }).locator('summary', { hasText: 'Our Services' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Services', exact: true }).click();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: services[9]!.title, exact: true })).toBeVisible();
}

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route} has no WCAG 2 A/AA violations and does not scroll sideways`, async ({ page }) => {
      // Reduced motion renders every section at full opacity at once (no reveal fades, no typing), so
      // colour contrast is measured on the final colours rather than mid-transition.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect.soft(results.violations.map((v) => `${v.id}: ${v.help}`), describeViolations(results.violations)).toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
    });
  }
});

test.describe('axe: open menus', () => {
  test('the open services menu has no violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about/');
    await openMenu(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('header').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`), describeViolations(results.violations)).toEqual([]);
  });
});

test.describe('menu width', () => {
  test('opening the menu does not make the page scroll sideways', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  });
});

test.describe('keyboard', () => {
  test('the first Tab on the home page reaches the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('every element reached with Tab shows a visible focus style', async ({ page }) => {
    await page.goto('/');
    const seen: string[] = [];
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusStyle(page);
      expect(focused, `something has focus after ${press + 1} Tab presses`).not.toBeNull();
      expect(focused!.visible, `${focused!.element} shows no focus outline or ring`).toBe(true);
      seen.push(focused!.element);
    }
    // The walk reached past the header into the page content.
    expect(seen.some((element) => element.includes('Learn more') || element.includes('Explore Services'))).toBe(true);
  });
});
