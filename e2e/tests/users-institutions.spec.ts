import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { lastMailTo } from '../support/mails';
import { BASE_URL } from '../support/portal';
import { settledDialog, signIn } from '../support/session';
import { saveScreen } from '../support/screens';

const DEMO_PASSWORD = 'Demo@12345';
/** Any new password: 12+ characters, not a leaked one. */
const LEAVER_PASSWORD = 'Leaving-soon-pass-1';

/** The set-password link of the newest mail to `email`, as the SMTP catcher received it. */
function mailedLink(email: string): string | undefined {
  return /(https?:\/\/\S+\/set-password\?token=[\w-]+)/.exec(lastMailTo(email)?.text ?? '')?.[1];
}

async function screen(page: Page, name: string, what: string) {
  await page.mouse.move(0, 0);
  await saveScreen(page, `${name}`, { fullPage: true });
  await expectNoSeriousA11yViolations(page, what);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('a super_admin creates an institution and a clinician in it, who sets a password through the mailed link and signs in', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `Harbour View Clinic ${stamp}`;
  const email = `nina.${stamp}@demo.lab`;
  await signIn(page, 'superadmin@demo.lab');

  await page.getByRole('link', { name: 'Institutions' }).click();
  await expect(page.getByText('Total Institutions')).toBeVisible();
  await expect(page.getByRole('link', { name: "St Mary's General Hospital" }).first()).toBeVisible();
  await screen(page, 'institutions-list', 'the institutions list');

  await page.getByRole('button', { name: 'Add Institution' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Institution' })).toBeVisible();
  await expect(page.getByLabel('Institution Type')).toBeVisible();
  await expect(page.locator('form').getByText('Hospital', { exact: true })).toBeVisible(); // the type's default on create
  await page.getByLabel('Institution Name').fill(name);
  await page.getByLabel('Phone').fill('+44 20 7946 0999');
  await page.getByLabel('Email').fill(`desk.${stamp}@harbour.demo.lab`);
  await page.getByLabel('Address').fill('1 Quay Street, Bristol BS1 4DB');
  await screen(page, 'institution-form', 'the institution form');
  await page.getByRole('button', { name: 'Create Institution' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.locator('.ant-statistic-title', { hasText: 'Pending' })).toBeVisible();
  await screen(page, 'institution-detail', 'the institution detail');

  await page.getByRole('tab', { name: 'Labs' }).click();
  await choose(page, 'Lab', 'Central Pathology Laboratory');
  await choose(page, 'Sample Type', 'Serum');
  await page.getByRole('button', { name: / Assign$/ }).click();
  await expect(page.getByText('Lab assigned successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove Central Pathology/ })).toBeVisible();
  await screen(page, 'institution-labs', 'the Labs tab');

  await page.getByRole('button', { name: 'Add Clinician' }).click();
  await expect(page).toHaveURL(/\/users\/new\?institution_id=\d+&role=clinician$/);
  await expect(page.getByRole('heading', { name: 'Add New User' })).toBeVisible();
  await page.getByLabel('First Name').fill('Nina');
  await page.getByLabel('Last Name').fill(`Patel ${stamp}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  // the administrator sets a throwaway password; the clinician chooses their own through the link
  await page.getByLabel('Password', { exact: true }).fill(`Temp-${stamp}-pass`);
  await expect(page.getByText(name).first()).toBeVisible(); // the institution, preselected
  await expect(page.getByRole('button', { name: 'Create User' })).toBeEnabled();
  await screen(page, 'user-form', 'the user form with menu permissions');
  await page.getByRole('button', { name: 'Create User' }).click();

  await expect(page.getByRole('heading', { name: `Nina Patel ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: 'Send Account Setup Email' }).click();
  await expect(page.getByText('Account setup email sent successfully!')).toBeVisible();
  await screen(page, 'user-detail', 'the user detail');

  await expect.poll(() => mailedLink(email)).toBeTruthy();
  const link = mailedLink(email)!;
  expect(link.startsWith(`${BASE_URL}/set-password?token=`)).toBe(true);

  const clinicianContext = await browser.newContext();
  const clinician = await clinicianContext.newPage();
  await clinician.goto(link);
  await expect(clinician.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await clinician.getByLabel('New password').fill('Nina-chooses-1');
  await clinician.getByLabel('Confirm password').fill('Nina-chooses-1');
  await screen(clinician, 'set-password', 'the set-password page');
  await clinician.getByRole('button', { name: 'Set Password' }).click();
  await expect(clinician.getByText('Your password has been set. You can now sign in.')).toBeVisible();

  await clinician.getByRole('link', { name: 'Go to sign in' }).click();
  await clinician.getByPlaceholder('Enter your email').fill(email);
  await clinician.getByPlaceholder('Enter your password').fill('Nina-chooses-1');
  await clinician.getByRole('button', { name: 'Sign In' }).click();
  await expect(clinician).toHaveURL(/\/dashboard$/);
  await expect(clinician.getByRole('link', { name: 'Test Requests' })).toBeVisible();

  // the link worked once
  await clinician.goto(link);
  await expect(clinician.getByRole('alert')).toHaveText('This link is invalid or has expired. Ask your administrator for a new one.');
  await clinicianContext.close();
});

test('an institution_admin deactivates a user, whose open session is sent to /login', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const email = `leaving.${stamp}@demo.lab`;
  const token = (await (await request.post(`${BASE_URL}/api/auth/login`, { data: { email: 'superadmin@demo.lab', password: DEMO_PASSWORD } })).json()).token;
  const institutions = (await (await request.get(`${BASE_URL}/api/institutions/my`, { headers: { authorization: `Bearer ${token}` } })).json()).institutions;
  const stMarys = institutions.find((i: { name: string }) => i.name === "St Mary's General Hospital").id;
  const created = await request.post(`${BASE_URL}/api/users`, {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: 'Leo', last_name: `Leaving ${stamp}`, email, role: 'lab_user', password: LEAVER_PASSWORD, institution_id: stMarys, permissions: ['dashboard', 'tests', 'results'] },
  });
  expect(created.status()).toBe(201);

  const leaverContext = await browser.newContext();
  const leaver = await leaverContext.newPage();
  await signIn(leaver, email, LEAVER_PASSWORD);

  await signIn(page, 'instadmin@demo.lab');
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(`Leaving ${stamp}`);
  await expect(page.getByRole('link', { name: `Leo Leaving ${stamp}` })).toBeVisible();
  await screen(page, 'users-list', 'the users list');
  await page.getByRole('link', { name: `Leo Leaving ${stamp}` }).click();

  await expect(page.getByRole('heading', { name: `Leo Leaving ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = await settledDialog(page);
  await expect(dialog).toContainText('They will be signed out at once and cannot sign in until reactivated.');
  await expectNoSeriousA11yViolations(page, 'the deactivate confirmation');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('This user account is inactive and cannot sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeHidden();
  await screen(page, 'user-detail-inactive', 'the inactive user detail');

  // the leaver's next call is refused, and the portal sends them to sign in
  await leaver.getByRole('link', { name: 'Test Requests' }).click();
  await expect(leaver).toHaveURL(/\/login/);
  await leaverContext.close();
});
