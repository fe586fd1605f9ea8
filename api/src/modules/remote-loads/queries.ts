import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

export interface ReportRow {
  userId: number;
  remote: string;
  version: string;
  outcome: string;
  error: string | null;
  page: string | null;
}

/** Reports older than this are cleared, a few at each insert. */
const KEPT = '8 days';
const CLEARED_PER_INSERT = 50;

/** Stores one report, clearing a few that have aged out in the same statement. */
export async function insertReport(db: Db, row: ReportRow): Promise<void> {
  await db.execute(sql`
    with cleared as (
      delete from remote_load_reports
      where id in (select id from remote_load_reports where reported_at < now() - ${KEPT}::interval order by reported_at limit ${CLEARED_PER_INSERT})
    )
    insert into remote_load_reports (user_id, remote, version, outcome, error, page)
    values (${row.userId}, ${row.remote}, ${row.version}, ${row.outcome}, ${row.error}, ${row.page})`);
}

export interface SummaryRow {
  remote: string;
  version: string;
  loads: string;
  failures: string;
  users: string;
  last_at: string | null;
  last_outcome: string | null;
  last_error: string | null;
  last_page: string | null;
}

/** Each remote version's reports since `hours` ago: counts, and its latest failure. */
export async function summarySince(db: Db, hours: number): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(
    db,
    sql`
      with recent as (
        select * from remote_load_reports where reported_at >= now() - make_interval(hours => ${hours})
      ),
      -- per user first, then per version: two hash aggregates instead of a sort for count(distinct)
      per_user as (
        select remote, version, user_id, count(*) as loads, count(*) filter (where outcome <> 'loaded') as failures
        from recent group by remote, version, user_id
      ),
      totals as (
        select remote, version, sum(loads)::bigint as loads, sum(failures)::bigint as failures, count(*) as users
        from per_user group by remote, version
      ),
      latest as (
        select distinct on (remote, version) remote, version, reported_at, outcome, error, page
        from recent where outcome <> 'loaded'
        order by remote, version, reported_at desc, id desc
      )
      select t.remote, t.version, t.loads, t.failures, t.users,
             to_char(l.reported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at, l.outcome as last_outcome, l.error as last_error, l.page as last_page
      from totals t left join latest l using (remote, version)
      order by t.remote, t.version`,
  );
}
