// The SQL of the results area: one result with its request, patient, markers and versions; the
// request a result is entered for; the writes. The list and its tiles are in list-queries.ts.
import type { ResultMarker, ResultVersion, TestResultDetail } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { asValues } from './result-writes';
import { isoOrNull, numberOrNull } from '../../platform/db/row-values';

type DetailRow = Omit<TestResultDetail, 'markers' | 'versions' | 'result_data' | 'result_values' | 'interpretation' | 'test_request'> & {
  request_status: string;
  category: string | null;
  priority: string;
  institution_address: string | null;
  requested_at: string;
  sample_type: string | null;
  panel_id: number | null;
  panel_name: string | null;
  lab_name: string | null;
  lab_address: string | null;
  clinician_name: string | null;
};

/** The result and its request, patient and staff, when it lies in the caller's institutions. */
async function selectResultRow(db: Db, scope: Scope, id: number): Promise<DetailRow | null> {
  const rows = await queryRowsPrepared<DetailRow>(
    db,
    sql`select r.id, r.test_request_id, tr.test_name, r.status, tr.patient_id, p.first_name as patient_first_name, p.last_name as patient_last_name,
        p.medical_record_number, r.institution_id, i.name as institution_name,
        eb.first_name as entered_by_name, eb.last_name as entered_by_lastname, r.entered_at,
        rb.first_name as reviewed_by_name, rb.last_name as reviewed_by_lastname, r.reviewed_at, r.updated_at,
        r.current_version, p.date_of_birth, p.gender, tr.barcode_number,
        r.external_api_status, r.external_lab_id, r.has_external_results,
        tr.status as request_status, tr.category, tr.priority, i.address as institution_address, tr.requested_at,
        st.name as sample_type, tr.panel_id, pn.name as panel_name, l.name as lab_name, l.address as lab_address,
        nullif(btrim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as clinician_name,
        0 as abnormal_count
      from test_results r
      join test_requests tr on tr.id = r.test_request_id
      join patients p on p.id = tr.patient_id
      join institutions i on i.id = r.institution_id
      left join users eb on eb.id = r.entered_by
      left join users rb on rb.id = r.reviewed_by
      left join users c on c.id = tr.clinician_id
      left join sample_types st on st.id = tr.sample_type_id
      left join panels pn on pn.id = tr.panel_id
      left join labs l on l.id = tr.lab_id
      where r.id = ${id} and ${scopeCondition(sql`r.institution_id`, scope)}`,
  );
  return rows[0] ?? null;
}

type VersionRow = Omit<ResultVersion, 'result_values'> & { result_values: unknown };

/** Every version of a result, newest first. */
export async function selectVersions(db: Db, resultId: number): Promise<ResultVersion[]> {
  const rows = await queryRowsPrepared<VersionRow>(
    db,
    sql`select v.version, v.status, v.result_data, v.result_values, v.interpretation, u.first_name as author_name, u.last_name as author_lastname,
        v.created_at, v.reason
      from test_result_versions v left join users u on u.id = v.author_id
      where v.result_id = ${resultId} order by v.version desc`,
  );
  return rows.map((v) => ({ ...v, result_values: asValues(v.result_values), created_at: isoOrNull(v.created_at)! }));
}

/** The markers of a test request with their current units and ranges, in name order. */
export async function selectRequestMarkers(db: Db, requestId: number): Promise<ResultMarker[]> {
  const rows = await queryRowsPrepared<ResultMarker>(
    db,
    sql`select m.id, m.name, m.description, m.units, m.range_min, m.range_max
      from test_request_markers trm join markers m on m.id = trm.marker_id
      where trm.test_request_id = ${requestId} order by m.name, m.id`,
  );
  return rows.map((m) => ({ ...m, range_min: numberOrNull(m.range_min), range_max: numberOrNull(m.range_max) }));
}

export async function selectResultDetail(db: Db, scope: Scope, id: number): Promise<TestResultDetail | null> {
  const row = await selectResultRow(db, scope, id);
  if (!row) return null;
  const [versions, markers] = await Promise.all([selectVersions(db, id), selectRequestMarkers(db, row.test_request_id)]);
  const current = versions.find((v) => v.version === row.current_version) ?? versions[0];
  const {
    request_status, category, priority, institution_address, requested_at, sample_type, panel_id, panel_name, lab_name, lab_address, clinician_name,
    ...result
  } = row;
  const values = current?.result_values ?? [];
  return {
    ...result,
    entered_at: isoOrNull(result.entered_at)!,
    reviewed_at: isoOrNull(result.reviewed_at),
    updated_at: isoOrNull(result.updated_at)!,
    abnormal_count: values.filter((v) => v.flag !== 'normal').length,
    result_data: current?.result_data ?? '',
    result_values: values,
    interpretation: current?.interpretation ?? null,
    test_request: {
      id: result.test_request_id,
      status: request_status,
      test_name: result.test_name,
      category,
      priority,
      institution_id: result.institution_id,
      institution_name: result.institution_name,
      institution_address,
      requested_at: isoOrNull(requested_at)!,
      sample_type,
      barcode_number: result.barcode_number,
      panel_id,
      panel_name,
      marker_ids: markers.map((m) => m.id),
      lab_name,
      lab_address,
      clinician_name,
    },
    markers,
    versions,
  };
}

/** What entering a result needs to know about its request. */
export interface RequestForResult {
  id: number;
  status: string;
  test_name: string;
  institution_id: number;
  result_id: number | null;
}

/** The listed request in the caller's institutions, with its result if it has one. */
export async function selectRequestForResult(db: Db, scope: Scope, requestId: number): Promise<RequestForResult | null> {
  const rows = await queryRowsPrepared<RequestForResult>(
    db,
    sql`select tr.id, tr.status, tr.test_name, tr.institution_id, (select r.id from test_results r where r.test_request_id = tr.id) as result_id
      from test_requests tr where tr.id = ${requestId} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}`,
  );
  return rows[0] ?? null;
}
