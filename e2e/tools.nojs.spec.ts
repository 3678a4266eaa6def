import { expect, test } from './fixtures';
import { fillForm } from './form-helpers';
import { storedForAddress, uniqueAddress } from './staff';
import { answer, expectResult, summaryBox, toolCases, toolForm } from './tools-flow';
import { sampleValues } from '../lib/enquiry/sample-values';

/*
 * The points calculators without JavaScript: the form goes to the intake server, which renders the result
 * into the tool's own page, the answers still in the form and the advisor form filled in; the enquiry
 * then goes as any native post does. (axe needs script: e2e/tools.spec.ts runs it on the server's page.)
 */

for (const tool of toolCases) {
  test(`${tool.name}: the form sent without script comes back with the result, the answers and the advisor summary`, { tag: '@phone-and-desk' }, async ({ page }) => {
    await page.goto(`/tools/${tool.slug}/`);
    await answer(toolForm(page), tool.answers);
    await page.getByRole('button', { name: 'Show my score' }).click();
    await expect(page).toHaveURL(new RegExp(`/api/tools/${tool.slug}/\\?.+#calc-result$`));
    await expectResult(page, tool);
    for (const [name, value] of Object.entries(tool.answers)) {
      const control = toolForm(page).locator(`[name="${name}"]`);
      if ((await control.count()) > 1) await expect(toolForm(page).locator(`[name="${name}"][value="${String(value)}"]`)).toBeChecked();
      else await expect(control).toHaveValue(String(value));
    }
    await expect(summaryBox(page, tool.slug)).toHaveValue(new RegExp(`Score: ${tool.total} points`));
  });
}

test('a bad answer comes back beside its field, with everything else kept and no score', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/api/tools/uk-skilled-worker/?offer=sponsor&salary=lots&hours=37.5&rate=40000');
  await expect(page.getByRole('heading', { name: 'Please check your answers' })).toBeVisible();
  const salary = toolForm(page).getByRole('textbox', { name: 'Salary a year, before tax' });
  await expect(salary).toHaveValue('lots');
  await expect(salary).toHaveAttribute('aria-invalid', 'true');
  await expect(toolForm(page).locator('#q-salary-error')).toContainText('Enter a number from');
  await expect(toolForm(page).locator('[name="rate"]')).toHaveValue('40000');
  await expect(page.locator('#calc-result .calc-figure')).toHaveCount(0);
});

test('the result handed to an advisor without script arrives with the summary as the description', { tag: '@one-width' }, async ({ page, request }) => {
  const tool = toolCases.find((c) => c.slug === 'canada-express-entry')!;
  await page.goto(`/tools/${tool.slug}/`);
  await answer(toolForm(page), tool.answers);
  await page.getByRole('button', { name: 'Show my score' }).click();
  await expectResult(page, tool);
  const summary = await summaryBox(page, tool.slug).inputValue();
  expect(summary).toContain('Score: 429 points.');
  const form = page.locator('#advisor form');
  const email = uniqueAddress();
  await fillForm(form, 'migration', { ...sampleValues.migration, email }, { only: ['fullName', 'email', 'phone', 'contactMethod', 'currentCountry', 'timeline'], native: true });
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page).toHaveURL(/\/enquiry\/sent\/migration-services\/\?ref=SG-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  const [stored] = await storedForAddress(request, email);
  expect(stored!.payload.description).toBe(summary);
  expect(stored!.payload.target_countries).toBe('Canada');
  expect(stored!.payload.type_of_visa).toBe(2);
});
