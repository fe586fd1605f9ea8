import { UPCOMING_REMINDER_DAYS, ErrorBody } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

const cronTags = ['cron'];
export const schedulerStatusSchema = { operationId: 'getSchedulerStatus', tags: cronTags, summary: 'The reminders scheduler: waiting reminders, instances, last 24 hours', response: { 200: untypedBody('DataEnvelope<SchedulerStatus>'), 403: ErrorBody } };
export const notificationHealthSchema = { operationId: 'getNotificationHealth', tags: cronTags, summary: 'Email and SMS transports checked now, and the scheduler settings', response: { 200: untypedBody('DataEnvelope<NotificationHealth>'), 403: ErrorBody } };
export const upcomingSchema = {
  operationId: 'listUpcomingReminders',
  tags: cronTags,
  summary: 'Open requests whose test is within the next days, with their 7-day and 3-hour reminders',
  querystring: { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 1, maximum: 31, default: UPCOMING_REMINDER_DAYS } } },
  response: { 200: untypedBody('DataEnvelope<UpcomingReminders>'), 400: ErrorBody, 403: ErrorBody },
};
