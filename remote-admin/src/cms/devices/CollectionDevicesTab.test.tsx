import { CMS_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { item, items, renderCms, sampleDevice, setupUser, signIn } from '../test-fixtures';
import { tubeTypesText } from './device-columns';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const tubes = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const devices = [
  sampleDevice(1, 'Vacutainer Kit', { tube_types: tubes('Gold Top', 'Purple Top', 'Red Top', 'Blue Top'), tube_type_ids: [1, 2, 3, 4] }),
  sampleDevice(2, 'Finger Prick Kit', { max_capacity: null, active: false }),
];
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('collection devices tab', () => {
  it("shows the capacity, the first two tube types then '+N more', and the status badge", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/collection-devices': items(devices) });
    renderCms('/cms?tab=collection_devices');
    expect(await screen.findByText('Vacutainer Kit')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Collection Devices' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Description', 'Max Capacity (µL)', 'Tube Types', 'Owner', 'Status', 'Actions']);
    expect(within(rowOf('Vacutainer Kit')).getByText(CMS_MESSAGES.sharedOwner)).toBeInTheDocument();
    expect(within(rowOf('Vacutainer Kit')).getByText('Gold Top, Purple Top +2 more')).toBeInTheDocument();
    expect(within(rowOf('Vacutainer Kit')).getByText('500')).toBeInTheDocument();
    expect(within(rowOf('Finger Prick Kit')).getByRole('button', { name: 'Inactive: set Finger Prick Kit to Active' })).toBeInTheDocument();
  });

  it("names up to two tube types without '+N more'", () => {
    expect(tubeTypesText({ tube_types: tubes('Gold Top', 'Purple Top') })).toBe('Gold Top, Purple Top');
    expect(tubeTypesText({ tube_types: tubes('Gold Top', 'Purple Top', 'Red Top') })).toBe('Gold Top, Purple Top +1 more');
    expect(tubeTypesText({ tube_types: [] })).toBeNull();
  });

  it("offers an institution's admin no toggle, edit or delete on a shared device, and all three on their own", async () => {
    signIn('institution_admin');
    api = mockApi({
      'GET /cms/collection-devices': items([
        sampleDevice(1, 'Shared Kit', { editable: false }),
        sampleDevice(2, 'Our Kit', { owner_institution_id: 1, owner_institution_name: "St Mary's General Hospital" }),
      ]),
    });
    renderCms('/cms?tab=collection_devices');
    expect(await screen.findByText('Shared Kit')).toBeInTheDocument();
    expect(within(rowOf('Shared Kit')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Shared Kit')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Our Kit')).getByText("St Mary's General Hospital")).toBeInTheDocument();
    expect(within(rowOf('Our Kit')).getByRole('button', { name: 'Active: set Our Kit to Inactive' })).toBeInTheDocument();
    expect(within(rowOf('Our Kit')).getByRole('button', { name: 'Edit Our Kit' })).toBeInTheDocument();
  });

  it('toggles a device by its badge, sending only the flipped active flag', async () => {
    signIn('institution_admin');
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /cms/collection-devices': items(devices),
      'PUT /cms/collection-devices/1': ({ body }) => {
        bodies.push(body);
        return [200, { item: { ...devices[0], active: false } }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=collection_devices');
    await user.click(await screen.findByRole('button', { name: 'Active: set Vacutainer Kit to Inactive' }));
    expect(await within(rowOf('Vacutainer Kit')).findByRole('button', { name: 'Inactive: set Vacutainer Kit to Active' })).toBeInTheDocument();
    expect(bodies).toEqual([{ active: false }]);
  });

  it("alerts 'Failed to update collection device' when the toggle fails", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/collection-devices': items(devices), 'PUT /cms/collection-devices/2': [500, {}] });
    const user = setupUser();
    renderCms('/cms?tab=collection_devices');
    await user.click(await screen.findByRole('button', { name: 'Inactive: set Finger Prick Kit to Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CMS_MESSAGES.updateFailedOf('collection device'));
    expect(within(rowOf('Finger Prick Kit')).getByText('Inactive')).toBeInTheDocument();
  });

  it('adds a device: capacity null when empty, active tube types, then closes', async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /cms/collection-devices': items([]),
      'GET /cms/tube-types': items([item(1, 'Gold Top'), item(2, 'Old Top', { active: false })]),
      'POST /cms/collection-devices': ({ body }) => {
        bodies.push(body);
        return [201, { item: sampleDevice(3, 'Swab Kit') }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=collection_devices');
    await user.click((await screen.findAllByRole('button', { name: /Add Item/ }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Collection Device' });
    expect(within(dialog).getByText('None selected: the device can be used for all markers')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Swab Kit');
    await waitFor(() => expect(api.calls).toContain('GET /cms/tube-types'));
    await user.click(within(dialog).getByLabelText('Tube Types'));
    await user.click(await screen.findByTitle('Gold Top'));
    expect(screen.queryByTitle('Old Top')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Collection Device' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Swab Kit', description: null, max_capacity: null, active: true, tube_type_ids: [1] }]);
  });

  it('refuses a capacity below 1 and shows the save failure in a red banner', async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/collection-devices': items(devices), 'GET /cms/tube-types': items([]), 'PUT /cms/collection-devices/1': [500, {}] });
    const user = setupUser();
    renderCms('/cms?tab=collection_devices');
    await user.click(await screen.findByRole('button', { name: 'Edit Vacutainer Kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Collection Device' });
    const capacity = within(dialog).getByLabelText('Max Capacity (µL)');
    expect(capacity).toHaveValue(500);
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CMS_MESSAGES.maxCapacityInvalid);
    await user.clear(capacity);
    await user.type(capacity, '750');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CMS_MESSAGES.saveFailedOf('collection device'))).toBeInTheDocument();
  });

  it("alerts 'Failed to delete collection device' after the confirmation when the delete fails", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/collection-devices': items(devices), 'DELETE /cms/collection-devices/2': [500, {}] });
    const user = setupUser();
    renderCms('/cms?tab=collection_devices');
    await user.click(await screen.findByRole('button', { name: 'Delete Finger Prick Kit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete collection device?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CMS_MESSAGES.deleteFailedOf('collection device'));
  });
});
