// The general analytics: test types, institutions, user activity and
// the audit summary, each summed from the summaries of migration 0021 (and daily_counts) over a
// time frame's whole days, plus its partial first day counted from the rows (window.ts).
import {
  COMPLETED_TEST_STATUS,
  completionRate,
  USER_ACTIVITY_LIMIT,
  type AuditSummaryEntry,
  type InstitutionAnalytics,
  type Role,
  type TestTypeAnalytics,
  type UserActivity,
} from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { LOGIN_SUCCEEDED } from '../../platform/audit';
import { queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';
import { institutionCompletedResults, institutionRequests } from './queries';
import { inFirstDay, rowInstitutions, summaryInstitutions, wholePeriods, windowOf, type Window } from './window';

const isoOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Requests of the window by test name, category and status: summary rows and the first day's rows. */
export function windowRequests(w: Window, scope: Scope, institutionId?: number): SQL {
  return sql`select s.test_name, s.category, s.status, s.requests from request_stats s
      where ${wholePeriods(w, 's')} and ${summaryInstitutions(sql`s.institution_id`, scope, institutionId)}
    union all
    select tr.test_name, coalesce(tr.category, ''), tr.status, 1 from test_requests tr
      where ${inFirstDay(w, sql`tr.requested_at`)} and ${rowInstitutions(sql`tr.institution_id`, scope, institutionId)}`;
}

/** Every test type requested in the window, most requested first, with its completion rate. */
export async function selectTestTypes(db: Db, scope: Scope, since: Date, institutionId?: number): Promise<TestTypeAnalytics[]> {
  const rows = await queryRowsPrepared<{ name: string; category: string; request_count: string | number; completed: string | number }>(
    db,
    sql`select r.test_name as name, r.category, sum(r.requests) as request_count,
        coalesce(sum(r.requests) filter (where r.status = ${COMPLETED_TEST_STATUS}), 0) as completed
      from (${windowRequests(windowOf(since), scope, institutionId)}) r
      group by r.test_name, r.category having sum(r.requests) > 0
      order by request_count desc, r.test_name, r.category`,
  );
  return rows.map((r) => ({
    name: r.name,
    category: r.category === '' ? null : r.category,
    request_count: Number(r.request_count),
    completion_rate: completionRate(Number(r.completed), Number(r.request_count)),
  }));
}

/** Audited actions per day, action and entity type in the window, newest day first. */
export async function selectAuditSummary(db: Db, scope: Scope, since: Date, institutionId?: number): Promise<AuditSummaryEntry[]> {
  const w = windowOf(since);
  // an entry's institution: the one it names, else its actor's (as audit_log_summaries counts it)
  const entryInstitution = sql`coalesce(a.institution_id, u.institution_id)`;
  const rows = await queryRowsPrepared<{ action: string; table_name: string; count: string | number; date: string }>(
    db,
    sql`select x.action, x.entity_type as table_name, sum(x.n) as count, to_char(x.day, 'YYYY-MM-DD') as date from (
        select c.day, c.action, c.entity_type, c.entries as n from audit_daily_counts c
          where c.day > ${w.firstDay} and ${summaryInstitutions(sql`c.institution_id`, scope, institutionId)}
        union all
        select ${w.firstDay}::date, a.action, a.entity_type, 1 from audit_log a left join users u on u.id = a.actor_user_id
          where ${inFirstDay(w, sql`a.occurred_at`)} and ${rowInstitutions(entryInstitution, scope, institutionId)}
      ) x group by x.day, x.action, x.entity_type having sum(x.n) > 0
      order by x.day desc, count desc, x.action, x.entity_type`,
  );
  return rows.map((r) => ({ action: r.action, table_name: r.table_name, count: Number(r.count), date: r.date }));
}

/** Every institution with its figures (super_admin): staff and patients now, requests and completed results in the window. */
export async function selectInstitutionFigures(db: Db, since: Date): Promise<InstitutionAnalytics[]> {
  const w = windowOf(since);
  const rows = await queryRowsPrepared<Record<string, number | string>>(
    db,
    sql`select i.id, i.name,
        (select count(*) from users u where u.is_active and (u.institution_id = i.id
          or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = i.id))) as user_count,
        coalesce((select pc.listed from patient_counts pc where pc.institution_id = i.id), 0) as patient_count,
        ${institutionRequests(w)} as test_request_count,
        ${institutionCompletedResults(w)} as completed_results_count
      from institutions i order by i.name, i.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    user_count: Number(r.user_count),
    patient_count: Number(r.patient_count),
    test_request_count: Number(r.test_request_count),
    completed_results_count: Number(r.completed_results_count),
  }));
}

/**
 * Active users in the scope with what they did in the window, most active first
 * (USER_ACTIVITY_LIMIT of them). Last activity is their newest audited action, any time.
 */
export async function selectUserActivity(db: Db, scope: Scope, options: { role?: Role; since: Date; institutionId?: number }): Promise<UserActivity[]> {
  const w = windowOf(options.since);
  const chosen = sql`select u.id from users u where u.is_active and ${options.role ? sql`u.role = ${options.role}` : sql`true`}
    and ${worksIn(scope)} and ${options.institutionId ? worksIn([options.institutionId]) : sql`true`}`;
  // only the work done in the institutions asked about: a user of several institutions did work
  // elsewhere that is not this caller's to count (sign-ins belong to none: institution 0)
  const workedIn = (column: SQL) => sql`${scopeCondition(column, scope)} and ${options.institutionId ? sql`${column} = ${options.institutionId}` : sql`true`}`;
  const rows = await queryRowsPrepared<Record<string, unknown>>(
    db,
    sql`with chosen as (${chosen}),
      activity as (
        select x.user_id, sum(x.logins) as logins, sum(x.requests) as requests, sum(x.results) as results from (
          select d.user_id, d.logins, d.requests_created as requests, d.results_entered as results
            from user_activity_stats d join chosen c on c.id = d.user_id
            where ${wholePeriods(w, 'd')} and (d.institution_id = 0 or ${workedIn(sql`d.institution_id`)})
          union all
          select a.actor_user_id, 1, 0, 0 from audit_log a
            where a.action = ${LOGIN_SUCCEEDED} and ${inFirstDay(w, sql`a.occurred_at`)}
          union all
          select tr.requested_by, 0, 1, 0 from test_requests tr where ${inFirstDay(w, sql`tr.requested_at`)} and ${workedIn(sql`tr.institution_id`)}
          union all
          select r.entered_by, 0, 0, 1 from test_results r where ${inFirstDay(w, sql`r.entered_at`)} and ${workedIn(sql`r.institution_id`)}
        ) x join chosen c on c.id = x.user_id group by x.user_id)
      select u.id, u.first_name, u.last_name, u.role, i.name as institution_name,
        coalesce(a.logins, 0) as login_count, coalesce(a.requests, 0) as requests_created, coalesce(a.results, 0) as results_entered,
        (select max(al.occurred_at) from audit_log al where al.actor_user_id = u.id) as last_activity
      from chosen c join users u on u.id = c.id left join institutions i on i.id = u.institution_id
      left join activity a on a.user_id = u.id
      order by coalesce(a.logins, 0) + coalesce(a.requests, 0) + coalesce(a.results, 0) desc, u.last_name, u.first_name, u.id
      limit ${USER_ACTIVITY_LIMIT}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    first_name: String(r.first_name),
    last_name: String(r.last_name),
    role: r.role as Role,
    institution_name: (r.institution_name as string | null) ?? null,
    login_count: Number(r.login_count),
    requests_created: Number(r.requests_created),
    results_entered: Number(r.results_entered),
    last_activity: isoOrNull(r.last_activity),
  }));
}
