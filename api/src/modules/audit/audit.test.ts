// Every read of patient data is audited (who, what, when, from where), and the trail can be read:
// all of it by super_admin, their institutions' rows by an institution's admin, by no one else.
import { AUDIT_MESSAGES, LIST_COUNT_CAP } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createAppOn, createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

const SUPER = 'superadmin@demo.lab';
const ADMIN_A = 'instadmin@demo.lab';
const ADMIN_B = 'instadmin.b@demo.lab';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';

/** A GET as `email` from a given address and browser. */
async function view(email: string, url: string, ip = '10.30.0.7') {
  const headers = { ...(await ctx.authAs(email)), 'user-agent': BROWSER };
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const rowsOf = async (action: string, entityId: number) => {
  await ctx.readAudit.flush();
  return (await ctx.call(SUPER, 'GET', `/audit?entity_id=${entityId}&limit=100`)).body.entries.filter((e: { action: string }) => e.action === action);
};

describe('reads of patient data are audited', () => {
  it('writes who, what, when and from where for a patient, a test request, a result and its report', async () => {
    const patient = await ctx.one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${A} order by patient_id limit 1`);
    const request = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${A} and archived_at is null order by id limit 1`);
    const result = await ctx.one<number>(sql`select id as v from test_results where institution_id = ${A} order by id limit 1`);
    const clinician = await ctx.one<number>(sql`select id as v from users where email = 'labuser@demo.lab'`);
    const before = Date.now();
    await view('labuser@demo.lab', `/patients/${patient}`);
    await view('labuser@demo.lab', `/tests/requests/${request}`);
    await view('labuser@demo.lab', `/results/${result}`);
    await view('labuser@demo.lab', `/results/${result}/report`);
    for (const [action, type, id] of [['patient.viewed', 'patient', patient], ['test_request.viewed', 'test_request', request], ['test_result.viewed', 'test_result', result], ['test_result.report_viewed', 'test_result', result]] as const) {
      const [row] = await rowsOf(action, id);
      expect(row).toMatchObject({ action, entity_type: type, entity_id: String(id), actor_user_id: clinician, actor_name: 'Hannah Lee', institution_id: A, ip: '10.30.0.7', user_agent: BROWSER });
      expect(new Date(row.occurred_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('writes nothing for a read that was refused (another institution: 404)', async () => {
    const ofB = await ctx.one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${B}
      and patient_id not in (select patient_id from patient_institutions where institution_id = ${A}) order by patient_id limit 1`);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/patients/${ofB}`, headers: await ctx.authAs('labuser@demo.lab') });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf('patient.viewed', ofB)).toEqual([]);
  });

  it('loses no view on a normal shutdown: closing the app writes what waits', async () => {
    const second = await createAppOn(ctx.database);
    const patient = await ctx.one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${A} order by patient_id desc limit 1`);
    const headers = await second.authAs('instadmin@demo.lab');
    const count = () => ctx.count(sql`select count(*) as v from audit_log where action = 'patient.viewed' and entity_id = ${String(patient)}`);
    const before = await count();
    for (let i = 0; i < 5; i++) expect((await second.app.inject({ method: 'GET', url: `/api/patients/${patient}`, headers })).statusCode).toBe(200);
    await second.app.close();
    expect(await count()).toBe(before + 5);
  });
});

describe('GET /audit', () => {
  it("gives super_admin every row and an institution's admin only their institutions' rows, newest first", async () => {
    const all = await ctx.call(SUPER, 'GET', '/audit?limit=100');
    expect(all.status).toBe(200);
    const times = all.body.entries.map((e: { occurred_at: string }) => e.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
    const mine = await ctx.call(ADMIN_A, 'GET', '/audit?limit=100');
    expect(mine.body.entries.length).toBeGreaterThan(0);
    for (const entry of mine.body.entries) expect(entry.institution_id).toBe(A);
    expect(mine.body.pagination).toMatchObject({ page: 1, limit: 100 });
  });

  it('pages from where the last page ended, and counts the whole trail', async () => {
    const first = await ctx.call(SUPER, 'GET', '/audit?limit=3');
    const count = await ctx.one<number>(sql`select count(*)::int as v from audit_log`);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 3, total: Math.min(count, LIST_COUNT_CAP) });
    const second = await ctx.call(SUPER, 'GET', `/audit?page=2&limit=3&after=${first.body.pagination.next}`);
    const byOffset = await ctx.call(SUPER, 'GET', '/audit?page=2&limit=3');
    const ids = (res: typeof first) => res.body.entries.map((e: { id: number }) => e.id);
    expect(ids(second)).toHaveLength(3);
    expect(ids(second)).toEqual(ids(byOffset));
    expect(ids(second).filter((id: number) => ids(first).includes(id))).toEqual([]);
  });

  it("answers another institution's record with nothing, not its trail", async () => {
    const ofB = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${B} order by id limit 1`);
    await view(ADMIN_B, `/tests/requests/${ofB}`);
    await ctx.readAudit.flush();
    expect((await ctx.call(ADMIN_B, 'GET', `/audit?entity_type=test_request&entity_id=${ofB}`)).body.entries.length).toBeGreaterThan(0);
    expect((await ctx.call(ADMIN_A, 'GET', `/audit?entity_type=test_request&entity_id=${ofB}`)).body.entries).toEqual([]);
  });

  it('filters by record, person and time', async () => {
    const admin = await ctx.one<number>(sql`select id as v from users where email = ${ADMIN_A}`);
    const byActor = await ctx.call(SUPER, 'GET', `/audit?actor_user_id=${admin}&limit=100`);
    expect(byActor.body.entries.length).toBeGreaterThan(0);
    for (const e of byActor.body.entries) expect(e.actor_user_id).toBe(admin);
    const today = new Date().toISOString().slice(0, 10);
    const fromToday = await ctx.call(SUPER, 'GET', `/audit?from=${today}&to=${today}&limit=100`);
    for (const e of fromToday.body.entries) expect(e.occurred_at.slice(0, 10)).toBe(today);
    const sessions = await ctx.call(SUPER, 'GET', '/audit?entity_type=session&limit=20');
    for (const e of sessions.body.entries) expect(e.entity_type).toBe('session');
    expect((await ctx.call(SUPER, 'GET', '/audit?from=2030-01-01&to=2029-01-01')).body).toEqual({ error: AUDIT_MESSAGES.fromAfterTo });
    expect((await ctx.call(SUPER, 'GET', '/audit?from=yesterday')).body).toEqual({ error: AUDIT_MESSAGES.invalidDate });
    expect((await ctx.call(SUPER, 'GET', '/audit?entity_type=Robert%27);DROP')).status).toBe(400);
  });

  it('is refused to everyone else', async () => {
    for (const email of ['clinician@demo.lab', 'labuser@demo.lab', 'clientadmin@demo.lab', 'fulfillment@demo.lab']) {
      expect([email, (await ctx.call(email, 'GET', '/audit')).status]).toEqual([email, 403]);
    }
  });
});
