import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/session';
import { saveScreen } from '../support/screens';

const search = (page: Page) => page.getByRole('textbox', { name: 'Search patients' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an institution_admin creates, finds, edits and deletes a patient', async ({ page }) => {
  // unique, and letters only: a search term with a digit is read as an identifier (MRN, email, phone), not a name
  const lastName = `Harrington${[...Date.now().toString().slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  await signIn(page, 'instadmin@demo.lab');
  const shell = new ShellPage(page);
  await shell.goTo('Patients');
  await expect(shell.heading('Patients')).toBeVisible();
  await expect(page.getByText("Showing patients of St Mary's General Hospital")).toBeVisible();
  await expect(page.getByText(/^Showing 1 to 20 of \d+ results$/)).toBeVisible();
  await saveScreen(page, 'patients-list', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the patients list');
  // the next page is read from where this one ends (its key in the address); a numbered page by its number
  const firstOnPage1 = await page.getByRole('row').nth(1).textContent();
  await page.getByTitle('Next Page').click();
  await expect(page).toHaveURL(/[?&]page=2&after=\d+_\d+$/);
  await expect(page.getByText(/^Showing 21 to 40 of \d+ results$/)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toHaveText(firstOnPage1!);
  await page.getByTitle('Previous Page').click();
  await expect(page).not.toHaveURL(/after=/);
  await expect(page.getByRole('row').nth(1)).toHaveText(firstOnPage1!);

  await page.getByRole('button', { name: 'Add Patient' }).click();
  await expect(shell.heading('Add New Patient')).toBeVisible();
  await page.getByLabel('First Name').fill('Olivia');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Date of Birth').fill('1984-03-17');
  await expect(page.getByText('Age: ', { exact: false })).toBeVisible();
  await page.getByLabel('Email').fill('olivia.e2e@example.org');
  await page.getByLabel('Phone Number').fill('07700 900456');
  await page.getByLabel('City').fill('London');
  await saveScreen(page, 'patient-form', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the patient form');
  await page.getByRole('button', { name: 'Create Patient' }).click();

  // the new patient's detail
  await expect(page.getByRole('heading', { name: `Olivia ${lastName}` })).toBeVisible();
  await expect(page.getByText(/^MRN: MRN-P\d+$/)).toBeVisible();
  await expect(page.getByText('GB +44 7700900456')).toBeVisible();
  // a test is ordered for this patient from their detail: the order form opens with them chosen
  await page.getByRole('button', { name: 'Order Test' }).click();
  await expect(page).toHaveURL(/\/tests\/new\?patient_id=\d+$/);
  await expect(page.getByText(`Olivia ${lastName}`).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Olivia ${lastName}` })).toBeVisible();

  // found by search in the list
  await shell.goTo('Patients');
  await search(page).fill(lastName.toLowerCase());
  await expect(row(page, lastName)).toHaveCount(1);
  await expect(page.getByText(/^Showing \d+ to/)).toHaveCount(0);

  // edited
  await row(page, lastName).getByRole('button', { name: /^Edit/ }).click();
  await expect(shell.heading('Edit Patient')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Olivia');
  await page.getByLabel('City').fill('Manchester');
  await page.getByRole('button', { name: 'Update Patient' }).click();
  await expect(page.getByRole('heading', { name: `Olivia ${lastName}` })).toBeVisible();
  await expect(page.getByText('Manchester')).toBeVisible();
  await saveScreen(page, 'patient-detail', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the patient detail');

  // deleted, after confirming
  await shell.goTo('Patients');
  await search(page).fill(lastName);
  await row(page, lastName).getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('Delete patient?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No patients found')).toBeVisible();
});

test('a lab_user sees patients but no Add Patient button', async ({ page }) => {
  await signIn(page, 'labuser@demo.lab');
  const shell = new ShellPage(page);
  await shell.goTo('Patients');
  await expect(shell.heading('Patients')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Patient' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
});

test("a clinician's list is 'My Patients'", async ({ page }) => {
  await signIn(page, 'clinician@demo.lab');
  await new ShellPage(page).goTo('Patients');
  await expect(page.getByRole('heading', { name: 'My Patients' })).toBeVisible();
});
