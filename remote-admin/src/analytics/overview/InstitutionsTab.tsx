import type { AnalyticsTimeframe, InstitutionAnalytics } from '@lab/shared';
import { SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Flex, Table } from 'antd';
import { AnalyticsChart, barChartHeight } from '../AnalyticsChart';
import { NO_DATA, NoData } from '../NoData';
import { institutionColumns } from './institution-columns';

const PAGE_SIZE = 20;

/** The Institutions tab (super_admin without a filter): every institution's counts, and its test requests as bars. */
export function InstitutionsTab({ institutions, timeframe }: { institutions: InstitutionAnalytics[]; timeframe: AnalyticsTimeframe }) {
  if (institutions.length === 0) return <NoData text={NO_DATA.institutions} />;
  return (
    <Flex vertical gap={16}>
      <SectionCard title="Test Requests per Institution">
        <AnalyticsChart kind="bar" valueName="Test requests" height={barChartHeight(institutions.length)} data={institutions.map((i) => ({ label: i.name, value: i.test_request_count }))} />
      </SectionCard>
      <SectionCard title="Institutions">
        <Table<InstitutionAnalytics>
          rowKey="id"
          size="small"
          scroll={{ x: 640 }}
          caption={<VisuallyHidden>Institutions</VisuallyHidden>}
          columns={institutionColumns(timeframe)}
          dataSource={institutions}
          pagination={institutions.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
        />
      </SectionCard>
    </Flex>
  );
}
