import { NOTIFICATION_CHANNEL_TYPES, NOTIFICATION_DELIVERY_STATUSES, NOTIFICATION_LOG_PAGE_SIZE, NOTIFICATION_TRIGGER_TYPES, ErrorBody, PageLimit, PageNumber, BoundedText } from '@lab/shared';

const TAGS = ['notifications'];
const errors = { 400: ErrorBody, 403: ErrorBody } as const;

/** A filter's value, or '' (the UI's "all"), which filters nothing. */
const choice = (values: readonly string[]) => ({ type: 'string', enum: [...values, ''] }) as const;

const nullableText = { type: ['string', 'null'] } as const;

const logItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    sent_at: { type: 'string' },
    test_request_id: { type: ['integer', 'null'] },
    institution_name: nullableText,
    message_type: { type: 'string' },
    notification_type: { type: 'string' },
    recipient_type: { type: 'string' },
    recipient_email: nullableText,
    recipient_phone: nullableText,
    patient_name: nullableText,
    delivery_status: { type: 'string' },
    error_message: nullableText,
    triggered_by_type: { type: 'string' },
    triggered_by_name: nullableText,
    triggered_by_lastname: nullableText,
  },
} as const;

const pagination = {
  type: 'object',
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, pages: { type: 'integer' }, total_capped: { type: 'boolean' } },
} as const;

export const listLogsSchema = {
  operationId: 'listNotificationLogs',
  tags: TAGS,
  summary:
    "Notification logs, newest first, 10 a page: every log for super_admin, the caller's institutions' for an institution_admin; search looks in recipient email and phone and patient name (or a REQ- id)",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      search: BoundedText(100),
      message_type: { type: 'string', maxLength: 50, pattern: '^[a-z0-9_]*$' },
      notification_type: choice(NOTIFICATION_CHANNEL_TYPES),
      delivery_status: choice(NOTIFICATION_DELIVERY_STATUSES),
      triggered_by_type: choice(NOTIFICATION_TRIGGER_TYPES),
      page: PageNumber,
      limit: PageLimit(NOTIFICATION_LOG_PAGE_SIZE),
    },
  },
  response: { 200: { type: 'object', properties: { notifications: { type: 'array', items: logItem }, pagination } }, ...errors },
} as const;

export const statsSchema = {
  operationId: 'getNotificationStats',
  tags: TAGS,
  summary: 'Notification figures of the logs the caller may see (successful: sent or delivered)',
  response: {
    200: {
      type: 'object',
      properties: {
        total_notifications: { type: 'integer' },
        successful_notifications: { type: 'integer' },
        email_notifications: { type: 'integer' },
        sms_notifications: { type: 'integer' },
      },
    },
    ...errors,
  },
} as const;

export const testNotificationSchema = {
  operationId: 'sendTestNotification',
  tags: TAGS,
  summary:
    "Send a test email (test_email) or SMS (test_phone: '+', country code and number) through the configured transport; logged as message_type 'test'. 502 with the transport's reason when it refuses",
  body: {
    type: 'object',
    required: ['notification_type'],
    additionalProperties: false,
    properties: {
      notification_type: { type: 'string', enum: NOTIFICATION_CHANNEL_TYPES },
      test_email: BoundedText(254),
      test_phone: BoundedText(40),
    },
  },
  response: { 200: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } }, ...errors, 502: ErrorBody },
} as const;
