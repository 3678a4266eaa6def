import { services } from '../content/services';
import { site } from '../content/site';
import { whatsAppHref, WHATSAPP_TEXT } from '../lib/whatsapp';
import { expect, test } from './fixtures';

/*
 * "Chat on WhatsApp" is a plain pre-rendered link, one tap away without JavaScript: beside every enquiry
 * form and on the contact page, with a first message naming what the visitor came about.
 */

const LINK_NAME = 'Chat on WhatsApp (opens WhatsApp)';

test.describe('Chat on WhatsApp @one-width', () => {
  test('every service page has the link beside its enquiry form, naming the service', async ({ page }) => {
    expect(site.whatsappDigits).toMatch(/^\d{10,15}$/);
    for (const service of services) {
      await page.goto(`/services/${service.id}/`);
      const section = page.locator('#inquiry');
      const link = section.getByRole('link', { name: LINK_NAME });
      await expect(link).toHaveAttribute('href', whatsAppHref(WHATSAPP_TEXT.service(service.title)));
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href).searchParams.get('text')).toContain(service.title);
      expect(href.startsWith(`https://wa.me/${site.whatsappDigits}?text=`)).toBe(true);
      // Drawn inline: no image, font or script from WhatsApp.
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  test('the contact page has the link', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('link', { name: LINK_NAME })).toHaveAttribute('href', whatsAppHref(WHATSAPP_TEXT.contact()));
  });

  test('a confirmation page opened without a reference still offers the link, naming the service', async ({ page }) => {
    await page.goto('/enquiry/sent/medical-tourism-services/');
    await expect(page.getByRole('link', { name: LINK_NAME })).toHaveAttribute('href', whatsAppHref(WHATSAPP_TEXT.sent('Medical Tourism')));
  });
});
