// The reminder rule dialog's values, and the write bodies built from them.
import { NEW_REMINDER_DEFAULTS, reminderRuleProblem, type ReminderPreset, type ReminderRuleFields } from '@lab/shared';

/** The form's values: the rule's fields, the time value empty while the field is cleared. */
export interface ReminderFormValues extends Omit<ReminderRuleFields, 'time_value' | 'subject_template' | 'message_template_email' | 'message_template_sms'> {
  time_value: number | null;
  subject_template: string;
  message_template_email: string;
  message_template_sms: string;
}

/** A rule (editing), a preset (its every field) or, with neither, NEW_REMINDER_DEFAULTS. */
export function reminderFormValues(rule: ReminderRuleFields | ReminderPreset = NEW_REMINDER_DEFAULTS): ReminderFormValues {
  return {
    ...wholeRule(rule),
    subject_template: rule.subject_template ?? '',
    message_template_email: rule.message_template_email ?? '',
    message_template_sms: rule.message_template_sms ?? '',
  };
}

const textOrNull = (text: string): string | null => (text.trim() ? text : null);

/**
 * The body of a save, or the first problem reminderRuleProblem finds (the server's own check).
 * Texts of a channel the rule does not use are kept, so switching the channel back restores them.
 */
export function reminderBody(values: ReminderFormValues): { body: ReminderRuleFields } | { error: string } {
  const body = wholeRule({
    ...values,
    reminder_type: values.reminder_type.trim(),
    time_value: values.time_value ?? Number.NaN,
    subject_template: textOrNull(values.subject_template),
    message_template_email: textOrNull(values.message_template_email),
    message_template_sms: textOrNull(values.message_template_sms),
  });
  const problem = reminderRuleProblem(body);
  return problem ? { error: problem } : { body };
}

/** The rule's fields as PUT and POST take them, without its id and dates. */
export function wholeRule(rule: ReminderRuleFields): ReminderRuleFields {
  return {
    reminder_type: rule.reminder_type,
    time_value: rule.time_value,
    time_unit: rule.time_unit,
    is_active: rule.is_active,
    notification_channels: rule.notification_channels,
    subject_template: rule.subject_template,
    message_template_email: rule.message_template_email,
    message_template_sms: rule.message_template_sms,
  };
}
