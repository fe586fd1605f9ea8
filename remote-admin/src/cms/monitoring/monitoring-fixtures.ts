// For the monitoring tests only: the three answers as the API gives them, and their mock routes.
import type { NotificationHealth, SchedulerStatus, UpcomingReminder, UpcomingReminderSlot, UpcomingReminders } from '@lab/shared';
import type { MockHandler, MockReply } from '@lab/shared/testing';

export const SCHEDULER: SchedulerStatus = {
  totalJobs: 12,
  schedulerEnabled: true,
  systemStatus: 'running',
  activeJobs: [{ name: '3_hours_before', testRequestId: 123, scheduledFor: '2026-11-22T09:00:00' }],
  instances: [{ instanceId: 'api-7f3c', startedAt: '2026-11-22T08:00:00', lastRunAt: '2026-11-22T08:59:30', lastError: 'SMTP timeout' }],
  last24Hours: { sent: 41, failed: 2, missed: 3, unconfirmed: 1 },
};

export const HEALTH: NotificationHealth = {
  overallHealth: 'degraded',
  services: { email: { isValid: true, message: 'SMTP connection verified' }, sms: { isValid: false, message: 'SMS provider credentials missing' } },
  environment: { schedulerEnabled: true, timezone: 'Europe/London' },
};

const slot = (status: UpcomingReminderSlot['status'], timeUntilSend: number | null, scheduledFor: string | null): UpcomingReminderSlot => ({ status, willSend: status === 'scheduled', timeUntilSend, scheduledFor });

export function sampleUpcoming(id: number, overrides: Partial<UpcomingReminder> = {}): UpcomingReminder {
  return {
    testRequestId: id,
    testName: 'Full Blood Count',
    institutionName: "St Mary's General Hospital",
    patientName: 'Olivia Patient',
    patientEmail: 'olivia@patient.test',
    patientPhone: '+447700900123',
    expectedTestDatetime: '2026-11-24T12:00:00',
    reminders: { sevenDays: slot('sent', null, '2026-11-17T12:00:00'), threeHours: slot('scheduled', 2 * 1440 + 3 * 60 + 10, '2026-11-24T09:00:00') },
    ...overrides,
  };
}

export const upcoming = (reminders: UpcomingReminder[], total = reminders.length): UpcomingReminders => ({ reminders, total, days: 7 });

export const MONITORING_PATHS = ['GET /cron/scheduler-status', 'GET /cron/upcoming-reminders', 'GET /cron/notification-health'];

/** The three monitoring routes for mockApi; `upcomingReply` answers the upcoming reminders (and sees the query). */
export function monitoringRoutes(upcomingReply: MockHandler | MockReply = [200, { data: upcoming([sampleUpcoming(123)]) }]): Record<string, MockHandler | MockReply> {
  return {
    'GET /cron/scheduler-status': [200, { data: SCHEDULER }],
    'GET /cron/upcoming-reminders': upcomingReply,
    'GET /cron/notification-health': [200, { data: HEALTH }],
  };
}
