import { expect, test, type APIRequestContext } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { ANALYZER_URL, PORTS } from '../support/portal';
import { screenAndAxe } from '../support/screens';
import { settledDialog, settledMenu, signIn } from '../support/session';

// The analyzer round trip: a lab user marks a sample received, the order reaches the analyzer
// simulator over HL7, its result comes back over MLLP and appears on the open results list without
// a reload; the lab user reviews it and releases it.

const LAB_USER = 'labuser@demo.lab';
const SUPER = 'superadmin@demo.lab';

async function headersOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: 'Demo@12345' } });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The demo instrument's orders go to this run's simulator (its order port is the e2e one). */
async function pointInstrumentAtSimulator(request: APIRequestContext) {
  const headers = await headersOf(request, SUPER);
  const { data } = await (await request.get('/api/interfaces/instruments?search=DEMO-ANALYZER', { headers })).json();
  const res = await request.put(`/api/interfaces/instruments/${data[0].id}`, { headers, data: { order_port: PORTS.analyzerOrders } });
  expect(res.status()).toBe(200);
}

/** An approved St Mary's request sent to the analyzer's laboratory, with a barcode, and no result. */
async function approvedRequestForAnalyzer(request: APIRequestContext): Promise<{ id: number; barcode: string }> {
  const headers = await headersOf(request, LAB_USER);
  const list = await (await request.get('/api/tests/requests?status=approved&limit=100', { headers })).json();
  for (const summary of list.requests as { id: number }[]) {
    const detail = await (await request.get(`/api/tests/requests/${summary.id}`, { headers })).json();
    if (detail.lab_name === 'Central Pathology Laboratory' && detail.barcode_number && detail.markers.length > 0 && !detail.result_id) return { id: summary.id, barcode: detail.barcode_number };
  }
  throw new Error('no approved demo request goes to the analyzer');
}

test('an order reaches the analyzer, its result arrives live on the results list, and is reviewed and released', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await pointInstrumentAtSimulator(request);
  const { id, barcode } = await approvedRequestForAnalyzer(request);
  const placer = `REQ-${String(id).padStart(6, '0')}`;
  const shell = new ShellPage(page);

  // the results list is open in one tab, searched for the specimen, before the result exists
  await signIn(page, LAB_USER);
  await shell.goTo('Test Results');
  await page.getByLabel('Search test results').fill(barcode);
  await expect(page.getByText('No test results found')).toBeVisible();

  // in another tab the lab user marks the sample received: the order goes out
  const detail = await context.newPage();
  await detail.goto(`/tests/${id}`);
  await expect(detail.getByRole('heading', { name: placer })).toBeVisible();
  await detail.getByRole('button', { name: 'Mark sample received' }).click();
  const dialog = await settledDialog(detail);
  await expect(dialog.getByText('its analyzers get the order')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark sample received' }).click();
  await expect(detail.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await detail.close();

  // the analyzer has it on its worklist (and its result is due a second after the order)
  await expect.poll(async () => JSON.stringify(await (await fetch(`${ANALYZER_URL}/worklist`)).json()), { timeout: 30_000 }).toContain(placer);

  // its result arrives on the open list, no reload
  const row = page.getByRole('row').filter({ hasText: 'Draft' });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.locator('.ant-tag', { hasText: /^Draft$/ })).toBeVisible();
  await screenAndAxe(page, 'analyzer-result-live', 'the results list with an analyzer result');

  // reviewed on its detail and released from the list by the lab user (an analyzer's values were typed by nobody)
  const resultId = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: `View ${resultId}` }).click();
  await expect(shell.heading(resultId)).toBeVisible();
  await screenAndAxe(page, 'analyzer-result-detail', "an analyzer's result");
  await page.getByRole('button', { name: 'Mark as reviewed' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(page.locator('.ant-tag', { hasText: /^Reviewed$/ }).first()).toBeVisible();
  await page.goBack();
  await page.getByLabel('Search test results').fill(barcode);
  const reviewed = page.getByRole('row').filter({ hasText: resultId });
  await reviewed.getByRole('button', { name: `Review ${resultId}` }).click();
  await (await settledMenu(page)).getByRole('menuitem', { name: 'Mark as final' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Mark as final' }).click();
  await expect(reviewed.locator('.ant-tag', { hasText: /^Final$/ })).toBeVisible();
});
