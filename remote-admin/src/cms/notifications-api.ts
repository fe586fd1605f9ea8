// The notification tabs' calls.
import type { NotificationLogQuery, NotificationLogsResponse, NotificationStats, TestNotificationBody, TestNotificationResponse } from '@lab/shared';
import { NOTIFICATION_LOG_PAGE_SIZE, NOTIFICATION_PATHS } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchNotificationLogs(query: Omit<NotificationLogQuery, 'limit'>): Promise<NotificationLogsResponse> {
  const { data } = await apiClient.get<NotificationLogsResponse>(NOTIFICATION_PATHS.logs, { params: { ...query, limit: NOTIFICATION_LOG_PAGE_SIZE } });
  return data;
}

export async function fetchNotificationStats(): Promise<NotificationStats> {
  const { data } = await apiClient.get<NotificationStats>(NOTIFICATION_PATHS.stats);
  return data;
}

/** 200 { success, message } when the transport took it; a refusal is a 502 { error: reason }. */
export async function sendTestNotification(body: TestNotificationBody): Promise<TestNotificationResponse> {
  const { data } = await apiClient.post<TestNotificationResponse>(NOTIFICATION_PATHS.test, body);
  return data;
}
