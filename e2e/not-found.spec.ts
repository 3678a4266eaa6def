import { heroHeadline } from '../content/home';
import { serviceHref, services } from '../content/services';
import { expect, test } from './fixtures';

test.describe('not found', () => {
  test('an unknown path answers 404 and offers a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost signal. Page not found.');
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeHidden();
    // The not-found page stands alone, outside the shared layout.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroHeadline);
  });

  test('an unknown service answers 404 with Service Not Found instead of the generic message', async ({ page }) => {
    const response = await page.goto('/services/no-such-service/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expect(page.getByText('Sorry, the requested service could not be found.')).toBeVisible();
    await expect(page.getByText('Lost signal. Page not found.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    for (const service of services) {
      await expect(page.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', serviceHref(service.id));
    }
  });

  test('a service path without its trailing slash is not found either', async ({ page }) => {
    const response = await page.goto('/services/no-such-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
  });
});
