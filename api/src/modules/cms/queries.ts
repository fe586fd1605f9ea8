import type { LabSummary } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { idArray } from '../../platform/db/id-array';
import { offeredTo } from '../../platform/db/offered-to';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { referenceRangesColumn } from './range-queries';
import { SECTION_RULES, type CmsItem, type CmsSectionKey } from './sections';

// The CMS lists. Reference tables are small (tens to hundreds of rows): one statement per list,
// with each row's id lists and figures looked up for that row only.

/** What of the list the caller sees. */
export interface ItemView {
  /** Markers and panels: the institutions whose items are listed (with the global ones); devices and storage locations: whose own ones are (with the shared ones); 'all': every item. */
  offered: Scope;
  /** Markers and panels: the institutions shown in institution_ids and institution_names. */
  visible: Scope;
  /**
   * Markers and panels: an item is editable when restricted to institutions all in this scope;
   * devices and storage locations: when owned by one of them ('all': every item); null: none is.
   */
  editable: Scope | null;
  /** Only the active ones (GET /cms/storage-locations?active=true). */
  onlyActive?: boolean;
  /** One item (after a write, or to check a PUT or DELETE). */
  id?: number;
}

const list = (select: SQL, empty = sql`'[]'`) => sql`coalesce((${select}), ${empty})`;
const count = (select: SQL) => sql`(${select})::int`;

/** institution_ids, institution_names, global and editable of a marker or panel (t). */
function restrictedColumns(links: 'marker_institutions' | 'panel_institutions', view: ItemView): SQL {
  const table = sql.identifier(links);
  const owner = sql.identifier(links === 'marker_institutions' ? 'marker_id' : 'panel_id');
  const linked = sql`from ${table} x where x.${owner} = t.id`;
  const shown = sql`${linked} and ${scopeCondition(sql`x.institution_id`, view.visible)}`;
  let editable = sql`false`;
  if (view.editable === 'all') editable = sql`true`;
  else if (view.editable) editable = sql`exists (select 1 ${linked}) and not exists (select 1 ${linked} and not ${scopeCondition(sql`x.institution_id`, view.editable)})`;
  return sql`${idArray(sql`select array_agg(x.institution_id order by x.institution_id) ${shown}`)} as institution_ids,
    ${list(sql`select json_agg(json_build_object('id', i.id, 'name', i.name) order by lower(i.name), i.id) from ${table} x join institutions i on i.id = x.institution_id
      where x.${owner} = t.id and ${scopeCondition(sql`x.institution_id`, view.visible)}`)} as institution_names,
    not exists (select 1 ${linked}) as global,
    ${editable} as editable`;
}

/** owner_institution_id, owner_institution_name and editable of a collection device or storage location (t). */
function ownedColumns(view: ItemView): SQL {
  let editable = sql`false`;
  if (view.editable === 'all') editable = sql`true`;
  else if (view.editable) editable = sql`coalesce(${scopeCondition(sql`t.owner_institution_id`, view.editable)}, false)`;
  return sql`t.owner_institution_id, (select i.name from institutions i where i.id = t.owner_institution_id) as owner_institution_name, ${editable} as editable`;
}

/** The section's own columns, beyond id, name, description, active, created_at and updated_at. */
function sectionColumns(section: CmsSectionKey, view: ItemView): SQL | null {
  switch (section) {
    case 'sample-types':
      return sql`t.snomed_code`;
    case 'statuses':
      return sql`t.sort_order`;
    case 'storage-locations':
      return sql`t.sort_order, ${ownedColumns(view)}`;
    case 'markers':
      return sql`t.marker_code, t.units, t.ucum_units, t.loinc_code, round(t.volume_ul, 2)::float8 as value, t.range_min::float8 as range_min, t.range_max::float8 as range_max,
        ${referenceRangesColumn}, t.delta_limit::float8 as delta_limit, t.delta_kind, t.delta_window_days,
        ${idArray(sql`select array_agg(x.sample_type_id order by x.sample_type_id) from marker_sample_types x where x.marker_id = t.id`)} as sample_type_ids,
        ${idArray(sql`select array_agg(x.tube_type_id order by x.tube_type_id) from marker_tube_types x where x.marker_id = t.id`)} as tube_type_ids,
        ${restrictedColumns('marker_institutions', view)}`;
    case 'panels':
      return sql`t.sample_type_id,
        ${idArray(sql`select array_agg(x.marker_id order by x.marker_id) from panel_markers x where x.panel_id = t.id`)} as marker_ids,
        ${idArray(sql`select array_agg(m.name order by lower(m.name), m.id) from panel_markers x join markers m on m.id = x.marker_id where x.panel_id = t.id`)} as marker_names,
        ${restrictedColumns('panel_institutions', view)}`;
    case 'collection-devices':
      return sql`t.max_capacity_ul as max_capacity,
        ${idArray(sql`select array_agg(x.tube_type_id order by x.tube_type_id) from collection_device_tube_types x where x.collection_device_id = t.id`)} as tube_type_ids,
        ${list(sql`select json_agg(json_build_object('id', tt.id, 'name', tt.name) order by lower(tt.name), tt.id)
          from collection_device_tube_types x join tube_types tt on tt.id = x.tube_type_id where x.collection_device_id = t.id`)} as tube_types,
        ${ownedColumns(view)}`;
    case 'labs': {
      // the figures of the institutions the caller sees (every one for super_admin): a lab serving
      // several institutions has staff and requests elsewhere that are not the caller's to count
      const served = sql`select il.institution_id from institution_labs il where il.lab_id = t.id and ${scopeCondition(sql`il.institution_id`, view.visible)}`;
      // users: the active staff of those institutions (their own institution or a linked one)
      return sql`t.address, t.phone, t.email,
        ${count(sql`select count(*) from users u where u.is_active and (
          u.institution_id in (${served})
          or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id in (${served})))`)} as user_count,
        ${count(sql`select count(distinct s.institution_id) from (${served}) s`)} as institution_count,
        ${count(sql`select coalesce(sum(c.requests), 0) from lab_request_counts c where c.lab_id = t.id and ${scopeCondition(sql`c.institution_id`, view.visible)}`)} as test_request_count`;
    }
    default:
      return null;
  }
}

/** The items of a section as the caller sees them, in the section's order. */
export async function selectItems(db: Db, section: CmsSectionKey, view: ItemView): Promise<CmsItem[]> {
  const rule = SECTION_RULES[section];
  const own = sectionColumns(section, view);
  const where: SQL[] = [sql`true`];
  if (view.id !== undefined) where.push(sql`t.id = ${view.id}`);
  if (view.onlyActive) where.push(sql`t.active`);
  if (rule.institutionLinks) where.push(offeredTo(rule.institutionLinks, section === 'markers' ? 'marker_id' : 'panel_id', sql`t.id`, view.offered));
  if (rule.owned && view.offered !== 'all') where.push(sql`(t.owner_institution_id is null or ${scopeCondition(sql`t.owner_institution_id`, view.offered)})`);
  const order = rule.bySortOrder ? sql`t.sort_order, t.name, t.id` : sql`lower(t.name), t.id`;
  const rows = await queryRowsPrepared<CmsItem>(
    db,
    sql`select t.id, t.name, t.description, t.active, t.created_at, t.updated_at${own ? sql`, ${own}` : sql``}
        from ${sql.identifier(rule.table)} t where ${sql.join(where, sql` and `)} order by ${order}`,
  );
  return rows.map((row) => ({ ...row, created_at: isoOrNull(row.created_at)!, updated_at: isoOrNull(row.updated_at)! }));
}

/** GET /cms/labs/active: the labs a lab assignment may name, by name. */
export function selectActiveLabs(db: Db): Promise<LabSummary[]> {
  return queryRowsPrepared<LabSummary>(db, sql`select id, name, description, address, phone, email, active from labs where active order by lower(name), id`);
}
