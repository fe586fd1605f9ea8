import { PlusOutlined } from '@ant-design/icons';
import { RESULT_MESSAGES, RESULT_SAFETY_TEXTS, RESULT_STATUS_LABELS, RESULT_STATUSES, type TestResultSummary, SEARCH_BOXES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { ActionError, CountTiles, ListFilterBar, ListPager, oneOfParam, PageHeader, useFittedColumns, useLiveChanges, useLoadedData, useUrlQuery } from '@lab/shared/react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RecentResultActivity } from './RecentResultActivity';
import { resultCountTiles } from './result-count-tiles';
import { resultColumns } from './result-list-columns';
import { confirmReview } from './result-review';
import { fetchRecentActivity, fetchResults } from './results-api';
import { usePdfDownload } from './use-pdf-download';

const statusOptions = RESULT_STATUSES.map((s) => ({ value: s, label: RESULT_STATUS_LABELS[s] }));
const CRITICAL_FILTERS = ['unacknowledged'] as const;
const criticalOptions = [{ value: 'unacknowledged', label: RESULT_SAFETY_TEXTS.criticalFilterOption }];

/** Test results list (/results): tiles, filters, the table with PDF and Review, recent activity. */
export function ResultListPage() {
  const navigate = useNavigate();
  // the filters and page live in the address (the filter bar changes them there)
  const { params, page, after, setPage } = useUrlQuery();
  const search = (params.get('search') ?? '').trim();
  const status = oneOfParam(RESULT_STATUSES, params.get('status'));
  const critical = oneOfParam(CRITICAL_FILTERS, params.get('critical'));
  const list = useLoadedData(() => fetchResults({ page, after, status, search, critical }), [page, after, status, search, critical]);
  const activity = useLoadedData(fetchRecentActivity, []);
  // a result saved anywhere (an analyzer's, a colleague's review) shows without a reload
  useLiveChanges(
    (change) => change.kind === 'result',
    () => {
      list.reload();
      activity.reload();
    },
  );
  // the last failed action (review or PDF), above the page's content
  const [actionError, setActionError] = useState<string | null>(null);
  const pdf = usePdfDownload(setActionError);

  function afterReview() {
    list.reload();
    activity.reload();
  }

  const { columns, scroll } = useFittedColumns(
    resultColumns({
      view: (r) => navigate(`/results/${r.id}`),
      downloadPdf: (r) => void pdf.download(r.id),
      pdfBusy: (r) => pdf.isBusy(r.id),
      review: (r) => confirmReview(r, afterReview, setActionError),
    }),
  );

  const filtering = search !== '' || status !== undefined || critical !== undefined;
  const emptyText = list.error ? (
    <Empty description={RESULT_MESSAGES.listUnavailable} />
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
            <ListFilterBar
              style={{ marginBottom: 16 }}
              search={{ ...SEARCH_BOXES.results, maxWidth: 400 }}
              selects={[
                { name: 'status', label: 'Status filter', placeholder: 'All statuses', options: statusOptions },
                { name: 'critical', label: RESULT_SAFETY_TEXTS.criticalFilterLabel, placeholder: RESULT_SAFETY_TEXTS.criticalFilterPlaceholder, options: criticalOptions, minWidth: 280 },
              ]}
            />
            <ActionError error={actionError} onClose={() => setActionError(null)} style={{ marginBottom: 16 }} />
            <Table<TestResultSummary>
              rowKey="id"
              columns={columns}
              dataSource={list.data?.results ?? []}
              loading={list.loading}
              pagination={false}
              size="middle"
              scroll={scroll}
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
