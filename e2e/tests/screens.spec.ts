import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { saveScreen } from '../support/screens';

// Screenshots of the built screens, kept under test-results/screens for a person to review.
test('login page and layout', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await saveScreen(page, 'login');
  await expectNoSeriousA11yViolations(page, 'the login page');
  await login.signIn('clinician.multi@demo.lab');
  await new ShellPage(page).expectGreeting('Daniel');
  await expect(page.getByRole('heading', { name: 'Clinical Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await saveScreen(page, 'layout-clinician');
  await expectNoSeriousA11yViolations(page, 'the layout with the user menu open');
  // the menu closes on a click outside it
  await page.getByRole('heading', { name: 'Clinical Dashboard' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeHidden();
});
