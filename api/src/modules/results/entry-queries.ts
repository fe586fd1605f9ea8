// What entering a value needs to know: the request's markers with the range that fits its patient
// on the collection day, each marker's delta rule, and the patient's previous final values.
import { matchRange, rangeLabel, type DeltaKind, type ResultMarker, type StoredReferenceRange } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared } from '../../platform/db/query';
import { isoOrNull, numberOrNull } from '../../platform/db/row-values';

/** The patient and the day the ranges are matched on: the test date when one was set, else the day it was requested. */
export interface EntryPatient {
  patient_id: number;
  gender: string | null;
  date_of_birth: string | null;
  collected_at: string;
}

/** A marker as a value is entered for it: its matched range and its delta rule. */
export interface EntryMarker extends ResultMarker {
  delta_limit: number | null;
  delta_kind: DeltaKind;
  delta_window_days: number;
}

export async function selectEntryPatient(db: Db, requestId: number): Promise<EntryPatient | null> {
  const rows = await queryRowsPrepared<EntryPatient>(
    db,
    sql`select tr.patient_id, p.gender, p.date_of_birth::text as date_of_birth, coalesce(tr.expected_test_datetime, tr.requested_at) as collected_at
      from test_requests tr join patients p on p.id = tr.patient_id where tr.id = ${requestId}`,
  );
  const row = rows[0];
  return row ? { ...row, collected_at: isoOrNull(row.collected_at)! } : null;
}

type RangeRow = Record<keyof StoredReferenceRange, unknown>;

const toRange = (r: RangeRow): StoredReferenceRange => ({
  id: Number(r.id),
  sex: r.sex as StoredReferenceRange['sex'],
  age_from: Number(r.age_from),
  age_to: numberOrNull(r.age_to),
  age_unit: r.age_unit as StoredReferenceRange['age_unit'],
  low: numberOrNull(r.low),
  high: numberOrNull(r.high),
  critical_low: numberOrNull(r.critical_low),
  critical_high: numberOrNull(r.critical_high),
  units: (r.units as string | null) ?? null,
});

/** The request's markers in name order, each with the range that fits the patient (null when none does). */
export async function selectEntryMarkers(db: Db, requestId: number, patient: EntryPatient): Promise<EntryMarker[]> {
  const rows = await queryRowsPrepared<Omit<EntryMarker, 'range'> & { ranges: RangeRow[] | null }>(
    db,
    sql`select m.id, m.name, m.description, m.units, m.range_min, m.range_max, m.delta_limit, m.delta_kind, m.delta_window_days,
        (select json_agg(json_build_object('id', rr.id, 'sex', rr.sex, 'age_from', rr.age_from, 'age_to', rr.age_to, 'age_unit', rr.age_unit,
            'low', rr.low, 'high', rr.high, 'critical_low', rr.critical_low, 'critical_high', rr.critical_high, 'units', rr.units) order by rr.id)
          from marker_reference_ranges rr where rr.marker_id = m.id) as ranges
      from test_request_markers trm join markers m on m.id = trm.marker_id
      where trm.test_request_id = ${requestId} order by m.name, m.id`,
  );
  return rows.map(({ ranges, ...m }) => {
    const range = matchRange((ranges ?? []).map(toRange), patient, patient.collected_at);
    return {
      ...m,
      range_min: numberOrNull(m.range_min),
      range_max: numberOrNull(m.range_max),
      delta_limit: numberOrNull(m.delta_limit),
      delta_window_days: Number(m.delta_window_days),
      range: range ? { ...range, label: rangeLabel(range) } : null,
    };
  });
}

/** A patient's latest final value of a marker: what the delta check compares with. */
export interface PreviousFinal {
  marker_id: number;
  value: number;
  at: string;
  result_id: number;
}

/**
 * The patient's latest released value of each marker from another result collected no later than
 * this one, newest first per marker (the window is the caller's to apply per marker).
 */
export async function selectPreviousFinals(db: Db, patient: EntryPatient, resultId: number | null, markerIds: number[]): Promise<Map<number, PreviousFinal>> {
  if (!markerIds.length) return new Map();
  const rows = await queryRowsPrepared<PreviousFinal>(
    db,
    sql`select distinct on (e.marker_id) e.marker_id, e.value, e.at, e.result_id from (
        select (v->>'marker_id')::int as marker_id, (v->>'value')::float8 as value, coalesce(tr.expected_test_datetime, tr.requested_at) as at, r.id as result_id
        from test_requests tr
        join test_results r on r.test_request_id = tr.id and r.status in ('final', 'amended')
        join test_result_versions rv on rv.result_id = r.id and rv.version = r.current_version
        cross join jsonb_array_elements(case when jsonb_typeof(rv.result_values) = 'array' then rv.result_values else '[]'::jsonb end) v
        where tr.patient_id = ${patient.patient_id} and r.id <> ${resultId ?? 0}
          and coalesce(tr.expected_test_datetime, tr.requested_at) <= ${patient.collected_at}
          and jsonb_typeof(v->'value') = 'number'
      ) e
      where e.marker_id in (${sql.join(markerIds.map((id) => sql`${id}`), sql`, `)})
      order by e.marker_id, e.at desc, e.result_id desc`,
  );
  return new Map(rows.map((r) => [Number(r.marker_id), { marker_id: Number(r.marker_id), value: Number(r.value), at: isoOrNull(r.at)!, result_id: Number(r.result_id) }]));
}
