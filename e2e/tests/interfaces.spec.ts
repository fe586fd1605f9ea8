import { expect, test, type Locator, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { sendMllp } from '../support/mllp';
import { screenAndAxe as screen } from '../support/screens';
import { signIn } from '../support/session';
import { pickFromOpenList } from '../support/select';

// The analyzer interfaces' screens against the real API: the demo's instrument (DEMO-ANALYZER,
// seeded with its order address and code map) in the CMS Instruments tab, then the Interfaces
// page's message log (with one result message the test sends as the analyzer would) and that
// instrument's worklist. Each screen is photographed and checked by axe.

/** The dialog named `name`, once its opening animation is over (a click during it can be lost). */
async function settledDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}

/** A list once it has answered: its first row, or its empty state. */
async function answered(table: Locator, empty: string) {
  await expect(table.locator('tbody tr.ant-table-row').first().or(table.getByText(empty, { exact: true }))).toBeVisible();
}

test('a super_admin edits DEMO-ANALYZER in CMS Instruments, then reads the message log and its worklist', async ({ page }) => {
  test.setTimeout(120_000); // five screens, each photographed and read by axe, on a shared machine
  const model = `Simulated analyzer ${Date.now().toString(36)}`;
  await signIn(page, 'superadmin@demo.lab');
  const shell = new ShellPage(page);

  await shell.goTo('CMS Fields');
  await expect(shell.heading('CMS Management')).toBeVisible();
  await page.getByRole('tab', { name: 'Instruments', exact: true }).click();
  await expect(page.getByText('Connect analyzers: their addresses and test codes')).toBeVisible();
  const instruments = page.getByRole('table', { name: 'Instruments' });
  const row = instruments.getByRole('row').filter({ hasText: 'DEMO-ANALYZER' });
  // its order port is the simulator's when the analyzer spec ran first: the host is the seed's either way
  await expect(row).toContainText(/127\.0\.0\.1:\d+/);
  await expect(row).toContainText('Central Pathology Laboratory');
  await screen(page, 'interfaces-cms-instruments', 'the CMS Instruments tab');

  await row.getByRole('button', { name: 'Edit DEMO-ANALYZER' }).click();
  const dialog = await settledDialog(page, 'Edit Instrument');
  await expect(dialog.getByLabel('Name')).toHaveValue('DEMO-ANALYZER');
  await expect(dialog.getByLabel('Order host')).toHaveValue('127.0.0.1'); // a super_admin's to change
  await expect(dialog.getByLabel('Instrument code, row 1', { exact: true })).not.toHaveValue('');
  await dialog.getByLabel('Model').fill(model);
  await screen(page, 'interfaces-instrument-form', 'the instrument form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Instrument' })).toHaveCount(0);
  await expect(row).toContainText(model);

  // DEMO-ANALYZER (allowed from 127.0.0.1) sends a result for an order the portal does not know:
  // refused with AE, and logged with its raw text and ACK
  const controlId = `E2E${Date.now().toString(36).toUpperCase()}`;
  const ack = await sendMllp([
    `MSH|^~\\&|DEMO-ANALYZER|LAB|LABPORTAL|LAB|20261126120000||ORU^R01^ORU_R01|${controlId}|P|2.5.1`,
    'PID|1||E2E-NOBODY',
    'OBR|1|999999|E2E-NO-SUCH-BARCODE|GLU',
    'OBX|1|NM|GLU||5.4|mmol/L|||||F',
  ]);
  expect(ack).toContain(`MSA|AE|${controlId}`);

  await shell.goTo('Interfaces');
  await expect(shell.heading('Interfaces')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  const messages = page.getByRole('table', { name: 'Messages' });
  await answered(messages, 'No messages');
  await expect(page.getByRole('group', { name: 'Messages by status' }).getByRole('button', { name: /^All \d/ })).toBeVisible();
  const logged = messages.getByRole('row').filter({ hasText: controlId });
  await expect(logged).toContainText('DEMO-ANALYZER');
  await expect(logged).toContainText('ACK AE');
  await screen(page, 'interfaces-messages', 'the Interfaces message log');

  await logged.getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: `Message ${controlId}` });
  await expect(drawer.getByRole('region', { name: 'Message', exact: true })).toContainText(`ORU^R01^ORU_R01|${controlId}`);
  await expect(drawer.getByRole('region', { name: 'ACK', exact: true })).toContainText(`MSA|AE|${controlId}`);
  await expect(drawer.getByRole('button', { name: 'Retry' })).toHaveCount(0); // a result in is never sent again
  await screen(page, 'interfaces-message-drawer', 'a message with its raw text and ACK');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  // the search finds it by control id; a search for nothing shows the empty state
  await page.getByRole('textbox', { name: 'Search messages' }).fill(controlId);
  await expect(messages.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search messages' }).fill('no-such-message');
  await expect(messages.getByText('No messages', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Worklists' }).click();
  await expect(page).toHaveURL(/\/interfaces\?tab=worklists$/);
  const picker = page.getByLabel('Instrument', { exact: true });
  await picker.click();
  await pickFromOpenList(page, 'DEMO-ANALYZER');
  await expect(page.getByLabel('Scan specimen barcode')).toBeVisible();
  await answered(page.getByRole('table', { name: 'Worklists' }), 'No requests in this worklist');
  await expect(page.getByRole('group', { name: 'Worklist by state' }).getByRole('button', { name: /^In error \d/ })).toBeVisible();
  await screen(page, 'interfaces-worklists', 'the DEMO-ANALYZER worklist');
});
