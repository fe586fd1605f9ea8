import { CMS_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi, type MockHandler, type MockReply } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { items, renderCms, sampleLab, sampleMarker, samplePanel, sampleStatus, item, setupUser, signIn } from '../test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;
const headers = (name: string) => within(table(name)).getAllByRole('columnheader').map((h) => h.textContent);

describe('generic CMS tabs', () => {
  it('lists sample types with Name, Description, Status and Actions', async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/sample-types': items([item(1, 'Serum'), item(2, 'Urine', { active: false, description: null })]) });
    renderCms('/cms?tab=sample_types');
    expect(await screen.findByText('Serum')).toBeInTheDocument();
    expect(headers('Sample Types')).toEqual(['Name', 'Description', 'SNOMED CT Code', 'Status', 'Actions']);
    expect(within(rowOf('Serum')).getByText('Serum description')).toBeInTheDocument();
    expect(within(rowOf('Serum')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Urine')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Urine')).getByRole('button', { name: 'Edit Urine' })).toBeInTheDocument();
    expect(within(rowOf('Urine')).getByRole('button', { name: 'Delete Urine' })).toBeInTheDocument();
  });

  it('shows panels their markers and institutions, or Global', async () => {
    signIn('super_admin');
    api = mockApi({
      'GET /cms/panels': items([
        samplePanel(1, 'Lipid Panel', { marker_names: ['HDL', 'LDL'] }),
        samplePanel(2, 'Renal Panel', { institution_names: [{ id: 2, name: 'Royal Infirmary' }], institution_ids: [2], global: false }),
      ]),
    });
    renderCms('/cms?tab=panels');
    expect(await screen.findByText('Lipid Panel')).toBeInTheDocument();
    expect(headers('Panels')).toEqual(['Name', 'Description', 'Markers', 'Status', 'Institutions', 'Actions']);
    expect(within(rowOf('Lipid Panel')).getByText('HDL, LDL')).toBeInTheDocument();
    expect(within(rowOf('Lipid Panel')).getByText(CMS_MESSAGES.global)).toBeInTheDocument();
    expect(within(rowOf('Renal Panel')).getByText('Royal Infirmary')).toBeInTheDocument();
  });

  it("shows labs' contact, or 'No contact info', and their stats", async () => {
    signIn('super_admin');
    api = mockApi({
      'GET /cms/labs': items([
        sampleLab(1, 'Central Lab', { address: '1 Lab Road', phone: '+44 20 1234 5678', email: 'central@lab.test', user_count: 12, institution_count: 3, test_request_count: 140 }),
        sampleLab(2, 'North Lab'),
      ]),
    });
    renderCms('/cms?tab=labs');
    expect(await screen.findByText('Central Lab')).toBeInTheDocument();
    expect(headers('Labs')).toEqual(['Name', 'Description', 'Contact', 'Stats', 'External Lab', 'Status', 'Actions']);
    const central = rowOf('Central Lab');
    for (const text of ['1 Lab Road', '+44 20 1234 5678', 'central@lab.test', 'Users: 12', 'Institutions: 3', 'Tests: 140']) expect(within(central).getByText(text)).toBeInTheDocument();
    expect(within(rowOf('North Lab')).getByText(CMS_MESSAGES.noContact)).toBeInTheDocument();
  });

  it('shows statuses their Sort Order', async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/statuses': items([sampleStatus(1, 'Pending', 1), sampleStatus(2, 'Completed', 5)]) });
    renderCms('/cms?tab=statuses');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(headers('Statuses')).toEqual(['Name', 'Description', 'Sort Order', 'Status', 'Actions']);
    expect(within(rowOf('Completed')).getByText('5')).toBeInTheDocument();
  });

  it("says 'No items found' with Add Item when the list is empty", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/tube-types': items([]) });
    renderCms('/cms?tab=tube_types');
    const empty = await screen.findByText(CMS_MESSAGES.noItems);
    expect(within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: /Add Item/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add Item/ })).toHaveLength(2);
  });

  it('shows an empty table when the list cannot load, and only logs the failure', async () => {
    signIn('super_admin');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({ 'GET /cms/tube-types': [500, { error: 'Database unavailable' }] });
    renderCms('/cms?tab=tube_types');
    expect(await screen.findByText(CMS_MESSAGES.noItems)).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Database unavailable', expect.anything());
    logged.mockRestore();
  });

  it('lets an institution_admin read sample types but not change them', async () => {
    signIn('institution_admin');
    api = mockApi({ 'GET /cms/sample-types': items([item(1, 'Serum')]) });
    renderCms('/cms?tab=sample_types');
    expect(await screen.findByText('Serum')).toBeInTheDocument();
    expect(headers('Sample Types')).toEqual(['Name', 'Description', 'SNOMED CT Code', 'Status']);
    expect(screen.queryByRole('button', { name: /Add Item/ })).not.toBeInTheDocument();
  });

  it('adds a status from the dialog, sends its fields, closes and reloads', async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    const post: MockHandler = ({ body }) => {
      bodies.push(body);
      return [201, { item: sampleStatus(3, 'On Hold', 2) }];
    };
    api = mockApi({ 'GET /cms/statuses': items([]), 'POST /cms/statuses': post });
    const user = setupUser();
    renderCms('/cms?tab=statuses');
    await screen.findByText(CMS_MESSAGES.noItems);
    await user.click(screen.getAllByRole('button', { name: /Add Item/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Status' });
    await user.type(within(dialog).getByLabelText('Name'), '  On Hold ');
    await user.type(within(dialog).getByLabelText('Description'), 'Waiting for the patient');
    await user.clear(within(dialog).getByLabelText('Sort Order'));
    await user.type(within(dialog).getByLabelText('Sort Order'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Status' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'On Hold', description: 'Waiting for the patient', active: true, sort_order: 2 }]);
    expect(api.calls.filter((c) => c === 'GET /cms/statuses')).toHaveLength(2);
  });

  it('edits a lab with its contact fields', async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /cms/labs': items([sampleLab(4, 'North Lab', { phone: '+44 1' })]),
      'PUT /cms/labs/4': ({ body }) => {
        bodies.push(body);
        return [200, { item: sampleLab(4, 'North Lab') }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=labs');
    await user.click(await screen.findByRole('button', { name: 'Edit North Lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lab' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('North Lab');
    await user.type(within(dialog).getByLabelText('Email'), 'north@lab.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'North Lab', description: 'North Lab description', active: false, address: null, phone: '+44 1', email: 'north@lab.test' }]);
  });

  it("refuses a blank name in a red banner, and shows 'Failed to save item' when the save fails", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/sample-types': items([]), 'POST /cms/sample-types': [500, {}] });
    const user = setupUser();
    renderCms('/cms?tab=sample_types');
    await screen.findByText(CMS_MESSAGES.noItems);
    await user.click(screen.getAllByRole('button', { name: /Add Item/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Sample Type' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CMS_MESSAGES.nameRequired);
    expect(api.calls).not.toContain('POST /cms/sample-types');

    await user.type(within(dialog).getByLabelText('Name'), 'Plasma');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CMS_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Sample Type' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a save", async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/sample-types': items([]), 'POST /cms/sample-types': [409, { error: CMS_MESSAGES.nameTaken('sample type', 'Serum') }] });
    const user = setupUser();
    renderCms('/cms?tab=sample_types');
    await screen.findByText(CMS_MESSAGES.noItems);
    await user.click(screen.getAllByRole('button', { name: /Add Item/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Sample Type' });
    await user.type(within(dialog).getByLabelText('Name'), 'Serum{Enter}');
    expect(await within(dialog).findByText('A sample type named "Serum" already exists')).toBeInTheDocument();
  });

  describe('delete', () => {
    async function deleteSerum(reply: MockReply) {
      signIn('super_admin');
      api = mockApi({ 'GET /cms/sample-types': items([item(1, 'Serum')]), 'DELETE /cms/sample-types/1': reply });
      const user = setupUser();
      renderCms('/cms?tab=sample_types');
      await user.click(await screen.findByRole('button', { name: 'Delete Serum' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete sample type?' });
      expect(within(dialog).getByText(/Are you sure you want to delete "Serum"\?/)).toBeInTheDocument();
      expect(api.calls).not.toContain('DELETE /cms/sample-types/1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    }

    it('asks first, then deletes and reloads', async () => {
      await deleteSerum([200, { message: 'Sample type deleted' }]);
      await waitFor(() => expect(api.calls.filter((c) => c === 'GET /cms/sample-types')).toHaveLength(2));
      expect(api.calls).toContain('DELETE /cms/sample-types/1');
    });

    it("alerts 'Failed to delete sample type. It may be in use by other records.' when the server gives no reason", async () => {
      await deleteSerum([500, {}]);
      expect(await screen.findByRole('alert')).toHaveTextContent(CMS_MESSAGES.deleteFailed('sample type'));
      expect(CMS_MESSAGES.deleteFailed('sample type')).toBe('Failed to delete sample type. It may be in use by other records.');
    });

    it("alerts the server's reason", async () => {
      const reason = CMS_MESSAGES.inUse('sample type', 'Serum', ['2 markers']);
      await deleteSerum([409, { error: reason }]);
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    });

    it('does nothing when the confirmation is cancelled', async () => {
      signIn('super_admin');
      api = mockApi({ 'GET /cms/sample-types': items([item(1, 'Serum')]) });
      const user = setupUser();
      renderCms('/cms?tab=sample_types');
      await user.click(await screen.findByRole('button', { name: 'Delete Serum' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Delete sample type?' })).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    });
  });

  it('offers Edit and Delete only on the markers the API marks editable', async () => {
    signIn('institution_admin');
    api = mockApi({ 'GET /cms/markers': items([sampleMarker(1, 'Glucose'), sampleMarker(2, 'HbA1c', { editable: false })]) });
    renderCms('/cms?tab=markers');
    expect(await screen.findByText('Glucose')).toBeInTheDocument();
    expect(within(rowOf('Glucose')).getByRole('button', { name: 'Edit Glucose' })).toBeInTheDocument();
    expect(within(rowOf('HbA1c')).queryByRole('button')).not.toBeInTheDocument();
  });
});
