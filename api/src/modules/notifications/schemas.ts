import { ErrorBody, NotificationLogQuery, NotificationLogsResponse, NotificationStats, TestNotificationBody, TestNotificationResponse } from '@lab/shared';

// The notifications routes' documentation and which contract schema each takes (@lab/shared's notifications contract).
const tags = ['notifications'];
const errors = { 400: ErrorBody, 403: ErrorBody };

export const listLogsSchema = {
  operationId: 'listNotificationLogs',
  tags,
  summary:
    "Notification logs, newest first, 10 a page: every log for super_admin, the caller's institutions' for an institution_admin; search looks in recipient email and phone and patient name (or a REQ- id)",
  querystring: NotificationLogQuery,
  response: { 200: NotificationLogsResponse, ...errors },
};

export const statsSchema = {
  operationId: 'getNotificationStats',
  tags,
  summary: 'Notification figures of the logs the caller may see (successful: sent or delivered)',
  response: { 200: NotificationStats, ...errors },
};

export const testNotificationSchema = {
  operationId: 'sendTestNotification',
  tags,
  summary:
    "Send a test email (test_email) or SMS (test_phone: '+', country code and number) through the configured transport; logged as message_type 'test'. 502 with the transport's reason when it refuses",
  body: TestNotificationBody,
  response: { 200: TestNotificationResponse, ...errors, 502: ErrorBody },
};
