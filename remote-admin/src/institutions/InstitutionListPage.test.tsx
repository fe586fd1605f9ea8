import { INSTITUTION_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InstitutionsArea from './InstitutionsArea';
import { sampleInstitution, sampleList } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

const stMarys = sampleInstitution();
const royal = sampleInstitution({ id: 2, name: 'Royal Infirmary', institution_type: 'Hospital', email: null });

/** The summary tile titled `title`. */
const tile = (title: string) => screen.getAllByText(title)[0].closest('.ant-card') as HTMLElement;

describe('institutions list', () => {
  it('shows the summary cards, the five newest and the table with Edit and View per row', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions': [200, sampleList([stMarys, royal])] });
    renderArea('/institutions', InstitutionsArea);

    expect(screen.getByRole('heading', { name: 'Institutions' })).toBeInTheDocument();
    expect(await screen.findByText('Total Institutions')).toBeInTheDocument();
    expect(within(tile('Total Institutions')).getByText('12')).toBeInTheDocument();
    expect(within(tile('Active This Month')).getByText('7')).toBeInTheDocument();
    expect(within(tile('With Email')).getByText('10')).toBeInTheDocument();
    expect(within(tile('With Phone')).getByText('9')).toBeInTheDocument();
    expect(within(tile('With Address')).getByText('8')).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'Five newest institutions' });
    expect(within(recent).getByRole('link', { name: 'Royal Infirmary' })).toHaveAttribute('href', '/institutions/2');

    const table = screen.getByRole('table', { name: 'Institutions' });
    for (const column of ['Name', 'Number', 'Type', 'Phone', 'Email', 'Created', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(table).getByRole('link', { name: "St Mary's General Hospital" })).toHaveAttribute('href', '/institutions/1');
    expect(within(table).getByRole('button', { name: 'Edit Royal Infirmary' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'View Royal Infirmary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Institution/ })).toBeInTheDocument();
  });

  it('opens the form from Add Institution', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions': [200, sampleList([stMarys])] });
    renderArea('/institutions', InstitutionsArea);
    await userEvent.click(screen.getByRole('button', { name: /Add Institution/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Institution' })).toBeInTheDocument();
  });

  it("says 'No institutions yet' when there are none", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions': [200, sampleList([])] });
    renderArea('/institutions', InstitutionsArea);
    expect(await screen.findAllByText('No institutions yet')).not.toHaveLength(0);
  });

  it("shows 'Failed to fetch institutions' when the list cannot load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions': [500, {}] });
    renderArea('/institutions', InstitutionsArea);
    expect(await screen.findByText(INSTITUTION_MESSAGES.fetchListFailed)).toBeInTheDocument();
  });

  it.each(['institution_admin', 'clinician'] as const)('denies the list to a %s and makes no call', async (role) => {
    mockSession(testUser(role));
    api = mockApi({});
    renderArea('/institutions', InstitutionsArea);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(INSTITUTION_MESSAGES.manageDenied)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Institution/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
