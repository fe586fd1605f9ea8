// The CMS's Notification Logs and Test Notifications tabs.
// The cms area lets a caller in; which tab they may use is @lab/shared's rule, in the services.
import { NOTIFICATION_PATHS, type NotificationLogQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { RoutePolicy } from '../../platform/policy';
import { listLogsSchema, statsSchema, testNotificationSchema } from './schemas';
import { listNotificationLogs, notificationStats } from './service';
import { sendTestNotification, type NotificationSenders } from './test-notification';

const cmsArea: RoutePolicy = { access: 'area', area: 'cms' };

/** The query once validated: the schema's defaults filled page and limit in. */
type LogQuery = Required<Pick<NotificationLogQuery, 'page' | 'limit'>> & Omit<NotificationLogQuery, 'page' | 'limit'>;

export async function notificationRoutes(app: FastifyInstance, senders: NotificationSenders) {
  const { db } = senders;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(NOTIFICATION_PATHS.logs, { schema: listLogsSchema, config: { policy: cmsArea } }, (request) => {
    const { page, limit, after, search, message_type, notification_type, delivery_status, triggered_by_type } = request.query as LogQuery;
    return listNotificationLogs(db, callerOf(request), {
      page,
      after,
      limit,
      search,
      messageType: message_type,
      notificationType: notification_type,
      deliveryStatus: delivery_status,
      triggeredByType: triggered_by_type,
    });
  });

  api.get(NOTIFICATION_PATHS.stats, { schema: statsSchema, config: { policy: cmsArea } }, (request) => notificationStats(db, callerOf(request)));

  api.post(NOTIFICATION_PATHS.test, { schema: testNotificationSchema, config: { policy: cmsArea } }, (request) =>
    sendTestNotification(senders, callerOf(request), request.body),
  );
}
