import { CMS_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { items, renderCms, sampleLocation, setupUser, signIn } from '../test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const names = () =>
  within(screen.getByRole('table', { name: 'Storage Locations' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('storage locations tab', () => {
  it('lists the locations by sort order, lower first, keeping the server order among equals', async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/storage-locations': items([sampleLocation(1, 'Freezer B', 2), sampleLocation(2, 'Fridge A', 0), sampleLocation(3, 'Shelf', 2), sampleLocation(4, 'Cabinet', 1)]) });
    renderCms('/cms?tab=storage_locations');
    expect(await screen.findByText('Freezer B')).toBeInTheDocument();
    expect(names()).toEqual(['Fridge A', 'Cabinet', 'Freezer B', 'Shelf']);
    expect(within(screen.getByRole('table', { name: 'Storage Locations' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Description', 'Sort Order', 'Owner', 'Status', 'Actions']);
  });

  it('toggles a location by its badge with only { active }', async () => {
    signIn('client_admin', { permissions: ['dashboard', 'cms', 'cms_storage_locations'] });
    const bodies: unknown[] = [];
    const fridge = sampleLocation(2, 'Fridge A', 0, { active: false });
    api = mockApi({
      'GET /cms/storage-locations': items([fridge]),
      'PUT /cms/storage-locations/2': ({ body }) => {
        bodies.push(body);
        return [200, { item: { ...fridge, active: true } }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=storage_locations');
    await user.click(await screen.findByRole('button', { name: 'Inactive: set Fridge A to Active' }));
    expect(await screen.findByRole('button', { name: 'Active: set Fridge A to Inactive' })).toBeInTheDocument();
    expect(bodies).toEqual([{ active: true }]);
  });

  it("alerts 'Failed to update storage location' when the toggle fails", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/storage-locations': items([sampleLocation(2, 'Fridge A', 0)]), 'PUT /cms/storage-locations/2': [500, {}] });
    const user = setupUser();
    renderCms('/cms?tab=storage_locations');
    await user.click(await screen.findByRole('button', { name: 'Active: set Fridge A to Inactive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CMS_MESSAGES.updateFailedOf('storage location'));
  });

  it('adds a location with sort order 0 by default, then closes', async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /cms/storage-locations': items([]),
      'POST /cms/storage-locations': ({ body }) => {
        bodies.push(body);
        return [201, { item: sampleLocation(5, 'Cold Room', 0) }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=storage_locations');
    await user.click((await screen.findAllByRole('button', { name: /Add Item/ }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Storage Location' });
    expect(within(dialog).getByLabelText('Sort Order')).toHaveValue(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Cold Room');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Storage Location' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Cold Room', description: null, active: true, sort_order: 0 }]);
  });

  it('refuses a negative sort order', async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/storage-locations': items([sampleLocation(2, 'Fridge A', 0)]) });
    const user = setupUser();
    renderCms('/cms?tab=storage_locations');
    await user.click(await screen.findByRole('button', { name: 'Edit Fridge A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Storage Location' });
    await user.clear(within(dialog).getByLabelText('Sort Order'));
    await user.type(within(dialog).getByLabelText('Sort Order'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CMS_MESSAGES.sortOrderInvalid);
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });
});
