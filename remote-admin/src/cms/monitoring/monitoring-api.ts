// The cron monitoring page's calls. Each answer wraps its data under `data`; the page fetches the
// three together. The transports' health is the shared client's, which the host's dashboard uses too.
import {
  MONITORING_PATHS,
  UPCOMING_REMINDER_DAYS,
  type DataEnvelope,
  type NotificationHealth,
  type SchedulerStatus,
  type UpcomingReminders,
  type UpcomingRemindersQuery,
} from '@lab/shared';
import { apiClient, fetchNotificationHealth } from '@lab/shared/client';

export async function fetchSchedulerStatus(): Promise<SchedulerStatus> {
  const { data } = await apiClient.get<DataEnvelope<SchedulerStatus>>(MONITORING_PATHS.schedulerStatus);
  return data.data;
}

export async function fetchUpcomingReminders(days: number = UPCOMING_REMINDER_DAYS): Promise<UpcomingReminders> {
  const params: UpcomingRemindersQuery = { days };
  const { data } = await apiClient.get<DataEnvelope<UpcomingReminders>>(MONITORING_PATHS.upcomingReminders, { params });
  return data.data;
}

/** What the monitoring page shows, from one round of the three calls. */
export interface MonitoringData {
  scheduler: SchedulerStatus;
  upcoming: UpcomingReminders;
  health: NotificationHealth;
}

/** The three calls together: one failing fails the round (the page keeps the last good one). */
export async function fetchMonitoringData(): Promise<MonitoringData> {
  const [scheduler, upcoming, health] = await Promise.all([fetchSchedulerStatus(), fetchUpcomingReminders(), fetchNotificationHealth()]);
  return { scheduler, upcoming, health };
}
