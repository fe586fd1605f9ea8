import { formatDate } from '@lab/shared';
import { useFittedColumns } from '@lab/shared/react';
import { Button, Card, Flex, Table, Tag } from 'antd';
import type { QueuedTest } from './order-draft';
import type { TestOrder } from './use-test-order';

/**
 * The tests queued so far, under the form: what each is, its sample, barcode, date and devices,
 * with Edit (back into the draft) and Remove (asked first). The test being changed is marked, and
 * its own actions wait until it is put back or the change is cancelled.
 */
export function QueuedTests({ order, focusForm }: { order: TestOrder; focusForm: () => void }) {
  // a phone keeps the number, the test and the actions; wider screens add the rest
  const { columns, scroll } = useFittedColumns<QueuedTest>([
    { title: '#', key: 'n', render: (_, __, i) => i + 1, width: 40 },
    { title: 'Test', key: 'test', width: 140, render: (_, t) => t.labels.test },
    { title: 'Sample Type', key: 'sample', width: 110, responsive: ['md'], render: (_, t) => t.labels.sampleType },
    { title: 'Barcode', key: 'barcode', width: 120, responsive: ['sm'], render: (_, t) => t.draft.barcode.trim() || '—' },
    { title: 'Expected Date', key: 'expected', width: 110, responsive: ['lg'], render: (_, t) => formatDate(t.draft.expectedDate) },
    { title: 'Collection Devices', key: 'devices', width: 160, responsive: ['xl'], render: (_, t) => t.labels.devices },
    {
      title: 'Actions',
      key: 'actions',
      width: 135,
      // kept in view where the table scrolls sideways
      fixed: 'right',
      render: (_, t, i) =>
        order.editingQueued === i + 1 ? (
          <Tag color="processing">Editing</Tag>
        ) : (
          <Flex gap={4} wrap>
            <Button size="small" aria-label={`Edit queued test ${i + 1}`} onClick={() => order.editQueued(t.key, focusForm)}>
              Edit
            </Button>
            <Button size="small" danger aria-label={`Remove queued test ${i + 1}`} onClick={() => order.removeTest(t.key)}>
              Remove
            </Button>
          </Flex>
        ),
    },
  ]);

  return (
    <Card title={`Queued tests (${order.queued})`} size="small">
      <Table<QueuedTest> rowKey="key" size="small" columns={columns} dataSource={order.tests} pagination={false} scroll={scroll} />
    </Card>
  );
}
