import type { NotificationDeliveryStatus } from '../contracts/notifications';
import { StatusTag, type TagTone } from './StatusTag';

// A recorded message reached nobody (no carrier is configured): grey, never the colour of a sent one.
const TONES: Record<NotificationDeliveryStatus, TagTone> = { sent: 'blue', delivered: 'green', recorded: 'default', failed: 'red', pending: 'gold' };
const LABELS: Record<NotificationDeliveryStatus, string> = { sent: 'Sent', delivered: 'Delivered', recorded: 'Recorded, not delivered', failed: 'Failed', pending: 'Pending' };

/** What became of a notification: sent, delivered, recorded (not delivered), failed or pending. */
export function DeliveryStatusTag({ status }: { status: NotificationDeliveryStatus }) {
  return <StatusTag tone={TONES[status] ?? 'default'}>{LABELS[status] ?? status}</StatusTag>;
}
