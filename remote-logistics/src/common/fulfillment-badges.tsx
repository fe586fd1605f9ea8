import { isFulfillmentStatus, type FulfillmentPriority, type FulfillmentStatus } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';

export const FULFILLMENT_STATUS_LABELS: Readonly<Record<FulfillmentStatus, string>> = {
  pending: 'Pending',
  assigned: 'Assigned',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const FULFILLMENT_PRIORITY_LABELS: Readonly<Record<FulfillmentPriority, string>> = { normal: 'Normal', urgent: 'Urgent', stat: 'STAT' };

const STATUS_TONES: Record<FulfillmentStatus, TagTone> = { pending: 'gold', assigned: 'blue', dispatched: 'cyan', delivered: 'green', cancelled: 'red' };
const PRIORITY_TONES: Record<FulfillmentPriority, TagTone> = { normal: 'default', urgent: 'orange', stat: 'red' };

/** A fulfillment request's status badge: 'Pending', 'Dispatched'... */
export function FulfillmentStatusTag({ status }: { status: string }) {
  if (!isFulfillmentStatus(status)) return <StatusTag>{status}</StatusTag>;
  return <StatusTag tone={STATUS_TONES[status]}>{FULFILLMENT_STATUS_LABELS[status]}</StatusTag>;
}

/** A fulfillment request's priority badge: 'Normal', 'Urgent', 'STAT'. */
export function FulfillmentPriorityTag({ priority }: { priority: string }) {
  const known = priority in PRIORITY_TONES ? (priority as FulfillmentPriority) : null;
  return <StatusTag tone={known ? PRIORITY_TONES[known] : 'default'}>{known ? FULFILLMENT_PRIORITY_LABELS[known] : priority}</StatusTag>;
}
