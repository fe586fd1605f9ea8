// Patient reminders: the rules' fields and their validation, the
// presets, the placeholders and their plain-text rendering, the SMS segment count, who manages the
// rules and who watches the scheduler. The reminders API checks with these; the admin remote's
// form, previews and monitoring page show with the same.
import { type AccessSubject, may } from './access';
import { REMINDER_CHANNEL_OPTIONS, REMINDER_TIME_UNITS, REMINDER_TYPE_MAX_LENGTH, type ReminderChannels, type ReminderRuleFields, type ReminderTimeUnit } from './contracts/reminders';

export type ReminderChannel = 'email' | 'sms';

/** An SMS segment's length; past SUBJECT_ADVICE_LENGTH an email subject gets a word of advice. */
export const SMS_SEGMENT_LENGTH = 160;
export const SUBJECT_ADVICE_LENGTH = 50;
export const MONITORING_REFRESH_MS = 30_000;
export const UPCOMING_REMINDER_DAYS = 7;
/** The monitoring page's upcoming reminders: at most this many requests (the soonest), with the total. */
export const UPCOMING_REMINDER_LIMIT = 100;

/** Template fields' longest accepted lengths (an SMS of 10 segments). */
export const REMINDER_TEXT_LIMITS = { subject: 200, email: 5000, sms: 1600 } as const;

/** The placeholders a template may use, written {name}. */
export const REMINDER_PLACEHOLDERS = ['patient_name', 'test_name', 'test_datetime', 'test_date', 'test_time', 'institution_name', 'institution_phone'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Record<ReminderPlaceholder, string>;

const REMINDER_TYPE_FORMAT = /^[a-z0-9]+(_[a-z0-9]+)*$/;

/** Who manages reminder rules and watches the scheduler (monitoring too: it shows every institution's patients and the system's transports). */
export const canManageReminders = (user: AccessSubject | null | undefined) => may(user, 'reminders.manage');
/**
 * Cron monitoring shows every institution's upcoming patients and the system's transports: the
 * super_admin's, like the reminder rules it watches: no institution's staff may see another's patients.
 */
export const canViewMonitoring = canManageReminders;

export interface ReminderPreset extends ReminderRuleFields {
  /** The preset chooser's label. */
  name: string;
}

const emailText = (when: string) =>
  [
    'Dear {patient_name},',
    '',
    `This is a reminder that your {test_name} is ${when}: {test_datetime}, at {institution_name}.`,
    '',
    'Please bring photo identification and any kit or paperwork you were given. If you were asked to fast or to stop a medicine before the test, please follow those instructions.',
    '',
    'If you cannot attend or need to rearrange, please call us on {institution_phone} as soon as you can, so the appointment can be offered to someone else.',
    '',
    'Kind regards,',
    '{institution_name}',
  ].join('\n');

const smsText = (when: string) => `{institution_name}: reminder, your {test_name} is ${when}, {test_date} at {test_time}. To rearrange call {institution_phone}.`;

const preset = (name: string, reminderType: string, value: number, unit: ReminderTimeUnit, channels: ReminderChannels, subject: string, when: string): ReminderPreset => ({
  name,
  reminder_type: reminderType,
  time_value: value,
  time_unit: unit,
  is_active: true,
  notification_channels: channels,
  subject_template: subject,
  message_template_email: emailText(when),
  message_template_sms: smsText(when),
});

/** The five presets with their default timing and channels. */
export const REMINDER_PRESETS: readonly ReminderPreset[] = [
  preset('One week before', '7_days_before', 7, 'days', 'email,sms', 'Your {test_name} is in one week', 'in one week'),
  preset('Three hours before', '3_hours_before', 3, 'hours', 'email,sms', 'Your {test_name} is today', 'in 3 hours'),
  preset('The day before', '24_hours_before', 24, 'hours', 'email', 'Your {test_name} is tomorrow', 'tomorrow'),
  preset('One hour before', '1_hour_before', 1, 'hours', 'sms', 'Your {test_name} is in one hour', 'in one hour'),
  preset('Two weeks before', '14_days_before', 14, 'days', 'email', 'Your {test_name} is in two weeks', 'in two weeks'),
];

/** A new rule starts at 7 days, active, by email and SMS. */
export const NEW_REMINDER_DEFAULTS: ReminderRuleFields = {
  reminder_type: '',
  time_value: 7,
  time_unit: 'days',
  is_active: true,
  notification_channels: 'email,sms',
  subject_template: '',
  message_template_email: '',
  message_template_sms: '',
};

export const channelsOf = (channels: string): ReminderChannel[] => channels.split(',').filter((c): c is ReminderChannel => c === 'email' || c === 'sms');

/** '7 days before test', '1 hour before test'. */
export function formatReminderOffset(value: number, unit: string): string {
  const word = value === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
  return `${value} ${word} before test`;
}

/** An SMS is sent in segments of 160 characters: segments = ceiling of length / 160 (an empty text: none). */
export const smsSegments = (text: string | null | undefined) => Math.ceil((text ?? '').length / SMS_SEGMENT_LENGTH);

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The {names} a template uses that are not placeholders. */
export function unknownPlaceholders(template: string | null | undefined): string[] {
  const unknown = new Set<string>();
  for (const match of (template ?? '').matchAll(PLACEHOLDER)) {
    if (!(REMINDER_PLACEHOLDERS as readonly string[]).includes(match[1])) unknown.add(match[1]);
  }
  return [...unknown];
}

/** The template with each {placeholder} replaced, as plain text (the email's HTML is built apart, escaped). */
export function renderReminderText(template: string, values: ReminderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => ((REMINDER_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as ReminderPlaceholder] : whole));
}

/** What the previews render the templates with. */
export const SAMPLE_REMINDER_VALUES: ReminderValues = {
  patient_name: 'Jane Doe',
  test_name: 'Full Blood Count',
  test_datetime: 'Tuesday 1 December 2026 at 12:00',
  test_date: 'Tuesday 1 December 2026',
  test_time: '12:00',
  institution_name: "St Mary's Hospital",
  institution_phone: '+44 20 7946 0000',
};

export const REMINDER_MESSAGES = {
  /** The dashboard's warning while a transport cannot deliver: reminders and notices reach nobody. */
  transportsDown: 'Messages to patients are not being delivered',
  // shown under the 'Access Denied' title, as its explanation
  denied: 'Only Super Admins can manage reminder configurations.',
  monitoringDenied: 'Only Super Admins can view cron monitoring.',
  fetchFailed: 'Failed to fetch reminder configurations',
  saveFailed: 'Failed to save reminder configuration',
  deleteFailed: 'Failed to delete reminder configuration',
  updateFailed: 'Failed to update reminder configuration',
  deleteConfirm: (type: string) => `Are you sure you want to delete the "${type}" reminder configuration? This action cannot be undone.`,
  smsSplit: (segments: number) => `This SMS is over ${SMS_SEGMENT_LENGTH} characters and will be sent as ${segments} messages.`,
  subjectAdvice: `Keep the subject under ${SUBJECT_ADVICE_LENGTH} characters so it shows in full in most inboxes.`,
  monitoringFetchFailed: 'Failed to fetch monitoring data',
  monitoringErrorTitle: 'Error loading monitoring data',
  noUpcoming: 'No upcoming reminders in the next 7 days',
  // the server's texts, shown by the form as they come
  typeRequired: 'Reminder type is required',
  typeFormat: 'Reminder type may hold only lowercase letters and digits separated by underscores, such as 7_days_before',
  typeTaken: (type: string) => `A reminder configuration of type "${type}" already exists`,
  typeUnchangeable: 'The reminder type cannot be changed',
  notFound: 'Reminder configuration not found',
  timeValueInvalid: 'Time value must be a whole number of at least 1',
  timeUnitInvalid: `Time unit must be one of: ${REMINDER_TIME_UNITS.join(', ')}`,
  channelsInvalid: "Channels must be 'email', 'sms' or 'email,sms'",
  emailTextsRequired: 'An email reminder needs a subject and an email message',
  smsTextRequired: 'An SMS reminder needs an SMS message',
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}: use ${REMINDER_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/**
 * The first problem with a rule's fields (the server answers it as a 400; the form shows it before
 * saving), or null. Texts only for the channels the rule uses are required.
 */
export function reminderRuleProblem(rule: Partial<ReminderRuleFields>): string | null {
  const type = (rule.reminder_type ?? '').trim();
  if (!type) return REMINDER_MESSAGES.typeRequired;
  if (type.length > REMINDER_TYPE_MAX_LENGTH || !REMINDER_TYPE_FORMAT.test(type)) return REMINDER_MESSAGES.typeFormat;
  if (!Number.isInteger(rule.time_value) || (rule.time_value as number) < 1) return REMINDER_MESSAGES.timeValueInvalid;
  if (!(REMINDER_TIME_UNITS as readonly string[]).includes(rule.time_unit as string)) return REMINDER_MESSAGES.timeUnitInvalid;
  if (!(REMINDER_CHANNEL_OPTIONS as readonly string[]).includes(rule.notification_channels as string)) return REMINDER_MESSAGES.channelsInvalid;
  const channels = channelsOf(rule.notification_channels as string);
  const texts: [string, string | null | undefined, number][] = [
    ['Subject', rule.subject_template, REMINDER_TEXT_LIMITS.subject],
    ['Email message', rule.message_template_email, REMINDER_TEXT_LIMITS.email],
    ['SMS message', rule.message_template_sms, REMINDER_TEXT_LIMITS.sms],
  ];
  for (const [field, text, max] of texts) if ((text ?? '').length > max) return REMINDER_MESSAGES.tooLong(field, max);
  if (channels.includes('email') && (!rule.subject_template?.trim() || !rule.message_template_email?.trim())) return REMINDER_MESSAGES.emailTextsRequired;
  if (channels.includes('sms') && !rule.message_template_sms?.trim()) return REMINDER_MESSAGES.smsTextRequired;
  const unknown = [...new Set(texts.flatMap(([, text]) => unknownPlaceholders(text)))];
  if (unknown.length) return REMINDER_MESSAGES.unknownPlaceholder(unknown);
  return null;
}

/** Statuses of one scheduled reminder (and 'not_scheduled' in monitoring when none is due). */
export const SCHEDULED_REMINDER_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'missed', 'cancelled', 'unconfirmed'] as const;
export type ScheduledReminderStatus = (typeof SCHEDULED_REMINDER_STATUSES)[number] | 'not_scheduled';

/** A log status's colour: sent green, scheduled blue, missed red, others neutral (antd Tag colours). */
export function reminderStatusColor(status: string): string | undefined {
  return ({ sent: 'green', scheduled: 'blue', missed: 'red' } as Record<string, string>)[status];
}
