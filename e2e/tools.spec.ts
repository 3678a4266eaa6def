import { expectAccessible } from './staff-flow';
import { expect, test } from './fixtures';
import { fillForm } from './form-helpers';
import { storedForAddress, uniqueAddress } from './staff';
import { answer, expectResult, summaryBox, toolCases, toolForm } from './tools-flow';
import { sampleValues } from '../lib/enquiry/sample-values';

/*
 * The points calculators with JavaScript: the score follows the answers, the address holds them, the
 * result is announced politely and passes axe, the advisor form below is filled from the result, and
 * nothing is sent anywhere while the visitor answers.
 */

for (const tool of toolCases) {
  test(`${tool.name}: the score follows the answers, the address keeps them, and the advisor form holds the summary`, { tag: '@phone-and-desk' }, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && !/\/api\/(visits|vitals)\/$/.test(new URL(request.url()).pathname)) sent.push(request.url());
    });
    await page.goto(`/tools/${tool.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your score appears here.')).toBeVisible();
    await expectAccessible(page);

    await answer(toolForm(page), tool.answers);
    await expect(page.locator('#calc-live')).toHaveText(tool.outcome);
    await expect(page.locator('#calc-live')).toHaveAttribute('aria-live', 'polite');
    await expectResult(page, tool);
    await expect(page).toHaveURL(new RegExp(`/tools/${tool.slug}/\\?.+`));
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ask an advisor about this result' }).click();
    await expect(summaryBox(page, tool.slug)).toHaveValue(new RegExp(`Score: ${tool.total} points`));
    expect(sent, 'nothing is sent while the visitor answers').toEqual([]);

    // The address is the result: opened again, it shows the same score.
    const address = new URL(page.url());
    await page.goto(address.pathname + address.search);
    await expect(page.locator('#calc-result .calc-figure')).toHaveText(tool.total);

    // The same answers rendered by the server, as a visitor without script gets them, pass axe too.
    await page.goto(`/api${address.pathname}${address.search}`);
    await expect(page.locator('#calc-result .calc-figure')).toHaveText(tool.total);
    await expectAccessible(page);
  });
}

test('the result handed to an advisor arrives as the visitor sent it, the summary in the description', { tag: '@one-width' }, async ({ page, request }) => {
  const [tool] = toolCases.filter((c) => c.slug === 'australia-skilled-points');
  await page.goto(`/tools/${tool!.slug}/`);
  await answer(toolForm(page), tool!.answers);
  await expectResult(page, tool!);
  await page.getByRole('link', { name: 'Ask an advisor about this result' }).click();
  const summary = await summaryBox(page, tool!.slug).inputValue();
  expect(summary).toContain('Points calculator: Australia');
  const form = page.locator('#advisor form');
  const email = uniqueAddress();
  await fillForm(form, 'migration', { ...sampleValues.migration, email }, { only: ['fullName', 'email', 'phone', 'contactMethod', 'currentCountry', 'timeline'] });
  await expect(form.getByLabel(/Target Countries/)).toHaveValue('Australia');
  await expect(form.getByLabel(/Type of Visa/)).toHaveValue('2');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect.poll(async () => (await storedForAddress(request, email)).length).toBe(1);
  const [stored] = await storedForAddress(request, email);
  expect(stored!.kind).toBe('migration');
  expect(stored!.payload.description).toBe(summary);
  expect(stored!.payload.target_countries).toBe('Australia');
  expect(stored!.payload.type_of_visa).toBe(2);
});

test('a calculator whose script never arrives still answers: the form goes to the server, which shows the result', { tag: '@one-width' }, async ({ page }) => {
  const [tool] = toolCases;
  await page.goto(`/tools/${tool!.slug}/`);
  await page.route('**/_islands/**', (route) => route.abort('connectionreset'));
  await answer(toolForm(page), tool!.answers);
  await page.getByRole('button', { name: 'Show my score' }).click();
  await expect(page).toHaveURL(new RegExp(`/api/tools/${tool!.slug}/\\?`));
  await expect(page.locator('#calc-result .calc-figure')).toHaveText(tool!.total);
});

test('a question answered out of range is refused beside its field, the answers kept, with the script', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/tools/australia-skilled-points/');
  const form = toolForm(page);
  await answer(form, { age: '30', overseas: '5' });
  await expect(page.locator('#calc-result .calc-figure')).toBeVisible();
  await form.getByLabel('Years outside Australia').fill('');
  await page.getByRole('button', { name: 'Show my score' }).click();
  await expect(form.getByText('Enter a whole number from 0 to 10.')).toBeVisible();
  await expect(form.getByLabel('Years outside Australia')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Years outside Australia')).toBeFocused();
  await expect(form.getByLabel('Your age')).toHaveValue('30');
});

test('the summary follows the result until the visitor edits it, and never replaces their words', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/tools/australia-skilled-points/?utm_source=newsletter&utm_campaign=diwali');
  const form = toolForm(page);
  await answer(form, { age: '30', english: 'proficient', overseas: '5' });
  const box = summaryBox(page, 'australia-skilled-points');
  await expect(box).toHaveValue(/Score: 75 points/);
  // The campaign's tags stay in the address beside the answers.
  await expect(page).toHaveURL(/\?visa=189&age=30&english=proficient&.*&utm_source=newsletter&utm_campaign=diwali$/);
  await answer(form, { english: 'superior' });
  await expect(box).toHaveValue(/Score: 85 points/);
  await box.fill('My own words about my plans.');
  await answer(form, { english: 'competent' });
  await expect(page.locator('#calc-result .calc-figure')).toHaveText('65');
  await expect(box).toHaveValue('My own words about my plans.');
});

test('on the server’s result page the script takes over: a changed answer updates the score and the server’s summary', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/api/tools/australia-skilled-points/?visa=189&age=30&english=proficient&partner=single&overseas=5&australia=0&qualification=bachelor');
  const box = summaryBox(page, 'australia-skilled-points');
  await expect(box).toHaveValue(/Score: 75 points/);
  await answer(toolForm(page), { english: 'superior' });
  await expect(page.locator('#calc-result .calc-figure')).toHaveText('85');
  await expect(box).toHaveValue(/Score: 85 points/);
});

test('the server’s message beside a field goes once the answer is put right', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/api/tools/australia-skilled-points/?visa=189&age=abc');
  const age = toolForm(page).getByLabel('Your age');
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(toolForm(page).locator('#q-age-error')).toBeVisible();
  await age.fill('31');
  await page.getByRole('button', { name: 'Show my score' }).click();
  await expect(page.locator('#calc-result .calc-figure')).toHaveText('55');
  await expect(toolForm(page).locator('.calc-error')).toHaveCount(0);
  await expect(age).not.toHaveAttribute('aria-invalid');
  await expect(age).toHaveAttribute('aria-describedby', 'q-age-help');
});

test('answers given while the calculator’s script is still on its way count once it arrives', { tag: '@one-width' }, async ({ page }) => {
  const [tool] = toolCases;
  await page.goto(`/tools/${tool!.slug}/`);
  // The framework is in; what loads from now on (the calculator's code) arrives a second and a half late.
  await page.route('**/_islands/**', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await answer(toolForm(page), tool!.answers);
  await expect(page.locator('#calc-live')).toHaveText(tool!.outcome);
  await expect(page).toHaveURL(/\?partner=single&age=29&/);
  await expect(summaryBox(page, tool!.slug)).toHaveValue(new RegExp(`Score: ${tool!.total} points`));
});
