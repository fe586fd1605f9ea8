import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockHandler, type MockReply } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { orderRoutes, sampleRequest } from './order-fixtures';
import { chosen, fillTest, pick, renderOrderForm, setupUser, type User } from './order-test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());
// a confirmation left open would hold the focus in the next test
afterEach(() => Modal.destroyAll());

async function start(url = '/tests/new', overrides: Record<string, MockHandler | MockReply> = {}) {
  mockSession(testUser('institution_admin'));
  api = mockApi(orderRoutes(1, overrides));
  const user = setupUser();
  renderOrderForm(url);
  await screen.findByRole('button', { name: 'Confirm' });
  return user;
}

/** Records each body sent and answers with `reply(n)` (n counts from 1). */
function recorder(reply: (n: number) => MockReply) {
  const bodies: Record<string, unknown>[] = [];
  const handler: MockHandler = ({ body }) => {
    bodies.push(body as Record<string, unknown>);
    return reply(bodies.length);
  };
  return { bodies, handler };
}

async function queueTest(user: User, barcode: string, marker = 'Vitamin D (40µL)', patient = true) {
  await fillTest(user, { marker, patient });
  await user.type(screen.getByLabelText('Barcode Number'), barcode);
}

/** The rows of the one table on the page (the queue in step 1, the order in step 2). */
const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')];
/** The tests of the order's one POST. */
const testsOf = (body: Record<string, unknown>) => body.tests as Record<string, unknown>[];
const created = (n: number) => ({ requests: Array.from({ length: n }, (_, i) => sampleRequest({ id: 100 + i })) });

it('Add new test queues the test and resets the draft, keeping the patient', async () => {
  const user = await start();
  await queueTest(user, 'KIT-001');
  await pick(user, 'Priority', 'Urgent');
  await user.click(screen.getByRole('button', { name: 'Add new test' }));

  expect(screen.getByText('Test 2')).toBeInTheDocument();
  expect(screen.getByText('1 queued')).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent(/Vitamin D.*Serum.*KIT-001.*SST Tube/);
  expect(chosen('Patient')).toEqual(['Olivia Harrington (MRN-A000042)']);
  expect(chosen('Sample Type')).toEqual([]);
  expect(chosen('Priority')).toEqual(['Normal']);
  expect(screen.getByLabelText('Barcode Number')).toHaveValue('');
  expect(screen.queryByText('Please select a sample type')).not.toBeInTheDocument();

  await queueTest(user, 'KIT-002', 'Ferritin (35µL)', false);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(rows()).toHaveLength(2);
  expect(rows()[0]).toHaveTextContent(/Vitamin D.*Serum.*Central Lab.*SST Tube.*urgent/);
  expect(rows()[1]).toHaveTextContent(/Ferritin.*Serum.*Central Lab.*SST Tube.*normal/);
  expect(screen.getByLabelText('Barcode for test 2')).toHaveValue('KIT-002');

  await user.click(screen.getByRole('button', { name: 'Remove test 1' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Remove test 1 from the order?' })).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent('Ferritin');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Test 2')).toBeInTheDocument();
});

it('checks the order in its fixed order, confirms, then POSTs and lands on the list', async () => {
  const post = recorder(() => [201, created(1)]);
  const user = await start('/tests/new', { 'POST /tests/requests/batch': post.handler });
  await fillTest(user);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  await user.click(screen.getByRole('button', { name: 'Submit Order' }));
  expect(screen.getByRole('alert')).toHaveTextContent('All tests must have barcode numbers');
  expect(screen.getByLabelText('Barcode for test 1')).toHaveClass('ant-input-status-error');

  await user.type(screen.getByLabelText('Barcode for test 1'), 'KIT-100');
  await user.click(screen.getByRole('button', { name: 'Submit Order' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please select an ordering clinician');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  await pick(user, 'Ordering Clinician', 'Emily Watson');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(rows()).toHaveLength(1); // the queued test, not a second copy
  await user.click(screen.getByRole('button', { name: 'Submit Order' }));

  const dialog = await screen.findByRole('dialog', { name: 'Submit order?' });
  expect(dialog).toHaveTextContent('1 test request will be created for Olivia Harrington.');
  expect(api.calls).not.toContain('POST /tests/requests/batch');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Test requests list')).toBeInTheDocument();
  expect(post.bodies).toHaveLength(1);
  expect(testsOf(post.bodies[0])).toHaveLength(1);
  expect(testsOf(post.bodies[0])[0]).toMatchObject({
    patient_id: 42,
    test_type_id: 1,
    sample_type: 1,
    lab_id: 7,
    marker_ids: [1],
    collection_device_ids: [1],
    device_selections: [{ device_id: 1, quantity: 1 }],
    barcode_number: 'KIT-100',
    clinician_id: 5,
    institution_id: 1,
    priority: 'normal',
  });
  expect(testsOf(post.bodies[0])[0].idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
});

it('sends the whole order in one POST; a refusal creates nothing, names the test, and a retry sends the same keys', async () => {
  const post = recorder((n) => (n === 1 ? [409, { error: M.orderTestFailed(2, M.barcodeTaken) }] : [201, created(2)]));
  const user = await start('/tests/new', { 'POST /tests/requests/batch': post.handler });
  await pick(user, 'Ordering Clinician', 'Emily Watson');
  await queueTest(user, 'KIT-A');
  await user.click(screen.getByRole('button', { name: 'Add new test' }));
  await queueTest(user, 'KIT-B', 'Ferritin (35µL)', false);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  await user.click(screen.getByRole('button', { name: 'Submit Order' }));
  expect(await screen.findByRole('dialog', { name: 'Submit order?' })).toHaveTextContent('2 test requests will be created');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Test 2: A test request with this barcode already exists')).toBeInTheDocument();
  expect(post.bodies).toHaveLength(1);
  expect(testsOf(post.bodies[0]).map((t) => t.barcode_number)).toEqual(['KIT-A', 'KIT-B']);
  const keys = testsOf(post.bodies[0]).map((t) => t.idempotency_key);
  expect(new Set(keys).size).toBe(2);
  expect(api.calls.filter((c) => c === 'POST /tests/requests')).toEqual([]);

  // the second barcode changed in the checkout: the whole order again, with its keys
  await user.clear(screen.getByLabelText('Barcode for test 2'));
  await user.type(screen.getByLabelText('Barcode for test 2'), 'KIT-C');
  await user.click(screen.getByRole('button', { name: 'Submit Order' }));
  expect(await screen.findByRole('dialog', { name: 'Submit order?' })).toHaveTextContent('2 test requests will be created');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Test requests list')).toBeInTheDocument();
  expect(post.bodies).toHaveLength(2);
  expect(testsOf(post.bodies[1]).map((t) => [t.barcode_number, t.idempotency_key])).toEqual([
    ['KIT-A', keys[0]],
    ['KIT-C', keys[1]],
  ]);
});

describe('editing', () => {
  it('loads the request, has no queue and PUTs directly, showing the server text on failure', async () => {
    const put = recorder((n) => (n === 1 ? [409, { error: 'A test request with this barcode already exists' }] : [200, sampleRequest()]));
    const user = await start('/tests/9/edit', { 'GET /tests/requests/9': [200, sampleRequest()], 'PUT /tests/requests/9': put.handler });

    expect(screen.getByRole('heading', { name: 'Edit Test Request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new test' })).not.toBeInTheDocument();
    expect(chosen('Patient')).toEqual(['Olivia Harrington (MRN-A000042)']);
    expect(screen.getByRole('combobox', { name: 'Ordering Clinician' })).toBeEnabled();
    await waitFor(() => expect(chosen('Laboratory')).toEqual(['Central Lab']));
    expect(chosen('Sample Type')).toEqual(['Serum']);
    expect(chosen('Collection Devices')).toEqual(['SST Tube (100µL)']);
    expect(screen.getByRole('checkbox', { name: 'Vitamin D (40µL)' })).toBeChecked();
    expect(screen.getByLabelText('Barcode Number')).toHaveValue('KIT-9');
    expect(screen.getByLabelText('Expected Test Date')).toHaveValue('2030-01-15');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Update Test Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A test request with this barcode already exists');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Barcode for test 1'));
    await user.type(screen.getByLabelText('Barcode for test 1'), 'KIT-10');
    await user.click(screen.getByRole('button', { name: 'Update Test Request' }));
    expect(await screen.findByText('Detail of request 9')).toBeInTheDocument();
    expect(put.bodies[1]).toMatchObject({ barcode_number: 'KIT-10', priority: 'urgent', marker_ids: [1], expected_test_datetime: '2030-01-15', custom_data: { source: 'legacy' }, department: 'Endocrinology' });
    expect(put.bodies[1]).not.toHaveProperty('idempotency_key');
  });

  it('keeps who and what a reviewed result is about fixed, and lets the details change', async () => {
    const reviewed = sampleRequest({ test_results: [{ id: 4, status: 'reviewed', result_data: '', interpretation: null, entered_by_name: null, entered_by_lastname: null, entered_at: '2026-11-20T10:00:00Z', external_api_status: null, external_lab_id: null, api_order_submitted_at: null, api_results_received_at: null, has_external_results: false }] });
    const put = recorder(() => [200, reviewed]);
    const user = await start('/tests/9/edit', { 'GET /tests/requests/9': [200, reviewed], 'PUT /tests/requests/9': put.handler });
    expect(screen.getByText(M.resultLocked)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordering Clinician' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sample Type' })).toBeDisabled();
    expect(screen.getByLabelText('Barcode Number')).toBeDisabled();
    expect(screen.getByLabelText('Expected Test Date')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Barcode for test 1')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Update Test Request' }));
    expect(await screen.findByText('Detail of request 9')).toBeInTheDocument();
  });

  it("says 'Test Request Not Found' for a missing request", async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi(orderRoutes(1, { 'GET /tests/requests/7': [404, { error: 'Test Request Not Found' }] }));
    renderOrderForm('/tests/7/edit');
    expect(await screen.findByText('Test Request Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Test Requests/ })).toBeInTheDocument();
  });
});
