import { CMS_SUB_PERMISSIONS, defaultPermissionsFor, USER_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockHandler } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { royal, sampleUser, stMarys } from './user-fixtures';
import { UserDetailPage } from './UserDetailPage';
import { UserFormPage } from './UserFormPage';
import { setupUser, type Clicks } from './test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

function DetailMarker() {
  return <p>Detail of user {useParams().id}</p>;
}

/** The form's two routes as UsersArea mounts them, and a detail marker to land on. */
function FormArea() {
  return (
    <Routes>
      <Route path="new" element={<UserFormPage />} />
      <Route path=":id/edit" element={<UserFormPage />} />
      <Route path=":id" element={<DetailMarker />} />
    </Routes>
  );
}

/** Records the body of each POST/PUT. */
function saving(reply: [number, unknown?] = [201, { user: sampleUser({ id: 77 }) }]) {
  const bodies: Record<string, unknown>[] = [];
  const handler: MockHandler = ({ body }) => {
    bodies.push(body as Record<string, unknown>);
    return reply;
  };
  return { bodies, handler };
}

const submitButton = (name = 'Create User') => screen.getByRole('button', { name });
const reasons = () => within(document.getElementById('user-form-reasons')!).getAllByRole('listitem').map((li) => li.textContent);
const checkedMenu = () =>
  within(screen.getByRole('group', { name: 'Menu access' }))
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.closest('label')!.textContent);

async function choose(user: Clicks, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

/** Pastes rather than types: each keystroke re-renders the whole form. */
async function fillIn(user: Clicks, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAccount(user: Clicks, { password = 'Sunrise-2026' } = {}) {
  await fillIn(user, await screen.findByLabelText('First Name'), 'Nadia');
  await fillIn(user, screen.getByLabelText('Last Name'), 'Okafor');
  await fillIn(user, screen.getByLabelText('Email'), 'nadia.okafor@test.lab');
  if (password) await fillIn(user, screen.getByLabelText('Password'), password);
}

describe('new user', () => {
  it('disables Create User with the reasons, applies the role defaults, and posts a super_admin choice', async () => {
    mockSession(testUser('super_admin'));
    const post = saving();
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys, royal] }], 'POST /users': post.handler });
    const user = setupUser();
    renderArea('/users', FormArea, '/users/new');

    expect(await screen.findByRole('heading', { name: USER_MESSAGES.addTitle })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(reasons()).toEqual([USER_MESSAGES.requiredFields, USER_MESSAGES.passwordRequired]);
    expect(screen.getByText(USER_MESSAGES.passwordHint)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Active' })).not.toBeInTheDocument();
    expect(checkedMenu()).toEqual([]);

    await choose(user, 'Role', 'Institution Admin');
    expect(checkedMenu()).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Users', 'CMS Fields']);
    expect(within(screen.getByRole('group', { name: 'CMS sub-permissions' })).getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    const roleCard = screen.getByText('Role Information').closest('.ant-card') as HTMLElement;
    expect(within(roleCard).getByText(/Manages their institution's users/)).toBeInTheDocument();
    const defaults = within(roleCard).getByRole('list', { name: 'Default access' });
    expect(within(defaults).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Analytics', 'Users', 'CMS Fields', 'Audit Trail', 'Interfaces']);

    await fillAccount(user);
    expect(reasons()).toEqual([USER_MESSAGES.institutionRequired]);
    await choose(user, 'Primary Institution', royal.name);
    expect(screen.queryByText('To save, fix the following:')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('Detail of user 77')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      {
        first_name: 'Nadia',
        last_name: 'Okafor',
        email: 'nadia.okafor@test.lab',
        phone: null,
        role: 'institution_admin',
        password: 'Sunrise-2026',
        institution_id: 2,
        institution_ids: [],
        permissions: defaultPermissionsFor('institution_admin'),
      },
    ]);
  });

  it('asks a clinician for an institution and a super_admin for a menu permission', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys, royal] }] });
    const user = setupUser();
    renderArea('/users', FormArea, '/users/new');
    await fillAccount(user);
    await choose(user, 'Role', 'Clinician');
    expect(reasons()).toEqual([USER_MESSAGES.clinicianInstitutions]);
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(reasons()).toEqual([USER_MESSAGES.clinicianInstitutions, USER_MESSAGES.menuPermissionRequired]);
    await choose(user, 'Clinician Institutions', stMarys.name);
    await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
    expect(submitButton()).toBeEnabled();
    expect(api.calls).not.toContain('POST /users');
  });

  it('preselects ?role=clinician&institution_id=2 as the clinician institution and the primary one', async () => {
    mockSession(testUser('super_admin'));
    const post = saving();
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys, royal] }], 'POST /users': post.handler });
    const user = setupUser();
    renderArea('/users', FormArea, '/users/new?institution_id=2&role=clinician');

    await fillAccount(user);
    const roleSelect = screen.getByRole('combobox', { name: 'Role' }).closest('.ant-select') as HTMLElement;
    expect(within(roleSelect).getByText('Clinician')).toBeInTheDocument();
    const selected = screen.getByText('Selected Institutions').closest('.ant-card') as HTMLElement;
    expect(within(selected).getByText(royal.name)).toBeInTheDocument();
    expect(within(selected).queryByText(stMarys.name)).not.toBeInTheDocument();
    expect(checkedMenu()).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results']);

    await user.click(submitButton());
    expect(await screen.findByText('Detail of user 77')).toBeInTheDocument();
    expect(post.bodies[0]).toMatchObject({ role: 'clinician', institution_id: 2, institution_ids: [2], permissions: ['dashboard', 'patients', 'tests', 'results'] });
  });

  it("gives an institution_admin no permission editor, no super_admin role, and their own institution", async () => {
    mockSession(testUser('institution_admin'));
    const post = saving();
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys] }], 'POST /users': post.handler });
    const user = setupUser();
    renderArea('/users', FormArea, '/users/new?role=clinician');

    await fillAccount(user);
    expect(screen.queryByText('Menu Permissions')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Primary Institution' })).not.toBeInTheDocument();
    expect(screen.getByText('Your institution, set automatically')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(await screen.findByTitle('Lab User')).toBeInTheDocument();
    expect(screen.queryByTitle('Super Admin')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(submitButton());
    expect(await screen.findByText('Detail of user 77')).toBeInTheDocument();
    expect(post.bodies[0]).toMatchObject({ role: 'clinician', institution_ids: [1] });
    expect(post.bodies[0]).not.toHaveProperty('permissions');
    expect(post.bodies[0]).not.toHaveProperty('institution_id');
    expect(post.bodies[0]).not.toHaveProperty('is_active');
  });

  it.each([
    ['the server text', [409, { error: USER_MESSAGES.emailTaken }], USER_MESSAGES.emailTaken],
    ['the fallback', [500], USER_MESSAGES.saveFailed],
  ] as const)('shows %s in a red banner when saving fails', async (_, reply, text) => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /institutions/my': [200, { institutions: [stMarys] }], 'POST /users': [...reply] });
    const user = setupUser();
    renderArea('/users', FormArea, '/users/new?role=lab_user');
    await fillAccount(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('ant-alert-error');
    expect(screen.getByLabelText('First Name')).toHaveValue('Nadia');
  });

  it.each(['clinician', 'lab_user', 'client_admin'] as const)('denies a %s', (role) => {
    mockSession(testUser(role, { permissions: ['dashboard', 'users'] }));
    api = mockApi({});
    renderArea('/users', FormArea, '/users/new');
    expect(screen.getByText(USER_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.manageDenied)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('edit user', () => {
  it('loads the user, offers Active, and leaves a blank password out of the PUT', async () => {
    mockSession(testUser('super_admin'));
    const put = saving([200, { user: sampleUser() }]);
    const existing = sampleUser({ phone: '+44 20 7946 0000', permissions: ['dashboard', 'patients', 'cms', 'cms_markers'] });
    api = mockApi({ 'GET /users/7': [200, { user: existing }], 'GET /institutions/my': [200, { institutions: [stMarys, royal] }], 'PUT /users/7': put.handler });
    const user = setupUser();
    renderArea('/users', FormArea, '/users/7/edit');

    expect(await screen.findByRole('heading', { name: USER_MESSAGES.editTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Emily');
    expect(screen.getByLabelText('Email')).toHaveValue('emily.watson@stmarys.example');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText(/Leave blank to keep the current password/)).toBeInTheDocument();
    expect(checkedMenu()).toEqual(['Dashboard', 'Patients', 'CMS Fields']);
    expect(submitButton('Update User')).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(submitButton('Update User'));
    expect(await screen.findByText('Detail of user 7')).toBeInTheDocument();
    expect(put.bodies[0]).toMatchObject({ first_name: 'Emily', is_active: false, institution_id: 1, institution_ids: [1, 2], permissions: ['dashboard', 'patients', 'cms', 'cms_markers'] });
    expect(put.bodies[0]).not.toHaveProperty('password');
  });

  it("refuses an institution_admin the form of a user they may not manage, saying why, and saves their own institution's user", async () => {
    mockSession(testUser('institution_admin'));
    const own = sampleUser({ institution_ids: [1], institutions: [stMarys] });
    const put = saving([200, { user: own }]);
    api = mockApi({
      'GET /users/7': [200, { user: own }],
      'GET /users/8': [200, { user: sampleUser({ id: 8, role: 'client_admin', institution_ids: [], institutions: [] }) }],
      'GET /users/9': [200, { user: sampleUser({ id: 9, institution_ids: [1], institutions: [stMarys], other_institution_count: 1 }) }],
      'GET /institutions/my': [200, { institutions: [stMarys] }],
      'PUT /users/7': put.handler,
    });
    const user = setupUser();
    const wider = renderArea('/users', FormArea, '/users/8/edit');
    expect(await screen.findByText(USER_MESSAGES.accessBeyondViewOnly(['inventory', 'fulfillment']))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    wider.unmount();
    const shared = renderArea('/users', FormArea, '/users/9/edit');
    expect(await screen.findByText(USER_MESSAGES.sharedUserViewOnly)).toBeInTheDocument();
    shared.unmount();

    renderArea('/users', FormArea, '/users/7/edit');
    expect(await screen.findByRole('combobox', { name: 'Role' })).toBeEnabled();
    expect(screen.getByText('Only a super administrator can change the primary institution')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Password'), 'New-passw0rd-long');
    await user.click(submitButton('Update User'));
    expect(await screen.findByText('Detail of user 7')).toBeInTheDocument();
    expect(put.bodies[0]).toMatchObject({ password: 'New-passw0rd-long', institution_ids: [1], is_active: true });
    expect(put.bodies[0]).not.toHaveProperty('permissions');
  });

  it('fixes your own role and Active', async () => {
    mockSession(testUser('super_admin', { id: 7 }));
    api = mockApi({ 'GET /users/7': [200, { user: sampleUser({ role: 'super_admin', institution_id: null, institution_name: null, institution_ids: [], institutions: [] }) }], 'GET /institutions/my': [200, { institutions: [] }] });
    renderArea('/users', FormArea, '/users/7/edit');
    expect(await screen.findByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    expect(screen.getByText('You cannot change your own role')).toBeInTheDocument();
  });

  it('lands on the detail showing what the save answered, without loading the user again', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({
      'GET /users/7': [200, { user: sampleUser() }],
      'GET /institutions/my': [200, { institutions: [stMarys, royal] }],
      'PUT /users/7': [200, { user: sampleUser({ first_name: 'Emilia' }) }],
    });
    const user = setupUser();
    renderArea('/users', () => (
      <Routes>
        <Route path=":id/edit" element={<UserFormPage />} />
        <Route path=":id" element={<UserDetailPage />} />
      </Routes>
    ), '/users/7/edit');

    await user.click(await screen.findByRole('button', { name: 'Update User' }));
    expect(await screen.findByRole('heading', { name: /Emilia Watson/ })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /users/7')).toHaveLength(1); // the form's, none for the detail
  });

  it("says 'User Not Found' for a missing user", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /users/9': [404, { error: USER_MESSAGES.notFoundError }], 'GET /institutions/my': [200, { institutions: [] }] });
    renderArea('/users', FormArea, '/users/9/edit');
    expect(await screen.findByText(USER_MESSAGES.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Users/ })).toBeInTheDocument();
  });
});

it('keeps the CMS sub-permission rule on the form: no sub, no save', async () => {
  mockSession(testUser('super_admin'));
  api = mockApi({ 'GET /users/7': [200, { user: sampleUser({ permissions: ['dashboard', 'cms', CMS_SUB_PERMISSIONS[0]] }) }], 'GET /institutions/my': [200, { institutions: [stMarys, royal] }] });
  const user = setupUser();
  renderArea('/users', FormArea, '/users/7/edit');
  await user.click(await screen.findByRole('checkbox', { name: 'Sample Types' }));
  expect(reasons()).toEqual([USER_MESSAGES.cmsSubPermissionRequired]);
  expect(submitButton('Update User')).toBeDisabled();
});
