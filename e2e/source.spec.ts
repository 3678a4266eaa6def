import type { Page, Request } from '@playwright/test';
import { sampleValues } from '../lib/enquiry/sample-values';
import { SOURCE_FIELD, SOURCE_HEADER, SOURCE_STORAGE_KEY } from '../lib/visit/source';
import { expect, test } from './fixtures';
import { apiPath, caseFor, expectEnhanced, fillForm, formOf, goldenPayload, openFormByHash, submitButton, uniqueName } from './form-helpers';
import { storedForAddress, uniqueAddress } from './staff';

/*
 * Every enquiry knows its source (issue 30): a visit lands on a tagged link, reads two other pages, then
 * enquires; the stored enquiry has the landing page, the tags and the channel, and its payload is the
 * golden one. With JavaScript (the enhanced JSON post, the source in a header), and with the form's own
 * code failing to load (the native post, the source in the hidden field the head script filled).
 */

const c = caseFor('work_abroad');
const LANDING = `${c.url}?utm_source=newsletter&utm_medium=email&utm_campaign=diwali`;
const SOURCE = { landing: '/services/work-abroad/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', channel: 'email' };

/** Lands on the tagged link, then reads two other pages (following links, as a visitor does). */
async function visit(page: Page) {
  await page.goto(LANDING);
  // Each page opened from the one before: the referrer is our own site, which starts no new visit.
  await page.goto('/about/', { referer: page.url() });
  await page.goto('/faq/', { referer: page.url() });
  // The tab still holds the visit: the landing page and its tags, not the pages read since.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SOURCE_STORAGE_KEY)).toBe('landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter&utm_medium=email&utm_campaign=diwali');
}

/** The golden payload as this test's values change it (its own name and address), without the resume (stored apart). */
function expectedPayload(name: string, email: string) {
  const { resume_base64: _resume, ...golden } = goldenPayload('work_abroad') as Record<string, unknown>;
  return { ...golden, name, email };
}

test.describe('an enquiry two pages after a tagged landing page', { tag: '@one-width' }, () => {
  test('with JavaScript: the JSON post carries the source in its header, the body is the golden payload', async ({ page, request }) => {
    await visit(page);
    const name = uniqueName();
    const email = uniqueAddress();
    const form = await openFormByHash(page, c);
    await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name, email });
    const posted = page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === apiPath(c.kind));
    await submitButton(form).click();
    const sent = await posted;
    expect(sent.headers()[SOURCE_HEADER.toLowerCase()]).toBe('landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter&utm_medium=email&utm_campaign=diwali');
    // The spec's payload, the golden one with this test's name and address: the source is beside it, never in it.
    expect(sent.postDataJSON()).toStrictEqual({ ...(goldenPayload('work_abroad') as object), name, email });

    await expect.poll(async () => (await storedForAddress(request, email)).length, { timeout: 15_000 }).toBe(1);
    const [stored] = await storedForAddress(request, email);
    expect(stored!.payload).toStrictEqual(expectedPayload(name, email));
    expect(stored!.source).toStrictEqual(SOURCE);
  });

  test("when the form's code fails to load: the native post carries the source in the hidden field", async ({ page, request }) => {
    await visit(page);
    // The page itself loads; every script after it (the enhanced form's) fails, as on a flaky connection.
    let loaded = false;
    await page.route('**/_islands/**', (route) => (loaded ? route.abort('failed') : route.continue()));
    await page.goto(c.url);
    loaded = true;
    const form = formOf(page, c);
    await expect(form.locator(`input[name="${SOURCE_FIELD}"]`)).toHaveValue(/^landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter/);
    const name = uniqueName();
    const email = uniqueAddress();
    await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name, email }, { native: true });
    await expect(form).toHaveAttribute('data-enhanced', 'false');
    await submitButton(form).click();

    await expect(page).toHaveURL(/\/enquiry\/sent\/work-abroad\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [stored] = await storedForAddress(request, email);
    expect(stored!.payload).toStrictEqual(expectedPayload(name, email));
    expect(stored!.source).toStrictEqual(SOURCE);
  });

  test('a direct visit (no tags, no other site) is stored as direct, with its landing page', async ({ page, request }) => {
    await page.goto('/about/');
    const name = uniqueName();
    const email = uniqueAddress();
    const form = await openFormByHash(page, c);
    await expectEnhanced(form);
    await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name, email });
    await submitButton(form).click();
    await expect.poll(async () => (await storedForAddress(request, email)).length, { timeout: 15_000 }).toBe(1);
    const [stored] = await storedForAddress(request, email);
    expect(stored!.source).toStrictEqual({ landing: '/about/', channel: 'direct' });
  });

  test('a post carrying the source that gets no answer at all (an API that refuses the header) is sent again at once without it, and arrives', async ({ page, request }) => {
    await visit(page);
    // As a browser reports a refused preflight: no answer at all, and only while the header rides along.
    const attempts: Array<string | undefined> = [];
    await page.route(`**${apiPath(c.kind)}`, (route) => {
      const header = route.request().headers()[SOURCE_HEADER.toLowerCase()];
      attempts.push(header);
      return header ? route.abort('failed') : route.continue();
    });
    const name = uniqueName();
    const email = uniqueAddress();
    const form = await openFormByHash(page, c);
    await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name, email });
    await submitButton(form).click();
    await expect.poll(async () => (await storedForAddress(request, email)).length, { timeout: 15_000 }).toBe(1);
    expect(attempts).toEqual(['landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter&utm_medium=email&utm_campaign=diwali', undefined]);
    const [stored] = await storedForAddress(request, email);
    expect(stored!.payload).toStrictEqual(expectedPayload(name, email));
    expect(stored!.source).toStrictEqual({ channel: 'direct' });
  });
});
