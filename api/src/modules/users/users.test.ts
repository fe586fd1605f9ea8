import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SUPER = 'superadmin@demo.lab';
const ADMIN_A = 'instadmin@demo.lab';
const ADMIN_B = 'instadmin.b@demo.lab';
const PASSWORD = 'Str0ng-enough';

const idOf = (email: string) => ctx.count(sql`select id as v from users where email = ${email}`);
const institutionId = (name: string) => ctx.count(sql`select id as v from institutions where name = ${name}`);
let A: number;
let B: number;
beforeAll(async () => {
  A = await institutionId("St Mary's General Hospital");
  B = await institutionId('Riverside Community Clinic');
});

const newUser = (overrides: object = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada.${Math.random().toString(36).slice(2, 8)}@demo.lab`,
  role: 'lab_user',
  password: PASSWORD,
  institution_id: A,
  permissions: ['dashboard', 'tests', 'results'],
  ...overrides,
});

describe('GET /users', () => {
  it('gives super_admin every user, 20 a page by name, with the pager figures', async () => {
    const { status, body } = await ctx.call(SUPER, 'GET', '/users');
    expect(status).toBe(200);
    const total = await ctx.count(sql`select count(*) as v from users`);
    expect(body.pagination).toMatchObject({ page: 1, limit: 20, total });
    const names = body.users.map((u: { last_name: string }) => u.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.users.map((u: { email: string }) => u.email)).toContain(SUPER);
  });

  it('filters by search, role, institution and status', async () => {
    const bySearch = await ctx.call(SUPER, 'GET', '/users?search=WATSON');
    expect(bySearch.body.users.map((u: { email: string }) => u.email)).toEqual(['clinician@demo.lab']);
    const inactive = await ctx.call(SUPER, 'GET', '/users?active=false');
    expect(inactive.body.users.map((u: { email: string }) => u.email)).toContain('inactive@demo.lab');
    for (const u of inactive.body.users) expect(u.is_active).toBe(false);
    const clinicians = await ctx.call(SUPER, 'GET', `/users?role=clinician&institution_id=${B}`);
    expect(clinicians.body.users.map((u: { email: string }) => u.email)).toEqual(['clinician.multi@demo.lab']);
  });

  it("gives an institution_admin their institution's users only, never a super_admin", async () => {
    const { body } = await ctx.call(ADMIN_A, 'GET', '/users?limit=100');
    const emails = body.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['clinician@demo.lab', 'clinician.multi@demo.lab', 'labuser@demo.lab', 'inactive@demo.lab']));
    expect(emails).not.toContain(SUPER);
    expect(emails).not.toContain(ADMIN_B);
    expect(emails).not.toContain('fulfillment@demo.lab');
    expect((await ctx.call(ADMIN_A, 'GET', `/users?institution_id=${B}`)).status).toBe(404);
  });

  it("serves the order form's pickers to users without the users area: active agents, an institution's active clinicians", async () => {
    const agents = await ctx.call('clinician@demo.lab', 'GET', '/users?role=fulfillment_agent&active=true&limit=100');
    expect(agents.status).toBe(200);
    expect(agents.body.users.map((u: { email: string }) => u.email)).toContain('fulfillment@demo.lab');
    const clinicians = await ctx.call('clinician@demo.lab', 'GET', `/users?role=clinician&institution_id=${A}`);
    expect(clinicians.body.users.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(['clinician@demo.lab', 'clinician.multi@demo.lab']));
    expect((await ctx.call('clinician@demo.lab', 'GET', `/users?role=clinician&institution_id=${B}`)).status).toBe(404);
    expect((await ctx.call('clinician@demo.lab', 'GET', '/users')).body).toEqual({ error: "You don't have permission to manage users." });
    expect((await ctx.call('clinician@demo.lab', 'GET', '/users?role=lab_user')).status).toBe(403);
  });
});

describe('GET /users/{id}', () => {
  it("shows a clinician's institutions, and to an institution_admin only those of their own", async () => {
    const id = await idOf('clinician.multi@demo.lab');
    const bySuper = await ctx.call(SUPER, 'GET', `/users/${id}`);
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.user).toMatchObject({ email: 'clinician.multi@demo.lab', role: 'clinician', institution_id: A, is_active: true });
    expect(bySuper.body.user.institution_ids.sort()).toEqual([A, B].sort());
    expect(bySuper.body.user.institutions.map((i: { name: string }) => i.name)).toEqual(['Riverside Community Clinic', "St Mary's General Hospital"]);
    const byAdminA = await ctx.call(ADMIN_A, 'GET', `/users/${id}`);
    expect(byAdminA.body.user.institution_ids).toEqual([A]);
  });

  it('answers 404 for a user of another institution or a super_admin, 403 without the users area', async () => {
    expect(await ctx.call(ADMIN_A, 'GET', `/users/${await idOf(ADMIN_B)}`)).toEqual({ status: 404, body: { error: 'User not found' } });
    expect((await ctx.call(ADMIN_A, 'GET', `/users/${await idOf(SUPER)}`)).status).toBe(404);
    expect((await ctx.call(ADMIN_A, 'GET', '/users/999999')).status).toBe(404);
    expect((await ctx.call('clinician@demo.lab', 'GET', `/users/${await idOf('labuser@demo.lab')}`)).status).toBe(403);
  });
});

describe('POST /users', () => {
  it('lets super_admin create a clinician in several institutions, who can then sign in', async () => {
    const body = newUser({ role: 'clinician', institution_id: null, institution_ids: [B, A], permissions: ['dashboard', 'patients', 'tests', 'results'] });
    const { status, body: created } = await ctx.call(SUPER, 'POST', '/users', body);
    expect(status).toBe(201);
    expect(created.user).toMatchObject({ email: body.email, role: 'clinician', institution_id: B, is_active: true });
    expect(created.user.institution_ids.sort()).toEqual([A, B].sort());
    await expect(ctx.authAs(body.email, PASSWORD)).resolves.toBeDefined();
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'user.created' and entity_id = ${String(created.user.id)}`)).toBe(1);
  });

  it('refuses with the product texts', async () => {
    const cases: [object, number, string][] = [
      [{ first_name: '  ' }, 400, 'First name, last name, email and role are required'],
      [{ email: 'not-an-email' }, 400, 'Please enter a valid email address'],
      [{ email: 'CLINICIAN@demo.lab' }, 409, 'A user with this email already exists'],
      [{ password: '' }, 400, 'Password is required for new users'],
      [{ password: 'Short-pass1' }, 400, 'The password must be at least 12 characters long'],
      [{ password: 'Qwertyuiop123' }, 400, 'This password appears in lists of leaked passwords. Please choose another one.'],
      [{ role: 'clinician', institution_ids: [] }, 400, 'Clinicians must be assigned to at least one institution'],
      [{ permissions: [] }, 400, 'Please select at least one menu permission'],
      [{ permissions: ['dashboard', 'cms'] }, 400, 'Please select at least one CMS sub-permission'],
      [{ permissions: ['dashboard', 'everything'] }, 400, 'Unknown permissions: everything'],
      [{ institution_id: null }, 400, 'Please select an institution for this role'],
      [{ institution_id: 999999 }, 400, 'Institution not found'],
    ];
    const before = await ctx.count(sql`select count(*) as v from users`);
    for (const [overrides, status, error] of cases) {
      expect(await ctx.call(SUPER, 'POST', '/users', newUser(overrides))).toEqual({ status, body: { error } });
    }
    expect(await ctx.count(sql`select count(*) as v from users`)).toBe(before);
  });

  it('stores a super_admin or an agent with no institution, and cms with its sub-permissions', async () => {
    const agent = await ctx.call(SUPER, 'POST', '/users', newUser({ role: 'fulfillment_agent', institution_id: A, permissions: ['dashboard', 'inventory', 'fulfillment'] }));
    expect(agent.body.user.institution_id).toBeNull();
    const cms = await ctx.call(SUPER, 'POST', '/users', newUser({ role: 'institution_admin', permissions: ['dashboard', 'cms', 'cms_markers'] }));
    expect(cms.status).toBe(201);
    expect(cms.body.user.permissions).toEqual(['dashboard', 'cms', 'cms_markers']);
  });

  it('lets an institution_admin add users to their own institution only, within their own roles and areas', async () => {
    const created = await ctx.call(ADMIN_A, 'POST', '/users', newUser({ institution_id: undefined, permissions: undefined }));
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ institution_id: A, permissions: [] });
    expect(await ctx.call(ADMIN_A, 'POST', '/users', newUser({ role: 'super_admin', institution_id: undefined, permissions: undefined }))).toEqual({
      status: 403,
      body: { error: 'Only a super administrator can assign the super_admin role' },
    });
    // client_admin's default areas include fulfillment, which James Carter does not have
    expect((await ctx.call(ADMIN_A, 'POST', '/users', newUser({ role: 'client_admin', institution_id: undefined, permissions: undefined }))).body).toEqual({
      error: 'You cannot assign the client admin role',
    });
    expect((await ctx.call(ADMIN_A, 'POST', '/users', newUser({ institution_id: B, permissions: undefined }))).body).toEqual({
      error: 'Only a super administrator can change the primary institution',
    });
    expect((await ctx.call(ADMIN_A, 'POST', '/users', newUser({ role: 'clinician', institution_id: undefined, institution_ids: [A, B], permissions: undefined }))).body).toEqual({
      error: 'You cannot assign institutions outside your own',
    });
    expect((await ctx.call(ADMIN_A, 'POST', '/users', newUser({ institution_id: undefined, permissions: ['dashboard'] }))).body).toEqual({
      error: 'Only a super administrator can change menu permissions',
    });
  });

  it('refuses an institution_admin granting an area they lack (analytics): 403', async () => {
    // the Interfaces area is not in the permission editor: a list it saves keeps it
    const narrow = newUser({ role: 'institution_admin', permissions: ['dashboard', 'patients', 'tests', 'results', 'users', 'interfaces'] });
    expect((await ctx.call(SUPER, 'POST', '/users', narrow)).status).toBe(201);
    const headers = await ctx.authAs(narrow.email, PASSWORD);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', headers, payload: newUser({ institution_id: undefined, permissions: ['dashboard', 'analytics'] }) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You cannot grant access you do not have: analytics' });
    // institution_admin's own defaults include analytics: not theirs to give either
    const role = await ctx.app.inject({ method: 'POST', url: '/api/users', headers, payload: newUser({ role: 'institution_admin', institution_id: undefined, permissions: undefined }) });
    expect(role.json()).toEqual({ error: 'You cannot assign the institution admin role' });
  });

  it('refuses callers who do not manage users', async () => {
    for (const email of ['clinician@demo.lab', 'clientadmin@demo.lab', 'labuser@demo.lab']) {
      expect((await ctx.call(email, 'POST', '/users', newUser())).status).toBe(403);
    }
  });
});

describe('PUT /users/{id}', () => {
  it('keeps the password when blank, changes it when given, and lets the change act on the next call', async () => {
    const user = newUser({ permissions: ['dashboard', 'tests', 'results'] });
    const id = (await ctx.call(SUPER, 'POST', '/users', user)).body.user.id;
    const headers = await ctx.authAs(user.email, PASSWORD);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/requests', headers })).statusCode).toBe(200);

    const edit = { ...user, first_name: 'Augusta', password: '', permissions: ['dashboard', 'results'] };
    const res = await ctx.call(SUPER, 'PUT', `/users/${id}`, edit);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ first_name: 'Augusta', permissions: ['dashboard', 'results'] });
    await expect(ctx.authAs(user.email, PASSWORD)).resolves.toBeDefined();
    // the same token, without the tests area now
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/requests', headers })).statusCode).toBe(403);

    await ctx.call(SUPER, 'PUT', `/users/${id}`, { ...edit, password: 'An0ther-password' });
    await expect(ctx.authAs(user.email, 'An0ther-password')).resolves.toBeDefined();
  });

  it("never lets an institution_admin take a shared clinician's other institution away", async () => {
    // a super_admin shares a clinician of A with B, then A's admin takes B away again: B stays
    const clinician = newUser({ role: 'clinician', institution_ids: [A], permissions: ['dashboard', 'patients', 'tests', 'results'], institution_id: undefined });
    const id = (await ctx.call(SUPER, 'POST', '/users', clinician)).body.user.id;
    const { user } = (await ctx.call(ADMIN_A, 'GET', `/users/${id}`)).body;
    const edit = { ...user, phone: '+447700900555', password: undefined, permissions: undefined, institution_id: undefined, created_at: undefined, updated_at: undefined, id: undefined, institution_name: undefined, institutions: undefined, other_institution_count: undefined };
    expect((await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, edit)).status).toBe(200);
    await ctx.database.db.execute(sql`insert into user_institutions (user_id, institution_id) values (${id}, ${B})`);
    // shared now: view-only for A's admin (account-takeover.test.ts), so the super_admin edits
    expect((await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, { ...edit, institution_ids: [A] })).status).toBe(403);
    const again = await ctx.call(SUPER, 'GET', `/users/${id}`);
    expect(again.body.user.institution_ids.sort()).toEqual([A, B].sort());
    expect(again.body.user.phone).toBe('+447700900555');
  });

  it('refuses a user of another institution (404), oneself a role change or deactivation', async () => {
    const b = await idOf(ADMIN_B);
    expect((await ctx.call(ADMIN_A, 'PUT', `/users/${b}`, newUser({ email: ADMIN_B }))).status).toBe(404);
    const self = (await ctx.call(SUPER, 'GET', `/users/${await idOf(ADMIN_A)}`)).body.user;
    const body = { first_name: self.first_name, last_name: self.last_name, email: self.email, role: self.role, phone: self.phone };
    expect((await ctx.call(ADMIN_A, 'PUT', `/users/${self.id}`, { ...body, role: 'lab_user' })).body).toEqual({ error: 'You cannot change your own role' });
    expect((await ctx.call(ADMIN_A, 'PUT', `/users/${self.id}`, { ...body, is_active: false })).body).toEqual({ error: 'You cannot deactivate your own account' });
  });
});

describe('deactivation', () => {
  it("ends the user's sessions at once, is audited, and keeps them out until reactivated", async () => {
    const user = newUser();
    const id = (await ctx.call(SUPER, 'POST', '/users', user)).body.user.id;
    const headers = await ctx.authAs(user.email, PASSWORD);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(200);

    const res = await ctx.call(ADMIN_A, 'POST', `/users/${id}/deactivate`);
    expect(res).toMatchObject({ status: 200, body: { message: 'User deactivated successfully', user: { is_active: false } } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'user.deactivated' and entity_id = ${String(id)}`)).toBe(1);
    expect((await ctx.call(ADMIN_A, 'POST', `/users/${id}/deactivate`)).body).toEqual({ error: 'This user is already inactive' });

    const reactivate = await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, { ...user, institution_id: undefined, permissions: undefined, password: undefined, is_active: true });
    expect(reactivate.body.user.is_active).toBe(true);
    await expect(ctx.authAs(user.email, PASSWORD)).resolves.toBeDefined();
  });

  it('refuses oneself, another institution (404) and non-managers (403)', async () => {
    expect((await ctx.call(ADMIN_A, 'POST', `/users/${await idOf(ADMIN_A)}/deactivate`)).body).toEqual({ error: 'You cannot deactivate your own account' });
    expect((await ctx.call(ADMIN_A, 'POST', `/users/${await idOf(ADMIN_B)}/deactivate`)).status).toBe(404);
    expect((await ctx.call('clinician@demo.lab', 'POST', `/users/${await idOf('labuser@demo.lab')}/deactivate`)).status).toBe(403);
    expect(await ctx.count(sql`select count(*) as v from users where email = ${ADMIN_B} and is_active`)).toBe(1);
  });
});
