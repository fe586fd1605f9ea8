import { REMINDER_TIME_UNITS, type ReminderChannels, type ReminderTimeUnit } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Checkbox, Flex, Input, InputNumber, Radio, Select, Typography, type InputRef } from 'antd';
import { CHANNEL_CHOICES } from './reminder-display';
import type { ReminderFormValues } from './reminder-form';
import { useFocusOnOpen } from './use-focus-on-open';

interface ReminderScheduleFieldsProps {
  values: ReminderFormValues;
  set(patch: Partial<ReminderFormValues>): void;
  /** Editing: the reminder type is the rule's key and cannot change. */
  editing: boolean;
  autoFocusType?: boolean;
}

const TYPE_HINT = 'Lowercase words and numbers joined by underscores, such as 30_minutes_before. It cannot be changed later.';
const TYPE_FIXED = 'The reminder type cannot be changed.';

/** Reminder Type, Time Value and Unit, Channels and Active. */
export function ReminderScheduleFields({ values, set, editing, autoFocusType }: ReminderScheduleFieldsProps) {
  const typeHint = editing ? TYPE_FIXED : TYPE_HINT;
  const typeRef = useFocusOnOpen<InputRef>(autoFocusType);
  return (
    <>
      <FormField id="reminder-type" label="Reminder Type" required hint={typeHint}>
        <Input
          id="reminder-type"
          required
          aria-required
          ref={typeRef}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 30_minutes_before"
          disabled={editing}
          aria-describedby={describedBy('reminder-type', { hint: typeHint })}
          value={values.reminder_type}
          onChange={(e) => set({ reminder_type: e.target.value })}
        />
      </FormField>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 160px' }}>
          <FormField id="reminder-time-value" label="Time Value" required>
            <InputNumber<number>
              id="reminder-time-value"
              required
              aria-required
              min={1}
              step={1}
              precision={0}
              style={{ width: '100%' }}
              value={values.time_value}
              onChange={(value) => set({ time_value: typeof value === 'number' ? value : null })}
            />
          </FormField>
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <FormField id="reminder-time-unit" label="Time Unit" required>
            <Select<ReminderTimeUnit>
              id="reminder-time-unit"
              aria-required
              style={{ width: '100%' }}
              value={values.time_unit}
              options={REMINDER_TIME_UNITS.map((unit) => ({ value: unit, label: unit }))}
              onChange={(time_unit) => set({ time_unit })}
            />
          </FormField>
        </div>
      </Flex>
      <div>
        <div style={{ marginBottom: 6 }}>
          <Typography.Text strong id="reminder-channels-label">
            Channels
          </Typography.Text>
        </div>
        <Radio.Group
          aria-labelledby="reminder-channels-label"
          aria-required
          value={values.notification_channels}
          options={CHANNEL_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          onChange={(e) => set({ notification_channels: e.target.value as ReminderChannels })}
        />
      </div>
      <Checkbox checked={values.is_active} onChange={(e) => set({ is_active: e.target.checked })}>
        Active
      </Checkbox>
    </>
  );
}
