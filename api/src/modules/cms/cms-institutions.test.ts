// Markers and panels restricted to institutions, collection devices and storage locations owned by
// one: what an institution's staff may see, add, edit and delete. Whatever other institutions use
// too (global, or restricted to several) only a super_admin changes.
import { CMS_MESSAGES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';
import { ADMIN_A, ADMIN_B, CLIENT_ADMIN, cmsCaller, idsByName, referenceFingerprint, SUPER } from './cms-test-kit';

let ctx: TestContext;
let send: ReturnType<typeof cmsCaller>;
let A: number;
let B: number;
let sampleType: Record<string, number>;
let marker: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = cmsCaller(ctx);
  const institution = await idsByName(ctx, 'institutions');
  A = institution["St Mary's General Hospital"];
  B = institution['Riverside Community Clinic'];
  sampleType = await idsByName(ctx, 'sample_types');
  marker = await idsByName(ctx, 'markers');
});
afterAll(() => ctx.close());

const refused = (status: number, error: string) => ({ status, body: { error } });
const markerNotFound = refused(404, 'Marker not found');
const panelNotFound = refused(404, 'Panel not found');
const sharedMarker = refused(403, CMS_MESSAGES.sharedItem('marker'));
const sharedPanel = refused(403, CMS_MESSAGES.sharedItem('panel'));
async function create(email: string, section: 'markers' | 'panels', body: object) {
  const res = await send(email, 'POST', `/cms/${section}`, body);
  expect(res.status).toBe(201);
  return res.body.item;
}
const listed = async (email: string, section: string) => (await send(email, 'GET', `/cms/${section}`)).body.items as { id: number; name: string; editable: boolean; owner_institution_id?: number | null }[];

describe("an institution_admin's markers and panels", () => {
  it('needs the CMS sub-permission of the tab', async () => {
    const granted = await ctx.one<string[]>(sql`select permissions as v from users where email = ${ADMIN_A}`);
    await ctx.setPermissions(ADMIN_A, granted.filter((p) => p !== 'cms_markers'));
    expect(await send(ADMIN_A, 'POST', '/cms/markers', { name: 'Test Not Yet' })).toEqual(refused(403, CMS_MESSAGES.pageDenied));
    await ctx.setPermissions(ADMIN_A, granted);
  });

  it('restricts what they add to their own institution, whatever the body says', async () => {
    const before = await referenceFingerprint(ctx);
    expect(await send(ADMIN_A, 'POST', '/cms/markers', { name: 'Test Theirs', institution_ids: [B] })).toEqual(refused(404, 'Institution not found'));
    expect(await send(ADMIN_A, 'POST', '/cms/panels', { name: 'Test Theirs', institution_ids: `${A},${B}` })).toEqual(refused(404, 'Institution not found'));
    expect(await referenceFingerprint(ctx)).toEqual(before);

    const first = await create(ADMIN_A, 'markers', { name: 'Test A Marker', sample_type_ids: [sampleType.Serum] });
    expect(first).toMatchObject({ institution_ids: [A], global: false, editable: true });
    expect(await ctx.one(sql`select institution_id as v from audit_log where action = 'marker.created' and entity_id = ${String(first.id)}`)).toBe(A);
    expect(await create(ADMIN_A, 'markers', { name: 'Test A Marker 2', institution_ids: [] })).toMatchObject({ institution_ids: [A] });
    const mine = await create(ADMIN_A, 'markers', { name: 'Test A Marker 3', institution_ids: `[${A}]` });
    // and cannot take it away
    expect((await send(ADMIN_A, 'PUT', `/cms/markers/${mine.id}`, { institution_ids: [] })).body.item.institution_ids).toEqual([A]);
    expect(await create(SUPER, 'markers', { name: 'Test Global Marker' })).toMatchObject({ institution_ids: [], global: true });
  });

  it("hides A's markers from B's admin, who can neither change nor delete them, nor a global one", async () => {
    const ids = await idsByName(ctx, 'markers');
    const ofA = ids['Test A Marker'];
    expect((await listed(ADMIN_B, 'markers')).map((m) => m.name)).not.toContain('Test A Marker');
    for (const [id, refusal] of [[ofA, markerNotFound], [2147483647, markerNotFound], [ids['Test Global Marker'], sharedMarker], [marker.Sodium, sharedMarker]] as const) {
      expect(await send(ADMIN_B, 'PUT', `/cms/markers/${id}`, { name: 'Test Taken Over' })).toEqual(refusal);
      expect(await send(ADMIN_B, 'PUT', `/cms/markers/${id}`, { active: false })).toEqual(refusal);
      expect(await send(ADMIN_B, 'DELETE', `/cms/markers/${id}`)).toEqual(refusal);
    }
    expect(await send(ADMIN_A, 'DELETE', `/cms/markers/${ids['Test Global Marker']}`)).toEqual(sharedMarker);
    expect(await ctx.count(sql`select count(*) as v from markers where id = ${ofA} and active and name = 'Test A Marker'`)).toBe(1);
  });

  it('lets them edit only items restricted to institutions all of theirs', async () => {
    const shared = await create(SUPER, 'markers', { name: 'Test A and B Marker', institution_ids: [A, B] });
    expect(shared.institution_names.map((i: { name: string }) => i.name)).toEqual(['Riverside Community Clinic', "St Mary's General Hospital"]);
    const seenByA = (await listed(ADMIN_A, 'markers')).find((m) => m.id === shared.id)!;
    expect(seenByA).toMatchObject({ institution_ids: [A], editable: false });
    expect(await send(ADMIN_A, 'PUT', `/cms/markers/${shared.id}`, { active: false })).toEqual(sharedMarker);

    const ofA = (await idsByName(ctx, 'markers'))['Test A Marker'];
    expect((await send(ADMIN_A, 'PUT', `/cms/markers/${ofA}`, { description: 'Ours', active: false })).body.item).toMatchObject({ description: 'Ours', active: false, institution_ids: [A] });
  });

  it('does the same for panels, whose markers must be ones the admin may see', async () => {
    const bOnly = await create(SUPER, 'markers', { name: 'Test B-only Marker', sample_type_ids: [sampleType.Serum], institution_ids: [B] });
    expect(await send(ADMIN_A, 'POST', '/cms/panels', { name: 'Test A Panel', sample_type_id: sampleType.Serum, marker_ids: [marker.Sodium, bOnly.id] })).toEqual(
      refused(400, `Unknown marker: ${bOnly.id}`),
    );
    const ofA = (await idsByName(ctx, 'markers'))['Test A Marker'];
    const panel = await create(ADMIN_A, 'panels', { name: 'Test A Panel', sample_type_id: sampleType.Serum, marker_ids: [marker.Sodium, ofA] });
    expect(panel).toMatchObject({ institution_ids: [A], editable: true, marker_names: ['Sodium', 'Test A Marker'] });
    expect((await listed(ADMIN_B, 'panels')).map((p) => p.name)).not.toContain('Test A Panel');
    expect(await send(ADMIN_B, 'PUT', `/cms/panels/${panel.id}`, { active: false })).toEqual(panelNotFound);
    expect(await send(ADMIN_B, 'DELETE', `/cms/panels/${panel.id}`)).toEqual(panelNotFound);
    const lipid = (await idsByName(ctx, 'panels'))['Lipid Panel'];
    expect(await send(ADMIN_A, 'PUT', `/cms/panels/${lipid}`, { active: false })).toEqual(sharedPanel);
    expect(await create(ADMIN_B, 'panels', { name: 'Test B Panel', sample_type_id: sampleType.Serum, marker_ids: [bOnly.id] })).toMatchObject({ institution_ids: [B] });

    expect(await send(ADMIN_A, 'DELETE', `/cms/panels/${panel.id}`)).toEqual({ status: 200, body: { message: 'Panel deleted successfully' } });
    expect(await send(ADMIN_A, 'DELETE', `/cms/markers/${ofA}`)).toEqual({ status: 200, body: { message: 'Marker deleted successfully' } });
  });
});

describe("collection devices and storage locations: shared, or one institution's own", () => {
  const sharedDevice = refused(403, CMS_MESSAGES.sharedItem('collection device'));
  const deviceNotFound = refused(404, 'Collection device not found');

  it("keeps a shared device the super_admin's to change: an institution's admin can neither switch it off, edit nor delete it", async () => {
    const demo = (await idsByName(ctx, 'collection_devices'))['Capillary Blood Collection Kit'];
    const before = await referenceFingerprint(ctx);
    expect((await listed(ADMIN_A, 'collection-devices')).find((d) => d.id === demo)).toMatchObject({ owner_institution_id: null, editable: false });
    expect(await send(ADMIN_A, 'PUT', `/cms/collection-devices/${demo}`, { active: false })).toEqual(sharedDevice);
    expect(await send(ADMIN_A, 'PUT', `/cms/collection-devices/${demo}`, { name: 'Test Renamed Kit' })).toEqual(sharedDevice);
    expect(await send(ADMIN_A, 'DELETE', `/cms/collection-devices/${demo}`)).toEqual(sharedDevice);
    expect(await referenceFingerprint(ctx)).toEqual(before);
    expect((await send(SUPER, 'PUT', `/cms/collection-devices/${demo}`, { description: 'Checked' })).body.item).toMatchObject({ description: 'Checked', editable: true });
  });

  it("makes an admin's new device their institution's own: offered there only, changed by them, unseen by others", async () => {
    const res = await send(ADMIN_B, 'POST', '/cms/collection-devices', { name: 'Test B Kit', max_capacity: 300 });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ owner_institution_id: B, owner_institution_name: 'Riverside Community Clinic', editable: true });
    expect(await ctx.one(sql`select institution_id as v from audit_log where action = 'collection_device.created' and entity_id = ${String(res.body.item.id)}`)).toBe(B);
    const id = res.body.item.id;
    expect((await listed(ADMIN_A, 'collection-devices')).map((d) => d.id)).not.toContain(id);
    expect(await send(ADMIN_A, 'PUT', `/cms/collection-devices/${id}`, { active: false })).toEqual(deviceNotFound);
    const offered = async (email: string, institution: number) =>
      (await send(email, 'GET', `/cms/test-form-fields?institution_id=${institution}`)).body.collection_devices.map((d: { id: number }) => d.id);
    expect(await offered(ADMIN_B, B)).toContain(id);
    expect(await offered(SUPER, A)).not.toContain(id);
    expect((await send(ADMIN_B, 'PUT', `/cms/collection-devices/${id}`, { active: false })).body.item.active).toBe(false);
    expect(await send(ADMIN_B, 'DELETE', `/cms/collection-devices/${id}`)).toEqual({ status: 200, body: { message: 'Collection device deleted successfully' } });
  });

  it("does the same for a client_admin's storage locations", async () => {
    const res = await send(CLIENT_ADMIN, 'POST', '/cms/storage-locations', { name: 'Test A Shelf' });
    expect(res.body.item).toMatchObject({ owner_institution_id: A, editable: true });
    const shared = (await listed(CLIENT_ADMIN, 'storage-locations')).find((l) => l.id !== res.body.item.id)!;
    expect(shared).toMatchObject({ owner_institution_id: null, editable: false });
    expect(await send(CLIENT_ADMIN, 'PUT', `/cms/storage-locations/${shared.id}`, { active: false })).toEqual(refused(403, CMS_MESSAGES.sharedItem('storage location')));
    expect((await listed(SUPER, 'storage-locations')).find((l) => l.id === res.body.item.id)).toMatchObject({ owner_institution_name: "St Mary's General Hospital", editable: true });
  });
});
