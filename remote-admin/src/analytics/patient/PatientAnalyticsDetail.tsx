import { formatRate, PATIENT_TIMELINE_LIMIT, type PatientAnalytics, type PatientTimelineEntry } from '@lab/shared';
import { SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Col, Flex, Row, Table, Typography } from 'antd';
import { AnalyticsChart, barChartHeight } from '../AnalyticsChart';
import { FigureList } from '../FigureList';
import { NO_DATA, NoData } from '../NoData';
import { SummaryCards } from '../SummaryCards';
import { timelineColumns } from './timeline-columns';

/** The patient view's figures: summary, how often each test was requested, and the timeline. */
export function PatientAnalyticsDetail({ analytics }: { analytics: PatientAnalytics }) {
  const { summary, test_frequency: frequency, timeline } = analytics;
  return (
    <Flex vertical gap={16}>
      <SummaryCards
        figures={[
          { title: 'Total Tests', value: summary.total_tests },
          { title: 'Completed', value: summary.completed_tests },
          { title: 'Pending', value: summary.pending_tests },
          { title: 'Completion Rate', value: formatRate(summary.completion_rate) },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <SectionCard title="Test Frequency">
            {frequency.length === 0 ? (
              <NoData text={NO_DATA.patientTests} />
            ) : (
              <>
                <AnalyticsChart kind="bar" valueName="Tests" height={barChartHeight(frequency.length)} data={frequency.map((f) => ({ label: f.test_type, value: f.count }))} />
                <FigureList label="Test frequency" items={frequency.map((f) => ({ key: f.test_type, label: f.test_type, value: f.count }))} />
              </>
            )}
          </SectionCard>
        </Col>
        <Col xs={24} xl={15}>
          <SectionCard title="Timeline">
            {timeline.length === 0 ? (
              <NoData text={NO_DATA.patientTests} />
            ) : (
              <>
                {/* its own scrolling box, reachable by keyboard: the rows hold no link to focus */}
                <div role="region" aria-label="Timeline, scrollable" tabIndex={0} style={{ overflowX: 'auto' }}>
                  <Table<PatientTimelineEntry & { key: number }>
                    size="small"
                    style={{ minWidth: 640 }}
                    caption={<VisuallyHidden>Timeline</VisuallyHidden>}
                    columns={timelineColumns}
                    dataSource={timeline.map((entry, key) => ({ ...entry, key }))}
                    pagination={timeline.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                  />
                </div>
                {summary.total_tests > timeline.length && timeline.length >= PATIENT_TIMELINE_LIMIT && (
                  <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                    Showing the {PATIENT_TIMELINE_LIMIT} newest of {summary.total_tests} tests
                  </Typography.Paragraph>
                )}
              </>
            )}
          </SectionCard>
        </Col>
      </Row>
    </Flex>
  );
}
