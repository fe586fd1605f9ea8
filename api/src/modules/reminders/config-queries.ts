import type { ReminderConfig, ReminderRuleFields } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

const COLUMNS = sql`id, reminder_type, time_value, time_unit, is_active, notification_channels, subject_template,
  message_template_email, message_template_sms, created_at, updated_at`;

/** Rules in the order of their lead time (the soonest reminder last), then by type. */
export function selectConfigs(db: Db): Promise<ReminderConfig[]> {
  return queryRows<ReminderConfig>(
    db,
    sql`select ${COLUMNS} from reminder_configs
        order by time_value * (case time_unit when 'weeks' then 10080 when 'days' then 1440 when 'hours' then 60 else 1 end) desc, reminder_type`,
  );
}

export async function selectConfig(db: Db, reminderType: string, lock = false): Promise<ReminderConfig | null> {
  const [row] = await queryRows<ReminderConfig>(db, sql`select ${COLUMNS} from reminder_configs where reminder_type = ${reminderType} ${lock ? sql`for update` : sql``}`);
  return row ?? null;
}

/** Inserts the rule unless its type exists; answers it, or null when the type was taken. */
export async function insertConfig(db: Db, rule: ReminderRuleFields): Promise<ReminderConfig | null> {
  const [row] = await queryRows<ReminderConfig>(
    db,
    sql`insert into reminder_configs (reminder_type, time_value, time_unit, is_active, notification_channels, subject_template, message_template_email, message_template_sms)
        values (${rule.reminder_type}, ${rule.time_value}, ${rule.time_unit}, ${rule.is_active}, ${rule.notification_channels},
          ${rule.subject_template}, ${rule.message_template_email}, ${rule.message_template_sms})
        on conflict (reminder_type) do nothing
        returning ${COLUMNS}`,
  );
  return row ?? null;
}

export async function updateConfig(db: Db, rule: ReminderRuleFields): Promise<ReminderConfig> {
  const [row] = await queryRows<ReminderConfig>(
    db,
    sql`update reminder_configs set time_value = ${rule.time_value}, time_unit = ${rule.time_unit}, is_active = ${rule.is_active},
          notification_channels = ${rule.notification_channels}, subject_template = ${rule.subject_template},
          message_template_email = ${rule.message_template_email}, message_template_sms = ${rule.message_template_sms}, updated_at = now()
        where reminder_type = ${rule.reminder_type}
        returning ${COLUMNS}`,
  );
  return row;
}

export async function deleteConfig(db: Db, reminderType: string): Promise<void> {
  await db.execute(sql`delete from reminder_configs where reminder_type = ${reminderType}`);
}

