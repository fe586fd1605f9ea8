// Nothing in use is destroyed ("It may be in use by other records"): a delete of
// an item something uses is a 409 naming those uses, and changes nothing; an unused one is deleted
// for real, with its link rows.
import { CMS_MESSAGES } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';
import { cmsCaller, idsByName, referenceFingerprint, SUPER } from './cms-test-kit';

let ctx: TestContext;
let send: ReturnType<typeof cmsCaller>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = cmsCaller(ctx);
});
afterAll(() => ctx.close());

/** '3 test requests', or nothing when none. */
async function uses(one: string, many: string, query: SQL): Promise<string[]> {
  const n = await ctx.count(query);
  return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
}
const testRequests = (query: SQL) => uses('test request', 'test requests', query);

/** The most used row of `table` by `query` (a count of uses per id). */
const mostUsed = (query: SQL) => ctx.one<number>(sql`select id as v from (${query}) u order by n desc, id limit 1`);

interface InUseCase {
  section: string;
  item: string;
  table: string;
  pick: () => Promise<number>;
  uses: (id: number, name: string) => Promise<string[]>;
}

const CASES: InUseCase[] = [
  {
    section: 'sample-types',
    item: 'sample type',
    table: 'sample_types',
    pick: async () => (await idsByName(ctx, 'sample_types')).Serum,
    uses: async (id) => [
      ...(await testRequests(sql`select count(*) as v from test_requests where sample_type_id = ${id}`)),
      ...(await uses('marker', 'markers', sql`select count(*) as v from marker_sample_types where sample_type_id = ${id}`)),
      ...(await uses('panel', 'panels', sql`select count(*) as v from panels where sample_type_id = ${id}`)),
      ...(await uses('lab assignment', 'lab assignments', sql`select count(*) as v from institution_labs where sample_type_id = ${id}`)),
    ],
  },
  {
    section: 'markers',
    item: 'marker',
    table: 'markers',
    pick: () => mostUsed(sql`select marker_id as id, count(*) as n from test_request_markers group by marker_id`),
    uses: async (id) => [
      ...(await testRequests(sql`select count(*) as v from test_request_markers where marker_id = ${id}`)),
      ...(await uses('panel', 'panels', sql`select count(*) as v from panel_markers where marker_id = ${id}`)),
    ],
  },
  {
    section: 'panels',
    item: 'panel',
    table: 'panels',
    pick: () => mostUsed(sql`select panel_id as id, count(*) as n from test_requests where panel_id is not null group by panel_id`),
    uses: (id) => testRequests(sql`select count(*) as v from test_requests where panel_id = ${id}`),
  },
  {
    section: 'tube-types',
    item: 'tube type',
    table: 'tube_types',
    pick: async () => (await idsByName(ctx, 'tube_types'))['SST (Gold)'],
    uses: async (id) => [
      ...(await uses('marker', 'markers', sql`select count(*) as v from marker_tube_types where tube_type_id = ${id}`)),
      ...(await uses('collection device', 'collection devices', sql`select count(*) as v from collection_device_tube_types where tube_type_id = ${id}`)),
    ],
  },
  {
    section: 'statuses',
    item: 'status',
    table: 'statuses',
    pick: async () => (await idsByName(ctx, 'statuses')).Processing,
    uses: (_id, name) => testRequests(sql`select count(*) as v from test_requests where lower(cms_status) = lower(${name})`),
  },
  {
    section: 'labs',
    item: 'lab',
    table: 'labs',
    pick: async () => (await idsByName(ctx, 'labs'))['Central Pathology Laboratory'],
    uses: async (id) => [
      ...(await testRequests(sql`select count(*) as v from test_requests where lab_id = ${id}`)),
      ...(await uses('lab assignment', 'lab assignments', sql`select count(*) as v from institution_labs where lab_id = ${id}`)),
      ...(await uses('external lab provider', 'external lab providers', sql`select count(*) as v from external_lab_providers where lab_id = ${id}`)),
    ],
  },
  {
    section: 'collection-devices',
    item: 'collection device',
    table: 'collection_devices',
    pick: () => mostUsed(sql`select collection_device_id as id, count(*) as n from test_request_devices group by collection_device_id`),
    uses: (id) => testRequests(sql`select count(*) as v from test_request_devices where collection_device_id = ${id}`),
  },
  {
    section: 'storage-locations',
    item: 'storage location',
    table: 'storage_locations',
    pick: async () => (await idsByName(ctx, 'storage_locations'))['Central Supply'],
    uses: (id) => uses('inventory item', 'inventory items', sql`select count(*) as v from inventory_items where storage_location_id = ${id}`),
  },
];

describe('DELETE /cms/{section}/{id} of an item in use', () => {
  it.each(CASES.map((c) => [c.section, c] as const))('%s: 409 naming its uses, nothing changed', async (_section, c) => {
    const id = await c.pick();
    const name = await ctx.one<string>(sql`select name as v from ${sql.identifier(c.table)} where id = ${id}`);
    const expected = await c.uses(id, name);
    expect(expected.length).toBeGreaterThan(0);
    const before = await referenceFingerprint(ctx);
    expect(await send(SUPER, 'DELETE', `/cms/${c.section}/${id}`)).toEqual({ status: 409, body: { error: CMS_MESSAGES.inUse(c.item, name, expected) } });
    expect(await referenceFingerprint(ctx)).toEqual(before);
  });

  it('says which uses, e.g. for the lab of the external orders', async () => {
    const central = (await idsByName(ctx, 'labs'))['Central Pathology Laboratory'];
    const { body } = await send(SUPER, 'DELETE', `/cms/labs/${central}`);
    expect(body.error).toMatch(/^The lab "Central Pathology Laboratory" is used by \d+ test requests, 6 lab assignments, 1 external lab provider and cannot be deleted\. Mark it inactive instead\.$/);
  });
});

describe('DELETE /cms/{section}/{id} of an unused item', () => {
  const links = (table: string, column: string, id: number) => ctx.count(sql`select count(*) as v from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`);

  it('deletes a marker with its sample types, tube types and institutions', async () => {
    const { Serum, Plasma } = await idsByName(ctx, 'sample_types');
    const tube = (await idsByName(ctx, 'tube_types'))['SST (Gold)'];
    const institution = (await idsByName(ctx, 'institutions'))['Riverside Community Clinic'];
    const { body } = await send(SUPER, 'POST', '/cms/markers', { name: 'Test Short-lived', sample_type_ids: [Serum, Plasma], tube_type_ids: [tube], institution_ids: [institution] });
    const id = body.item.id;
    expect(await links('marker_sample_types', 'marker_id', id)).toBe(2);
    expect(await send(SUPER, 'DELETE', `/cms/markers/${id}`)).toEqual({ status: 200, body: { message: 'Marker deleted successfully' } });
    for (const [table, column] of [['markers', 'id'], ['marker_sample_types', 'marker_id'], ['marker_tube_types', 'marker_id'], ['marker_institutions', 'marker_id']]) {
      expect(await links(table, column, id)).toBe(0);
    }
  });

  it('deletes a panel and a collection device with their link rows, then the tube type nothing uses any more', async () => {
    const serum = (await idsByName(ctx, 'sample_types')).Serum;
    const sodium = (await idsByName(ctx, 'markers')).Sodium;
    const panel = (await send(SUPER, 'POST', '/cms/panels', { name: 'Test Short Panel', sample_type_id: serum, marker_ids: [sodium] })).body.item;
    expect(await send(SUPER, 'DELETE', `/cms/panels/${panel.id}`)).toEqual({ status: 200, body: { message: 'Panel deleted successfully' } });
    expect(await links('panel_markers', 'panel_id', panel.id)).toBe(0);

    const tube = (await send(SUPER, 'POST', '/cms/tube-types', { name: 'Test Short Tube' })).body.item;
    const device = (await send(SUPER, 'POST', '/cms/collection-devices', { name: 'Test Short Kit', tube_type_ids: [tube.id] })).body.item;
    expect(await send(SUPER, 'DELETE', `/cms/tube-types/${tube.id}`)).toEqual({ status: 409, body: { error: CMS_MESSAGES.inUse('tube type', 'Test Short Tube', ['1 collection device']) } });
    expect((await send(SUPER, 'DELETE', `/cms/collection-devices/${device.id}`)).status).toBe(200);
    expect(await links('collection_device_tube_types', 'collection_device_id', device.id)).toBe(0);
    expect((await send(SUPER, 'DELETE', `/cms/tube-types/${tube.id}`)).status).toBe(200);
  });
});
