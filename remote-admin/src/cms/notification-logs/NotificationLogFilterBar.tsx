import { SearchOutlined } from '@ant-design/icons';
import { NOTIFICATION_CHANNEL_TYPES, NOTIFICATION_DELIVERY_STATUSES, NOTIFICATION_TRIGGER_TYPES } from '@lab/shared';
import { useSearchBox } from '@lab/shared/react';
import { Card, Flex, Input, Select } from 'antd';
import { LOG_MESSAGE_TYPES, logValueLabel, type LogFilterName, type NotificationLogFilterControls } from './notification-log-filters';

const SELECTS: { name: LogFilterName; label: string; placeholder: string; values: readonly string[] }[] = [
  { name: 'message_type', label: 'Message type filter', placeholder: 'All message types', values: LOG_MESSAGE_TYPES },
  { name: 'notification_type', label: 'Channel filter', placeholder: 'All channels', values: NOTIFICATION_CHANNEL_TYPES },
  { name: 'delivery_status', label: 'Delivery status filter', placeholder: 'All statuses', values: NOTIFICATION_DELIVERY_STATUSES },
  { name: 'triggered_by_type', label: 'Triggered by filter', placeholder: 'All triggers', values: NOTIFICATION_TRIGGER_TYPES },
];

/** The log's filter panel: search (applied as typing pauses), message type, channel, delivery status, trigger. */
export function NotificationLogFilterBar({ controls }: { controls: NotificationLogFilterControls }) {
  const { filters } = controls;
  const searchBox = useSearchBox(filters.search, controls.setSearch);
  return (
    <Card size="small" title="Filters">
      <Flex gap={12} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search by recipient or patient"
          aria-label="Search notification logs"
          value={searchBox.value}
          onChange={(e) => searchBox.setValue(e.target.value)}
          style={{ maxWidth: 300 }}
        />
        {SELECTS.map(({ name, label, placeholder, values }) => (
          <Select<string>
            key={name}
            allowClear
            aria-label={label}
            placeholder={placeholder}
            style={{ minWidth: 170 }}
            value={filters[name]}
            onChange={(value?: string) => controls.setFilter(name, value)}
            options={values.map((value) => ({ value, label: logValueLabel(value) }))}
          />
        ))}
      </Flex>
    </Card>
  );
}
