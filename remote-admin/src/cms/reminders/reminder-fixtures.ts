// For the reminder tests only: rules as the API answers them.
import { REMINDER_PRESETS, type ReminderConfig } from '@lab/shared';

/** A rule made from the preset of `reminderType`, as stored (id and dates added). */
export function sampleReminder(reminderType: string, overrides: Partial<ReminderConfig> = {}): ReminderConfig {
  const preset = REMINDER_PRESETS.find((p) => p.reminder_type === reminderType);
  if (!preset) throw new Error(`no preset ${reminderType}`);
  const { name: _name, ...fields } = preset;
  return { id: REMINDER_PRESETS.indexOf(preset) + 1, ...fields, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-21T09:30:00Z', ...overrides };
}
