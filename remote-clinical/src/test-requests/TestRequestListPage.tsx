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
  SEARCH_BOXES,
} from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ActionError, confirmAction, CountTiles, ListFilterBar, ListPager, oneOfParam, PageHeader, RequestStatusTag, TwoLines, useFittedColumns, useLoadedData, useUrlQuery } from '@lab/shared/react';
import { Button, Card, Empty, Flex, Space, Table } from 'antd';
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
  const { params, page, after, setPage } = useUrlQuery();
  const search = (params.get('search') ?? '').trim();
  const status = oneOfParam(TEST_REQUEST_STATUSES, params.get('status'));
  const priority = oneOfParam(TEST_PRIORITIES, params.get('priority'));
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const { data, loading, reload } = useLoadedData(() => fetchRequests({ page, after, status, priority, search }), [page, after, status, priority, search]);
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

  // Widths are what each column needs, so the list fits a laptop's 1366 px; `responsive` keeps a
  // phone to the request (a link to everything else), its patient and status.
  const { columns, scroll } = useFittedColumns<TestRequestSummary>([
    {
      title: 'Request / Barcode',
      key: 'id',
      width: 110,
      render: (_, r) => <TwoLines first={<Link to={`/tests/${r.id}`}>{formatRequestId(r.id)}</Link>} second={r.barcode_number ?? '—'} />,
    },
    { title: 'Patient', key: 'patient', width: 110, render: (_, r) => <TwoLines first={requestPatientName(r)} second={r.medical_record_number} /> },
    { title: 'Test', dataIndex: 'test_name', key: 'test', width: 160, responsive: ['md'] },
    { title: 'Priority', key: 'priority', width: 80, responsive: ['lg'], render: (_, r) => <PriorityTag priority={r.priority} /> },
    { title: 'Status', key: 'status', width: 96, render: (_, r) => <RequestStatusTag status={r.status} /> },
    {
      title: 'Clinician / Institution',
      key: 'ordering_clinician',
      width: 160,
      responsive: ['xl'],
      render: (_, r) => <TwoLines first={r.clinician_name ?? '—'} second={r.institution_name} />,
    },
    { title: 'Requested', key: 'requested', width: 105, responsive: ['xl'], render: (_, r) => formatDateTime(r.requested_at) },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 135,
      responsive: ['sm'],
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
  ]);

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
          search={{ ...SEARCH_BOXES.testRequests, maxWidth: 380 }}
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
          scroll={scroll}
          locale={{ emptyText: <Empty description={filtering ? 'No test requests found' : 'No test requests yet'} /> }}
        />
        <ListPager pagination={data?.pagination} onChange={setPage} />
      </Card>
    </Flex>
  );
}
