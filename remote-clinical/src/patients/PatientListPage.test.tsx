import type { Patient } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PatientsArea from './PatientsArea';
import { samplePatient } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const patient = (id: number, overrides: Partial<Patient> = {}): Patient =>
  samplePatient({ id, last_name: `Patient${id}`, phone: '+447700900123', email: `p${id}@example.org`, medical_record_number: `MRN-A${String(id).padStart(6, '0')}`, clinician_id: 1, ...overrides });

const page = (patients: Patient[], total = patients.length, pageNo = 1) => ({ patients, pagination: { page: pageNo, limit: 20, total, pages: Math.ceil(total / 20) } });

describe('patients list', () => {
  it('shows the columns, Add/Edit/Delete for an institution_admin, the institution banner and no pager on one page', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients': [200, page([patient(1), patient(2)])] });
    renderArea('/patients', PatientsArea);
    expect(await screen.findByText('Olivia Patient1')).toBeInTheDocument();
    for (const column of ['Patient', 'MRN', 'Contact', 'Date of Birth', 'Gender', 'Institution', 'Assigned Clinician', 'Added', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getAllByText('GB +44 7700900123')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Add Patient/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Olivia Patient1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Olivia Patient1' })).toBeInTheDocument();
    expect(screen.getByText("Showing patients of St Mary's General Hospital")).toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d+ to/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Institution filter' })).not.toBeInTheDocument();
  });

  it("hides Add Patient, Edit and Delete from a lab_user", async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /patients': [200, page([patient(1)])] });
    renderArea('/patients', PatientsArea);
    expect(await screen.findByText('Olivia Patient1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Patient/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("titles a clinician's list 'My Patients' and lets them edit only their own patients", async () => {
    mockSession(testUser('clinician', { id: 1 }));
    api = mockApi({ 'GET /patients': [200, page([patient(1), patient(2, { clinician_id: 9, clinician_first_name: 'Tom', clinician_last_name: 'Hale' })])] });
    renderArea('/patients', PatientsArea);
    expect(await screen.findByRole('heading', { name: 'My Patients' })).toBeInTheDocument();
    await screen.findByText('Olivia Patient2');
    expect(screen.getByRole('button', { name: 'Edit Olivia Patient1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Olivia Patient2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("says 'No patients yet' when there are none, and 'No patients found' for a search", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({
      'GET /patients': ({ params }) => [200, page(params.search ? [] : [])],
      'GET /institutions/my': [200, { institutions: [{ id: 1, name: "St Mary's General Hospital" }] }],
    });
    renderArea('/patients', PatientsArea);
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Institution filter' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search patients' }), 'nobody');
    expect(await screen.findByText('No patients found')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c === 'GET /patients').length).toBeGreaterThanOrEqual(2));
  });

  it("shows 'Showing x to y of total results' with more than one page, and pages on", async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({
      'GET /patients': ({ params }) => {
        const p = Number(params.page);
        return [200, page(Array.from({ length: p === 3 ? 5 : 20 }, (_, i) => patient((p - 1) * 20 + i + 1)), 45, p)];
      },
    });
    renderArea('/patients', PatientsArea);
    expect(await screen.findByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 results')).toBeInTheDocument();
  });

  it('asks before deleting, and shows the failure', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients': [200, page([patient(1)])], 'DELETE /patients/1': [500, {}] });
    renderArea('/patients', PatientsArea);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Olivia Patient1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete patient?').length).toBeGreaterThan(0);
    expect(api.calls).not.toContain('DELETE /patients/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete patient')).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /patients/1');
  });
});
