import { LOCALES, LOCALE_INFO } from '../lib/i18n/locales';
import type { Locator, Page } from '@playwright/test';
import { heroHeadline } from '../content/home';
import { footerColumns, mobileNav, topNav } from '../content/navigation';
import { serviceHref, services } from '../content/services';
import { site } from '../content/site';
import { expect, isMobile, test } from './fixtures';

/** Matches a URL ending in `path`, with or without its trailing slash. */
function endsWithPath(path: string): RegExp {
  const bare = path === '/' ? '' : path.replace(/\/+$/, '');
  return new RegExp(`^[^?#]*://[^/]+${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);
}

/** Resolves once React has hydrated the home page and run its effects: the typed headline leaves 'pending'. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('typed-headline')).toHaveAttribute('data-state', /^(typing|done)$/);
}

/** Resolves when the page has not scrolled for half a second (or at once if nothing scrolls it). */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(resolve, 500);
        window.addEventListener('scroll', () => {
          window.clearTimeout(timer);
          timer = window.setTimeout(resolve, 500);
        });
      }),
  );
}

/**
 * The header's menu at this width: the desktop top bar with its Services dropdown (a popover opened by its
 * button), or the mobile panel behind the 'Open menu' button, whose Our Services section is a `<details>`
 * (`servicesSection`, opened by its summary `servicesToggle`).
 */
function headerMenu(page: Page) {
  if (isMobile(page)) {
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    const panel = page.getByRole('navigation', { name: 'Mobile', exact: true });
    const servicesSection = panel.locator('details', { has: page.locator('summary', { hasText: mobileNav.servicesLabel }) });
    const servicesToggle = servicesSection.locator('summary');
    return { mobile: true as const, toggle, panel, servicesToggle, servicesSection };
  }
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const toggle = nav.getByRole('button', { name: topNav.servicesLabel, exact: true });
  return { mobile: false as const, toggle, panel: nav };
}

/**
 * The menu button says the menu is closed: aria-expanded "false" once its island is awake; before that (a
 * page nobody has touched yet) no aria-expanded at all, and the browser reports the popover invoker's
 * collapsed state itself: a pre-rendered "false" would go stale when the menu opens without script.
 */
async function expectCollapsed(toggle: Locator): Promise<void> {
  await expect.poll(async () => (await toggle.getAttribute('aria-expanded')) ?? 'not set (the platform reports it)').toMatch(/^(false|not set \(the platform reports it\))$/);
  await expect(toggle).toHaveAttribute('popovertarget', /.+/);
}

/** Opens the list of services (desktop: the dropdown; mobile: the panel, then Our Services) and returns its links. */
async function openServicesList(page: Page): Promise<Locator> {
  const menu = headerMenu(page);
  await menu.toggle.click();
  await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
  let list: Locator;
  if (menu.mobile) {
    await menu.servicesToggle.click();
    await expect(menu.servicesSection).toHaveAttribute('open', '');
    list = menu.servicesSection.getByRole('list');
  } else {
    const listId = await menu.toggle.getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    list = page.locator(`[id="${listId}"]`);
  }
  await expect(list).toBeVisible();
  return list;
}

test.describe('header', () => {
  test('the logo and company name link to the home page', async ({ page }) => {
    await page.goto('/about/');
    const logo = page.getByRole('banner').getByRole('link', { name: site.name });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(endsWithPath('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);
  });

  test('only the menu of the current width is offered: the top bar from 768 px, the menu button below', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main', exact: true });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (isMobile(page)) {
      await expect(menuButton).toBeVisible();
      await expect(main).toBeHidden();
    } else {
      await expect(main).toBeVisible();
      await expect(main.getByRole('button', { name: topNav.servicesLabel, exact: true })).toBeVisible();
      await expect(menuButton).toBeHidden();
    }
  });

  test('the menu button opens and closes the menu and reports it with aria-expanded', async ({ page }) => {
    await page.goto('/');
    const menu = headerMenu(page);
    await expectCollapsed(menu.toggle);
    if (menu.mobile) {
      await expect(menu.toggle).toHaveAccessibleName('Open menu');
      await expect(menu.panel).toBeHidden();
      await menu.toggle.click();
      await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.toggle).toHaveAccessibleName('Close menu');
      await expect(menu.panel).toBeVisible();
      await expect(menu.panel.getByRole('link', { name: mobileNav.home.label, exact: true })).toBeVisible();
      await expect(menu.servicesSection).not.toHaveAttribute('open');
      await menu.toggle.click();
      await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.panel).toBeHidden();
    } else {
      const dropdown = page.locator(`[id="${await menu.toggle.getAttribute('aria-controls')}"]`);
      await expect(dropdown).toBeHidden();
      await menu.toggle.click();
      await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown).toBeVisible();
      await menu.toggle.click();
      await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(dropdown).toBeHidden();
    }
  });

  test('the services menu lists the ten services, each with an initial-letter badge', async ({ page }) => {
    await page.goto('/');
    const list = await openServicesList(page);
    const links = list.getByRole('link');
    await expect(links).toHaveCount(10);
    await expect(links).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const link = links.nth(index);
      // The badge is decorative (aria-hidden): the link's name is the title alone, its text starts with the initial.
      await expect(link).toHaveAccessibleName(service.title);
      await expect(link).toHaveText(`${service.title.charAt(0)}${service.title}`);
      await expect(link).toHaveAttribute('href', serviceHref(service.id));
    }
  });

  test('the desktop dropdown is a two-column panel 700 px wide inside the window; the mobile panel spans the full width', async ({ page }) => {
    await page.goto('/');
    const list = await openServicesList(page);
    const viewport = page.viewportSize()!;
    if (isMobile(page)) {
      const panel = await headerMenu(page).panel.boundingBox();
      expect(panel!.x).toBe(0);
      expect(panel!.width).toBe(viewport.width);
      return;
    }
    const box = (await list.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.min(700, viewport.width - 32));
    expect(box.x, 'left edge inside the window').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge inside the window').toBeLessThanOrEqual(viewport.width);
    const links = list.getByRole('link');
    const [first, second, third] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!, (await links.nth(2).boundingBox())!];
    expect(second.y, 'the second service sits beside the first').toBeCloseTo(first.y, 0);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(third.y, 'the third starts the next row').toBeGreaterThan(first.y);
  });

  test('choosing a service opens its page and closes the menu', async ({ page }) => {
    await page.goto('/');
    const service = services[3]!;
    const list = await openServicesList(page);
    await list.getByRole('link', { name: service.title, exact: true }).click();
    await expect(page).toHaveURL(endsWithPath(serviceHref(service.id)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    const menu = headerMenu(page);
    await expectCollapsed(menu.toggle);
    await expect(list).toBeHidden();
    if (menu.mobile) await expect(menu.panel).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the button that opened it', async ({ page }) => {
    await page.goto('/');
    const list = await openServicesList(page);
    const menu = headerMenu(page);
    await list.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(menu.toggle).toBeFocused();
    if (menu.mobile) await expect(menu.panel).toBeHidden();
  });

  test('a click outside the desktop dropdown closes it; on mobile Our Services collapses when pressed again', async ({ page }) => {
    await page.goto('/');
    const list = await openServicesList(page);
    const menu = headerMenu(page);
    if (menu.mobile) {
      await menu.servicesToggle.click();
      await expect(menu.servicesSection).not.toHaveAttribute('open');
      await expect(list).toBeHidden();
      await expect(menu.panel).toBeVisible();
    } else {
      // The footer blurb is plain text, far from the dropdown: clicking it must not navigate anywhere.
      await page.getByRole('contentinfo').getByText(site.description).click();
      await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await expect(page).toHaveURL(endsWithPath('/'));
    }
  });

  test('keyboard focus: leaving the desktop dropdown closes it; the open mobile menu keeps Tab focus inside', async ({ page }) => {
    await page.goto('/');
    const menu = headerMenu(page);
    if (menu.mobile) {
      await menu.toggle.click();
      await expect(menu.toggle).toBeFocused();
      const focusInMenu = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active) return 'nothing';
          if (active.closest('nav[aria-label="Mobile"]')) return 'panel';
          return active.getAttribute('aria-label') === 'Close menu' ? 'menu button' : active.outerHTML.slice(0, 80);
        });
      // Menu button, Home, Our Services, About us, Testimonials, Contact, the three languages: then back to the button.
      const stops = 2 + mobileNav.after.length + LOCALES.length + 1;
      for (let press = 1; press <= stops * 2; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInMenu(), `after ${press} Tab presses`).toBe(press % stops === 0 ? 'menu button' : 'panel');
      }
      await page.keyboard.press('Shift+Tab');
      await expect(menu.panel.getByRole('link', { name: LOCALE_INFO[LOCALES[LOCALES.length - 1]!].nativeName, exact: true })).toBeFocused();
    } else {
      const list = await openServicesList(page);
      await expect(menu.toggle).toBeFocused();
      for (let press = 0; press < services.length; press += 1) await page.keyboard.press('Tab');
      await expect(list.getByRole('link').last()).toBeFocused();
      await expect(list).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.panel.getByRole('link', { name: topNav.after[0].label, exact: true })).toBeFocused();
      await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
    }
  });

  test('the top links Home, About us, Testimonials and Contact navigate and mark the current page', async ({ page }) => {
    await page.goto('/faq/');
    const menu = headerMenu(page);
    const links = menu.mobile ? [mobileNav.home, ...mobileNav.after] : [topNav.home, ...topNav.after, topNav.contact];
    expect(links.map((l) => l.label)).toEqual(menu.mobile ? ['Home', 'About us', 'Testimonials', 'Contact'] : ['Home', 'About us', 'Testimonials', 'Contact us']);
    for (const link of [...links.slice(1), links[0]!]) {
      if (menu.mobile) await menu.toggle.click();
      const item = menu.panel.getByRole('link', { name: link.label, exact: true });
      await item.click();
      await expect(page).toHaveURL(endsWithPath(link.href));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (menu.mobile) {
        await expectCollapsed(menu.toggle);
        await expect(menu.panel).toBeHidden();
        await menu.toggle.click();
      }
      await expect(item).toHaveAttribute('aria-current', 'page');
      if (menu.mobile) await page.keyboard.press('Escape');
    }
  });

  test('the mobile menu spells its item Testimonials; the top bar has the same link', async ({ page }) => {
    await page.goto('/');
    const menu = headerMenu(page);
    if (menu.mobile) await menu.toggle.click();
    // The spec's menu spelt it 'Testimonals'; the site deliberately corrects the typo (docs/behaviour-notes.md).
    await expect(menu.panel.getByRole('link', { name: 'Testimonials', exact: true })).toBeVisible();
    await expect(menu.panel.getByRole('link', { name: 'Testimonals', exact: true })).toHaveCount(0);
  });
});

test.describe('path changes', () => {
  test('following a footer link scrolls the new page to the top', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const faq = footerColumns.company.links.find((l) => l.label === 'FAQ')!;
    await footer.getByRole('link', { name: faq.label, exact: true }).click();
    await expect(page).toHaveURL(endsWithPath(faq.href));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  });

  test('choosing a service from the menu further down a page scrolls the service page to the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const service = services[7]!;
    const list = await openServicesList(page);
    await list.getByRole('link', { name: service.title, exact: true }).click();
    await expect(page).toHaveURL(endsWithPath(serviceHref(service.id)));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('reloading a page keeps the reading position: only a path change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.reload();
    await hydrated(page);
    await scrollSettled(page);
    // The browser restores the position on reload; the page must not then jump back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1400);
  });
});
