import { goldenPayload } from './form-helpers';
import { expect, test } from './fixtures';
import { acknowledgementOf, fillGujaratiContact, gujaratiValues, storedInLanguage } from './languages-enquiry-flow';

test.describe('a Gujarati enquiry, enhanced @one-width', () => {
  test('arrives with its language beside an unchanged JSON body, stored as Gujarati and acknowledged in Gujarati', async ({ page, request }) => {
    const values = gujaratiValues();
    await page.goto('/gu/contact/#contact-form');
    const form = page.getByRole('form', { name: 'સંપર્ક ફોર્મ' });
    await expect(form).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 });

    // The browser's checks speak Gujarati.
    await form.getByRole('button', { name: 'પૂછપરછ મોકલો' }).click();
    await expect(form.getByRole('alert').first()).toContainText('કૃપા કરીને');
    await expect(form.locator('[role=alert]', { hasText: 'is required' })).toHaveCount(0);

    await fillGujaratiContact(form, values);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact_us/');
    await form.getByRole('button', { name: 'પૂછપરછ મોકલો' }).click();
    const post = await posted;
    expect(await post.headerValue('content-language')).toBe('gu');
    // Byte for byte the spec's contact payload: the same keys, in the same order, no key added.
    expect(post.postData()).toBe(JSON.stringify({ ...(goldenPayload('contact') as object), name: values.fullName, email: values.email }));

    const thanks = page.getByRole('status').filter({ hasText: 'અમારો સંપર્ક કરવા બદલ આભાર!' });
    await expect(thanks).toBeVisible();
    const reference = /SG-\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec((await thanks.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    await expect(thanks).toContainText(`આપનો સંદર્ભ નંબર ${reference} છે.`);

    const stored = await storedInLanguage(request, 'gu', String(values.fullName));
    expect(stored.map((e) => e.reference)).toEqual([reference]);
    expect(await storedInLanguage(request, 'en', String(values.fullName))).toEqual([]);

    const ack = await acknowledgementOf(reference!);
    expect(ack.subject).toMatch(/^અમને આપની પૂછપરછ મળી ગઈ છે/);
    expect(ack.text).toContain(reference!);
  });
});
