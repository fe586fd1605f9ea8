import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { channelsOf, formatDateTime, formatReminderOffset, type ReminderConfig } from '@lab/shared';
import { StatusTag } from '@lab/shared/react';
import { Button, Card, Flex, Typography } from 'antd';
import { StatusBadge } from '../list/StatusToggle';
import { CHANNEL_NAMES } from './reminder-display';
import { ReminderPreviews } from './ReminderPreviews';

interface ReminderConfigCardProps {
  rule: ReminderConfig;
  /** Its Activate/Deactivate call runs. */
  toggling: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * One reminder rule: its type and offset, the
 * channel and status badges, Activate/Deactivate, Edit and Delete, the previews, and its dates.
 */
export function ReminderConfigCard({ rule, toggling, onToggle, onEdit, onDelete }: ReminderConfigCardProps) {
  const type = rule.reminder_type;
  const headingId = `reminder-rule-${type}`;
  const toggleWord = rule.is_active ? 'Deactivate' : 'Activate';
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <Flex vertical gap={4} style={{ padding: '12px 0' }}>
          <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
            {type}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {formatReminderOffset(rule.time_value, rule.time_unit)}
          </Typography.Text>
          <Flex wrap gap={4}>
            {channelsOf(rule.notification_channels).map((channel) => (
              <StatusTag key={channel} tone="blue">
                {CHANNEL_NAMES[channel]}
              </StatusTag>
            ))}
            <StatusBadge active={rule.is_active} />
          </Flex>
        </Flex>
      }
      extra={
        <Flex wrap gap={8} justify="flex-end">
          <Button size="small" icon={rule.is_active ? <StopOutlined /> : <CheckCircleOutlined />} loading={toggling} aria-label={`${toggleWord} ${type}`} onClick={onToggle}>
            {toggleWord}
          </Button>
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${type}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${type}`} onClick={onDelete}>
            Delete
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <ReminderPreviews rule={rule} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Created {formatDateTime(rule.created_at)} · Last updated {formatDateTime(rule.updated_at)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
