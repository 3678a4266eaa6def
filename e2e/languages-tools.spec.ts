import { CONSENT_FIELD } from '../content/forms/common';
import { sampleValues } from '../lib/enquiry/sample-values';
import { fill } from '../lib/i18n/format';
import { expect, test } from './fixtures';
import { errorFor, expectResultIn, formWordsIn, storedMigrationIn, toolIn } from './languages-tools-flow';
import { uniqueAddress } from './staff';
import { expectAccessible } from './staff-flow';
import { answer, summaryBox, toolForm } from './tools-flow';

/*
 * The points calculators in Gujarati and Hindi with script (issue 41): the page's script loads the tool in
 * the page's language, scores as the English does, says the score in the language, and hands a summary in
 * the language to the advisor form, whose enquiry arrives with its language and the spec's JSON body.
 */

test.describe('the calculators in Gujarati and Hindi, with script @one-width', () => {
  for (const locale of ['gu', 'hi'] as const) {
    test(`${locale}: the score follows the answers in the language, announced in it, and passes axe`, async ({ page }) => {
      const { tool, words, path } = toolIn('uk-skilled-worker', locale);
      await page.goto(path);
      await expect(page.getByText(words.result.placeholder)).toBeVisible();
      await answer(toolForm(page), tool.answers);
      await expect(page.locator('#calc-live')).toHaveText(fill(words.announce.meets, { score: fill(words.announce.score, { total: 70 }, locale), mark: 70 }, locale));
      await expectResultIn(page, tool.slug, locale);
      await expect(page).toHaveURL(new RegExp(`/${locale}/tools/${tool.slug}/\\?.+`));
      await expectAccessible(page);
      // A bad number is refused beside its field, in the language.
      await toolForm(page).locator('[name="salary"]').fill('lots');
      await page.getByRole('button', { name: words.page.submit }).click();
      await expect(toolForm(page).locator('#q-salary-error')).toContainText(errorFor('uk-skilled-worker', locale, 'salary', 'lots'));
    });
  }

  test('gu: the advisor form carries the Gujarati summary; the enquiry arrives in Gujarati with the English destination', async ({ page, request }) => {
    const { tool, path } = toolIn('canada-express-entry', 'gu');
    await page.goto(path);
    await answer(toolForm(page), tool.answers);
    await expectResultIn(page, tool.slug, 'gu');
    const summary = summaryBox(page, tool.slug);
    await expect(summary).toHaveValue(/^પોઇન્ટ/);
    await expect(summary).toHaveValue(new RegExp(`${tool.total}`));
    const text = await summary.inputValue();
    const form = page.locator('#advisor form');
    const email = uniqueAddress();
    // By the controls' names: the labels are Gujarati.
    const values: Record<string, string> = { ...(sampleValues.migration as Record<string, string>), email };
    for (const name of ['fullName', 'email', 'phone', 'currentCountry', 'timeline'] as const) await form.locator(`[name="${name}"]`).fill(values[name] ?? '');
    await form.locator('select[name="contactMethod"]').selectOption(values.contactMethod!);
    await form.locator(`input[name="${CONSENT_FIELD}"]`).check();
    await form.getByRole('button', { name: formWordsIn('gu').submit }).click();
    await expect.poll(async () => (await storedMigrationIn(request, 'gu', email)).length).toBe(1);
    const [stored] = await storedMigrationIn(request, 'gu', email);
    expect(stored!.payload.description).toBe(text);
    expect(stored!.payload.target_countries).toBe('Canada');
    expect(stored!.payload.type_of_visa).toBe(2);
  });
});
