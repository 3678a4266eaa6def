import { readFileSync } from 'node:fs';
import path from 'node:path';
import { whatsAppHref, WHATSAPP_TEXT } from '../lib/whatsapp';
import { expect, test } from './fixtures';

/*
 * On a static host (no server to write the reference in), the confirmation page's inline script puts
 * the reference from `?ref=` into the page and into the WhatsApp link's first message.
 */
test('on a static host, the confirmation page completes the WhatsApp message with the reference @one-width', async ({ page }) => {
  const html = readFileSync(path.join(__dirname, '..', 'out', 'enquiry', 'sent', 'work-abroad', 'index.html'), 'utf8');
  // Served as a plain static host would: the file as built, whatever the query.
  await page.route('**/enquiry/sent/work-abroad/?ref=*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto('/enquiry/sent/work-abroad/?ref=SG-2611-K7QP-M3XD');
  await expect(page.getByRole('main')).toContainText('Your reference is SG-2611-K7QP-M3XD.');
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp)' })).toHaveAttribute(
    'href',
    whatsAppHref(`${WHATSAPP_TEXT.sent('Work Abroad')} My reference is SG-2611-K7QP-M3XD.`),
  );

  // Anything in the address that is not a reference is left out of both.
  await page.route('**/enquiry/sent/work-abroad/?ref=*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto('/enquiry/sent/work-abroad/?ref=%3Cb%3Ex%3C%2Fb%3E');
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp)' })).toHaveAttribute('href', whatsAppHref(WHATSAPP_TEXT.sent('Work Abroad')));
});
