import { formatDateTime, type StockMovement } from '@lab/shared';
import { Card, Table, type TableColumnsType, Typography } from 'antd';

/** '+10', '-1', '0'. */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const columns: TableColumnsType<StockMovement> = [
  { title: 'Date', key: 'date', render: (_, m) => formatDateTime(m.created_at) },
  { title: 'Change', key: 'delta', align: 'right', render: (_, m) => signed(m.delta) },
  { title: 'Reserved Change', key: 'reserved_delta', align: 'right', render: (_, m) => signed(m.reserved_delta) },
  { title: 'Quantity After', dataIndex: 'quantity_after', key: 'quantity_after', align: 'right' },
  { title: 'Reserved After', dataIndex: 'reserved_after', key: 'reserved_after', align: 'right' },
  { title: 'Reason', dataIndex: 'reason', key: 'reason' },
  { title: 'By', key: 'actor', render: (_, m) => m.actor_name ?? 'System' },
];

/** The stock ledger's latest rows: every change of the available and reserved quantities, and why. */
export function StockHistoryTable({ movements }: { movements: StockMovement[] }) {
  return (
    <Card title="Stock history">
      <Table<StockMovement> rowKey="id" columns={columns} dataSource={movements} pagination={false} size="small" scroll={{ x: 800 }} locale={{ emptyText: <Typography.Text type="secondary">No stock changes recorded</Typography.Text> }} />
    </Card>
  );
}
