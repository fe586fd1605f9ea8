import { CLINICIAN_ROLE, type InstitutionActivity } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';
import { windowOf, type Window } from './window';

const DAY_MS = 24 * 60 * 60 * 1000;

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRowsPrepared<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

/** Institutions of the scope in daily_counts (0 is the provider-wide row, never an institution's). */
const summaryScope = (scope: Scope) => (scope === 'all' ? sql`dc.institution_id <> 0` : scopeCondition(sql`dc.institution_id`, scope));
export const laterDays = (w: Window, figure: string, where = sql`true`) =>
  sql`(select coalesce(sum(dc.${sql.raw(figure)}), 0) from daily_counts dc where dc.day > ${w.firstDay} and ${where})`;

/** Institution `i`'s test requests in the window (its later days from daily_counts, its first day from the rows). */
export const institutionRequests = (w: Window) =>
  sql`(${laterDays(w, 'test_requests', sql`dc.institution_id = i.id`)}
    + (select count(*) from test_requests tr where tr.institution_id = i.id and tr.requested_at >= ${w.since} and tr.requested_at < ${w.firstDayEnd}))`;

/** Institution `i`'s results made final (or amended) in the window, counted the same way. */
export const institutionCompletedResults = (w: Window) =>
  sql`(${laterDays(w, 'completed_results', sql`dc.institution_id = i.id`)}
    + (select count(*) from test_results r where r.institution_id = i.id and r.status in ('final', 'amended')
        and coalesce(r.reviewed_at, r.entered_at) >= ${w.since} and coalesce(r.reviewed_at, r.entered_at) < ${w.firstDayEnd}))`;

export const countTestRequests = (db: Db, scope: Scope, since: Date) => {
  const w = windowOf(since);
  return countOf(
    db,
    sql`select ${laterDays(w, 'test_requests', summaryScope(scope))}
      + (select count(*) from test_requests where requested_at >= ${w.since} and requested_at < ${w.firstDayEnd} and ${scopeCondition(sql`institution_id`, scope)}) as n`,
  );
};

/** Patients registered in the window: one row of daily_counts per day for all or one institution; counted for several. */
export const countNewPatients = (db: Db, scope: Scope, since: Date) => {
  const w = windowOf(since);
  if (scope === 'all') {
    return countOf(db, sql`select ${laterDays(w, 'new_patients', sql`dc.institution_id = 0`)}
      + (select count(*) from patients where created_at >= ${w.since} and created_at < ${w.firstDayEnd}) as n`);
  }
  if (scope.length === 1) {
    return countOf(db, sql`select ${laterDays(w, 'new_patients', sql`dc.institution_id = ${scope[0]}`)}
      + (select count(*) from patients p join patient_institutions pi on pi.patient_id = p.id and pi.institution_id = ${scope[0]}
         where p.created_at >= ${w.since} and p.created_at < ${w.firstDayEnd}) as n`);
  }
  // a patient of two of these institutions is one new patient: count them
  return countOf(
    db,
    sql`select count(distinct patient_id) as n from patient_institutions where patient_created_at >= ${since} and ${scopeCondition(sql`institution_id`, scope)}`,
  );
};

/** Results made final (or amended) in the window; the request's institution only matters for a scope. */
export const countCompletedResults = (db: Db, scope: Scope, since: Date) => {
  const w = windowOf(since);
  const completedOnFirstDay = sql`r.status in ('final', 'amended') and coalesce(r.reviewed_at, r.entered_at) >= ${w.since}
    and coalesce(r.reviewed_at, r.entered_at) < ${w.firstDayEnd}`;
  const firstDay =
    scope === 'all'
      ? sql`(select count(*) from test_results r where ${completedOnFirstDay})`
      : sql`(select count(*) from test_results r join test_requests tr on tr.id = r.test_request_id
          where ${completedOnFirstDay} and ${scopeCondition(sql`tr.institution_id`, scope)})`;
  return countOf(db, sql`select ${laterDays(w, 'completed_results', summaryScope(scope))} + ${firstDay} as n`);
};

/** Results waiting now for the call-back of a critical value (the few rows of their partial index). */
export const countCriticalUnacknowledged = (db: Db, scope: Scope) =>
  countOf(db, sql`select count(*) as n from test_results r where r.critical_unacknowledged and ${scopeCondition(sql`r.institution_id`, scope)}`);

/** Pending now, whenever requested. */
export const countPendingFulfillment = (db: Db, scope: Scope) =>
  countOf(
    db,
    sql`select count(*) as n from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id
      where f.status = 'pending' and ${scopeCondition(sql`tr.institution_id`, scope)}`,
  );

/** Items at or below their threshold: global items plus the scope's own. */
export const countLowStock = (db: Db, scope: Scope) =>
  countOf(
    db,
    sql`select count(*) as n from inventory_items where quantity_available <= minimum_threshold
      and (institution_id is null or ${scopeCondition(sql`institution_id`, scope)})`,
  );

export const countActiveInstitutions = (db: Db, since: Date) => {
  const w = windowOf(since);
  return countOf(
    db,
    sql`select count(*) as n from (
      select dc.institution_id from daily_counts dc where dc.day > ${w.firstDay} and dc.institution_id <> 0 and dc.test_requests > 0
      union select institution_id from test_requests where requested_at >= ${w.since} and requested_at < ${w.firstDayEnd}) active`,
  );
};

export const countActiveClinicians = (db: Db) => countOf(db, sql`select count(*) as n from users where role = ${CLINICIAN_ROLE} and is_active`);


/** The five institutions with the most requests in the window. */
export async function institutionsByActivity(db: Db, since: Date): Promise<InstitutionActivity[]> {
  const rows = await queryRowsPrepared<{ institution_name: string; activity_count: number | string; last_activity: Date | string | null }>(
    db,
    sql`select i.name as institution_name, ${institutionRequests(windowOf(since))} as activity_count,
        (select max(tr.requested_at) from test_requests tr where tr.institution_id = i.id) as last_activity
      from institutions i order by activity_count desc, i.name limit 5`,
  );
  return rows.map((r) => ({
    institution_name: r.institution_name,
    activity_count: Number(r.activity_count),
    last_activity: r.last_activity ? new Date(r.last_activity).toISOString() : null,
  }));
}

/** Requests per day for the last 7 days (today included), zero-filled; empty when there are none. */
export async function testTrends(db: Db, scope: Scope, now = new Date()): Promise<{ date: string; count: number }[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: 7 }, (_, i) => new Date(today - (6 - i) * DAY_MS).toISOString().slice(0, 10));
  // whole UTC days: daily_counts holds them exactly
  const rows = await queryRowsPrepared<{ day: string; n: number | string }>(
    db,
    sql`select to_char(dc.day, 'YYYY-MM-DD') as day, sum(dc.test_requests) as n from daily_counts dc
      where dc.day >= ${days[0]} and dc.day <= ${days[6]} and ${summaryScope(scope)} group by dc.day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const trend = days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
  return trend.some((d) => d.count > 0) ? trend : [];
}

/** True when `clinicianId` is a clinician working in the scope. */
export async function isClinicianInScope(db: Db, scope: Scope, clinicianId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from users u where u.id = ${clinicianId} and u.role = ${CLINICIAN_ROLE} and ${worksIn(scope)}`,
  );
  return rows.length > 0;
}
