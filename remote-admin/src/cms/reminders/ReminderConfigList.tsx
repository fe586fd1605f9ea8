import { REMINDER_MESSAGES, type ReminderConfig } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { Alert, Button, Col, Empty, Flex, Row } from 'antd';
import { ReminderConfigCard } from './ReminderConfigCard';
import type { ReminderConfigList as RuleList } from './use-reminder-configs';
import { LoadingSpinner } from '@lab/shared/react';

interface ReminderConfigListProps {
  list: RuleList;
  onEdit(rule: ReminderConfig): void;
  onCreateCustom(): void;
  onUsePreset(): void;
}

/** The rules as cards; while loading a spinner; a failed load with Retry; none: the empty state's two ways to start. */
export function ReminderConfigList({ list, onEdit, onCreateCustom, onUsePreset }: ReminderConfigListProps) {
  if (list.loadError) {
    const reason = errorText(list.loadError, REMINDER_MESSAGES.fetchFailed);
    return (
      <Alert
        type="error"
        showIcon
        title={REMINDER_MESSAGES.fetchFailed}
        description={reason === REMINDER_MESSAGES.fetchFailed ? undefined : reason}
        action={
          <Button size="small" onClick={list.reload} loading={list.loading}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!list.loaded) {
    return (
      <LoadingSpinner label="Loading reminder configurations" />
    );
  }
  if (list.rules.length === 0) {
    return (
      <Empty description="No reminder configurations yet">
        <Flex justify="center" gap={8} wrap>
          <Button type="primary" onClick={onCreateCustom}>
            Create Custom Reminder
          </Button>
          <Button onClick={onUsePreset}>Use Preset</Button>
        </Flex>
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]} aria-busy={list.loading || undefined}>
      {list.rules.map((rule) => (
        <Col key={rule.reminder_type} xs={24} xl={12}>
          <ReminderConfigCard
            rule={rule}
            toggling={list.isToggling(rule.reminder_type)}
            onToggle={() => void list.toggleActive(rule)}
            onEdit={() => onEdit(rule)}
            onDelete={() => list.confirmDelete(rule)}
          />
        </Col>
      ))}
    </Row>
  );
}
