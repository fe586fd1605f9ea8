import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { offeredTo } from '../../platform/db/offered-to';
import { queryRows, scopeCondition } from '../../platform/db/query';
import type { LinkRule } from './sections';

// The CMS writes: a row of a reference table by its column names, and its link rows.

export type ColumnValues = Record<string, string | number | boolean | null>;

const columns = (values: ColumnValues) => Object.keys(values).map((column) => sql.identifier(column));
const params = (values: ColumnValues) => Object.values(values).map((value) => sql`${value}`);

export async function insertRow(tx: Db, table: string, values: ColumnValues): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${sql.identifier(table)} (${sql.join(columns(values), sql`, `)}) values (${sql.join(params(values), sql`, `)}) returning id`,
  );
  return row.id;
}

/** Sets the given columns and updated_at. */
export async function updateRow(tx: Db, table: string, id: number, values: ColumnValues): Promise<void> {
  const sets = Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  sets.push(sql`updated_at = now()`);
  await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Locks the row until the transaction ends (a delete's checks cannot be raced by a new use through a foreign key). */
export async function lockRow(tx: Db, table: string, id: number): Promise<void> {
  await queryRows(tx, sql`select 1 from ${sql.identifier(table)} where id = ${id} for update`);
}

/** Deletes the row; its link rows go with it (on delete cascade). */
export async function deleteRow(tx: Db, table: string, id: number): Promise<void> {
  await tx.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
}

/** The row's link rows become exactly `ids`. */
export async function replaceLinks(tx: Db, link: LinkRule, ownerId: number, ids: number[]): Promise<void> {
  const table = sql.identifier(link.table);
  await tx.execute(sql`delete from ${table} where ${sql.identifier(link.owner)} = ${ownerId}`);
  if (ids.length === 0) return;
  const rows = ids.map((id) => sql`(${ownerId}, ${id})`);
  await tx.execute(sql`insert into ${table} (${sql.identifier(link.owner)}, ${sql.identifier(link.target)}) values ${sql.join(rows, sql`, `)}`);
}

/** Serialises the writes of a table's names until the transaction ends, so that the case-insensitive check cannot be raced. */
export async function lockNames(tx: Db, table: string): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`${table}.name`}))`);
}

/** True when another row (not `exceptId`) has this name, whatever its case. */
export async function nameTaken(db: Db, table: string, name: string, exceptId: number | null): Promise<boolean> {
  const other = exceptId === null ? sql`true` : sql`id <> ${exceptId}`;
  return (await queryRows(db, sql`select 1 from ${sql.identifier(table)} where lower(name) = lower(${name}) and ${other} limit 1`)).length > 0;
}

/** The ids of `ids` that are rows of `table` (markers: only those offered to `offered`). */
export async function existingIds(db: Db, table: string, ids: number[], offered: Scope = 'all'): Promise<number[]> {
  if (ids.length === 0) return [];
  const condition: SQL = table === 'markers' ? offeredTo('marker_institutions', 'marker_id', sql`t.id`, offered) : sql`true`;
  const rows = await queryRows<{ id: number }>(db, sql`select t.id from ${sql.identifier(table)} t where ${scopeCondition(sql`t.id`, ids)} and ${condition}`);
  return rows.map((row) => row.id);
}

/** The names of the markers among `markerIds` that do not accept the sample type (a marker accepts it when it lists it or lists none). */
export async function markersRefusing(db: Db, markerIds: number[], sampleTypeId: number): Promise<string[]> {
  if (markerIds.length === 0) return [];
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select m.name from markers m where ${scopeCondition(sql`m.id`, markerIds)}
          and exists (select 1 from marker_sample_types x where x.marker_id = m.id)
          and not exists (select 1 from marker_sample_types x where x.marker_id = m.id and x.sample_type_id = ${sampleTypeId})
        order by lower(m.name), m.id`,
  );
  return rows.map((row) => row.name);
}
