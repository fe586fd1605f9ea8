import { INSTITUTION_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi, type MockHandler } from '@lab/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstitutionLabsTab } from './InstitutionLabsTab';
import { sampleAssignment } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const assignments = [
  sampleAssignment(1, { sample_type: 'Urine', lab_name: 'North Lab', lab_active: false, lab_address: null, lab_phone: null, lab_email: null }),
  sampleAssignment(2),
];
const lookups = {
  'GET /cms/labs/active': [200, { labs: [{ id: 10, name: 'Central Lab', description: null, address: null, phone: null, email: null, active: true }] }],
  'GET /cms/sample-types': [
    200,
    {
      items: [
        { id: 1, name: 'Serum', description: null, active: true, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
        { id: 3, name: 'Plasma (retired)', description: null, active: false, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
      ],
    },
  ],
} satisfies Record<string, [number, unknown]>;

function labsApi(routes: Record<string, MockHandler | [number, unknown?]> = {}) {
  return mockApi({ 'GET /institutions/1/labs': [200, { labs: assignments }], ...lookups, ...routes });
}

/** The Remove button of `name`, once the table has stopped loading (its spinner blocks clicks). */
async function removeButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.closest('[aria-busy="true"]')).toBeNull());
  return button;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByTitle(option));
}

describe('labs tab', () => {
  it('lists the assignments per sample type with contact, status and Remove', async () => {
    api = labsApi();
    render(<InstitutionLabsTab institutionId={1} />);
    const table = screen.getByRole('table', { name: 'Lab assignments per sample type' });
    expect(await within(table).findByText('Central Lab')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Serum', 'Urine']);
    expect(within(rows[0]).getByText('Main reference laboratory')).toBeInTheDocument();
    expect(within(rows[0]).getByText('central@lab.test')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No contact info')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Remove North Lab for Urine' })).toBeInTheDocument();
  });

  it('asks for both a lab and a sample type before any call', async () => {
    api = labsApi();
    const user = userEvent.setup({ delay: null });
    render(<InstitutionLabsTab institutionId={1} />);
    await user.click(screen.getByRole('button', { name: /Assign/ }));
    expect(await screen.findByText(INSTITUTION_MESSAGES.labPairRequired)).toBeInTheDocument();
    await choose(user, 'Lab', 'Central Lab');
    await user.click(screen.getByRole('button', { name: /Assign/ }));
    expect(screen.getByText(INSTITUTION_MESSAGES.labPairRequired)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('offers only active sample types, assigns the pair, says so and reloads', async () => {
    const bodies: unknown[] = [];
    api = labsApi({
      'POST /institutions/1/labs': ({ body }) => {
        bodies.push(body);
        return [201, { assignment: sampleAssignment(3), message: INSTITUTION_MESSAGES.labAssigned }];
      },
    });
    const user = userEvent.setup({ delay: null });
    render(<InstitutionLabsTab institutionId={1} />);
    await waitFor(() => expect(api.calls).toContain('GET /cms/sample-types'));
    await user.click(screen.getByRole('combobox', { name: 'Sample Type' }));
    expect(await screen.findByTitle('Serum')).toBeInTheDocument();
    expect(screen.queryByTitle('Plasma (retired)')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Serum'));
    await choose(user, 'Lab', 'Central Lab');
    await user.click(screen.getByRole('button', { name: /Assign/ }));

    expect(await screen.findByText(INSTITUTION_MESSAGES.labAssigned)).toBeInTheDocument();
    expect(bodies).toEqual([{ lab_id: 10, sample_type: 'Serum' }]);
    await waitFor(() => expect(api.calls.filter((c) => c === 'GET /institutions/1/labs')).toHaveLength(2));
  });

  it("shows the server's refusal of an assignment", async () => {
    api = labsApi({ 'POST /institutions/1/labs': [409, { error: INSTITUTION_MESSAGES.labAlreadyAssigned }] });
    const user = userEvent.setup({ delay: null });
    render(<InstitutionLabsTab institutionId={1} />);
    await waitFor(() => expect(api.calls).toContain('GET /cms/sample-types'));
    await choose(user, 'Lab', 'Central Lab');
    await choose(user, 'Sample Type', 'Serum');
    await user.click(screen.getByRole('button', { name: /Assign/ }));
    expect(await screen.findByText(INSTITUTION_MESSAGES.labAlreadyAssigned)).toBeInTheDocument();
  });

  it('asks before removing an assignment, then removes it', async () => {
    api = labsApi({ 'DELETE /institutions/1/labs/2': [200, { message: 'ok' }] });
    const user = userEvent.setup({ delay: null });
    render(<InstitutionLabsTab institutionId={1} />);
    await user.click(await removeButton('Remove Central Lab for Serum'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Remove lab assignment?');
    expect(within(dialog).getByText(/will no longer be offered for Serum samples/)).toBeInTheDocument();
    expect(api.calls).not.toContain('DELETE /institutions/1/labs/2');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(INSTITUTION_MESSAGES.labRemoved)).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /institutions/1/labs/2');
  });

  it("shows 'Failed to remove lab assignment' when the removal fails", async () => {
    api = labsApi({ 'DELETE /institutions/1/labs/2': [500, {}] });
    const user = userEvent.setup({ delay: null });
    render(<InstitutionLabsTab institutionId={1} />);
    await user.click(await removeButton('Remove Central Lab for Serum'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(INSTITUTION_MESSAGES.labRemoveFailed)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch assigned labs' when the assignments cannot load", async () => {
    api = labsApi({ 'GET /institutions/1/labs': [500, {}] });
    render(<InstitutionLabsTab institutionId={1} />);
    expect(await screen.findByText(INSTITUTION_MESSAGES.labsFetchFailed)).toBeInTheDocument();
  });
});
