import { expect, test, type ConsoleMessage } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/session';

// What every page owes its user before any feature: one main landmark, no stray browser margin,
// loading states that assistive technology can name, and a console free of antd's deprecations
// (each one is a behaviour the next antd release changes under us).

const AREAS = ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Inventory', 'Fulfillment', 'Users', 'Institutions', 'CMS Fields', 'Audit Trail', 'Interfaces', 'Platform'];

test('every area has one main landmark, no body margin and no antd deprecation in the console', async ({ page }) => {
  const deprecations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (/\[antd: .*\]|deprecated/i.test(text)) deprecations.push(text);
  });
  await signIn(page, 'superadmin@demo.lab');
  const shell = new ShellPage(page);
  for (const area of AREAS) {
    await shell.goTo(area);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect([area, await page.getByRole('main').count()]).toEqual([area, 1]);
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(deprecations).toEqual([]);
});

test('a record that is still loading says so, by name, to assistive technology', async ({ page }) => {
  await signIn(page, 'instadmin@demo.lab');
  // hold the patient's answer back a moment (the real server still answers it)
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/patients\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  const shell = new ShellPage(page);
  await shell.goTo('Patients');
  await page.locator('tbody').getByRole('link').first().click();
  const spinner = page.getByRole('status', { name: 'Loading patient' });
  await expect(spinner).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a loading patient');
  release();
  await expect(spinner).toHaveCount(0);
  await expect(page.getByText(/^MRN: /)).toBeVisible();
});
