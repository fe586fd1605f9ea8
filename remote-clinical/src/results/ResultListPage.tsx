import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { RESULT_MESSAGES, RESULT_STATUS_LABELS, RESULT_STATUSES, type ResultStatus, type TestResultSummary } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { CountTiles, ListPager, PageHeader, useDebouncedSearch, useLoadedData } from '@lab/shared/react';
import { Alert, Button, Card, Col, Empty, Flex, Input, Row, Select, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RecentResultActivity } from './RecentResultActivity';
import { resultCountTiles } from './result-count-tiles';
import { resultColumns } from './result-list-columns';
import { confirmReview } from './result-review';
import { fetchRecentActivity, fetchResults } from './results-api';
import { usePdfDownload } from './use-pdf-download';

const statusOptions = RESULT_STATUSES.map((s) => ({ value: s, label: RESULT_STATUS_LABELS[s] }));

/** Test results list (/results): tiles, filters, the table with PDF and Review, recent activity. */
export function ResultListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<ResultStatus | undefined>();
  const [page, setPage] = useState(1);
  // the search applies as the user pauses typing, and from the first page
  const { searchInput, setSearchInput, search } = useDebouncedSearch(() => setPage(1));
  const list = useLoadedData(() => fetchResults({ page, status, search: search.trim() }), [page, status, search]);
  const activity = useLoadedData(fetchRecentActivity, []);
  // the last failed action (review or PDF), above the page's content
  const [actionError, setActionError] = useState<string | null>(null);
  const pdf = usePdfDownload(setActionError);

  function afterReview() {
    list.reload();
    activity.reload();
  }

  const columns = resultColumns({
    view: (r) => navigate(`/results/${r.id}`),
    downloadPdf: (r) => void pdf.download(r.id),
    pdfBusy: (r) => pdf.isBusy(r.id),
    review: (r) => confirmReview(r, afterReview, setActionError),
  });

  const filtering = search.trim() !== '' || status !== undefined;
  const emptyText = list.error ? (
    <Empty description="Test results could not be loaded" />
  ) : filtering ? (
    <Empty description="No test results found" />
  ) : (
    <Empty description="No test results yet">
      <Link to="/results/new">Enter a result</Link>
    </Empty>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Test Results"
        subtitle="Enter, review and report laboratory results"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/results/new')}>
            New Result
          </Button>
        }
      />
      {!!list.error && <Alert type="error" showIcon title={errorText(list.error, RESULT_MESSAGES.listFailed)} />}
      <CountTiles tiles={resultCountTiles(list.data?.counts)} />

      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={18}>
          <Card>
            <Flex gap={12} wrap style={{ marginBottom: 16 }}>
              <Input
                allowClear
                prefix={<SearchOutlined />}
                placeholder="Search by patient, MRN, test or RES- id"
                aria-label="Search test results"
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
                onChange={(value?: ResultStatus) => {
                  setStatus(value);
                  setPage(1);
                }}
                options={statusOptions}
              />
            </Flex>
            {actionError && (
              <Alert
                type="error"
                showIcon
                closable
                title={actionError}
                onClose={() => setActionError(null)}
                style={{ marginBottom: 16 }}
              />
            )}
            <Table<TestResultSummary>
              rowKey="id"
              columns={columns}
              dataSource={list.data?.results ?? []}
              loading={list.loading}
              pagination={false}
              size="middle"
              scroll={{ x: 1400 }}
              locale={{ emptyText }}
            />
            <ListPager pagination={list.data?.pagination} onChange={setPage} />
          </Card>
        </Col>
        <Col xs={24} xxl={6}>
          <RecentResultActivity load={activity} />
        </Col>
      </Row>
    </Flex>
  );
}
