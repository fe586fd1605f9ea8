import { INSTITUTION_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import InstitutionsArea from './InstitutionsArea';
import { sampleInstitution, sampleList, samplePatient } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

const stats = { users: 14, patients: 230, test_requests: 512, pending_requests: 6 };
const patients = { patients: [samplePatient(1), samplePatient(2, { clinician: null })], pagination: { page: 1, limit: 20, total: 2, pages: 1 } };
const clinicians = { clinicians: [{ id: 5, first_name: 'Emily', last_name: 'Watson', email: 'emily@test.lab', role: 'clinician' }] };

function detailApi(overrides: Record<string, [number, unknown?]> = {}) {
  return mockApi({
    'GET /institutions/1': [200, { institution: sampleInstitution() }],
    'GET /institutions/1/stats': [200, stats],
    'GET /patients/institution/1': [200, patients],
    'GET /institutions/1/clinicians': [200, clinicians],
    'GET /institutions/1/labs': [200, { labs: [] }],
    'GET /cms/labs/active': [200, { labs: [] }],
    'GET /cms/sample-types': [200, { items: [] }],
    ...overrides,
  });
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

/** The area under /institutions, and any other page as a marker of where a button led. */
function renderDetail(url = '/institutions/1') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/institutions/*" element={<InstitutionsArea />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

const tile = (title: string) => screen.getAllByText(title)[0].closest('.ant-card') as HTMLElement;

describe('institution detail', () => {
  it('shows a super_admin the tiles, the tabs, the overview cards and every button', async () => {
    mockSession(testUser('super_admin'));
    api = detailApi();
    renderDetail();

    expect(await screen.findByRole('heading', { name: "St Mary's General Hospital" })).toBeInTheDocument();
    expect(await within(tile('Users')).findByText('14')).toBeInTheDocument();
    expect(within(tile('Test Requests')).getByText('512')).toBeInTheDocument();
    expect(within(tile('Pending')).getByText('6')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Patients', 'Clinicians', 'Labs']);

    expect(screen.getByText('Contact Information')).toBeInTheDocument();
    expect(screen.getByText('1 Praed Street, London')).toBeInTheDocument();
    expect(screen.getByText('contact@stmarys.test')).toBeInTheDocument();
    expect(screen.getByText('Management History')).toBeInTheDocument();
    expect(screen.getByText('System Information')).toBeInTheDocument();
    expect(screen.getByText('Time Zone')).toBeInTheDocument();
    expect(screen.getByText('Europe/London')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Olivia Patient1' })).toHaveAttribute('href', '/patients/1');
    expect(screen.getByRole('link', { name: /New Patient/ })).toHaveAttribute('href', '/patients/new?institution_id=1');
    expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/analytics?institution_id=1');

    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Clinician/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Add User/ }));
    expect(await screen.findByText('Now at /users/new?institution_id=1')).toBeInTheDocument();
  });

  it("shows 'Server default' for an institution without a time zone", async () => {
    mockSession(testUser('super_admin'));
    api = detailApi({ 'GET /institutions/1': [200, { institution: sampleInstitution({ time_zone: null }) }] });
    renderDetail();
    expect(await screen.findByText('Server default')).toBeInTheDocument();
    expect(screen.queryByText('Europe/London')).not.toBeInTheDocument();
  });

  it('sends Add Clinician to the user form with the clinician role', async () => {
    mockSession(testUser('super_admin'));
    api = detailApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /Add Clinician/ }));
    expect(await screen.findByText('Now at /users/new?institution_id=1&role=clinician')).toBeInTheDocument();
  });

  it("shows the institution's own admin the Labs tab but neither Edit nor Add User", async () => {
    mockSession(testUser('institution_admin'));
    api = detailApi();
    renderDetail();
    await screen.findByRole('heading', { name: "St Mary's General Hospital" });
    expect(screen.getByRole('tab', { name: 'Labs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add User/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Clinician/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Analytics/ })).toBeInTheDocument();
  });

  it('offers View Analytics only to those who may view analytics', async () => {
    mockSession(testUser('institution_admin', { permissions: ['dashboard', 'patients', 'users'] }));
    api = detailApi();
    renderDetail();
    await screen.findByRole('heading', { name: "St Mary's General Hospital" });
    expect(screen.queryByRole('link', { name: /View Analytics/ })).not.toBeInTheDocument();
  });

  it("denies another institution's admin and a clinician", async () => {
    mockSession(testUser('institution_admin'));
    api = detailApi();
    const otherInstitution = renderDetail('/institutions/2');
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    otherInstitution.unmount();
    mockSession(testUser('clinician'));
    renderDetail('/institutions/1');
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('pages the Patients tab and links the Clinicians tab to the users', async () => {
    mockSession(testUser('super_admin'));
    api = detailApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Patients' }));
    const table = await screen.findByRole('table', { name: 'Patients of this institution' });
    for (const column of ['Name', 'MRN', 'Clinician', 'Created']) expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(await within(table).findByText('MRN-A000001')).toBeInTheDocument();
    expect(within(table).getByText('Unassigned')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Clinicians' }));
    const cliniciansTable = await screen.findByRole('table', { name: 'Clinicians of this institution' });
    expect(await within(cliniciansTable).findByRole('link', { name: 'Emily Watson' })).toHaveAttribute('href', '/users/5');
    expect(within(cliniciansTable).getByText('clinician')).toBeInTheDocument();
  });

  it("says 'Institution Not Found' with a way back for a 404", async () => {
    mockSession(testUser('super_admin'));
    api = detailApi({ 'GET /institutions/1': [404, { error: 'Institution not found' }], 'GET /institutions': [200, sampleList([])] });
    renderDetail();
    expect(await screen.findByText('Institution Not Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back to Institutions/ }));
    expect(await screen.findByRole('heading', { name: 'Institutions' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch institution details' when the load fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSession(testUser('super_admin'));
    api = detailApi({ 'GET /institutions/1': [500, {}] });
    renderDetail();
    expect(await screen.findByText(INSTITUTION_MESSAGES.fetchDetailFailed)).toBeInTheDocument();
  });
});
