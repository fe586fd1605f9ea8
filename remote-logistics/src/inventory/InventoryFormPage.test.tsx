import { INVENTORY_MESSAGES, type InventoryItemPayload } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import { sampleDetail, stockRequester } from './inventory-fixtures';
import { chosen, optionsOf, pick, setupUser, type User } from './inventory-test-helpers';
import InventoryArea from './InventoryArea';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const locations = [
  { id: 1, name: 'Central Supply', description: null, active: true, sort_order: 0, ...stamp },
  { id: 2, name: 'Lab Storage', description: 'Fridge 2', active: true, sort_order: 1, ...stamp },
];
const institutions = [
  { id: 1, name: "St Mary's General Hospital", address: null },
  { id: 2, name: 'Royal Infirmary', address: null },
];

function formApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const saved: { method: string; body: InventoryItemPayload }[] = [];
  api = mockApi({
    'GET /cms/storage-locations': ({ params }) => {
      expect(params).toEqual({ active: true });
      return [200, { items: locations }];
    },
    'GET /institutions/my': [200, { institutions }],
    'POST /inventory': ({ body }) => {
      saved.push({ method: 'POST', body: body as InventoryItemPayload });
      return [201, sampleDetail({ id: 500, item_name: 'Saved Kit' })];
    },
    'PUT /inventory/9': ({ body }) => {
      saved.push({ method: 'PUT', body: body as InventoryItemPayload });
      return [200, sampleDetail({ id: 9, item_name: 'Saved Kit' })];
    },
    'GET /inventory/500': [200, sampleDetail({ id: 500, item_name: 'Saved Kit' })],
    'GET /inventory/9': [200, sampleDetail({ id: 9, institution_id: 2, institution_name: 'Royal Infirmary' })],
    ...extra,
  });
  return saved;
}

async function openForm(url: string, role: Parameters<typeof testUser>[0]): Promise<User> {
  mockSession(testUser(role));
  const user = setupUser();
  renderArea('/inventory', InventoryArea, url);
  await screen.findByRole('button', { name: 'Save Item' });
  return user;
}

/** Types `text` into the field labelled `label` in one go (keystroke by keystroke is slow with antd in jsdom). */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const save = () => screen.getByRole('button', { name: 'Save Item' });

describe('inventory item form', () => {
  it.each([
    ['an institution admin', stockRequester()],
    ['a lab user', testUser('lab_user')],
  ])('refuses %s without loading anything', async (_, who) => {
    mockSession(who);
    api = mockApi({});
    renderArea('/inventory', InventoryArea, '/inventory/new');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to manage inventory items.")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses a client admin the form of a global item', async () => {
    mockSession(testUser('client_admin'));
    formApi({ 'GET /inventory/9': [200, sampleDetail({ id: 9, institution_id: null })] });
    renderArea('/inventory', InventoryArea, '/inventory/9/edit');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(INVENTORY_MESSAGES.globalItem)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Item' })).not.toBeInTheDocument();
  });

  it('starts with the defaults, and enables Save only with a name, a SKU and a PO number', async () => {
    formApi();
    const user = await openForm('/inventory/new', 'fulfillment_agent');
    expect(screen.getByRole('heading', { name: 'Add Inventory Item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity Available')).toHaveValue('0');
    expect(screen.getByLabelText('Minimum Threshold')).toHaveValue('10');
    expect(chosen('Category')).toBe('Test Kits');
    expect(save()).toBeDisabled();

    await fill(user, 'Item Name', 'Lipid Kit');
    await fill(user, 'SKU', 'TES-LIP-001');
    expect(save()).toBeDisabled();
    await fill(user, 'PO Number', 'PO-1');
    expect(save()).toBeEnabled();
    await user.clear(screen.getByLabelText('Item Name'));
    await user.tab();
    expect(save()).toBeDisabled();
    expect(screen.getByText(INVENTORY_MESSAGES.nameRequired)).toBeInTheDocument();
  });

  it('generates a SKU from the category and the name, and says what it needs', async () => {
    formApi();
    const user = await openForm('/inventory/new', 'client_admin');
    await user.click(screen.getByRole('button', { name: 'Generate SKU' }));
    expect(screen.getByText(INVENTORY_MESSAGES.skuNeeds)).toBeInTheDocument();
    expect(screen.getByLabelText('SKU')).toHaveValue('');

    await fill(user, 'Item Name', 'Lipid Kit');
    await user.click(screen.getByRole('button', { name: 'Generate SKU' }));
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toMatch(/^TES-LIP-\d{3}$/);
    expect(screen.queryByText(INVENTORY_MESSAGES.skuNeeds)).not.toBeInTheDocument();

    await pick(user, 'Category', 'Reagents');
    await user.click(screen.getByRole('button', { name: 'Generate SKU' }));
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toMatch(/^REA-LIP-\d{3}$/);
  });

  it.each(['fulfillment_agent', 'client_admin'] as const)('shows the institution selector to super_admin only, not to a %s', async (role) => {
    formApi();
    await openForm('/inventory/new', role);
    expect(screen.queryByLabelText('Institution')).not.toBeInTheDocument();
    expect(api.calls).not.toContain('GET /institutions/my');
    expect(api.calls).toContain('GET /cms/storage-locations');
  });

  it('sends a super_admin item with ISO dates and an empty institution as null, then opens it', async () => {
    const saved = formApi();
    const user = await openForm('/inventory/new', 'super_admin');
    expect(chosen('Institution')).toBe('Global');
    expect(await optionsOf(user, 'Institution')).toEqual(['Global', "St Mary's General Hospital", 'Royal Infirmary']);
    expect(await optionsOf(user, 'Location')).toEqual(['Central Supply', 'Lab Storage']);
    await fill(user, 'Item Name', 'Lipid Kit');
    await fill(user, 'SKU', 'TES-LIP-001');
    await fill(user, 'Description', 'Finger-prick kit');
    await pick(user, 'Category', 'Supplies');
    await pick(user, 'Location', 'Lab Storage');
    await user.clear(screen.getByLabelText('Quantity Available'));
    await fill(user, 'Quantity Available', '40');
    await fill(user, 'PO Number', 'PO-2026-7');
    await user.type(screen.getByLabelText('Purchase Date'), '2026-03-15{Tab}');
    await user.type(screen.getByLabelText('Received Date'), '2026-03-20{Tab}');
    await user.click(save());

    expect(await screen.findByRole('heading', { name: 'Saved Kit' })).toBeInTheDocument();
    expect(saved).toEqual([
      {
        method: 'POST',
        body: {
          item_name: 'Lipid Kit',
          item_sku: 'TES-LIP-001',
          item_description: 'Finger-prick kit',
          category: 'Supplies',
          location: 'Lab Storage',
          quantity_available: 40,
          minimum_threshold: 10,
          po_number: 'PO-2026-7',
          purchase_date: '2026-03-15',
          received_date: '2026-03-20',
          institution_id: null,
        },
      },
    ]);
  });

  it('edits an item with its values, and sends the chosen institution', async () => {
    const saved = formApi();
    const user = await openForm('/inventory/9/edit', 'super_admin');
    expect(screen.getByRole('heading', { name: 'Edit Inventory Item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Item Name')).toHaveValue('Lipid Test Kit');
    expect(screen.getByLabelText('Purchase Date')).toHaveValue('2026-03-01');
    await pick(user, 'Institution', "St Mary's General Hospital");
    await user.click(save());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ method: 'PUT', body: { item_name: 'Lipid Test Kit', institution_id: 1, purchase_date: '2026-03-01', received_date: '2026-03-05' } });
  });

  it("leaves the institution to the API for others, and shows the server's refusal", async () => {
    const saved: unknown[] = [];
    formApi({
      'PUT /inventory/9': ({ body }) => {
        saved.push(body);
        return [409, { error: INVENTORY_MESSAGES.skuTaken('TES-LIP-123') }];
      },
    });
    const user = await openForm('/inventory/9/edit', 'fulfillment_agent');
    await user.click(save());
    expect(await screen.findByText('SKU TES-LIP-123 is already in use')).toBeInTheDocument();
    expect(saved[0]).not.toHaveProperty('institution_id');
  });

  it('shows the default text when saving fails without one', async () => {
    formApi({ 'PUT /inventory/9': [500, {}] });
    const user = await openForm('/inventory/9/edit', 'fulfillment_agent');
    await user.click(save());
    expect(await screen.findByText(INVENTORY_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it("shows 'Item Not Found' and the load failure of an edited item", async () => {
    mockSession(testUser('super_admin'));
    formApi({ 'GET /inventory/404': [404, {}], 'GET /inventory/9': [500, {}] });
    const view = renderArea('/inventory', InventoryArea, '/inventory/404/edit');
    expect(await screen.findByText(INVENTORY_MESSAGES.notFound)).toBeInTheDocument();
    view.unmount();
    renderArea('/inventory', InventoryArea, '/inventory/9/edit');
    expect(await screen.findByText(INVENTORY_MESSAGES.itemFailed)).toBeInTheDocument();
  });

  it('only logs a failure to load the storage locations or institutions', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    formApi({ 'GET /cms/storage-locations': [500, {}], 'GET /institutions/my': [500, {}] });
    const user = await openForm('/inventory/new', 'super_admin');
    expect(logged).toHaveBeenCalledWith('Failed to fetch storage locations', expect.anything());
    expect(logged).toHaveBeenCalledWith('Failed to fetch institutions', expect.anything());
    expect(await optionsOf(user, 'Institution')).toEqual(['Global']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
