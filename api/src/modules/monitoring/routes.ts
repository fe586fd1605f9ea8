import { type DataEnvelope, type NotificationHealth, type SchedulerStatus, type UpcomingReminders } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { permitted } from '../../platform/policy';
import { notificationHealth, schedulerStatus, upcomingReminders, type MonitoringDeps } from './service';
import * as s from './schemas';

// Cron monitoring (/cron/*) shows every institution's patients and the system's transports: the
// super_admin's alone (who manages the reminder rules), checked here on every call.
const managers = permitted('reminders.manage');

export async function monitoringRoutes(app: FastifyInstance, options: MonitoringDeps) {
  const config = { policy: managers };

  app.get('/cron/scheduler-status', { schema: s.schedulerStatusSchema, config }, async (): Promise<DataEnvelope<SchedulerStatus>> => ({ data: await schedulerStatus(options) }));

  app.get<{ Querystring: { days: number } }>('/cron/upcoming-reminders', { schema: s.upcomingSchema, config }, async (request): Promise<DataEnvelope<UpcomingReminders>> => ({
    data: await upcomingReminders(options, request.query.days),
  }));

  app.get('/cron/notification-health', { schema: s.notificationHealthSchema, config }, async (): Promise<DataEnvelope<NotificationHealth>> => ({ data: await notificationHealth(options) }));
}
