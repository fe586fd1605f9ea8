// The reminders API: the rules under /cms/reminder-configs and
// the scheduler's monitoring under /cron. Rules answer like the other CMS lists ({ items }, { item });
// each monitoring answer wraps its data under `data`.
import type { ReminderRuleFields, ScheduledReminderStatus } from '../reminder-rules';

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

/** One scheduler instance (an API process with SCHEDULER_ENABLED) and its last pass. */
export interface SchedulerInstance {
  instanceId: string;
  startedAt: string;
  lastRunAt: string | null;
  /** The last pass's error, null when it went well. */
  lastError: string | null;
}

/** GET /cron/scheduler-status: { data }. */
export interface SchedulerStatus {
  /** Reminders waiting to be sent (status scheduled). */
  totalJobs: number;
  /** This API process runs the scheduler. */
  schedulerEnabled: boolean;
  /** 'running': an instance passed within two intervals; 'stalled': none has; 'stopped': none is enabled. */
  systemStatus: 'running' | 'stalled' | 'stopped';
  /** The soonest reminders waiting (at most 20). */
  activeJobs: { name: string; testRequestId: number; scheduledFor: string }[];
  /** Instances seen in the last 10 minutes. */
  instances: SchedulerInstance[];
  /** Reminders by outcome over the last 24 hours. */
  last24Hours: { sent: number; failed: number; missed: number; unconfirmed: number };
}

export interface ServiceHealth {
  isValid: boolean;
  message: string;
}

/** GET /cron/notification-health: { data }. */
export interface NotificationHealth {
  /** healthy: both transports valid; degraded: one; unhealthy: none. */
  overallHealth: 'healthy' | 'degraded' | 'unhealthy';
  services: { email: ServiceHealth; sms: ServiceHealth };
  environment: { schedulerEnabled: boolean; timezone: string };
}

export interface UpcomingReminderSlot {
  status: ScheduledReminderStatus;
  /** It is still to be sent. */
  willSend: boolean;
  /** Minutes from now to its send time (negative: past); null when none is due. */
  timeUntilSend: number | null;
  scheduledFor: string | null;
}

export interface UpcomingReminder {
  testRequestId: number;
  testName: string;
  institutionName: string;
  patientName: string;
  patientEmail: string | null;
  patientPhone: string | null;
  expectedTestDatetime: string;
  reminders: { sevenDays: UpcomingReminderSlot; threeHours: UpcomingReminderSlot };
}

/** GET /cron/upcoming-reminders?days=7: { data: { reminders, total, days } }, the soonest first. */
export interface UpcomingReminders {
  reminders: UpcomingReminder[];
  /** Requests due in the window (reminders holds at most UPCOMING_REMINDER_LIMIT of them). */
  total: number;
  days: number;
}

export interface DataEnvelope<T> {
  data: T;
}
