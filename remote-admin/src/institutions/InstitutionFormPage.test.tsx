import { INSTITUTION_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockHandler } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { InstitutionFormPage } from './InstitutionFormPage';
import { sampleInstitution } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

function DetailMarker() {
  return <p>Detail of institution {useParams().id}</p>;
}

/** The form's two routes as InstitutionsArea mounts them, and a detail marker to land on. */
function FormArea() {
  return (
    <Routes>
      <Route index element={<p>Institutions list</p>} />
      <Route path="new" element={<InstitutionFormPage />} />
      <Route path=":id/edit" element={<InstitutionFormPage />} />
      <Route path=":id" element={<DetailMarker />} />
    </Routes>
  );
}

/** Records the body of each POST/PUT the form sends. */
function saving(reply: [number, unknown?] = [201, { institution: sampleInstitution({ id: 77 }) }]) {
  const bodies: unknown[] = [];
  const handler: MockHandler = ({ body }) => {
    bodies.push(body);
    return reply;
  };
  return { bodies, handler };
}

describe('new institution', () => {
  it("defaults the type to 'Hospital', requires the name, then POSTs the body and lands on the detail", async () => {
    mockSession(testUser('super_admin'));
    const post = saving();
    api = mockApi({ 'POST /institutions': post.handler });
    const user = userEvent.setup({ delay: null });
    renderArea('/institutions', FormArea, '/institutions/new');

    expect(await screen.findByRole('heading', { name: 'Add New Institution' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Institution Type' })).toBeInTheDocument();
    expect(screen.getByTitle('Hospital')).toBeInTheDocument(); // the type Select's shown value
    const timeZone = screen.getByRole('combobox', { name: 'Time Zone' });
    expect(screen.getByText('Server default')).toBeInTheDocument(); // its placeholder
    expect(timeZone).toHaveAccessibleDescription("Reminder times and texts use this time zone; empty: the server's");

    await user.click(screen.getByRole('button', { name: 'Create Institution' }));
    expect(screen.getByText(INSTITUTION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Institution Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);

    await user.type(screen.getByLabelText('Institution Name'), '  Royal Infirmary ');
    await user.type(screen.getByLabelText('Institution Number'), 'INST-002');
    await user.type(screen.getByLabelText('Email'), 'info@royal.test');
    await user.type(screen.getByLabelText('Address'), '2 High Street');
    await user.click(screen.getByRole('button', { name: 'Create Institution' }));

    expect(await screen.findByText('Detail of institution 77')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      { name: 'Royal Infirmary', institution_number: 'INST-002', address: '2 High Street', phone: null, email: 'info@royal.test', institution_type: 'Hospital', time_zone: null, second_person_release: true },
    ]);
  });

  it('offers the time zones to search and sends the one picked', async () => {
    mockSession(testUser('super_admin'));
    const post = saving();
    api = mockApi({ 'POST /institutions': post.handler });
    const user = userEvent.setup({ delay: null });
    renderArea('/institutions', FormArea, '/institutions/new');

    await user.type(await screen.findByLabelText('Institution Name'), 'Royal Infirmary');
    await user.type(screen.getByRole('combobox', { name: 'Time Zone' }), 'Europe/Lon');
    await user.click(await screen.findByTitle('Europe/London'));
    await user.click(screen.getByRole('button', { name: 'Create Institution' }));

    expect(await screen.findByText('Detail of institution 77')).toBeInTheDocument();
    expect(post.bodies).toEqual([expect.objectContaining({ name: 'Royal Infirmary', time_zone: 'Europe/London' })]);
  });

  it("shows the server's error in a red banner, or 'Failed to save institution'", async () => {
    mockSession(testUser('super_admin'));
    let reply: [number, unknown] = [409, { error: INSTITUTION_MESSAGES.nameTaken }];
    api = mockApi({ 'POST /institutions': () => reply });
    const user = userEvent.setup({ delay: null });
    renderArea('/institutions', FormArea, '/institutions/new');

    await user.type(await screen.findByLabelText('Institution Name'), 'Royal Infirmary');
    await user.click(screen.getByRole('button', { name: 'Create Institution' }));
    expect(await screen.findByText(INSTITUTION_MESSAGES.nameTaken)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INSTITUTION_MESSAGES.nameTaken);

    reply = [500, {}];
    await user.click(screen.getByRole('button', { name: 'Create Institution' }));
    expect(await screen.findByText(INSTITUTION_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it('goes back to the list on Cancel', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({});
    renderArea('/institutions', FormArea, '/institutions/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Institutions list')).toBeInTheDocument();
  });
});

describe('edit institution', () => {
  it("fills every field from the record, the type included, and PUTs the changes", async () => {
    mockSession(testUser('super_admin'));
    const put = saving([200, { institution: sampleInstitution() }]);
    api = mockApi({ 'GET /institutions/1': [200, { institution: sampleInstitution() }], 'PUT /institutions/1': put.handler });
    const user = userEvent.setup({ delay: null });
    renderArea('/institutions', FormArea, '/institutions/1/edit');

    expect(await screen.findByRole('heading', { name: 'Edit Institution' })).toBeInTheDocument();
    expect(screen.getByLabelText('Institution Name')).toHaveValue("St Mary's General Hospital");
    expect(screen.getByTitle('Clinic')).toBeInTheDocument();
    expect(screen.getByTitle('Europe/London')).toBeInTheDocument(); // the time zone Select's shown value
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Detail of institution 1')).toBeInTheDocument();
    expect(put.bodies[0]).toEqual({
      second_person_release: true,
      name: "St Mary's General Hospital",
      institution_number: 'INST-001',
      address: '1 Praed Street, London',
      phone: null,
      email: 'contact@stmarys.test',
      institution_type: 'Clinic',
      time_zone: 'Europe/London',
    });
  });

  it('keeps a zone the browser does not list, and clears it to the server default', async () => {
    mockSession(testUser('super_admin'));
    const put = saving([200, { institution: sampleInstitution() }]);
    api = mockApi({ 'GET /institutions/1': [200, { institution: sampleInstitution({ time_zone: 'US/Eastern' }) }], 'PUT /institutions/1': put.handler });
    const user = userEvent.setup({ delay: null });
    renderArea('/institutions', FormArea, '/institutions/1/edit');

    expect(await screen.findByTitle('US/Eastern')).toBeInTheDocument();
    const clear = screen.getByRole('combobox', { name: 'Time Zone' }).closest('.ant-select')?.querySelector('.ant-select-clear');
    await user.click(clear as Element);
    expect(screen.queryByTitle('US/Eastern')).not.toBeInTheDocument();
    expect(screen.getByText('Server default')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Detail of institution 1')).toBeInTheDocument();
    expect(put.bodies[0]).toEqual(expect.objectContaining({ time_zone: null }));
  });

  it('turns the second person for results off for a one-person lab', async () => {
    mockSession(testUser('super_admin'));
    const put = saving([200, { institution: sampleInstitution({ second_person_release: false }) }]);
    api = mockApi({ 'GET /institutions/1': [200, { institution: sampleInstitution() }], 'PUT /institutions/1': put.handler });
    const user = userEvent.setup({ delay: null });
    renderArea('/institutions', FormArea, '/institutions/1/edit');

    const box = await screen.findByRole('checkbox', { name: /A second person reviews and releases results/ });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Detail of institution 1')).toBeInTheDocument();
    expect(put.bodies[0]).toEqual(expect.objectContaining({ second_person_release: false }));
  });

  it("shows 'Failed to fetch institution' when the record cannot load", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions/1': [500, {}] });
    renderArea('/institutions', FormArea, '/institutions/1/edit');
    expect(await screen.findByText(INSTITUTION_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Institutions/ })).toBeInTheDocument();
  });

  it("denies the form to the institution's own admin, without loading it", async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({});
    renderArea('/institutions', FormArea, '/institutions/1/edit');
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(INSTITUTION_MESSAGES.manageDenied)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
