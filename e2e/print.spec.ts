import { serviceHref, services } from '../content/services';
import { expect, staticRoutes, test } from './fixtures';

const routes = [...staticRoutes, ...services.map((s) => serviceHref(s.id))];

/** Every heading of <main> that would not be on paper, with the reason (itself or an ancestor). */
function invisibleHeadings() {
  const problems: string[] = [];
  for (const heading of document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')) {
    const rect = heading.getBoundingClientRect();
    let reason = rect.width === 0 || rect.height === 0 ? 'zero size' : '';
    for (let node: Element | null = heading; node && !reason; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none') reason = 'display none';
      else if (style.visibility === 'hidden') reason = 'visibility hidden';
      else if (Number(style.opacity) === 0) reason = 'opacity 0';
    }
    if (reason) problems.push(`${heading.textContent?.trim().slice(0, 60)}: ${reason}`);
  }
  return problems;
}

test.describe('print', () => {
  for (const route of routes) {
    test(`${route} prints every heading of its main content, scrolled or not @one-width`, async ({ page }) => {
      await page.goto(route);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('main :is(h1, h2, h3, h4, h5, h6)').count()).toBeGreaterThan(0);
      expect(await page.evaluate(invisibleHeadings)).toEqual([]);
    });
  }
});
