import { USER_MESSAGES, type UserListItem } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { royal, sampleListItem, sampleUser, stMarys } from './user-fixtures';
import UsersArea from './UsersArea';
import { setupUser, type Clicks } from './test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const page = (users: UserListItem[], total = users.length, pageNo = 1) => ({ users, pagination: { page: pageNo, limit: 20, total, pages: Math.ceil(total / 20) } });

/** The list's API; `queries` records the query of every GET /users. */
function listApi(reply: (params: Record<string, unknown>) => [number, unknown?] = () => [200, page([])]) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /users': ({ params }) => {
      queries.push(params);
      return reply(params);
    },
    'GET /institutions/my': [200, { institutions: [stMarys, royal] }],
    'GET /users/3': [200, { user: sampleUser({ id: 3, last_name: 'Watson3' }) }],
  });
  return queries;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

async function choose(user: Clicks, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByTitle(option));
}

describe('users list', () => {
  it('shows the columns, the rows and Add User to a super_admin', async () => {
    mockSession(testUser('super_admin'));
    const queries = listApi(() => [
      200,
      page([sampleListItem(3), sampleListItem(4, { role: 'fulfillment_agent', institution_id: null, institution_name: null, is_active: false })]),
    ]);
    renderArea('/users', UsersArea);
    expect(await screen.findByRole('link', { name: 'Emily Watson3' })).toHaveAttribute('href', '/users/3');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 1, limit: 20 });
    for (const column of ['Name', 'Email', 'Role', 'Institution', 'Status', 'Created']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const first = rowOf('Emily Watson3');
    for (const text of ['user3@test.lab', 'clinician', "St Mary's General Hospital", 'Active', 'Nov 2, 2026, 09:30']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    const second = rowOf('Emily Watson4');
    for (const text of ['fulfillment agent', USER_MESSAGES.systemLevelAccess, 'Inactive']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Add User/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Institution filter' })).toBeInTheDocument();
  });

  it('opens a user from anywhere on the row', async () => {
    mockSession(testUser('super_admin'));
    listApi(() => [200, page([sampleListItem(3)])]);
    const user = setupUser();
    renderArea('/users', UsersArea);
    await user.click(within(await screen.findByRole('row', { name: /Emily Watson3/ })).getByText('user3@test.lab'));
    expect(await screen.findByText('User ID: 3')).toBeInTheDocument();
  });

  it('puts the search, role, institution and status filters into the query, from page 1', async () => {
    mockSession(testUser('super_admin'));
    const queries = listApi(() => [200, page([sampleListItem(3)], 45, 2)]);
    const user = setupUser();
    renderArea('/users', UsersArea, '/users?page=2');
    await screen.findByText('Showing 21 to 40 of 45 results');
    expect(queries[0]).toEqual({ page: 2, limit: 20 });

    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'emily');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, search: 'emily' }));
    await choose(user, 'Role filter', 'Clinician');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, search: 'emily', role: 'clinician' }));
    await choose(user, 'Institution filter', royal.name);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ role: 'clinician', institution_id: 2 }));
    await choose(user, 'Status filter', 'Inactive');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, search: 'emily', role: 'clinician', institution_id: 2, active: false }));
    await choose(user, 'Status filter', 'Active');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ active: true }));
  });

  it('reads the filters from the address', async () => {
    mockSession(testUser('super_admin'));
    const queries = listApi();
    renderArea('/users', UsersArea, '/users?search=ann&role=lab_user&institution_id=1&active=false&page=3');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 3, limit: 20, search: 'ann', role: 'lab_user', institution_id: 1, active: false });
    expect(screen.getByRole('textbox', { name: 'Search users' })).toHaveValue('ann');
  });

  it("shows 'Showing x to y of total results' with more than one page, and pages on", async () => {
    mockSession(testUser('institution_admin'));
    const queries = listApi((params) => {
      const p = Number(params.page);
      return [200, page(Array.from({ length: p === 3 ? 5 : 20 }, (_, i) => sampleListItem((p - 1) * 20 + i + 1)), 45, p)];
    });
    const user = setupUser();
    renderArea('/users', UsersArea);
    expect(await screen.findByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 results')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: 3, limit: 20 });
  });

  it('gives an institution_admin no institution filter and no super_admin role to filter by', async () => {
    mockSession(testUser('institution_admin'));
    listApi(() => [200, page([sampleListItem(3)])]);
    const user = setupUser();
    renderArea('/users', UsersArea, '/users?institution_id=2');
    await screen.findByRole('link', { name: 'Emily Watson3' });
    expect(screen.queryByRole('combobox', { name: 'Institution filter' })).not.toBeInTheDocument();
    expect(api.calls).not.toContain('GET /institutions/my');
    expect(api.calls.filter((c) => c === 'GET /users')).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Role filter' }));
    expect(await screen.findByTitle('Lab User')).toBeInTheDocument();
    expect(screen.queryByTitle('Super Admin')).not.toBeInTheDocument();
  });

  it("only logs a failed load and shows 'No users found'", async () => {
    mockSession(testUser('super_admin'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    listApi(() => [500, { error: 'Database unavailable' }]);
    renderArea('/users', UsersArea);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Database unavailable', expect.anything());
    logged.mockRestore();
  });

  it.each(['lab_user', 'clinician', 'client_admin'] as const)("denies a %s without the users area", async (role) => {
    mockSession(testUser(role));
    listApi();
    renderArea('/users', UsersArea);
    expect(screen.getByText(USER_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.manageDenied)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('lets a client_admin given the users area see the list, without Add User', async () => {
    mockSession(testUser('client_admin', { permissions: ['dashboard', 'users'] }));
    listApi(() => [200, page([sampleListItem(3)])]);
    renderArea('/users', UsersArea);
    expect(await screen.findByRole('link', { name: 'Emily Watson3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add User/ })).not.toBeInTheDocument();
  });
});
