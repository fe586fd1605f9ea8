// The reminders API: the rules under /cms/reminder-configs. Rules answer like the other CMS lists
// ({ items }, { item }). The scheduler's monitoring under /cron is the monitoring contract's. Each
// shape is a TypeBox schema: the API validates and documents with it, and its `Static` type is what
// the admin remote's form and list use.
import { Nullable, NullableText, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

// A rule's vocabulary belongs to its shape: the rules (reminder-rules.ts) check with it.
export const REMINDER_TIME_UNITS = ['minutes', 'hours', 'days', 'weeks'] as const;
export type ReminderTimeUnit = (typeof REMINDER_TIME_UNITS)[number];

export const REMINDER_CHANNEL_OPTIONS = ['email', 'sms', 'email,sms'] as const;
export type ReminderChannels = (typeof REMINDER_CHANNEL_OPTIONS)[number];

export const REMINDER_TYPE_MAX_LENGTH = 50;

export const REMINDER_PATHS = {
  list: '/cms/reminder-configs',
  /** A rule by its reminder_type. */
  one: '/cms/reminder-configs/:type',
  /** TEST_CLOCK=true only (end-to-end tests): moves the reminders' clock. */
  testClock: '/test/clock',
} as const;

const template = Nullable(Type.String());

/** The fields of a rule as the form and the API exchange them. */
export const ReminderRuleFields = Type.Object({
  reminder_type: Type.String(),
  time_value: Type.Integer(),
  time_unit: StringEnum(REMINDER_TIME_UNITS),
  is_active: Type.Boolean(),
  notification_channels: StringEnum(REMINDER_CHANNEL_OPTIONS),
  subject_template: template,
  message_template_email: template,
  message_template_sms: template,
});
export type ReminderRuleFields = Static<typeof ReminderRuleFields>;

export const ReminderConfig = Type.Object({ id: Type.Integer(), ...ReminderRuleFields.properties, created_at: Type.String(), updated_at: Type.String() });
export type ReminderConfig = Static<typeof ReminderConfig>;

/** GET /cms/reminder-configs: the rules, the longest lead first. */
export const ReminderConfigListResponse = Type.Object({ items: Type.Array(ReminderConfig) });
export type ReminderConfigListResponse = Static<typeof ReminderConfigListResponse>;

/** POST and PUT answer the rule as saved. */
export const ReminderConfigResponse = Type.Object({ item: ReminderConfig });
export type ReminderConfigResponse = Static<typeof ReminderConfigResponse>;

/**
 * POST: a rule's fields; PUT /cms/reminder-configs/{type}: the fields to change (the Activate button
 * sends the whole rule with is_active flipped); a reminder_type in a PUT must be the path's. Types
 * are loose on purpose: the service checks the rule it makes with the product's texts
 * (reminderRuleProblem), the same check the form runs.
 */
export const ReminderConfigBody = Type.Object({
  reminder_type: Type.Optional(Type.String({ maxLength: 200 })),
  time_value: Type.Optional(Type.Number()),
  time_unit: Type.Optional(Type.String({ maxLength: 50 })),
  is_active: Type.Optional(Type.Boolean()),
  notification_channels: Type.Optional(Type.String({ maxLength: 50 })),
  subject_template: Type.Optional(NullableText(10_000)),
  message_template_email: Type.Optional(NullableText(20_000)),
  message_template_sms: Type.Optional(NullableText(10_000)),
});
export type ReminderConfigBody = Static<typeof ReminderConfigBody>;

/** The path's key: a type as stored (the format the service checks on create). */
export const ReminderTypeParams = Type.Object({ type: Type.String({ minLength: 1, maxLength: REMINDER_TYPE_MAX_LENGTH }) });
export type ReminderTypeParams = Static<typeof ReminderTypeParams>;

/** POST /test/clock: an instant to set, an offset from now, or back to the real time. */
export const TestClockBody = Type.Object({
  at: Type.Optional(Type.String({ format: 'date-time' })),
  offset_ms: Type.Optional(Type.Integer()),
  reset: Type.Optional(Type.Boolean()),
});
export type TestClockBody = Static<typeof TestClockBody>;

export const TestClockAnswer = Type.Object({ now: Type.String(), offset_ms: Type.Integer() });
export type TestClockAnswer = Static<typeof TestClockAnswer>;
