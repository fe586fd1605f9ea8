import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/portal';

// Debian's Chromium, never a downloaded browser (there is no internet here).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The specs that order, move or result the demo's test requests, use the demo analyzer, move the
 * reminders' clock, or compare a screen's figures with the API's: one at a time, since each could
 * see another's change land between what it read and what it checks (a count, the first pending
 * request, which another spec may be about to cancel).
 */
const SHARED_RECORDS = ['analytics', 'analyzer', 'dashboard', 'external-lab', 'fulfillment', 'interfaces', 'order-queue', 'patients', 'reminders', 'result-critical', 'results', 'test-requests'].map(
  (name) => `**/${name}.spec.ts`,
);
const browser = { browserName: 'chromium', viewport: { width: 1366, height: 850 } } as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Two spec files at a time, each file's tests in order: one browser left a core idle for a third
  // of the suite (its waits on the screens and the debounced searches). The specs share one
  // portal and one database: each creates what it changes under a name of its own (a stamp) and
  // finds it by that name, and those that read the demo's shared records run one at a time
  // (SHARED_RECORDS) beside the others.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // the one-at-a-time specs first: queued last, they ran alone after the others had finished
  projects: [
    { name: 'chromium, shared records', use: browser, testMatch: SHARED_RECORDS, workers: 1 },
    { name: 'chromium', use: browser, testIgnore: SHARED_RECORDS },
  ],
});
