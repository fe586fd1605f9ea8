import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

const ROLES = [
  { email: 'superadmin@demo.lab', firstName: 'Sarah', role: 'super admin', institution: null, nav: ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Inventory', 'Fulfillment', 'Users', 'Institutions', 'CMS Fields', 'Audit Trail', 'Interfaces', 'Platform'] },
  { email: 'instadmin@demo.lab', firstName: 'James', role: 'institution admin', institution: "St Mary's General Hospital", nav: ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Inventory', 'Users', 'CMS Fields', 'Audit Trail', 'Interfaces'] },
  { email: 'clinician@demo.lab', firstName: 'Emily', role: 'clinician', institution: "St Mary's General Hospital", nav: ['Dashboard', 'Patients', 'Test Requests', 'Test Results'] },
  { email: 'clientadmin@demo.lab', firstName: 'Laura', role: 'client admin', institution: "St Mary's General Hospital", nav: ['Dashboard', 'Patients', 'Test Requests', 'Inventory', 'Fulfillment', 'CMS Fields'] },
  { email: 'fulfillment@demo.lab', firstName: 'Marcus', role: 'fulfillment agent', institution: null, nav: ['Dashboard', 'Inventory', 'Fulfillment'] },
  { email: 'labuser@demo.lab', firstName: 'Hannah', role: 'lab user', institution: "St Mary's General Hospital", nav: ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Interfaces'] },
];

for (const account of ROLES) {
  test(`${account.role} signs in and sees exactly their navigation`, async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.open();
    await login.signIn(account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await shell.expectGreeting(account.firstName);
    expect(await shell.navEntryNames()).toEqual(account.nav);
    await expect(page.getByTestId('nav-user')).toContainText(account.role);
    if (account.institution) await expect(page.getByTestId('institution-badge')).toHaveText(account.institution);
    else await expect(page.getByTestId('institution-badge')).toHaveCount(0);
    await shell.signOut();
    // the session is gone: a protected page sends us back to sign-in
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a failed sign-in shows the server text and keeps the visitor on /login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('labuser@demo.lab', 'not-the-password');
  await expect(login.failureBanner()).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('each remote area loads on first visit and highlights its nav entry', { tag: '@smoke' }, async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.open();
  await login.signIn('superadmin@demo.lab');
  for (const [entry, heading] of [
    ['Patients', 'Patients'],
    ['Inventory', 'Inventory'],
    ['Users', 'Users'],
  ] as const) {
    await shell.goTo(entry);
    await expect(shell.heading(heading)).toBeVisible();
    await expect(shell.nav().locator('.ant-menu-item-selected')).toHaveText(entry);
  }
  await page.goto('/patients/12/edit');
  await expect(shell.heading('Edit Patient')).toBeVisible();
  await expect(shell.nav().locator('.ant-menu-item-selected')).toHaveText('Patients');
});

test('an unknown route shows the error page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});
