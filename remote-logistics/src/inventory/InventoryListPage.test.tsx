import { INVENTORY_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { inventoryPage, sampleItem, stockRequester } from './inventory-fixtures';
import { optionsOf, pick, setupUser } from './inventory-test-helpers';
import InventoryArea from './InventoryArea';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const globalKit = sampleItem({ id: 1, item_name: 'Lipid Test Kit', quantity_available: 50, quantity_reserved: 5 });
const lowSwabs = sampleItem({ id: 2, item_name: 'Nasal Swabs', item_sku: 'COL-NAS-555', category: 'Collection', quantity_available: 4, quantity_reserved: 1, minimum_threshold: 10 });
const ownGloves = sampleItem({ id: 3, item_name: 'Nitrile Gloves', item_sku: 'SUP-NIT-100', category: 'Supplies', quantity_available: 12, minimum_threshold: 10, institution_id: 1, institution_name: "St Mary's General Hospital" });
const rows = [globalKit, lowSwabs, ownGloves];

function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /inventory': ({ params }) => {
      queries.push(params);
      return [200, inventoryPage(rows, { low_stock_items: [lowSwabs] })];
    },
    ...extra,
  });
  return queries;
}

const tile = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement;
const row = (name: string) => within(screen.getByRole('table')).getByRole('link', { name }).closest('tr') as HTMLElement;

async function openList() {
  renderArea('/inventory', InventoryArea);
  await screen.findByRole('link', { name: 'Lipid Test Kit' });
}

describe('inventory list', () => {
  it('shows the tiles, the rows with free units and badges, and the low-stock panel', async () => {
    mockSession(testUser('super_admin'));
    listApi();
    await openList();
    expect(screen.getByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    expect(within(tile('Total Items')).getByText('42')).toBeInTheDocument();
    expect(within(tile('Low Stock')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Reserved')).getByText('17')).toBeInTheDocument();
    expect(within(tile('Available')).getByText('1,234')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Lipid Test Kit' })).toHaveAttribute('href', '/inventory/1');
    const kit = within(row('Lipid Test Kit'));
    for (const text of ['TES-LIP-123', 'Finger-prick lipid panel kit', 'Test Kits', 'Central Supply', '50', '45', 'In Stock']) expect(kit.getByText(text)).toBeInTheDocument();
    expect(within(row('Nasal Swabs')).getByText('Low Stock')).toBeInTheDocument();
    expect(within(row('Nasal Swabs')).getByText('3')).toBeInTheDocument();
    expect(within(row('Nitrile Gloves')).getByText('Warning')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    const panel = screen.getByRole('list', { name: 'Low stock items' });
    expect(within(panel).getByRole('link', { name: 'Nasal Swabs' })).toHaveAttribute('href', '/inventory/2');
    expect(within(panel).getByText('4 in stock · minimum 10')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Restock Nasal Swabs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Item/ })).toBeInTheDocument();
  });

  it('shows the pager text only when there is more than one page', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /inventory': [200, inventoryPage(rows, { pagination: { page: 1, limit: 20, total: 45, pages: 3 } })] });
    await openList();
    expect(screen.getByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
  });

  it('sends the filters as query parameters, from the first page, and clears them', async () => {
    mockSession(testUser('fulfillment_agent'));
    const queries = listApi();
    const user = setupUser();
    await openList();
    expect(queries[0]).toEqual({ page: 1, limit: 20 });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    // every category an item can have is offered (Reagents and Consumables were missing)
    expect(await optionsOf(user, 'Category filter')).toEqual(['Collection', 'Test Kits', 'Supplies', 'Equipment', 'Reagents', 'Consumables']);
    await pick(user, 'Category filter', 'Supplies');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, category: 'Supplies' }));
    await pick(user, 'Location filter', 'Warehouse');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, category: 'Supplies', location: 'Warehouse' }));
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ low_stock: true }));
    await user.type(screen.getByRole('textbox', { name: 'Search inventory' }), 'swab');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, category: 'Supplies', location: 'Warehouse', low_stock: true, search: 'swab' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20 }));
    expect(screen.getByRole('textbox', { name: 'Search inventory' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Low stock only' })).not.toBeChecked();
  });

  it('offers an institution admin Request Item on low-stock items only, and nothing to manage', async () => {
    mockSession(stockRequester());
    listApi();
    await openList();
    expect(screen.getByRole('button', { name: 'Request Item Nasal Swabs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Item Lipid Test Kit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Item Nitrile Gloves' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Lipid Test Kit' })).toBeInTheDocument();
    for (const name of [/^Edit /, /^Notify /, /^Quick adjust /, /^Restock /, /Add Item/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers a fulfillment agent Edit, Notify and the quick adjustments on every row, and no Request Item', async () => {
    mockSession(testUser('fulfillment_agent'));
    listApi();
    const user = setupUser();
    await openList();
    for (const item of rows) {
      for (const action of ['Edit', 'Notify', 'Quick adjust']) expect(screen.getByRole('button', { name: `${action} ${item.item_name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Request Item/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick adjust Nasal Swabs' }));
    expect(await screen.findByRole('menuitem', { name: 'Add 10 units' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Remove 1 unit' })).toBeInTheDocument();
  });

  it("lets a client admin change their institution's items only", async () => {
    mockSession(testUser('client_admin'));
    listApi();
    await openList();
    expect(screen.getByRole('button', { name: 'Edit Nitrile Gloves' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick adjust Nitrile Gloves' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Lipid Test Kit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restock Nasal Swabs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Lipid Test Kit' })).toBeInTheDocument();
  });

  it('applies a quick adjustment from a pre-filled prompt that needs both an amount and a reason, then reloads', async () => {
    mockSession(testUser('fulfillment_agent'));
    const bodies: unknown[] = [];
    const queries = listApi({
      'POST /inventory/2/adjust': ({ body }) => {
        bodies.push(body);
        return [200, { ...lowSwabs, quantity_available: 14, recent_fulfillment_requests: [], recent_movements: [] }];
      },
    });
    const user = setupUser();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Quick adjust Nasal Swabs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add 10 units' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Adjustment amount')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Stock replenishment');
    expect(within(dialog).getByText('New quantity: 14')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText(INVENTORY_MESSAGES.quickBoth)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Stock replenishment');
    const loads = queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.adjusted)).toBeInTheDocument();
    expect(bodies).toEqual([{ adjustment: 10, reason: 'Stock replenishment' }]);
    await waitFor(() => expect(queries.length).toBe(loads + 1));
  });

  it('restocks a low item by two times its threshold after a confirmation', async () => {
    mockSession(testUser('super_admin'));
    const bodies: unknown[] = [];
    listApi({
      'POST /inventory/2/adjust': ({ body }) => {
        bodies.push(body);
        return [200, { ...lowSwabs, quantity_available: 24, recent_fulfillment_requests: [], recent_movements: [] }];
      },
    });
    const user = setupUser();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Restock Nasal Swabs' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restock Nasal Swabs?');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.adjusted)).toBeInTheDocument();
    expect(bodies).toEqual([{ adjustment: 20, reason: 'Emergency restock' }]);
  });

  it('shows what Notify answered in the banner', async () => {
    mockSession(testUser('fulfillment_agent'));
    const message = INVENTORY_MESSAGES.notifySent('Nasal Swabs', 2);
    listApi({ 'POST /inventory/2/notify': [200, { message }] });
    const user = setupUser();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Notify Nasal Swabs' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });

  it('asks a valid quantity for a stock request, and hides the result banner after 5 seconds', async () => {
    jest.useFakeTimers();
    mockSession(stockRequester());
    const bodies: unknown[] = [];
    const message = INVENTORY_MESSAGES.requestSent(3, 'Nasal Swabs');
    listApi({
      'POST /inventory/2/request': ({ body }) => {
        bodies.push(body);
        return [200, { message }];
      },
    });
    const user = setupUser(true);
    await openList();
    await user.click(screen.getByRole('button', { name: 'Request Item Nasal Swabs' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText('Quantity');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    for (const invalid of ['0', '2.5', 'abc', '-1']) {
      await user.clear(quantity);
      await user.type(quantity, invalid);
      expect(within(dialog).getByText(INVENTORY_MESSAGES.validQuantity)).toBeInTheDocument();
      expect(confirm).toBeDisabled();
    }
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(within(dialog).queryByText(INVENTORY_MESSAGES.validQuantity)).not.toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(bodies).toEqual([{ quantity: 3 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the default text when a stock request fails', async () => {
    mockSession(stockRequester());
    listApi({ 'POST /inventory/2/request': [500, {}] });
    const user = setupUser();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Request Item Nasal Swabs' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Quantity'), '5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.requestFailed)).toBeInTheDocument();
  });

  it("shows the list's failure, and an empty list", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /inventory': [500, {}] });
    renderArea('/inventory', InventoryArea);
    expect(await screen.findByText(INVENTORY_MESSAGES.listFailed)).toBeInTheDocument();
    api.restore();

    api = mockApi({ 'GET /inventory': [200, inventoryPage([])] });
    renderArea('/inventory', InventoryArea);
    expect(await screen.findByText('No inventory items yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first item' })).toHaveAttribute('href', '/inventory/new');
  });
});
