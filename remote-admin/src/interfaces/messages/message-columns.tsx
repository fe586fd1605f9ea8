import { formatDateTime, INTERFACE_SCREEN_TEXTS as TEXTS, MESSAGE_DIRECTION_LABELS, type InterfaceMessageSummary } from '@lab/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { MessageStatusTag } from './MessageStatusTag';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** The instrument's name; a message no instrument owns (refused at the door) by where it came from. */
export const senderText = (m: Pick<InterfaceMessageSummary, 'instrument_name' | 'remote_address'>) => m.instrument_name ?? (m.remote_address ? `${TEXTS.unknownInstrument} (${m.remote_address})` : TEXTS.unknownInstrument);

/**
 * Time (a button that opens the message, so the keyboard reaches it as the mouse does the row),
 * Direction, Instrument, Type, Control ID, Status, ACK, Attempts, Last error, Next attempt.
 */
export function messageColumns(onOpen: (message: InterfaceMessageSummary) => void): TableColumnsType<InterfaceMessageSummary> {
  return [
    {
      title: 'Time',
      key: 'created_at',
      render: (_, m) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'nowrap' }} onClick={() => onOpen(m)}>
          {formatDateTime(m.created_at)}
        </Button>
      ),
    },
    { title: 'Direction', key: 'direction', render: (_, m) => MESSAGE_DIRECTION_LABELS[m.direction] },
    { title: 'Instrument', key: 'instrument', render: (_, m) => (m.instrument_name ? m.instrument_name : secondary(senderText(m))) },
    { title: 'Type', key: 'message_type', render: (_, m) => (m.message_type ? nowrap(m.message_type) : secondary('—')) },
    { title: 'Control ID', key: 'control_id', render: (_, m) => m.control_id ?? secondary('—') },
    { title: 'Status', key: 'status', render: (_, m) => <MessageStatusTag status={m.status} /> },
    { title: 'ACK', key: 'ack_code', render: (_, m) => m.ack_code ?? secondary('—') },
    { title: 'Attempts', key: 'attempts', align: 'right', render: (_, m) => m.attempts },
    { title: 'Last error', key: 'last_error', width: 260, render: (_, m) => (m.last_error ? <Typography.Text type="danger">{m.last_error}</Typography.Text> : secondary('—')) },
    { title: 'Next attempt', key: 'next_attempt_at', render: (_, m) => (m.next_attempt_at ? nowrap(formatDateTime(m.next_attempt_at)) : secondary('—')) },
  ];
}
