import { REMINDER_MESSAGES, UPCOMING_REMINDER_DAYS, type UpcomingReminder, type UpcomingReminders } from '@lab/shared';
import { SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Empty, Flex, Table, Typography } from 'antd';
import { upcomingReminderColumns } from './upcoming-reminder-columns';

export const UPCOMING_TITLE = `Upcoming Reminders (next ${UPCOMING_REMINDER_DAYS} days)`;

/** Upcoming Reminders (GET /cron/upcoming-reminders?days=7): the soonest requests, and how many more there are. */
export function UpcomingRemindersTable({ upcoming }: { upcoming: UpcomingReminders }) {
  const shown = upcoming.reminders.length;
  return (
    <SectionCard title={UPCOMING_TITLE}>
      <Flex vertical gap={12}>
        {upcoming.total > shown && <Typography.Text type="secondary">{`Showing the first ${shown} of ${upcoming.total} requests`}</Typography.Text>}
        <Table<UpcomingReminder>
          rowKey="testRequestId"
          size="middle"
          caption={<VisuallyHidden>Upcoming reminders</VisuallyHidden>}
          columns={upcomingReminderColumns}
          dataSource={upcoming.reminders}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={REMINDER_MESSAGES.noUpcoming} /> }}
        />
      </Flex>
    </SectionCard>
  );
}
