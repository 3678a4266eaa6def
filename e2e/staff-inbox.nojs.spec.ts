import { test } from '@playwright/test';
import { inboxDay } from './staff-inbox-flow';

// Without JavaScript, as the inbox is meant to work: every step a link or a form post.
test('the same day in the inbox without JavaScript', { tag: '@phone-and-desk' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await inboxDay(page, browser, async () => {}, false);
});
