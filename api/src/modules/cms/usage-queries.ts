import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import type { CmsSectionKey } from './sections';

// What uses a CMS item: a use keeps it from being deleted (the
// refusal says "It may be in use by other records"). Statuses are used by name: test_requests.cms_status is the order form's text.

interface Use {
  one: string;
  many: string;
  count: (id: number, name: string) => SQL;
}

const use = (one: string, many: string, count: Use['count']): Use => ({ one, many, count });
const TEST_REQUESTS = ['test request', 'test requests'] as const;
const where = (table: string, column: string) => (id: number) => sql`select count(*) from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`;

/** A status is used by the test requests whose cms_status is its name (trimmed, whatever its case). */
const statusUse = (name: string) => sql`select count(*) from test_requests where lower(btrim(cms_status)) = lower(${name})`;

const USES: Record<CmsSectionKey, Use[]> = {
  'sample-types': [
    use(...TEST_REQUESTS, where('test_requests', 'sample_type_id')),
    use('marker', 'markers', where('marker_sample_types', 'sample_type_id')),
    use('panel', 'panels', where('panels', 'sample_type_id')),
    use('lab assignment', 'lab assignments', where('institution_labs', 'sample_type_id')),
  ],
  markers: [use(...TEST_REQUESTS, where('test_request_markers', 'marker_id')), use('panel', 'panels', where('panel_markers', 'marker_id'))],
  panels: [use(...TEST_REQUESTS, where('test_requests', 'panel_id'))],
  'tube-types': [use('marker', 'markers', where('marker_tube_types', 'tube_type_id')), use('collection device', 'collection devices', where('collection_device_tube_types', 'tube_type_id'))],
  statuses: [use(...TEST_REQUESTS, (_id, name) => statusUse(name))],
  labs: [
    use(...TEST_REQUESTS, where('test_requests', 'lab_id')),
    use('lab assignment', 'lab assignments', where('institution_labs', 'lab_id')),
    use('external lab provider', 'external lab providers', where('external_lab_providers', 'lab_id')),
  ],
  'collection-devices': [use(...TEST_REQUESTS, where('test_request_devices', 'collection_device_id'))],
  'storage-locations': [use('inventory item', 'inventory items', where('inventory_items', 'storage_location_id'))],
};

/** The uses of an item, as the message lists them: ['3 test requests', '1 panel']; empty when unused. */
export async function selectUses(db: Db, section: CmsSectionKey, id: number, name: string): Promise<string[]> {
  const uses = USES[section];
  const figures = sql.join(uses.map((u, i) => sql`(${u.count(id, name)})::int as ${sql.identifier(`c${i}`)}`), sql`, `);
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${figures}`);
  return uses.flatMap((u, i) => {
    const n = Number(row[`c${i}`]);
    return n > 0 ? [`${n} ${n === 1 ? u.one : u.many}`] : [];
  });
}
