import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { orderRoutes } from './order-fixtures';
import { chosen, fillTest, pick, renderOrderForm, setupUser, type User } from './order-test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());
// a confirmation left open would hold the focus in the next test
afterEach(() => Modal.destroyAll());

async function start() {
  mockSession(testUser('institution_admin'));
  api = mockApi(orderRoutes(1));
  const user = setupUser();
  renderOrderForm();
  await screen.findByRole('button', { name: 'Confirm' });
  return user;
}

/** Drafts a test (the patient once) with `barcode` and adds it to the queue. */
async function queue(user: User, barcode: string, { marker = 'Vitamin D (40µL)', patient = false, expected = '' } = {}) {
  await fillTest(user, { marker, patient });
  await user.type(screen.getByLabelText('Barcode Number'), barcode);
  if (expected) await user.type(screen.getByLabelText('Expected Test Date'), expected);
  await user.click(screen.getByRole('button', { name: /^(Add new test|Update test \d+)$/ }));
}

const queued = () => within(screen.getByText(/^Queued tests/).closest('.ant-card') as HTMLElement);
const rows = () => queued().getAllByRole('row').slice(1);
const confirmDialog = (name: string) => screen.findByRole('dialog', { name });

it('lists the queued tests under the form: test, sample type, barcode, expected date, devices', async () => {
  const user = await start();
  expect(screen.queryByText(/^Queued tests/)).not.toBeInTheDocument();
  await queue(user, 'KIT-1', { patient: true, expected: '2030-01-15' });
  await queue(user, 'KIT-2', { marker: 'Ferritin (35µL)' });

  expect(screen.getByText('Queued tests (2)')).toBeInTheDocument();
  expect(queued().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Test', 'Sample Type', 'Barcode', 'Expected Date', 'Collection Devices', 'Actions']);
  expect(rows().map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
    ['1', 'Vitamin D', 'Serum', 'KIT-1', '15 Jan 2030', 'SST Tube'],
    ['2', 'Ferritin', 'Serum', 'KIT-2', '—', 'SST Tube'],
  ]);
  expect(screen.getByRole('button', { name: 'Edit queued test 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove queued test 2' })).toBeInTheDocument();
});

it('edits a queued test in the form and puts it back in its place', async () => {
  const user = await start();
  await queue(user, 'KIT-1', { patient: true });
  await queue(user, 'KIT-2', { marker: 'Ferritin (35µL)' });

  await user.click(screen.getByRole('button', { name: 'Edit queued test 1' }));
  expect(screen.getByText('Test 1 (editing)')).toHaveFocus();
  expect(screen.getByLabelText('Barcode Number')).toHaveValue('KIT-1');
  expect(chosen('Sample Type')).toEqual(['Serum']);
  expect(screen.getByRole('checkbox', { name: 'Vitamin D (40µL)' })).toBeChecked();
  expect(within(rows()[0]).getByText('Editing')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit queued test 1' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Cortisol (25µL)' }));
  await user.clear(screen.getByLabelText('Barcode Number'));
  await user.type(screen.getByLabelText('Barcode Number'), 'KIT-1B');
  await user.click(screen.getByRole('button', { name: 'Update test 1' }));

  expect(rows()).toHaveLength(2);
  expect(rows()[0]).toHaveTextContent(/^1Vitamin D, CortisolSerumKIT-1B/);
  expect(rows()[1]).toHaveTextContent('KIT-2');
  expect(screen.getByText('Test 3')).toBeInTheDocument();
  expect(screen.getByLabelText('Barcode Number')).toHaveValue('');

  // Cancel edit leaves the queued test as it was
  await user.click(screen.getByRole('button', { name: 'Edit queued test 2' }));
  await user.clear(screen.getByLabelText('Barcode Number'));
  await user.type(screen.getByLabelText('Barcode Number'), 'CHANGED');
  await user.click(screen.getByRole('button', { name: 'Cancel edit' }));
  expect(rows()[1]).toHaveTextContent('KIT-2');
  expect(screen.getByText('Test 3')).toBeInTheDocument();
});

it('asks before an edit drops the test being drafted', async () => {
  const user = await start();
  await queue(user, 'KIT-1', { patient: true });
  await pick(user, 'Sample Type', 'Whole Blood');

  await user.click(screen.getByRole('button', { name: 'Edit queued test 1' }));
  const dialog = await confirmDialog('Edit test 1 instead?');
  expect(dialog).toHaveTextContent('The test being drafted will be lost.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(chosen('Sample Type')).toEqual(['Whole Blood']);

  await user.click(screen.getByRole('button', { name: 'Edit queued test 1' }));
  await user.click(within(await confirmDialog('Edit test 1 instead?')).getByRole('button', { name: 'Edit' }));
  await waitFor(() => expect(screen.getByLabelText('Barcode Number')).toHaveValue('KIT-1'));
  expect(chosen('Sample Type')).toEqual(['Serum']);
  // once the dialog has gone, the focus is on the form the test is back in
  await waitFor(() => expect(screen.getByText('Test 1 (editing)')).toHaveFocus());
});

it('removes a queued test once the user confirms', async () => {
  const user = await start();
  await queue(user, 'KIT-1', { patient: true });
  await queue(user, 'KIT-2', { marker: 'Ferritin (35µL)' });

  await user.click(screen.getByRole('button', { name: 'Remove queued test 1' }));
  const dialog = await confirmDialog('Remove test 1 from the order?');
  expect(dialog).toHaveTextContent('Vitamin D (Serum) will not be ordered.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(rows()).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Remove queued test 1' }));
  await user.click(within(await confirmDialog('Remove test 1 from the order?')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent(/^1Ferritin.*KIT-2/);
  expect(screen.getByText('Test 2')).toBeInTheDocument();
});

it('refuses a barcode another queued test has, where it is typed, when the test is added', async () => {
  const user = await start();
  await queue(user, 'KIT-1', { patient: true });
  await queue(user, ' KIT-1 ', { marker: 'Ferritin (35µL)' });

  const barcode = screen.getByLabelText('Barcode Number');
  expect(screen.getByText(M.barcodeRepeated('KIT-1'))).toBeInTheDocument();
  expect(barcode).toHaveAttribute('aria-invalid', 'true');
  expect(barcode.getAttribute('aria-describedby')).toBe('order-barcode-error');
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('checkbox', { name: 'Ferritin (35µL)' })).toBeChecked(); // the draft is kept

  await user.clear(barcode);
  expect(screen.queryByText(M.barcodeRepeated('KIT-1'))).not.toBeInTheDocument();
  await user.type(barcode, 'KIT-2');
  await user.click(screen.getByRole('button', { name: 'Add new test' }));
  expect(rows()).toHaveLength(2);

  // Confirm queues the draft too, and is refused the same way
  await queue(user, 'KIT-2', { marker: 'Cortisol (25µL)' });
  expect(screen.getByText(M.barcodeRepeated('KIT-2'))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument(); // still step 1
  expect(rows()).toHaveLength(2);
});

it('lets a queued test keep its own barcode when it is edited', async () => {
  const user = await start();
  await queue(user, 'KIT-1', { patient: true });
  await user.click(screen.getByRole('button', { name: 'Edit queued test 1' }));
  await user.click(screen.getByRole('button', { name: 'Update test 1' }));
  expect(screen.queryByText(M.barcodeRepeated('KIT-1'))).not.toBeInTheDocument();
  expect(rows()).toHaveLength(1);
});
