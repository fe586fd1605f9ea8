import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  canOrderTests,
  formatDateTime,
  formatRequestId,
  showsListArchive,
  TEST_PRIORITIES,
  TEST_REQUEST_MESSAGES,
  TEST_REQUEST_STATUSES,
  type TestPriority,
  type TestRequestStatus,
  type TestRequestSummary,
} from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { confirmAction, CountTiles, ListPager, PageHeader, RequestStatusTag, useDebouncedSearch, useLoadedData } from '@lab/shared/react';
import { Alert, Button, Card, Empty, Flex, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PriorityTag } from './request-badges';
import { archiveRequest, fetchRequests } from './requests-api';
import { requestPatientName } from '../common/people';

const label = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** The four tiles count the requests of the page shown; Urgent includes stat. */
export function pageTiles(requests: TestRequestSummary[]) {
  return [
    { title: 'Pending', value: requests.filter((r) => r.status === 'pending').length },
    { title: 'In Progress', value: requests.filter((r) => r.status === 'in_progress').length },
    { title: 'Completed', value: requests.filter((r) => r.status === 'completed').length },
    { title: 'Urgent', value: requests.filter((r) => r.priority === 'urgent' || r.priority === 'stat').length },
  ];
}

/** Test requests list (/tests). */
export function TestRequestListPage() {
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const [status, setStatus] = useState<TestRequestStatus | undefined>();
  const [priority, setPriority] = useState<TestPriority | undefined>();
  const [page, setPage] = useState(1);
  // the search applies as the user pauses typing, and from the first page
  const { searchInput, setSearchInput, search } = useDebouncedSearch(() => setPage(1));
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const { data, loading, reload } = useLoadedData(() => fetchRequests({ page, status, priority, search: search.trim() }), [page, status, priority, search]);
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

  const filtering = search.trim() !== '' || status !== undefined || priority !== undefined;

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
      {archiveError && <Alert type="error" showIcon closable title={archiveError} onClose={() => setArchiveError(null)} />}

      <CountTiles tiles={pageTiles(requests)} />

      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by patient, MRN, test, barcode or REQ- id"
            aria-label="Search test requests"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            style={{ maxWidth: 380 }}
          />
          <Select
            allowClear
            aria-label="Status filter"
            placeholder="All statuses"
            style={{ minWidth: 170 }}
            value={status}
            onChange={(value?: TestRequestStatus) => {
              setStatus(value);
              setPage(1);
            }}
            options={TEST_REQUEST_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          />
          <Select
            allowClear
            aria-label="Priority filter"
            placeholder="All priorities"
            style={{ minWidth: 150 }}
            value={priority}
            onChange={(value?: TestPriority) => {
              setPriority(value);
              setPage(1);
            }}
            options={TEST_PRIORITIES.map((p) => ({ value: p, label: label(p) }))}
          />
        </Flex>
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
