// When a reminder is due, and until when a late one may still go: SQL expressions, so one rule
// serves the scheduling of one request and of a million (docs/areas/reminders.md).
import { sql, type SQL } from 'drizzle-orm';

/** Requests in these statuses are still to be tested: their reminders stand. */
export const REMINDED_STATUSES = ['pending', 'approved', 'fulfilled', 'in_progress'] as const;
export const remindedStatusesSql = sql.raw(REMINDED_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The due time of a reminder `value` `unit` before `expected`. Minutes and hours are elapsed time
 * (3 hours before is 3 real hours, whatever the clocks do); days and weeks are calendar time in
 * the time zone `tz` (7 days before a test at 12:00 is 12:00 on that day, across a daylight-saving
 * change).
 */
export function dueAtSql(expected: SQL, value: SQL, unit: SQL, tz: SQL): SQL {
  return sql`(case when ${unit} in ('days', 'weeks')
    then ((${expected} at time zone ${tz}) - make_interval(days => ${value} * (case when ${unit} = 'weeks' then 7 else 1 end))) at time zone ${tz}
    else ${expected} - make_interval(mins => ${value} * (case when ${unit} = 'hours' then 60 else 1 end)) end)`;
}

/** The shortest and longest a reminder may go late (a quarter of its lead time in between). */
export const GRACE_MIN = '2 minutes';
export const GRACE_MAX = '6 hours';

/**
 * A reminder not sent by its due time (the API was down) still goes while it is within its grace
 * window, a quarter of its lead time between 2 minutes and 6 hours, and before the test itself;
 * after that it is missed. `scheduled` and `expected` are the reminder's columns.
 */
export function lateBySql(now: Date, scheduled: SQL, expected: SQL): SQL {
  return sql`(${now.toISOString()}::timestamptz >= ${expected}
    or ${now.toISOString()}::timestamptz > ${scheduled} + least(greatest((${expected} - ${scheduled}) / 4, interval '${sql.raw(GRACE_MIN)}'), interval '${sql.raw(GRACE_MAX)}'))`;
}
