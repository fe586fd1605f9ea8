import { activityStatusStyle, type TestPriority } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';

const PRIORITY_TONES: Record<TestPriority, TagTone> = { normal: 'default', urgent: 'orange', stat: 'red' };

/** A request's status badge, styled as the spec's activity badges (spec 1 section 4). */
export function RequestStatusTag({ status }: { status: string }) {
  const style = activityStatusStyle(status);
  return <StatusTag tone={style.color}>{style.label}</StatusTag>;
}

export function PriorityTag({ priority }: { priority: string }) {
  return <StatusTag tone={PRIORITY_TONES[priority as TestPriority] ?? 'default'}>{priority.toUpperCase()}</StatusTag>;
}
