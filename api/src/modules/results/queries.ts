// The SQL of the results area: one result with its request, patient, markers and versions; the
// request a result is entered for; the writes. The list and its tiles are in list-queries.ts.
import { type CriticalNotification, isAbnormalFlag, isCriticalFlag, type ResultVersion, type TestResultDetail } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { selectEntryMarkers, selectEntryPatient } from './entry-queries';
import { asValues } from './result-writes';
import { isoOrNull } from '../../platform/db/row-values';

type DetailRow = Omit<TestResultDetail, 'markers' | 'versions' | 'result_data' | 'result_values' | 'interpretation' | 'test_request' | 'critical_notifications' | 'critical_count' | 'pending_amendment'> & {
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
        r.entered_by, r.values_by, rl.first_name as released_by_name, rl.last_name as released_by_lastname, r.released_at, r.release_comment,
        i.second_person_release as second_person_required, coalesce(tr.expected_test_datetime, tr.requested_at) as collected_at, r.critical_unacknowledged,
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
      left join users rl on rl.id = r.released_by
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
    sql`select v.version, v.status, v.result_data, v.result_values, v.interpretation, v.author_id, u.first_name as author_name, u.last_name as author_lastname,
        v.created_at, v.reason, v.source
      from test_result_versions v left join users u on u.id = v.author_id
      where v.result_id = ${resultId} order by v.version desc`,
  );
  return rows.map((v) => ({ ...v, result_values: asValues(v.result_values), created_at: isoOrNull(v.created_at)! }));
}

type NotificationRow = Omit<CriticalNotification, 'notified_at' | 'recorded_at'> & { notified_at: unknown; recorded_at: unknown };

/** The recorded call-backs of a result's critical values, newest first. */
export async function selectCriticalNotifications(db: Db, resultId: number): Promise<CriticalNotification[]> {
  const rows = await queryRowsPrepared<NotificationRow>(
    db,
    sql`select n.id, n.version, n.values, n.notified_person, n.role, n.method, n.read_back, n.notified_at, n.notes,
        u.first_name as recorded_by_name, u.last_name as recorded_by_lastname, n.recorded_at
      from result_critical_notifications n left join users u on u.id = n.recorded_by
      where n.result_id = ${resultId} order by n.recorded_at desc, n.id desc`,
  );
  return rows.map((n) => ({ ...n, notified_at: isoOrNull(n.notified_at)!, recorded_at: isoOrNull(n.recorded_at)! }));
}

export async function selectResultDetail(db: Db, scope: Scope, id: number): Promise<TestResultDetail | null> {
  const row = await selectResultRow(db, scope, id);
  if (!row) return null;
  const patient = (await selectEntryPatient(db, row.test_request_id))!;
  const [versions, entryMarkers, notifications] = await Promise.all([
    selectVersions(db, id),
    selectEntryMarkers(db, row.test_request_id, patient),
    selectCriticalNotifications(db, id),
  ]);
  const markers = entryMarkers.map(({ delta_limit: _l, delta_kind: _k, delta_window_days: _w, ...m }) => m);
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
    released_at: isoOrNull(result.released_at),
    collected_at: isoOrNull(result.collected_at)!,
    abnormal_count: values.filter((v) => isAbnormalFlag(v.flag)).length,
    critical_count: values.filter((v) => isCriticalFlag(v.flag)).length,
    critical_notifications: notifications,
    pending_amendment: versions.find((v) => v.version > row.current_version) ?? null,
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
  /** The institution's four-eyes rule on results. */
  second_person_release: boolean;
}

/** The listed request in the caller's institutions, with its result if it has one. */
export async function selectRequestForResult(db: Db, scope: Scope, requestId: number): Promise<RequestForResult | null> {
  const rows = await queryRowsPrepared<RequestForResult>(
    db,
    sql`select tr.id, tr.status, tr.test_name, tr.institution_id, (select r.id from test_results r where r.test_request_id = tr.id) as result_id,
        (select i.second_person_release from institutions i where i.id = tr.institution_id) as second_person_release
      from test_requests tr where tr.id = ${requestId} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}`,
  );
  return rows[0] ?? null;
}
