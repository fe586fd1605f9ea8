import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import {
  collectionDevices,
  institutionLabs,
  labs,
  markerInstitutions,
  markers,
  markerSampleTypes,
  panelInstitutions,
  panelMarkers,
  panels,
  sampleTypes,
  userInstitutions,
  users,
} from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
let C: number;
const sampleType: Record<string, number> = {};
const markerId: Record<string, number> = {};
let bOnlyPanel: number;
let aAndBPanel: number;
let retiredPanel: number;
let panelWithRetiredMarker: number;

const one = <T,>(query: SQL) => ctx.one<T>(query);
const institution = (name: string) => one<number>(sql`select id as v from institutions where name = ${name}`);

beforeAll(async () => {
  ctx = await createTestContext();
  A = await institution("St Mary's General Hospital");
  B = await institution('Riverside Community Clinic');
  C = await institution('Northgate Diagnostics Centre');
  for (const row of await queryRows<{ id: number; name: string }>(ctx.database.db, sql`select id, name from sample_types`)) sampleType[row.name] = row.id;
  for (const row of await queryRows<{ id: number; name: string }>(ctx.database.db, sql`select id, name from markers`)) markerId[row.name] = row.id;

  // Extra reference rows: restricted to B, restricted to A and B, inactive.
  const db = ctx.database.db;
  const [bOnly, retired] = await db
    .insert(markers)
    .values([
      { name: 'Test B-only Marker', units: 'mmol/L', rangeMin: 1.5, rangeMax: 2.25, volumeUl: 12.35, description: 'Offered by Riverside only' },
      { name: 'Test Retired Marker', units: 'mmol/L', volumeUl: 5, active: false },
    ])
    .returning();
  markerId[bOnly.name] = bOnly.id;
  markerId[retired.name] = retired.id;
  await db.insert(markerSampleTypes).values([{ markerId: bOnly.id, sampleTypeId: sampleType.Serum }, { markerId: retired.id, sampleTypeId: sampleType.Serum }]);
  await db.insert(markerInstitutions).values({ markerId: bOnly.id, institutionId: B });

  const inserted = await db
    .insert(panels)
    .values([
      { name: 'Test B-only Panel', sampleTypeId: sampleType.Serum },
      { name: 'Test A and B Panel', sampleTypeId: sampleType.Serum },
      { name: 'Test Retired Panel', sampleTypeId: sampleType.Serum, active: false },
      { name: 'Test Panel With Retired Marker', sampleTypeId: sampleType.Serum },
    ])
    .returning();
  [bOnlyPanel, aAndBPanel, retiredPanel, panelWithRetiredMarker] = inserted.map((p) => p.id);
  await db.insert(panelMarkers).values([
    { panelId: bOnlyPanel, markerId: markerId.Sodium },
    { panelId: bOnlyPanel, markerId: bOnly.id },
    { panelId: aAndBPanel, markerId: markerId.Potassium },
    { panelId: retiredPanel, markerId: markerId.Sodium },
    { panelId: panelWithRetiredMarker, markerId: markerId.Sodium },
    { panelId: panelWithRetiredMarker, markerId: retired.id },
  ]);
  await db.insert(panelInstitutions).values([
    { panelId: bOnlyPanel, institutionId: B },
    { panelId: aAndBPanel, institutionId: A },
    { panelId: aAndBPanel, institutionId: B },
  ]);

  await db.insert(collectionDevices).values({ name: 'Test Retired Device', maxCapacityUl: 50, active: false });
  await db.insert(sampleTypes).values({ name: 'Test Retired Sample', active: false });
  const [retiredLab] = await db.insert(labs).values({ name: 'Test Retired Lab', active: false }).returning();
  await db.insert(institutionLabs).values({ institutionId: A, labId: retiredLab.id, sampleTypeId: sampleType.Serum });

  const [gone] = await db
    .insert(users)
    .values({ email: 'gone.clinician@demo.lab', passwordHash: 'x', firstName: 'Gone', lastName: 'Away', role: 'clinician', institutionId: A, isActive: false })
    .returning();
  await db.insert(userInstitutions).values({ userId: gone.id, institutionId: A });
});
afterAll(() => ctx.close());

const headers = new Map<string, { authorization: string }>();
async function get(email: string, url: string) {
  if (!headers.has(email)) headers.set(email, await ctx.authAs(email));
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: headers.get(email) });
  return { status: res.statusCode, body: res.json() };
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const emails = (body: { users: { email: string }[] }) => body.users.map((u) => u.email);
/** Case-insensitive, as the API sorts names. */
const sorted = (values: string[]) => [...values].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

describe('GET /cms/test-form-fields', () => {
  it("offers an institution_admin their institution's active reference data and the global ones", async () => {
    const { status, body } = await get('instadmin@demo.lab', '/cms/test-form-fields');
    expect(status).toBe(200);
    expect(names(body.sample_types)).toEqual(['Blood', 'Plasma', 'Saliva', 'Serum', 'Urine']);

    const cholesterol = body.markers.find((m: { name: string }) => m.name === 'Total Cholesterol');
    expect(cholesterol).toEqual({
      id: markerId['Total Cholesterol'],
      name: 'Total Cholesterol',
      description: 'Total serum cholesterol',
      range_min: 0,
      range_max: 5,
      units: 'mmol/L',
      value: 10,
      sample_type_ids: [sampleType.Serum],
      tube_type_ids: [expect.any(Number)],
      institution_ids: [],
    });
    expect(names(body.markers)).toEqual(sorted(names(body.markers)));
    expect(names(body.markers)).not.toContain('Salivary Cortisol'); // institution C only
    expect(names(body.markers)).not.toContain('Test B-only Marker');
    expect(names(body.markers)).not.toContain('Test Retired Marker');

    const lipid = body.panels.find((p: { name: string }) => p.name === 'Lipid Panel');
    expect(lipid).toEqual({
      id: expect.any(Number),
      name: 'Lipid Panel',
      description: 'Cardiovascular risk profile',
      sample_type_id: sampleType.Serum,
      marker_ids: ['Total Cholesterol', 'HDL Cholesterol', 'LDL Cholesterol', 'Triglycerides'].map((n) => markerId[n]).sort((a, b) => a - b),
      institution_ids: [],
      total_volume: 40,
    });
    expect(names(body.panels)).toEqual(['Diabetes Monitoring', 'Full Blood Count', 'Kidney Function', 'Lipid Panel', 'Test A and B Panel', 'Test Panel With Retired Marker', 'Thyroid Function']);
    // only the institutions the caller may see
    expect(body.panels.find((p: { id: number }) => p.id === aAndBPanel).institution_ids).toEqual([A]);

    expect(names(body.collection_devices)).toEqual(['Capillary Blood Collection Kit', 'Microtainer EDTA', 'Saliva Collection Kit', 'Urine Collection Pot', 'Venous Blood Draw Kit']);
    expect(body.collection_devices.find((d: { name: string }) => d.name === 'Microtainer EDTA')).toEqual({
      id: expect.any(Number),
      name: 'Microtainer EDTA',
      description: 'Single EDTA microtainer',
      max_capacity: 250,
      tube_type_ids: [expect.any(Number)],
    });

    expect((await get('instadmin@demo.lab', `/cms/test-form-fields?institution_id=${A}`)).body).toEqual(body);
  });

  it("answers 404 for an institution outside the caller's scope, and offers B's own ones to B", async () => {
    expect(await get('instadmin@demo.lab', `/cms/test-form-fields?institution_id=${B}`)).toEqual({ status: 404, body: { error: 'Institution not found' } });

    const { status, body } = await get('instadmin.b@demo.lab', '/cms/test-form-fields');
    expect(status).toBe(200);
    expect(names(body.markers)).toContain('Test B-only Marker');
    expect(names(body.markers)).toContain('Total Cholesterol');
    expect(names(body.panels)).toEqual(expect.arrayContaining(['Test B-only Panel', 'Test A and B Panel', 'Lipid Panel']));
    expect(body.panels.find((p: { id: number }) => p.id === aAndBPanel).institution_ids).toEqual([B]);
  });

  it("uses a clinician's chosen institution, else their primary one", async () => {
    const chosenB = await get('clinician.multi@demo.lab', `/cms/test-form-fields?institution_id=${B}`);
    expect(names(chosenB.body.markers)).toContain('Test B-only Marker');
    const primary = await get('clinician.multi@demo.lab', '/cms/test-form-fields');
    expect(names(primary.body.markers)).not.toContain('Test B-only Marker');
    expect(names(primary.body.panels)).toContain('Test A and B Panel');
    expect(names(primary.body.panels)).not.toContain('Test B-only Panel');
  });

  it('gives super_admin the global ones without institution_id, and any existing institution with it', async () => {
    const global = await get('superadmin@demo.lab', '/cms/test-form-fields');
    expect(global.status).toBe(200);
    expect(names(global.body.markers)).not.toContain('Salivary Cortisol');
    expect(names(global.body.markers)).not.toContain('Test B-only Marker');
    expect(names(global.body.panels)).not.toContain('Test A and B Panel');
    expect(names(global.body.markers)).toContain('Total Cholesterol');

    const ofC = await get('superadmin@demo.lab', `/cms/test-form-fields?institution_id=${C}`);
    expect(ofC.body.markers.find((m: { name: string }) => m.name === 'Salivary Cortisol').institution_ids).toEqual([C]);
    expect(names(ofC.body.markers)).not.toContain('Test B-only Marker');

    expect(await get('superadmin@demo.lab', '/cms/test-form-fields?institution_id=2147483647')).toEqual({ status: 404, body: { error: 'Institution not found' } });
  });
});

describe('GET /cms/panels/:id', () => {
  const lipidId = () => one<number>(sql`select id as v from panels where name = 'Lipid Panel'`);

  it('answers a panel with its markers expanded', async () => {
    const { status, body } = await get('labuser@demo.lab', `/cms/panels/${await lipidId()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Lipid Panel', sample_type_id: sampleType.Serum, institution_ids: [], total_volume: 40 });
    expect(names(body.markers)).toEqual(['HDL Cholesterol', 'LDL Cholesterol', 'Total Cholesterol', 'Triglycerides']);
    expect(body.markers.map((m: { id: number }) => m.id).sort((x: number, y: number) => x - y)).toEqual(body.marker_ids);
    expect(body.markers[0]).toMatchObject({ value: 10, units: 'mmol/L', sample_type_ids: [sampleType.Serum] });
  });

  it('leaves inactive markers out of a panel and of its volume', async () => {
    const { body } = await get('instadmin@demo.lab', `/cms/panels/${panelWithRetiredMarker}`);
    expect(body.marker_ids).toEqual([markerId.Sodium]);
    expect(names(body.markers)).toEqual(['Sodium']);
    expect(body.total_volume).toBe(10);
  });

  it("answers 404 for a panel restricted to other institutions, an inactive or a missing one", async () => {
    const notFound = { status: 404, body: { error: 'Panel not found' } };
    expect(await get('instadmin@demo.lab', `/cms/panels/${bOnlyPanel}`)).toEqual(notFound);
    expect((await get('instadmin.b@demo.lab', `/cms/panels/${bOnlyPanel}`)).body.total_volume).toBe(22.35);
    expect((await get('superadmin@demo.lab', `/cms/panels/${bOnlyPanel}`)).body.institution_ids).toEqual([B]);
    expect((await get('instadmin@demo.lab', `/cms/panels/${aAndBPanel}`)).status).toBe(200);
    expect(await get('superadmin@demo.lab', `/cms/panels/${retiredPanel}`)).toEqual(notFound);
    expect(await get('superadmin@demo.lab', '/cms/panels/2147483647')).toEqual(notFound);
  });
});

describe('GET /users (order form pickers)', () => {
  it('lists every active fulfillment agent for the partner picker, as the order form asks', async () => {
    const { status, body } = await get('instadmin@demo.lab', '/users?role=fulfillment_agent&active=true&limit=100');
    expect(status).toBe(200);
    expect(body.users).toEqual([expect.objectContaining({ first_name: 'Marcus', last_name: 'Reid', email: 'fulfillment@demo.lab', role: 'fulfillment_agent', is_active: true })]);
    // a caller without the users list gets active agents whatever they ask
    expect(emails((await get('clinician@demo.lab', '/users?role=fulfillment_agent')).body)).toEqual(['fulfillment@demo.lab']);
  });

  it("lists an institution's active clinicians by last then first name, inside the caller's scope only", async () => {
    const a = await get('clinician@demo.lab', `/users?role=clinician&institution_id=${A}`);
    expect(a.status).toBe(200);
    expect(emails(a.body)).toEqual(['clinician.multi@demo.lab', 'clinician@demo.lab']); // Okafor, Watson; Away is inactive

    expect(await get('instadmin@demo.lab', `/users?role=clinician&institution_id=${B}`)).toEqual({ status: 404, body: { error: 'Institution not found' } });
    expect(emails((await get('instadmin.b@demo.lab', `/users?role=clinician&institution_id=${B}&active=true`)).body)).toEqual(['clinician.multi@demo.lab']);
    expect(emails((await get('superadmin@demo.lab', `/users?role=clinician&institution_id=${C}&active=true`)).body)).toEqual([]);
  });

  it('refuses a caller without the users list any other listing', async () => {
    for (const query of ['?role=lab_user', '?role=super_admin', '']) {
      expect(await get('clinician@demo.lab', `/users${query}`)).toEqual({ status: 403, body: { error: "You don't have permission to manage users." } });
    }
    expect((await get('clinician@demo.lab', '/users?role=nobody')).status).toBe(400);
    expect((await get('clinician@demo.lab', '/users?role=clinician')).body).toEqual({ error: 'institution_id is required to list clinicians' });
  });
});

describe('who may call the order form lookups', () => {
  const urls = () => [
    '/cms/test-form-fields',
    `/cms/panels/${bOnlyPanel}`,
    '/users?role=fulfillment_agent',
    `/users?role=clinician&institution_id=${A}`,
  ];

  it('refuses roles without the tests area with 403', async () => {
    for (const url of urls()) expect((await get('fulfillment@demo.lab', url)).status).toBe(403);
  });

  it('refuses callers who are not signed in with 401', async () => {
    for (const url of urls()) expect((await ctx.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
  });
});
