import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lastMailTo } from '../support/mails';
import { BASE_URL } from '../support/portal';
import { screenAndAxe as screen } from '../support/screens';
import { signIn } from '../support/session';

// Security as users meet it: a user shared with another institution is view-only for its admin,
// the audit trail shows who viewed a patient, "Forgot your password?" works end to end, a reviewed
// result fixes its request, and shared reference data is read-only outside super_admin.

const DEMO_PASSWORD = 'Demo@12345';

async function api(request: APIRequestContext, email = 'superadmin@demo.lab') {
  const token = (await (await request.post(`${BASE_URL}/api/auth/login`, { data: { email, password: DEMO_PASSWORD } })).json()).token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await request.get(`${BASE_URL}/api${url}`, { headers })).json(),
    post: (url: string, data: object) => request.post(`${BASE_URL}/api${url}`, { headers, data }),
  };
}

async function openUser(page: Page, name: string) {
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(name);
  // the filtered list first: a click while the list is swapped for it may land on another row
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test("B's admin sees the clinician shared with A as view only, and cannot take the account over", async ({ page }) => {
  await signIn(page, 'instadmin.b@demo.lab');
  await openUser(page, 'Daniel Okafor');
  await expect(page.getByText('View only')).toBeVisible();
  await expect(page.getByText('This user also works in an institution outside yours, so only a super administrator can change their account, password or access.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit User/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Send Password Reset Email/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Send Custom Email/ })).toBeVisible();
  await screen(page, 'security-user-view-only', 'a shared user, view only');

  // the form's address is no way round it
  await page.goto(`${page.url()}/edit`);
  await expect(page.getByText('This user also works in an institution outside yours, so only a super administrator can change their account, password or access.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
});

test("an institution's admin reads who viewed a patient, on the patient and in the Audit Trail", async ({ page }) => {
  await signIn(page, 'instadmin@demo.lab');
  await page.getByRole('link', { name: 'Patients' }).click();
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  const patientUrl = page.url();
  await expect(page.getByRole('region', { name: 'Who viewed or changed this' })).toBeVisible();
  // this view is written just after the page's answer: the next visit lists it
  await expect(async () => {
    await page.goto(patientUrl);
    await expect(page.getByRole('region', { name: 'Who viewed or changed this' }).getByText('Patient viewed').first()).toBeVisible({ timeout: 2000 });
  }).toPass();
  const panel = page.getByRole('region', { name: 'Who viewed or changed this' });
  await expect(panel.getByText('James Carter').first()).toBeVisible();
  await screen(page, 'security-patient-audit-panel', 'the patient detail with its audit panel');

  await panel.getByRole('link', { name: 'View the whole trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await expect(page).toHaveURL(/\/audit\?entity_type=patient&entity_id=\d+/);
  const trail = page.getByRole('table', { name: 'Audit Trail' });
  await expect(trail.getByText('Patient viewed').first()).toBeVisible();
  await expect(trail.getByText(/Patient #\d+/).first()).toBeVisible();
  await screen(page, 'security-audit-trail', 'the Audit Trail filtered to a patient');

  // the whole trail, from the navigation, newest first
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(trail.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit Trail' })).toBeVisible();
});

test('a person who forgot their password gets a link, chooses a long enough one that is not a leaked one, and signs in', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const email = `forgetful.${stamp}@demo.lab`;
  const admin = await api(request);
  const stMarys = (await admin.get('/institutions/my')).institutions.find((i: { name: string }) => i.name === "St Mary's General Hospital").id;
  const created = await admin.post('/users', { first_name: 'Fran', last_name: `Forgetful ${stamp}`, email, role: 'lab_user', password: 'Forgotten-already-1', institution_id: stMarys, permissions: ['dashboard', 'tests', 'results'] });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await screen(page, 'security-forgot-password', 'the forgotten password page');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an active account uses this email address, a link to choose a new password is on its way.', { exact: false })).toBeVisible();

  await expect.poll(() => lastMailTo(email)?.subject).toBe('Reset your Lab Portal password');
  const link = /(https?:\/\/\S+\/set-password\?token=[\w-]+)/.exec(lastMailTo(email)!.text)![1];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(page.getByText('It must be at least 12 characters long.')).toBeVisible();
  await page.getByLabel('New password').fill('passwordpassword');
  await page.getByLabel('Confirm password').fill('passwordpassword');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password appears in lists of leaked passwords. Please choose another one.');
  await page.getByLabel('New password').fill('Remembered-now-2026');
  await page.getByLabel('Confirm password').fill('Remembered-now-2026');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set. You can now sign in.')).toBeVisible();
  await signIn(page, email, 'Remembered-now-2026');
});

test('a request whose result is reviewed keeps its patient and specimen: the edit form shows them fixed', async ({ page, request }) => {
  const admin = await api(request, 'instadmin@demo.lab');
  const requests = (await admin.get('/tests/requests?status=in_progress&limit=100')).requests as { id: number; result_id: number | null }[];
  let locked: number | undefined;
  for (const r of requests.filter((x) => x.result_id)) {
    if ((await admin.get(`/results/${r.result_id}`)).status === 'reviewed') {
      locked = r.id;
      break;
    }
  }
  expect(locked).toBeDefined();
  await signIn(page, 'instadmin@demo.lab');
  await page.goto(`/tests/${locked}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Test Request' })).toBeVisible();
  await expect(page.getByText(/This test request has a reviewed or released result/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Patient' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Sample Type' })).toBeDisabled();
  await expect(page.getByLabel('Barcode Number')).toBeDisabled();
  await expect(page.getByLabel('Notes')).toBeEnabled();
  await screen(page, 'security-locked-request', 'a request fixed by its reviewed result');
});

test("an institution's admin sees shared collection devices read-only, and owns the ones they add", async ({ page }) => {
  const name = `E2E Own Kit ${Date.now().toString(36)}`;
  await signIn(page, 'instadmin@demo.lab');
  await page.getByRole('link', { name: 'CMS Fields' }).click();
  await page.getByRole('tab', { name: 'Collection Devices', exact: true }).click();
  const devices = page.getByRole('tabpanel');
  const shared = devices.getByRole('row').filter({ hasText: 'Venous Blood Draw Kit' });
  await expect(shared.getByText('Shared')).toBeVisible();
  await expect(shared.getByRole('button')).toHaveCount(0);
  await devices.getByRole('button', { name: /Add Item/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Collection Device' });
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const own = devices.getByRole('row').filter({ hasText: name });
  await expect(own.getByText("St Mary's General Hospital")).toBeVisible();
  await expect(own.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await screen(page, 'security-shared-devices', 'collection devices, shared and own');
});
