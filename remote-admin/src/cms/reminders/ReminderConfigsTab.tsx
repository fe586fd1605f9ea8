import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { canManageReminders, REMINDER_MESSAGES, type ReminderConfig } from '@lab/shared';
import { AccessDenied, ActionError } from '@lab/shared/react';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { CmsTabProps } from '../cms-tab-props';
import { ReminderConfigList } from './ReminderConfigList';
import { ReminderConfigModal } from './ReminderConfigModal';
import { useReminderConfigs } from './use-reminder-configs';

/** The open dialog: editing a rule, or creating one (from the presets, or blank). */
type Dialog = { rule: ReminderConfig } | { startWithPresets: boolean } | null;

/**
 * Reminder Configurations: super_admin only (others get 'Access Denied', the
 * tab being hidden from them anyway); Quick Presets, Add Custom Reminder and the rules' cards.
 */
export function ReminderConfigsTab({ user }: CmsTabProps) {
  if (!canManageReminders(user)) return <AccessDenied reason={REMINDER_MESSAGES.denied} />;
  return <ReminderConfigs />;
}

function ReminderConfigs() {
  const list = useReminderConfigs();
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = (startWithPresets: boolean) => () => setDialog({ startWithPresets });
  return (
    <Flex vertical gap={12}>
      {list.modalHolder}
      {list.loaded && !list.loadError && (
        <Flex justify="flex-end" gap={8} wrap>
          <Button icon={<ThunderboltOutlined />} onClick={create(true)}>
            Quick Presets
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={create(false)}>
            Add Custom Reminder
          </Button>
        </Flex>
      )}
      <ActionError error={list.alert} onClose={list.dismissAlert} />
      <ReminderConfigList list={list} onEdit={(rule) => setDialog({ rule })} onCreateCustom={create(false)} onUsePreset={create(true)} />
      {dialog && (
        <ReminderConfigModal
          rule={'rule' in dialog ? dialog.rule : undefined}
          startWithPresets={'startWithPresets' in dialog && dialog.startWithPresets}
          existingTypes={list.rules.map((r) => r.reminder_type)}
          onCancel={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
    </Flex>
  );
}
