import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../support/portal';
import { screenAndAxe } from '../support/screens';
import { signIn } from '../support/session';
import { pickFromOpenList } from '../support/select';

const DEMO_PASSWORD = 'Demo@12345';

// the charts draw at once (no growing bars) for users who ask for less motion: the screenshots show them whole
test.use({ reducedMotion: 'reduce' });

/** The screen once its charts are drawn (each a canvas; no skeleton left), then its screenshot and axe. */
async function screen(page: Page, name: string, what: string, charts = true) {
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  if (charts) await expect(page.locator('[aria-hidden="true"] canvas:visible').first()).toBeVisible();
  await screenAndAxe(page, name, what);
}

/** GET helper on the API as `email` (what the screens should show, asked directly). */
async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post(`${BASE_URL}/api/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async <T>(url: string): Promise<T> => {
    const res = await request.get(`${BASE_URL}/api${url}`, { headers });
    expect(res.ok(), url).toBe(true);
    return (await res.json()) as T;
  };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await pickFromOpenList(page, option);
}

/** A headline card's figure as a number (antd groups thousands with commas). */
async function figure(page: Page, title: string): Promise<string> {
  const card = page.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
  return (await card.locator('.ant-statistic-content').innerText()).replace(/,/g, '');
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('an institution_admin opens analytics, switches the time frame, opens the institution view and a patient view from the patient detail', async ({ page, request }) => {
  const api = await apiAs(request, 'instadmin@demo.lab');
  const [institution] = (await api<{ institutions: { id: number; name: string }[] }>('/institutions/my')).institutions;
  const week = (await api<{ test_types: { request_count: number }[] }>('/analytics/test-types?timeframe=7')).test_types;

  await signIn(page, 'instadmin@demo.lab');
  await page.getByRole('link', { name: 'View Analytics' }).click(); // the dashboard's link (the side navigation has no Analytics entry)
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Test Types', 'User Activity', 'Audit Logs']);
  await expect(page.getByLabel('Institution', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Top 5 Test Types' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top 5 Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top 5 Test Types' }).getByRole('row')).toHaveCount(6); // the header and five
  await screen(page, 'analytics-overview', 'the analytics overview');

  await choose(page, 'Time frame', 'Last 7 days');
  await expect(page).toHaveURL(/[?&]timeframe=7/);
  await expect.poll(() => figure(page, 'Test Requests')).toBe(String(week.reduce((sum, t) => sum + t.request_count, 0)));

  await openTab(page, 'Test Types');
  await expect(page.getByRole('columnheader', { name: 'Completion Rate' })).toBeVisible();
  await screen(page, 'analytics-test-types', 'the Test Types tab');
  await openTab(page, 'User Activity');
  await expect(page.getByRole('cell', { name: 'Emily Watson' }).or(page.getByRole('cell', { name: 'Watson, Emily' })).first()).toBeVisible();
  await screen(page, 'analytics-user-activity', 'the User Activity tab', false);
  await openTab(page, 'Audit Logs');
  await expect(page.getByText('auth.login_succeeded').first()).toBeVisible();
  await screen(page, 'analytics-audit-logs', 'the Audit Logs tab');

  // the institution view, from the institution detail's link
  await page.goto(`${BASE_URL}/institutions/${institution.id}`);
  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?institution_id=${institution.id}$`));
  await expect(page.getByRole('heading', { name: institution.name })).toBeVisible();
  const quarter = await api<{ summary: { test_requests: number } }>(`/analytics/institution/${institution.id}?timeframe=90`);
  await choose(page, 'Time frame', 'Last 90 days');
  await expect(page).toHaveURL(/[?&]timeframe=90/);
  await expect.poll(() => figure(page, 'Test Requests')).toBe(String(quarter.summary.test_requests));
  await expect(page.getByRole('heading', { name: 'Requests by Status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clinician Performance' })).toBeVisible();
  await screen(page, 'analytics-institution', 'the institution view');
  await page.getByRole('link', { name: 'Back to Overview' }).click();
  await expect(page).toHaveURL(/\/analytics\?timeframe=90$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

  // a patient's view, from the patient detail
  await page.getByRole('link', { name: 'Patients' }).click();
  await page.locator('tbody tr a[href^="/patients/"]').first().click();
  await expect(page).toHaveURL(/\/patients\/\d+$/);
  const patientId = Number(/\/patients\/(\d+)$/.exec(page.url())![1]);
  const patient = await api<{ patient_name: string; summary: { total_tests: number } }>(`/analytics/patient/${patientId}`);
  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?patient_id=${patientId}$`));
  await expect(page.getByRole('heading', { name: patient.patient_name })).toBeVisible();
  await expect.poll(() => figure(page, 'Total Tests')).toBe(String(patient.summary.total_tests));
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await screen(page, 'analytics-patient', 'the patient view');
  await page.getByRole('button', { name: 'Back' }).or(page.getByRole('link', { name: 'Back' })).first().click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}$`));
});

test('a super_admin has the Institutions tab third and the institution filter, which hides it', { tag: '@smoke' }, async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin@demo.lab');
  const { institutions } = await api<{ institutions: { id: number; name: string; test_request_count: number }[] }>('/analytics/institutions?timeframe=30');
  await signIn(page, 'superadmin@demo.lab');
  await page.goto(`${BASE_URL}/analytics`);
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Test Types', 'Institutions', 'User Activity', 'Audit Logs']);
  await openTab(page, 'Institutions');
  for (const i of institutions) await expect(page.getByRole('link', { name: i.name, exact: true })).toBeVisible();
  await screen(page, 'analytics-institutions', 'the Institutions tab');

  await choose(page, 'Institution', "St Mary's General Hospital");
  await expect(page).toHaveURL(/[?&]institution=\d+/);
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Test Types', 'User Activity', 'Audit Logs']);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await screen(page, 'analytics-filtered', 'the overview filtered to one institution');
});

test("a clinician is told they may not view analytics", async ({ page }) => {
  await signIn(page, 'clinician@demo.lab');
  await expect(page.getByRole('link', { name: 'View Analytics' })).toHaveCount(0);
  await page.goto(`${BASE_URL}/analytics`);
  await expect(page.getByText("You don't have permission to view analytics.")).toBeVisible();
});
