import type { Page, Request } from '@playwright/test';
import { connectSection, featuredSection, heroHeadline, heroStats, heroTabs, servicesSection, testimonialsSection, valuesSection, whyChooseUs } from '../content/home';
import { getService, serviceHref, services } from '../content/services';
import { site } from '../content/site';
import { values } from '../content/values';
import { expect, test } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Resolves once React has hydrated the hero: the typed headline leaves its pre-rendered 'pending' state. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('typed-headline')).toHaveAttribute('data-state', /^(typing|done)$/);
}

test.describe('typing headline', { tag: '@one-width' }, () => {
  test("types 'Global Business Solutions' one character about every 100 ms", async ({ page }) => {
    expect(heroHeadline).toBe('Global Business Solutions');
    expect(heroHeadline).toHaveLength(25);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // Record every change of the visible copy with its time, from inside the page.
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="typed-headline"]')!;
      const log: [number, number, string][] = [];
      (window as unknown as { typingLog: typeof log }).typingLog = log;
      new MutationObserver(() => log.push([performance.now(), el.textContent!.length, el.getAttribute('data-state')!])).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const typed = page.getByTestId('typed-headline');
    const visibleLength = () => typed.evaluate((el) => el.textContent!.length);

    await expect.poll(visibleLength, { intervals: [40] }).toBeLessThan(25);
    const early = await visibleLength();
    await expect(typed).toHaveAttribute('data-state', 'typing');
    await expect(typed).toBeVisible();
    await expect.poll(visibleLength, { intervals: [40] }).toBeGreaterThan(early);
    await expect(typed).toHaveText(heroHeadline, { timeout: 10_000 });
    await expect(typed).toHaveAttribute('data-state', 'done');

    const log = await page.evaluate(() => (window as unknown as { typingLog: [number, number, string][] }).typingLog);
    const typing = log.filter(([, length, state]) => state !== 'pending' && length > 0);
    const lengths = typing.map(([, length]) => length);
    expect(lengths.at(-1)).toBe(25);
    expect(lengths, 'the visible copy only ever grows').toEqual([...lengths].sort((a, b) => a - b));
    // Timer callbacks may bunch up on a busy machine: judge the average pace over the whole line.
    const first = typing.find(([, length]) => length < 25)!;
    const last = typing.find(([, length]) => length === 25)!;
    const perCharacter = (last[0] - first[0]) / (last[1] - first[1]);
    expect(perCharacter).toBeGreaterThan(60);
    expect(perCharacter).toBeLessThan(300);
  });

  test('the h1 is named by the full headline from the start, while the visible copy is still typing', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const typed = page.getByTestId('typed-headline');
    await expect(typed).toHaveAttribute('data-state', 'typing');
    await expect(typed).not.toHaveText(heroHeadline);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);
  });
});

test.describe('hero', { tag: '@one-width' }, () => {
  test('three tabs, the first selected; clicking a tab selects it and shows its panel', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('region', { name: 'Introduction' }).getByRole('tablist');
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Residency by Investment', 'Work Abroad', 'Medical Tourism']);
    await expect(tabs).toHaveText(heroTabs.map((t) => t.label));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(heroTabs[0]!.description);
    await hydrated(page);

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText(heroTabs[2]!.description);
    await expect(page.getByText(heroTabs[0]!.description)).toBeHidden();
  });

  test('ArrowRight and ArrowLeft move the selection between the tabs', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const tabs = page.getByRole('region', { name: 'Introduction' }).getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(heroTabs[1]!.description);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first(), 'ArrowRight wraps from the last tab to the first').toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2), 'ArrowLeft wraps from the first tab to the last').toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order (roving tabindex).
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
  });

  test('each tab has a Learn more link to its service', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const tabs = page.getByRole('region', { name: 'Introduction' }).getByRole('tab');
    const expected = ['residency-by-investment', 'work-abroad', 'medical-tourism-services'];
    for (const [index, id] of expected.entries()) {
      await tabs.nth(index).click();
      const learnMore = page.getByRole('tabpanel').getByRole('link', { name: /^Learn more/ });
      await expect(learnMore).toHaveAttribute('href', new RegExp(`^/services/${id}/?$`));
    }
    await page.getByRole('tabpanel').getByRole('link', { name: /^Learn more/ }).click();
    await expect(page).toHaveURL(/\/services\/medical-tourism-services\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getService('medical-tourism-services')!.title);
  });

  test('shows the statistics 10+ years, 50+ countries and 1000+ clients', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Introduction' });
    await expect(hero.getByRole('definition')).toHaveText(['10+', '50+', '1000+']);
    await expect(hero.getByRole('term')).toHaveText(heroStats.map((s) => s.label));
    await expect(hero.getByRole('term')).toHaveText(['Years Experience', 'Countries Served', 'Satisfied Clients']);
  });

  test('Explore Services jumps to the services section', async ({ page }) => {
    await page.goto('/');
    const explore = page.getByRole('region', { name: 'Introduction' }).getByRole('link', { name: 'Explore Services' });
    await expect(explore).toHaveAttribute('href', '#service');
    await explore.click();
    await expect(page).toHaveURL(/\/#service$/);
    await expect(page.getByRole('heading', { name: servicesSection.title, exact: true })).toBeInViewport();
  });

  test('Contact Us goes to the contact page', async ({ page }) => {
    await page.goto('/');
    const contact = page.getByRole('region', { name: 'Introduction' }).getByRole('link', { name: 'Contact Us', exact: true });
    await expect(contact).toHaveAttribute('href', /^\/contact\/?$/);
    await contact.click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect With Us');
  });
});

test.describe('sections below the hero', () => {
  test('Why Choose Us gives four reasons', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: whyChooseUs.title });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Deep Expertise', 'Extensive Global Network', 'Personalized Solutions', 'Proven Track Record']);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(whyChooseUs.reasons.map((r) => r.title));
  });

  test('the Core Values grid shows the five values', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: valuesSection.title });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(values.map((v) => v.name));
  });

  test('the services grid has a View Details link to each of the ten services', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: servicesSection.title, exact: true });
    const links = section.getByRole('link', { name: /^View Details/ });
    await expect(links).toHaveCount(10);
    for (const [index, service] of services.entries()) {
      await expect(section.getByRole('heading', { level: 3 }).nth(index)).toHaveText(service.title);
      await expect(links.nth(index)).toHaveAttribute('href', serviceHref(service.id));
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`^View Details\\s?: ${escapeRegExp(service.title)}$`));
    }
  });

  test('the testimonials carousel: previous is disabled at the start, next scrolls the track and enables previous', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: testimonialsSection.title }).getByRole('region', { name: 'Customer testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    const track = carousel.getByLabel('Testimonials, scroll horizontally');
    await expect(track.getByRole('group')).toHaveCount(6);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const start = await track.evaluate((el) => el.scrollLeft);
    // Scroll snapping may rest the first slide a few pixels in (the track's padding).
    expect(start).toBeLessThanOrEqual(4);

    await next.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(start + 100);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(start);
    await expect(previous).toBeDisabled();
  });

  test('the featured section lists the first three services', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: featuredSection.title });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(services.slice(0, 3).map((s) => s.title));
    const links = section.getByRole('link', { name: /^View Details/ });
    await expect(links).toHaveCount(3);
    for (const [index, service] of services.slice(0, 3).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', serviceHref(service.id));
    }
  });

  test('Book an Appointment opens the scheduling page in a new tab', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: connectSection.title });
    const book = section.getByRole('link', { name: connectSection.buttonLabel });
    await expect(book).toHaveAttribute('href', site.schedulingUrl);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(book).toHaveAccessibleName(/opens in a new tab/);
  });

  test('several calls to action lead to the contact page', async ({ page }) => {
    await page.goto('/');
    const toContact = page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true });
    expect(await toContact.count()).toBeGreaterThanOrEqual(2);
    for (const link of await toContact.all()) await expect(link).toHaveAttribute('href', /^\/contact\/?$/);
  });
});

test.describe('featured video', { tag: '@one-width' }, () => {
  test.use({ videos: true });
  const isVideo = (request: Request) => /\.(webm|mp4)(\?|$)/.test(new URL(request.url()).pathname);

  test('downloads nothing until the visitor scrolls near it, then loads its source', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (isVideo(request)) videoRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const section = page.getByRole('region', { name: featuredSection.title });
    const video = section.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video.locator('source')).toHaveCount(0);
    expect(videoRequests, 'no video was requested at load').toEqual([]);

    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => videoRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(videoRequests[0]).toMatch(new RegExp(`${featuredSection.video.src}\\.(webm|mp4)$`));
    await expect(section.getByRole('button', { name: /background video/ })).toBeVisible();
  });

  test('with reduced motion the video is never downloaded, even in view: the poster shows instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (isVideo(request)) videoRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    const section = page.getByRole('region', { name: featuredSection.title });
    await section.scrollIntoViewIfNeeded();
    // The section reveal uses the same IntersectionObserver machinery: once it has fired for this
    // section, and two frames later, a video observer would have asked for the source too.
    await expect(section.locator('[data-reveal]')).toHaveAttribute('data-revealed', '');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    const poster = section.locator('img[src$=".jpg"]');
    await expect(poster).toHaveAttribute('src', `${featuredSection.video.src}.jpg`);
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(section.locator('video source')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /background video/ })).toHaveCount(0);
  });
});

test.describe('scroll to top', () => {
  test('the button appears only past 300 px and brings the visitor back to the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => scrollY(page)).toBe(600);
    await expect(button).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => scrollY(page)).toBe(250);
    await expect(button, 'hidden again at 250 px').toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('scroll reveal', { tag: '@one-width' }, () => {
  test('sections marked to reveal are revealed once they scroll into view', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const connect = page.getByRole('region', { name: connectSection.title }).locator('[data-reveal]');
    await expect(connect).not.toHaveAttribute('data-revealed');
    // Under the default motion setting a hidden section is transparent until revealed.
    await expect(connect).toHaveCSS('opacity', '0');

    const reveals = page.locator('[data-reveal]');
    const count = await reveals.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < count; index += 1) {
      await reveals.nth(index).scrollIntoViewIfNeeded();
      await expect(reveals.nth(index)).toHaveAttribute('data-revealed');
    }
    await expect(connect).toHaveCSS('opacity', '1');
  });

  test('sections on the first screen show with the page, before the framework has loaded', async ({ browser }, testInfo) => {
    // A page of its own whose island bundles never arrive (the fixture's page would wait for the loader).
    const page = await browser.newPage({ viewport: testInfo.project.use.viewport });
    await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    await page.route(/\/_islands\//, (route) => route.abort());
    const states = async () =>
      page.locator('[data-reveal]').evaluateAll((elements) =>
        elements.map((element) => ({
          onFirstScreen: element.getBoundingClientRect().top < window.innerHeight,
          waits: element.getAttribute('data-reveal') === 'below',
          opacity: getComputedStyle(element).opacity,
        })),
      );
    try {
      await page.goto('/about/');
      const about = await states();
      expect(about.filter((s) => s.onFirstScreen).length, '/about/ has a reveal section on its first screen').toBeGreaterThan(0);
      for (const state of about) expect(state).toMatchObject(state.onFirstScreen ? { waits: false, opacity: '1' } : { waits: true, opacity: '0' });

      await page.goto('/');
      const home = await states();
      expect(home.filter((s) => !s.onFirstScreen).length, 'the home page has reveal sections further down').toBeGreaterThan(0);
      for (const state of home) expect(state).toMatchObject(state.onFirstScreen ? { waits: false, opacity: '1' } : { waits: true, opacity: '0' });
      expect(await page.locator('gu-island[hydrated]').count(), 'no island ever woke').toBe(0);
    } finally {
      await page.close();
    }
  });

  test('on a page reached through a link, the sections below the first screen wait for their reveal too', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('banner').getByRole('link', { name: site.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);
    const connect = page.getByRole('region', { name: connectSection.title }).locator('[data-reveal]');
    await expect(connect).toHaveAttribute('data-reveal', 'below');
    await expect(connect).toHaveCSS('opacity', '0');
    await connect.scrollIntoViewIfNeeded();
    await expect(connect).toHaveAttribute('data-revealed', '');
    await expect(connect).toHaveCSS('opacity', '1');
  });
});
