import type { SchedulerInstance } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { remindedStatusesSql } from '../reminders/public';

export async function countWaiting(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from scheduled_reminders where status = 'scheduled'`);
  return Number(row?.n ?? 0);
}

export function selectNextJobs(db: Db, limit: number): Promise<{ reminder_type: string; channel: string; test_request_id: number; scheduled_for: string }[]> {
  return queryRows(
    db,
    sql`select reminder_type, channel, test_request_id, scheduled_for from scheduled_reminders
        where status = 'scheduled' order by scheduled_for, id limit ${limit}`,
  );
}

export function selectInstances(db: Db, since: Date): Promise<SchedulerInstance[]> {
  return queryRows<SchedulerInstance>(
    db,
    sql`select instance_id as "instanceId", started_at as "startedAt", last_run_at as "lastRunAt", last_error as "lastError"
        from scheduler_instances where last_run_at >= ${since.toISOString()}::timestamptz order by last_run_at desc`,
  );
}

export async function countOutcomes(db: Db, since: Date): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: string | number }>(
    db,
    sql`select status, count(*) as n from scheduled_reminders
        where updated_at >= ${since.toISOString()}::timestamptz and status in ('sent', 'failed', 'missed', 'unconfirmed') group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export interface UpcomingRow {
  id: number;
  test_name: string;
  institution_name: string;
  patient_name: string;
  patient_email: string | null;
  patient_phone: string | null;
  expected: string;
}

const upcomingWhere = (now: Date, until: Date) =>
  sql`r.expected_test_datetime > ${now.toISOString()}::timestamptz and r.expected_test_datetime <= ${until.toISOString()}::timestamptz
      and r.archived_at is null and r.status in (${remindedStatusesSql})`;

/**
 * Open requests whose test falls in (now, until], the soonest first: the first `limit` ids walked
 * in test_requests_upcoming_idx's order, then their names.
 */
export function selectUpcomingRequests(db: Db, now: Date, until: Date, limit: number): Promise<UpcomingRow[]> {
  return queryRows<UpcomingRow>(
    db,
    sql`select r.id, r.test_name, i.name as institution_name, trim(p.first_name || ' ' || p.last_name) as patient_name,
          p.email as patient_email, p.phone as patient_phone, r.expected_test_datetime as expected
        from (select r.id from test_requests r where ${upcomingWhere(now, until)} order by r.expected_test_datetime, r.id limit ${limit}) soonest
        join test_requests r on r.id = soonest.id
        join patients p on p.id = r.patient_id
        join institutions i on i.id = r.institution_id
        order by r.expected_test_datetime, r.id`,
  );
}

export async function countUpcomingRequests(db: Db, now: Date, until: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from test_requests r where ${upcomingWhere(now, until)}`);
  return Number(row?.n ?? 0);
}

export interface ReminderOfRequest {
  test_request_id: number;
  reminder_type: string;
  status: string;
  scheduled_for: string;
}

/** The reminders of these types for these requests' current appointments, every channel. */
export function selectRemindersOf(db: Db, requestIds: number[], types: string[]): Promise<ReminderOfRequest[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return queryRows<ReminderOfRequest>(
    db,
    sql`select s.test_request_id, s.reminder_type, s.status, s.scheduled_for
        from scheduled_reminders s join test_requests r on r.id = s.test_request_id and r.expected_test_datetime = s.expected_test_datetime
        where ${scopeCondition(sql`s.test_request_id`, requestIds)} and s.reminder_type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})`,
  );
}
