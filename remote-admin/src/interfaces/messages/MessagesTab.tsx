import { INBOUND_STATUSES, INTERFACE_SCREEN_TEXTS as TEXTS, MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, OUTBOUND_STATUSES, type InterfaceMessageSummary, type MessageStatus, type SessionUser } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { ListPager, useFittedColumns, useLiveChanges, useLoadedData, useUrlQuery, VisuallyHidden } from '@lab/shared/react';
import { Alert, Empty, Flex, Table } from 'antd';
import { useState } from 'react';
import { CountFilter } from '../CountFilter';
import { fetchMessages } from '../interfaces-api';
import { useInstrumentChoices } from '../use-instrument-choices';
import { messageColumns } from './message-columns';
import { messageQuery, readMessageFilters } from './message-filters';
import { MessageDrawer } from './MessageDrawer';
import { MessageFilterBar } from './MessageFilterBar';

const STATUSES_OF = { in: INBOUND_STATUSES, out: OUTBOUND_STATUSES } as const;

/**
 * The message log: filters and page in the address, the counts of each status as buttons that
 * filter, the table, and a drawer with the message a row opens. It looks again on every live
 * event without the table's spinner (the rows change in place); a change of filter shows it.
 */
export function MessagesTab({ user }: { user: SessionUser }) {
  const { params, page, after, change, setPage } = useUrlQuery();
  const filters = readMessageFilters(params);
  const query = messageQuery(filters, page, after);
  const key = JSON.stringify(query);
  const loaded = useLoadedData(() => fetchMessages(query).then((answer) => ({ key, answer })), [key]);
  // a message arriving or changing state (delivered, dead, retried) refreshes the open list
  useLiveChanges((change) => change.kind === 'message', loaded.reload);
  const { instruments } = useInstrumentChoices();
  const [openId, setOpenId] = useState<number | null>(null);
  const { columns, scroll } = useFittedColumns(messageColumns((m) => setOpenId(m.id)));

  const shown = loaded.error ? undefined : loaded.data?.answer;
  const statuses: readonly MessageStatus[] = filters.direction ? STATUSES_OF[filters.direction] : MESSAGE_STATUSES;
  const counts = statuses.map((s) => ({ key: s, label: MESSAGE_STATUS_LABELS[s], count: shown?.counts[s] }));

  return (
    <Flex vertical gap={16}>
      <MessageFilterBar instruments={instruments} />
      <CountFilter label={TEXTS.statusCounts} items={counts} chosen={filters.status} onChoose={(status) => change({ status })} allLabel={TEXTS.allStates} />
      {!!loaded.error && <Alert type="error" showIcon title={errorText(loaded.error, TEXTS.messagesFailed)} />}
      <div>
        <Table<InterfaceMessageSummary>
          rowKey="id"
          caption={<VisuallyHidden>{TEXTS.messagesTab}</VisuallyHidden>}
          columns={columns}
          dataSource={shown?.data ?? []}
          loading={loaded.loading && loaded.data?.key !== key}
          onRow={(m) => ({ onClick: () => setOpenId(m.id), style: { cursor: 'pointer' } })}
          pagination={false}
          size="middle"
          scroll={scroll}
          // after a failure the alert says why: the table does not also claim there are no messages
          locale={{ emptyText: <Empty description={loaded.error ? false : TEXTS.noMessages} /> }}
        />
        <ListPager pagination={shown?.pagination} onChange={setPage} />
      </div>
      {openId !== null && <MessageDrawer id={openId} user={user} onClose={() => setOpenId(null)} onChanged={loaded.reload} />}
    </Flex>
  );
}
