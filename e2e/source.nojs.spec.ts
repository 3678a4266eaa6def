import { sampleValues } from '../lib/enquiry/sample-values';
import { SOURCE_FIELD } from '../lib/visit/source';
import { expect, test } from './fixtures';
import { caseFor, fillForm, formOf, goldenPayload, submitButton, uniqueName } from './form-helpers';
import { storedForAddress, uniqueAddress } from './staff';

/*
 * Scripts disabled entirely: nothing notes the visit, and the form's hidden source field stays empty.
 * The server takes the form page the post came from (its Referer, one of our pages): a visitor who
 * landed on the form from a tagged link is still attributed (docs/behaviour-notes.md says what cannot be).
 */

test('landing on the form page from a tagged link: the native post is attributed by its Referer @one-width', async ({ page, request }) => {
  const c = caseFor('work_abroad');
  await page.goto(`${c.url}?utm_source=newsletter&utm_medium=email&utm_campaign=diwali`);
  const form = formOf(page, c);
  await expect(form.locator(`input[name="${SOURCE_FIELD}"]`)).toHaveValue('');
  const name = uniqueName();
  const email = uniqueAddress();
  await fillForm(form, c.kind, { ...sampleValues.work_abroad, fullName: name, email }, { native: true });
  await submitButton(form).click();

  await expect(page).toHaveURL(/\/enquiry\/sent\/work-abroad\/\?ref=SG-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const [stored] = await storedForAddress(request, email);
  const { resume_base64: _resume, ...golden } = goldenPayload('work_abroad') as Record<string, unknown>;
  expect(stored!.payload).toStrictEqual({ ...golden, name, email });
  expect(stored!.source).toStrictEqual({ landing: '/services/work-abroad/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', channel: 'email' });
});
