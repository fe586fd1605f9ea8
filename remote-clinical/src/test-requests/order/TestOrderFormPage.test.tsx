import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { device, formFields, olivia, orderRoutes } from './order-fixtures';
import { chosen, fillTest, pick, renderOrderForm, setupUser } from './order-test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

/** Renders the form for a user of `role` and waits until it is there. */
async function start(role: Parameters<typeof testUser>[0] = 'institution_admin', url = '/tests/new', overrides = {}) {
  mockSession(testUser(role, role === 'clinician' ? { id: 5 } : {}));
  api = mockApi(orderRoutes(1, overrides));
  const user = setupUser();
  renderOrderForm(url);
  await screen.findByRole('button', { name: 'Confirm' });
  return user;
}

const volumeBar = () => screen.getByRole('progressbar', { name: 'Sample volume' });

it('refuses a lab user with the exact text', async () => {
  mockSession(testUser('lab_user'));
  api = mockApi(orderRoutes());
  renderOrderForm();
  expect(await screen.findByText("Access Denied - You don't have permission to create test requests.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

describe('capacity rules', () => {
  it('blocks a marker over the largest capacity, then disables the others at the maximum', async () => {
    const user = await start();
    await pick(user, 'Sample Type', 'Serum');
    await user.click(screen.getByRole('checkbox', { name: 'Vitamin D (40µL)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ferritin (35µL)' }));
    expect(volumeBar()).toHaveTextContent('75µL / 100µL');

    await user.click(screen.getByRole('checkbox', { name: 'Testosterone (30µL)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot select "Testosterone". Adding 30µL would exceed the device capacity of 100µL. Current usage: 75µL.');
    expect(screen.getByRole('checkbox', { name: 'Testosterone (30µL)' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Cortisol (25µL)' }));
    expect(volumeBar()).toHaveTextContent('100µL / 100µL');
    expect(screen.getByRole('checkbox', { name: 'Testosterone (30µL)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Vitamin D (40µL)' })).toBeEnabled();
    expect(volumeBar()).not.toHaveClass('ant-progress-status-exception');
  });

  it('alerts a panel over capacity, turns the bar red and finds no device', async () => {
    const user = await start();
    await pick(user, 'Sample Type', 'Serum');
    await pick(user, 'Panel', 'Full Profile (130µL)');
    expect(await screen.findByText('This panel requires 130µL which exceeds the device capacity of 100µL')).toBeInTheDocument();
    expect(volumeBar()).toHaveClass('ant-progress-status-exception');
    expect(volumeBar()).toHaveTextContent('130µL / 100µL');
    expect(screen.getByText('No collection devices available with sufficient capacity for 130µL')).toBeInTheDocument();
    expect(chosen('Collection Devices')).toEqual([]);
    expect(api.calls).toContain('GET /cms/panels/2');
  });

  it('auto-selects the device covering the tube types and refuses one too small in a dialog, the list closed first', async () => {
    const user = await start();
    await pick(user, 'Sample Type', 'Serum');
    await user.click(screen.getByRole('checkbox', { name: 'Vitamin D (40µL)' }));
    expect(chosen('Collection Devices')).toEqual(['SST Tube (100µL)']);
    await user.click(screen.getByRole('checkbox', { name: 'Ferritin (35µL)' }));

    await pick(user, 'Collection Devices', 'SST Mini (50µL)');
    const dialog = await screen.findByRole('dialog', { name: 'Device capacity exceeded' });
    expect(dialog).toHaveTextContent('"SST Mini" holds 50µL, but the selected markers need 75µL.');
    // the device list no longer lies open over the dialog
    expect(screen.getByRole('combobox', { name: 'Collection Devices' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(chosen('Collection Devices')).toEqual(['SST Tube (100µL)']);
  });
});

it('offers only the devices whose tubes suit the sample type, and measures against them', async () => {
  // a large urine pot suits no marker of Serum or Whole Blood: it is neither offered nor the capacity
  const urinePot = device(5, 'Urine Pot', 500, [30]);
  const user = await start('institution_admin', '/tests/new', { 'GET /cms/test-form-fields': [200, { ...formFields, collection_devices: [...formFields.collection_devices, urinePot] }] });
  const offered = async () => {
    await user.click(screen.getByRole('combobox', { name: 'Collection Devices' }));
    const titles = await waitFor(() => {
      const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
      if (open.length === 0) throw new Error('the device list did not open');
      return open.map((o) => o.getAttribute('title'));
    });
    await user.keyboard('{Escape}');
    return titles;
  };
  await pick(user, 'Sample Type', 'Serum');
  expect(await offered()).toEqual(['SST Tube (100µL)', 'Universal Kit (100µL)', 'SST Mini (50µL)']);
  expect(volumeBar()).toHaveTextContent('0µL / 100µL');
  await pick(user, 'Sample Type', 'Whole Blood');
  expect(await offered()).toEqual(['EDTA Tube (50µL)', 'Universal Kit (100µL)']);
  // the rule stays: the device covering the most tube types (any tube, here), then the largest
  await user.click(screen.getByRole('checkbox', { name: 'HbA1c (20µL)' }));
  expect(chosen('Collection Devices')).toEqual(['Universal Kit (100µL)']);
  expect(volumeBar()).toHaveTextContent('20µL / 100µL');
});

it('clears lab, panel, markers and devices when the sample type changes', async () => {
  const user = await start();
  await fillTest(user);
  expect(chosen('Laboratory')).toEqual(['Central Lab']);
  expect(chosen('Collection Devices')).toEqual(['SST Tube (100µL)']);

  await pick(user, 'Sample Type', 'Whole Blood');
  expect(chosen('Laboratory')).toEqual([]);
  expect(chosen('Collection Devices')).toEqual([]);
  expect(screen.queryByRole('checkbox', { name: 'Vitamin D (40µL)' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'HbA1c (20µL)' })).not.toBeChecked();
  expect(volumeBar()).toHaveTextContent('0µL / 100µL');
  expect(chosen('Patient')).toEqual(['Olivia Harrington (MRN-A000042)']);
});

it('highlights the missing fields in red on Confirm', async () => {
  const user = await start();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('Please select a patient')).toBeInTheDocument();
  expect(screen.getByText('Please select a sample type')).toBeInTheDocument();
  expect(screen.getByText('Please select a laboratory for all tests')).toBeInTheDocument();
  const patient = screen.getByRole('combobox', { name: 'Patient' }).closest('.ant-select');
  expect(patient).toHaveClass('ant-select-status-error');

  await pick(user, 'Sample Type', 'Serum');
  expect(screen.queryByText('Please select a sample type')).not.toBeInTheDocument();
  expect(screen.getByText('Please select a panel or at least one marker')).toBeInTheDocument();
  expect(screen.getByText('Please select a collection device')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument(); // still step 1
});

it('says when no lab takes the sample type', async () => {
  const user = await start('institution_admin', '/tests/new', { 'GET /institutions/1/labs': [200, { labs: [] }] });
  await pick(user, 'Sample Type', 'Serum');
  expect(await screen.findByText('No laboratories are configured for Serum samples at this institution. Please contact your administrator.')).toBeInTheDocument();
});

it('shows 20 of the loaded patients until the user types, then searches the server', async () => {
  const many = Array.from({ length: 30 }, (_, i) => ({ ...olivia, id: 100 + i, last_name: `Patient${i}`, medical_record_number: `MRN-${i}` }));
  const searches: unknown[] = [];
  const user = await start('institution_admin', '/tests/new', {
    'GET /patients': ({ params }: { params: Record<string, unknown> }) => {
      searches.push(params);
      return [200, { patients: params.search ? [olivia] : many, pagination: { page: 1, limit: 100, total: 30, pages: 1 } }];
    },
  });
  await user.click(screen.getByRole('combobox', { name: 'Patient' }));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(20));
  expect(searches[0]).toEqual({ limit: 100, institution_id: 1 });

  await user.type(screen.getByRole('combobox', { name: 'Patient' }), 'Harr');
  await waitFor(() => expect(searches).toContainEqual({ limit: 100, institution_id: 1, search: 'Harr' }));
  expect(await screen.findByTitle('Olivia Harrington (MRN-A000042)')).toBeInTheDocument();
});

it('locks the institution of a preselected patient for a super admin', async () => {
  const user = await start('super_admin', '/tests/new?patient_id=42', { 'GET /patients/42': [200, olivia] });
  expect(await screen.findByRole('combobox', { name: 'Institution' })).toBeDisabled();
  expect(chosen('Institution')).toEqual(["St Mary's General Hospital"]);
  expect(chosen('Patient')).toEqual(['Olivia Harrington (MRN-A000042)']);
  await pick(user, 'Sample Type', 'Serum');
  expect(api.calls).toContain('GET /cms/test-form-fields');
});

it('lets a super admin choose the institution first', async () => {
  const user = await start('super_admin');
  expect(await screen.findByRole('combobox', { name: 'Patient' })).toBeDisabled();
  await pick(user, 'Institution', 'Royal Infirmary');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Patient' })).toBeEnabled());
  expect(api.calls).toContain('GET /institutions/2/clinicians');
});

it('fixes the ordering clinician of a clinician to themselves', async () => {
  await start('clinician');
  expect(await screen.findByText('You are the ordering clinician')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Ordering Clinician' })).toBeDisabled();
  expect(chosen('Ordering Clinician')).toEqual(['Test User']);
  expect(api.calls.filter((c) => c.includes('/clinicians'))).toEqual([]);
});

it("says 'No clinicians found for this institution' when it has none", async () => {
  await start('institution_admin', '/tests/new', { 'GET /institutions/1/clinicians': [200, { clinicians: [] }] });
  expect(await screen.findByText('No clinicians found for this institution')).toBeInTheDocument();
});

it('reveals the partner select with partner fulfillment and clears the partner when unticked', async () => {
  const user = await start();
  expect(screen.queryByRole('combobox', { name: 'Fulfillment Partner' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Fulfillment by partner' }));
  await pick(user, 'Fulfillment Partner', 'Frank Partner');
  expect(api.calls).toContain('GET /users');
  await user.click(screen.getByRole('checkbox', { name: 'Fulfillment by partner' }));
  await user.click(screen.getByRole('checkbox', { name: 'Fulfillment by partner' }));
  expect(chosen('Fulfillment Partner')).toEqual([]);
});

it('offers an expected date from one hour ahead, and goes to the patients on Cancel', async () => {
  const user = await start();
  const date = screen.getByLabelText('Expected Test Date');
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveAttribute('min', new Date(Date.now() + 3600_000).toISOString().slice(0, 10));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Patients list')).toBeInTheDocument();
});
