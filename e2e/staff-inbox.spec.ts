import { test } from '@playwright/test';
import { inboxDay } from './staff-inbox-flow';
import { expectAccessible } from './staff-flow';

test('an admin finds an enquiry by reference, takes it, marks it contacted, notes it, releases spam, invites a colleague and erases data; every page passes axe', { tag: '@phone-and-desk' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await inboxDay(page, browser, expectAccessible, true);
});
