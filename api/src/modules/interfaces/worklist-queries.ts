// An instrument's worklist: the requests in the lab that it takes (in progress, with a marker it
// maps) and every request it exchanged messages about, each in one state: in error (its order is
// dead or its last result message was refused), resulted (a result of it was stored), sent (the
// order was acknowledged) or waiting. The entries are kept in `instrument_worklist` by database
// triggers (migration 0038 holds the rule), with their counts per state, so a page is an index range
// at any number of messages.
import { personName, type Scope, type WorklistEntry, type WorklistQuery, type WorklistState } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { afterKey, nextAfter, type PageAt, pageKey, pageWindow } from '../../platform/db/list-page';
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

type Row = Omit<WorklistEntry, 'patient_name'> & { first_name: string; last_name: string; page_key: string };

/** A page of the worklist, latest change first (from the page's key when it has one), its counts per state and the next page's key. */
export async function selectWorklist(
  db: Db,
  instrument: WorklistInstrument,
  q: WorklistQuery,
  at: PageAt,
): Promise<{ rows: WorklistEntry[]; counts: Record<WorklistState, number>; next?: string }> {
  const barcode = q.barcode?.trim() || null;
  // a scan is one specimen: its request by the barcode's index, then that request's entry
  const scanned = barcode === null ? sql`true` : sql`w.test_request_id in (select id from test_requests where barcode_number = ${barcode})`;
  const rows = await queryRows<Row>(
    db,
    sql`select w.test_request_id, tr.barcode_number as barcode, tr.priority, w.updated_at, p.first_name, p.last_name, w.state, w.order_status, w.last_error,
        r.id as result_id, r.status as result_status, ${pageKey(sql`w.updated_at`, sql`w.test_request_id`)} as page_key
      from instrument_worklist w join test_requests tr on tr.id = w.test_request_id join patients p on p.id = tr.patient_id
      left join test_results r on r.test_request_id = tr.id
      where ${sql.join([sql`w.instrument_id = ${instrument.id}`, scanned, ...(q.state ? [sql`w.state = ${q.state}`] : []), ...afterKey(at, sql`w.updated_at`, sql`w.test_request_id`)], sql` and `)}
      order by w.updated_at desc, w.test_request_id desc ${pageWindow(at)}`,
  );
  // the whole worklist's counts are kept (a few slot rows per state); a scan's are its one entry
  const counted = await queryRows<{ state: WorklistState; n: string }>(
    db,
    barcode === null
      ? sql`select state, sum(entries) as n from instrument_worklist_counts where instrument_id = ${instrument.id} group by state`
      : sql`select w.state, count(*) as n from instrument_worklist w where w.instrument_id = ${instrument.id} and ${scanned} group by w.state`,
  );
  const counts: Record<WorklistState, number> = { waiting: 0, sent: 0, resulted: 0, error: 0 };
  for (const c of counted) counts[c.state] = Number(c.n);
  return {
    rows: rows.map(({ first_name, last_name, page_key: _key, ...r }) => ({ ...r, patient_name: personName({ first_name, last_name }), updated_at: isoOrNull(r.updated_at)! })),
    counts,
    next: nextAfter(rows, at.limit),
  };
}
