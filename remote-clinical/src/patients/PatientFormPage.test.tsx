import { mockApi, mockSession, testUser, type MockApi, type MockHandler } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Route, Routes, useParams } from 'react-router-dom';
import { PatientDetailPage } from './PatientDetailPage';
import { PatientFormPage } from './PatientFormPage';
import { phoneToStore } from './PhoneField';
import { samplePatient } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

function DetailMarker() {
  return <p>Detail of patient {useParams().id}</p>;
}

/** The two routes of the form as PatientsArea mounts them, and a detail marker to land on. */
function FormArea() {
  return (
    <Routes>
      <Route path="new" element={<PatientFormPage />} />
      <Route path=":id/edit" element={<PatientFormPage />} />
      <Route path=":id" element={<DetailMarker />} />
    </Routes>
  );
}

const stMarys = { id: 1, name: "St Mary's General Hospital" };
const royal = { id: 2, name: 'Royal Infirmary' };
const watson = { id: 5, first_name: 'Emily', last_name: 'Watson', email: 'emily@test.lab' };

const patient = samplePatient();

/** Records the body of each POST/PUT the form sends. */
function saving(reply: (body: unknown) => [number, unknown?] = () => [201, { ...patient, id: 77 }]) {
  const bodies: Record<string, unknown>[] = [];
  const handler: MockHandler = ({ body }) => {
    bodies.push(body as Record<string, unknown>);
    return reply(body);
  };
  return { bodies, handler };
}

async function fillNames(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name'), 'Olivia');
  await user.type(screen.getByLabelText('Last Name'), 'Harrington');
}

describe('new patient', () => {
  it('preselects the only institution, composes the phone and lands on the new patient', async () => {
    mockSession(testUser('institution_admin'));
    const post = saving();
    api = mockApi({
      'GET /institutions/my': [200, { institutions: [stMarys] }],
      'GET /institutions/1/clinicians': [200, { clinicians: [watson] }],
      'POST /patients': post.handler,
    });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new');

    expect(await screen.findByRole('heading', { name: 'Add New Patient' })).toBeInTheDocument();
    expect(screen.getByText(stMarys.name)).toBeInTheDocument(); // the chosen institution's tag
    expect(screen.getByLabelText('Assigned Clinician')).toBeInTheDocument();
    expect(screen.getByText('Optional; generated automatically when left empty')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('GET /institutions/1/clinicians'));

    await fillNames(user);
    expect(screen.getByRole('combobox', { name: 'Phone dial code' })).toBeInTheDocument();
    expect(screen.getByText('GB +44')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '07700 900123');
    await user.click(screen.getByRole('combobox', { name: 'Assigned Clinician' }));
    await user.click(await screen.findByTitle('Emily Watson'));
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    expect(await screen.findByText('Detail of patient 77')).toBeInTheDocument();
    expect(post.bodies).toHaveLength(1);
    expect(post.bodies[0]).toMatchObject({
      first_name: 'Olivia',
      last_name: 'Harrington',
      phone: '+447700900123',
      institution_ids: [1],
      clinician_id: 5,
      gender: null,
      email: null,
      date_of_birth: null,
    });
    expect(post.bodies[0]).not.toHaveProperty('medical_record_number');
  });

  it('preselects ?institution_id among several institutions; a failed clinician load leaves an empty list', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({
      'GET /institutions/my': [200, { institutions: [stMarys, royal] }],
      'GET /institutions/2/clinicians': [500],
    });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new?institution_id=2');
    expect(await screen.findByText(royal.name)).toBeInTheDocument();
    expect(screen.queryByText(stMarys.name)).not.toBeInTheDocument();
    expect(screen.queryByText('At least one institution must be selected')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('GET /institutions/2/clinicians'));
    await user.click(screen.getByRole('combobox', { name: 'Assigned Clinician' }));
    expect(await screen.findByText('No clinicians found for this institution')).toBeInTheDocument();
  });

  it('disables submit and says so while no institution is chosen', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys, royal] }] });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new');

    expect(await screen.findByText('At least one institution must be selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Patient' })).toBeDisabled();
    expect(screen.getByLabelText('Assigned Clinician')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Institutions' }));
    await user.click(await screen.findByTitle(royal.name));
    expect(screen.queryByText('At least one institution must be selected')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Patient' })).toBeEnabled();
    expect(api.calls).not.toContain('POST /patients');
  });

  it('asks for the names on submit when they are blank', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys] }], 'GET /institutions/1/clinicians': [200, { clinicians: [] }] });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new');
    await user.type(await screen.findByLabelText('First Name'), '   ');
    await user.type(screen.getByLabelText('Last Name'), ' ');
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(api.calls).not.toContain('POST /patients');
  });

  it('gives a clinician one institution to pick, no clinician field and no clinician_id', async () => {
    mockSession(testUser('clinician', { id: 9 }));
    const post = saving();
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys] }], 'POST /patients': post.handler });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new');

    expect(await screen.findByRole('combobox', { name: 'Institution' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Assigned Clinician')).not.toBeInTheDocument();
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    expect(await screen.findByText('Detail of patient 77')).toBeInTheDocument();
    expect(post.bodies[0]).toMatchObject({ institution_ids: [1] });
    expect(post.bodies[0]).not.toHaveProperty('clinician_id');
    expect(api.calls.filter((c) => c.includes('/clinicians'))).toEqual([]);
  });

  it.each([
    ['the server text', [400, { error: 'Date of birth cannot be in the future' }], 'Date of birth cannot be in the future'],
    ['the fallback', [500], 'Failed to save patient'],
  ] as const)('shows %s when saving fails and keeps the form filled', async (_, reply, message) => {
    mockSession(testUser('institution_admin'));
    api = mockApi({
      'GET /institutions/my': [200, { institutions: [stMarys] }],
      'GET /institutions/1/clinicians': [200, { clinicians: [] }],
      'POST /patients': [...reply],
    });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new');
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('First Name')).toHaveValue('Olivia');
    expect(screen.getByRole('button', { name: 'Create Patient' })).toBeEnabled();
  });

  it('shows the age computed from the date of birth', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys] }], 'GET /institutions/1/clinicians': [200, { clinicians: [] }] });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/new');
    const dateOfBirth = await screen.findByLabelText('Date of Birth');
    expect(dateOfBirth).toHaveAttribute('type', 'date');
    expect(dateOfBirth).toHaveAttribute('max', dayjs().format('YYYY-MM-DD'));
    expect(screen.queryByText(/^Age:/)).not.toBeInTheDocument();

    await user.type(dateOfBirth, dayjs().subtract(42, 'year').subtract(3, 'month').format('YYYY-MM-DD'));
    expect(screen.getByText('Age: 42 years')).toBeInTheDocument();
  });

  it('goes back to the list on Cancel', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys] }], 'GET /institutions/1/clinicians': [200, { clinicians: [] }] });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', () => (
      <Routes>
        <Route path="new" element={<PatientFormPage />} />
        <Route index element={<p>Patient list</p>} />
      </Routes>
    ), '/patients/new');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Patient list')).toBeInTheDocument();
  });
});

describe('edit patient', () => {
  it('loads the patient, splits the phone and PUTs the changes', async () => {
    mockSession(testUser('institution_admin'));
    const put = saving(() => [200, { ...patient, city: 'Manchester' }]);
    api = mockApi({
      'GET /patients/42': [200, patient],
      'GET /institutions/my': [200, { institutions: [stMarys] }],
      'GET /institutions/1/clinicians': [200, { clinicians: [watson] }],
      'PUT /patients/42': put.handler,
    });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/42/edit');

    expect(await screen.findByRole('heading', { name: 'Edit Patient' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Olivia');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Harrington');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1984-03-17');
    expect(screen.getByLabelText('Medical Record Number')).toHaveValue('MRN-A000042');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByText('JM +1-876')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('5551234');
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText(`Age: ${dayjs().diff('1984-03-17', 'year')} years`)).toBeInTheDocument();
    const clinician = screen.getByRole('combobox', { name: 'Assigned Clinician' }).closest('.ant-select') as HTMLElement;
    expect(within(clinician).getByText('Emily Watson')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Manchester');
    await user.click(screen.getByRole('button', { name: 'Update Patient' }));

    expect(await screen.findByText('Detail of patient 42')).toBeInTheDocument();
    expect(put.bodies[0]).toMatchObject({
      city: 'Manchester',
      phone: '+18765551234',
      institution_ids: [1],
      clinician_id: 5,
      gender: 'Female',
      medical_record_number: 'MRN-A000042',
      street_address_2: null,
    });
  });

  it('lands on the detail showing what the save answered, without loading the patient again', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({
      'GET /patients/42': [200, patient],
      'GET /institutions/my': [200, { institutions: [stMarys] }],
      'GET /institutions/1/clinicians': [200, { clinicians: [watson] }],
      'PUT /patients/42': [200, { ...patient, city: 'Manchester', test_requests: [] }],
    });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', () => (
      <Routes>
        <Route path=":id/edit" element={<PatientFormPage />} />
        <Route path=":id" element={<PatientDetailPage />} />
      </Routes>
    ), '/patients/42/edit');

    await user.click(await screen.findByRole('button', { name: 'Update Patient' }));
    expect(await screen.findByRole('heading', { name: 'Olivia Harrington' })).toBeInTheDocument();
    expect(screen.getByText(/Manchester/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /patients/42')).toHaveLength(1); // the form's, none for the detail
  });

  it("says 'Patient Not Found' for a missing patient", async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients/7': [404, { error: 'Patient Not Found' }], 'GET /institutions/my': [200, { institutions: [stMarys] }] });
    renderArea('/patients', FormArea, '/patients/7/edit');
    expect(await screen.findByText('Patient Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Patients/ })).toBeInTheDocument();
  });

  it('shows an error card when loading fails', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /patients/7': [500], 'GET /institutions/my': [200, { institutions: [stMarys] }] });
    renderArea('/patients', FormArea, '/patients/7/edit');
    expect(await screen.findByText('Failed to fetch patient')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Patients/ })).toBeInTheDocument();
  });

  it('tells a clinician with two institutions selected to keep one', async () => {
    mockSession(testUser('clinician', { id: 5 }));
    const put = saving(() => [200, patient]);
    api = mockApi({
      'GET /patients/42': [200, { ...patient, institution_ids: [1, 2] }],
      'GET /institutions/my': [200, { institutions: [stMarys, royal] }],
      'PUT /patients/42': put.handler,
    });
    const user = userEvent.setup({ delay: null });
    renderArea('/patients', FormArea, '/patients/42/edit');
    expect(await screen.findByText('Clinicians can only select one institution')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Patient' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Institution' }));
    await user.click(await screen.findByTitle(royal.name));
    expect(screen.queryByText('Clinicians can only select one institution')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Patient' }));
    expect(await screen.findByText('Detail of patient 42')).toBeInTheDocument();
    expect(put.bodies[0]).toMatchObject({ institution_ids: [2] });
    expect(put.bodies[0]).not.toHaveProperty('clinician_id');
  });

  it('refuses a clinician a patient assigned to someone else', async () => {
    mockSession(testUser('clinician', { id: 9 }));
    api = mockApi({ 'GET /patients/42': [200, patient], 'GET /institutions/my': [200, { institutions: [stMarys] }] });
    renderArea('/patients', FormArea, '/patients/42/edit');
    expect(await screen.findByText("You don't have permission to edit this patient")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Patient' })).not.toBeInTheDocument();
  });
});

describe('phoneToStore', () => {
  it.each([
    ['GB', '07700 900123', '+447700900123'],
    ['GB', '7700 900123', '+447700900123'],
    ['IT', '06 1234 5678', '+390612345678'], // the 0 belongs to Italian numbers
    ['SM', '0549 123456', '+3780549123456'],
    ['GB', '  ', null],
  ])('%s %j is stored as %j', (country, national, stored) => {
    expect(phoneToStore({ country, national })).toBe(stored);
  });
});
