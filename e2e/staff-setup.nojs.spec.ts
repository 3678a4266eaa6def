import { test } from '@playwright/test';
import { setUpAndSignIn } from './staff-flow';

// Without JavaScript, as the inbox is meant to work: every step is a link or a form post.
test('an admin from the command line sets up the account and signs in with password and authenticator code, without JavaScript', async ({ page }) => {
  await setUpAndSignIn(page, async () => {});
});
