import { canAccess, formatDateTime, formatRequestId, MESSAGE_DIRECTION_LABELS, type InterfaceMessage, type SessionUser } from '@lab/shared';
import { Descriptions, type DescriptionsProps } from 'antd';
import { Link } from 'react-router-dom';
import { nextAttemptOf, senderText } from './message-columns';
import { MessageStatusTag } from './MessageStatusTag';

const orDash = (text: string | null) => text ?? '—';

/** The message's summary fields; its test request links to the request (clinical area) for who may open it. */
export function MessageDetails({ message: m, user }: { message: InterfaceMessage; user: SessionUser }) {
  const request = m.test_request_id === null ? '—' : canAccess(user, 'tests') ? <Link to={`/tests/${m.test_request_id}`}>{formatRequestId(m.test_request_id)}</Link> : formatRequestId(m.test_request_id);
  const items: DescriptionsProps['items'] = [
    { key: 'direction', label: 'Direction', children: MESSAGE_DIRECTION_LABELS[m.direction] },
    { key: 'status', label: 'Status', children: <MessageStatusTag status={m.status} /> },
    { key: 'instrument', label: 'Instrument', children: senderText(m) },
    { key: 'remote', label: 'Remote address', children: orDash(m.remote_address) },
    { key: 'type', label: 'Type', children: orDash(m.message_type) },
    { key: 'control', label: 'Control ID', children: orDash(m.control_id) },
    { key: 'ack', label: 'ACK code', children: orDash(m.ack_code) },
    { key: 'attempts', label: 'Attempts', children: m.attempts },
    { key: 'request', label: 'Test request', children: request },
    { key: 'created', label: 'Received or queued', children: formatDateTime(m.created_at) },
    { key: 'next', label: 'Next attempt', children: formatDateTime(nextAttemptOf(m)) },
    { key: 'delivered', label: 'Delivered', children: formatDateTime(m.delivered_at) },
    { key: 'error', label: 'Last error', span: 2, children: orDash(m.last_error) },
  ];
  return <Descriptions size="small" column={2} bordered items={items} />;
}
