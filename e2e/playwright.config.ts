import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/portal';

// Debian's Chromium, never a downloaded browser (there is no internet here).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Two spec files at a time, each file's tests in order: one browser left a core idle for a third
  // of the suite (its waits on the screens and the debounced searches). The specs share one
  // portal and one database, so each creates what it changes under a name of its own (a stamp),
  // finds what it made by that name, never by its place in a list, and leaves the demo accounts'
  // passwords and the seeded reference data as they were.
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 850 } } }],
});
