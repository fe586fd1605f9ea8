import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { startRemote, stopRemote } from '../support/portal';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/session';
import { saveScreen } from '../support/screens';

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
    await saveScreen(page, 'remote-fallback');
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

    // the browser reported both failed loads: the Platform page lists them by remote and version
    await shell.goTo('Platform');
    await expect(shell.heading('Platform')).toBeVisible();
    const remotes = page.getByRole('region', { name: 'Remotes' });
    await expect(remotes.getByText('This portal provides platform contract 1.0.0.')).toBeVisible();
    for (const remote of ['clinical', 'logistics', 'admin']) await expect(remotes.getByRole('row', { name: new RegExp(`^${remote} e2e Compatible`) })).toBeVisible();
    const failures = page.getByRole('region', { name: 'Load failures' });
    const logistics = failures.getByRole('row').filter({ has: page.getByRole('cell', { name: 'logistics', exact: true }) });
    await expect(logistics.getByRole('cell').nth(3)).not.toHaveText('0');
    await expect(logistics).toContainText(/failed · .* · \/(inventory|fulfillment)/);
    // the error as the browser met it: its first line (the remote's declaration could not be read)
    await expect(logistics).toContainText('remote-meta.json answered 502');
    await saveScreen(page, 'platform', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the Platform page');

    await shell.signOut();
  });

  test('the Platform page flags a version whose loads fail often, with the command that rolls it back', async ({ page }) => {
    await signIn(page, 'superadmin@demo.lab');
    // three browsers' reports of a canary that fails, as the real API receives them
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const version = `7.7.${Date.now() % 1_000_000}-e2e`; // a run's own: a retried test starts from none
    for (let i = 0; i < 3; i++) {
      const sent = await page.request.post('/api/platform/remote-loads', { headers: { authorization: `Bearer ${token}` }, data: { remote: 'admin', version, outcome: 'crashed', error: `TypeError: x is undefined ${i}`, page: '/users/12' } });
      expect(sent.status()).toBe(200);
    }
    await new ShellPage(page).goTo('Platform');
    const flag = page.getByRole('alert').filter({ hasText: `admin ${version}: 3 of 3 loads failed in the last hour.` });
    await expect(flag).toContainText('Roll back: pnpm remotes:use admin <previous version>');
    await expect(page.getByRole('region', { name: 'Load failures' })).toContainText('crashed');
    await page.getByRole('region', { name: 'Load failures' }).getByText('Last day').click();
    await expect(page.getByRole('radio', { name: 'Last day' })).toBeChecked();
    await expect(page.getByRole('alert').filter({ hasText: `admin ${version}: 3 of 3 loads failed in the last day.` })).toBeVisible();
    await saveScreen(page, 'platform-flagged', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the Platform page with a flagged version');
  });
});
