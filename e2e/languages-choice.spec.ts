import { expect, test } from './fixtures';

test.describe('a chosen language is remembered, never guessed @one-width', () => {
  test('a first visit in any browser language stays on the page it asked for, with no offer', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'gu-IN', extraHTTPHeaders: { 'Accept-Language': 'gu-IN,gu;q=0.9,hi;q=0.8' } });
    const page = await context.newPage();
    await page.addInitScript(() => window.sessionStorage.setItem('sg:splash-seen', '1'));
    const response = await page.goto('/faq/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/faq/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('[data-language-offer]')).toBeHidden();
    await context.close();
  });

  test('after choosing Gujarati with the switcher, an English page offers itself in Gujarati (a link, not a redirect), and choosing English again stops it', async ({ page }) => {
    await page.goto('/about/');
    await page.locator('footer').getByRole('link', { name: 'ગુજરાતી' }).click();
    await expect(page).toHaveURL(/\/gu\/about\/$/);
    expect(await page.evaluate(() => localStorage.getItem('sg:language'))).toBe('gu');
    // Its own language's page offers nothing.
    await expect(page.locator('[data-language-offer]')).toBeHidden();

    await page.goto('/faq/');
    expect(new URL(page.url()).pathname).toBe('/faq/');
    const offer = page.locator('[data-language-offer]').getByRole('link', { name: 'આ પાનું ગુજરાતીમાં વાંચો' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/gu/faq/');
    await expect(page.locator('[data-language-offer]').getByRole('link', { name: 'यह पृष्ठ हिन्दी में पढ़ें' })).toBeHidden();

    await page.goto('/gu/faq/');
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.locator('[data-language-offer]')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('sg:language'))).toBe('en');
  });
});
