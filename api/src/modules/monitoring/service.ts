// Cron monitoring: the scheduler's state, the transports' health and the
// next days' reminders. Each answer is wrapped under `data` by the routes.
import type { NotificationHealth, SchedulerStatus, UpcomingReminderSlot, UpcomingReminders } from '@lab/shared';
import { UPCOMING_REMINDER_LIMIT } from '@lab/shared';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail';
import type { SmsSender } from '../../platform/sms';
import * as q from './queries';
import { SharedAnswers, sharedAnswersOf } from '../../platform/shared-answers';

export interface MonitoringDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  /** This process runs the scheduler. */
  schedulerEnabled: boolean;
  timeZone: string;
}

const MINUTE = 60_000;
/** An instance whose last pass is older than this is not running (several passes late). */
export const STALLED_AFTER_MS = 2 * MINUTE;
/** Instances not seen for this long are not listed. */
const INSTANCES_WINDOW_MS = 10 * MINUTE;
const ACTIVE_JOBS_SHOWN = 20;

/**
 * Every open monitoring page asks every 30 s; counting some hundred thousand waiting reminders and
 * reading the next week's tests for each is work worth sharing: an answer serves every caller of
 * the same app for 5 seconds. The transports' checks serve for a minute: besides the monitoring
 * page, every super_admin dashboard asks for them (its transport warning), and an SMTP check can
 * take up to 10 s of a server's time; a transport that fails or recovers shows within the minute.
 */
const SHARED_FOR_MS = 5_000;
export const TRANSPORT_CHECKS_SHARED_FOR_MS = 60_000;
const shared = new WeakMap<MonitoringDeps, SharedAnswers>();
const sharedAnswer = <T,>(deps: MonitoringDeps, key: string, read: () => Promise<T>, forMs = SHARED_FOR_MS): Promise<T> => sharedAnswersOf(shared, deps, SHARED_FOR_MS).get(key, read, forMs);

export const schedulerStatus = (deps: MonitoringDeps): Promise<SchedulerStatus> => sharedAnswer(deps, 'status', () => readSchedulerStatus(deps));

export const upcomingReminders = (deps: MonitoringDeps, days: number): Promise<UpcomingReminders> => sharedAnswer(deps, `upcoming-${days}`, () => readUpcomingReminders(deps, days));

async function readSchedulerStatus({ db, clock, schedulerEnabled }: MonitoringDeps): Promise<SchedulerStatus> {
  const now = clock.now();
  const [totalJobs, jobs, instances, outcomes] = await Promise.all([
    q.countWaiting(db),
    q.selectNextJobs(db, ACTIVE_JOBS_SHOWN),
    q.selectInstances(db, new Date(now.getTime() - INSTANCES_WINDOW_MS)),
    q.countOutcomes(db, new Date(now.getTime() - 24 * 60 * MINUTE)),
  ]);
  const running = instances.some((i) => i.lastRunAt && new Date(i.lastRunAt).getTime() >= now.getTime() - STALLED_AFTER_MS);
  return {
    totalJobs,
    schedulerEnabled,
    systemStatus: running ? 'running' : instances.length > 0 || schedulerEnabled ? 'stalled' : 'stopped',
    activeJobs: jobs.map((j) => ({ name: `${j.reminder_type} (${j.channel === 'sms' ? 'SMS' : 'email'})`, testRequestId: j.test_request_id, scheduledFor: new Date(j.scheduled_for).toISOString() })),
    instances: instances.map((i) => ({ ...i, startedAt: new Date(i.startedAt).toISOString(), lastRunAt: i.lastRunAt && new Date(i.lastRunAt).toISOString() })),
    last24Hours: { sent: outcomes.sent ?? 0, failed: outcomes.failed ?? 0, missed: outcomes.missed ?? 0, unconfirmed: outcomes.unconfirmed ?? 0 },
  };
}

/** Which slot wins when a reminder's channels differ: what is still to happen, then what happened. */
const SLOT_ORDER = ['sending', 'scheduled', 'sent', 'unconfirmed', 'failed', 'missed', 'cancelled'];

function slotOf(rows: q.ReminderOfRequest[], now: Date): UpcomingReminderSlot {
  if (rows.length === 0) return { status: 'not_scheduled', willSend: false, timeUntilSend: null, scheduledFor: null };
  const first = [...rows].sort((a, b) => SLOT_ORDER.indexOf(a.status) - SLOT_ORDER.indexOf(b.status))[0];
  const at = Math.min(...rows.map((r) => new Date(r.scheduled_for).getTime()));
  return {
    status: first.status as UpcomingReminderSlot['status'],
    willSend: first.status === 'scheduled' || first.status === 'sending',
    timeUntilSend: Math.round((at - now.getTime()) / MINUTE),
    scheduledFor: new Date(at).toISOString(),
  };
}

async function readUpcomingReminders({ db, clock }: MonitoringDeps, days: number): Promise<UpcomingReminders> {
  const now = clock.now();
  const until = new Date(now.getTime() + days * 24 * 60 * MINUTE);
  const [requests, total] = await Promise.all([q.selectUpcomingRequests(db, now, until, UPCOMING_REMINDER_LIMIT), q.countUpcomingRequests(db, now, until)]);
  const reminders = await q.selectRemindersOf(db, requests.map((r) => r.id), ['7_days_before', '3_hours_before']);
  const of = (id: number, type: string) => reminders.filter((r) => r.test_request_id === id && r.reminder_type === type);
  return {
    days,
    total,
    reminders: requests.map((r) => ({
      testRequestId: r.id,
      testName: r.test_name,
      institutionName: r.institution_name,
      patientName: r.patient_name,
      patientEmail: r.patient_email,
      patientPhone: r.patient_phone,
      expectedTestDatetime: new Date(r.expected).toISOString(),
      reminders: { sevenDays: slotOf(of(r.id, '7_days_before'), now), threeHours: slotOf(of(r.id, '3_hours_before'), now) },
    })),
  };
}

export async function notificationHealth(deps: MonitoringDeps): Promise<NotificationHealth> {
  const { mailer, sms, schedulerEnabled, timeZone } = deps;
  const checks = await sharedAnswer(
    deps,
    'transports',
    async () => {
      const [email, text] = await Promise.all([mailer.check(), sms.check()]);
      return { email, sms: text };
    },
    TRANSPORT_CHECKS_SHARED_FOR_MS,
  );
  const valid = [checks.email.isValid, checks.sms.isValid].filter(Boolean).length;
  return {
    overallHealth: valid === 2 ? 'healthy' : valid === 1 ? 'degraded' : 'unhealthy',
    services: { email: checks.email, sms: checks.sms },
    environment: { schedulerEnabled, timezone: timeZone },
  };
}
