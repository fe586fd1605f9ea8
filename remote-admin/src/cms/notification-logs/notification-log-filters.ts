import {
  NOTIFICATION_CHANNEL_TYPES,
  NOTIFICATION_DELIVERY_STATUSES,
  NOTIFICATION_MESSAGE_TYPES,
  NOTIFICATION_TRIGGER_TYPES,
  TEST_NOTIFICATION_MESSAGE_TYPE,
  type NotificationChannelType,
  type NotificationDeliveryStatus,
  type NotificationLogQuery,
  type NotificationTriggerType,
} from '@lab/shared';
import { useUrlQuery } from '@lab/shared/react';

/** The message types the filter offers: the product's five and the test notifications' own. */
export const LOG_MESSAGE_TYPES: readonly string[] = [...NOTIFICATION_MESSAGE_TYPES, TEST_NOTIFICATION_MESSAGE_TYPE];

/** The log filters, under the API's own query names, kept in the address. */
export interface NotificationLogFilters {
  search: string;
  message_type?: string;
  notification_type?: NotificationChannelType;
  delivery_status?: NotificationDeliveryStatus;
  triggered_by_type?: NotificationTriggerType;
}

export type LogFilterName = Exclude<keyof NotificationLogFilters, 'search'>;

const ALLOWED: Record<LogFilterName, readonly string[]> = {
  message_type: LOG_MESSAGE_TYPES,
  notification_type: NOTIFICATION_CHANNEL_TYPES,
  delivery_status: NOTIFICATION_DELIVERY_STATUSES,
  triggered_by_type: NOTIFICATION_TRIGGER_TYPES,
};

const pick = <T extends string>(params: URLSearchParams, name: LogFilterName) => {
  const value = params.get(name);
  return value && ALLOWED[name].includes(value) ? (value as T) : undefined;
};

/** The filters an address holds; anything unreadable counts as not set. */
export function readLogFilters(params: URLSearchParams): NotificationLogFilters {
  return {
    search: (params.get('search') ?? '').trim(),
    message_type: pick(params, 'message_type'),
    notification_type: pick<NotificationChannelType>(params, 'notification_type'),
    delivery_status: pick<NotificationDeliveryStatus>(params, 'delivery_status'),
    triggered_by_type: pick<NotificationTriggerType>(params, 'triggered_by_type'),
  };
}

/** The GET /cms/notification-logs query (unset filters left out). */
export function logQuery(filters: NotificationLogFilters, page: number, after?: string): Omit<NotificationLogQuery, 'limit'> {
  return { ...filters, search: filters.search || undefined, page, after };
}

/** The filters and page of the address (the filter bar changes the filters there). */
export function useNotificationLogFilters() {
  const { params, page, after, setPage } = useUrlQuery();
  return { filters: readLogFilters(params), page, after, setPage };
}

/** '7_days_before' -> '7 days before', 'sms' -> 'SMS': how a value reads in the filters and the table. */
export function logValueLabel(value: string): string {
  if (value === 'sms') return 'SMS';
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
