import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { saveScreen } from '../support/screens';

async function signIn(page: Page, email: string, firstName: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectGreeting(firstName);
}

/** The chart is drawn on a canvas: at least some of its pixels are not blank. */
async function expectChartDrawn(page: Page) {
  const card = page.getByLabel('Test Request Trends');
  const canvas = card.locator('canvas').first();
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const ctx = el.getContext('2d');
        if (!ctx) return 0;
        const { data } = ctx.getImageData(0, 0, el.width, el.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(500);
}

test('super_admin sees every card with the figures the API holds, the filter, activity and the chart', { tag: '@smoke' }, async ({ page }) => {
  await signIn(page, 'superadmin@demo.lab', 'Sarah');
  const dashboard = new DashboardPage(page);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByText("Welcome back, Sarah. Here's what's happening with your lab operations.")).toBeVisible();
  // the test portals have no SMS provider: the super_admin is told text messages reach nobody
  const warning = page.getByRole('alert').filter({ hasText: 'Messages to patients are not being delivered' });
  await expect(warning).toContainText('No SMS provider configured (SMS_PROVIDER): messages are recorded, not delivered');

  expect(await dashboard.cardTitles()).toEqual([
    'Test Requests',
    'New Patients',
    'Results Completed',
    'Critical Values Awaiting Call-back',
    'Pending Fulfillment',
    'Active Institutions',
    'Active Clinicians',
  ]);
  const api = await dashboard.figuresFromApi(30, true);
  expect(await dashboard.cardValue('Test Requests')).toBe(api.test_requests!.total);
  expect(await dashboard.cardValue('New Patients')).toBe(api.patients!.total);
  expect(await dashboard.cardValue('Results Completed')).toBe(api.results!.completed);
  // (its figure moves while other specs enter critical values: its unit test checks the figure and the link)
  expect(await dashboard.cardValue('Pending Fulfillment')).toBe(api.fulfillment!.pending);
  expect(await dashboard.cardValue('Active Institutions')).toBe(api.institutions!.active);
  expect(await dashboard.cardValue('Active Clinicians')).toBe(api.clinicians!.total);
  expect(api.test_requests!.total).toBeGreaterThan(0);

  await expect(page.getByRole('combobox', { name: 'Activity filter' })).toBeVisible();
  await expect(dashboard.recentActivityItems()).toHaveCount(8);
  await expect(page.getByRole('columnheader', { name: 'Activity Count' })).toBeVisible();

  await expect(dashboard.trends()).toHaveCount(7);
  await expectChartDrawn(page);
  await page.waitForTimeout(1500); // let the bars finish growing, for the screenshot only
  await saveScreen(page, 'dashboard-super-admin', { fullPage: true });
  await expectNoSeriousA11yViolations(page, "super_admin's dashboard");

  // a shorter time frame reloads the figures
  await dashboard.chooseTimeframe('Last 7 days');
  const week = await dashboard.figuresFromApi(7, true);
  expect(week.test_requests!.total).toBeLessThan(api.test_requests!.total);
  await expect.poll(() => dashboard.cardValue('Test Requests')).toBe(week.test_requests!.total);
});

test("a clinician sees the clinical dashboard of their own institution's figures, without the admin parts", async ({ page }) => {
  await signIn(page, 'clinician@demo.lab', 'Emily');
  const dashboard = new DashboardPage(page);
  await expect(page.getByRole('heading', { name: 'Clinical Dashboard' })).toBeVisible();

  const titles = await dashboard.cardTitles();
  expect(titles).toEqual(expect.arrayContaining(['Test Requests', 'New Patients', 'Results Completed']));
  expect(titles).not.toContain('Active Institutions');
  expect(titles).not.toContain('Active Clinicians');
  const api = await dashboard.figuresFromApi(30);
  expect(api).not.toHaveProperty('institutions');
  expect(await dashboard.cardValue('Test Requests')).toBe(api.test_requests!.total);
  expect(await dashboard.cardValue('New Patients')).toBe(api.patients!.total);
  expect(await dashboard.cardValue('Results Completed')).toBe(api.results!.completed);

  await expect(page.getByRole('combobox', { name: 'Activity filter' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Activity Count' })).toHaveCount(0);
  await expect(dashboard.recentActivityItems().first()).toBeVisible();
  await expect(dashboard.trends()).toHaveCount(api.test_trends!.length);
  await expectChartDrawn(page);
  await page.waitForTimeout(1500); // let the bars finish growing, for the screenshot only
  await saveScreen(page, 'dashboard-clinician', { fullPage: true });
  await expectNoSeriousA11yViolations(page, "a clinician's dashboard");
});
