import { institutionScope, type Role, type SessionUser } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { requireInstitutionInScope } from '../../platform/scope';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every institution with its counts (spec 3 "General analytics: Institutions"). */
export async function listInstitutionActivity(db: Db, timeframe: number) {
  const since = new Date(Date.now() - timeframe * DAY_MS);
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`select i.id, i.name,
        (select count(*) from users u where u.institution_id = i.id) as user_count,
        (select count(*) from patient_institutions pi where pi.institution_id = i.id) as patient_count,
        (select count(*) from test_requests tr where tr.institution_id = i.id and tr.requested_at >= ${since}) as test_request_count,
        (select count(*) from test_results r join test_requests tr on tr.id = r.test_request_id
          where tr.institution_id = i.id and r.status in ('final', 'amended') and coalesce(r.reviewed_at, r.entered_at) >= ${since}) as completed_results_count
      from institutions i order by i.name`,
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

/** Users in the caller's scope with what they did in the window (spec 3 "User activity"). */
export async function listUserActivity(db: Db, caller: SessionUser, options: { role?: Role; timeframe: number; institutionId?: number }) {
  const scope = institutionScope(caller);
  if (options.institutionId) requireInstitutionInScope(scope, options.institutionId);
  const since = new Date(Date.now() - options.timeframe * DAY_MS);
  const memberOf = (ids: 'all' | number[]) =>
    ids === 'all'
      ? sql`true`
      : sql`(${scopeCondition(sql`u.institution_id`, ids)} or exists (select 1 from user_institutions ui where ui.user_id = u.id and ${scopeCondition(sql`ui.institution_id`, ids)}))`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.role, i.name as institution_name,
        (select count(*) from audit_log a where a.actor_user_id = u.id and a.action = 'auth.login_succeeded' and a.occurred_at >= ${since}) as login_count,
        (select count(*) from test_requests tr where tr.requested_by = u.id and tr.requested_at >= ${since}) as requests_created,
        (select count(*) from test_results r where r.entered_by = u.id and r.entered_at >= ${since}) as results_entered,
        greatest((select max(occurred_at) from audit_log a where a.actor_user_id = u.id),
                 (select max(requested_at) from test_requests tr where tr.requested_by = u.id),
                 (select max(entered_at) from test_results r where r.entered_by = u.id)) as last_activity
      from users u left join institutions i on i.id = u.institution_id
      where u.is_active and ${options.role ? sql`u.role = ${options.role}` : sql`true`}
        and ${memberOf(scope)} and ${options.institutionId ? memberOf([options.institutionId]) : sql`true`}
      order by u.last_name, u.first_name, u.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    first_name: String(r.first_name),
    last_name: String(r.last_name),
    role: String(r.role),
    institution_name: (r.institution_name as string | null) ?? null,
    login_count: Number(r.login_count),
    requests_created: Number(r.requests_created),
    results_entered: Number(r.results_entered),
    last_activity: r.last_activity ? new Date(r.last_activity as string).toISOString() : null,
  }));
}
