// Whoever can set a user's password, email, role or access can become that user. These tests try
// every write on users as the admin of one institution against users of one and of two
// institutions, and against users whose access is wider than the admin's.
import { USER_MESSAGES } from '@lab/shared';
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
const NEW_PASSWORD = 'Taken-over-password-1';

const institutionId = (name: string) => ctx.count(sql`select id as v from institutions where name = ${name}`);
const idOf = (email: string) => ctx.count(sql`select id as v from users where email = ${email}`);
let A: number;
let B: number;
let C: number;
beforeAll(async () => {
  A = await institutionId("St Mary's General Hospital");
  B = await institutionId('Riverside Community Clinic');
  C = await institutionId('Northgate Diagnostics Centre');
});

let serial = 0;
/** A clinician working in `institutions`, created by the super_admin. */
async function clinicianIn(institutions: number[]): Promise<{ id: number; email: string; body: object }> {
  const email = `shared.${++serial}.${Date.now()}@demo.lab`;
  const body = { first_name: 'Shared', last_name: `Clinician ${serial}`, email, role: 'clinician', institution_ids: institutions, institution_id: institutions[0], password: 'Original-password-1', permissions: ['dashboard', 'patients', 'tests', 'results'] };
  const res = await ctx.call(SUPER, 'POST', '/users', body);
  expect(res.status).toBe(201);
  return { id: res.body.user.id, email, body: { first_name: 'Shared', last_name: `Clinician ${serial}`, email, role: 'clinician', institution_ids: institutions } };
}

/** What the database holds of a user: a takeover attempt that is refused must change none of it. */
const stateOf = (id: number) =>
  ctx.one<string>(sql`select row_to_json(x)::text as v from (select u.email, u.password_hash, u.is_active, u.role, u.permissions, u.first_name,
    array(select institution_id from user_institutions where user_id = u.id order by 1) as institutions,
    (select count(*) from password_links where user_id = u.id) as links from users u where u.id = ${id}) x`);

/** Every write an institution's admin has on a user, each as (status, body) of the API. */
const WRITES: { name: string; send: (admin: string, id: number, body: object) => Promise<{ status: number; body: { error?: string } }> }[] = [
  { name: 'edit', send: (admin, id, body) => ctx.call(admin, 'PUT', `/users/${id}`, { ...body, first_name: 'Renamed' }) },
  { name: 'set password', send: (admin, id, body) => ctx.call(admin, 'PUT', `/users/${id}`, { ...body, password: NEW_PASSWORD }) },
  { name: 'change email', send: (admin, id, body) => ctx.call(admin, 'PUT', `/users/${id}`, { ...body, email: `attacker.${Date.now()}@evil.example` }) },
  { name: 'change role', send: (admin, id, body) => ctx.call(admin, 'PUT', `/users/${id}`, { ...body, role: 'lab_user' }) },
  { name: 'change institutions', send: (admin, id, body) => ctx.call(admin, 'PUT', `/users/${id}`, { ...body, institution_ids: [adminInstitution(admin)] }) },
  { name: 'deactivate through edit', send: (admin, id, body) => ctx.call(admin, 'PUT', `/users/${id}`, { ...body, is_active: false }) },
  { name: 'deactivate', send: (admin, id) => ctx.call(admin, 'POST', `/users/${id}/deactivate`) },
  { name: 'account setup link', send: (admin, id) => ctx.call(admin, 'POST', `/users/${id}/emails/account_setup`) },
  { name: 'password reset link', send: (admin, id) => ctx.call(admin, 'POST', `/users/${id}/emails/password_reset`) },
];
const adminInstitution = (admin: string) => (admin === ADMIN_A ? A : B);

describe('a user shared by two institutions', () => {
  // every combination of one and two of A, B and C, seen by A's admin and by B's admin
  const COMBINATIONS = [['A'], ['B'], ['C'], ['A', 'B'], ['A', 'C'], ['B', 'C']];
  const ids = (names: string[]) => names.map((n) => ({ A, B, C })[n]!);

  for (const admin of [ADMIN_A, ADMIN_B]) {
    for (const names of COMBINATIONS) {
      it(`${admin} on a clinician of ${names.join(' and ')}: manages them only when every institution is the admin's`, async () => {
        const own = adminInstitution(admin);
        const institutions = ids(names);
        const visible = institutions.includes(own);
        const manageable = institutions.every((id) => id === own);
        for (const write of WRITES) {
          const target = await clinicianIn(institutions);
          const before = await stateOf(target.id);
          const res = await write.send(admin, target.id, target.body);
          if (manageable) {
            expect([write.name, res.status]).toEqual([write.name, 200]);
          } else if (visible) {
            expect([write.name, res.status, res.body]).toEqual([write.name, 403, { error: USER_MESSAGES.sharedUserViewOnly }]);
            expect(await stateOf(target.id)).toBe(before);
          } else {
            expect([write.name, res.status]).toEqual([write.name, 404]);
            expect(await stateOf(target.id)).toBe(before);
          }
        }
      });
    }
  }

  it("says why on the detail: the user's other institutions are counted, never named", async () => {
    const target = await clinicianIn([A, B]);
    const seen = await ctx.call(ADMIN_B, 'GET', `/users/${target.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.user.other_institution_count).toBe(1);
    expect(seen.body.user.institutions.map((i: { id: number }) => i.id)).toEqual([B]);
    expect((await ctx.call(SUPER, 'GET', `/users/${target.id}`)).body.user.other_institution_count).toBe(0);
  });

  it("B's admin cannot sign in as the demo's clinician of A and B, so A's patients stay out of reach", async () => {
    const daniel = await idOf('clinician.multi@demo.lab');
    const { user } = (await ctx.call(ADMIN_B, 'GET', `/users/${daniel}`)).body;
    const res = await ctx.call(ADMIN_B, 'PUT', `/users/${daniel}`, { first_name: user.first_name, last_name: user.last_name, email: user.email, role: user.role, institution_ids: [B], password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'clinician.multi@demo.lab', password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(401);
    // a custom message is no way in: it stays allowed
    expect((await ctx.call(ADMIN_B, 'POST', `/users/${daniel}/emails/custom`, { subject: 'Rota', message: 'See you Monday' })).status).toBe(200);
  });
});

describe('a user whose access is wider than the admin may grant', () => {
  it("A's admin cannot reset the client_admin's password and so reach fulfillment", async () => {
    const laura = await idOf('clientadmin@demo.lab');
    const { user } = (await ctx.call(ADMIN_A, 'GET', `/users/${laura}`)).body;
    const body = { first_name: user.first_name, last_name: user.last_name, email: user.email, role: user.role };
    const denial = { error: USER_MESSAGES.accessBeyondViewOnly(['fulfillment']) };
    expect(denial.error).toBe('This user has access you cannot grant (fulfillment), so only a super administrator can change their account, password or access.');
    const before = await stateOf(laura);
    for (const write of WRITES.filter((w) => w.name !== 'change institutions' && w.name !== 'change role')) {
      const res = await write.send(ADMIN_A, laura, body);
      expect([write.name, res.status, res.body]).toEqual([write.name, 403, denial]);
    }
    expect(await stateOf(laura)).toBe(before);
  });

  it('counts what a super_admin granted on top of the role, and CMS sub-permissions too', async () => {
    const res = await ctx.call(SUPER, 'POST', '/users', {
      first_name: 'Wide', last_name: 'Labuser', email: `wide.${Date.now()}@demo.lab`, role: 'lab_user', institution_id: A, password: 'Original-password-1',
      permissions: ['dashboard', 'tests', 'results', 'fulfillment'],
    });
    const id = res.body.user.id;
    const reset = await ctx.call(ADMIN_A, 'POST', `/users/${id}/emails/password_reset`);
    expect(reset).toEqual({ status: 403, body: { error: USER_MESSAGES.accessBeyondViewOnly(['fulfillment']) } });
    // an admin given fewer CMS sections than a user has may not manage that user
    await ctx.setPermissions(ADMIN_B, ['dashboard', 'patients', 'tests', 'results', 'users', 'cms', 'interfaces', 'cms_markers']);
    const labB = (await ctx.call(SUPER, 'POST', '/users', {
      first_name: 'Cms', last_name: 'Editor', email: `cms.${Date.now()}@demo.lab`, role: 'lab_user', institution_id: B, password: 'Original-password-1',
      permissions: ['dashboard', 'tests', 'results', 'cms', 'cms_panels'],
    })).body.user.id;
    expect((await ctx.call(ADMIN_B, 'POST', `/users/${labB}/deactivate`)).body).toEqual({ error: USER_MESSAGES.accessBeyondViewOnly(['cms_panels']) });
    await ctx.setPermissions(ADMIN_B, []);
  });

  it('a lab user of their own institution with the usual access stays theirs to manage', async () => {
    const res = await ctx.call(ADMIN_A, 'POST', '/users', { first_name: 'Own', last_name: 'Labuser', email: `own.${Date.now()}@demo.lab`, role: 'lab_user', password: 'Original-password-1' });
    expect(res.status).toBe(201);
    expect((await ctx.call(ADMIN_A, 'PUT', `/users/${res.body.user.id}`, { first_name: 'Own', last_name: 'Labuser', email: res.body.user.email, role: 'lab_user', password: NEW_PASSWORD })).status).toBe(200);
    expect((await ctx.call(ADMIN_A, 'POST', `/users/${res.body.user.id}/emails/password_reset`)).status).toBe(200);
  });
});
