import { footerColumns } from '../content/navigation';
import { serviceHref, services } from '../content/services';
import { site } from '../content/site';
import { expect, test } from './fixtures';

test.describe('footer', () => {
  test('COMPANY lists About us, Testimonials, FAQ, Privacy Policy and Terms of Service with their pages', async ({ page }) => {
    await page.goto('/about/');
    const company = page.getByRole('contentinfo').getByRole('navigation', { name: footerColumns.company.title });
    const expected = [
      ['About us', '/about/'],
      ['Testimonials', '/testimonials/'],
      ['FAQ', '/faq/'],
      ['Privacy Policy', '/privacy-policy/'],
      ['Terms of Service', '/terms-and-conditions/'],
    ];
    expect(footerColumns.company.links.map((l) => [l.label, l.href])).toEqual(expected);
    const links = company.getByRole('link');
    await expect(links).toHaveText(expected.map(([label]) => label!));
    for (const [label, href] of expected) {
      await expect(company.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('SERVICES lists exactly the first five services, linking to their pages', async ({ page }) => {
    await page.goto('/about/');
    const column = page.getByRole('contentinfo').getByRole('navigation', { name: footerColumns.services.title });
    const firstFive = services.slice(0, 5);
    const links = column.getByRole('link');
    await expect(links).toHaveText(firstFive.map((s) => s.title));
    for (const service of firstFive) {
      await expect(column.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', serviceHref(service.id));
    }
  });

  test('Follow Us links open the company profiles in a new tab', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: footerColumns.follow.title })).toBeVisible();
    expect(site.social).toHaveLength(2);
    for (const profile of site.social) {
      const link = footer.getByRole('link', { name: profile.label });
      await expect(link).toHaveAttribute('href', profile.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    // The profile itself is off-site: answer it locally so the test stays offline; the new tab still opens.
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'profile' }));
    const profile = site.social[0]!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), footer.getByRole('link', { name: profile.label }).click()]);
    await expect(popup).toHaveURL(profile.href);
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('the copyright line shows the current year', async ({ page }) => {
    await page.goto('/about/');
    const copyright = page.getByRole('contentinfo').getByText(/©/);
    await expect(copyright).toContainText(String(new Date().getFullYear()));
    await expect(copyright).toContainText(site.legalName);
  });

  test("the copyright year is the visitor's current year, not the year the site was built", async ({ page }) => {
    const later = new Date(new Date().getFullYear() + 3, 5, 1);
    await page.clock.setFixedTime(later);
    await page.goto('/about/');
    await expect(page.getByRole('contentinfo').getByText(/©/)).toContainText(`© ${later.getFullYear()} `);
  });

  test('the Technology Partner credit links to the partner', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Technology Partner/)).toBeVisible();
    const credit = footer.getByRole('link', { name: site.technologyPartner.name });
    await expect(credit).toHaveAttribute('href', site.technologyPartner.href);
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', /\bnoopener\b/);
  });
});
