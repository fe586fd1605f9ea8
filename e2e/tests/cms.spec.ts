import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { screenAndAxe as screen } from '../support/screens';
import { lastMailTo } from '../support/mails';
import { signIn } from '../support/session';
import { clickOpenListOption } from '../support/select';

// The CMS page: reference data an administrator edits reaches the order form, and the
// test email goes over SMTP to the run's mail catcher and into the notification logs.

/** The dialog named `name`, once its opening animation is over. */
async function settledDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}

async function openCms(page: Page) {
  await page.getByRole('link', { name: 'CMS Fields' }).click();
  await expect(page.getByRole('heading', { name: 'CMS Management' })).toBeVisible();
}

async function openTab(page: Page, label: string): Promise<Locator> {
  await page.getByRole('tab', { name: label, exact: true }).click();
  return page.getByRole('tabpanel');
}

/** Picks `option` in the select labelled `label` by typing it. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(option);
  await clickOpenListOption(page, option);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The order form of a clinician of institution A, with Serum chosen: what it offers. */
async function orderForm(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/tests/new');
  await expect(page.getByRole('heading', { name: 'New Test Request' })).toBeVisible();
  return { page, close: () => context.close() };
}

async function pickSerum(page: Page) {
  await page.getByRole('combobox', { name: 'Sample Type' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Serum', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0); // closed, not read as the next select's
}

/** Whether the order form's Collection Devices select offers `name` (reopened if a re-render closed it). */
async function offersDevice(page: Page, name: string): Promise<boolean> {
  const box = page.getByRole('combobox', { name: 'Collection Devices' });
  const dropdown = page.locator('.ant-select-dropdown:visible');
  let names: string[] = [];
  await expect(async () => {
    if (!(await dropdown.isVisible())) await box.click();
    names = await dropdown.locator('.ant-select-item-option').allTextContents();
    expect(names.length).toBeGreaterThan(0);
  }).toPass();
  await page.keyboard.press('Escape');
  return names.some((n) => n.includes(name));
}

test('an institution_admin adds a marker to their institution and the order form offers it', async ({ page, browser }) => {
  const name = `E2E Marker ${Date.now().toString(36)}`;
  await signIn(page, 'instadmin@demo.lab');
  await openCms(page);
  // the shared lists are read-only to an institution_admin; Storage Locations is not theirs
  await expect(page.getByRole('tab', { name: 'Storage Locations' })).toHaveCount(0);
  const sampleTypes = await openTab(page, 'Sample Types');
  await expect(sampleTypes.getByRole('table', { name: 'Sample Types' }).getByText('Serum', { exact: true })).toBeVisible();
  await expect(sampleTypes.getByRole('button', { name: /Add Item/ })).toHaveCount(0);

  const markers = await openTab(page, 'Markers');
  await expect(page.getByText('Manage dynamic form fields for test requests')).toBeVisible();
  await expect(markers.getByRole('row').filter({ hasText: 'Total Cholesterol' }).getByText('Global')).toBeVisible();
  await screen(page, 'cms-markers', 'the Markers tab');
  await markers.getByRole('button', { name: /Add Item/ }).first().click();
  const dialog = await settledDialog(page, 'Add Marker');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Marker Code').fill('E2E');
  await dialog.getByLabel('Units', { exact: true }).fill('mmol/L');
  await dialog.getByLabel('UCUM Units').fill('mmol/L');
  await dialog.getByLabel('LOINC Code').fill('2823-3');
  await dialog.getByLabel('Sample Volume (µL)').fill('12');
  await choose(dialog, page, 'Sample Types', 'Serum');
  await expect(dialog.locator('.ant-select-selection-item[title="Serum"]')).toBeVisible(); // chosen, not lost to the list's motion
  await expect(dialog.getByLabel("Institutions")).toHaveValue("St Mary's General Hospital"); // their institution, fixed
  // one range for every patient, with a critical high a value beyond which needs a call-back
  await dialog.getByRole('button', { name: 'Add range' }).click();
  const range = dialog.getByRole('group', { name: 'Range 1' });
  await range.getByLabel('Low, Range 1', { exact: true }).fill('3.5');
  await range.getByLabel('High, Range 1', { exact: true }).fill('5.3');
  await range.getByLabel('Critical high, Range 1', { exact: true }).fill('6.5');
  await dialog.getByLabel('Delta limit').fill('1');
  await screen(page, 'cms-marker-form', 'the marker form with a reference range');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Marker' })).toHaveCount(0);
  const row = markers.getByRole('row').filter({ hasText: name });
  await expect(row.getByText("St Mary's General Hospital")).toBeVisible();
  await expect(row.getByRole('cell', { name: '2823-3', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible(); // its one range
  // the range is stored as entered, its critical limit with it
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = await settledDialog(page, 'Edit Marker');
  await expect(edit.getByLabel('Critical high, Range 1', { exact: true })).toHaveValue('6.5');
  await expect(edit.getByLabel('High, Range 1', { exact: true })).toHaveValue('5.3');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Marker' })).toHaveCount(0);

  const form = await orderForm(browser, 'clinician@demo.lab');
  await pickSerum(form.page);
  await expect(form.page.getByRole('group', { name: /Markers/ }).getByRole('checkbox', { name: new RegExp(name) })).toBeVisible();
  await form.close();

  // the clinician of institution B is not offered it
  const other = await orderForm(browser, 'instadmin.b@demo.lab');
  await pickSerum(other.page);
  await expect(other.page.getByRole('group', { name: /Markers/ }).getByRole('checkbox', { name: /Total Cholesterol/ })).toBeVisible();
  await expect(other.page.getByRole('group', { name: /Markers/ }).getByRole('checkbox', { name: new RegExp(name) })).toHaveCount(0);
  await other.close();
});

test('a super_admin adds a collection device, turns it off, and the order form stops offering it', async ({ page, browser }) => {
  const name = `E2E Swab Kit ${Date.now().toString(36)}`;
  await signIn(page, 'superadmin@demo.lab');
  await openCms(page);
  const devices = await openTab(page, 'Collection Devices');
  await expect(devices.getByRole('row').filter({ hasText: 'Venous Blood Draw Kit' }).getByText(/\+2 more/)).toBeVisible();
  await screen(page, 'cms-collection-devices', 'the Collection Devices tab');
  await devices.getByRole('button', { name: /Add Item/ }).first().click();
  const dialog = await settledDialog(page, 'Add Collection Device');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Max Capacity (µL)').fill('900');
  await screen(page, 'cms-device-form', 'the collection device form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Collection Device' })).toHaveCount(0);
  await expect(devices.getByRole('button', { name: `Active: set ${name} to Inactive` })).toBeVisible();

  const form = await orderForm(browser, 'clinician@demo.lab');
  await pickSerum(form.page);
  await form.page.getByRole('group', { name: /Markers/ }).getByRole('checkbox', { name: /Total Cholesterol/ }).check();
  expect(await offersDevice(form.page, name)).toBe(true);

  await devices.getByRole('button', { name: `Active: set ${name} to Inactive` }).click();
  await expect(devices.getByRole('button', { name: `Inactive: set ${name} to Active` })).toBeVisible();

  await form.page.reload();
  await pickSerum(form.page);
  await form.page.getByRole('group', { name: /Markers/ }).getByRole('checkbox', { name: /Total Cholesterol/ }).check();
  expect(await offersDevice(form.page, name)).toBe(false);
  await form.close();

  // an unused device may be deleted, after a confirmation
  await devices.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = await settledDialog(page, 'Delete collection device?');
  await screen(page, 'cms-delete-confirm', 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(devices.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // a device orders use is refused, and stays
  await devices.getByRole('button', { name: 'Delete Venous Blood Draw Kit' }).click();
  await (await settledDialog(page, 'Delete collection device?')).getByRole('button', { name: 'Delete' }).click();
  await expect(devices.getByRole('alert').filter({ hasText: /Venous Blood Draw Kit.*cannot be deleted/ })).toBeVisible();
  await expect(devices.getByRole('row').filter({ hasText: 'Venous Blood Draw Kit' })).toHaveCount(1);
});

test('a super_admin sends a test email and SMS, the mail arrives over SMTP, and the logs show it', async ({ page }) => {
  const to = `e2e.${Date.now().toString(36)}@demo.lab`;
  await signIn(page, 'superadmin@demo.lab');
  await openCms(page);
  const tests = await openTab(page, 'Test Notifications');
  await expect(page.getByText('Test email and SMS configuration')).toBeVisible();
  await tests.getByLabel('Email Address').fill(to);
  await tests.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(tests.getByText(`✅ Test email sent successfully to ${to}`)).toBeVisible();
  await expect.poll(() => lastMailTo(to)?.subject).toBeTruthy();
  expect(lastMailTo(to)!.text).toMatch(/test/i);

  await tests.getByLabel('Phone Number').fill('+447700900123');
  await tests.getByRole('button', { name: 'Send Test SMS' }).click();
  // no SMS provider is configured here: the portal says the message was recorded, not sent
  await expect(tests.getByText('Test SMS to +447700900123 recorded, not delivered: no SMS provider is configured (SMS_PROVIDER)')).toBeVisible();
  await screen(page, 'cms-test-notifications', 'the Test Notifications tab');

  const logs = await openTab(page, 'Notification Logs');
  await expect(page.getByText('Monitor email and SMS notifications')).toBeVisible();
  await expect(logs.getByText('Total', { exact: true })).toBeVisible();
  await logs.getByRole('textbox', { name: 'Search notification logs' }).fill(to);
  const row = logs.getByRole('row').filter({ hasText: to });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('N/A');
  await expect(row).toContainText(/Manual/i);
  await expect(row).toContainText('Sent');
  await logs.getByRole('textbox', { name: 'Search notification logs' }).fill('+447700900123');
  await expect(logs.getByRole('row').filter({ hasText: 'Recorded, not delivered' }).first()).toBeVisible();
  await screen(page, 'cms-notification-logs', 'the Notification Logs tab');
  await logs.getByRole('textbox', { name: 'Search notification logs' }).fill('no-such-recipient@nowhere.example');
  await expect(logs.getByText('No notification logs found')).toBeVisible();
});

test('every CMS tab a super_admin sees opens with its table', async ({ page }) => {
  await signIn(page, 'superadmin@demo.lab');
  await openCms(page);
  for (const [tab, shot, sample] of [
    ['Panels', 'cms-panels', 'Lipid Panel'],
    ['Tube Types', 'cms-tube-types', 'SST (Gold)'],
    ['Statuses', 'cms-statuses', null],
    ['Storage Locations', 'cms-storage-locations', null],
    ['Labs', 'cms-labs', 'Central Pathology Laboratory'],
  ] as const) {
    const panel = await openTab(page, tab);
    await expect(panel.getByRole('table', { name: tab })).toBeVisible();
    if (sample) await expect(panel.getByRole('row').filter({ hasText: sample }).first()).toBeVisible();
    await screen(page, shot, `the ${tab} tab`);
  }
  // the panel form offers only the markers of its sample type
  const panels = await openTab(page, 'Panels');
  await panels.getByRole('button', { name: /Add Item/ }).first().click();
  const dialog = await settledDialog(page, 'Add Panel');
  await choose(dialog, page, 'Sample Type', 'Urine');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // (re)open the list until it reads: a re-render as the sample type's markers arrive can close it
  await expect
    .poll(async () => {
      if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await dialog.getByRole('combobox', { name: 'Markers' }).click();
      return options.allTextContents();
    })
    .toEqual(['Urine Albumin:Creatinine Ratio']);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0); // axe reads the form, not the closing list
  await screen(page, 'cms-panel-form', 'the panel form');
});

test("a super_admin sees a lab's external lab connection, its credential only as set or not, and tests it", async ({ page }) => {
  await signIn(page, 'superadmin@demo.lab');
  await openCms(page);
  const labs = await openTab(page, 'Labs');
  await labs.getByRole('button', { name: 'Connection of Central Pathology Laboratory' }).click();
  const dialog = await settledDialog(page, 'Lab connection: Central Pathology Laboratory');
  await expect(dialog.getByLabel('FHIR Base URL')).toHaveValue('http://127.0.0.1:4010/fhir');
  // the run points the provider at its own simulator through the environment, and the dialog says so
  await expect(dialog.getByText('EXTERNAL_LAB_REFERENCE_LAB_URL overrides this address in this environment')).toBeVisible();
  await expect(dialog.getByLabel('Credential (bearer token)')).toHaveValue('');
  await expect(dialog.getByText('No credential is set')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Allow a private network address/ })).toBeChecked();
  await dialog.getByRole('button', { name: /Test connection/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Connected: the server answers a FHIR R4 CapabilityStatement (fhirVersion 4.0.1)');
  await screen(page, 'cms-lab-connection', "a lab's connection dialog");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
