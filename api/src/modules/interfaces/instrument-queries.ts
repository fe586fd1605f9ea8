// The instruments' SQL: a page of them with their institution, lab and code map, one of them, and
// the writes (the code map replaced whole, in the caller's transaction).
import type { Instrument, InstrumentCode, OrderMessageType, Scope } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { offsetOf, where } from '../../platform/db/list-page';
import { classifyTerm, textMatches } from '../../platform/db/search';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';

const COLUMNS = sql`i.id, i.name, i.model, i.institution_id, inst.name as institution_name, i.lab_id, l.name as lab_name, i.active, i.order_host, i.order_port,
  i.order_message, i.allowed_addresses, i.created_at, i.updated_at,
  coalesce((select json_agg(json_build_object('code', c.code, 'marker_id', c.marker_id, 'marker_name', m.name) order by c.id)
    from instrument_codes c join markers m on m.id = c.marker_id where c.instrument_id = i.id), '[]'::json) as codes`;
const FROM = sql`from instruments i join institutions inst on inst.id = i.institution_id left join labs l on l.id = i.lab_id`;

const toInstrument = (r: Instrument): Instrument => ({ ...r, created_at: isoOrNull(r.created_at)!, updated_at: isoOrNull(r.updated_at)! });

function filters(scope: Scope, search: string | undefined): SQL[] {
  const out = [scopeCondition(sql`i.institution_id`, scope)];
  const term = classifyTerm(search);
  if (term) out.push(textMatches(sql`lower(i.name || ' ' || coalesce(i.model, ''))`, term));
  return out;
}

export async function selectInstrumentPage(db: Db, scope: Scope, search: string | undefined, page: number, limit: number): Promise<{ rows: Instrument[]; total: number }> {
  const filter = where(filters(scope, search));
  const rows = await queryRows<Instrument>(db, sql`select ${COLUMNS} ${FROM} ${filter} order by i.name, i.id limit ${limit} offset ${offsetOf(page, limit)}`);
  const [count] = await queryRows<{ n: string }>(db, sql`select count(*) as n ${FROM} ${filter}`);
  return { rows: rows.map(toInstrument), total: Number(count.n) };
}

export async function selectInstrument(db: Db, scope: Scope, id: number): Promise<Instrument | null> {
  const rows = await queryRows<Instrument>(db, sql`select ${COLUMNS} ${FROM} where i.id = ${id} and ${scopeCondition(sql`i.institution_id`, scope)}`);
  return rows[0] ? toInstrument(rows[0]) : null;
}

export interface InstrumentValues {
  name: string;
  model: string | null;
  institution_id: number;
  lab_id: number | null;
  active: boolean;
  order_host: string | null;
  order_port: number | null;
  order_message: OrderMessageType;
  allowed_addresses: string[];
}

const addressArray = (addresses: string[]) => sql`array[${sql.join(addresses.map((a) => sql`${a}`), sql`, `)}]::text[]`;

export async function insertInstrument(tx: Db, v: InstrumentValues): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into instruments (name, model, institution_id, lab_id, active, order_host, order_port, order_message, allowed_addresses)
      values (${v.name}, ${v.model}, ${v.institution_id}, ${v.lab_id}, ${v.active}, ${v.order_host}, ${v.order_port}, ${v.order_message}, ${addressArray(v.allowed_addresses)})
      returning id`,
  );
  return rows[0].id;
}

export async function updateInstrument(tx: Db, id: number, v: InstrumentValues): Promise<void> {
  await tx.execute(
    sql`update instruments set name = ${v.name}, model = ${v.model}, institution_id = ${v.institution_id}, lab_id = ${v.lab_id}, active = ${v.active},
        order_host = ${v.order_host}, order_port = ${v.order_port}, order_message = ${v.order_message}, allowed_addresses = ${addressArray(v.allowed_addresses)}, updated_at = now()
      where id = ${id}`,
  );
}

export async function replaceCodes(tx: Db, instrumentId: number, codes: InstrumentCode[]): Promise<void> {
  await tx.execute(sql`delete from instrument_codes where instrument_id = ${instrumentId}`);
  if (!codes.length) return;
  await tx.execute(
    sql`insert into instrument_codes (instrument_id, code, marker_id) values ${sql.join(codes.map((c) => sql`(${instrumentId}, ${c.code}, ${c.marker_id})`), sql`, `)}`,
  );
}

/** After a save: the worklist entries the instrument takes now (its institution, lab or code map may have changed). */
export async function refreshWorklist(tx: Db, instrumentId: number): Promise<void> {
  await tx.execute(sql`select instrument_worklist_refresh_instrument(${instrumentId}::integer)`);
}

/** The markers of `ids` that exist. */
export async function existingMarkers(tx: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: number }>(tx, sql`select id from markers where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Set(rows.map((r) => r.id));
}

export async function labExists(tx: Db, id: number): Promise<boolean> {
  return (await queryRows(tx, sql`select 1 from labs where id = ${id}`)).length > 0;
}

/** The instrument row as stored, locked for its change. */
export async function lockInstrument(tx: Db, id: number): Promise<InstrumentValues | null> {
  const rows = await queryRows<InstrumentValues>(
    tx,
    sql`select name, model, institution_id, lab_id, active, order_host, order_port, order_message, allowed_addresses from instruments where id = ${id} for update`,
  );
  return rows[0] ?? null;
}
