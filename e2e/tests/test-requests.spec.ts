import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { settledDialog, signIn } from '../support/session';
import { SCREENS, savePdfPicture, saveScreen } from '../support/screens';

/** Opens the select labelled `label` and picks its first option (or the one containing `text`). */
async function pickOption(page: Page, label: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  // the first option is the active one once this select's own list has loaded: Enter chooses it
  // (the list of the select before it may still be visible, fading out, with its options)
  await expect(box).toHaveAttribute('aria-controls', /.+/);
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  await expect(page.locator('.ant-select-dropdown').filter({ has: list }).locator('.ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(box.locator('xpath=..')).toHaveAttribute('title', /.+/);
  return (await box.locator('xpath=..').getAttribute('title'))!;
}

/** Fills one test of the order: sample type, lab, the first marker that may be chosen, the barcode. */
async function fillTest(page: Page, barcode: string) {
  await pickOption(page, 'Sample Type');
  await pickOption(page, 'Laboratory');
  const markers = page.getByRole('group', { name: /Markers/ }).getByRole('checkbox');
  await markers.and(page.locator(':enabled')).first().check();
  await page.getByLabel('Barcode Number').fill(barcode);
}

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

interface PrintedPage {
  inFrame: boolean;
  title: string;
  text: string;
  html: string;
}
type PrintRecorder = Window & { printed?: PrintedPage[] };

/**
 * In every document of the page (the print frame's too), print() records what it would have
 * printed on the top window instead of opening the dialog: the server is left as it is.
 */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as PrintRecorder;
      top.printed ??= [];
      top.printed.push({ inFrame: window !== window.top, title: document.title, text: document.body.innerText, html: document.documentElement.outerHTML });
    };
  });
}

/** The label as Chromium prints it: one 50 x 25 mm sheet (its @page), its text, and a picture of it to look at. */
async function expectLabelPrintsOnItsOwnSheet(page: Page, html: string) {
  const sheet = await page.context().newPage();
  await sheet.setContent(html);
  const file = `${SCREENS}/specimen-label-print.pdf`;
  await sheet.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  await sheet.close();
  const info = execFileSync('pdfinfo', [file]).toString();
  expect(info).toMatch(/Pages:\s+1\n/);
  const [, width, height] = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/)!;
  expect([Math.round((Number(width) * 25.4) / 72), Math.round((Number(height) * 25.4) / 72)]).toEqual([50, 25]);
  savePdfPicture(file, 'specimen-label-print', ['-r', '300', '-singlefile']);
}

test('a clinician orders two tests for one patient, notifies, cancels one and prints a label', async ({ page }) => {
  await recordPrints(page);
  const stamp = Date.now().toString().slice(-7);
  const [first, second] = [`E2EKIT${stamp}A`, `E2EKIT${stamp}B`];
  await signIn(page, 'clinician@demo.lab');
  const shell = new ShellPage(page);
  // the tiles are the server's counts of the clinician's whole scope, not the 20 rows shown: read
  // from the answer the page itself got (a spec beside this one may order tests meanwhile)
  const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tests/requests' && response.request().method() === 'GET');
  await shell.goTo('Test Requests');
  await expect(shell.heading('Test Requests')).toBeVisible();
  const { counts } = await (await listAnswer).json();
  const tiles: [string, number][] = [['Pending', counts.pending], ['In Progress', counts.in_progress], ['Completed', counts.completed], ['Urgent', counts.urgent]];
  for (const [title, value] of tiles) {
    const tile = page.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
    await expect(tile.locator('.ant-statistic-content')).toHaveText(value.toLocaleString('en-US'));
  }
  await saveScreen(page, 'tests-list', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the test requests list');

  // step 1: one patient, two tests
  await page.getByRole('button', { name: /New$/ }).click();
  await expect(shell.heading('New Test Request')).toBeVisible();
  const patientName = (await pickOption(page, 'Patient')).split(' (')[0].trim();
  await expect(page.getByRole('combobox', { name: 'Ordering Clinician' })).toBeDisabled();
  await fillTest(page, first);
  await saveScreen(page, 'test-order-step1', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the order form, step 1');
  await page.getByRole('button', { name: 'Add new test' }).click();
  await expect(page.getByText('1 queued')).toBeVisible();
  await fillTest(page, second);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // step 2: checkout, then the confirmation dialog
  await expect(page.getByText('Tests in this order')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Barcode for test 1' })).toHaveValue(first);
  await expect(page.getByRole('textbox', { name: 'Barcode for test 2' })).toHaveValue(second);
  await saveScreen(page, 'test-order-step2', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the order form, step 2');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit order?' });
  await expect(confirm).toContainText('2 test requests will be created');
  await confirm.getByRole('button', { name: 'Submit' }).click();

  // both in the list
  await expect(page).toHaveURL(/\/tests$/);
  const search = page.getByRole('textbox', { name: 'Search test requests' });
  await search.fill(`E2EKIT${stamp}`);
  await expect(page.getByRole('row').filter({ hasText: patientName })).toHaveCount(2);

  // open the first: send a notification
  await row(page, first).getByRole('button', { name: /^View/ }).click();
  await expect(page.getByText(first).first()).toBeVisible();
  await page.getByRole('button', { name: /Send Notification/ }).click();
  const modal = page.getByRole('dialog', { name: 'Send Notification' });
  await expect(modal.getByRole('button', { name: 'Send' })).toBeDisabled();
  await modal.getByLabel(/Message to the patient/).fill('Your sample kit is on its way; please bring it on Monday.');
  await page.waitForTimeout(500); // the Send button's colour transition, once enabled
  await saveScreen(page, 'test-notification-modal');
  await expectNoSeriousA11yViolations(page, 'the send-notification modal');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText(/^Notification sent by/)).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 5000 });
  await expect(page.getByText('Notification History')).toBeVisible();
  await saveScreen(page, 'test-detail', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the test request detail');

  // print its label: the print dialog opens on the label alone (recorded in place of the dialog)
  await page.getByRole('button', { name: /Print label/ }).click();
  await expect.poll(() => page.evaluate(() => (window as PrintRecorder).printed?.length ?? 0)).toBe(1);
  const [printed] = (await page.evaluate(() => (window as PrintRecorder).printed))!;
  expect(printed.inFrame).toBe(true);
  expect(printed.title).toMatch(/^Label REQ-\d{6}$/);
  for (const text of [patientName, first, printed.title.slice('Label '.length)]) expect(printed.text).toContain(text);
  expect(printed.html).toMatch(/<svg[^>]*class="bars"[\s\S]*<rect/);
  await expectLabelPrintsOnItsOwnSheet(page, printed.html);
  await expectNoSeriousA11yViolations(page, 'the test request detail after printing a label');

  // the same label as a PDF file
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Label PDF/ }).click();
  const label = await download;
  expect(label.suggestedFilename()).toMatch(/^label-REQ-\d{6}\.pdf$/);
  await label.saveAs(`${SCREENS}/specimen-label.pdf`);
  expect(fs.readFileSync(`${SCREENS}/specimen-label.pdf`).subarray(0, 5).toString()).toBe('%PDF-');

  // cancel the second: confirm, and one Send tells the patient and cancels
  await shell.goTo('Test Requests');
  await search.fill(second);
  // the list answers the search first: a View clicked in the previous list was undone when the
  // search reached the address
  await expect(page).toHaveURL(new RegExp(`search=${second}`));
  await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await row(page, second).getByRole('button', { name: /^View/ }).click();
  await page.getByRole('button', { name: /\bCancel$/ }).click();
  // clicked once its opening animation is over: a click during it can be lost
  await (await settledDialog(page)).getByRole('button', { name: 'Continue' }).click();
  const cancelModal = page.getByRole('dialog', { name: 'Notify the patient of the cancellation' });
  await cancelModal.getByLabel(/Message to the patient/).fill('Your test has been cancelled; your clinician will be in touch.');
  await page.waitForTimeout(500);
  await expectNoSeriousA11yViolations(page, 'the cancel notification modal');
  await cancelModal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: /Cancelled/ })).toBeDisabled({ timeout: 5000 });
  await expect(page.getByRole('button', { name: /^Archive$/ })).toHaveCount(0);
});

test('a lab_user sees test requests but may not order', async ({ page }) => {
  await signIn(page, 'labuser@demo.lab');
  await page.goto('/tests/new');
  await expect(page.getByText("Access Denied - You don't have permission to create test requests.")).toBeVisible();
  await page.goto('/tests');
  await expect(page.getByRole('heading', { name: 'Test Requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: /New$/ })).toHaveCount(0);

  // a lab_user may cancel, so sends the cancellation's notice, though not other notifications;
  // the first request the clinician ordered above is still pending
  await page.goto('/tests?status=pending&search=E2EKIT');
  await page.getByRole('row').filter({ hasText: /E2EKIT\d+A/ }).first().getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('button', { name: /\bCancel$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Send Notification/ })).toHaveCount(0);
  await page.getByRole('button', { name: /\bCancel$/ }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Continue' }).click();
  const notice = page.getByRole('dialog', { name: 'Notify the patient of the cancellation' });
  await notice.getByLabel(/Message to the patient/).fill('This test has been cancelled by the laboratory.');
  await notice.getByRole('button', { name: 'Send' }).click();
  await expect(notice.getByText(/^Notification sent by/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancelled/ })).toBeDisabled();
  await saveScreen(page, 'test-cancelled-by-lab-user', { fullPage: true });
});
