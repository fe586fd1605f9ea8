import type { CollectionDeviceOption, MarkerOption, PanelOption, SampleTypeOption } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { idArray } from '../../platform/db/id-array';
import { offeredTo } from '../../platform/db/offered-to';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';

// Reference tables are small (tens to hundreds of rows): each list is one statement with its
// id lists aggregated per row, served by the link tables' primary keys. Names sort without regard
// to case ('HDL' beside 'Haemoglobin'), the same on PGlite and PostgreSQL.

/** The columns of MarkerOption; `visible` limits institution_ids to the caller's scope. */
function markerColumns(visible: Scope): SQL {
  return sql`m.id, m.name, m.description, m.range_min::float8 as range_min, m.range_max::float8 as range_max, m.units,
    round(m.volume_ul, 2)::float8 as value,
    ${idArray(sql`select array_agg(x.sample_type_id order by x.sample_type_id) from marker_sample_types x where x.marker_id = m.id`)} as sample_type_ids,
    ${idArray(sql`select array_agg(x.tube_type_id order by x.tube_type_id) from marker_tube_types x where x.marker_id = m.id`)} as tube_type_ids,
    ${idArray(sql`select array_agg(x.institution_id order by x.institution_id) from marker_institutions x
      where x.marker_id = m.id and ${scopeCondition(sql`x.institution_id`, visible)}`)} as institution_ids`;
}

/** The columns of PanelOption: its active markers, their total volume, and its institutions in scope. */
function panelColumns(visible: Scope): SQL {
  const activeMarkers = sql`from panel_markers pm join markers pmm on pmm.id = pm.marker_id where pm.panel_id = p.id and pmm.active`;
  return sql`p.id, p.name, p.description, p.sample_type_id,
    ${idArray(sql`select array_agg(pm.marker_id order by pm.marker_id) ${activeMarkers}`)} as marker_ids,
    ${idArray(sql`select array_agg(x.institution_id order by x.institution_id) from panel_institutions x
      where x.panel_id = p.id and ${scopeCondition(sql`x.institution_id`, visible)}`)} as institution_ids,
    (select round(coalesce(sum(pmm.volume_ul), 0), 2)::float8 ${activeMarkers}) as total_volume`;
}

/** The active sample types, by name. */
export function selectSampleTypes(db: Db): Promise<SampleTypeOption[]> {
  return queryRowsPrepared<SampleTypeOption>(db, sql`select id, name from sample_types where active order by lower(name), id`);
}

/** The active markers offered to `offered` ('all', some institutions, or [] for global ones only), by name. */
export function selectMarkers(db: Db, offered: Scope, visible: Scope): Promise<MarkerOption[]> {
  return queryRowsPrepared<MarkerOption>(
    db,
    sql`select ${markerColumns(visible)} from markers m
        where m.active and ${offeredTo('marker_institutions', 'marker_id', sql`m.id`, offered)}
        order by lower(m.name), m.id`,
  );
}

/** The active markers of a panel, by name (the panel's own availability decides, not each marker's). */
export function selectPanelMarkers(db: Db, panelId: number, visible: Scope): Promise<MarkerOption[]> {
  return queryRowsPrepared<MarkerOption>(
    db,
    sql`select ${markerColumns(visible)} from panel_markers pm join markers m on m.id = pm.marker_id
        where pm.panel_id = ${panelId} and m.active
        order by lower(m.name), m.id`,
  );
}

/** The active panels offered to `offered`, by name. */
export function selectPanels(db: Db, offered: Scope, visible: Scope): Promise<PanelOption[]> {
  return queryRowsPrepared<PanelOption>(
    db,
    sql`select ${panelColumns(visible)} from panels p
        where p.active and ${offeredTo('panel_institutions', 'panel_id', sql`p.id`, offered)}
        order by lower(p.name), p.id`,
  );
}

/** The panel when it is active and offered to one of `offered`; otherwise null. */
export async function selectPanel(db: Db, id: number, offered: Scope, visible: Scope): Promise<PanelOption | null> {
  const [row] = await queryRowsPrepared<PanelOption>(
    db,
    sql`select ${panelColumns(visible)} from panels p
        where p.id = ${id} and p.active and ${offeredTo('panel_institutions', 'panel_id', sql`p.id`, offered)}`,
  );
  return row ?? null;
}

/** The active collection devices offered to `offered` (the shared ones and those institutions' own), by name. */
export function selectCollectionDevices(db: Db, offered: Scope): Promise<CollectionDeviceOption[]> {
  return queryRowsPrepared<CollectionDeviceOption>(
    db,
    sql`select d.id, d.name, d.description, d.max_capacity_ul as max_capacity,
          ${idArray(sql`select array_agg(x.tube_type_id order by x.tube_type_id) from collection_device_tube_types x where x.collection_device_id = d.id`)} as tube_type_ids
        from collection_devices d where d.active and (d.owner_institution_id is null or ${scopeCondition(sql`d.owner_institution_id`, offered)})
        order by lower(d.name), d.id`,
  );
}

