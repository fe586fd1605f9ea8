// The scheduler's SQL: claim due reminders (FOR UPDATE SKIP LOCKED, so instances never share one),
// mark them, recover claims whose instance stopped, and the instances' heartbeat.
import { sql } from 'drizzle-orm';
import type { ChannelOutcome } from '../../platform/delivery';
import type { Db } from '../../platform/db/client';
import { executeCounted, queryRows, scopeCondition } from '../../platform/db/query';
import { lateBySql } from './due-time';

/** A due reminder with everything needed to decide about it and to write it. */
export interface DueReminder {
  id: number;
  test_request_id: number;
  reminder_type: string;
  channel: 'email' | 'sms';
  scheduled_for: Date;
  expected: Date;
  request_status: string;
  request_archived: boolean;
  request_expected: Date | null;
  institution_id: number;
  patient_id: number;
  test_name: string;
  patient_name: string;
  patient_email: string | null;
  patient_phone: string | null;
  patient_archived: boolean;
  institution_name: string;
  institution_phone: string | null;
  time_zone: string;
  /** The rule as it is now (null: deleted). */
  rule_active: boolean | null;
  rule_channels: string | null;
  subject_template: string | null;
  message_template_email: string | null;
  message_template_sms: string | null;
  /** Past its grace window (or the test time): too late to send. */
  late: boolean;
}

/** Locks up to `limit` reminders due by `now` that no other instance holds, the oldest first. */
export async function lockDueReminders(tx: Db, now: Date, limit: number, serverTimeZone: string): Promise<DueReminder[]> {
  const ids = await queryRows<{ id: number }>(
    tx,
    sql`select id from scheduled_reminders where status = 'scheduled' and scheduled_for <= ${now.toISOString()}::timestamptz
        order by scheduled_for, id limit ${limit} for update skip locked`,
  );
  if (ids.length === 0) return [];
  const rows = await queryRows<DueReminder>(
    tx,
    sql`select s.id, s.test_request_id, s.reminder_type, s.channel, s.scheduled_for, s.expected_test_datetime as expected,
          r.status as request_status, r.archived_at is not null as request_archived, r.expected_test_datetime as request_expected,
          r.institution_id, r.patient_id, r.test_name,
          trim(p.first_name || ' ' || p.last_name) as patient_name, nullif(trim(p.email), '') as patient_email, nullif(trim(p.phone), '') as patient_phone,
          p.archived_at is not null as patient_archived,
          i.name as institution_name, i.phone as institution_phone, coalesce(i.time_zone, ${serverTimeZone}) as time_zone,
          c.is_active as rule_active, c.notification_channels as rule_channels,
          c.subject_template, c.message_template_email, c.message_template_sms,
          ${lateBySql(now, sql`s.scheduled_for`, sql`s.expected_test_datetime`)} as late
        from scheduled_reminders s
        join test_requests r on r.id = s.test_request_id
        join patients p on p.id = r.patient_id
        join institutions i on i.id = r.institution_id
        left join reminder_configs c on c.reminder_type = s.reminder_type
        where ${scopeCondition(sql`s.id`, ids.map((r) => r.id))}
        order by s.scheduled_for, s.id`,
  );
  return rows.map((row) => ({ ...row, scheduled_for: new Date(row.scheduled_for), expected: new Date(row.expected), request_expected: row.request_expected && new Date(row.request_expected) }));
}

/** Ends a reminder without sending it: cancelled, missed or failed, with the reason. */
export async function closeReminder(tx: Db, id: number, status: 'cancelled' | 'missed' | 'failed', reason: string, now: Date): Promise<void> {
  await tx.execute(sql`update scheduled_reminders set status = ${status}, error_message = ${reason}, updated_at = ${now.toISOString()}::timestamptz where id = ${id}`);
}

/** Claims a reminder for this instance: from now on only it may send it. */
export async function claimReminder(tx: Db, id: number, instanceId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`update scheduled_reminders set status = 'sending', claimed_by = ${instanceId}, claimed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where id = ${id}`);
}

export interface ReminderLog {
  reminder: DueReminder;
  deliveryStatus: 'pending' | 'failed';
  subject: string | null;
  message: string;
  errorMessage: string | null;
}

/** The reminder's one notification log row (a second one for the same reminder is refused by a unique index). */
export async function insertReminderLog(tx: Db, { reminder, deliveryStatus, subject, message, errorMessage }: ReminderLog, now: Date): Promise<void> {
  const email = reminder.channel === 'email' ? reminder.patient_email : null;
  const phone = reminder.channel === 'sms' ? reminder.patient_phone : null;
  await tx.execute(sql`
    insert into notification_logs (sent_at, test_request_id, institution_id, patient_id, message_type, notification_type, recipient_type,
      recipient_email, recipient_phone, subject, message, delivery_status, error_message, triggered_by_type, scheduled_reminder_id)
    values (${now.toISOString()}::timestamptz, ${reminder.test_request_id}, ${reminder.institution_id}, ${reminder.patient_id}, ${reminder.reminder_type},
      ${reminder.channel}, 'patient', ${email}, ${phone}, ${subject}, ${message}, ${deliveryStatus}, ${errorMessage}, 'system', ${reminder.id})`);
}

/**
 * Records what the transport said, if this instance still holds the claim (a claim recovered as
 * unconfirmed by another instance is finished by its sender all the same: it did send).
 */
export async function finishReminder(tx: Db, id: number, instanceId: string, outcome: ChannelOutcome, now: Date): Promise<boolean> {
  const at = now.toISOString();
  // the reminder is done once handed over or recorded (a recorded one is not sent again); its
  // notification log keeps what really happened
  const status = outcome.status === 'failed' ? 'failed' : 'sent';
  const marked = await executeCounted(
    tx,
    sql`update scheduled_reminders set status = ${status}, error_message = ${outcome.error}, updated_at = ${at}::timestamptz,
          sent_at = ${status === 'sent' ? at : null}::timestamptz
        where id = ${id} and claimed_by = ${instanceId} and status in ('sending', 'unconfirmed')`,
  );
  if (marked === 0) return false;
  await tx.execute(sql`update notification_logs set delivery_status = ${outcome.status}, error_message = ${outcome.error} where scheduled_reminder_id = ${id}`);
  return true;
}

/** Reminders claimed longer ago than the lease and never marked: their sender stopped mid-send. */
export async function recoverStaleClaims(tx: Db, now: Date, leaseMs: number, reason: string): Promise<number[]> {
  const before = new Date(now.getTime() - leaseMs).toISOString();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update scheduled_reminders set status = 'unconfirmed', error_message = ${reason}, updated_at = ${now.toISOString()}::timestamptz
        where status = 'sending' and claimed_at < ${before}::timestamptz returning id`,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await tx.execute(sql`update notification_logs set error_message = ${reason} where delivery_status = 'pending' and ${scopeCondition(sql`scheduled_reminder_id`, ids)}`);
  return ids;
}

export async function recordPass(db: Db, instance: { instanceId: string; hostname: string; startedAt: Date }, at: Date, error: string | null): Promise<void> {
  await db.execute(sql`
    insert into scheduler_instances (instance_id, hostname, started_at, last_run_at, last_error)
    values (${instance.instanceId}, ${instance.hostname}, ${instance.startedAt.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz, ${error})
    on conflict (instance_id) do update set last_run_at = excluded.last_run_at, last_error = excluded.last_error`);
  // instances gone for a week are forgotten
  await db.execute(sql`delete from scheduler_instances where last_run_at < ${new Date(at.getTime() - 7 * 86_400_000).toISOString()}::timestamptz`);
}
