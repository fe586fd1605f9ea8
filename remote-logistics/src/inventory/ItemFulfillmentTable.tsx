import { formatDateTime, formatFulfillmentId, formatRequestId, type FulfillmentStatus, type ItemFulfillmentRequest } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';
import { Card, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';

const STATUS_TONES: Record<FulfillmentStatus, TagTone> = { pending: 'gold', assigned: 'blue', dispatched: 'cyan', delivered: 'green', cancelled: 'default' };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const columns: TableColumnsType<ItemFulfillmentRequest> = [
  { title: 'Request', key: 'id', render: (_, r) => <Link to={`/fulfillment/${r.id}`}>{formatFulfillmentId(r.id)}</Link> },
  { title: 'Test Request', key: 'test', render: (_, r) => formatRequestId(r.test_request_id) },
  { title: 'Patient', key: 'patient', render: (_, r) => `${r.patient_first_name} ${r.patient_last_name}` },
  { title: 'Quantity', dataIndex: 'quantity_requested', key: 'quantity', align: 'right' },
  { title: 'Status', key: 'status', render: (_, r) => <StatusTag tone={STATUS_TONES[r.status] ?? 'default'}>{capitalised(r.status)}</StatusTag> },
  { title: 'Created', key: 'created', render: (_, r) => formatDateTime(r.created_at) },
];

/** The item's recent fulfillment requests, each linking to /fulfillment/{id}. */
export function ItemFulfillmentTable({ requests }: { requests: ItemFulfillmentRequest[] }) {
  return (
    <Card title="Recent Fulfillment Requests">
      <Table<ItemFulfillmentRequest> rowKey="id" columns={columns} dataSource={requests} pagination={false} size="small" scroll={{ x: 700 }} locale={{ emptyText: <Typography.Text type="secondary">No fulfillment requests for this item</Typography.Text> }} />
    </Card>
  );
}
