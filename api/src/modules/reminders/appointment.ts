// What a reminder of one test request says, and the rule whose texts it uses: shared by the
// scheduler and the manual send of a rule from the test detail.
import type { ReminderRuleFields } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import type { AppointmentFacts } from './render';

/** A rule's channels and texts by its type (active or not), or null. */
export async function selectRuleTexts(db: Db, reminderType: string): Promise<Pick<ReminderRuleFields, 'notification_channels' | 'subject_template' | 'message_template_email' | 'message_template_sms'> | null> {
  const [row] = await queryRows<Pick<ReminderRuleFields, 'notification_channels' | 'subject_template' | 'message_template_email' | 'message_template_sms'>>(
    db,
    sql`select notification_channels, subject_template, message_template_email, message_template_sms from reminder_configs where reminder_type = ${reminderType}`,
  );
  return row ?? null;
}

/** What a reminder of this request says (render.ts), or null when it has no expected time. */
export async function selectAppointmentFacts(db: Db, requestId: number, serverTimeZone: string): Promise<AppointmentFacts | null> {
  const [row] = await queryRows<AppointmentFacts & { expected: Date | string | null }>(
    db,
    sql`select trim(p.first_name || ' ' || p.last_name) as "patientName", r.test_name as "testName", r.expected_test_datetime as expected,
          i.name as "institutionName", i.phone as "institutionPhone", coalesce(i.time_zone, ${serverTimeZone}) as "timeZone"
        from test_requests r join patients p on p.id = r.patient_id join institutions i on i.id = r.institution_id
        where r.id = ${requestId}`,
  );
  if (!row || row.expected === null) return null;
  return { ...row, expected: new Date(row.expected) };
}
