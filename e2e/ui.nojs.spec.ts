import type { Page } from '@playwright/test';
import { aboutBlocks } from '../content/about';
import { faqs } from '../content/faq';
import { heroTabs, testimonialsSection } from '../content/home';
import { mobileNav, topNav } from '../content/navigation';
import { serviceHref, services } from '../content/services';
import { site } from '../content/site';
import { expect, isMobile, test } from './fixtures';

/*
 * The pre-rendered HTML alone (these specs run with JavaScript disabled): every control the visitor meets
 * works from the platform, and nothing is hidden that only a script would show.
 */

/** Opens the header's list of services at this width and returns it. */
async function openServices(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Mobile', exact: true });
    await expect(panel).toBeVisible();
    await panel.locator('summary', { hasText: mobileNav.servicesLabel }).click();
    const list = panel.locator('details').getByRole('list');
    await expect(list).toBeVisible();
    return list;
  }
  const toggle = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: topNav.servicesLabel, exact: true });
  await toggle.click();
  const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(list).toBeVisible();
  return list;
}

test.describe('without JavaScript', () => {
  test('the header menu opens and reaches all ten services', async ({ page }) => {
    await page.goto('/about/');
    const list = await openServices(page);
    const links = list.getByRole('link');
    await expect(links).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAccessibleName(service.title);
      await expect(links.nth(index)).toHaveAttribute('href', serviceHref(service.id));
    }
    await links.nth(4).click();
    await expect(page).toHaveURL(new RegExp(`${serviceHref(services[4]!.id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services[4]!.title);
  });

  test('the menu of this width looks as with script: a full-width panel, or a 700 px two-column dropdown; both close natively', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Mobile', exact: true });
      await expect(panel).toBeVisible();
      // The panel slides in from the right (a CSS transition): measured once it has arrived.
      await expect.poll(async () => (await panel.boundingBox())!.x).toBe(0);
      expect((await panel.boundingBox())!.width).toBe(page.viewportSize()!.width);
      for (const link of [mobileNav.home, ...mobileNav.after]) await expect(panel.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      await expect(panel.locator('summary', { hasText: mobileNav.servicesLabel })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      return;
    }
    const list = await openServices(page);
    const box = (await list.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.min(700, page.viewportSize()!.width - 32));
    const links = list.getByRole('link');
    const [first, second, third] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!, (await links.nth(2).boundingBox())!];
    expect(second.y, 'the second service sits beside the first').toBeCloseTo(first.y, 0);
    expect(third.y, 'the third starts the next row').toBeGreaterThan(first.y);
    // The footer blurb is plain text, far from the dropdown.
    await page.getByRole('contentinfo').getByText(site.description).click();
    await expect(list).toBeHidden();
  });

  test('FAQ answers open one at a time; the search box, which needs script, is not offered', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page.getByRole('searchbox', { name: 'Search questions' })).toBeHidden();
    const questions = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(questions).toHaveText(faqs.map((f) => f.question));
    for (const faq of faqs) {
      await expect(page.getByText(faq.answer)).toBeHidden();
      await questions.filter({ hasText: faq.question }).click();
      await expect(page.getByText(faq.answer)).toBeVisible();
    }
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
  });

  test('every panel of the home and About tabs can be read, and its link leads to it', async ({ page }) => {
    await page.goto('/');
    const intro = page.getByRole('region', { name: 'Introduction' });
    for (const tab of heroTabs) {
      await expect(intro.getByText(tab.description)).toBeVisible();
      const link = intro.getByRole('link', { name: tab.label, exact: true });
      const target = (await link.getAttribute('href'))!;
      expect(target).toMatch(/^#/);
      await expect(page.locator(target)).toContainText(tab.description);
    }
    await page.goto('/about/');
    for (const block of aboutBlocks) {
      await expect(page.getByRole('heading', { name: block.title })).toBeVisible();
      await expect(page.getByText(block.text)).toBeVisible();
    }
  });

  test('the testimonials scroll sideways without script; previous/next are not offered', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: testimonialsSection.title }).getByRole('region', { name: 'Customer testimonials' });
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const track = carousel.getByLabel('Testimonials, scroll horizontally');
    await track.scrollIntoViewIfNeeded();
    const slides = track.getByRole('listitem');
    const before = (await slides.first().boundingBox())!.x;
    // The keyboard scrolls the focused track (snapping to the next slide), and so does a sideways wheel.
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await slides.first().boundingBox())!.x).toBeLessThan(before - 100);
    await track.hover();
    await page.mouse.wheel(5000, 0);
    await expect(slides.last()).toBeInViewport();
  });

  test('no section waits for a reveal that only script would bring', async ({ page }) => {
    for (const route of ['/', '/about/', `${serviceHref(services[5]!.id)}`]) {
      await page.goto(route);
      const reveals = page.locator('[data-reveal]');
      expect(await reveals.count()).toBeGreaterThan(0);
      for (const reveal of await reveals.all()) {
        await expect(reveal).not.toHaveAttribute('data-reveal', 'below');
        await expect(reveal).toHaveCSS('opacity', '1');
      }
    }
  });

  test('an unknown service answers 404 with Service Not Found and its sentence', async ({ page }) => {
    const response = await page.goto('/services/no-such-service/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expect(page.getByText('Sorry, the requested service could not be found.')).toBeVisible();
    await expect(page.getByText('Lost signal. Page not found.')).toBeHidden();
    for (const service of services) await expect(page.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', serviceHref(service.id));
  });

  test('any other unknown path keeps the generic message @one-width', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost signal. Page not found.');
  });
});
