import {
  canUseResults,
  formatDateTime,
  formatFulfillmentId,
  formatResultId,
  type SessionUser,
  type TestRequestDetail,
  type TestRequestFulfillment,
  type TestRequestResult,
} from '@lab/shared';
import { DeliveryStatusTag, RequestStatusTag } from '@lab/shared/react';
import { Card, Col, Empty, Flex, Row, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ResultStatusTag } from '../results';
import { ExternalLabPanel } from './external-lab/ExternalLabPanel';
import { dash, person } from '../common/people';

// The test request detail's lower sections: markers, collection devices,
// results, the external lab panel, fulfillment requests and notification history.


interface SectionTableProps<T> {
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  empty: string;
  /** Ten rows a page and a horizontal scroll (the notification history). */
  paged?: boolean;
}

/** A section's table, or its empty text when it has no rows. */
function SectionTable<T extends object>({ rows, columns, rowKey, empty, paged = false }: SectionTableProps<T>) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      pagination={paged && rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={paged ? { x: 900 } : undefined}
      dataSource={rows}
      columns={columns}
    />
  );
}

const resultColumns: TableColumnsType<TestRequestResult> = [
  { title: 'Result', key: 'id', render: (_, r) => <Link to={`/results/${r.id}`}>{formatResultId(r.id)}</Link> },
  { title: 'Status', key: 'status', render: (_, r) => <ResultStatusTag status={r.status} /> },
  { title: 'Entered By', key: 'by', render: (_, r) => person(r.entered_by_name, r.entered_by_lastname) },
  { title: 'Entered', key: 'at', render: (_, r) => formatDateTime(r.entered_at) },
  { title: 'Interpretation', key: 'interpretation', render: (_, r) => dash(r.interpretation) },
];

const fulfillmentColumns: TableColumnsType<TestRequestFulfillment> = [
  { title: 'Request', key: 'id', render: (_, f) => <Link to={`/fulfillment/${f.id}`}>{formatFulfillmentId(f.id)}</Link> },
  { title: 'Item', key: 'item', render: (_, f) => `${f.item_name}${f.item_sku ? ` (${f.item_sku})` : ''}` },
  { title: 'Quantity', dataIndex: 'quantity_requested', key: 'quantity' },
  { title: 'Status', key: 'status', render: (_, f) => <RequestStatusTag status={f.status} /> },
  { title: 'Assigned To', key: 'assigned', render: (_, f) => person(f.assigned_to_name, f.assigned_to_lastname) },
  { title: 'Created', key: 'created', render: (_, f) => formatDateTime(f.created_at) },
];

const notificationColumns: TableColumnsType<TestRequestDetail['notification_logs'][number]> = [
  { title: 'Sent', key: 'sent', render: (_, n) => formatDateTime(n.sent_at) },
  { title: 'Type', key: 'type', render: (_, n) => n.message_type.replace(/_/g, ' ') },
  { title: 'Channel', key: 'channel', render: (_, n) => (n.notification_type === 'sms' ? 'SMS' : 'Email') },
  { title: 'Recipient', key: 'recipient', render: (_, n) => dash(n.notification_type === 'sms' ? n.recipient_phone : n.recipient_email) },
  {
    title: 'Delivery',
    key: 'delivery',
    render: (_, n) => (
      <Flex vertical>
        <DeliveryStatusTag status={n.delivery_status} />
        {n.error_message && <Typography.Text type="secondary">{n.error_message}</Typography.Text>}
      </Flex>
    ),
  },
  { title: 'Triggered By', key: 'by', render: (_, n) => (n.triggered_by_type === 'manual' ? dash(n.triggered_by_name) : 'System') },
];

/** A result may be entered for a request that has none and is not cancelled, by a user of the results pages. */
const offersEnterResult = (request: TestRequestDetail, user: SessionUser) =>
  !request.result_id && request.test_results.length === 0 && request.status !== 'cancelled' && canUseResults(user);

interface Props {
  request: TestRequestDetail;
  user: SessionUser;
  /** Reloads the request: the external lab panel created or imported a result. */
  onChanged: () => void;
}

export function RequestSections({ request, user, onChanged }: Props): ReactNode {
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={`Markers (${request.markers.length})`}>
            <SectionTable
              rowKey="id"
              rows={request.markers}
              empty="No markers"
              columns={[
                { title: 'Marker', dataIndex: 'name', key: 'name' },
                { title: 'Units', key: 'units', render: (_, m) => dash(m.units) },
                { title: 'Volume', key: 'value', render: (_, m) => `${m.value} µL` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Collection Devices">
            <SectionTable
              rowKey="device_id"
              rows={request.collection_devices}
              empty="No collection devices"
              columns={[
                { title: 'Device', dataIndex: 'name', key: 'name' },
                { title: 'Capacity', key: 'capacity', render: (_, d) => `${d.max_capacity ?? 100} µL` },
                { title: 'Quantity', dataIndex: 'quantity', key: 'quantity' },
              ]}
            />
          </Card>
        </Col>
      </Row>

      <Card title="Results" extra={offersEnterResult(request, user) && <Link to={`/results/new?test_request_id=${request.id}`}>Enter Result</Link>}>
        <SectionTable rowKey="id" rows={request.test_results} columns={resultColumns} empty="No results yet" />
      </Card>

      <ExternalLabPanel request={request} onChanged={onChanged} />

      <Card title="Fulfillment Requests">
        <SectionTable rowKey="id" rows={request.fulfillment_requests} columns={fulfillmentColumns} empty="No fulfillment requests" />
      </Card>

      {request.notification_logs.length > 0 && (
        <Card title="Notification History">
          <SectionTable rowKey="id" rows={request.notification_logs} columns={notificationColumns} empty="" paged />
        </Card>
      )}
    </>
  );
}
