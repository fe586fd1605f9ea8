import { activityStatusStyle, type InstitutionDetailAnalytics } from '@lab/shared';
import { RequestStatusTag, SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Col, Flex, Row, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { AnalyticsChart, barChartHeight } from '../AnalyticsChart';
import { FigureList } from '../FigureList';
import { NO_DATA, NoData } from '../NoData';
import { SummaryCards } from '../SummaryCards';

type Clinician = InstitutionDetailAnalytics['clinician_performance'][number];

const clinicianColumns: TableColumnsType<Clinician> = [
  { title: 'Clinician', key: 'name', render: (_, c) => <Link to={`/users/${c.id}`}>{c.name}</Link> },
  { title: 'Patients', dataIndex: 'patient_count', key: 'patients', align: 'right' },
];

/** The institution view's figures: summary, requests by status, top test types, clinicians. */
export function InstitutionAnalyticsDetail({ analytics }: { analytics: InstitutionDetailAnalytics }) {
  const { summary, test_requests_by_status: byStatus, top_test_types: topTypes, clinician_performance: clinicians } = analytics;
  return (
    <Flex vertical gap={16}>
      <SummaryCards
        figures={[
          { title: 'Test Requests', value: summary.test_requests },
          { title: 'Patients', value: summary.patients },
          { title: 'Active Users', value: summary.active_users },
          { title: 'Completed Results', value: summary.completed_results },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <SectionCard title="Requests by Status">
            {byStatus.length === 0 ? (
              <NoData text={NO_DATA.testRequests} />
            ) : (
              <>
                <AnalyticsChart kind="column" valueName="Requests" height={220} data={byStatus.map((s) => ({ label: activityStatusStyle(s.status).label, value: s.count }))} />
                <FigureList label="Requests by status" items={byStatus.map((s) => ({ key: s.status, label: <RequestStatusTag status={s.status} />, value: s.count }))} />
              </>
            )}
          </SectionCard>
        </Col>
        <Col xs={24} lg={12}>
          <SectionCard title="Top Test Types">
            {topTypes.length === 0 ? (
              <NoData text={NO_DATA.testRequests} />
            ) : (
              <>
                <AnalyticsChart kind="bar" valueName="Requests" height={barChartHeight(topTypes.length)} data={topTypes.map((t) => ({ label: t.test_type_name, value: t.count }))} />
                <FigureList label="Top test types" items={topTypes.map((t) => ({ key: t.test_type_name, label: t.test_type_name, value: t.count }))} />
              </>
            )}
          </SectionCard>
        </Col>
      </Row>
      <SectionCard title="Clinician Performance">
        {clinicians.length === 0 ? (
          <NoData text={NO_DATA.clinicians} />
        ) : (
          <Table<Clinician>
            rowKey="id"
            size="small"
            caption={<VisuallyHidden>Clinician performance</VisuallyHidden>}
            columns={clinicianColumns}
            dataSource={clinicians}
            pagination={clinicians.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          />
        )}
      </SectionCard>
    </Flex>
  );
}
