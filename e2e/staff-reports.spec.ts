import { test } from '@playwright/test';
import { expectAccessible } from './staff-flow';
import { reportsVisit } from './staff-reports-flow';

test('staff open Reports from the navigation, it passes axe and fits the width, and a figure opens the enquiries behind it', { tag: '@phone-and-desk' }, async ({ page }) => {
  test.setTimeout(120_000);
  await reportsVisit(page, expectAccessible);
});
