import { NotificationHealthResponse, SchedulerStatusResponse, UpcomingRemindersQuery, UpcomingRemindersResponse } from '@lab/shared';

// The cron monitoring routes' documentation and which contract schema each takes (@lab/shared's monitoring contract).
const tags = ['cron'];

export const schedulerStatusSchema = {
  operationId: 'getSchedulerStatus',
  tags,
  summary: 'The reminders scheduler: waiting reminders, instances, last 24 hours',
  response: { 200: SchedulerStatusResponse },
};
export const notificationHealthSchema = {
  operationId: 'getNotificationHealth',
  tags,
  summary: 'Email and SMS transports checked now, and the scheduler settings',
  response: { 200: NotificationHealthResponse },
};
export const upcomingSchema = {
  operationId: 'listUpcomingReminders',
  tags,
  summary: 'Open requests whose test is within the next days, with their 7-day and 3-hour reminders',
  querystring: UpcomingRemindersQuery,
  response: { 200: UpcomingRemindersResponse },
};
