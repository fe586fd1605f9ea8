import { ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { isCriticalFlag, isResultStatus, NO_RANGE_TEXT, RESULT_FLAG_LABELS, RESULT_SAFETY_TEXTS, RESULT_STATUS_LABELS, type ResultFlag, type ResultStatus } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';
import { Flex, Tag } from 'antd';

const STATUS_TONES: Record<ResultStatus, TagTone> = { draft: 'gold', reviewed: 'blue', final: 'green', amended: 'purple' };
const FLAG_TONES: Record<Exclude<ResultFlag, 'LL' | 'HH'>, TagTone> = { H: 'red', L: 'orange', N: 'green' };

// A critical flag is filled dark red with white text (8:1 and more): it must stand out from an
// ordinary High at a glance, and still read in words for those who do not see the colour.
const CRITICAL_STYLE = { color: '#ffffff', background: '#a8071a', borderColor: '#a8071a', fontWeight: 600 } as const;
// the gold badge's AA colours (StatusTag's), which wraps here
const PENDING_STYLE = { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' } as const;
/** In the list's narrow Flags column a long tag wraps rather than widening the table. */
const WRAPS = { whiteSpace: 'normal', marginInlineEnd: 0, paddingInline: 4 } as const;

/** A result's status badge: 'Draft', 'Reviewed', 'Final', 'Amended'. */
export function ResultStatusTag({ status }: { status: string }) {
  if (!isResultStatus(status)) return <StatusTag>{status}</StatusTag>;
  return <StatusTag tone={STATUS_TONES[status]}>{RESULT_STATUS_LABELS[status]}</StatusTag>;
}

/**
 * A value's flag, always in words: 'Low', 'Normal', 'High', and the critical ones stronger, with an
 * icon ('Critical high'). A value without a flag had no range for its patient and says so: it is
 * never shown as normal.
 */
export function FlagTag({ flag }: { flag: ResultFlag | null }) {
  if (flag === null) return <StatusTag>{NO_RANGE_TEXT}</StatusTag>;
  if (isCriticalFlag(flag)) {
    return (
      <Tag bordered icon={<WarningFilled aria-hidden />} style={CRITICAL_STYLE}>
        {RESULT_FLAG_LABELS[flag]}
      </Tag>
    );
  }
  return <StatusTag tone={FLAG_TONES[flag as keyof typeof FLAG_TONES]}>{RESULT_FLAG_LABELS[flag]}</StatusTag>;
}

/** The list's Flags cell: how many values are out of range, how many are critical and whether their call-back is pending, or a dash. */
export function ResultFlagsCell({ abnormal, critical, pending }: { abnormal: number; critical: number; pending: boolean }) {
  if (abnormal === 0 && critical === 0) return <span>—</span>;
  return (
    <Flex vertical gap={2} align="flex-start">
      {abnormal > 0 && <StatusTag tone="red">{`${abnormal} abnormal`}</StatusTag>}
      {critical > 0 && (
        <Tag bordered icon={<WarningFilled aria-hidden />} style={{ ...CRITICAL_STYLE, ...WRAPS }}>
          {RESULT_SAFETY_TEXTS.criticalCount(critical)}
        </Tag>
      )}
      {critical > 0 && pending && (
        <Tag bordered icon={<ExclamationCircleFilled aria-hidden />} style={{ ...PENDING_STYLE, ...WRAPS }}>
          {RESULT_SAFETY_TEXTS.callbackPendingShort}
        </Tag>
      )}
    </Flex>
  );
}
