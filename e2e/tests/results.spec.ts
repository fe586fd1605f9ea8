import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { settledDialog, settledMenu, signIn } from '../support/session';
import { SCREENS, saveScreen } from '../support/screens';

/** Confirms the open confirmation dialog with its `ok` button. */
async function confirm(page: Page, ok: string) {
  const dialog = await settledDialog(page);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The first marker of the form with an upper reference limit, and a value between that limit and
 * its critical one (read from the field's description: 'Reference range: 3.5 - 5.3 mmol/L ·
 * Critical limits: < 2.5 or > 6.5 · ...').
 */
async function highValue(page: Page) {
  const inputs = page.locator('input[id^="result-marker-"]');
  for (let i = 0; i < (await inputs.count()); i += 1) {
    const description = (await inputs.nth(i).getAttribute('aria-describedby'))?.split(' ')[0];
    const hint = description ? await page.locator(`[id="${description}"]`).innerText() : '';
    const high = hint.match(/Reference range: (?:\S+ - |< )(\S+)/)?.[1];
    if (!high) continue;
    const critical = hint.match(/Critical limits: .*> (\S+)/)?.[1];
    const value = critical ? (Number(high) + Number(critical)) / 2 : Number(high) * 2 + 1;
    return { marker: inputs.nth(i), value: String(Math.round(value * 100) / 100) };
  }
  throw new Error('no marker of the request has an upper reference limit');
}

const statusTag = (page: Page, text: string) => page.locator('.ant-tag', { hasText: new RegExp(`^${text}$`) }).first();

test('a lab user enters a result, a second user reviews and finalises it, an amendment shows in the history, the PDF downloads', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);

  // the lab user: the list, then a result for a completed request
  await signIn(page, 'labuser@demo.lab');
  await shell.goTo('Test Results');
  await expect(shell.heading('Test Results')).toBeVisible();
  for (const tile of ['Draft', 'Reviewed', 'Final', 'Total']) await expect(page.locator('.ant-statistic-title', { hasText: new RegExp(`^${tile}$`) })).toBeVisible();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Recent activity' })).toBeVisible();
  await saveScreen(page, 'results-list', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the results list');

  await page.getByRole('button', { name: /New Result$/ }).click();
  await expect(shell.heading('New Test Result')).toBeVisible();
  const request = page.getByRole('combobox', { name: 'Test Request' });
  await request.click();
  // the first request without a result (those with one are disabled)
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').first();
  await expect(option).toBeVisible();
  const chosen = (await option.getAttribute('title')) ?? (await option.innerText());
  await option.click();
  const firstMarker = page.locator('input[id^="result-marker-"]').first();
  await expect(firstMarker).toBeVisible();
  await expect(page.getByLabel('Result Data')).toHaveValue(/Value: /);
  // a value above a marker's reference range yet short of its critical limit: High, not Critical high
  const { marker, value } = await highValue(page);
  await marker.fill(value);
  await expect(page.locator('.ant-tag', { hasText: /^High$/ }).first()).toBeVisible();
  // the value is typed once: the result data is written from it
  await expect(page.getByLabel('Result Data')).toHaveValue(new RegExp(`Value: ${value.replace('.', '\\.')}\nUnits: .*\nRange: .*\nStatus: High`));
  await page.getByLabel('Interpretation').fill('Markedly raised first marker. Repeat advised.');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await saveScreen(page, 'result-form', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the result form');
  await page.getByRole('button', { name: 'Save Result' }).click();

  await expect(page).toHaveURL(/\/results\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const resultId = `RES-${String(id).padStart(6, '0')}`;
  await expect(shell.heading(resultId)).toBeVisible();
  await expect(statusTag(page, 'Draft')).toBeVisible();
  await expect(page.getByText(chosen.split(' · ')[1] ?? '', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: /^High$/ }).first()).toBeVisible();
  await expect(page.getByText(`Value: ${value}`)).toBeVisible();
  await shell.signOut();

  // a second user reviews it on the detail, then finalises it from the list's Review menu
  await signIn(page, 'instadmin@demo.lab');
  await page.goto(`/results/${id}`);
  await expect(shell.heading(resultId)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as reviewed' }).click();
  await confirm(page, 'Mark as reviewed');
  await expect(statusTag(page, 'Reviewed')).toBeVisible();
  await expect(page.getByText('James Carter').first()).toBeVisible();

  await shell.goTo('Test Results');
  await page.getByLabel('Search test results').fill(resultId);
  const row = page.getByRole('row').filter({ hasText: resultId });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Review ${resultId}` }).click();
  // a click while the menu still slides in can be lost (it was, on a busy CI machine)
  await (await settledMenu(page)).getByRole('menuitem', { name: 'Mark as final' }).click();
  await confirm(page, 'Mark as final');
  await expect(row.locator('.ant-tag', { hasText: /^Final$/ })).toBeVisible();
  await expect(row.getByRole('button', { name: `Review ${resultId}` })).toHaveCount(0);

  // an amendment needs a reason, and shows in the history
  await row.getByRole('button', { name: `View ${resultId}` }).click();
  await page.getByRole('button', { name: 'Amend' }).click();
  await expect(page.getByText('This result is final: saving changes makes it amended.')).toBeVisible();
  await page.getByLabel('Interpretation').fill('Markedly raised first marker, confirmed on re-run.');
  await page.getByRole('button', { name: 'Save Amendment' }).click();
  await expect(page.getByText('A reason is required to amend a final result')).toBeVisible();
  await page.getByLabel('Reason for amendment').fill('Re-run on a second aliquot');
  await saveScreen(page, 'result-amend-form', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the amendment form');
  await page.getByRole('button', { name: 'Save Amendment' }).click();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
  // St Mary's asks a second person: the amendment waits, and its author may not release it
  await expect(page.getByText('An amendment of this result awaits release by a second person')).toBeVisible();
  await expect(statusTag(page, 'Final')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release amendment' })).toBeDisabled();
  await expect(page.getByText('A second person must release this amendment: you wrote it')).toBeVisible();
  await saveScreen(page, 'result-amendment-waiting', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the result with an amendment waiting');
  await shell.signOut();

  await signIn(page, 'labuser2@demo.lab');
  await page.goto(`/results/${id}`);
  await page.getByRole('button', { name: 'Release amendment' }).click();
  await confirm(page, 'Release amendment');
  await expect(statusTag(page, 'Amended')).toBeVisible();
  await expect(page.getByText('This result was amended')).toBeVisible();
  const history = page.locator('.ant-card').filter({ has: page.getByText('Amendment History', { exact: true }) });
  const versions = history.locator('.ant-collapse-header');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2');
  await expect(versions.nth(0)).toContainText('Reason: Re-run on a second aliquot');
  await expect(versions.nth(1)).toContainText('Version 1');
  await saveScreen(page, 'result-detail', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the result detail');

  // the PDF, with the product's file name
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^test-result-${id}-[A-Za-z-]+\\.pdf$`));
  fs.mkdirSync(SCREENS, { recursive: true });
  await pdf.saveAs(`${SCREENS}/result-report.pdf`);
});

test('a missing result says Result Not Found, and a role without results is told so', async ({ page }) => {
  const shell = new ShellPage(page);
  await signIn(page, 'clinician@demo.lab');
  await page.goto('/results/99999999');
  await expect(page.getByText('Result Not Found')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the result not found page');
  await shell.signOut();

  await signIn(page, 'fulfillment@demo.lab');
  await page.goto('/results');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to view test results")).toBeVisible();
  await page.goto('/results/new');
  await expect(page.getByText("You don't have permission to enter test results")).toBeVisible();
});
