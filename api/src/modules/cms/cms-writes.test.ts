import { CMS_MESSAGES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { INVALID_EMAIL, INVALID_PHONE } from '../../platform/contact-fields';
import { createTestContext, type TestContext } from '../../test/test-app';
import { ADMIN_B, CLIENT_ADMIN, CLINICIAN, cmsCaller, idsByName, referenceFingerprint, SUPER } from './cms-test-kit';

let ctx: TestContext;
let send: ReturnType<typeof cmsCaller>;
let sampleType: Record<string, number>;
let tubeType: Record<string, number>;
let marker: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = cmsCaller(ctx);
  sampleType = await idsByName(ctx, 'sample_types');
  tubeType = await idsByName(ctx, 'tube_types');
  marker = await idsByName(ctx, 'markers');
});
afterAll(() => ctx.close());

const post = (section: string, body: object, email = SUPER) => send(email, 'POST', `/cms/${section}`, body);
const put = (section: string, id: number, body: object, email = SUPER) => send(email, 'PUT', `/cms/${section}/${id}`, body);
const refused = (status: number, error: string) => ({ status, body: { error } });
const created = async (section: string, body: object) => {
  const res = await post(section, body);
  expect(res.status).toBe(201);
  return res.body.item;
};

interface Case {
  section: string;
  entity: string;
  create: object;
  stored: object;
  edit: object;
}

const cases = (): Case[] => [
  { section: 'sample-types', entity: 'sample_type', create: { name: ' Test Swab ', description: 'Nasal swab' }, stored: { name: 'Test Swab', description: 'Nasal swab', active: true }, edit: { description: '' } },
  { section: 'tube-types', entity: 'tube_type', create: { name: 'Test Citrate (Blue)' }, stored: { name: 'Test Citrate (Blue)', description: null }, edit: { name: 'Test Citrate (Light Blue)' } },
  { section: 'statuses', entity: 'status', create: { name: 'Test Dispatched', description: 'Sent on' }, stored: { sort_order: 0 }, edit: { sort_order: 7 } },
  { section: 'storage-locations', entity: 'storage_location', create: { name: 'Test Cold Room', sort_order: 4 }, stored: { sort_order: 4 }, edit: { name: 'Test Cold Room 2', sort_order: 0 } },
  {
    section: 'labs',
    entity: 'lab',
    create: { name: 'Test Lab', address: ' 1 Test Road ', phone: '+44 20 7946 0999', email: 'Results@Test.LAB' },
    stored: { address: '1 Test Road', phone: '+44 20 7946 0999', email: 'results@test.lab', user_count: 0, institution_count: 0, test_request_count: 0 },
    edit: { phone: '' },
  },
  {
    section: 'collection-devices',
    entity: 'collection_device',
    create: { name: 'Test Kit', max_capacity: 500, tube_type_ids: [tubeType['SST (Gold)']] },
    stored: { max_capacity: 500, tube_type_ids: [tubeType['SST (Gold)']], tube_types: [{ id: tubeType['SST (Gold)'], name: 'SST (Gold)' }] },
    edit: { max_capacity: null, tube_type_ids: [] },
  },
  {
    section: 'markers',
    entity: 'marker',
    create: { name: 'Test Marker', marker_code: 'TM', units: 'U/L', value: 12.5, range_min: 1, range_max: 2, sample_type_ids: [sampleType.Serum], tube_type_ids: [tubeType['SST (Gold)']] },
    stored: { marker_code: 'TM', value: 12.5, range_min: 1, range_max: 2, sample_type_ids: [sampleType.Serum], institution_ids: [], global: true, editable: true },
    edit: { units: 'mmol/L', range_max: null },
  },
  {
    section: 'panels',
    entity: 'panel',
    create: { name: 'Test Panel', sample_type_id: sampleType.Serum, marker_ids: [marker.Potassium, marker.Sodium] },
    stored: { sample_type_id: sampleType.Serum, marker_ids: [marker.Sodium, marker.Potassium].sort((a, b) => a - b), marker_names: ['Potassium', 'Sodium'], institution_ids: [], global: true },
    edit: { marker_ids: [marker.Sodium] },
  },
];

describe('CRUD of every section (super_admin)', () => {
  const SECTIONS = ['sample-types', 'tube-types', 'statuses', 'storage-locations', 'labs', 'collection-devices', 'markers', 'panels'];

  it.each(SECTIONS)('%s: add, edit, toggle and delete, each audited', async (section) => {
    const fresh = cases().find((x) => x.section === section)!; // its ids are known once the database is open
    const { entity } = fresh;
    const item = await created(section, fresh.create);
    expect(item).toMatchObject(fresh.stored);
    const listed = (await send(SUPER, 'GET', `/cms/${section}`)).body.items;
    expect(listed).toContainEqual(item);

    const edited = await put(section, item.id, fresh.edit);
    expect(edited.status).toBe(200);
    const { updated_at: _u, ...unchanged } = item;
    const expected = { ...unchanged, ...Object.fromEntries(Object.entries(fresh.edit).map(([k, v]) => [k, v === '' ? null : v])) };
    if ('tube_type_ids' in fresh.edit) expected.tube_types = [];
    if ('marker_ids' in fresh.edit) expected.marker_names = ['Sodium'];
    expect(edited.body.item).toMatchObject(expected);

    // the status badge sends only the flipped flag: nothing else changes
    const toggled = await put(section, item.id, { active: false });
    const { updated_at: _t, active: _a, ...before } = edited.body.item;
    expect(toggled).toEqual({ status: 200, body: { item: { ...before, active: false, updated_at: expect.any(String) } } });

    expect(await send(SUPER, 'DELETE', `/cms/${section}/${item.id}`)).toEqual({ status: 200, body: { message: expect.stringMatching(/ deleted successfully$/) } });
    expect((await send(SUPER, 'GET', `/cms/${section}`)).body.items.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const actions = await ctx.database.db.execute(sql`select action from audit_log where entity_type = ${entity} and entity_id = ${String(item.id)} order by id`);
    expect((actions as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([`${entity}.created`, `${entity}.updated`, `${entity}.updated`, `${entity}.deleted`]);
    expect(await send(SUPER, 'PUT', `/cms/${section}/${item.id}`, { active: true })).toEqual(refused(404, CMS_MESSAGES.itemNotFound(entity.replace(/_/g, ' '))));
  });

  it('answers { message } on delete, and 404 for a missing item', async () => {
    const item = await created('sample-types', { name: 'Test Gone' });
    expect(await send(SUPER, 'DELETE', `/cms/sample-types/${item.id}`)).toEqual({ status: 200, body: { message: 'Sample type deleted successfully' } });
    expect(await send(SUPER, 'DELETE', `/cms/sample-types/${item.id}`)).toEqual(refused(404, 'Sample type not found'));
    expect(await put('collection-devices', 2147483647, { active: false })).toEqual(refused(404, 'Collection device not found'));
  });
});

describe('validation, each refusal changing nothing', () => {
  let before: string;
  beforeAll(async () => {
    before = await referenceFingerprint(ctx);
  });
  afterAll(async () => {
    expect(await referenceFingerprint(ctx)).toEqual(before);
  });

  it('needs a name that is not blank, and one no other item has in any case', async () => {
    expect(await post('statuses', { description: 'No name' })).toEqual(refused(400, CMS_MESSAGES.nameRequired));
    expect(await post('collection-devices', { name: '   ' })).toEqual(refused(400, CMS_MESSAGES.nameRequired));
    expect(await post('labs', { name: null })).toEqual(refused(400, CMS_MESSAGES.nameRequired));
    expect(await put('sample-types', sampleType.Serum, { name: ' ' })).toEqual(refused(400, CMS_MESSAGES.nameRequired));
    expect(await post('sample-types', { name: 'serum' })).toEqual(refused(409, CMS_MESSAGES.nameTaken('sample type', 'serum')));
    expect(await put('markers', marker.Sodium, { name: 'POTASSIUM ' })).toEqual(refused(409, 'A marker named "POTASSIUM" already exists'));
    expect(await post('sample-types', { name: 12345.5 })).toEqual(refused(400, 'Invalid request: body/name must be string'));
  });

  it('checks sort order, capacity, volume and range with their texts', async () => {
    for (const sort_order of [-1, 1.5]) expect(await post('storage-locations', { name: 'Test Bad Sort', sort_order })).toEqual(refused(400, CMS_MESSAGES.sortOrderInvalid));
    expect(await post('statuses', { name: 'Test Bad Sort', sort_order: '' })).toEqual(refused(400, 'Invalid request: body/sort_order must be number'));
    for (const max_capacity of [0, 2.5, -3]) expect(await post('collection-devices', { name: 'Test Bad Kit', max_capacity })).toEqual(refused(400, CMS_MESSAGES.maxCapacityInvalid));
    expect(await post('markers', { name: 'Test Bad Volume', value: -1 })).toEqual(refused(400, CMS_MESSAGES.volumeInvalid));
    expect(await post('markers', { name: 'Test Bad Range', range_min: 5, range_max: 1 })).toEqual(refused(400, CMS_MESSAGES.rangeInvalid));
    // one side changed: compared with the stored other side (Sodium: 133 to 146)
    expect(await put('markers', marker.Sodium, { range_min: 150 })).toEqual(refused(400, CMS_MESSAGES.rangeInvalid));
    expect(await put('markers', marker.Sodium, { range_max: 100 })).toEqual(refused(400, CMS_MESSAGES.rangeInvalid));
  });

  it("refuses a panel whose markers do not accept its sample type, or markers without one", async () => {
    expect(await post('panels', { name: 'Test Mixed Panel', sample_type_id: sampleType.Blood, marker_ids: [marker.Sodium, marker.Haemoglobin, marker.Potassium] })).toEqual(
      refused(400, CMS_MESSAGES.panelMarkersMismatch(['Potassium', 'Sodium'])),
    );
    expect(await post('panels', { name: 'Test Loose Panel', marker_ids: [marker.Sodium] })).toEqual(refused(400, CMS_MESSAGES.panelSampleTypeRequired));
    const kidney = (await idsByName(ctx, 'panels'))['Kidney Function'];
    // a new sample type is checked against the stored markers
    expect(await put('panels', kidney, { sample_type_id: sampleType.Urine })).toEqual(refused(400, CMS_MESSAGES.panelMarkersMismatch(['Creatinine', 'Potassium', 'Sodium'])));
    expect(await put('panels', kidney, { sample_type_id: null })).toEqual(refused(400, CMS_MESSAGES.panelSampleTypeRequired));
  });

  it('refuses unknown ids, naming them', async () => {
    expect(await post('markers', { name: 'Test Unknown', sample_type_ids: [sampleType.Serum, 99999] })).toEqual(refused(400, 'Unknown sample type: 99999'));
    expect(await post('markers', { name: 'Test Unknown', tube_type_ids: '99998, 99999' })).toEqual(refused(400, 'Unknown tube type: 99998, 99999'));
    expect(await post('collection-devices', { name: 'Test Unknown', tube_type_ids: '[99999]' })).toEqual(refused(400, 'Unknown tube type: 99999'));
    expect(await post('panels', { name: 'Test Unknown', sample_type_id: 99999 })).toEqual(refused(400, 'Unknown sample type: 99999'));
    expect(await post('panels', { name: 'Test Unknown', sample_type_id: sampleType.Serum, marker_ids: [99999] })).toEqual(refused(400, 'Unknown marker: 99999'));
    expect(await post('markers', { name: 'Test Unknown', institution_ids: [99999] })).toEqual(refused(404, 'Institution not found'));
  });

  it('refuses an id list in any other form, naming the field', async () => {
    const why = (field: string) => `${field} must be a list of ids: an array such as [1, 2], or the text '[1,2]' or '1, 2'`;
    expect(await post('markers', { name: 'Test Bad List', sample_type_ids: 'serum' })).toEqual(refused(400, why('sample_type_ids')));
    expect(await post('panels', { name: 'Test Bad List', marker_ids: [1.5] })).toEqual(refused(400, why('marker_ids')));
    expect(await post('collection-devices', { name: 'Test Bad List', tube_type_ids: { a: 1 } })).toEqual(refused(400, why('tube_type_ids')));
    expect(await post('markers', { name: 'Test Bad List', institution_ids: '[1,' })).toEqual(refused(400, why('institution_ids')));
  });

  it("checks a lab's email and phone as the institution form does", async () => {
    expect(await post('labs', { name: 'Test Bad Lab', email: 'not-an-address' })).toEqual(refused(400, INVALID_EMAIL));
    expect(await post('labs', { name: 'Test Bad Lab', phone: 'call us' })).toEqual(refused(400, INVALID_PHONE));
  });

  it('refuses writes to callers who may not edit the tab', async () => {
    expect(await post('markers', { name: 'Test Denied' }, CLINICIAN)).toEqual(refused(403, CMS_MESSAGES.pageDenied));
    expect(await send(CLINICIAN, 'DELETE', `/cms/markers/${marker.Sodium}`)).toEqual(refused(403, CMS_MESSAGES.pageDenied));
    expect(await post('collection-devices', { name: 'Test Denied' }, CLIENT_ADMIN)).toEqual(refused(403, CMS_MESSAGES.collectionDevicesDenied));
    // sample types, tube types, statuses and labs serve every institution: super_admin's
    for (const section of ['sample-types', 'tube-types', 'statuses', 'labs']) expect(await post(section, { name: 'Test Denied' }, ADMIN_B)).toEqual(refused(403, CMS_MESSAGES.pageDenied));
    expect(await put('sample-types', sampleType.Serum, { active: false }, ADMIN_B)).toEqual(refused(403, CMS_MESSAGES.pageDenied));
    expect(await post('storage-locations', { name: 'Test Denied' }, ADMIN_B)).toEqual(refused(403, CMS_MESSAGES.pageDenied));
  });
});

describe('id lists in their three forms, and the fields of other sections', () => {
  it('reads an array, a JSON array string and a comma list alike', async () => {
    const { Serum, Plasma } = sampleType;
    const sst = tubeType['SST (Gold)'];
    const forms = [
      { sample_type_ids: [Plasma, Serum], tube_type_ids: [sst] },
      { sample_type_ids: `[${Plasma},${Serum}]`, tube_type_ids: `[${sst}]` },
      { sample_type_ids: `${Serum}, ${Plasma}`, tube_type_ids: `${sst}` },
    ];
    for (const [i, form] of forms.entries()) {
      const item = await created('markers', { name: `Test List Form ${i}`, ...form });
      expect(item).toMatchObject({ sample_type_ids: [Serum, Plasma].sort((a, b) => a - b), tube_type_ids: [sst] });
    }
    const panel = await created('panels', { name: 'Test List Panel', sample_type_id: Serum, marker_ids: `${marker.Sodium},${marker.Potassium}` });
    expect(panel.marker_ids).toEqual([marker.Sodium, marker.Potassium].sort((a, b) => a - b));
    // empty forms clear the list
    expect((await put('panels', panel.id, { marker_ids: '' })).body.item.marker_ids).toEqual([]);
    expect((await put('panels', panel.id, { marker_ids: '[]' })).body.item.marker_ids).toEqual([]);
  });

  it("drops fields the section does not have (the forms send one generic item), and stores an empty capacity as null", async () => {
    const res = await post('statuses', { name: 'Test Generic Status', sort_order: 2, marker_ids: 'junk', sample_amount: 5, collection_device_ids: [1] });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.item).sort()).toEqual(['active', 'created_at', 'description', 'id', 'name', 'sort_order', 'updated_at']);
    expect((await created('collection-devices', { name: 'Test Default Capacity', max_capacity: '' })).max_capacity).toBeNull();
  });
});

describe('statuses are named by test requests', () => {
  const statusId = async (name: string) => (await idsByName(ctx, 'statuses'))[name];

  it('refuses to rename a status test requests name, allows a change of case or of anything else', async () => {
    const received = await statusId('Received');
    const uses = await ctx.count(sql`select count(*) as v from test_requests where cms_status = 'Received'`);
    expect(uses).toBeGreaterThan(0);
    expect(await put('statuses', received, { name: 'Arrived' })).toEqual(
      refused(409, `The status "Received" is used by ${uses} test requests and cannot be renamed. Add a new status and mark this one inactive instead.`),
    );
    expect((await put('statuses', received, { name: 'RECEIVED', sort_order: 9 })).body.item).toMatchObject({ name: 'RECEIVED', sort_order: 9 });
    expect((await put('statuses', received, { name: 'Received', sort_order: 0 })).status).toBe(200);
    const unused = await created('statuses', { name: 'Test Unused Status' });
    expect((await put('statuses', unused.id, { name: 'Test Renamed Status' })).body.item.name).toBe('Test Renamed Status');
  });
});
