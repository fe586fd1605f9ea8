import { CMS_MESSAGES, type NotificationLogItem } from '@lab/shared';
import { ListPager, useLoadedData, VisuallyHidden } from '@lab/shared/react';
import { Empty, Flex, Table } from 'antd';
import { fetchNotificationLogs, fetchNotificationStats } from '../notifications-api';
import { notificationLogColumns } from './notification-log-columns';
import { logQuery, useNotificationLogFilters } from './notification-log-filters';
import { NotificationLogFilterBar } from './NotificationLogFilterBar';
import { NotificationStatCards } from './NotificationStatCards';

/** Logged, not shown: the page keeps its empty table or dashes. */
const logged = (what: string) => (failure: unknown) => {
  console.error(`Failed to fetch ${what}`, failure);
  throw failure;
};

/** Notification Logs: the stat cards, the filter panel (kept in the address), the table and its pager. */
export function NotificationLogsTab() {
  const controls = useNotificationLogFilters();
  const { filters, page, after } = controls;
  const stats = useLoadedData(() => fetchNotificationStats().catch(logged('notification stats')), []);
  const logs = useLoadedData(
    () => fetchNotificationLogs(logQuery(filters, page, after)).catch(logged('notification logs')),
    [filters.search, filters.message_type, filters.notification_type, filters.delivery_status, filters.triggered_by_type, page, after],
  );
  // after a failure the previous answer is dropped too: the table never shows rows of other filters
  const shown = logs.error ? undefined : logs.data;

  return (
    <Flex vertical gap={16}>
      <NotificationStatCards stats={stats.error ? undefined : stats.data} />
      <NotificationLogFilterBar />
      <div>
        <Table<NotificationLogItem>
          rowKey="id"
          caption={<VisuallyHidden>Notification logs</VisuallyHidden>}
          columns={notificationLogColumns}
          dataSource={shown?.notifications ?? []}
          loading={logs.loading}
          pagination={false}
          size="middle"
          locale={{ emptyText: <Empty description={CMS_MESSAGES.noLogs} /> }}
        />
        <ListPager pagination={shown?.pagination} onChange={controls.setPage} />
      </div>
    </Flex>
  );
}
