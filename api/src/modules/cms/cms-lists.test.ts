import { CMS_MESSAGES } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { markerInstitutions, markers, markerSampleTypes, panelInstitutions, panelMarkers, panels, storageLocations } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';
import { ADMIN_A, ADMIN_B, AGENT, CLIENT_ADMIN, CLINICIAN, cmsCaller, idsByName, SUPER } from './cms-test-kit';

let ctx: TestContext;
let send: ReturnType<typeof cmsCaller>;
let A: number;
let B: number;
let C: number;
let sampleType: Record<string, number>;
let marker: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = cmsCaller(ctx);
  const institution = await idsByName(ctx, 'institutions');
  [A, B, C] = ["St Mary's General Hospital", 'Riverside Community Clinic', 'Northgate Diagnostics Centre'].map((n) => institution[n]);
  sampleType = await idsByName(ctx, 'sample_types');
  const db = ctx.database.db;
  // restricted to B; to A and B; an inactive storage location
  const [bOnly, aAndB] = await db
    .insert(markers)
    .values([
      { name: 'Test B-only Marker', units: 'mmol/L', rangeMin: 1.5, rangeMax: 2.25, volumeUl: 12.35, description: 'Offered by Riverside only' },
      { name: 'Test A and B Marker', volumeUl: 5 },
    ])
    .returning();
  await db.insert(markerSampleTypes).values({ markerId: bOnly.id, sampleTypeId: sampleType.Serum });
  await db.insert(markerInstitutions).values([{ markerId: bOnly.id, institutionId: B }, { markerId: aAndB.id, institutionId: A }, { markerId: aAndB.id, institutionId: B }]);
  const [bPanel] = await db.insert(panels).values({ name: 'Test B-only Panel', sampleTypeId: sampleType.Serum }).returning();
  await db.insert(panelMarkers).values({ panelId: bPanel.id, markerId: bOnly.id });
  await db.insert(panelInstitutions).values({ panelId: bPanel.id, institutionId: B });
  await db.insert(storageLocations).values({ name: 'Test Closed Store', sortOrder: 1, active: false });
  marker = await idsByName(ctx, 'markers');
});
afterAll(() => ctx.close());

const list = async (email: string, url: string) => {
  const { status, body } = await send(email, 'GET', url);
  expect(status).toBe(200);
  return body.items;
};
const names = (items: { name: string }[]) => items.map((i) => i.name);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const byName = (items: any[], name: string) => items.find((i) => i.name === name);

describe('GET /cms/{section}: { items } in the section order', () => {
  it('lists sample types and tube types by name, with their dates', async () => {
    const items = await list(SUPER, '/cms/sample-types');
    expect(names(items)).toEqual(['Blood', 'Plasma', 'Saliva', 'Serum', 'Urine']);
    expect(items[0]).toEqual({ id: sampleType.Blood, name: 'Blood', description: 'Whole blood (EDTA)', snomed_code: '119297000', active: true, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), updated_at: expect.any(String) });
    expect(names(await list(ADMIN_B, '/cms/tube-types'))).toEqual(['EDTA (Lavender)', 'Fluoride Oxalate (Grey)', 'Lithium Heparin (Green)', 'Saliva Collection Tube', 'SST (Gold)', 'Sterile Urine Container']);
  });

  it('lists statuses and storage locations by sort order, the inventory form only the active ones', async () => {
    const statuses = await list(SUPER, '/cms/statuses');
    expect(statuses.map((s: { name: string; sort_order: number }) => `${s.sort_order} ${s.name}`)).toEqual(['0 Received', '1 Processing', '2 Awaiting Review', '3 Reported']);
    expect(names(await list(SUPER, '/cms/storage-locations'))).toEqual(['Central Supply', 'Lab Storage', 'Test Closed Store', 'Warehouse', 'Satellite Location']);
    expect(names(await list(AGENT, '/cms/storage-locations?active=true'))).toEqual(['Central Supply', 'Lab Storage', 'Warehouse', 'Satellite Location']);
    expect(Object.keys((await list(CLIENT_ADMIN, '/cms/storage-locations?active=true'))[0]).sort()).toEqual(['active', 'created_at', 'description', 'editable', 'id', 'name', 'owner_institution_id', 'owner_institution_name', 'sort_order', 'updated_at']);
  });

  it('lists collection devices by name with their capacity and tube types', async () => {
    const items = await list(ADMIN_B, '/cms/collection-devices');
    expect(names(items)).toEqual(['Capillary Blood Collection Kit', 'Microtainer EDTA', 'Saliva Collection Kit', 'Urine Collection Pot', 'Venous Blood Draw Kit']);
    const venous = byName(items, 'Venous Blood Draw Kit');
    expect(venous.max_capacity).toBe(8000);
    expect(venous.tube_type_ids).toHaveLength(4);
    expect(byName(items, 'Capillary Blood Collection Kit').tube_types.map((t: { name: string }) => t.name)).toEqual(['EDTA (Lavender)', 'SST (Gold)']);
  });

  it("lists labs with their users, institutions and test requests: an institution's admin counts only their institution's", async () => {
    const B = (await idsByName(ctx, 'institutions'))['Riverside Community Clinic'];
    for (const [who, scope] of [[SUPER, null], [ADMIN_B, B]] as const) {
      const items = await list(who, '/cms/labs');
      expect(names(items)).toEqual(['Central Pathology Laboratory', 'Northern Endocrine Services', 'Riverside Biochemistry Lab']);
      const inScope = (column: SQL) => (scope === null ? sql`true` : sql`${column} = ${scope}`);
      for (const lab of items) {
        const assigned = sql`select il.institution_id from institution_labs il where il.lab_id = ${lab.id} and ${inScope(sql`il.institution_id`)}`;
        expect(lab).toMatchObject({
          institution_count: await ctx.count(sql`select count(distinct institution_id) as v from institution_labs where lab_id = ${lab.id} and ${inScope(sql`institution_id`)}`),
          test_request_count: await ctx.count(sql`select count(*) as v from test_requests where lab_id = ${lab.id} and ${inScope(sql`institution_id`)}`),
          user_count: await ctx.count(sql`select count(distinct u.id) as v from users u left join user_institutions ui on ui.user_id = u.id
            where u.is_active and (u.institution_id in (${assigned}) or ui.institution_id in (${assigned}))`),
        });
      }
      const central = byName(items, 'Central Pathology Laboratory');
      expect(central).toMatchObject({ institution_count: scope === null ? 3 : 1, email: 'results@centralpath.demo.lab', phone: '+442079462000', address: '1 Pathology Way, London W2 1PG' });
      expect(central.test_request_count).toBeGreaterThan(0);
    }
    // the platform-wide figure is more than B's own
    const central = async (who: string) => byName(await list(who, '/cms/labs'), 'Central Pathology Laboratory').test_request_count;
    expect(await central(SUPER)).toBeGreaterThan(await central(ADMIN_B));
  });
});

describe('GET /cms/markers and /cms/panels: institutions', () => {
  it('gives super_admin every item, each with its institutions, editable', async () => {
    const items = await list(SUPER, '/cms/markers');
    expect(byName(items, 'Salivary Cortisol')).toMatchObject({ institution_ids: [C], institution_names: [{ id: C, name: 'Northgate Diagnostics Centre' }], global: false, editable: true });
    expect(byName(items, 'Test A and B Marker').institution_names.map((i: { name: string }) => i.name)).toEqual(['Riverside Community Clinic', "St Mary's General Hospital"]);
    expect(byName(items, 'Sodium')).toMatchObject({ institution_ids: [], institution_names: [], global: true, editable: true, marker_code: 'NA', value: 10, range_min: 133, range_max: 146 });
    const ofC = await list(SUPER, `/cms/markers?institution_id=${C}`);
    expect(names(ofC)).toContain('Salivary Cortisol');
    expect(names(ofC)).toContain('Sodium');
    expect(names(ofC)).not.toContain('Test B-only Marker');
    expect(await send(SUPER, 'GET', '/cms/markers?institution_id=2147483647')).toEqual({ status: 404, body: { error: 'Institution not found' } });
  });

  it("gives an institution_admin the global ones and their institution's, only their institutions shown, with the marker's volume to 2 decimals", async () => {
    const items = await list(ADMIN_B, '/cms/markers');
    expect(names(items)).not.toContain('Salivary Cortisol');
    expect(byName(items, 'Test B-only Marker')).toEqual({
      id: marker['Test B-only Marker'],
      name: 'Test B-only Marker',
      description: 'Offered by Riverside only',
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      marker_code: null,
      units: 'mmol/L',
      ucum_units: null,
      loinc_code: null,
      value: 12.35,
      range_min: 1.5,
      range_max: 2.25,
      // written straight to the table, without ranges: its values would get no flag
      reference_ranges: [],
      delta_limit: null,
      delta_kind: 'absolute',
      delta_window_days: 30,
      sample_type_ids: [sampleType.Serum],
      tube_type_ids: [],
      institution_ids: [B],
      institution_names: [{ id: B, name: 'Riverside Community Clinic' }],
      global: false,
      editable: true,
    });
    // restricted to A as well: shown with B only, and not B's admin's to edit
    expect(byName(items, 'Test A and B Marker')).toMatchObject({ institution_ids: [B], global: false, editable: false });
    expect(byName(items, 'Sodium')).toMatchObject({ global: true, editable: false });
    expect(names(await list(ADMIN_B, `/cms/markers?institution_id=${B}`))).toEqual(names(items));
    expect(await send(ADMIN_B, 'GET', `/cms/markers?institution_id=${A}`)).toEqual({ status: 404, body: { error: 'Institution not found' } });
    expect(names(await list(ADMIN_A, '/cms/markers'))).not.toContain('Test B-only Marker');
  });

  it('lists panels with their markers by name, the same way', async () => {
    const items = await list(ADMIN_B, '/cms/panels');
    expect(byName(items, 'Test B-only Panel')).toMatchObject({ sample_type_id: sampleType.Serum, marker_ids: [marker['Test B-only Marker']], marker_names: ['Test B-only Marker'], institution_ids: [B], global: false, editable: true });
    expect(byName(items, 'Lipid Panel')).toMatchObject({ marker_names: ['HDL Cholesterol', 'LDL Cholesterol', 'Total Cholesterol', 'Triglycerides'], global: true, editable: false });
    expect(names(await list(SUPER, `/cms/panels?institution_id=${A}`))).not.toContain('Test B-only Panel');
  });
});

describe('who may read the CMS lists', () => {
  const sections = ['sample-types', 'markers', 'panels', 'tube-types', 'statuses', 'labs', 'collection-devices', 'storage-locations'];

  it('refuses a clinician all but the sample types their order form reads', async () => {
    for (const section of sections) {
      const res = await send(CLINICIAN, 'GET', `/cms/${section}`);
      if (section === 'sample-types') expect(res.status).toBe(200);
      else expect(res).toEqual({ status: 403, body: { error: section === 'collection-devices' ? CMS_MESSAGES.collectionDevicesDenied : CMS_MESSAGES.pageDenied } });
    }
    // the order form's own lookups stay at /cms/test-form-fields
    expect((await send(CLINICIAN, 'GET', '/cms/test-form-fields')).status).toBe(200);
  });

  it('gives an institution_admin the tabs of their role, a fulfillment agent the inventory form its storage locations', async () => {
    for (const section of sections) expect((await send(ADMIN_B, 'GET', `/cms/${section}`)).status).toBe(section === 'storage-locations' ? 403 : 200);
    for (const section of sections) expect((await send(AGENT, 'GET', `/cms/${section}`)).status).toBe(section === 'storage-locations' ? 200 : 403);
  });

  it('refuses callers who are not signed in with 401', async () => {
    for (const section of sections) expect((await ctx.app.inject({ method: 'GET', url: `/api/cms/${section}` })).statusCode).toBe(401);
  });
});
