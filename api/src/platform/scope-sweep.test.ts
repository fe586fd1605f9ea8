// The scope sweep: every registered route with a path parameter, called by users of institution B
// (whoever of them the route's policy lets in) on a record of institution A, answers 404 and
// changes nothing, reads and writes alike. Routes come from the app's own route table: a new id
// route fails this test until it has a case here.
import { sql } from 'drizzle-orm';
import { queryRows } from './db/query';
import { fingerprint } from '../test/fingerprint';
import { createTestContext, type TestContext } from '../test/test-app';
import { findSessionUser } from './identity';
import { allows, type RoutePolicy } from './policy';

let ctx: TestContext;
const SUPER = 'superadmin@demo.lab';
const ADMIN_B = 'instadmin.b@demo.lab';
/** Users of B beside its admin, made here with the demo password: one of each role that reaches a record of A's kind. */
const ATTACKERS_OF_B = { client_admin: 'scope.client.b@demo.lab', lab_user: 'scope.lab.b@demo.lab', clinician: 'scope.clinician.b@demo.lab' } as const;

/** A record of institution A for each kind of path parameter. */
const a: Record<string, number | string> = {};

type Params = (ids: typeof a) => Record<string, string | number>;
type Case =
  /** One of A's records: B's users who may use the route at all get 404 (those whose role may not, 403). */
  | { params: Params; body?: object }
  /** Not one institution's record (shared reference data, provider-only routes): 403 for all of B. */
  | { params: Params; body?: object; expect: 403; why: string }
  | { notScoped: string };

const pathOf = (url: string, values: Record<string, string | number>) => url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
const id = (kind: string) => (ids: typeof a) => ({ id: ids[kind] });
const shared = (why: string): Case => ({ params: (ids) => ({ id: ids.shared, type: ids.reminderType }), body: { active: false }, expect: 403, why });

const CASES: Record<string, Case> = {
  'GET /api/auth/password-links/:token': { notScoped: 'public: a set-password token is its own secret (and guesses are limited per client)' },
  'GET /api/analytics/institution/:id': { params: id('institution') },
  'GET /api/analytics/patient/:id': { params: id('patient') },
  'GET /api/institutions/:id': { params: id('institution') },
  'PUT /api/institutions/:id': { params: id('institution'), body: { name: 'Taken' }, expect: 403, why: 'super_admin only' },
  'GET /api/institutions/:id/clinicians': { params: id('institution') },
  'GET /api/institutions/:id/stats': { params: id('institution') },
  'GET /api/institutions/:id/labs': { params: id('institution') },
  'POST /api/institutions/:id/labs': { params: id('institution'), body: { lab_id: 1, sample_type_id: 1 } },
  'DELETE /api/institutions/:id/labs/:assignmentId': { params: (ids) => ({ id: ids.institution, assignmentId: ids.assignment }) },
  'GET /api/patients/institution/:id': { params: id('institution') },
  'GET /api/cms/panels/:id': { params: id('panel') },
  'GET /api/patients/:id': { params: id('patient') },
  'PUT /api/patients/:id': { params: id('patient'), body: { first_name: 'Taken', last_name: 'Over' } },
  'DELETE /api/patients/:id': { params: id('patient') },
  'GET /api/tests/requests/:id': { params: id('request') },
  'PUT /api/tests/requests/:id': { params: id('request'), body: { notes: 'Taken' } },
  'PUT /api/tests/requests/:id/status': { params: id('request'), body: { status: 'cancelled' } },
  'DELETE /api/tests/requests/:id': { params: id('request') },
  'POST /api/tests/requests/:id/send-reminder': { params: id('request'), body: { reminder_type: 'custom_notification', custom_message: 'Hello' } },
  'POST /api/tests/requests/:id/cancel': { params: id('request'), body: { message: 'Hello' } },
  'GET /api/results/:id': { params: id('result') },
  'GET /api/results/:id/report': { params: id('result') },
  'PUT /api/results/:id': { params: id('result'), body: { test_request_id: 1, result_data: 'Taken', status: 'draft' } },
  'POST /api/results/:id/review': { params: id('result'), body: { status: 'reviewed' } },
  'POST /api/results/:id/critical-notifications': {
    params: id('result'),
    body: { notified_person: 'Dr Taken', role: 'Registrar', method: 'phone', read_back: true, notified_at: '2026-11-26T10:00:00Z' },
  },
  'GET /api/results/requests/:id/markers': { params: id('request') },
  'POST /api/results/:id/release-amendment': { params: id('result'), body: {} },
  'GET /api/results/:id/api-status': { params: id('result') },
  'POST /api/results/:id/sync-status': { params: id('result') },
  'POST /api/external-api/:provider/submit-order/:testRequestId': { params: (ids) => ({ provider: 'reference-lab', testRequestId: ids.request }) },
  'POST /api/external-api/:provider/fetch-results/:testRequestId': { params: (ids) => ({ provider: 'reference-lab', testRequestId: ids.request }) },
  'GET /api/inventory/:id': { params: id('item') },
  'PUT /api/inventory/:id': { params: id('item'), body: { item_name: 'Taken', item_sku: 'TAKEN-1', category: 'Supplies', quantity_available: 1, minimum_threshold: 1, po_number: 'PO-1' } },
  'POST /api/inventory/:id/adjust': { params: id('item'), body: { adjustment: -1, reason: 'Taken' } },
  'POST /api/inventory/:id/notify': { params: id('item') },
  'POST /api/inventory/:id/request': { params: id('item'), body: { quantity: 1 } },
  'GET /api/fulfillment/:id': { params: id('fulfillment') },
  'PUT /api/fulfillment/:id/status': { params: id('fulfillment'), body: { status: 'cancelled' } },
  'POST /api/fulfillment/:id/assign': { params: id('fulfillment'), body: { assigned_to: 1 } },
  'PUT /api/cms/markers/:id': { params: id('marker'), body: { active: false } },
  'DELETE /api/cms/markers/:id': { params: id('marker') },
  'PUT /api/cms/panels/:id': { params: id('panel'), body: { active: false } },
  'DELETE /api/cms/panels/:id': { params: id('panel') },
  'PUT /api/cms/collection-devices/:id': { params: id('device'), body: { active: false } },
  'DELETE /api/cms/collection-devices/:id': { params: id('device') },
  'PUT /api/cms/storage-locations/:id': { params: id('location'), body: { active: false } },
  'DELETE /api/cms/storage-locations/:id': { params: id('location') },
  'PUT /api/cms/sample-types/:id': shared('sample types are shared by every institution: only super_admin edits them'),
  'DELETE /api/cms/sample-types/:id': shared('sample types are shared by every institution'),
  'PUT /api/cms/tube-types/:id': shared('tube types are shared by every institution'),
  'DELETE /api/cms/tube-types/:id': shared('tube types are shared by every institution'),
  'PUT /api/cms/statuses/:id': shared('statuses are shared by every institution'),
  'DELETE /api/cms/statuses/:id': shared('statuses are shared by every institution'),
  'PUT /api/cms/labs/:id': shared('labs serve several institutions: only super_admin edits them'),
  'DELETE /api/cms/labs/:id': shared('labs serve several institutions'),
  'GET /api/cms/labs/:id/connection': { params: (ids) => ({ id: ids.shared }), expect: 403, why: "a lab's connection is edited with the labs: super_admin only" },
  'PUT /api/cms/labs/:id/connection': shared("a lab's connection is edited with the labs: super_admin only"),
  'POST /api/cms/labs/:id/connection/test': shared("a lab's connection is tested by who edits labs: super_admin only"),
  'PUT /api/cms/reminder-configs/:type': shared('reminder rules are the provider\'s: super_admin only'),
  'DELETE /api/cms/reminder-configs/:type': shared('reminder rules are the provider\'s'),
  'GET /api/interfaces/instruments/:id': { params: id('instrument') },
  'PUT /api/interfaces/instruments/:id': { params: id('instrument'), body: { model: 'Taken' } },
  'GET /api/interfaces/instruments/:id/worklist': { params: id('instrument') },
  'GET /api/interfaces/messages/:id': { params: id('message') },
  'POST /api/interfaces/messages/:id/retry': { params: id('message') },
  'POST /api/interfaces/messages/:id/discard': { params: id('message') },
  'GET /api/users/:id': { params: id('user') },
  'PUT /api/users/:id': { params: id('user'), body: { first_name: 'Taken', last_name: 'Over', email: 'taken@evil.example', role: 'lab_user', password: 'Taken-over-pass-1' } },
  'POST /api/users/:id/deactivate': { params: id('user') },
  'POST /api/users/:id/emails/:kind': { params: (ids) => ({ id: ids.user, kind: 'password_reset' }) },
};


beforeAll(async () => {
  ctx = await createTestContext();
  const one = <T,>(query: ReturnType<typeof sql>) => ctx.one<T>(query);
  const A = await one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  const B = await one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
  a.institution = A;
  a.patient = await one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${A}
    and patient_id not in (select patient_id from patient_institutions where institution_id <> ${A}) order by patient_id limit 1`);
  a.request = await one<number>(sql`select id as v from test_requests where institution_id = ${A} and archived_at is null and status = 'pending' order by id limit 1`);
  a.result = await one<number>(sql`select id as v from test_results where institution_id = ${A} and status = 'draft' order by id limit 1`);
  a.item = await one<number>(sql`select id as v from inventory_items where institution_id = ${A} order by id limit 1`);
  a.fulfillment = await one<number>(sql`select id as v from fulfillment_requests where institution_id = ${A} order by id limit 1`);
  a.assignment = await one<number>(sql`select id as v from institution_labs where institution_id = ${A} order by id limit 1`);
  a.user = await one<number>(sql`select id as v from users where email = 'labuser@demo.lab'`);
  a.shared = await one<number>(sql`select id as v from sample_types order by id limit 1`);
  a.instrument = await one<number>(sql`select id as v from instruments where institution_id = ${A} order by id limit 1`);
  // a dead order of A's: what Retry and Discard act on
  a.message = await one<number>(sql`insert into interface_messages (direction, instrument_id, institution_id, message_type, control_id, status, attempts, raw)
    values ('out', ${a.instrument}, ${A}, 'OML^O21', 'SCOPE-1', 'dead', 8, 'MSH|^~\\&|LABPORTAL') returning id as v`);
  a.reminderType = await one<string>(sql`select reminder_type as v from reminder_configs order by id limit 1`);
  const serum = await one<number>(sql`select id as v from sample_types where name = 'Serum'`);
  const marker = await ctx.call(SUPER, 'POST', '/cms/markers', { name: 'Scope A Marker', sample_type_ids: [serum], institution_ids: [A] });
  a.marker = marker.body.item.id;
  a.panel = (await ctx.call(SUPER, 'POST', '/cms/panels', { name: 'Scope A Panel', sample_type_id: serum, marker_ids: [a.marker], institution_ids: [A] })).body.item.id;
  a.device = (await ctx.call('instadmin@demo.lab', 'POST', '/cms/collection-devices', { name: 'Scope A Kit' })).body.item.id;
  a.location = (await ctx.call('clientadmin@demo.lab', 'POST', '/cms/storage-locations', { name: 'Scope A Shelf' })).body.item.id;
  for (const [key, value] of Object.entries(a)) if (value === undefined || value === null) throw new Error(`no record of A for ${key}`);

  // B's staff, with every area their role may have, and the demo password
  const everyArea = ['dashboard', 'patients', 'tests', 'results', 'inventory', 'fulfillment', 'analytics', 'users', 'cms', 'audit', 'interfaces', 'cms_sample_types', 'cms_markers', 'cms_panels', 'cms_statuses', 'cms_collection_devices', 'cms_tube_types', 'cms_storage_locations', 'cms_notification_logs'];
  for (const [role, email] of Object.entries(ATTACKERS_OF_B)) {
    await ctx.database.db.execute(sql`insert into users (email, password_hash, first_name, last_name, role, institution_id, permissions, is_active)
      select ${email}, password_hash, 'Scope', ${role}, ${role}, ${B}, ${JSON.stringify(everyArea)}::jsonb, true from users where email = 'labuser@demo.lab'`);
    if (role === 'clinician') await ctx.database.db.execute(sql`insert into user_institutions (user_id, institution_id) select id, ${B} from users where email = ${email}`);
  }
  await ctx.setPermissions(ADMIN_B, everyArea);
});
afterAll(() => ctx.close());

/** The users of B a route's policy lets in. */
async function attackersFor(policy: RoutePolicy): Promise<string[]> {
  const out: string[] = [];
  for (const email of [ADMIN_B, ...Object.values(ATTACKERS_OF_B)]) {
    const userId = await ctx.count(sql`select id as v from users where email = ${email}`);
    if (allows(policy, (await findSessionUser(ctx.database.db, userId))!)) out.push(email);
  }
  return out;
}

const idRoutes = () =>
  ctx.routes.flatMap((r) => ([] as string[]).concat(r.method).filter((m) => m !== 'HEAD' && r.url.includes(':')).map((method) => ({ key: `${method} ${r.url}`, method, url: r.url, policy: r.policy! })));

it('has a case for every route with a path parameter (a new route is covered the day it is added)', () => {
  const missing = idRoutes().filter((r) => !(r.key in CASES)).map((r) => r.key);
  expect(missing).toEqual([]);
});

it("answers B's users 404 for every record of A, reads and writes, and changes nothing", async () => {
  // signed in first: a sign-in writes its session and audit row, and is not what is under test
  for (const email of [ADMIN_B, ...Object.values(ATTACKERS_OF_B)]) expect((await ctx.call(email, 'GET', '/auth/profile')).status).toBe(200);
  const before = await fingerprint(ctx.database.db);
  const wrong: string[] = [];
  let tried = 0;
  for (const route of idRoutes()) {
    const c = CASES[route.key];
    if (!c || 'notScoped' in c) continue;
    const url = pathOf(route.url.replace(/^\/api/, ''), c.params(a));
    const attackers = await attackersFor(route.policy);
    const shared = 'expect' in c;
    // every answer refuses (404, or 403 where the role may not act at all) and says why; for
    // one of A's records at least one of B's users gets as far as the scope: 404
    const statuses: number[] = [];
    for (const email of attackers.length ? attackers : [ADMIN_B]) {
      const res = await ctx.call(email, route.method as 'GET', url, c.body);
      tried++;
      statuses.push(res.status);
      if (![403, 404].includes(res.status) || (shared && res.status !== 403) || typeof res.body?.error !== 'string') {
        wrong.push(`${route.key} as ${email}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    if (!shared && !statuses.includes(404)) wrong.push(`${route.key}: no user of B reached the scope check (${statuses.join(', ')})`);
  }
  expect(wrong).toEqual([]);
  expect(tried).toBeGreaterThan(60);
  expect(await fingerprint(ctx.database.db)).toEqual(before);
});

/**
 * Routes without an id in the path that create records naming others in the body: B's users who
 * name A's patient, in A or in their own institution, are refused (as if the patient did not
 * exist) and change nothing.
 */
const BODY_CASES: Record<string, (order: object) => object[]> = {
  'POST /api/tests/requests': (order) => [order, { ...order, institution_id: undefined }],
  'POST /api/tests/requests/batch': (order) => [{ tests: [order] }, { tests: [{ ...order, institution_id: undefined }] }],
};
const NOT_THERE = /(^|: )(Patient not found|Institution not found)$/;

it("refuses B's users an order for A's patient through every create route, and changes nothing", async () => {
  const [r] = await queryRows<{ sample_type_id: number; lab_id: number; marker_id: number; device_id: number }>(
    ctx.database.db,
    sql`select tr.sample_type_id, tr.lab_id, (select marker_id from test_request_markers where test_request_id = tr.id limit 1) as marker_id,
          (select collection_device_id from test_request_devices where test_request_id = tr.id limit 1) as device_id
        from test_requests tr where tr.institution_id = ${a.institution} and tr.panel_id is null order by tr.id limit 1`,
  );
  // a clinician of B is named, so that in B the order gets as far as its patient
  const clinicianOfB = await ctx.count(sql`select id as v from users where email = ${ATTACKERS_OF_B.clinician}`);
  const order = {
    patient_id: a.patient, institution_id: a.institution, clinician_id: clinicianOfB, sample_type: r.sample_type_id, lab_id: r.lab_id,
    marker_ids: [r.marker_id], collection_device_ids: [r.device_id], barcode_number: 'SCOPE-A-1',
  };
  for (const email of [ADMIN_B, ...Object.values(ATTACKERS_OF_B)]) expect((await ctx.call(email, 'GET', '/auth/profile')).status).toBe(200);
  const before = await fingerprint(ctx.database.db);
  const wrong: string[] = [];
  for (const [key, bodies] of Object.entries(BODY_CASES)) {
    const route = ctx.routes.find((x) => `${([] as string[]).concat(x.method).join()} ${x.url}` === key);
    if (!route) {
      wrong.push(`${key}: no such route`);
      continue;
    }
    const statuses: number[] = [];
    for (const email of await attackersFor(route.policy!)) {
      for (const body of bodies(order)) {
        const res = await ctx.call(email, 'POST', route.url.replace(/^\/api/, ''), body);
        statuses.push(res.status);
        const refused = res.status === 403 || ([400, 404].includes(res.status) && NOT_THERE.test(res.body?.error));
        if (!refused) wrong.push(`${key} as ${email}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    if (!statuses.some((status) => status !== 403)) wrong.push(`${key}: no user of B reached the scope check (${statuses.join(', ')})`);
  }
  expect(wrong).toEqual([]);
  expect(await fingerprint(ctx.database.db)).toEqual(before);
});

it("lets A's own staff reach the same records (the cases name real records)", async () => {
  for (const [url, email] of [
    [`/patients/${a.patient}`, 'instadmin@demo.lab'],
    [`/tests/requests/${a.request}`, 'instadmin@demo.lab'],
    [`/results/${a.result}`, 'labuser@demo.lab'],
    [`/inventory/${a.item}`, 'clientadmin@demo.lab'],
    [`/fulfillment/${a.fulfillment}`, 'clientadmin@demo.lab'],
    [`/users/${a.user}`, 'instadmin@demo.lab'],
    [`/cms/panels/${a.panel}`, 'instadmin@demo.lab'],
  ] as const) {
    expect([url, (await ctx.call(email, 'GET', url)).status]).toEqual([url, 200]);
  }
});
