import { MONITORING_PATHS, type UpcomingRemindersQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { permitted } from '../../platform/policy';
import { notificationHealth, schedulerStatus, upcomingReminders, type MonitoringDeps } from './service';
import * as s from './schemas';

// Cron monitoring (/cron/*) shows every institution's patients and the system's transports: the
// super_admin's alone (who manages the reminder rules), checked here on every call.
const managers = permitted('reminders.manage');

export async function monitoringRoutes(app: FastifyInstance, options: MonitoringDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { policy: managers };
  api.get(MONITORING_PATHS.schedulerStatus, { schema: s.schedulerStatusSchema, config }, async () => ({ data: await schedulerStatus(options) }));
  api.get(MONITORING_PATHS.upcomingReminders, { schema: s.upcomingSchema, config }, async (request) => ({
    // the schema's default fills days in
    data: await upcomingReminders(options, (request.query as Required<UpcomingRemindersQuery>).days),
  }));
  api.get(MONITORING_PATHS.notificationHealth, { schema: s.notificationHealthSchema, config }, async () => ({ data: await notificationHealth(options) }));
}
