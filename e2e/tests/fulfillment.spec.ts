import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { settledDialog, settledMenu, signIn } from '../support/session';
import { SCREENS, savePdfPicture, saveScreen } from '../support/screens';

async function chooseAction(page: Page, menuButton: string, action: string) {
  await page.getByRole('button', { name: menuButton }).click();
  await (await settledMenu(page)).getByRole('menuitem', { name: action, exact: true }).click();
}

const statusTag = (page: Page, text: string) => page.locator('main .ant-tag', { hasText: new RegExp(`^${text}$`) }).first();

test('a fulfillment agent assigns, dispatches with a tracking number and delivers a request, then prints and downloads the delivery report, also as a PDF', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  await signIn(page, 'fulfillment@demo.lab');
  await shell.goTo('Fulfillment');
  await expect(shell.heading('Fulfillment')).toBeVisible();
  for (const tile of ['Pending', 'Assigned', 'Dispatched', 'Delivered']) await expect(page.locator('.ant-statistic-title', { hasText: new RegExp(`^${tile}$`) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(5);
  await saveScreen(page, 'fulfillment-list', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the fulfillment list');

  // pending requests only: the filter shows as a removable chip
  await page.getByLabel('Status filter').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Pending', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Status: Pending' })).toBeVisible();
  await expect(page).toHaveURL(/status=pending/);
  const firstId = page.locator('tbody tr.ant-table-row').first().getByRole('link', { name: /^FUL-\d{6}$/ });
  await expect(firstId).toBeVisible();
  const ful = (await firstId.innerText()).trim();
  const id = Number(ful.slice(4));
  await saveScreen(page, 'fulfillment-list-filtered', { fullPage: true });

  // assign it to me from the list's row menu
  await chooseAction(page, `Actions for ${ful}`, 'Assign to Me');
  await page.getByRole('button', { name: 'Remove filter Status: Pending' }).click();
  await expect(page).not.toHaveURL(/status=pending/);
  await page.getByRole('link', { name: ful, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/fulfillment/${id}$`));
  await expect(shell.heading(ful)).toBeVisible();
  await expect(statusTag(page, 'Assigned')).toBeVisible();
  for (const section of ['Request', 'Patient', 'Item', 'Shipping', 'Notes']) await expect(page.locator('.ant-card-head-title', { hasText: new RegExp(`^${section}$`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /^REQ-\d{6}$/ }).or(page.getByText(/^REQ-\d{6}$/)).first()).toBeVisible();

  // dispatch: the prompt refuses a blank tracking number
  await chooseAction(page, 'Update Status', 'Mark as Dispatched');
  const prompt = await settledDialog(page);
  await expect(prompt.getByRole('button', { name: 'Mark as Dispatched' })).toBeDisabled();
  await prompt.getByLabel('Enter the tracking number').fill('RM424242424GB');
  await expect(prompt.getByRole('button', { name: 'Mark as Dispatched' })).toBeEnabled();
  await saveScreen(page, 'fulfillment-tracking-prompt');
  await expectNoSeriousA11yViolations(page, 'the tracking-number prompt');
  await prompt.getByRole('button', { name: 'Mark as Dispatched' }).click();
  await expect(prompt).toBeHidden();
  await expect(statusTag(page, 'Dispatched')).toBeVisible();
  await expect(page.getByText('RM424242424GB').first()).toBeVisible();

  // deliver: terminal, the status menu offers nothing more and the report appears
  await chooseAction(page, 'Update Status', 'Mark as Delivered');
  await expect(statusTag(page, 'Delivered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Delivery Report' })).toBeVisible();
  await saveScreen(page, 'fulfillment-detail', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the fulfillment detail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Delivery Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`delivery-confirmation-${id}.json`);
  const report = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(report).toMatchObject({ fulfillment_id: ful, tracking_number: 'RM424242424GB' });
  expect(report.delivery_date).toBeTruthy();

  const printing = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print Delivery Report' }).click();
  const printable = await printing;
  await expect(printable.getByText('Delivery Confirmation').first()).toBeVisible();
  await expect(printable.getByText('RM424242424GB')).toBeVisible();
  await saveScreen(printable, 'delivery-report-print', { fullPage: true });
  await printable.close();

  // the same report as a printable PDF: its text read back, its page rendered to look at
  const pdfDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownloading;
  expect(pdf.suggestedFilename()).toBe(`delivery-confirmation-${id}.pdf`);
  fs.mkdirSync(SCREENS, { recursive: true });
  const pdfFile = `${SCREENS}/delivery-report.pdf`;
  await pdf.saveAs(pdfFile);
  const pdfText = execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString();
  for (const text of ['Delivery Confirmation', ful, report.test_request_id, report.patient_name, 'RM424242424GB', report.item_sku, 'Delivery Date', 'Page 1 of 1']) expect(pdfText).toContain(text);
  savePdfPicture(pdfFile, 'delivery-report-pdf', ['-r', '60', '-singlefile']);
});

test('a cancelled request is reopened after confirmation, and a replacement is created for another', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'fulfillment@demo.lab');
  await page.goto('/fulfillment?status=cancelled');
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first().getByRole('link', { name: /^FUL-\d{6}$/ })).toBeVisible();
  const first = (await rows.nth(0).getByRole('link', { name: /^FUL-\d{6}$/ }).innerText()).trim();
  const second = (await rows.nth(1).getByRole('link', { name: /^FUL-\d{6}$/ }).innerText()).trim();

  await chooseAction(page, `Actions for ${first}`, 'Reopen Request');
  const reopen = await settledDialog(page);
  await saveScreen(page, 'fulfillment-reopen-confirm');
  await expectNoSeriousA11yViolations(page, 'the reopen confirmation');
  await reopen.getByRole('button', { name: 'Reopen Request' }).click();
  await expect(reopen).toBeHidden();

  await chooseAction(page, `Actions for ${second}`, 'Create Replacement');
  const replace = await settledDialog(page);
  await replace.getByRole('button', { name: 'Create Replacement' }).click();
  await expect(page.getByText('Replacement request created successfully')).toBeVisible();

  await page.goto(`/fulfillment/${Number(first.slice(4))}`);
  await expect(page.locator('main .ant-tag', { hasText: /^Pending$/ }).first()).toBeVisible();
  await expect(page.getByText('Request reopened from cancelled status')).toBeVisible();
});
