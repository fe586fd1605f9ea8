import { FULFILLMENT_MESSAGES, REOPEN_NOTE, type FulfillmentStatus } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../common/test-helpers';
import FulfillmentArea from './FulfillmentArea';
import { sampleDetail, samplePage, sampleSummary } from './fulfillment-fixtures';
import { chooseMenuItem, openMenu } from './fulfillment-test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

/** The list with one row of `status`, and `routes` for the action's call; counts the list's loads. */
function listWithRow(status: FulfillmentStatus, routes: Parameters<typeof mockApi>[0] = {}, testRequestStatus = 'approved') {
  const loads = { count: 0 };
  api = mockApi({
    'GET /fulfillment': () => {
      loads.count++;
      return [200, samplePage([sampleSummary({ id: 123, status, priority: 'urgent', test_request_status: testRequestStatus })])];
    },
    ...routes,
  });
  return loads;
}

/** Records the bodies a route receives and answers `reply`. */
function recorder(reply: [number, unknown] = [200, sampleDetail()]) {
  const bodies: unknown[] = [];
  const handler = ({ body }: { body: unknown }) => {
    bodies.push(body);
    return reply as [number, unknown];
  };
  return { bodies, handler };
}

async function showList() {
  renderArea('/fulfillment', FulfillmentArea);
  await screen.findByRole('button', { name: 'Actions for FUL-000123' });
}

describe('the status menu of a row', () => {
  it.each([
    ['pending', ['View', 'Assign to Me', 'Mark as Assigned', 'Mark as Dispatched', 'Cancel Request']],
    ['assigned', ['View', 'Mark as Dispatched', 'Cancel Request']],
    ['dispatched', ['View', 'Mark as Delivered', 'Cancel Request']],
    ['delivered', ['View']],
    ['cancelled', ['View', 'Reopen Request', 'Create Replacement']],
  ] as const)('offers for a %s request: %j', async (status, labels) => {
    mockSession(testUser('fulfillment_agent'));
    listWithRow(status);
    await showList();
    expect(await openMenu(setupUser(), 'Actions for FUL-000123')).toEqual(labels);
  });

  it('offers neither reopen nor a replacement once the test request is cancelled', async () => {
    mockSession(testUser('fulfillment_agent'));
    listWithRow('cancelled', {}, 'cancelled');
    await showList();
    expect(await openMenu(setupUser(), 'Actions for FUL-000123')).toEqual(['View']);
  });

  it.each([
    ['institution_admin', ['fulfillment']],
    ['clinician', ['fulfillment']],
  ] as const)('offers only View to a %s who may see the area', async (role, permissions) => {
    mockSession(testUser(role, { permissions: [...permissions] }));
    listWithRow('pending');
    await showList();
    expect(await openMenu(setupUser(), 'Actions for FUL-000123')).toEqual(['View']);
  });

  it('opens the request with View', async () => {
    mockSession(testUser('fulfillment_agent'));
    listWithRow('pending', { 'GET /fulfillment/123': [200, sampleDetail()] });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'View');
    expect(await screen.findByRole('heading', { name: 'FUL-000123' })).toBeInTheDocument();
  });
});

describe('the actions', () => {
  it("assigns to the session user, and shows the server's text or the default when it fails", async () => {
    mockSession(testUser('fulfillment_agent', { id: 42 }));
    const assign = recorder();
    const loads = listWithRow('pending', { 'POST /fulfillment/123/assign': assign.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Assign to Me');
    await waitFor(() => expect(assign.bodies).toEqual([{ assigned_to: 42 }]));
    await waitFor(() => expect(loads.count).toBe(2));

    api.restore();
    listWithRow('pending', { 'POST /fulfillment/123/assign': [500, {}] });
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Assign to Me');
    expect(await screen.findByText(FULFILLMENT_MESSAGES.assignFailed)).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Mark as Assigned', { status: 'assigned' }],
    ['dispatched', 'Mark as Delivered', { status: 'delivered' }],
  ] as const)('moves a %s request with %s at once', async (status, label, body) => {
    mockSession(testUser('client_admin'));
    const put = recorder();
    const loads = listWithRow(status, { 'PUT /fulfillment/123/status': put.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, label);
    await waitFor(() => expect(put.bodies).toEqual([body]));
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("shows a refused move's reason from the server, else the default", async () => {
    mockSession(testUser('client_admin'));
    listWithRow('dispatched', { 'PUT /fulfillment/123/status': [409, { error: FULFILLMENT_MESSAGES.transition('delivered', 'delivered') }] });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Mark as Delivered');
    expect(await screen.findByText('A delivered request cannot be moved to delivered')).toBeInTheDocument();

    api.restore();
    listWithRow('dispatched', { 'PUT /fulfillment/123/status': [500, {}] });
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Mark as Delivered');
    expect(await screen.findByText(FULFILLMENT_MESSAGES.statusFailed)).toBeInTheDocument();
  });

  it('asks for the tracking number to dispatch, OK disabled while it is blank, and sends it with the kit barcode', async () => {
    mockSession(testUser('fulfillment_agent'));
    const put = recorder();
    const loads = listWithRow('assigned', { 'PUT /fulfillment/123/status': put.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Mark as Dispatched');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Dispatch FUL-000123');
    const ok = within(dialog).getByRole('button', { name: 'Mark as Dispatched' });
    const tracking = within(dialog).getByLabelText(FULFILLMENT_MESSAGES.trackingPrompt);
    expect(ok).toBeDisabled();
    expect(within(dialog).getByText(FULFILLMENT_MESSAGES.trackingRequired)).toBeInTheDocument();
    await user.type(tracking, '   ');
    expect(ok).toBeDisabled();

    await user.type(tracking, 'RM123456789GB ');
    await user.type(within(dialog).getByLabelText('Kit barcode (optional)'), 'KIT-0042');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() => expect(put.bodies).toEqual([{ status: 'dispatched', tracking_number: 'RM123456789GB', barcodeNumber: 'KIT-0042' }]));
    await waitFor(() => expect(loads.count).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the prompt open with the reason when the dispatch is refused', async () => {
    mockSession(testUser('fulfillment_agent'));
    const put = recorder([409, { error: FULFILLMENT_MESSAGES.changedMeanwhile }]);
    listWithRow('pending', { 'PUT /fulfillment/123/status': put.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Mark as Dispatched');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Dispatch FUL-000123');
    await user.type(within(dialog).getByLabelText(FULFILLMENT_MESSAGES.trackingPrompt), 'TRK-1{Enter}');
    expect(await within(dialog).findByText(FULFILLMENT_MESSAGES.changedMeanwhile)).toBeInTheDocument();
    expect(put.bodies).toEqual([{ status: 'dispatched', tracking_number: 'TRK-1' }]);
  });

  it('cancels after a confirmation', async () => {
    mockSession(testUser('super_admin'));
    const put = recorder();
    const loads = listWithRow('assigned', { 'PUT /fulfillment/123/status': put.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Cancel Request');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel FUL-000123?');
    expect(dialog).toHaveTextContent(FULFILLMENT_MESSAGES.cancelConfirm);
    expect(put.bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() => expect(put.bodies).toEqual([{ status: 'cancelled' }]));
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it('reopens a cancelled request with the reopen note, and shows the default when it fails', async () => {
    mockSession(testUser('fulfillment_agent'));
    const put = recorder();
    listWithRow('cancelled', { 'PUT /fulfillment/123/status': put.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Reopen Request');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(FULFILLMENT_MESSAGES.reopenConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Request' }));
    await waitFor(() => expect(put.bodies).toEqual([{ status: 'pending', notes: REOPEN_NOTE }]));
    expect(REOPEN_NOTE).toBe('Request reopened from cancelled status');

    api.restore();
    listWithRow('cancelled', { 'PUT /fulfillment/123/status': [500, {}] });
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Reopen Request');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reopen Request' }));
    expect(await screen.findByText(FULFILLMENT_MESSAGES.reopenFailed)).toBeInTheDocument();
  });

  it('creates a replacement of a cancelled request, and says so with a link to it', async () => {
    mockSession(testUser('client_admin'));
    const post = recorder([201, sampleDetail({ id: 130, replaces_request_id: 123 })]);
    const loads = listWithRow('cancelled', { 'POST /fulfillment': post.handler });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Create Replacement');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(FULFILLMENT_MESSAGES.replaceConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Create Replacement' }));
    await waitFor(() =>
      expect(post.bodies).toEqual([
        { test_request_id: 77, inventory_item_id: 9, quantity_requested: 2, priority: 'urgent', notes: 'Replacement for FUL-000123', replaces_request_id: 123 },
      ]),
    );
    expect(await screen.findByText('Replacement request created successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open FUL-000130' })).toHaveAttribute('href', '/fulfillment/130');
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("shows the replacement's failure: the server's text, else the default", async () => {
    mockSession(testUser('client_admin'));
    listWithRow('cancelled', { 'POST /fulfillment': [409, { error: FULFILLMENT_MESSAGES.notEnoughStock(1, 2) }] });
    const user = setupUser();
    await showList();
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Create Replacement');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create Replacement' }));
    expect(await screen.findByText('Only 1 free unit in stock; 2 requested')).toBeInTheDocument();

    api.restore();
    listWithRow('cancelled', { 'POST /fulfillment': [500, {}] });
    await openMenu(user, 'Actions for FUL-000123');
    await chooseMenuItem(user, 'Create Replacement');
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0));
    const dialogs = screen.getAllByRole('dialog');
    await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Create Replacement' }));
    expect(await screen.findByText(FULFILLMENT_MESSAGES.replaceFailed)).toBeInTheDocument();
  });
});
