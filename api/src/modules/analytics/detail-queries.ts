// The institution view and the patient view.
import {
  ANALYTICS_TOP_N,
  CLINICIAN_ROLE,
  COMPLETED_TEST_STATUS,
  completionRate,
  OPEN_TEST_STATUSES,
  PATIENT_TIMELINE_LIMIT,
  type InstitutionDetailAnalytics,
  type PatientAnalytics,
  type TestRequestStatus,
} from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { LOGIN_SUCCEEDED } from '../../platform/audit';
import { queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';
import { windowRequests } from './general-queries';
import { institutionCompletedResults, institutionRequests } from './queries';
import { inFirstDay, wholePeriods, windowOf } from './window';

const fullName = (first: unknown, last: unknown) => `${String(first ?? '')} ${String(last ?? '')}`.trim();

/** Counts summed per key, largest first, then by key (as the SQL ordered them). */
function totalsBy<T extends { count: string | number }, K extends string>(rows: T[], key: (row: T) => K): [K, number][] {
  const totals = new Map<K, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + Number(row.count));
  return [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
}

/** The institution's figures in the window; null when there is no such institution. */
export async function selectInstitutionDetail(db: Db, institutionId: number, since: Date): Promise<InstitutionDetailAnalytics | null> {
  const w = windowOf(since);
  const [head] = await queryRowsPrepared<Record<string, string | number>>(
    db,
    sql`select i.name, ${institutionRequests(w)} as test_requests,
        coalesce((select pc.listed from patient_counts pc where pc.institution_id = i.id), 0) as patients,
        ${institutionCompletedResults(w)} as completed_results
      from institutions i where i.id = ${institutionId}`,
  );
  if (!head) return null;
  // staff of the institution who signed in within the window: the overview's Active Users (its
  // activity list) counts active accounts only, and so does this, or the two figures would part
  // as soon as someone who signed in is deactivated
  const staff = sql`select u.id from users u where u.is_active and ${worksIn([institutionId])}`;
  const [active, requests, clinicians] = await Promise.all([
    queryRowsPrepared<{ n: string | number }>(
      db,
      sql`select count(*) as n from (${staff}) s where exists (
          select 1 from user_activity_stats d where d.user_id = s.id and ${wholePeriods(w, 'd')} and d.logins > 0)
        or exists (select 1 from audit_log a where a.actor_user_id = s.id and a.action = ${LOGIN_SUCCEEDED} and ${inFirstDay(w, sql`a.occurred_at`)})`,
    ),
    // the window's requests by test name and status, read once for both the status counts and the top test types
    queryRowsPrepared<{ test_name: string; status: TestRequestStatus; count: string | number }>(
      db,
      sql`select r.test_name, r.status, sum(r.requests) as count from (${windowRequests(w, [institutionId], institutionId)}) r
        group by r.test_name, r.status having sum(r.requests) > 0`,
    ),
    queryRowsPrepared<Record<string, string | number>>(
      db,
      sql`select u.id, u.first_name, u.last_name,
          coalesce((select c.listed from clinician_patient_counts c where c.institution_id = ${institutionId} and c.clinician_id = u.id), 0) as patient_count
        from users u where u.role = ${CLINICIAN_ROLE} and u.is_active and ${worksIn([institutionId])}
        order by patient_count desc, u.last_name, u.first_name, u.id`,
    ),
  ]);
  return {
    institution_name: String(head.name),
    summary: {
      test_requests: Number(head.test_requests),
      patients: Number(head.patients),
      active_users: Number(active[0]?.n ?? 0),
      completed_results: Number(head.completed_results),
    },
    test_requests_by_status: totalsBy(requests, (r) => r.status).map(([status, count]) => ({ status, count })),
    top_test_types: totalsBy(requests, (r) => r.test_name).slice(0, ANALYTICS_TOP_N).map(([test_type_name, count]) => ({ test_type_name, count })),
    clinician_performance: clinicians.map((r) => ({ id: Number(r.id), name: fullName(r.first_name, r.last_name), patient_count: Number(r.patient_count) })),
  };
}

/**
 * The patient's requests in the scope, as the patient detail lists them (archived ones left out);
 * null when the patient is not one of the scope's, is archived or does not exist.
 */
export async function selectPatientAnalytics(db: Db, scope: Scope, patientId: number): Promise<PatientAnalytics | null> {
  const [patient] = await queryRowsPrepared<{ first_name: string; last_name: string }>(
    db,
    sql`select p.first_name, p.last_name from patients p where p.id = ${patientId} and p.archived_at is null
      and ${scope === 'all' ? sql`true` : sql`exists (select 1 from patient_institutions pi where pi.patient_id = p.id and ${scopeCondition(sql`pi.institution_id`, scope)})`}`,
  );
  if (!patient) return null;
  const requests = sql`select tr.id, tr.test_name, tr.status, tr.requested_at from test_requests tr
    where tr.patient_id = ${patientId} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}`;
  const [summary, frequency, timeline] = await Promise.all([
    queryRowsPrepared<Record<string, string | number>>(
      db,
      sql`select count(*) as total, count(*) filter (where r.status = ${COMPLETED_TEST_STATUS}) as completed,
          count(*) filter (where r.status in (${sql.join(OPEN_TEST_STATUSES.map((s) => sql`${s}`), sql`, `)})) as pending
        from (${requests}) r`,
    ),
    queryRowsPrepared<{ test_type: string; count: string | number }>(
      db,
      sql`select r.test_name as test_type, count(*) as count from (${requests}) r group by r.test_name order by count desc, r.test_name`,
    ),
    queryRowsPrepared<Record<string, unknown>>(
      db,
      sql`select r.id, r.test_name, r.status, r.requested_at,
          (select coalesce(res.reviewed_at, res.entered_at) from test_results res
            where res.test_request_id = r.id and res.status in ('final', 'amended')) as result_date
        from (${requests}) r order by r.requested_at desc, r.id desc limit ${PATIENT_TIMELINE_LIMIT}`,
    ),
  ]);
  const total = Number(summary[0]?.total ?? 0);
  const completed = Number(summary[0]?.completed ?? 0);
  return {
    patient_name: fullName(patient.first_name, patient.last_name),
    summary: { total_tests: total, completed_tests: completed, pending_tests: Number(summary[0]?.pending ?? 0), completion_rate: completionRate(completed, total) },
    test_frequency: frequency.map((r) => ({ test_type: r.test_type, count: Number(r.count) })),
    timeline: timeline.map((r) => ({
      date: new Date(r.requested_at as string).toISOString(),
      test_type: String(r.test_name),
      status: r.status as TestRequestStatus,
      completed: r.status === COMPLETED_TEST_STATUS,
      result_date: r.result_date ? new Date(r.result_date as string).toISOString() : null,
    })),
  };
}
