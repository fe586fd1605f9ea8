import { AUDIT_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, within } from '@testing-library/react';
import PatientsArea from './PatientsArea';
import { samplePatient } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const detail = samplePatient({
  test_requests: [
    { id: 12, test_name: 'Lipid Panel', category: null, priority: 'urgent', status: 'in_progress', barcode_number: 'BC1', institution_id: 1, institution_name: "St Mary's General Hospital", clinician_name: 'Emily Watson', requested_at: '2026-11-21T09:00:00Z' },
  ],
});

describe('patient detail', () => {
  it('shows demographics, address and the test requests linking to their detail', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients/42': [200, detail] });
    renderArea('/patients', PatientsArea, '/patients/42');
    expect(await screen.findByRole('heading', { name: 'Olivia Harrington' })).toBeInTheDocument();
    expect(screen.getByText('MRN: MRN-A000042')).toBeInTheDocument();
    expect(screen.getByText('JM +1-876 5551234')).toBeInTheDocument();
    expect(screen.getByText('12 Harley Street')).toBeInTheDocument();
    expect(screen.getByText('Emily Watson', { selector: 'span' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'REQ-000012' });
    expect(link).toHaveAttribute('href', '/tests/12');
    expect(within(link.closest('tr')!).getByText('URGENT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit Patient/ })).toBeInTheDocument();
  });

  it("shows the admins who read the audit trail who viewed or changed the patient, and no one else", async () => {
    mockSession(testUser('institution_admin'));
    const audit = [{ id: 3, occurred_at: '2026-11-24T09:15:00.000Z', action: 'patient.viewed', entity_type: 'patient', entity_id: '42', actor_user_id: 5, actor_name: 'Hannah Lee', institution_id: 1, details: null, ip: '10.0.0.8', user_agent: 'Chrome' }];
    api = mockApi({ 'GET /patients/42': [200, detail], 'GET /audit': [200, { entries: audit, pagination: { page: 1, limit: 10, total: 1, pages: 1 } }] });
    renderArea('/patients', PatientsArea, '/patients/42');
    const panel = await screen.findByRole('region', { name: AUDIT_MESSAGES.panelTitle });
    expect(await within(panel).findByText('Hannah Lee')).toBeInTheDocument();
    expect(within(panel).getByText('Patient viewed')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: AUDIT_MESSAGES.viewAll })).toHaveAttribute('href', '/audit?entity_type=patient&entity_id=42');

    api.restore();
    mockSession(testUser('clinician'));
    api = mockApi({ 'GET /patients/42': [200, detail] });
    renderArea('/patients', PatientsArea, '/patients/42');
    await screen.findAllByRole('heading', { name: 'Olivia Harrington' });
    expect(api.calls).not.toContain('GET /audit');
  });

  it('offers no Edit to a clinician for a patient assigned to someone else', async () => {
    mockSession(testUser('clinician', { id: 9 }));
    api = mockApi({ 'GET /patients/42': [200, detail] });
    renderArea('/patients', PatientsArea, '/patients/42');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    expect(screen.queryByRole('button', { name: /Edit Patient/ })).not.toBeInTheDocument();
  });

  it('offers Order Test to those who may order, for this patient, and not to lab staff', async () => {
    mockSession(testUser('clinician'));
    api = mockApi({ 'GET /patients/42': [200, detail] });
    const { unmount } = renderArea('/patients', PatientsArea, '/patients/42');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    expect(screen.getByRole('button', { name: /Order Test/ })).toBeInTheDocument();
    unmount();
    mockSession(testUser('lab_user'));
    renderArea('/patients', PatientsArea, '/patients/42');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    expect(screen.queryByRole('button', { name: /Order Test/ })).not.toBeInTheDocument();
  });

  it('links an institution_admin to the patient analytics', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients/42': [200, detail] });
    renderArea('/patients', PatientsArea, '/patients/42');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/analytics?patient_id=42');
  });

  it('offers no View Analytics to a clinician', async () => {
    mockSession(testUser('clinician'));
    api = mockApi({ 'GET /patients/42': [200, detail] });
    renderArea('/patients', PatientsArea, '/patients/42');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    expect(screen.queryByRole('link', { name: /View Analytics/ })).not.toBeInTheDocument();
  });

  it("says 'Patient Not Found' for a missing patient", async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients/7': [404, { error: 'Patient Not Found' }] });
    renderArea('/patients', PatientsArea, '/patients/7');
    expect(await screen.findByText('Patient Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Patients/ })).toBeInTheDocument();
  });

  it('shows an error card with a back button when loading fails', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients/7': [500, {}] });
    renderArea('/patients', PatientsArea, '/patients/7');
    expect(await screen.findByText('Failed to fetch patient details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Patients/ })).toBeInTheDocument();
  });
});
