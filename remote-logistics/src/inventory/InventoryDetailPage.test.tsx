import { INVENTORY_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { act, screen, within } from '@testing-library/react';
import { sampleDetail, stockRequester } from './inventory-fixtures';
import { setupUser } from './inventory-test-helpers';
import InventoryArea from './InventoryArea';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const lowKit = sampleDetail({
  id: 9,
  quantity_available: 5,
  quantity_reserved: 2,
  minimum_threshold: 10,
  recent_fulfillment_requests: [
    {
      id: 123,
      test_request_id: 77,
      quantity_requested: 2,
      status: 'pending',
      priority: 'urgent',
      patient_first_name: 'Olivia',
      patient_last_name: 'Harrington',
      institution_name: "St Mary's General Hospital",
      created_at: '2026-11-21T09:00:00.000Z',
    },
  ],
  recent_movements: [
    { id: 1, delta: 0, reserved_delta: 2, quantity_after: 5, reserved_after: 2, reason: 'Reserved for FUL-000123', fulfillment_request_id: 123, actor_name: 'Sam Okafor', created_at: '2026-11-21T09:00:00.000Z' },
    { id: 2, delta: -3, reserved_delta: 0, quantity_after: 5, reserved_after: 0, reason: 'Damaged', fulfillment_request_id: null, actor_name: null, created_at: '2026-11-20T09:00:00.000Z' },
  ],
});

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('inventory item detail', () => {
  it('shows the information, the stock, the threshold bar, the low-stock banner, requests and stock history', async () => {
    mockSession(testUser('fulfillment_agent'));
    api = mockApi({ 'GET /inventory/9': [200, lowKit] });
    renderArea('/inventory', InventoryArea, '/inventory/9');
    expect(await screen.findByRole('heading', { name: 'Lipid Test Kit' })).toBeInTheDocument();
    const info = within(card('Item Information'));
    for (const text of ['TES-LIP-123', 'Finger-prick lipid panel kit', 'Test Kits', 'Central Supply', 'PO-2026-001', 'Global', '01 Mar 2026', '05 Mar 2026']) expect(info.getByText(text)).toBeInTheDocument();

    const stock = within(card('Stock'));
    expect(stock.getByText('Low Stock')).toBeInTheDocument();
    expect(stock.getByText('Low stock')).toBeInTheDocument();
    expect(within(stock.getByText('Free Units').closest('.ant-statistic') as HTMLElement).getByText('3')).toBeInTheDocument();
    expect(stock.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    const requests = within(card('Recent Fulfillment Requests'));
    expect(requests.getByRole('link', { name: 'FUL-000123' })).toHaveAttribute('href', '/fulfillment/123');
    for (const text of ['REQ-000077', 'Olivia Harrington', 'Pending']) expect(requests.getByText(text)).toBeInTheDocument();

    const history = within(card('Stock history'));
    for (const text of ['Reserved for FUL-000123', 'Sam Okafor', '+2', 'Damaged', '-3', 'System']) expect(history.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Adjust Quantity/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Inventory/ })).toBeInTheDocument();
  });

  it("names the item's institution, and offers no Adjust or Edit to those who may not manage it", async () => {
    mockSession(stockRequester());
    api = mockApi({ 'GET /inventory/9': [200, sampleDetail({ id: 9, institution_id: 1, institution_name: "St Mary's General Hospital" })] });
    renderArea('/inventory', InventoryArea, '/inventory/9');
    expect(await screen.findByText('Item Information')).toBeInTheDocument();
    expect(screen.getByText("St Mary's General Hospital")).toBeInTheDocument();
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adjust Quantity/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('adjusts the quantity, shows the new figures and the success for 3 seconds', async () => {
    jest.useFakeTimers();
    mockSession(testUser('super_admin'));
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /inventory/9': [200, lowKit],
      'POST /inventory/9/adjust': ({ body }) => {
        bodies.push(body);
        return [200, { ...lowKit, quantity_available: 25 }];
      },
    });
    const user = setupUser(true);
    renderArea('/inventory', InventoryArea, '/inventory/9');
    await user.click(await screen.findByRole('button', { name: /Adjust Quantity/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Adjustment amount'), '20');
    expect(within(dialog).getByText('New quantity: 25')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Delivery received');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    expect(await screen.findByText(INVENTORY_MESSAGES.adjusted)).toBeInTheDocument();
    expect(bodies).toEqual([{ adjustment: 20, reason: 'Delivery received' }]);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText(INVENTORY_MESSAGES.adjusted)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(INVENTORY_MESSAGES.adjusted)).not.toBeInTheDocument();
  });

  it("shows 'Item Not Found' for a missing item", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /inventory/404': [404, { error: INVENTORY_MESSAGES.apiNotFound }] });
    renderArea('/inventory', InventoryArea, '/inventory/404');
    expect(await screen.findByText(INVENTORY_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Inventory/ })).toBeInTheDocument();
  });

  it("shows an Error panel with the server's text, else the default, and a way back", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /inventory/9': [500, { error: 'Database unavailable' }] });
    const view = renderArea('/inventory', InventoryArea, '/inventory/9');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    view.unmount();
    api.restore();

    api = mockApi({ 'GET /inventory/9': [500, {}] });
    renderArea('/inventory', InventoryArea, '/inventory/9');
    expect(await screen.findByText(INVENTORY_MESSAGES.detailFailed)).toBeInTheDocument();
    const user = setupUser();
    api.restore();
    api = mockApi({ 'GET /inventory': [500, {}] });
    await user.click(screen.getByRole('button', { name: /Back to Inventory/ }));
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
  });
});
