import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function dashboard(email: string, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/analytics/dashboard${query}`, headers: await ctx.authAs(email) });
  return { status: res.statusCode, body: res.json() };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(ctx.database.db, query);
  return Number(row.n);
}

const institutionId = async (name: string) => count(sql`select id as n from institutions where name = ${name}`);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe('GET /api/analytics/dashboard', () => {
  it("gives an institution_admin their own institution's real figures", async () => {
    const a = await institutionId("St Mary's General Hospital");
    const { status, body } = await dashboard('instadmin@demo.lab');
    expect(status).toBe(200);
    expect(body.test_requests.total).toBe(await count(sql`select count(*) as n from test_requests where institution_id = ${a} and requested_at >= ${daysAgo(30)}`));
    expect(body.patients.total).toBe(
      await count(sql`select count(*) as n from patients p join patient_institutions pi on pi.patient_id = p.id where pi.institution_id = ${a} and p.created_at >= ${daysAgo(30)}`),
    );
    expect(body.results.completed).toBe(
      await count(sql`select count(*) as n from test_results r join test_requests tr on tr.id = r.test_request_id
        where tr.institution_id = ${a} and r.status in ('final','amended') and coalesce(r.reviewed_at, r.entered_at) >= ${daysAgo(30)}`),
    );
    expect(body.test_requests.total).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('institutions');
    expect(body).not.toHaveProperty('clinicians');
    expect(body).not.toHaveProperty('fulfillment');
    for (const item of body.recent_activity) expect(item).not.toHaveProperty('user_name');
  });

  it('counts change with the time frame', async () => {
    const week = (await dashboard('instadmin@demo.lab', '?timeframe=7')).body;
    const quarter = (await dashboard('instadmin@demo.lab', '?timeframe=90')).body;
    expect(week.test_requests.total).toBeLessThan(quarter.test_requests.total);
  });

  it('never gives a clinician the super_admin fields', async () => {
    const { body } = await dashboard('clinician@demo.lab', '?include_user_activity=true');
    expect(body).not.toHaveProperty('institutions');
    expect(body).not.toHaveProperty('clinicians');
    expect(body.recent_activity.length).toBeGreaterThan(0);
    for (const item of body.recent_activity) {
      expect(item).not.toHaveProperty('user_name');
      expect(item).not.toHaveProperty('institution_name');
    }
  });

  it('gives super_admin everything, across institutions', async () => {
    const { body } = await dashboard('superadmin@demo.lab');
    expect(body.test_requests.total).toBe(await count(sql`select count(*) as n from test_requests where requested_at >= ${daysAgo(30)}`));
    expect(body.institutions.active).toBeGreaterThan(0);
    expect(body.institutions.by_activity.length).toBeLessThanOrEqual(5);
    expect(body.institutions.by_activity[0]).toEqual({ institution_name: expect.any(String), activity_count: expect.any(Number), last_activity: expect.any(String) });
    expect(body.clinicians.total).toBe(2);
    expect(body.inventory.low_stock_count).toBe(await count(sql`select count(*) as n from inventory_items where quantity_available <= minimum_threshold`));
    expect(body.recent_activity).toHaveLength(8);
    expect(body.recent_activity[0]).toHaveProperty('user_name');
    expect(body.test_trends).toHaveLength(7);
  });

  it('filters recent activity by institution or clinician for super_admin', async () => {
    const b = await institutionId('Riverside Community Clinic');
    const byInstitution = (await dashboard('superadmin@demo.lab', `?activity_filter=institution&institution_id=${b}`)).body;
    expect(byInstitution.recent_activity.length).toBeGreaterThan(0);
    for (const item of byInstitution.recent_activity) expect(item.institution_name).toBe('Riverside Community Clinic');
    const clinicianId = await count(sql`select id as n from users where email = 'clinician@demo.lab'`);
    const byClinician = (await dashboard('superadmin@demo.lab', `?activity_filter=clinician&clinician_id=${clinicianId}`)).body;
    for (const item of byClinician.recent_activity) expect(item.institution_name).toBe("St Mary's General Hospital");
  });

  it("answers 404 for another institution's activity, never its data", async () => {
    const b = await institutionId('Riverside Community Clinic');
    const { status, body } = await dashboard('instadmin@demo.lab', `?activity_filter=institution&institution_id=${b}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Institution not found' });
  });

  it('gives a fulfillment agent the pending shipments of every institution, and no patient figures', async () => {
    const { body } = await dashboard('fulfillment@demo.lab');
    expect(body.fulfillment.pending).toBe(await count(sql`select count(*) as n from fulfillment_requests where status = 'pending'`));
    expect(body.fulfillment.pending).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('patients');
    expect(body.test_requests.total).toBe(0);
    for (const item of body.recent_activity) expect(item.type).toBe('fulfillment');
  });

  it('counts the results waiting for a critical call-back for those who review results, in their scope', async () => {
    const a = await institutionId("St Mary's General Hospital");
    const b = await institutionId('Riverside Community Clinic');
    const [ofA, ofB] = await Promise.all([a, b].map((i) => count(sql`select id as n from test_results where institution_id = ${i} and status = 'draft' order by id limit 1`)));
    await ctx.database.db.execute(sql`update test_results set critical_unacknowledged = true where id in (${ofA}, ${ofB})`);
    try {
      expect((await dashboard('labuser@demo.lab')).body.results.critical_unacknowledged).toBe(1);
      expect((await dashboard('superadmin@demo.lab')).body.results.critical_unacknowledged).toBe(2);
      // no results area, no figure
      expect((await dashboard('clientadmin@demo.lab')).body.results.critical_unacknowledged).toBeUndefined();
    } finally {
      await ctx.database.db.execute(sql`update test_results set critical_unacknowledged = false where id in (${ofA}, ${ofB})`);
    }
  });

  it('refuses a time frame outside 7, 30 and 90', async () => {
    const { status, body } = await dashboard('superadmin@demo.lab', '?timeframe=15');
    expect(status).toBe(400);
    expect(body.error).toMatch(/timeframe/);
  });
});

describe('analytics lists for the dashboard filter', () => {
  it('lists institutions for super_admin only', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/analytics/institutions', headers: await ctx.authAs('superadmin@demo.lab') });
    expect(ok.json().institutions.map((i: { name: string }) => i.name)).toEqual(['Northgate Diagnostics Centre', 'Riverside Community Clinic', "St Mary's General Hospital"]);
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/analytics/institutions', headers: await ctx.authAs('instadmin@demo.lab') });
    expect(denied.statusCode).toBe(403);
  });

  it("lists clinicians within the caller's scope", async () => {
    const names = async (email: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/analytics/user-activity?role=clinician', headers: await ctx.authAs(email) })).json().users.map((u: { last_name: string }) => u.last_name);
    expect((await names('superadmin@demo.lab')).sort()).toEqual(['Okafor', 'Watson']);
    expect(await names('instadmin.b@demo.lab')).toEqual(['Okafor']);
    const clinician = await ctx.app.inject({ method: 'GET', url: '/api/analytics/user-activity?role=clinician', headers: await ctx.authAs('clinician@demo.lab') });
    expect(clinician.statusCode).toBe(403);
  });
});
