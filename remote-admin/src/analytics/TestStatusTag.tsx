import { activityStatusStyle } from '@lab/shared';
import { StatusTag } from '@lab/shared/react';

/** A test request's status, worded and coloured as everywhere else in the portal. */
export function TestStatusTag({ status }: { status: string }) {
  const style = activityStatusStyle(status);
  return <StatusTag tone={style.color}>{style.label}</StatusTag>;
}

/** A status's word, for a chart's axis. */
export const testStatusLabel = (status: string) => activityStatusStyle(status).label;
