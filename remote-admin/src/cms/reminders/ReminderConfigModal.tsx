import { REMINDER_MESSAGES, type ReminderConfig, type ReminderRuleFields } from '@lab/shared';
import { useSubmit } from '@lab/shared/react';
import { useState } from 'react';
import { CmsFormModal } from '../list/CmsFormModal';
import { PresetChooser } from './PresetChooser';
import { reminderBody, reminderFormValues, type ReminderFormValues } from './reminder-form';
import { createReminderConfig, updateReminderConfig } from './reminders-api';
import { ReminderScheduleFields } from './ReminderScheduleFields';
import { ReminderTemplateFields } from './ReminderTemplateFields';

interface ReminderConfigModalProps {
  /** The rule to edit; without one the dialog creates, from NEW_REMINDER_DEFAULTS or a preset. */
  rule?: ReminderConfig;
  /** The reminder types already configured (their presets are disabled). */
  existingTypes: readonly string[];
  /** Creating from Quick Presets or Use Preset: the presets come first, focused. */
  startWithPresets?: boolean;
  onSaved(): void;
  onCancel(): void;
}

/**
 * Creates or edits a reminder rule: checked with the server's own
 * rule before the call; a failure shows in a red banner; it closes after saving.
 */
export function ReminderConfigModal({ rule, existingTypes, startWithPresets, onSaved, onCancel }: ReminderConfigModalProps) {
  const [values, setValues] = useState(() => reminderFormValues(rule));
  const [preset, setPreset] = useState<string | null>(null);
  const set = (patch: Partial<ReminderFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const saving = useSubmit(
    (body: ReminderRuleFields) => (rule ? updateReminderConfig(rule.reminder_type, body) : createReminderConfig(body)),
    REMINDER_MESSAGES.saveFailed,
  );

  async function submit() {
    const built = reminderBody(rule ? { ...values, reminder_type: rule.reminder_type } : values);
    if ('error' in built) return saving.setError(built.error);
    if (await saving.submit(built.body)) onSaved();
  }

  return (
    <CmsFormModal title={rule ? 'Edit Reminder Configuration' : 'Add Reminder Configuration'} busy={saving.busy} error={saving.error} onSubmit={() => void submit()} onCancel={onCancel}>
      {!rule && (
        <PresetChooser
          existingTypes={existingTypes}
          chosen={preset}
          autoFocus={startWithPresets}
          onChoose={(picked) => {
            setPreset(picked.reminder_type);
            setValues(reminderFormValues(picked));
            saving.setError(null);
          }}
        />
      )}
      <ReminderScheduleFields values={values} set={set} editing={!!rule} autoFocusType={!rule && !startWithPresets} />
      <ReminderTemplateFields values={values} set={set} />
    </CmsFormModal>
  );
}
