import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { settledDialog, settledMenu, signIn } from '../support/session';
import { saveScreen } from '../support/screens';

test('an institution admin requests stock for a low item; the banner hides after 5 seconds', async ({ page }) => {
  const shell = new ShellPage(page);
  await signIn(page, 'instadmin@demo.lab');
  await shell.goTo('Inventory');
  await expect(shell.heading('Inventory')).toBeVisible();
  // no management for an institution admin: no Add, Edit, Notify or quick adjust
  await expect(page.getByRole('button', { name: /Add Item/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request Item Urine Collection Pot' }).click();
  const dialog = await settledDialog(page);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Quantity').fill('0');
  await expect(dialog.getByText('Please enter a valid quantity')).toBeVisible();
  await dialog.getByLabel('Quantity').fill('20');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await saveScreen(page, 'inventory-stock-request');
  await expectNoSeriousA11yViolations(page, 'the stock-request dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const banner = page.getByText('Stock request for 20 units of Urine Collection Pot sent to the inventory team');
  await expect(banner).toBeVisible();
  await saveScreen(page, 'inventory-request-banner', { fullPage: true });
  await expect(banner).toBeHidden({ timeout: 8_000 });
});

test('a fulfillment agent adjusts stock from the list and the detail, and adds an item with a generated SKU', async ({ page }) => {
  test.setTimeout(150_000);
  const shell = new ShellPage(page);
  await signIn(page, 'fulfillment@demo.lab');
  await shell.goTo('Inventory');
  await expect(shell.heading('Inventory')).toBeVisible();
  for (const tile of ['Total Items', 'Low Stock', 'Reserved', 'Available']) await expect(page.locator('.ant-statistic-title', { hasText: new RegExp(`^${tile}$`) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Low stock items' })).toBeVisible();
  for (const badge of ['Low Stock', 'Warning', 'In Stock']) await expect(page.locator('tbody .ant-tag', { hasText: new RegExp(`^${badge}$`) }).first()).toBeVisible();
  await saveScreen(page, 'inventory-list', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the inventory list');

  // the low-stock filter keeps only low items
  // the box follows the address, which the router updates in a transition: click, then wait for it
  const lowOnly = page.getByRole('checkbox', { name: 'Low stock only' });
  await lowOnly.click();
  await expect(lowOnly).toBeChecked();
  await expect(page.locator('tbody .ant-tag', { hasText: /^(Warning|In Stock)$/ })).toHaveCount(0);
  await expect(page.locator('tbody .ant-tag', { hasText: /^Low Stock$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('tbody .ant-tag', { hasText: /^In Stock$/ }).first()).toBeVisible();

  // quick adjust: 'Add 10 units' opens a prompt pre-filled with the product's reason
  await page.getByRole('button', { name: 'Quick adjust Alcohol Swabs' }).click();
  await (await settledMenu(page)).getByRole('menuitem', { name: 'Add 10 units' }).click();
  const quick = await settledDialog(page);
  await expect(quick.getByLabel('Reason')).toHaveValue('Stock replenishment');
  await quick.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('Inventory adjusted successfully')).toBeVisible();

  // the detail: threshold bar, stock history, Adjust Quantity with its preview
  await page.getByRole('button', { name: 'View Alcohol Swabs' }).click();
  await expect(shell.heading('Alcohol Swabs')).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Stock replenishment' }).first()).toBeVisible();
  await saveScreen(page, 'inventory-detail', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the inventory detail');
  await page.getByRole('button', { name: /Adjust Quantity/ }).click();
  const adjust = await settledDialog(page);
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByText('Please enter both adjustment amount and reason')).toBeVisible();
  await adjust.getByLabel('Adjustment amount').fill('-2');
  await expect(adjust.getByText(/New quantity: \d+/)).toBeVisible();
  // a reason of this run's own: a retry finds its own movement, not the first attempt's
  const reason = `Damaged in storage ${Date.now().toString(36)}`;
  await adjust.getByLabel('Reason').fill(reason);
  await saveScreen(page, 'inventory-adjust-dialog');
  await expectNoSeriousA11yViolations(page, 'the Adjust Quantity dialog');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust).toBeHidden();
  await expect(page.getByText('Inventory adjusted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: reason })).toBeVisible();

  // a new item: Generate SKU needs a name and a category (Test Kits by default)
  await page.goto('/inventory/new');
  await expect(shell.heading('Add Inventory Item')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Item' })).toBeDisabled();
  await page.getByLabel('Item Name').fill('Lipid Panel Refill Kit');
  await page.getByRole('button', { name: 'Generate SKU' }).click();
  await expect(page.getByLabel('SKU')).toHaveValue(/^TES-LIP-\d{3}$/);
  await page.getByLabel('PO Number').fill('PO-2026-9001');
  await page.getByLabel('Quantity Available').fill('40');
  await saveScreen(page, 'inventory-form', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the inventory form');
  await page.getByRole('button', { name: 'Save Item' }).click();
  await expect(page).toHaveURL(/\/inventory\/\d+$/);
  await expect(shell.heading('Lipid Panel Refill Kit')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Opening stock' })).toBeVisible();
});

test('roles that may not manage inventory see the form denied', async ({ page }) => {
  await signIn(page, 'instadmin@demo.lab');
  await page.goto('/inventory/new');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to manage inventory items.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the denied inventory form');
});
