import { defineConfig } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_PORT, E2E_SQLITE_PATH, E2E_STAFF_URL } from './e2e/staff';

const NOJS = /\.nojs\.spec\.ts$/;
const ONE_WIDTH = /@one-width/;
/** The staff inbox is used on phones and desks: its flows run at 375 and 1280 px, not 768. */
const PHONE_AND_DESK = /@phone-and-desk/;

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium: browsers cannot be downloaded on our machines (docs/testing.md). */
const launchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Recording a trace costs about a third of the suite's CPU even when it is thrown away: CI (which retries
  // once) records one for the retry of a failed test only; a local run keeps the trace of any failure.
  use: { baseURL, launchOptions, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  // What `npm start` runs: the intake server, serving the built out/ like static hosting (with the
  // headers of out/_headers) and the enquiry API, here on a database of its own in the temp folder.
  webServer: {
    // The compiled server, as in production; recompiled first when a server source changed (dist/ is not in git).
    // scripts/e2e-api-key.mjs migrates the throwaway database and makes the specs' API key (e2e/staff.ts).
    command: 'node scripts/build-if-needed.mjs --server && node scripts/e2e-api-key.mjs && node --enable-source-maps dist/server/main.js',
    // Ready, not only listening: the server answers pages while it migrates its database, and the staff
    // tests' command line needs the schema current.
    url: `${baseURL}/readyz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: E2E_SQLITE_PATH,
      STAFF_URL: E2E_STAFF_URL,
      // No SMTP server: the outbox writes each message here, where the inbox test reads its invitation.
      MAIL_DIR: E2E_MAIL_DIR,
      // Every test posts from 127.0.0.1: the per-visitor limit would otherwise start answering 429.
      RATE_LIMIT_MAX: '100000',
      // The same for the page-view and web-vitals beacons every page load sends (counted only from e2e/visits.spec.ts's real-browser User-Agent).
      VISITS_RATE_LIMIT_MAX: '100000',
      // And their day's budget of new rows, of which one address (127.0.0.1, every run of a reused server) may add 1 %.
      VISITS_MAX_NEW_ROWS_PER_DAY: '10000000',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  // Layout, menus and navigation run at three widths; a test whose behaviour does not depend on the
  // viewport is tagged '@one-width' (in its title or as a describe's tag) and runs at 1280 px only. Specs named *.nojs.spec.ts run with
  // JavaScript disabled (the pre-rendered HTML alone), the rest with it.
  projects: [
    { name: 'mobile-375', testIgnore: NOJS, grepInvert: ONE_WIDTH, use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true } },
    { name: 'tablet-768', testIgnore: NOJS, grepInvert: [ONE_WIDTH, PHONE_AND_DESK], use: { viewport: { width: 768, height: 1024 } } },
    { name: 'desktop-1280', testIgnore: NOJS, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'nojs-375', testMatch: NOJS, grepInvert: ONE_WIDTH, use: { javaScriptEnabled: false, viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: 'nojs-768', testMatch: NOJS, grepInvert: [ONE_WIDTH, PHONE_AND_DESK], use: { javaScriptEnabled: false, viewport: { width: 768, height: 1024 } } },
    { name: 'nojs-1280', testMatch: NOJS, use: { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } } },
  ],
});
