import { NOTIFICATION_CHANNEL_TYPES, NOTIFICATION_DELIVERY_STATUSES, NOTIFICATION_TRIGGER_TYPES, SEARCH_BOXES } from '@lab/shared';
import { ListFilterBar, type FilterSelect } from '@lab/shared/react';
import { Card } from 'antd';
import { LOG_MESSAGE_TYPES, logValueLabel, type LogFilterName } from './notification-log-filters';

const select = (name: LogFilterName, label: string, placeholder: string, values: readonly string[]): FilterSelect => ({
  name,
  label,
  placeholder,
  options: values.map((value) => ({ value, label: logValueLabel(value) })),
});

const SELECTS: FilterSelect[] = [
  select('message_type', 'Message type filter', 'All message types', LOG_MESSAGE_TYPES),
  select('notification_type', 'Channel filter', 'All channels', NOTIFICATION_CHANNEL_TYPES),
  select('delivery_status', 'Delivery status filter', 'All statuses', NOTIFICATION_DELIVERY_STATUSES),
  select('triggered_by_type', 'Triggered by filter', 'All triggers', NOTIFICATION_TRIGGER_TYPES),
];

/** The log's filter panel, kept in the address: search, message type, channel, delivery status, trigger. */
export function NotificationLogFilterBar() {
  return (
    <Card size="small" title="Filters">
      <ListFilterBar search={{ ...SEARCH_BOXES.notificationLogs, maxWidth: 320 }} selects={SELECTS} />
    </Card>
  );
}
