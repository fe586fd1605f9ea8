import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/session';
import { saveScreen } from '../support/screens';

// On a phone the navigation is a drawer behind a real button: reachable by keyboard, closed once
// the user has chosen a page, and never squeezing the page; the top bar keeps to one line.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu is a button that opens the navigation and closes it on choosing', async ({ page }) => {
  await signIn(page, 'instadmin@demo.lab');
  const greeting = page.getByText('Welcome back, James', { exact: true });
  await expect(greeting).toBeVisible();
  expect((await greeting.boundingBox())!.height).toBeLessThan(30); // one line, not a letter per line
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await expect.poll(async () => (await nav.boundingBox())?.x).toBeGreaterThanOrEqual(0); // slid fully in
  await saveScreen(page, 'phone-navigation');
  await expectNoSeriousA11yViolations(page, 'the navigation drawer on a phone');
  await nav.getByRole('link', { name: 'Patients', exact: true }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(nav).toBeHidden();

  // the page has the phone's whole width, and nothing pushes it wider than the screen
  await expect(page.getByRole('heading', { name: 'Patients', exact: true })).toBeVisible();
  expect((await page.getByRole('main').boundingBox())!.width).toBeGreaterThan(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreen(page, 'phone-patients', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the patients list on a phone');

  // Contact Us is in the user menu
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
