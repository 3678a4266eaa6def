import { test } from '@playwright/test';
import { reportsVisit } from './staff-reports-flow';

// Without JavaScript, as the reports are meant to work: links, a GET form, SVG drawn on the server.
test('the reports without JavaScript: the period form, the presets and a figure\'s link all work', { tag: '@phone-and-desk' }, async ({ page }) => {
  test.setTimeout(120_000);
  await reportsVisit(page, async () => {});
});
