import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { SCREENS, savePdfPicture, saveScreen, screenAndAxe } from '../support/screens';
import { settledDialog, signIn } from '../support/session';

// A critical potassium at St Mary's, which asks for a second person: the lab user who enters it may
// not release it; a second lab user may not release it either until the call-back is recorded;
// then they release it, and the PDF carries the critical value and the call-back.

const LAB_USER = 'labuser@demo.lab';
const SECOND_LAB_USER = 'labuser2@demo.lab';
const SECOND_PERSON = 'A second person must review and release this result: you entered or last changed its values';
const CALLBACK_PENDING = 'Critical value: the call-back is not recorded yet';
const CALLBACK_DONE = 'Critical value: call-back recorded';
const CRITICAL_NOT_ACKNOWLEDGED = 'This result has critical values: record the call-back before releasing it';

interface RequestMarker {
  id: number;
  name: string;
  range: { label: string } | null;
}

/**
 * A completed request of St Mary's without a result, ordering Potassium for an adult (the range
 * matched to its patient is the adult one). The oldest such request of the form's list: the
 * results spec takes the newest free one.
 */
async function adultPotassiumRequest(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login', { data: { email: LAB_USER, password: 'Demo@12345' } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await request.get('/api/tests/requests?status=completed&limit=100', { headers })).json();
  const free = (list.requests as { id: number; result_id: number | null }[]).filter((r) => r.result_id === null).reverse();
  for (const summary of free) {
    const { markers } = (await (await request.get(`/api/results/requests/${summary.id}/markers`, { headers })).json()) as { markers: RequestMarker[] };
    if (markers.some((m) => m.name === 'Potassium' && m.range?.label.endsWith('from 18 years'))) return summary.id;
  }
  throw new Error('no completed request of the demo orders Potassium for an adult without a result');
}

const statusTag = (page: Page, text: string) => page.locator('main .ant-tag', { hasText: new RegExp(`^${text}$`) }).first();

test('a critical value: entered by one lab user, held back until its call-back is recorded, released by a second, and its call-back in the PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  const requestId = await adultPotassiumRequest(request);

  // the first lab user enters 7.2 mmol/L: critical high, and they may save it only as draft
  await signIn(page, LAB_USER);
  await page.goto(`/results/new?test_request_id=${requestId}`);
  await expect(shell.heading('New Test Result')).toBeVisible();
  const potassium = page.getByLabel('Potassium', { exact: true });
  await expect(potassium).toBeVisible();
  await potassium.fill('7.2');
  await expect(page.locator('.ant-tag', { hasText: /^Critical high$/ })).toBeVisible();
  await expect(page.getByLabel('Result Data')).toHaveValue(/Potassium\nValue: 7.2\nUnits: mmol\/L\nRange: 3.5 - 5.3\nStatus: Critical high/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(SECOND_PERSON);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled', { hasText: 'Final' })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenAndAxe(page, 'result-critical-form', 'the result form with a critical value');
  await page.getByRole('button', { name: 'Save Result' }).click();

  await expect(page).toHaveURL(/\/results\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const resultId = `RES-${String(id).padStart(6, '0')}`;
  await expect(shell.heading(resultId)).toBeVisible();
  await expect(page.getByText(CALLBACK_PENDING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as reviewed' })).toBeDisabled();
  await expect(page.getByText(SECOND_PERSON)).toBeVisible();
  await shell.signOut();

  // the second lab user finds it among the results awaiting a call-back, and reviews it; the release waits for the call-back
  await signIn(page, SECOND_LAB_USER);
  await shell.goTo('Test Results');
  await page.getByRole('combobox', { name: 'Critical values filter' }).click();
  await page.getByTitle('Critical values awaiting call-back').click();
  await expect(page).toHaveURL(/critical=unacknowledged/);
  const row = page.getByRole('row').filter({ hasText: resultId });
  await expect(row).toContainText('1 critical');
  await expect(row).toContainText('call-back pending');
  await screenAndAxe(page, 'result-critical-list', 'the results awaiting a call-back');
  await row.getByRole('link', { name: resultId }).click();
  await expect(shell.heading(resultId)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as reviewed' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(statusTag(page, 'Reviewed')).toBeVisible();
  const release = page.getByRole('button', { name: 'Mark as final' });
  await expect(release).toBeDisabled();
  await expect(release).toHaveAccessibleDescription(CRITICAL_NOT_ACKNOWLEDGED);
  const banner = page.getByRole('alert').filter({ hasText: CALLBACK_PENDING });
  await expect(banner).toContainText('Potassium: 7.2 mmol/L (Critical high)');
  await screenAndAxe(page, 'result-critical-pending', 'the result detail with a critical value awaiting its call-back');

  // the call-back, recorded in the dialog with the keyboard: checked first, then saved
  await banner.getByRole('button', { name: 'Record call-back' }).click();
  const dialog = await settledDialog(page);
  await expect(dialog.getByLabel('Date and time of the call')).not.toHaveValue('');
  await saveScreen(page, 'result-critical-callback-dialog');
  await expectNoSeriousA11yViolations(page, 'the call-back dialog');
  await dialog.getByRole('button', { name: 'Save call-back' }).click();
  await expect(dialog.getByText('Please enter who was notified').first()).toBeVisible();
  await expect(dialog.getByText('The person notified must read the values back')).toBeVisible();
  await expect(dialog.getByLabel('Person notified')).toBeFocused();
  await page.keyboard.type('Dr Ada Obi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ward registrar');
  await dialog.getByRole('checkbox', { name: 'They read the values back' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByLabel('Notes').fill('Repeat sample requested');
  await dialog.getByRole('button', { name: 'Save call-back' }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByRole('alert').filter({ hasText: CALLBACK_DONE });
  await expect(done).toContainText(/Dr Ada Obi \(Ward registrar\) by phone, .* · recorded by Tom Fletcher/);
  await expect(page.getByText(CALLBACK_PENDING)).toHaveCount(0);

  // now it can be released (a value beyond its delta limit would ask for a comment first)
  await expect(release).toBeEnabled();
  await release.click();
  const confirm = await settledDialog(page);
  const deltaComment = confirm.getByLabel('Comment confirming the change');
  if (await deltaComment.isVisible()) {
    await deltaComment.fill('Confirmed on a repeat sample');
    await confirm.getByRole('button', { name: 'Release with comment' }).click();
  } else await confirm.getByRole('button', { name: 'Mark as final' }).click();
  await expect(statusTag(page, 'Final')).toBeVisible();
  const staff = page.locator('.ant-card').filter({ has: page.getByText('Staff Information', { exact: true }) });
  await expect(staff).toContainText('Hannah Lee');
  await expect(staff.locator('.ant-descriptions-item').filter({ hasText: 'Released By' })).toContainText('Tom Fletcher');
  await screenAndAxe(page, 'result-critical-released', 'the released result with its recorded call-back');

  // the PDF: the critical value in words, the call-back and who released it
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  fs.mkdirSync(SCREENS, { recursive: true });
  const file = `${SCREENS}/result-critical-report.pdf`;
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toMatch(/Potassium[^\n]*7\.2\s+mmol\/L\s+3\.5 - 5\.3\s+!! CRITICAL HIGH/);
  expect(text).toContain('Critical value call-back');
  expect(text).toMatch(/Dr Ada Obi\s+Ward registrar\s+Phone\s+Yes\s+.*Tom Fletcher/);
  expect(text).toMatch(/Released by\s+Tom Fletcher/);
  savePdfPicture(file, 'result-critical-report', ['-r', '70', '-f', '1', '-l', '1']);
  await shell.signOut();
});
