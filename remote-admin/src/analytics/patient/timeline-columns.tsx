import { formatDateTime, OPEN_TEST_STATUSES, type PatientTimelineEntry } from '@lab/shared';
import { RequestStatusTag } from '@lab/shared/react';
import type { TableColumnsType } from 'antd';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A request's result date: when its result was made final, 'Pending' while it is open, a dash when it was cancelled. */
function resultDate(entry: PatientTimelineEntry): string {
  if (entry.result_date) return formatDateTime(entry.result_date);
  return OPEN_TEST_STATUSES.includes(entry.status) ? 'Pending' : '—';
}

/** The patient's timeline, newest first. */
export const timelineColumns: TableColumnsType<PatientTimelineEntry & { key: number }> = [
  { title: 'Date', key: 'date', render: (_, e) => <span style={nowrap}>{formatDateTime(e.date)}</span> },
  { title: 'Test Type', key: 'test_type', dataIndex: 'test_type' },
  { title: 'Status', key: 'status', render: (_, e) => <RequestStatusTag status={e.status} /> },
  { title: 'Completed', key: 'completed', render: (_, e) => (e.completed ? 'Yes' : 'No') },
  { title: 'Result Date', key: 'result_date', render: (_, e) => <span style={nowrap}>{resultDate(e)}</span> },
];
