// Keeps scheduled_reminders equal to what the rules and the requests ask for: one row per active
// rule, channel and open request whose test is ahead (docs/areas/reminders.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { executeCounted, scopeCondition } from '../../platform/db/query';
import { dueAtSql, remindedStatusesSql } from './due-time';

/** Which reminders a change concerns: some requests', one institution's, one rule's, or all. */
export type ScheduleScope = { requestIds: number[] } | { institutionId: number } | { reminderType: string } | 'all';

function requestCondition(scope: ScheduleScope, request: SQL, type: SQL): SQL {
  if (scope === 'all') return sql`true`;
  if ('requestIds' in scope) return scopeCondition(request, scope.requestIds);
  if ('institutionId' in scope) return sql`${request} in (select id from test_requests where institution_id = ${scope.institutionId})`;
  return sql`${type} = ${scope.reminderType}`;
}

/** The reminders the rules ask for in `scope`, each with its due time. */
function desiredSql(scope: ScheduleScope, now: Date, serverTimeZone: string): SQL {
  return sql`select r.id as test_request_id, c.reminder_type, ch.channel, r.expected_test_datetime as expected,
      ${dueAtSql(sql`r.expected_test_datetime`, sql`c.time_value`, sql`c.time_unit`, sql`coalesce(i.time_zone, ${serverTimeZone})`)} as due
    from reminder_configs c
    cross join lateral unnest(string_to_array(c.notification_channels, ',')) ch(channel)
    join test_requests r on r.expected_test_datetime > ${now.toISOString()}::timestamptz
      and r.archived_at is null and r.status in (${remindedStatusesSql})
    join institutions i on i.id = r.institution_id
    where c.is_active and ${requestCondition(scope, sql`r.id`, sql`c.reminder_type`)}`;
}

export interface ScheduleChange {
  scheduled: number;
  moved: number;
  cancelled: number;
}

/**
 * Brings the scope's reminders in line, in the caller's transaction:
 * - a reminder asked for and not yet there is scheduled when its due time is still ahead (one
 *   already past when the request was made or moved is not sent: the patient was not due it);
 * - a waiting one whose due time changed (the rule's offset, the institution's zone) moves, and a
 *   cancelled one asked for again (the rule reactivated) comes back while its time is ahead;
 * - a waiting one no longer asked for (request cancelled, closed, archived or moved to another
 *   time; rule deactivated, deleted or channel dropped) is cancelled.
 * Sent, failed, missed and unconfirmed reminders are history and never change.
 */
export async function reconcileReminders(db: Db, scope: ScheduleScope, now: Date, serverTimeZone: string): Promise<ScheduleChange> {
  if (scope !== 'all' && 'requestIds' in scope && scope.requestIds.length === 0) return { scheduled: 0, moved: 0, cancelled: 0 };
  const at = now.toISOString();
  const desired = desiredSql(scope, now, serverTimeZone);
  const moved = await executeCounted(db, sql`
    update scheduled_reminders s set scheduled_for = d.due, status = 'scheduled', error_message = null, updated_at = ${at}::timestamptz
    from (${desired}) d
    where s.test_request_id = d.test_request_id and s.reminder_type = d.reminder_type and s.channel = d.channel and s.expected_test_datetime = d.expected
      and ((s.status = 'scheduled' and s.scheduled_for <> d.due) or (s.status = 'cancelled' and d.due > ${at}::timestamptz))`);
  const scheduled = await executeCounted(db, sql`
    insert into scheduled_reminders (test_request_id, reminder_type, channel, expected_test_datetime, scheduled_for, status, created_at, updated_at)
    select d.test_request_id, d.reminder_type, d.channel, d.expected, d.due, 'scheduled', ${at}::timestamptz, ${at}::timestamptz
    from (${desired}) d where d.due > ${at}::timestamptz
    on conflict (test_request_id, reminder_type, channel, expected_test_datetime) do nothing`);
  const cancelled = await executeCounted(db, sql`
    update scheduled_reminders s set status = 'cancelled', updated_at = ${at}::timestamptz
    where s.status = 'scheduled' and ${requestCondition(scope, sql`s.test_request_id`, sql`s.reminder_type`)}
      and not exists (select 1 from (${desired}) d
        where d.test_request_id = s.test_request_id and d.reminder_type = s.reminder_type and d.channel = s.channel and d.expected = s.expected_test_datetime)`);
  return { scheduled, moved, cancelled };
}
