// The transports' health (GET /cron/notification-health) is read by two apps: the host's dashboard
// warns when email or SMS cannot deliver, the admin remote's cron monitoring page shows it in
// full. One call for both, so they cannot read it differently.
import { MONITORING_PATHS, type DataEnvelope, type NotificationHealth } from '../contracts/monitoring';
import { apiClient } from './api-client';

export async function fetchNotificationHealth(): Promise<NotificationHealth> {
  const { data } = await apiClient.get<DataEnvelope<NotificationHealth>>(MONITORING_PATHS.notificationHealth);
  return data.data;
}
