import { expect, test } from './fixtures';
import { errorFor, expectResultIn, toolIn } from './languages-tools-flow';
import { answer, toolForm } from './tools-flow';

/*
 * The points calculators in Gujarati and Hindi without script (issue 41): the form goes to the intake
 * server's route for the page's language, which renders the result into the Gujarati or Hindi page.
 */

test.describe('the calculators in Gujarati and Hindi, without script', () => {
  for (const locale of ['gu', 'hi'] as const) {
    test(`${locale}: the form sent without script comes back in the language, with the result and the answers`, { tag: '@phone-and-desk' }, async ({ page }) => {
      const { tool, words, path } = toolIn('australia-skilled-points', locale);
      await page.goto(path);
      await expect(page.getByText(words.result.placeholder)).toBeVisible();
      await answer(toolForm(page), tool.answers);
      await page.getByRole('button', { name: words.page.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/api/${locale}/tools/${tool.slug}/\\?.+#calc-result$`));
      await expectResultIn(page, tool.slug, locale);
      await expect(toolForm(page).locator('[name="age"]')).toHaveValue(String(tool.answers.age));
    });
  }

  test('a bad answer comes back beside its field in Hindi, with everything else kept @one-width', async ({ page }) => {
    const { words } = toolIn('uk-skilled-worker', 'hi');
    await page.goto('/api/hi/tools/uk-skilled-worker/?offer=sponsor&salary=lots&hours=37.5&rate=40000');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { name: words.result.problemsTitle })).toBeVisible();
    await expect(toolForm(page).locator('[name="salary"]')).toHaveValue('lots');
    await expect(toolForm(page).locator('#q-salary-error')).toContainText(errorFor('uk-skilled-worker', 'hi', 'salary', 'lots'));
    await expect(page.locator('#calc-result .calc-figure')).toHaveCount(0);
  });
});
