import { test } from '@playwright/test';
import { expectAccessible, setUpAndSignIn } from './staff-flow';

// Every page of the flow checked with axe (the page fixture is not used: it waits for the public site's hydration).
test('an admin from the command line sets up the account and signs in with password and authenticator code; every page passes axe', async ({ page }) => {
  await setUpAndSignIn(page, expectAccessible);
});
