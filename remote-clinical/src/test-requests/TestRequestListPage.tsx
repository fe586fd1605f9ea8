import { PlusOutlined } from '@ant-design/icons';
import {
  canOrderTests,
  formatDateTime,
  formatRequestId,
  showsListArchive,
  TEST_PRIORITIES,
  TEST_REQUEST_MESSAGES,
  TEST_REQUEST_STATUSES,
  type TestRequestSummary,
} from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ActionError, confirmAction, CountTiles, ListFilterBar, ListPager, oneOfParam, PageHeader, RequestStatusTag, useLoadedData, useUrlQuery } from '@lab/shared/react';
import { Button, Card, Empty, Flex, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PriorityTag } from './request-badges';
import { requestCountTiles } from './request-count-tiles';
import { archiveRequest, fetchRequests } from './requests-api';
import { requestPatientName } from '../common/people';

const label = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Test requests list (/tests). */
export function TestRequestListPage() {
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  // the filters and page live in the address (the filter bar changes them there)
  const { params, page, setPage } = useUrlQuery();
  const search = (params.get('search') ?? '').trim();
  const status = oneOfParam(TEST_REQUEST_STATUSES, params.get('status'));
  const priority = oneOfParam(TEST_PRIORITIES, params.get('priority'));
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const { data, loading, reload } = useLoadedData(() => fetchRequests({ page, status, priority, search }), [page, status, priority, search]);
  const requests = data?.requests ?? [];

  function confirmArchive(r: TestRequestSummary) {
    confirmAction({
      title: 'Archive test request?',
      content: `${formatRequestId(r.id)} (${r.test_name} for ${requestPatientName(r)}) will leave the test requests list. Its results and history are kept.`,
      okText: 'Archive',
      action: () => archiveRequest(r.id),
      done: reload,
      setError: setArchiveError,
      failure: TEST_REQUEST_MESSAGES.archiveFailed,
    });
  }

  const columns: TableColumnsType<TestRequestSummary> = [
    { title: 'Request', key: 'id', render: (_, r) => <Link to={`/tests/${r.id}`}>{formatRequestId(r.id)}</Link> },
    {
      title: 'Patient',
      key: 'patient',
      render: (_, r) => (
        <Flex vertical>
          <span>{requestPatientName(r)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.medical_record_number}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Test', dataIndex: 'test_name', key: 'test', width: 220 },
    { title: 'Priority', key: 'priority', render: (_, r) => <PriorityTag priority={r.priority} /> },
    { title: 'Status', key: 'status', render: (_, r) => <RequestStatusTag status={r.status} /> },
    { title: 'Barcode', key: 'barcode', render: (_, r) => r.barcode_number ?? '—' },
    { title: 'Institution', dataIndex: 'institution_name', key: 'institution' },
    { title: 'Clinician', key: 'ordering_clinician', render: (_, r) => r.clinician_name ?? '—' },
    { title: 'Requested', key: 'requested', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.requested_at)}</span> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" onClick={() => navigate(`/tests/${r.id}`)} aria-label={`View ${formatRequestId(r.id)}`}>
            View
          </Button>
          {showsListArchive(user, r) && (
            <Button size="small" danger onClick={() => confirmArchive(r)} aria-label={`Archive ${formatRequestId(r.id)}`}>
              Archive
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const filtering = search !== '' || status !== undefined || priority !== undefined;

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Test Requests"
        subtitle="Order, track and manage laboratory test requests"
        actions={
          canOrderTests(user) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/tests/new')}>
              New
            </Button>
          )
        }
      />
      <ActionError error={archiveError} onClose={() => setArchiveError(null)} />

      <CountTiles tiles={requestCountTiles(data?.counts)} />

      <Card>
        <ListFilterBar
          style={{ marginBottom: 16 }}
          search={{ label: 'Search test requests', placeholder: 'Search by patient, MRN, test, barcode or REQ- id', maxWidth: 380 }}
          selects={[
            { name: 'status', label: 'Status filter', placeholder: 'All statuses', options: TEST_REQUEST_STATUSES.map((s) => ({ value: s, label: label(s) })) },
            { name: 'priority', label: 'Priority filter', placeholder: 'All priorities', minWidth: 150, options: TEST_PRIORITIES.map((p) => ({ value: p, label: label(p) })) },
          ]}
        />
        <Table<TestRequestSummary>
          rowKey="id"
          columns={columns}
          dataSource={requests}
          loading={loading}
          pagination={false}
          size="middle"
          scroll={{ x: 1450 }}
          locale={{ emptyText: <Empty description={filtering ? 'No test requests found' : 'No test requests yet'} /> }}
        />
        <ListPager pagination={data?.pagination} onChange={setPage} />
      </Card>
    </Flex>
  );
}
