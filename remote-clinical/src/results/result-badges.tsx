import { isResultStatus, RESULT_FLAG_LABELS, RESULT_STATUS_LABELS, type ResultFlag, type ResultStatus } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';

const STATUS_TONES: Record<ResultStatus, TagTone> = { draft: 'gold', reviewed: 'blue', final: 'green', amended: 'purple' };
const FLAG_TONES: Record<ResultFlag, TagTone> = { H: 'red', L: 'orange', normal: 'green' };

/** A result's status badge: 'Draft', 'Reviewed', 'Final', 'Amended'. */
export function ResultStatusTag({ status }: { status: string }) {
  if (!isResultStatus(status)) return <StatusTag>{status}</StatusTag>;
  return <StatusTag tone={STATUS_TONES[status]}>{RESULT_STATUS_LABELS[status]}</StatusTag>;
}

/** A value's flag, always in words ('High', 'Low', 'Normal'): the colour is never the only signal. */
export function FlagTag({ flag }: { flag: ResultFlag }) {
  return <StatusTag tone={FLAG_TONES[flag]}>{RESULT_FLAG_LABELS[flag]}</StatusTag>;
}

/** The list's Flags cell: how many values are out of range, or a dash. */
export function AbnormalTag({ count }: { count: number }) {
  return count > 0 ? <StatusTag tone="red">{`${count} abnormal`}</StatusTag> : <span>—</span>;
}
