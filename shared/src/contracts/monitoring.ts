// The cron monitoring API (/cron/*): the reminders scheduler's state, the email and SMS transports'
// health and the next days' reminders. Each answer wraps its data under `data`. Each shape is a
// TypeBox schema: the API validates and documents with it, and its `Static` type is what the
// monitoring page uses.
import { SCHEDULED_REMINDER_STATUSES, UPCOMING_REMINDER_DAYS } from '../reminder-rules';
import { Nullable, StringEnum } from './schema-pieces';
import { Type, type Static, type TSchema } from './typebox';

export const MONITORING_PATHS = {
  schedulerStatus: '/cron/scheduler-status',
  upcomingReminders: '/cron/upcoming-reminders',
  notificationHealth: '/cron/notification-health',
} as const;

export interface DataEnvelope<T> {
  data: T;
}

/** `{ data: schema }`: how each monitoring answer is wrapped. */
export const DataEnvelopeOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** One scheduler instance (an API process with SCHEDULER_ENABLED) and its last pass. */
export const SchedulerInstance = Type.Object({
  instanceId: Type.String(),
  startedAt: Type.String(),
  lastRunAt: Nullable(Type.String()),
  lastError: Nullable(Type.String({ description: "The last pass's error, null when it went well." })),
});
export type SchedulerInstance = Static<typeof SchedulerInstance>;

const count = Type.Integer();

/** GET /cron/scheduler-status: { data }. */
export const SchedulerStatus = Type.Object({
  totalJobs: Type.Integer({ description: 'Reminders waiting to be sent (status scheduled).' }),
  schedulerEnabled: Type.Boolean({ description: 'This API process runs the scheduler.' }),
  systemStatus: StringEnum(['running', 'stalled', 'stopped'] as const, {
    description: "'running': an instance passed within two intervals; 'stalled': none has; 'stopped': none is enabled.",
  }),
  activeJobs: Type.Array(Type.Object({ name: Type.String(), testRequestId: Type.Integer(), scheduledFor: Type.String() }), {
    description: 'The soonest reminders waiting (at most 20).',
  }),
  instances: Type.Array(SchedulerInstance, { description: 'Instances seen in the last 10 minutes.' }),
  last24Hours: Type.Object({ sent: count, failed: count, missed: count, unconfirmed: count }, { description: 'Reminders by outcome over the last 24 hours.' }),
});
export type SchedulerStatus = Static<typeof SchedulerStatus>;

export const ServiceHealth = Type.Object({ isValid: Type.Boolean(), message: Type.String() });
export type ServiceHealth = Static<typeof ServiceHealth>;

/** GET /cron/notification-health: { data }. */
export const NotificationHealth = Type.Object({
  overallHealth: StringEnum(['healthy', 'degraded', 'unhealthy'] as const, { description: 'healthy: both transports valid; degraded: one; unhealthy: none.' }),
  services: Type.Object({ email: ServiceHealth, sms: ServiceHealth }),
  environment: Type.Object({ schedulerEnabled: Type.Boolean(), timezone: Type.String() }),
});
export type NotificationHealth = Static<typeof NotificationHealth>;

export const UpcomingReminderSlot = Type.Object({
  status: StringEnum([...SCHEDULED_REMINDER_STATUSES, 'not_scheduled'] as const),
  willSend: Type.Boolean({ description: 'It is still to be sent.' }),
  timeUntilSend: Nullable(Type.Integer({ description: 'Minutes from now to its send time (negative: past); null when none is due.' })),
  scheduledFor: Nullable(Type.String()),
});
export type UpcomingReminderSlot = Static<typeof UpcomingReminderSlot>;

export const UpcomingReminder = Type.Object({
  testRequestId: Type.Integer(),
  testName: Type.String(),
  institutionName: Type.String(),
  patientName: Type.String(),
  patientEmail: Nullable(Type.String()),
  patientPhone: Nullable(Type.String()),
  expectedTestDatetime: Type.String(),
  reminders: Type.Object({ sevenDays: UpcomingReminderSlot, threeHours: UpcomingReminderSlot }),
});
export type UpcomingReminder = Static<typeof UpcomingReminder>;

/** GET /cron/upcoming-reminders?days=7: { data: { reminders, total, days } }, the soonest first. */
export const UpcomingReminders = Type.Object({
  reminders: Type.Array(UpcomingReminder),
  total: Type.Integer({ description: 'Requests due in the window (reminders holds at most UPCOMING_REMINDER_LIMIT of them).' }),
  days: Type.Integer(),
});
export type UpcomingReminders = Static<typeof UpcomingReminders>;

export const UpcomingRemindersQuery = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: 31, default: UPCOMING_REMINDER_DAYS })) },
  { additionalProperties: false },
);
export type UpcomingRemindersQuery = Static<typeof UpcomingRemindersQuery>;

export const SchedulerStatusResponse = DataEnvelopeOf(SchedulerStatus);
export const UpcomingRemindersResponse = DataEnvelopeOf(UpcomingReminders);
export const NotificationHealthResponse = DataEnvelopeOf(NotificationHealth);
