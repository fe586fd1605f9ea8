import type { TestPriority } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';

const PRIORITY_TONES: Record<TestPriority, TagTone> = { normal: 'default', urgent: 'orange', stat: 'red' };

export function PriorityTag({ priority }: { priority: string }) {
  return <StatusTag tone={PRIORITY_TONES[priority as TestPriority] ?? 'default'}>{priority.toUpperCase()}</StatusTag>;
}
