// How the reminder screen words a rule's channels, its SMS length and its previews.
import { renderReminderText, SAMPLE_REMINDER_VALUES, smsSegments, type ReminderChannel, type ReminderChannels } from '@lab/shared';

/** The channel badges. */
export const CHANNEL_NAMES: Record<ReminderChannel, string> = { email: 'Email', sms: 'SMS' };

/** The Channels choice of the dialog, one per notification_channels value. */
export const CHANNEL_CHOICES: readonly { value: ReminderChannels; label: string }[] = [
  { value: 'email', label: 'Email only' },
  { value: 'sms', label: 'SMS only' },
  { value: 'email,sms', label: 'Email and SMS' },
];

export const channelChoiceLabel = (channels: ReminderChannels) => CHANNEL_CHOICES.find((c) => c.value === channels)?.label ?? channels;

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '142 characters · 1 segment': an SMS text's length and the messages it is sent as. */
export function smsCountText(text: string | null | undefined): string {
  return `${counted((text ?? '').length, 'character')} · ${counted(smsSegments(text), 'segment')}`;
}

/** A template as a patient would read it, with the sample values. */
export const previewOf = (template: string | null | undefined) => renderReminderText(template ?? '', SAMPLE_REMINDER_VALUES);
