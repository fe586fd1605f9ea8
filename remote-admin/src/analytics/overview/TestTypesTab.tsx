import type { TestTypeAnalytics } from '@lab/shared';
import { SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Flex, Table } from 'antd';
import { AnalyticsChart, barChartHeight } from '../AnalyticsChart';
import { NO_DATA, NoData } from '../NoData';
import { testTypeColumns, testTypeKey } from './test-type-columns';

const PAGE_SIZE = 20;

/** The Test Types tab: requests per test type as bars, and every test type in a table (the same figures, as text). */
export function TestTypesTab({ testTypes }: { testTypes: TestTypeAnalytics[] }) {
  if (testTypes.length === 0) return <NoData text={NO_DATA.testRequests} />;
  return (
    <Flex vertical gap={16}>
      <SectionCard title="Requests per Test Type">
        <AnalyticsChart kind="bar" valueName="Requests" height={barChartHeight(testTypes.length)} data={testTypes.map((t) => ({ label: t.name, value: t.request_count }))} />
      </SectionCard>
      <SectionCard title="All Test Types">
        <Table<TestTypeAnalytics>
          rowKey={testTypeKey}
          size="small"
          caption={<VisuallyHidden>Test types</VisuallyHidden>}
          columns={testTypeColumns}
          dataSource={testTypes}
          pagination={testTypes.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
        />
      </SectionCard>
    </Flex>
  );
}
