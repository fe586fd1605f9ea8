import { formatDateTime, INSTITUTION_ACTIVE_DAYS, INSTITUTION_RECENT_DAYS, type InstitutionSummary } from '@lab/shared';
import { Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';

const tile = { xs: 12, sm: 8 };

/** The list's summary: six counts and the five newest institutions, all as the server counted them. */
export function InstitutionSummaryCards({ summary }: { summary: InstitutionSummary }) {
  const figures = [
    { title: 'Total Institutions', value: summary.total },
    { title: 'Active This Month', value: summary.active_this_month, hint: `Created or updated in the last ${INSTITUTION_ACTIVE_DAYS} days` },
    { title: 'Recently Added', value: summary.recently_added, hint: `Created in the last ${INSTITUTION_RECENT_DAYS} days` },
    { title: 'With Email', value: summary.with_email },
    { title: 'With Phone', value: summary.with_phone },
    { title: 'With Address', value: summary.with_address },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Row gutter={[16, 16]}>
          {figures.map(({ title, value, hint }) => (
            <Col key={title} {...tile}>
              <Card size="small" style={{ height: '100%' }}>
                <Statistic title={title} value={value} />
                {hint && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {hint}
                  </Typography.Text>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title="Recently Added" style={{ height: '100%' }}>
          {summary.newest.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No institutions yet" />
          ) : (
            <ul aria-label="Five newest institutions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {summary.newest.map((i) => (
                <li key={i.id} style={{ padding: '4px 0' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Link to={`/institutions/${i.id}`}>{i.name}</Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(i.created_at)}
                    </Typography.Text>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Col>
    </Row>
  );
}
