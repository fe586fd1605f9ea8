import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { startRemote, stopRemote } from '../support/portal';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('a remote whose server is down', () => {
  test.afterEach(async () => {
    await startRemote('logistics').catch(() => undefined);
  });

  test('shows a fallback card for its areas while the shell and other areas keep working', async ({ page }) => {
    await stopRemote('logistics');
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.open();
    await login.signIn('superadmin@demo.lab');

    await shell.goTo('Inventory');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/remote-fallback.png' });
    await expectNoSeriousA11yViolations(page, 'the remote fallback card');

    // the nav and another remote's area still work
    await shell.goTo('Patients');
    await expect(shell.heading('Patients')).toBeVisible();
    await shell.goTo('Dashboard');
    await expect(shell.heading('Dashboard Overview')).toBeVisible();

    // the other area of the same remote is down too; once the server is back, Retry loads it
    await shell.goTo('Fulfillment');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 30_000 });
    await startRemote('logistics');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(shell.heading('Fulfillment')).toBeVisible({ timeout: 30_000 });

    await shell.signOut();
  });
});
