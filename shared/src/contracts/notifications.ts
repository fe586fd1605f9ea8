// The notifications API under the CMS: the notification log, its stats and the test notification.
import { Type, type Static } from './typebox';
import { BoundedText, Nullable, PageAfter, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';

export const NOTIFICATION_MESSAGE_TYPES = ['7_days_before', '3_hours_before', 'password_reset', 'account_setup', 'custom'] as const;
export const NOTIFICATION_CHANNEL_TYPES = ['email', 'sms'] as const;
export const NOTIFICATION_DELIVERY_STATUSES = ['sent', 'delivered', 'recorded', 'failed', 'pending'] as const;
export const NOTIFICATION_TRIGGER_TYPES = ['system', 'manual'] as const;
/** The message_type of a test notification's log row. */
export const TEST_NOTIFICATION_MESSAGE_TYPE = 'test';
export const NOTIFICATION_LOG_PAGE_SIZE = 10;

export type NotificationChannelType = (typeof NOTIFICATION_CHANNEL_TYPES)[number];
export type NotificationDeliveryStatus = (typeof NOTIFICATION_DELIVERY_STATUSES)[number];
export type NotificationTriggerType = (typeof NOTIFICATION_TRIGGER_TYPES)[number];

export const NOTIFICATION_PATHS = {
  logs: '/cms/notification-logs',
  stats: '/cms/notification-stats',
  test: '/cms/test-notification',
} as const;

/** A filter's value, or '' (the screen's "all"), which filters nothing. */
const choice = <T extends readonly string[]>(values: T) => StringEnum([...values, ''] as const);

export const NotificationLogQuery = Type.Object(
  {
    search: Type.Optional(BoundedText(100)),
    message_type: Type.Optional(Type.String({ maxLength: 50, pattern: '^[a-z0-9_]*$' })),
    notification_type: Type.Optional(choice(NOTIFICATION_CHANNEL_TYPES)),
    delivery_status: Type.Optional(choice(NOTIFICATION_DELIVERY_STATUSES)),
    triggered_by_type: Type.Optional(choice(NOTIFICATION_TRIGGER_TYPES)),
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(NOTIFICATION_LOG_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
  },
  { additionalProperties: false },
);
export type NotificationLogQuery = Static<typeof NotificationLogQuery>;

const nullableText = Nullable(Type.String());

export const NotificationLogItem = Type.Object({
  id: Type.Integer(),
  sent_at: Type.String(),
  test_request_id: Nullable(Type.Integer()),
  institution_name: nullableText,
  message_type: Type.String(),
  notification_type: StringEnum(NOTIFICATION_CHANNEL_TYPES),
  recipient_type: StringEnum(['patient', 'staff'] as const),
  recipient_email: nullableText,
  recipient_phone: nullableText,
  patient_name: nullableText,
  delivery_status: StringEnum(NOTIFICATION_DELIVERY_STATUSES),
  error_message: nullableText,
  triggered_by_type: StringEnum(NOTIFICATION_TRIGGER_TYPES),
  triggered_by_name: nullableText,
  triggered_by_lastname: nullableText,
});
export type NotificationLogItem = Static<typeof NotificationLogItem>;

export const NotificationLogsResponse = Type.Object({ notifications: Type.Array(NotificationLogItem), pagination: PaginationSchema });
export type NotificationLogsResponse = Static<typeof NotificationLogsResponse>;

export const NotificationStats = Type.Object({
  total_notifications: Type.Integer(),
  successful_notifications: Type.Integer({ description: 'sent or delivered' }),
  email_notifications: Type.Integer(),
  sms_notifications: Type.Integer(),
});
export type NotificationStats = Static<typeof NotificationStats>;

/** test_email for an email, test_phone ('+', country code and number) for an SMS: the service asks for the one its channel needs. */
export const TestNotificationBody = Type.Object(
  {
    notification_type: StringEnum(NOTIFICATION_CHANNEL_TYPES),
    test_email: Type.Optional(BoundedText(254)),
    test_phone: Type.Optional(BoundedText(40)),
  },
  { additionalProperties: false },
);
export type TestNotificationBody = Static<typeof TestNotificationBody>;

/** 200 when the transport accepted the message; a refusal is 502 with { error: reason } and a failed log row. */
export const TestNotificationResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type TestNotificationResponse = Static<typeof TestNotificationResponse>;
