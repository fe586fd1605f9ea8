import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ROOT } from '../support/portal';
import { signIn } from '../support/session';
import { saveScreen } from '../support/screens';

// `pnpm start` is what a newcomer runs first: it must serve the production bundles (reusing the
// build the run made, not rebuilding it) with its own embedded database, so a bookmark opens as
// fast as users will see it, not after 25 MB of development JavaScript.

const PORTS = { PORT: '3300', API_PORT: '4300', REFERENCE_LAB_PORT: '4310' };

test('pnpm start serves the production build: a signed-in deep link loads under 5 MB of JavaScript', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-start-'));
  const start = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env: { ...process.env, ...PORTS, DATA_DIR: dataDir }, detached: true });
  let output = '';
  for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 240_000, intervals: [1000] }).toContain('Lab portal ready: http://localhost:3300');
    expect(output).toContain('start: the production builds are up to date'); // the run's build, not another

    const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3300' });
    const signedIn = await context.newPage();
    await signIn(signedIn, 'clinician@demo.lab');
    const session = await context.storageState();
    await context.close();

    // a bookmark opened with an empty cache
    const cold = await browser.newContext({ baseURL: 'http://127.0.0.1:3300', storageState: session });
    const page = await cold.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => b.length, () => 0));
    });
    await page.goto('/patients');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(bytes, `JavaScript loaded: ${(bytes / 1e6).toFixed(1)} MB`).toBeLessThan(5_000_000);
    expect(bytes).toBeGreaterThan(500_000); // it did load the portal
    await saveScreen(page, 'start-deep-link');
    await expectNoSeriousA11yViolations(page, 'the patients list under pnpm start');
    await cold.close();
  } finally {
    process.kill(-start.pid!, 'SIGTERM');
    await new Promise((resolve) => start.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
