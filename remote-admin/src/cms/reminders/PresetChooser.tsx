import { formatReminderOffset, REMINDER_PRESETS, type ReminderPreset } from '@lab/shared';
import { Button, Flex, Typography } from 'antd';
import { channelChoiceLabel } from './reminder-display';
import { useFocusOnOpen } from './use-focus-on-open';

interface PresetChooserProps {
  /** The reminder types already configured: their presets are offered disabled, with a note. */
  existingTypes: readonly string[];
  /** The reminder_type of the preset last picked. */
  chosen: string | null;
  /** Focus the first free preset on opening (Quick Presets). */
  autoFocus?: boolean;
  onChoose(preset: ReminderPreset): void;
}

const FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** The create dialog's optional presets: picking one fills every field. */
export function PresetChooser({ existingTypes, chosen, autoFocus, onChoose }: PresetChooserProps) {
  const firstFree = REMINDER_PRESETS.find((p) => !existingTypes.includes(p.reminder_type));
  const firstFreeRef = useFocusOnOpen<HTMLButtonElement>(autoFocus);
  return (
    <fieldset style={FIELDSET}>
      <legend style={{ marginBottom: 6, fontSize: 'inherit' }}>
        <Typography.Text strong>Start from a preset</Typography.Text> <Typography.Text type="secondary">(optional: fills every field)</Typography.Text>
      </legend>
      <Flex wrap gap={8}>
        {REMINDER_PRESETS.map((preset) => {
          const taken = existingTypes.includes(preset.reminder_type);
          const picked = chosen === preset.reminder_type;
          return (
            <Button
              key={preset.reminder_type}
              type={picked ? 'primary' : 'default'}
              aria-pressed={picked}
              disabled={taken}
              ref={preset === firstFree ? firstFreeRef : undefined}
              onClick={() => onChoose(preset)}
              style={{ height: 'auto', padding: '4px 12px', whiteSpace: 'normal', textAlign: 'left' }}
            >
              <Flex vertical align="flex-start">
                <span>{preset.name}</span>
                <span style={{ fontSize: 12 }}>
                  {formatReminderOffset(preset.time_value, preset.time_unit)} · {channelChoiceLabel(preset.notification_channels)}
                  {taken && ' · Already configured'}
                </span>
              </Flex>
            </Button>
          );
        })}
      </Flex>
    </fieldset>
  );
}
