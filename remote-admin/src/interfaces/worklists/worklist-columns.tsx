import { canAccess, formatRequestId, RESULT_STATUS_LABELS, WORKLIST_STATE_LABELS, type ResultStatus, type SessionUser, type TestPriority, type WorklistEntry, type WorklistState } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { MessageStatusTag } from '../messages/MessageStatusTag';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

// as the clinical area shows a request's priority
const PRIORITY_TONES: Record<TestPriority, TagTone> = { normal: 'default', urgent: 'orange', stat: 'red' };
const STATE_TONES: Record<WorklistState, TagTone> = { waiting: 'gold', sent: 'blue', resulted: 'green', error: 'red' };

export function WorklistStateTag({ state }: { state: WorklistState }) {
  return <StatusTag tone={STATE_TONES[state] ?? 'default'}>{WORKLIST_STATE_LABELS[state] ?? state}</StatusTag>;
}

/**
 * Request (REQ-000042, a link to the request in Test Requests for who may open that area), Barcode,
 * Patient, Priority, State, Order status (the order message's), Result status, Last error. Sized so
 * a laptop's 1366 px shows them all (useFittedColumns); a phone keeps request, patient and state.
 */
export function worklistColumns(user: SessionUser): TableColumnsType<WorklistEntry> {
  const opensRequests = canAccess(user, 'tests');
  return [
    {
      title: 'Request',
      key: 'request',
      width: 110,
      render: (_, e) => {
        const id = formatRequestId(e.test_request_id);
        return opensRequests ? (
          <Link to={`/tests/${e.test_request_id}`} style={{ whiteSpace: 'nowrap' }}>
            {id}
          </Link>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{id}</span>
        );
      },
    },
    { title: 'Barcode', key: 'barcode', width: 120, responsive: ['md'], render: (_, e) => e.barcode ?? secondary('—') },
    { title: 'Patient', key: 'patient', width: 150, render: (_, e) => e.patient_name },
    { title: 'Priority', key: 'priority', width: 90, responsive: ['lg'], render: (_, e) => <StatusTag tone={PRIORITY_TONES[e.priority as TestPriority] ?? 'default'}>{e.priority.toUpperCase()}</StatusTag> },
    { title: 'State', key: 'state', width: 100, render: (_, e) => <WorklistStateTag state={e.state} /> },
    { title: 'Order status', key: 'order_status', width: 110, responsive: ['md'], render: (_, e) => (e.order_status ? <MessageStatusTag status={e.order_status} /> : secondary('—')) },
    { title: 'Result status', key: 'result_status', width: 110, responsive: ['lg'], render: (_, e) => (e.result_status ? (RESULT_STATUS_LABELS[e.result_status as ResultStatus] ?? e.result_status) : secondary('—')) },
    { title: 'Last error', key: 'last_error', width: 230, responsive: ['md'], render: (_, e) => (e.last_error ? <Typography.Text type="danger">{e.last_error}</Typography.Text> : secondary('—')) },
  ];
}
