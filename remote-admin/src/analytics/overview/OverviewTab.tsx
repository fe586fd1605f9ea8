import { ANALYTICS_TOP_N, formatRate, type TestTypeAnalytics, type UserActivity } from '@lab/shared';
import { SectionCard, useFittedColumns, VisuallyHidden } from '@lab/shared/react';
import { Col, Flex, Row, Table } from 'antd';
import { AnalyticsChart, barChartHeight } from '../AnalyticsChart';
import { overviewSummary, topN } from '../analytics-figures';
import { NO_DATA, NoData } from '../NoData';
import { SummaryCards } from '../SummaryCards';
import { testTypeKey, topTestTypeColumns } from './test-type-columns';
import { topUserColumns } from './user-activity-columns';
import type { OverviewData } from './use-analytics-overview';

export const TOP_TEST_TYPES_TITLE = `Top ${ANALYTICS_TOP_N} Test Types`;
export const TOP_USERS_TITLE = `Top ${ANALYTICS_TOP_N} Users`;

/** The Overview tab: the period's headline figures, the top 5 test types and the 5 most active users. */
export function OverviewTab({ data }: { data: OverviewData }) {
  const summary = overviewSummary(data.testTypes, data.users, data.audit);
  return (
    <Flex vertical gap={16}>
      <SummaryCards
        figures={[
          { title: 'Test Requests', value: summary.testRequests },
          { title: 'Completion Rate', value: formatRate(summary.completionRate) },
          { title: 'Active Users', value: summary.activeUsersMayBeMore ? `${summary.activeUsers}+` : summary.activeUsers },
          { title: 'Audited Actions', value: summary.auditedActions },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <SectionCard title={TOP_TEST_TYPES_TITLE}>
            <TopTestTypes testTypes={topN(data.testTypes)} />
          </SectionCard>
        </Col>
        <Col xs={24} xl={14}>
          <SectionCard title={TOP_USERS_TITLE}>
            <TopUsers users={topN(data.users)} />
          </SectionCard>
        </Col>
      </Row>
    </Flex>
  );
}

function TopTestTypes({ testTypes }: { testTypes: TestTypeAnalytics[] }) {
  if (testTypes.length === 0) return <NoData text={NO_DATA.testRequests} />;
  return (
    <Flex vertical gap={12}>
      <AnalyticsChart kind="bar" valueName="Requests" height={barChartHeight(testTypes.length)} data={testTypes.map((t) => ({ label: t.name, value: t.request_count }))} />
      <Table<TestTypeAnalytics> rowKey={testTypeKey} size="small" pagination={false} caption={<VisuallyHidden>{TOP_TEST_TYPES_TITLE}</VisuallyHidden>} columns={topTestTypeColumns} dataSource={testTypes} />
    </Flex>
  );
}

function TopUsers({ users }: { users: UserActivity[] }) {
  const { columns, scroll } = useFittedColumns(topUserColumns);
  if (users.length === 0) return <NoData text={NO_DATA.users} />;
  return <Table<UserActivity> rowKey="id" size="small" pagination={false} scroll={scroll} caption={<VisuallyHidden>{TOP_USERS_TITLE}</VisuallyHidden>} columns={columns} dataSource={users} />;
}
