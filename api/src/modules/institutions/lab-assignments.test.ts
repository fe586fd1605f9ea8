import { INSTITUTION_MESSAGES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { institutionLabs, labs, sampleTypes } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
const sampleType: Record<string, number> = {};
const lab: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
  const db = ctx.database.db;
  // a retired lab and a retired sample type, both assigned to A
  const [retiredLab] = await db.insert(labs).values({ name: 'Test Retired Lab', active: false }).returning();
  const [retiredSample] = await db.insert(sampleTypes).values({ name: 'Test Retired Sample', active: false }).returning();
  for (const row of await queryRows<{ id: number; name: string }>(db, sql`select id, name from sample_types`)) sampleType[row.name] = row.id;
  for (const row of await queryRows<{ id: number; name: string }>(db, sql`select id, name from labs`)) lab[row.name] = row.id;
  await db.insert(institutionLabs).values([
    { institutionId: A, labId: retiredLab.id, sampleTypeId: sampleType.Serum },
    { institutionId: A, labId: lab['Central Pathology Laboratory'], sampleTypeId: retiredSample.id },
  ]);
});
afterAll(() => ctx.close());

const headers = new Map<string, { authorization: string }>();
async function send(email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  if (!headers.has(email)) headers.set(email, await ctx.authAs(email));
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers: headers.get(email), payload });
  return { status: res.statusCode, body: res.json() };
}
const get = (email: string, url: string) => send(email, 'GET', url);
const pairs = (body: { labs: { lab_name: string; sample_type: string }[] }) => body.labs.map((l) => `${l.sample_type} / ${l.lab_name}`);
const notFound = { status: 404, body: { error: 'Institution not found' } };

describe('GET /institutions/:id/labs', () => {
  it('gives the order form the active labs of an active sample type (sample_type: an id), as before', async () => {
    const serum = await get('clinician@demo.lab', `/institutions/${A}/labs?sample_type=${sampleType.Serum}`);
    expect(serum.status).toBe(200);
    expect(serum.body.labs).toEqual([
      {
        id: expect.any(Number),
        lab_id: lab['Central Pathology Laboratory'],
        lab_name: 'Central Pathology Laboratory',
        contact_person: null,
        lab_description: 'Hospital-based blood sciences',
        lab_address: '1 Pathology Way, London W2 1PG',
        lab_phone: '+442079462000',
        lab_email: 'results@centralpath.demo.lab',
        lab_active: true,
        sample_type_id: sampleType.Serum,
        sample_type: 'Serum',
        created_at: expect.any(String),
      },
    ]);
    expect((await get('instadmin@demo.lab', `/institutions/${A}/labs?sample_type=${sampleType['Test Retired Sample']}`)).body.labs).toEqual([]);
    expect((await get('instadmin@demo.lab', `/institutions/${A}/labs?sample_type=2147483647`)).body.labs).toEqual([]);
    const b = await get('instadmin.b@demo.lab', `/institutions/${B}/labs?sample_type=${sampleType.Serum}`);
    expect(b.body.labs.map((l: { lab_name: string }) => l.lab_name)).toEqual(['Riverside Biochemistry Lab']);
  });

  it('gives the Labs tab every assignment, retired ones included, by sample type then lab name', async () => {
    const { status, body } = await get('instadmin@demo.lab', `/institutions/${A}/labs`);
    expect(status).toBe(200);
    expect(pairs(body)).toEqual([
      'Blood / Central Pathology Laboratory',
      'Plasma / Central Pathology Laboratory',
      'Saliva / Northern Endocrine Services',
      'Serum / Central Pathology Laboratory',
      'Serum / Test Retired Lab',
      'Test Retired Sample / Central Pathology Laboratory',
      'Urine / Riverside Biochemistry Lab',
    ]);
    expect(body.labs.find((l: { lab_name: string }) => l.lab_name === 'Test Retired Lab').lab_active).toBe(false);
  });

  it("answers 404 outside the caller's scope, 403 without the tests area or a lab role, 401 signed out", async () => {
    expect(await get('instadmin@demo.lab', `/institutions/${B}/labs`)).toEqual(notFound);
    expect(await get('clinician@demo.lab', `/institutions/${B}/labs`)).toEqual(notFound);
    expect(await get('superadmin@demo.lab', '/institutions/2147483647/labs')).toEqual(notFound);
    expect((await get('superadmin@demo.lab', `/institutions/${B}/labs`)).status).toBe(200);
    expect((await get('fulfillment@demo.lab', `/institutions/${A}/labs`)).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/institutions/${A}/labs` })).statusCode).toBe(401);
  });
});

describe('POST and DELETE /institutions/:id/labs', () => {
  const assign = (email: string, institution: number, payload: object) => send(email, 'POST', `/institutions/${institution}/labs`, payload);
  const audits = (action: string, id: number) => ctx.count(sql`select count(*) as v from audit_log where action = ${action} and entity_id = ${String(id)}`);

  it("lets an institution_admin assign a lab to their institution for a sample type, once", async () => {
    const northern = lab['Northern Endocrine Services'];
    const { status, body } = await assign('instadmin@demo.lab', A, { lab_id: northern, sample_type: 'Serum' });
    expect(status).toBe(201);
    expect(body.message).toBe(INSTITUTION_MESSAGES.labAssigned);
    expect(body.assignment).toMatchObject({ id: expect.any(Number), lab_id: northern, lab_name: 'Northern Endocrine Services', sample_type: 'Serum', sample_type_id: sampleType.Serum, lab_active: true });
    expect(await audits('institution_lab.assigned', body.assignment.id)).toBe(1);
    expect(pairs((await get('instadmin@demo.lab', `/institutions/${A}/labs`)).body)).toContain('Serum / Northern Endocrine Services');
    expect(pairs((await get('clinician@demo.lab', `/institutions/${A}/labs?sample_type=${sampleType.Serum}`)).body)).toEqual([
      'Serum / Central Pathology Laboratory',
      'Serum / Northern Endocrine Services',
    ]);

    expect(await assign('instadmin@demo.lab', A, { lab_id: northern, sample_type: 'Serum' })).toEqual({ status: 409, body: { error: INSTITUTION_MESSAGES.labAlreadyAssigned } });
    // super_admin, for any institution
    expect((await assign('superadmin@demo.lab', B, { lab_id: northern, sample_type: 'Saliva' })).status).toBe(201);
  });

  it('requires both a lab and a sample type, known and active', async () => {
    const bad = (payload: object) => assign('instadmin@demo.lab', A, payload);
    const pairRequired = { status: 400, body: { error: INSTITUTION_MESSAGES.labPairRequired } };
    expect(await bad({})).toEqual(pairRequired);
    expect(await bad({ lab_id: lab['Central Pathology Laboratory'] })).toEqual(pairRequired);
    expect(await bad({ lab_id: lab['Central Pathology Laboratory'], sample_type: '  ' })).toEqual(pairRequired);
    expect(await bad({ sample_type: 'Urine' })).toEqual(pairRequired);
    expect(await bad({ lab_id: 2147483647, sample_type: 'Urine' })).toEqual({ status: 400, body: { error: 'Lab 2147483647 does not exist' } });
    expect(await bad({ lab_id: lab['Central Pathology Laboratory'], sample_type: 'Stardust' })).toEqual({ status: 400, body: { error: 'Sample type Stardust does not exist' } });
    expect(await bad({ lab_id: lab['Test Retired Lab'], sample_type: 'Urine' })).toEqual({ status: 400, body: { error: 'Lab Test Retired Lab is not active' } });
    expect(await bad({ lab_id: lab['Central Pathology Laboratory'], sample_type: 'test retired sample' })).toEqual({ status: 400, body: { error: 'Sample type Test Retired Sample is not active' } });
    expect((await bad({ lab_id: 'abc', sample_type: 'Urine' })).status).toBe(400);
  });

  it("answers 404 for another institution's and 403 to those who do not manage its labs", async () => {
    const payload = { lab_id: lab['Riverside Biochemistry Lab'], sample_type: 'Blood' };
    expect(await assign('instadmin@demo.lab', B, payload)).toEqual(notFound);
    expect(await assign('clinician@demo.lab', A, payload)).toEqual({ status: 403, body: { error: INSTITUTION_MESSAGES.labsDenied } });
    expect(await assign('clinician.multi@demo.lab', B, payload)).toEqual({ status: 403, body: { error: INSTITUTION_MESSAGES.labsDenied } });
    expect(await assign('superadmin@demo.lab', 2147483647, payload)).toEqual(notFound);
    expect(await ctx.count(sql`select count(*) as v from institution_labs where lab_id = ${payload.lab_id} and sample_type_id = ${sampleType.Blood}`)).toBe(0);
  });

  it("removes one of the institution's assignments, never another institution's; test requests keep their lab", async () => {
    const ofB = await ctx.one<number>(sql`select id as v from institution_labs where institution_id = ${B} limit 1`);
    expect(await send('instadmin@demo.lab', 'DELETE', `/institutions/${A}/labs/${ofB}`)).toEqual({ status: 404, body: { error: 'Lab assignment not found' } });
    expect(await send('instadmin@demo.lab', 'DELETE', `/institutions/${B}/labs/${ofB}`)).toEqual(notFound);

    const central = lab['Central Pathology Laboratory'];
    const blood = await ctx.one<number>(sql`select id as v from institution_labs where institution_id = ${A} and lab_id = ${central} and sample_type_id = ${sampleType.Blood}`);
    const requestsWithLab = () => ctx.count(sql`select count(*) as v from test_requests where institution_id = ${A} and lab_id = ${central}`);
    const before = await requestsWithLab();
    expect((await send('clinician@demo.lab', 'DELETE', `/institutions/${A}/labs/${blood}`)).status).toBe(403);
    expect(await send('instadmin@demo.lab', 'DELETE', `/institutions/${A}/labs/${blood}`)).toEqual({ status: 200, body: { message: INSTITUTION_MESSAGES.labRemoved } });
    expect(await audits('institution_lab.removed', blood)).toBe(1);
    expect(pairs((await get('instadmin@demo.lab', `/institutions/${A}/labs`)).body)).not.toContain('Blood / Central Pathology Laboratory');
    expect(await requestsWithLab()).toBe(before);
    expect((await send('instadmin@demo.lab', 'DELETE', `/institutions/${A}/labs/${blood}`)).status).toBe(404);
  });
});

describe('GET /cms/labs/active and /cms/sample-types', () => {
  it('lists the active labs by name to the lab assignment roles', async () => {
    const { status, body } = await get('instadmin@demo.lab', '/cms/labs/active');
    expect(status).toBe(200);
    expect(body.labs.map((l: { name: string }) => l.name)).toEqual(['Central Pathology Laboratory', 'Northern Endocrine Services', 'Riverside Biochemistry Lab']);
    expect(body.labs[0]).toEqual({
      id: lab['Central Pathology Laboratory'],
      name: 'Central Pathology Laboratory',
      description: 'Hospital-based blood sciences',
      address: '1 Pathology Way, London W2 1PG',
      phone: '+442079462000',
      email: 'results@centralpath.demo.lab',
      active: true,
    });
    expect((await get('clinician@demo.lab', '/cms/labs/active')).status).toBe(403);
  });

  it('lists every sample type by name with its active flag to the tests area and the lab roles', async () => {
    const { status, body } = await get('clinician@demo.lab', '/cms/sample-types');
    expect(status).toBe(200);
    expect(body.items.map((s: { name: string; active: boolean }) => `${s.name}${s.active ? '' : ' (inactive)'}`)).toEqual([
      'Blood',
      'Plasma',
      'Saliva',
      'Serum',
      'Test Retired Sample (inactive)',
      'Urine',
    ]);
    expect(Object.keys(body.items[0]).sort()).toEqual(['active', 'created_at', 'description', 'id', 'name', 'snomed_code', 'updated_at']);
    expect((await get('instadmin@demo.lab', '/cms/sample-types')).status).toBe(200);
    expect((await get('fulfillment@demo.lab', '/cms/sample-types')).status).toBe(403);
  });
});
