// The demo's reminder rules: the five presets of @lab/shared, as table rows.
import { REMINDER_PRESETS as PRESETS } from '@lab/shared';

export const REMINDER_PRESETS = PRESETS.map((p) => ({
  reminderType: p.reminder_type,
  timeValue: p.time_value,
  timeUnit: p.time_unit,
  notificationChannels: p.notification_channels,
  isActive: p.is_active,
  subjectTemplate: p.subject_template,
  messageTemplateEmail: p.message_template_email,
  messageTemplateSms: p.message_template_sms,
}));
