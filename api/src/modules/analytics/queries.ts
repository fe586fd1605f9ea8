import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';

type Scope = 'all' | number[];
const DAY_MS = 24 * 60 * 60 * 1000;

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

export const countTestRequests = (db: Db, scope: Scope, since: Date) =>
  countOf(db, sql`select count(*) as n from test_requests where requested_at >= ${since} and ${scopeCondition(sql`institution_id`, scope)}`);

export const countNewPatients = (db: Db, scope: Scope, since: Date) =>
  countOf(
    db,
    sql`select count(*) as n from patients p where p.created_at >= ${since} and exists (
      select 1 from patient_institutions pi where pi.patient_id = p.id and ${scopeCondition(sql`pi.institution_id`, scope)})`,
  );

/** Results made final (or amended) in the window. */
export const countCompletedResults = (db: Db, scope: Scope, since: Date) =>
  countOf(
    db,
    sql`select count(*) as n from test_results r join test_requests tr on tr.id = r.test_request_id
      where r.status in ('final', 'amended') and coalesce(r.reviewed_at, r.entered_at) >= ${since}
      and ${scopeCondition(sql`tr.institution_id`, scope)}`,
  );

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

export const countActiveInstitutions = (db: Db, since: Date) =>
  countOf(db, sql`select count(distinct institution_id) as n from test_requests where requested_at >= ${since}`);

export const countActiveClinicians = (db: Db) => countOf(db, sql`select count(*) as n from users where role = 'clinician' and is_active`);

export interface InstitutionActivity {
  institution_name: string;
  activity_count: number;
  last_activity: string | null;
}

/** The five institutions with the most requests in the window. */
export async function institutionsByActivity(db: Db, since: Date): Promise<InstitutionActivity[]> {
  const rows = await queryRows<{ institution_name: string; activity_count: number | string; last_activity: Date | string | null }>(
    db,
    sql`select i.name as institution_name,
        count(tr.id) filter (where tr.requested_at >= ${since}) as activity_count,
        max(tr.requested_at) as last_activity
      from institutions i left join test_requests tr on tr.institution_id = i.id
      group by i.id, i.name order by activity_count desc, i.name limit 5`,
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
  const rows = await queryRows<{ day: string; n: number | string }>(
    db,
    sql`select to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from test_requests
      where requested_at >= ${new Date(today - 6 * DAY_MS)} and ${scopeCondition(sql`institution_id`, scope)} group by 1`,
  );
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const trend = days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
  return trend.some((d) => d.count > 0) ? trend : [];
}
