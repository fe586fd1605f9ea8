import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { LAB_ADMIN_URL } from '../support/portal';
import { settledDialog, signIn } from '../support/session';
import { SCREENS, saveScreen } from '../support/screens';

// A request of the demo data goes to the reference-lab simulator (FHIR R4) and its results come
// back, all through the panel on the test request detail. The simulator runs
// with its clock stopped: the test moves each order on through its control endpoint.

const LAB_USER = 'labuser@demo.lab';

/** A request of institution A that can go out now: its lab has the simulator, it has a barcode, its sample is in the lab, no result yet. */
async function requestReadyToSubmit(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login', { data: { email: LAB_USER, password: 'Demo@12345' } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await request.get('/api/tests/requests?status=in_progress&limit=100', { headers })).json();
  for (const summary of list.requests as { id: number }[]) {
    const detail = await (await request.get(`/api/tests/requests/${summary.id}`, { headers })).json();
    if (detail.external_lab.can_submit && detail.external_lab.result_id === null && detail.markers.length > 0) return summary.id;
  }
  throw new Error('no demo request is ready for the external lab');
}

const advanceOrder = async (taskId: string) => {
  const res = await fetch(`${LAB_ADMIN_URL}/orders/${encodeURIComponent(taskId)}/advance`, { method: 'POST' });
  expect(res.ok).toBe(true);
};

const panelOf = (page: Page) => page.getByTestId('external-lab-panel');
const statusIs = (page: Page, label: string) => expect(panelOf(page).locator('.ant-tag', { hasText: new RegExp(`^${label}$`) })).toBeVisible();

test('a request goes to the external lab, its status is followed to complete, its results come back to the result page and its PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const id = await requestReadyToSubmit(request);
  const shell = new ShellPage(page);
  await signIn(page, LAB_USER);
  await page.goto(`/tests/${id}`);
  const panel = panelOf(page);
  await expect(panel.getByText('External Lab Integration')).toBeVisible();
  await statusIs(page, 'Pending');
  await expect(panel.getByText('Not yet')).toHaveCount(3);
  await panel.scrollIntoViewIfNeeded();
  await saveScreen(page, 'external-lab-pending', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the external lab panel');

  // submit: the dialog says what leaves the portal
  await panel.getByRole('button', { name: /Submit to External Lab/ }).click();
  const dialog = await settledDialog(page);
  await expect(dialog).toContainText('Central Pathology Laboratory');
  await expectNoSeriousA11yViolations(page, 'the submit confirmation');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await statusIs(page, 'Submitted');
  const taskId = (await panel.locator('.ant-descriptions-item').filter({ hasText: 'External Order ID' }).locator('code').innerText()).trim();
  expect(taskId).not.toBe('');
  await expect(panel.getByRole('button', { name: /Submit to External Lab/ })).toHaveCount(0);
  // the order created the request's result, a draft
  await expect(page.locator('.ant-card').filter({ has: page.getByText('Results', { exact: true }) }).locator('tbody tr.ant-table-row')).toHaveCount(1);

  // the lab receives the sample, then completes: Check Status until complete
  const steps = ['Sample Received', 'Complete'];
  for (const label of steps) {
    await advanceOrder(taskId);
    await panel.getByRole('button', { name: /Check Status/ }).click();
    await statusIs(page, label);
  }
  await expect(panel.getByRole('button', { name: /Check Status/ })).toHaveCount(0);
  await expect(panel.getByText('Not yet')).toHaveCount(0);
  await page.mouse.move(0, 0); // Fetch Results took Check Status's place under the pointer: not its hover colours
  await saveScreen(page, 'external-lab-complete', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the completed external lab panel');

  await panel.getByRole('button', { name: /Fetch Results/ }).click();
  await expect(panel.getByText('Results imported')).toBeVisible();

  // the result page: the lab's values with their flags, and the PDF carries them
  const resultsCard = page.locator('.ant-card').filter({ has: page.getByText('Results', { exact: true }) });
  await resultsCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/results\/\d+$/);
  const resultId = Number(page.url().split('/').pop());
  await expect(page.getByText('Reason: Results received from external lab')).toBeVisible();
  const result = await (
    await page.request.get(`/api/results/${resultId}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` } })
  ).json();
  expect(result.has_external_results).toBe(true);
  expect(result.result_values.length).toBeGreaterThan(0);
  for (const v of result.result_values as { marker_name: string; value: number; units: string }[]) {
    await expect(page.getByText(`${v.value} ${v.units}`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`${v.marker_name}\nValue: ${v.value}`).or(page.getByText(v.marker_name, { exact: true })).first()).toBeVisible();
  }
  await saveScreen(page, 'external-lab-result', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the imported result');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  fs.mkdirSync(SCREENS, { recursive: true });
  const file = `${SCREENS}/external-lab-report.pdf`;
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  for (const v of result.result_values as { marker_name: string; value: number }[]) {
    expect(text).toContain(v.marker_name);
    expect(text).toContain(String(v.value));
  }
  await shell.signOut();
});
