import { formatDateTime, formatRequestId, type NotificationLogItem } from '@lab/shared';
import { DeliveryStatusTag, StatusTag } from '@lab/shared/react';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { logValueLabel } from './notification-log-filters';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** The staff member who sent a manual notification. */
const staffName = (log: NotificationLogItem) => [log.triggered_by_name, log.triggered_by_lastname].filter(Boolean).join(' ');

/**
 * The log's table: Date & Time, Type, Channel, Recipient, Status (with the
 * error), Test Request (REQ-000042 and the institution, else N/A), Triggered By.
 */
export const notificationLogColumns: TableColumnsType<NotificationLogItem> = [
  { title: 'Date & Time', key: 'sent_at', render: (_, log) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.sent_at)}</span> },
  { title: 'Type', key: 'message_type', render: (_, log) => logValueLabel(log.message_type) },
  { title: 'Channel', key: 'notification_type', render: (_, log) => <StatusTag tone={log.notification_type === 'email' ? 'blue' : 'purple'}>{logValueLabel(log.notification_type)}</StatusTag> },
  {
    title: 'Recipient',
    key: 'recipient',
    render: (_, log) => (
      <Flex vertical>
        <Typography.Text strong>{logValueLabel(log.recipient_type)}</Typography.Text>
        {(log.recipient_email ?? log.recipient_phone) && <span>{log.recipient_email ?? log.recipient_phone}</span>}
        {log.patient_name && secondary(log.patient_name)}
      </Flex>
    ),
  },
  {
    title: 'Status',
    key: 'delivery_status',
    render: (_, log) => (
      <Flex vertical gap={4} align="flex-start">
        <DeliveryStatusTag status={log.delivery_status} />
        {log.error_message && <Typography.Text type="danger">{log.error_message}</Typography.Text>}
      </Flex>
    ),
  },
  {
    title: 'Test Request',
    key: 'test_request',
    render: (_, log) =>
      log.test_request_id === null ? (
        secondary('N/A')
      ) : (
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{formatRequestId(log.test_request_id)}</span>
          {log.institution_name && secondary(log.institution_name)}
        </Flex>
      ),
  },
  {
    title: 'Triggered By',
    key: 'triggered_by',
    render: (_, log) => (
      <Flex vertical>
        <span>{logValueLabel(log.triggered_by_type)}</span>
        {staffName(log) && secondary(staffName(log))}
      </Flex>
    ),
  },
];
