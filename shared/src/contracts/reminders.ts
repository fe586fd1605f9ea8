// The reminders API: the rules under /cms/reminder-configs. Rules answer like the other CMS lists
// ({ items }, { item }). The scheduler's monitoring under /cron is the monitoring contract's.
import type { ReminderRuleFields } from '../reminder-rules';

/** GET /cms/reminder-configs: { items }; POST and PUT answer { item }. */
export interface ReminderConfig extends ReminderRuleFields {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface ReminderConfigListResponse {
  items: ReminderConfig[];
}

export interface ReminderConfigResponse {
  item: ReminderConfig;
}

/**
 * POST: every rule field (is_active and the texts optional). PUT /cms/reminder-configs/{type}: the
 * whole rule (the Activate button sends it with is_active flipped); a reminder_type in the body
 * must be the path's.
 */
export type ReminderConfigBody = Omit<ReminderRuleFields, 'is_active' | 'subject_template' | 'message_template_email' | 'message_template_sms'> &
  Partial<Pick<ReminderRuleFields, 'is_active' | 'subject_template' | 'message_template_email' | 'message_template_sms'>>;
