import type { Page } from '@playwright/test';
import { aboutBlocks, aboutHero } from '../content/about';
import { faqs } from '../content/faq';
import { heroHeadline } from '../content/home';
import { privacyPolicy, terms } from '../content/legal';
import { pageSeo } from '../content/pages';
import { serviceHref, services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { fees, registration, trustPage } from '../content/trust';
import { values } from '../content/values';
import { expect, staticRoutes, test } from './fixtures';

const fullTitle = (title: string) => `${title} | ${site.name}`;

/** What each fixed route must announce to the browser tab and to search engines. */
const routeSeo: Record<(typeof staticRoutes)[number], { title: string; description: string }> = {
  '/': { title: pageSeo.home.title, description: pageSeo.home.description },
  '/home/': { title: pageSeo.home.title, description: pageSeo.home.description },
  '/about/': { title: fullTitle(pageSeo.about.title), description: pageSeo.about.description },
  '/testimonials/': { title: fullTitle(pageSeo.testimonials.title), description: pageSeo.testimonials.description },
  '/contact/': { title: fullTitle(pageSeo.contact.title), description: pageSeo.contact.description },
  '/faq/': { title: fullTitle(pageSeo.faq.title), description: pageSeo.faq.description },
  '/privacy-policy/': { title: fullTitle(pageSeo.privacy.title), description: pageSeo.privacy.description },
  '/terms-and-conditions/': { title: fullTitle(pageSeo.terms.title), description: pageSeo.terms.description },
  '/safe-recruitment/': { title: fullTitle(pageSeo.safeRecruitment.title), description: pageSeo.safeRecruitment.description },
};

async function expectSeo(page: Page, expected: { title: string; description: string }) {
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description);
}

/** Plain text of the first paragraph of an HTML content block. */
function firstParagraph(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
}

test.describe('about', { tag: '@one-width' }, () => {
  test('shows the hero, the company description and the Core Values grid', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHero.title);
    await expect(page.getByRole('main')).toContainText(site.legalName);
    const valuesGrid = page.getByRole('region', { name: 'Our Core Values' });
    await expect(valuesGrid.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(valuesGrid.getByRole('heading', { level: 3 })).toHaveText(values.map((v) => v.name));
    await expectSeo(page, routeSeo['/about/']);
  });

  test('the Mission, Vision and Approach tabs start on Mission; clicking Vision shows its panel', async ({ page }) => {
    await page.goto('/about/');
    const tabs = page.getByRole('tablist', { name: 'Our purpose' }).getByRole('tab');
    await expect(tabs).toHaveText(['Mission', 'Vision', 'Approach']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(aboutBlocks[0]!.title);
    await expect(panel).toContainText(aboutBlocks[0]!.text);

    const vision = page.getByRole('tab', { name: 'Vision' });
    await vision.click();
    await expect(vision).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(aboutBlocks[1]!.title);
    await expect(panel).toContainText(aboutBlocks[1]!.text);
    await expect(page.getByText(aboutBlocks[0]!.text)).toBeHidden();
  });

  test('arrow keys move between the purpose tabs', async ({ page }) => {
    await page.goto('/about/');
    const tabs = page.getByRole('tablist', { name: 'Our purpose' }).getByRole('tab');
    await tabs.first().click();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(aboutBlocks[2]!.title);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toBeFocused();
  });
});

test.describe('testimonials', { tag: '@one-width' }, () => {
  test('shows exactly the first four testimonials, each with quote, photo, name, title and company', async ({ page }) => {
    await page.goto('/testimonials/');
    const cards = page.getByRole('main').getByRole('figure');
    await expect(cards).toHaveCount(4);
    for (const [index, t] of testimonials.slice(0, 4).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('blockquote')).toHaveText(t.quote);
      await expect(card.getByRole('img', { name: t.name })).toBeVisible();
      await expect(card).toContainText(t.name);
      await expect(card).toContainText(t.title);
      await expect(card).toContainText(t.company);
    }
    await expectSeo(page, routeSeo['/testimonials/']);
  });
});

test.describe('contact', { tag: '@one-width' }, () => {
  test('is titled Connect With Us and lists offices, phone, hours, global presence and profiles', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect With Us');
    const details = page.getByRole('complementary', { name: 'Our details' });

    expect(site.offices.map((o) => o.city)).toEqual(['Mumbai', 'Ahmedabad', 'Rajkot']);
    for (const city of ['Mumbai', 'Ahmedabad', 'Rajkot']) await expect(details.getByText(city, { exact: true })).toBeVisible();

    const phone = details.getByRole('link', { name: site.phone });
    await expect(phone).toHaveAttribute('href', site.phoneHref);
    await expect(details.getByText('Monday to Friday, 9:00 AM to 6:00 PM IST', { exact: true })).toBeVisible();

    const presence = ['Australia', 'New Zealand', 'Indonesia', 'United Kingdom', 'UAE'];
    expect(site.globalPresence).toEqual(presence);
    for (const country of presence) await expect(details.getByRole('listitem').filter({ hasText: new RegExp(`^${country}$`) })).toBeVisible();

    for (const profile of site.social) {
      const link = details.getByRole('link', { name: profile.label });
      await expect(link).toHaveAttribute('href', profile.href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expectSeo(page, routeSeo['/contact/']);
  });
});

test.describe('faq', { tag: '@one-width' }, () => {
  // Each question is the heading inside a <details> summary (one open at a time natively, `name` group).
  const questions = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  const entry = (page: Page, question: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: question }).locator('details');

  test('lists the seven questions under a search box', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveAttribute('placeholder', 'Search questions...');
    await expect(questions(page)).toHaveCount(7);
    await expect(questions(page)).toHaveText(faqs.map((f) => f.question));
    await expectSeo(page, routeSeo['/faq/']);
  });

  test('searching filters the questions case-insensitively; nonsense shows the empty message', async ({ page }) => {
    await page.goto('/faq/');
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    const term = 'YOU';
    const matching = faqs.filter((f) => f.question.toLowerCase().includes(term.toLowerCase()));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(faqs.length);
    await search.fill(term);
    await expect(questions(page)).toHaveText(matching.map((f) => f.question));

    await search.fill('visa APPROVAL');
    await expect(questions(page)).toHaveText(['Do you guarantee visa approval?']);

    await search.fill('xyzzy quantum llama');
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText('No matching questions found.')).toBeVisible();

    await search.fill('');
    await expect(questions(page)).toHaveCount(7);
    await expect(page.getByText('No matching questions found.')).toBeHidden();
  });

  test('the accordion keeps one answer open at a time, and clicking the open question closes it', async ({ page }) => {
    await page.goto('/faq/');
    const first = entry(page, faqs[0]!.question);
    const second = entry(page, faqs[1]!.question);
    await expect(first).not.toHaveAttribute('open');
    await expect(page.getByText(faqs[0]!.answer)).toBeHidden();

    await first.getByRole('heading', { name: faqs[0]!.question }).click();
    await expect(first).toHaveAttribute('open', '');
    await expect(page.getByText(faqs[0]!.answer)).toBeVisible();

    await second.getByRole('heading', { name: faqs[1]!.question }).click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await expect(page.getByText(faqs[1]!.answer)).toBeVisible();
    await expect(page.getByText(faqs[0]!.answer)).toBeHidden();

    await second.getByRole('heading', { name: faqs[1]!.question }).click();
    await expect(second).not.toHaveAttribute('open');
    await expect(page.getByText(faqs[1]!.answer)).toBeHidden();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);
  });
});

test.describe('legal pages', { tag: '@one-width' }, () => {
  test('the privacy policy has its 12 sections', async ({ page }) => {
    await page.goto('/privacy-policy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.title);
    const sections = page.getByRole('main').getByRole('region');
    await expect(sections).toHaveCount(12);
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText(privacyPolicy.sections.map((s) => s.heading));
    await expect(page.getByRole('main')).toContainText('within one month');
    await expect(page.getByRole('main')).toContainText('under the age of 18');
    await expectSeo(page, routeSeo['/privacy-policy/']);
  });

  test('the terms and conditions have their 13 sections', async ({ page }) => {
    await page.goto('/terms-and-conditions/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    const sections = page.getByRole('main').getByRole('region');
    await expect(sections).toHaveCount(13);
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText(terms.sections.map((s) => s.heading));
    await expect(page.getByRole('main')).toContainText('laws of India');
    await expect(page.getByRole('main')).toContainText('Ahmedabad');
    await expect(page.getByRole('main')).toContainText("30 days' notice");
    await expectSeo(page, routeSeo['/terms-and-conditions/']);
  });
});

test.describe('home aliases', { tag: '@one-width' }, () => {
  for (const route of ['/', '/home/'] as const) {
    test(`${route} shows the home page`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);
      await expect(page.getByRole('tablist', { name: 'Featured services' })).toBeVisible();
      await expectSeo(page, routeSeo[route]);
    });
  }
});

test.describe('service pages', { tag: '@one-width' }, () => {
  for (const service of services) {
    test(`${service.id} shows its title, content, features, why-choose list, testimonial and enquiry heading`, async ({ page }) => {
      await page.goto(serviceHref(service.id));
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(main.getByText(firstParagraph(service.mainContent))).toBeVisible();

      expect(service.features.length).toBeGreaterThan(0);
      const features = page.getByRole('region', { name: service.featuresTitle });
      await expect(features.getByRole('heading', { level: 3 })).toHaveText(service.features.map((line) => line.slice(0, line.indexOf(':')).trim()));

      await expect(main.getByRole('heading', { level: 2, name: service.whyChooseTitle })).toBeVisible();
      for (const point of service.whyChoosePoints) await expect(main.getByRole('listitem').filter({ hasText: point })).toBeVisible();

      const quote = main.getByRole('figure').filter({ hasText: service.testimonial.quote });
      await expect(quote.getByRole('blockquote')).toHaveText(service.testimonial.quote);
      await expect(quote).toContainText(service.testimonial.author);
      await expect(quote).toContainText(service.testimonial.designation);

      await expect(main.getByRole('heading', { level: 2, name: `Contact us today to learn more about our ${service.title}` })).toBeVisible();
      await expectSeo(page, { title: fullTitle(service.seoTitle), description: service.metaDescription });
    });
  }

  test('the medical tourism page claims savings of up to 80 percent and recommends accredited hospitals', async ({ page }) => {
    await page.goto('/services/medical-tourism-services/');
    const main = page.getByRole('main');
    await expect(main).toContainText(/up to 80 percent/);
    await expect(main).toContainText(/hospitals with international accreditation/);
  });

  test('the real estate page lists the property types it handles', async ({ page }) => {
    const realEstate = services.find((s) => s.id === 'real-estate')!;
    expect(realEstate.propertyTypes?.length).toBeGreaterThan(0);
    await page.goto(serviceHref(realEstate.id));
    for (const type of realEstate.propertyTypes!) {
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: new RegExp(`^${type}$`) })).toBeVisible();
    }
  });

  test('pages without property types show no property list', async ({ page }) => {
    const other = services.find((s) => !s.propertyTypes)!;
    await page.goto(serviceHref(other.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    for (const type of services.find((s) => s.propertyTypes)!.propertyTypes!) {
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: new RegExp(`^${type}$`) })).toHaveCount(0);
    }
  });
});

test.describe('document titles', { tag: '@one-width' }, () => {
  test('every page has its own title and a meta description in its HTML', async ({ request }) => {
    const decode = (text: string) =>
      text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const pages = [...staticRoutes.map((route) => ({ route, ...routeSeo[route] })), ...services.map((s) => ({ route: serviceHref(s.id), title: fullTitle(s.seoTitle), description: s.metaDescription }))];
    const titles = new Map<string, string>();
    for (const { route, title, description } of pages) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const found = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(found, `title of ${route}`).toBe(title);
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''), `description of ${route}`).toBe(description);
      // /home is the same page as / (its canonical URL is /), so it shares the home title.
      if (route !== '/home/') {
        expect(titles.get(found), `${route} repeats the title of ${titles.get(found)}`).toBeUndefined();
        titles.set(found, route);
      }
    }
    expect(titles.size).toBe(staticRoutes.length - 1 + services.length);
  });
});

// Issue 39: trust a visitor can verify. The registration number with a link to check it on eMigrate, and the
// page on telling a genuine offer and agent from a fraudulent one, linked from the footer, work abroad and migration.
test.describe('safe recruitment', { tag: '@one-width' }, () => {
  const sourced = trustPage.law.length + trustPage.signs.length + trustPage.help.length;

  test('answers 200 with its heading, the registration and its eMigrate link, each statement with its source, and our fees', async ({ page }) => {
    const response = await page.goto('/safe-recruitment/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trustPage.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: trustPage.registrationTitle })).toContainText(registration.number);
    await expect(main.getByRole('link', { name: `${registration.verifyText} (opens in a new tab)` })).toHaveAttribute('href', 'https://emigrate.gov.in/');
    await expect(main.getByRole('region', { name: trustPage.lawTitle })).toContainText('₹30,000, plus GST');
    await expect(main.locator('p', { hasText: /^Source: / })).toHaveCount(sourced);
    await expect(main.locator('p', { hasText: /, read on 28 November 2026/ })).toHaveCount(sourced);
    await expect(main.getByRole('link', { name: 'Call 1800-11-3090' })).toHaveAttribute('href', 'tel:1800113090');
    const feesRegion = main.getByRole('region', { name: fees.title });
    await expect(feesRegion.getByRole('term')).toHaveText(fees.items.map((item) => item.name));
    await expect(feesRegion).toContainText(fees.noPromise);
    await expectSeo(page, routeSeo['/safe-recruitment/']);
  });

  test('the footer of every kind of page shows the registration, its eMigrate link and the page, next to the COMPANY column', async ({ page }) => {
    for (const route of ['/', '/about/', serviceHref('import-export-services')]) {
      await page.goto(route);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`${registration.label}: ${registration.number} (sample).`);
      await expect(footer.getByRole('link', { name: `${registration.verifyText} (opens in a new tab)` })).toHaveAttribute('href', 'https://emigrate.gov.in/');
      await expect(footer.getByRole('link', { name: 'How to spot a fake job offer or agent' })).toHaveAttribute('href', '/safe-recruitment/');
      await expect(footer.getByRole('navigation', { name: 'COMPANY' }).getByRole('link')).toHaveText(['About us', 'Testimonials', 'FAQ', 'Privacy Policy', 'Terms of Service']);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'How to spot a fake job offer or agent' }).click();
    await expect(page).toHaveURL(/\/safe-recruitment\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trustPage.title);
  });

  test('the work-abroad page shows the registration with its eMigrate link, our fees and the page; the migration page the fees and the page', async ({ page }) => {
    await page.goto(serviceHref('work-abroad'));
    const main = page.getByRole('main');
    await expect(main).toContainText(`${registration.label} ${registration.number} (sample number)`);
    await expect(main.getByRole('link', { name: `${registration.verifyText} (opens in a new tab)` })).toHaveAttribute('href', 'https://emigrate.gov.in/');
    await expect(main.getByRole('heading', { name: fees.title })).toBeVisible();
    await expect(main).toContainText('First consultation: Free');
    await expect(main.getByRole('link', { name: 'How to tell a genuine offer and agent from a fake one' })).toHaveAttribute('href', '/safe-recruitment/');

    await page.goto(serviceHref('migration-services'));
    const migration = page.getByRole('main');
    await expect(migration.getByRole('heading', { name: fees.title })).toBeVisible();
    await expect(migration).toContainText('half only if the visa is granted');
    await migration.getByRole('link', { name: 'How to tell a genuine offer and agent from a fake one' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trustPage.title);
  });

  test('is in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/safe-recruitment\/<\/loc>/);
  });
});
