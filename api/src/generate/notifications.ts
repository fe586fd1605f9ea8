import type { GenerationContext, TableCounts } from './context';
import { below, DAY, epoch, lit, pickFrom, textArray, ts, weighted } from './sql-kit';

const ERRORS = ['Mailbox unavailable', 'Number not reachable', 'Rejected by carrier'];
/** Reminder kinds sent before a test, and how long before (seconds); 24_hours_before is email only, as its preset. */
const REMINDERS = [['7_days_before', 7 * DAY, 45], ['3_hours_before', 3 * 3600, 40], ['24_hours_before', DAY, 15]] as const;

/**
 * Notifications sent: reminders to the patients of about three requests in ten (email and SMS),
 * a few manual messages from clinicians, and an account email to every member of staff. Only what
 * was due by the anchor; later reminders are scheduled_reminders.
 */
export async function insertNotificationLogs(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, people } = ctx;
  const superAdmin = people.superAdmins[0];
  const count = await ctx.load.insert(
    'notification_logs',
    `INSERT INTO notification_logs (id, sent_at, test_request_id, institution_id, patient_id, message_type, notification_type, recipient_type,
       recipient_email, recipient_phone, subject, message, delivery_status, error_message, triggered_by_type, triggered_by_user_id)
     SELECT row_number() OVER (ORDER BY n.sent, n.k), ${ts('n.sent')}, n.test_request_id, n.institution_id, n.patient_id, n.message_type, n.channel, n.recipient,
       CASE WHEN n.channel = 'email' THEN n.email END, CASE WHEN n.channel = 'sms' THEN n.phone END,
       CASE WHEN n.channel = 'email' THEN n.subject END, n.message, d.status,
       CASE WHEN d.status = 'failed' THEN ${pickFrom(textArray(ERRORS), ERRORS.length, 'n.k', 611)} END,
       n.trigger, n.user_id
     FROM (
       SELECT r.id * 4 + ch.n AS k, r.id AS test_request_id, r.institution_id, r.patient_id, r.kind AS message_type, ch.channel,
         'patient' AS recipient, greatest(r.expected - r.seconds, r.requested + 600) AS sent, ch.email, ch.phone,
         'Reminder: ' || r.test_name AS subject, 'Reminder for your ' || r.test_name || '.' AS message, 'system' AS trigger, NULL::int AS user_id
       FROM (
         SELECT tr.id, tr.institution_id, tr.patient_id, tr.test_name, tr.kind, p.email, p.phone,
           ${epoch('tr.expected_test_datetime')} AS expected, ${epoch('tr.requested_at')} AS requested,
           CASE tr.kind ${REMINDERS.map(([kind, seconds]) => `WHEN ${lit(kind)} THEN ${seconds}`).join(' ')} END AS seconds
         FROM (SELECT tr.*, ${weighted('tr.id', 601, REMINDERS.map(([kind, , weight]) => [kind, weight] as const))} AS kind
               FROM test_requests tr WHERE ${below('tr.id', 602, 100)} < ${plan.remindedPercent} OFFSET 0) tr
         JOIN patients p ON p.id = tr.patient_id
         OFFSET 0
       ) r
       CROSS JOIN LATERAL (VALUES (0, 'email', r.email, NULL::text), (1, 'sms', NULL, r.phone)) ch(n, channel, email, phone)
       WHERE ch.email IS NOT NULL OR (ch.phone IS NOT NULL AND r.kind <> '24_hours_before')
       UNION ALL
       SELECT tr.id * 4 + 2, tr.id, tr.institution_id, tr.patient_id, 'custom', 'sms', 'patient', ${epoch('tr.requested_at')} + 3600, NULL, p.phone,
         NULL, 'Please remember to fast for 10 hours before your blood test.', 'manual', tr.clinician_id
       FROM test_requests tr JOIN patients p ON p.id = tr.patient_id
       WHERE tr.clinician_id IS NOT NULL AND p.phone IS NOT NULL AND ${below('tr.id', 603, 100)} < 3
       UNION ALL
       SELECT -u.id, NULL, u.institution_id, NULL, 'account_setup', 'email', 'staff', ${epoch('u.created_at')}, u.email, NULL,
         'Your Lab Portal account', 'Your Lab Portal account is ready.', 'manual', ${superAdmin}
       FROM users u
     ) n
     CROSS JOIN LATERAL (SELECT CASE WHEN n.sent > ${plan.now - DAY} AND ${below('n.k', 612, 100)} < 20 THEN 'pending'
       ELSE ${weighted('n.k', 613, [['delivered', 62], ['sent', 30], ['failed', 8]])} END AS status) d
     WHERE n.sent <= ${plan.now}`,
  );
  return { notification_logs: count };
}

/** Reminders of every active preset for the open requests whose test is still ahead: scheduled, or sent when already due. */
export async function insertScheduledReminders(ctx: GenerationContext): Promise<TableCounts> {
  const { plan } = ctx;
  const count = await ctx.load.insert(
    'scheduled_reminders',
    `INSERT INTO scheduled_reminders (id, test_request_id, reminder_type, channel, expected_test_datetime, scheduled_for, status, sent_at, created_at, updated_at)
     SELECT row_number() OVER (ORDER BY s.due, s.test_request_id, s.reminder_type, s.channel), s.test_request_id, s.reminder_type, s.channel, s.expected, s.due,
       CASE WHEN s.due > ${ts(String(plan.now))} THEN 'scheduled' ELSE 'sent' END,
       CASE WHEN s.due <= ${ts(String(plan.now))} THEN s.due END,
       s.requested_at, CASE WHEN s.due <= ${ts(String(plan.now))} THEN s.due ELSE s.requested_at END
     FROM (
       SELECT tr.id AS test_request_id, rc.reminder_type, ch.channel, tr.requested_at, tr.expected_test_datetime AS expected,
         tr.expected_test_datetime - (rc.time_value || ' ' || rc.time_unit)::interval AS due
       FROM test_requests tr
       JOIN reminder_configs rc ON rc.is_active
       CROSS JOIN LATERAL unnest(string_to_array(rc.notification_channels, ',')) ch(channel)
       WHERE tr.expected_test_datetime > ${ts(String(plan.now))} AND tr.status IN ('pending', 'approved', 'fulfilled', 'in_progress') AND tr.archived_at IS NULL
     ) s
     WHERE s.due >= s.requested_at`,
  );
  return { scheduled_reminders: count };
}
