import { formatDateTime, INTERFACE_SCREEN_TEXTS as TEXTS, MESSAGE_DIRECTION_LABELS, type InterfaceMessageSummary } from '@lab/shared';
import { TwoLines } from '@lab/shared/react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { MessageStatusTag } from './MessageStatusTag';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** The instrument's name; a message no instrument owns (refused at the door) by where it came from. */
export const senderText = (m: Pick<InterfaceMessageSummary, 'instrument_name' | 'remote_address'>) => m.instrument_name ?? (m.remote_address ? `${TEXTS.unknownInstrument} (${m.remote_address})` : TEXTS.unknownInstrument);

/** When the outbox tries again: only while the message waits for it (the API keeps the last one after delivery). */
export const nextAttemptOf = (m: Pick<InterfaceMessageSummary, 'status' | 'next_attempt_at'>) => (m.status === 'pending' || m.status === 'sending' ? m.next_attempt_at : null);

/**
 * Time over direction (the time a button that opens the message, so the keyboard reaches it as the
 * mouse does the row), Instrument over type, Control ID, Status over ACK code, Attempts, Last
 * error, Next attempt. Paired and sized so a laptop's 1366 px shows them all (useFittedColumns);
 * `responsive` keeps a phone to when, who, what and how it ended.
 */
export function messageColumns(onOpen: (message: InterfaceMessageSummary) => void): TableColumnsType<InterfaceMessageSummary> {
  return [
    {
      title: 'Time / Direction',
      key: 'created_at',
      width: 160,
      render: (_, m) => (
        <TwoLines
          first={
            <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'nowrap' }} onClick={() => onOpen(m)}>
              {formatDateTime(m.created_at)}
            </Button>
          }
          second={MESSAGE_DIRECTION_LABELS[m.direction]}
        />
      ),
    },
    {
      title: 'Instrument / Type',
      key: 'instrument',
      width: 160,
      render: (_, m) => <TwoLines first={m.instrument_name ?? secondary(senderText(m))} second={m.message_type ?? '—'} />,
    },
    { title: 'Control ID', key: 'control_id', width: 130, responsive: ['md'], render: (_, m) => m.control_id ?? secondary('—') },
    {
      title: 'Status / ACK',
      key: 'status',
      width: 110,
      render: (_, m) => (
        <Flex vertical align="flex-start" gap={2}>
          <MessageStatusTag status={m.status} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.ack_code ? `ACK ${m.ack_code}` : m.protocol === 'fhir' ? '' : TEXTS.noAck}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Attempts', key: 'attempts', width: 90, align: 'right', responsive: ['lg'], render: (_, m) => m.attempts },
    { title: 'Last error', key: 'last_error', width: 220, responsive: ['md'], render: (_, m) => (m.last_error ? <Typography.Text type="danger">{m.last_error}</Typography.Text> : secondary('—')) },
    {
      title: 'Next attempt',
      key: 'next_attempt_at',
      width: 150,
      responsive: ['xl'],
      render: (_, m) => {
        const next = nextAttemptOf(m);
        return next ? nowrap(formatDateTime(next)) : secondary('—');
      },
    },
  ];
}
