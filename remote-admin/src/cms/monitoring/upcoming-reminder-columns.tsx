import { formatDateTime, formatRequestId, type UpcomingReminder, type UpcomingReminderSlot } from '@lab/shared';
import { StatusTag } from '@lab/shared/react';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { slotTone, statusWord, timeUntilSend } from './monitoring-display';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** One scheduled reminder: its status tag (the word and reminderStatusColor's colour), when it goes out, and its time. */
function ReminderSlot({ slot }: { slot: UpcomingReminderSlot }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <StatusTag tone={slotTone(slot.status)}>{statusWord(slot.status)}</StatusTag>
      <span style={{ whiteSpace: 'nowrap' }}>{timeUntilSend(slot)}</span>
      {slot.scheduledFor && secondary(formatDateTime(slot.scheduledFor))}
    </Flex>
  );
}

/**
 * The upcoming reminders' table: the test (name, REQ-000123, institution), the
 * patient (name, email, phone), the 7-day and 3-hour reminders, and the test's date and time.
 */
export const upcomingReminderColumns: TableColumnsType<UpcomingReminder> = [
  {
    title: 'Test',
    key: 'test',
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text strong>{r.testName}</Typography.Text>
        <Link to={`/tests/${r.testRequestId}`} style={{ whiteSpace: 'nowrap' }}>
          {formatRequestId(r.testRequestId)}
        </Link>
        {secondary(r.institutionName)}
      </Flex>
    ),
  },
  {
    title: 'Patient',
    key: 'patient',
    render: (_, r) => (
      <Flex vertical>
        <span>{r.patientName}</span>
        {r.patientEmail && secondary(r.patientEmail)}
        {r.patientPhone && secondary(r.patientPhone)}
      </Flex>
    ),
  },
  { title: '7-Day Reminder', key: 'sevenDays', render: (_, r) => <ReminderSlot slot={r.reminders.sevenDays} /> },
  { title: '3-Hour Reminder', key: 'threeHours', render: (_, r) => <ReminderSlot slot={r.reminders.threeHours} /> },
  { title: 'Test Date & Time', key: 'expectedTestDatetime', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.expectedTestDatetime)}</span> },
];
