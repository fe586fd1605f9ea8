// An instrument's worklist: the requests in the lab that it takes (in progress, with a marker it
// maps) and every request it exchanged messages about, each in one state: in error (its order is
// dead or its last result message was refused), resulted (a result of it was stored), sent (the
// order was acknowledged) or waiting.
import { personName, type Scope, type WorklistEntry, type WorklistQuery, type WorklistState } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { offsetOf } from '../../platform/db/list-page';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';

export interface WorklistInstrument {
  id: number;
  institution_id: number;
  lab_id: number | null;
}

export async function selectWorklistInstrument(db: Db, scope: Scope, id: number): Promise<WorklistInstrument | null> {
  const rows = await queryRows<WorklistInstrument>(db, sql`select id, institution_id, lab_id from instruments where id = ${id} and ${scopeCondition(sql`institution_id`, scope)}`);
  return rows[0] ?? null;
}

const entries = (i: WorklistInstrument) => sql`
  with candidates as (
    select tr.id from test_requests tr
    where tr.institution_id = ${i.institution_id} and (${i.lab_id}::int is null or tr.lab_id = ${i.lab_id}) and tr.archived_at is null and tr.status = 'in_progress'
      and exists (select 1 from test_request_markers trm join instrument_codes c on c.marker_id = trm.marker_id and c.instrument_id = ${i.id} where trm.test_request_id = tr.id)
    union
    select m.test_request_id from interface_messages m where m.instrument_id = ${i.id} and m.test_request_id is not null
  ),
  entries as (
    select tr.id as test_request_id, tr.barcode_number as barcode, tr.priority, tr.updated_at, p.first_name, p.last_name,
      o.status as order_status, coalesce(case when ib.status = 'error' then ib.last_error end, case when o.status = 'dead' then o.last_error end) as last_error,
      r.id as result_id, r.status as result_status,
      case when o.status = 'dead' or ib.status = 'error' then 'error' when ib.status = 'accepted' then 'resulted' when o.status = 'delivered' then 'sent' else 'waiting' end as state
    from candidates c join test_requests tr on tr.id = c.id join patients p on p.id = tr.patient_id
    left join lateral (select status, last_error from interface_messages where direction = 'out' and instrument_id = ${i.id} and test_request_id = tr.id order by id desc limit 1) o on true
    left join lateral (select status, last_error from interface_messages where direction = 'in' and instrument_id = ${i.id} and test_request_id = tr.id and status in ('accepted', 'error') order by id desc limit 1) ib on true
    left join test_results r on r.test_request_id = tr.id
  )`;

type Row = Omit<WorklistEntry, 'patient_name'> & { first_name: string; last_name: string };

export async function selectWorklist(db: Db, instrument: WorklistInstrument, q: WorklistQuery, page: number, limit: number): Promise<{ rows: WorklistEntry[]; counts: Record<WorklistState, number> }> {
  const barcode = q.barcode?.trim() || null;
  const scanned = sql`(${barcode}::text is null or barcode = ${barcode})`;
  const rows = await queryRows<Row>(
    db,
    sql`${entries(instrument)} select * from entries where ${scanned} and (${q.state ?? null}::text is null or state = ${q.state ?? null})
      order by updated_at desc, test_request_id desc limit ${limit} offset ${offsetOf(page, limit)}`,
  );
  const counted = await queryRows<{ state: WorklistState; n: string }>(db, sql`${entries(instrument)} select state, count(*) as n from entries where ${scanned} group by state`);
  const counts: Record<WorklistState, number> = { waiting: 0, sent: 0, resulted: 0, error: 0 };
  for (const c of counted) counts[c.state] = Number(c.n);
  return {
    rows: rows.map(({ first_name, last_name, ...r }) => ({ ...r, patient_name: personName({ first_name, last_name }), updated_at: isoOrNull(r.updated_at)! })),
    counts,
  };
}
