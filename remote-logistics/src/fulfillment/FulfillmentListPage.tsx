import { FULFILLMENT_MESSAGES, type FulfillmentSummary } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { CountTiles, ListPager, PageHeader, useFittedColumns, useLoadedData } from '@lab/shared/react';
import { Alert, Card, Col, Empty, Flex, Row, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FilterChips } from './FilterChips';
import { filterChips } from './fulfillment-filter-chips';
import { fetchFulfillmentPage } from './fulfillment-api';
import { fulfillmentColumns } from './fulfillment-list-columns';
import { FulfillmentActionNotice } from './FulfillmentActionNotice';
import { FulfillmentFilterBar } from './FulfillmentFilters';
import { fulfillmentTiles } from './fulfillment-tiles';
import { RecentFulfillmentActivity } from './RecentFulfillmentActivity';
import { TrackingNumberPrompt } from './TrackingNumberPrompt';
import { isFiltering, listQuery, useFulfillmentFilters } from './use-fulfillment-filters';
import { useFulfillmentActions } from './use-fulfillment-actions';

/** Fulfillment list (/fulfillment): tiles, filters and their chips, the table with a menu per row, recent activity. */
export function FulfillmentListPage() {
  const navigate = useNavigate();
  const controls = useFulfillmentFilters();
  const { filters, page, after } = controls;
  const query = listQuery(filters, page, after);
  const list = useLoadedData(() => fetchFulfillmentPage(query), [JSON.stringify(query)]);
  // the tiles and the filters depend on each row's status: the page loads again after a step
  const actions = useFulfillmentActions(() => list.reload());
  const { columns, scroll } = useFittedColumns(fulfillmentColumns(actions, (r: FulfillmentSummary) => navigate(`/fulfillment/${r.id}`)));

  const emptyText = list.error
    ? FULFILLMENT_MESSAGES.listUnavailable
    : isFiltering(filters)
      ? 'No fulfillment requests found'
      : 'No fulfillment requests yet';

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Fulfillment" subtitle="Assign, dispatch and track supply requests" />
      {!!list.error && <Alert type="error" showIcon title={errorText(list.error, FULFILLMENT_MESSAGES.listFailed)} />}
      <FulfillmentActionNotice actions={actions} />
      <CountTiles tiles={fulfillmentTiles(list.data?.counts)} />

      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={18}>
          <Card>
            <FulfillmentFilterBar controls={controls} />
            <FilterChips chips={filterChips(filters)} onRemove={controls.remove} onClearAll={controls.clearAll} />
            <Table<FulfillmentSummary>
              rowKey="id"
              columns={columns}
              dataSource={list.data?.requests ?? []}
              loading={list.loading}
              pagination={false}
              size="middle"
              scroll={scroll}
              locale={{ emptyText: <Empty description={emptyText} /> }}
            />
            <ListPager pagination={list.data?.pagination} onChange={controls.setPage} />
          </Card>
        </Col>
        <Col xs={24} xxl={6}>
          <RecentFulfillmentActivity activity={list.data?.recent_activity} loading={list.loading} />
        </Col>
      </Row>
      {actions.dispatching && <TrackingNumberPrompt request={actions.dispatching} onClose={actions.closeDispatch} onDispatched={actions.dispatched} />}
    </Flex>
  );
}
