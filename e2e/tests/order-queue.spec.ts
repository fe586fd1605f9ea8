import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { settledDialog, signIn } from '../support/session';
import { saveScreen } from '../support/screens';

// The order form's queue: the queued tests are listed under the form, each can be edited or
// removed, and the order is created whole or not at all.

const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/** Opens the select labelled `label` and chooses the option `name` (by keyboard: typing filters, Enter chooses). */
async function choose(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(name);
  await expect(openList(page).locator('.ant-select-item-option-active')).toHaveAttribute('title', new RegExp(`^${name}`));
  await page.keyboard.press('Enter');
  await expect(openList(page)).toHaveCount(0); // closed, so that the next list is the only one open
}

/** Opens the select labelled `label` and chooses its first option. */
async function chooseFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await expect(openList(page).locator('.ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(openList(page)).toHaveCount(0);
}

/** A Serum test at the first lab with the `nth` marker that may be chosen, and `barcode`. */
async function draftSerumTest(page: Page, barcode: string, nth = 0) {
  await choose(page, 'Sample Type', 'Serum');
  await chooseFirst(page, 'Laboratory');
  await page.getByRole('group', { name: /Markers/ }).getByRole('checkbox').and(page.locator(':enabled')).nth(nth).check();
  await page.getByLabel('Barcode Number').fill(barcode);
}

/** A new order for the first patient the clinician may choose. */
async function newOrder(page: Page) {
  await page.goto('/tests/new');
  await expect(page.getByRole('heading', { name: 'New Test Request' })).toBeVisible();
  await chooseFirst(page, 'Patient');
}

/** Submits the order from step 1: Confirm, Submit Order, then the dialog's Submit. */
async function submitOrder(page: Page, tests: number) {
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const dialog = await settledDialog(page);
  await expect(dialog).toContainText(`${tests} test ${tests === 1 ? 'request' : 'requests'} will be created`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/** The rows of the test requests found by `search`, or the list's 'none found', once it has answered. */
async function searchRequests(page: Page, search: string): Promise<Locator> {
  await page.goto(`/tests?search=${encodeURIComponent(search)}`);
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.or(page.getByText('No test requests found')).first()).toBeVisible();
  return rows;
}

const queueCard = (page: Page) => page.locator('.ant-card', { has: page.getByText(/^Queued tests \(\d+\)$/) });
const queuedRows = (page: Page) => queueCard(page).locator('tbody tr.ant-table-row');

test('two queued tests are listed, one edited, one removed and added again, and both are created', async ({ page }) => {
  const stamp = Date.now().toString().slice(-7);
  const [first, second, changed] = [`Q${stamp}A`, `Q${stamp}B`, `Q${stamp}B2`];
  await signIn(page, 'clinician@demo.lab');
  await newOrder(page);

  // only the devices whose tubes take serum are offered
  await draftSerumTest(page, first);
  await page.getByRole('combobox', { name: 'Collection Devices' }).click();
  const offered = openList(page).locator('.ant-select-item-option');
  await expect(offered.filter({ hasText: 'Venous Blood Draw Kit' })).toHaveCount(1);
  await expect(offered.filter({ hasText: 'Urine Collection Pot' })).toHaveCount(0);
  await expect(offered.filter({ hasText: 'Saliva Collection Kit' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(offered).toHaveCount(0);

  await page.getByRole('button', { name: 'Add new test' }).click();
  await draftSerumTest(page, second, 1);
  await page.getByRole('button', { name: 'Add new test' }).click();
  await expect(queueCard(page)).toContainText('Queued tests (2)');
  await expect(queuedRows(page)).toHaveCount(2);
  await expect(queuedRows(page).nth(0)).toContainText(first);
  await expect(queuedRows(page).nth(1)).toContainText(second);

  // a barcode already queued is refused when the test is added
  await draftSerumTest(page, first, 2);
  await page.getByRole('button', { name: 'Add new test' }).click();
  await expect(page.getByText(`Barcode ${first} is given to more than one test of this order`)).toBeVisible();
  await expect(queuedRows(page)).toHaveCount(2);
  await saveScreen(page, 'order-queue-1366', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the order form with its queue');

  // Edit by keyboard: test 2 goes back into the form, changes, and comes back in its place
  await page.getByRole('button', { name: 'Edit queued test 2' }).focus();
  await page.keyboard.press('Enter');
  await settledDialog(page).then((dialog) => dialog.getByRole('button', { name: 'Edit' }).click()); // the draft held a test
  await expect(page.getByText('Test 2 (editing)')).toBeFocused();
  await expect(page.getByLabel('Barcode Number')).toHaveValue(second);
  await page.getByLabel('Barcode Number').fill(changed);
  await page.getByRole('button', { name: 'Update test 2' }).click();
  await expect(queuedRows(page).nth(1)).toContainText(changed);
  await expect(queuedRows(page)).toHaveCount(2);

  // Remove asks first; the test is then queued again
  await page.getByRole('button', { name: 'Remove queued test 1' }).click();
  const ask = await settledDialog(page);
  await expect(ask).toContainText('Remove test 1 from the order?');
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(queuedRows(page)).toHaveCount(1);
  await expect(queuedRows(page).nth(0)).toContainText(changed);
  await draftSerumTest(page, first);
  await page.getByRole('button', { name: 'Add new test' }).click();
  await expect(queuedRows(page)).toHaveCount(2);

  // on a phone the queue keeps its priority columns, none under the pinned actions; the page keeps the screen's width
  await page.setViewportSize({ width: 390, height: 844 });
  await queueCard(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(queueCard(page).getByRole('columnheader')).toHaveText(['#', 'Test', 'Actions']);
  expect(await queueCard(page).locator('.ant-table-content, .ant-table-body').evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  await saveScreen(page, 'order-queue-390', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the order form with its queue on a phone');
  await page.setViewportSize({ width: 1366, height: 850 });

  await submitOrder(page, 2);
  await expect(page).toHaveURL(/\/tests$/);
  const found = await searchRequests(page, `Q${stamp}`);
  await expect(found).toHaveCount(2);
  await expect(found.filter({ hasText: first })).toHaveCount(1);
  await expect(found.filter({ hasText: changed })).toHaveCount(1);
});

test('an order whose second barcode is taken creates nothing, and says which test', async ({ page }) => {
  const stamp = Date.now().toString().slice(-7);
  const [taken, fresh] = [`T${stamp}TAKEN`, `T${stamp}FRESH`];
  await signIn(page, 'clinician@demo.lab');
  // one test alone takes its barcode
  await newOrder(page);
  await draftSerumTest(page, taken);
  await submitOrder(page, 1);
  await expect(page).toHaveURL(/\/tests$/);

  await newOrder(page);
  await draftSerumTest(page, fresh);
  await page.getByRole('button', { name: 'Add new test' }).click();
  await draftSerumTest(page, taken, 1);
  await submitOrder(page, 2);
  const refusal = page.getByRole('alert').filter({ hasText: 'Test 2: A test request with this barcode already exists' });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/tests\/new$/);
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the checkout with the refused order'); // first: it waits for the buttons' transitions
  await saveScreen(page, 'order-refused-1366', { fullPage: true });

  // the first test of the refused order was not created (looked up beside the form, which keeps the order)
  const list = await page.context().newPage();
  await expect(await searchRequests(list, taken)).toHaveCount(1);
  await expect(await searchRequests(list, fresh)).toHaveCount(0);

  // with its own barcode, test 2 goes through, and the order is created whole
  const fixed = `T${stamp}FIXED`;
  await page.getByRole('textbox', { name: 'Barcode for test 2' }).fill(fixed);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await expect(await searchRequests(list, fresh)).toHaveCount(1);
  await expect(await searchRequests(list, fixed)).toHaveCount(1);
  await list.close();
});
