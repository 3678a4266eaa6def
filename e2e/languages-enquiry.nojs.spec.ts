import { expect, test } from './fixtures';
import { acknowledgementOf, fillGujaratiContact, gujaratiValues, storedInLanguage } from './languages-enquiry-flow';

test.describe('a Gujarati enquiry without JavaScript @one-width', () => {
  test('is posted natively with its language, stored as Gujarati, confirmed on the Gujarati page and acknowledged in Gujarati', async ({ page, request }) => {
    const values = gujaratiValues();
    await page.goto('/gu/contact/');
    const form = page.getByRole('form', { name: 'સંપર્ક ફોર્મ' });
    await expect(form.locator('input[type=hidden][name="language"]')).toHaveValue('gu');
    await fillGujaratiContact(form, values);
    await form.getByRole('button', { name: 'પૂછપરછ મોકલો' }).click();

    await expect(page).toHaveURL(/\/gu\/enquiry\/sent\/contact\/\?ref=SG-/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu-IN');
    const reference = new URL(page.url()).searchParams.get('ref')!;
    await expect(page.locator('#enquiry-reference')).toHaveText(`આપનો સંદર્ભ નંબર ${reference} છે.`);

    const stored = await storedInLanguage(request, 'gu', String(values.fullName));
    expect(stored.map((e) => e.reference)).toEqual([reference]);
    const ack = await acknowledgementOf(reference);
    expect(ack.subject).toMatch(/^અમને આપની પૂછપરછ મળી ગઈ છે/);
  });

  test('a refused post says what to change in Gujarati, on the Gujarati page, with everything typed kept by the browser', async ({ page }) => {
    const values = { ...gujaratiValues(), phone: 'call me' };
    await page.goto('/gu/contact/');
    const form = page.getByRole('form', { name: 'સંપર્ક ફોર્મ' });
    await fillGujaratiContact(form, values);
    await form.getByRole('button', { name: 'પૂછપરછ મોકલો' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('કૃપા કરીને આપની પૂછપરછ સુધારો');
    await expect(page.locator('#enquiry-problems')).toContainText('કૃપા કરીને માન્ય ફોન નંબર દાખલ કરો');
    await expect(page.locator('#enquiry-problems a[data-back]')).toHaveAttribute('href', /\/gu\/contact\/#contact-form$/);
  });
});
