import { MESSAGE_STATUS_LABELS, type MessageStatus } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';

/** Green: done well; red: refused or given up on; gold and blue: still on its way; grey: set aside. */
export const MESSAGE_STATUS_TONES: Record<MessageStatus, TagTone> = {
  accepted: 'green',
  error: 'red',
  rejected: 'red',
  duplicate: 'default',
  pending: 'gold',
  sending: 'blue',
  delivered: 'green',
  dead: 'red',
  discarded: 'default',
};

export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return <StatusTag tone={MESSAGE_STATUS_TONES[status] ?? 'default'}>{MESSAGE_STATUS_LABELS[status] ?? status}</StatusTag>;
}
