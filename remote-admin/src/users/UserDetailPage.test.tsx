import { ROLE_DESCRIPTIONS, USER_MESSAGES, type UserDetail } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockHandler } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, within } from '@testing-library/react';
import { royal, sampleUser, stMarys } from './user-fixtures';
import UsersArea from './UsersArea';
import { setupUser } from './test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

function showUser(user: UserDetail, more: Record<string, MockHandler | [number, unknown?]> = {}) {
  api = mockApi({ [`GET /users/${user.id}`]: [200, { user }], ...more });
  renderArea('/users', UsersArea, `/users/${user.id}`);
}

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const item = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: '.ant-descriptions-item-label' }).closest('tr, .ant-descriptions-row') as HTMLElement;

describe('user detail', () => {
  it('shows the name, id, role, the four cards and the buttons to a super_admin', async () => {
    mockSession(testUser('super_admin'));
    showUser(sampleUser());
    expect(await screen.findByRole('heading', { name: 'Emily Watson' })).toBeInTheDocument();
    expect(screen.getByText('User ID: 7')).toBeInTheDocument();
    expect(screen.queryByText('This user account is inactive and cannot sign in.')).not.toBeInTheDocument();

    const personal = card('Personal Information');
    expect(within(item(personal, 'First Name')).getByText('Emily')).toBeInTheDocument();
    expect(within(item(personal, 'Last Name')).getByText('Watson')).toBeInTheDocument();
    expect(within(item(personal, 'Email')).getByText('emily.watson@stmarys.example')).toBeInTheDocument();
    expect(within(item(personal, 'Phone')).getByText(USER_MESSAGES.notProvided)).toBeInTheDocument();

    const access = card('Role & Access');
    expect(within(item(access, 'Role')).getByText('clinician')).toBeInTheDocument();
    expect(within(item(access, 'Status')).getByText('Active')).toBeInTheDocument();
    expect(within(item(access, 'Primary Institution')).getByText(stMarys.name)).toBeInTheDocument();
    const additional = item(access, 'Additional Institution Access');
    expect(within(additional).getByText(royal.name)).toBeInTheDocument();
    expect(within(access).getByText(ROLE_DESCRIPTIONS.clinician)).toBeInTheDocument();

    const history = card('Account History');
    expect(within(item(history, 'Created')).getByText('Nov 2, 2026, 09:30')).toBeInTheDocument();
    expect(within(item(history, 'Last Updated')).getByText('Nov 20, 2026, 16:05')).toBeInTheDocument();

    expect(card('Email Communication')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit User/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Deactivate/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Users/ })).toBeInTheDocument();
  });

  it("says 'System Level Access' for a user of no institution, with the phone, and no additional access", async () => {
    mockSession(testUser('super_admin'));
    showUser(sampleUser({ role: 'fulfillment_agent', institution_id: null, institution_name: null, institution_ids: [], institutions: [], phone: '+44 7700 900123' }));
    await screen.findByRole('heading', { name: 'Emily Watson' });
    const access = card('Role & Access');
    expect(within(access).getByText(USER_MESSAGES.systemLevelAccess)).toBeInTheDocument();
    expect(within(access).queryByText('Additional Institution Access')).not.toBeInTheDocument();
    expect(screen.getByText('+44 7700 900123')).toBeInTheDocument();
  });

  it('warns about an inactive user and offers neither Deactivate nor emails', async () => {
    mockSession(testUser('super_admin'));
    showUser(sampleUser({ is_active: false }));
    expect(await screen.findByText('This user account is inactive and cannot sign in.')).toBeInTheDocument();
    expect(within(item(card('Role & Access'), 'Status')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Email Communication')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit User/ })).toBeInTheDocument();
  });

  it('offers no Deactivate on your own account', async () => {
    mockSession(testUser('super_admin', { id: 7 }));
    showUser(sampleUser({ role: 'super_admin' }));
    await screen.findByRole('heading', { name: 'Emily Watson' });
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit User/ })).toBeInTheDocument();
  });

  it('asks before deactivating, then shows the user inactive', async () => {
    mockSession(testUser('institution_admin'));
    const user = sampleUser({ institution_ids: [1], institutions: [stMarys] });
    showUser(user, { 'POST /users/7/deactivate': [200, { user: { ...user, is_active: false }, message: USER_MESSAGES.deactivated }] });
    const clicks = setupUser();
    await clicks.click(await screen.findByRole('button', { name: /Deactivate/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Deactivate Emily Watson?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('They will be signed out at once and cannot sign in until reactivated.')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /users/7/deactivate');

    await clicks.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('This user account is inactive and cannot sign in.')).toBeInTheDocument();
    expect(api.calls).toContain('POST /users/7/deactivate');
    expect(await screen.findByText(USER_MESSAGES.deactivated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Email Communication')).not.toBeInTheDocument();
  });

  it('shows why a deactivation failed', async () => {
    mockSession(testUser('super_admin'));
    showUser(sampleUser(), { 'POST /users/7/deactivate': [403, { error: 'You may not deactivate this user' }] });
    const clicks = setupUser();
    await clicks.click(await screen.findByRole('button', { name: /Deactivate/ }));
    await clicks.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('You may not deactivate this user')).toBeInTheDocument();
    expect(screen.queryByText('This user account is inactive and cannot sign in.')).not.toBeInTheDocument();
  });

  it('lets a client_admin given the users area email a user, but neither edit nor deactivate', async () => {
    mockSession(testUser('client_admin', { permissions: ['dashboard', 'users'] }));
    showUser(sampleUser());
    expect(await screen.findByText('Email Communication')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit User/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    // a set-password link would hand over a clinician's results area, which a client_admin lacks
    expect(screen.queryByRole('button', { name: /Send Password Reset Email/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send Custom Email/ })).toBeInTheDocument();
  });

  it("shows an institution's admin a user shared with another institution as view only, and says why", async () => {
    mockSession(testUser('institution_admin'));
    showUser(sampleUser({ institution_ids: [1], institutions: [stMarys], other_institution_count: 1 }));
    expect(await screen.findByText('View only')).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.sharedUserViewOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit User/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send Account Setup Email/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send Custom Email/ })).toBeInTheDocument();
  });

  it("shows an institution's admin a user with access they cannot grant as view only", async () => {
    mockSession(testUser('institution_admin'));
    showUser(sampleUser({ role: 'client_admin', institution_ids: [], institutions: [] }));
    expect(await screen.findByText(USER_MESSAGES.accessBeyondViewOnly(['inventory', 'fulfillment']))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit User/ })).not.toBeInTheDocument();
  });

  it("offers an institution's admin everything on a user of their own institution alone", async () => {
    mockSession(testUser('institution_admin'));
    showUser(sampleUser({ institution_ids: [1], institutions: [stMarys] }));
    expect(await screen.findByRole('button', { name: /Edit User/ })).toBeInTheDocument();
    expect(screen.queryByText('View only')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send Password Reset Email/ })).toBeInTheDocument();
  });

  it("says 'User Not Found' for a missing user", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /users/9': [404, { error: USER_MESSAGES.notFoundError }] });
    renderArea('/users', UsersArea, '/users/9');
    expect(await screen.findByText(USER_MESSAGES.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Users/ })).toBeInTheDocument();
  });

  it.each([
    ['the server text', [500, { error: 'Database unavailable' }], 'Database unavailable'],
    ['the fallback', [500], USER_MESSAGES.fetchFailed],
  ] as const)("shows 'Error' with %s when loading fails, and goes back to the list", async (_, reply, text) => {
    mockSession(testUser('super_admin'));
    api = mockApi({
      'GET /users/9': [...reply],
      'GET /users': [200, { users: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }],
      'GET /institutions/my': [200, { institutions: [] }],
    });
    renderArea('/users', UsersArea, '/users/9');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: /Back to Users/ }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });
});
