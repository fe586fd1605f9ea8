// The CMS's Notification Logs and Test Notifications tabs.
// The cms area lets a caller in; which tab they may use is @lab/shared's rule, in the services.
import type { NotificationLogQuery, NotificationLogsResponse, NotificationStats, TestNotificationBody, TestNotificationResponse } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { RoutePolicy } from '../../platform/policy';
import { listLogsSchema, statsSchema, testNotificationSchema } from './schemas';
import { listNotificationLogs, notificationStats } from './service';
import { sendTestNotification, type NotificationSenders } from './test-notification';

const cmsArea: RoutePolicy = { access: 'area', area: 'cms' };

type LogQuery = Required<Pick<NotificationLogQuery, 'page' | 'limit'>> & Omit<NotificationLogQuery, 'page' | 'limit'>;

export async function notificationRoutes(app: FastifyInstance, senders: NotificationSenders) {
  const { db } = senders;

  app.get<{ Querystring: LogQuery }>('/cms/notification-logs', { schema: listLogsSchema, config: { policy: cmsArea } }, (request): Promise<NotificationLogsResponse> => {
    const { page, limit, search, message_type, notification_type, delivery_status, triggered_by_type } = request.query;
    return listNotificationLogs(db, callerOf(request), {
      page,
      limit,
      search,
      messageType: message_type,
      notificationType: notification_type,
      deliveryStatus: delivery_status,
      triggeredByType: triggered_by_type,
    });
  });

  app.get('/cms/notification-stats', { schema: statsSchema, config: { policy: cmsArea } }, (request): Promise<NotificationStats> => notificationStats(db, callerOf(request)));

  app.post<{ Body: TestNotificationBody }>('/cms/test-notification', { schema: testNotificationSchema, config: { policy: cmsArea } }, (request): Promise<TestNotificationResponse> =>
    sendTestNotification(senders, callerOf(request), request.body),
  );
}
