import { Card, Col, Row, Statistic } from 'antd';

export interface SummaryFigure {
  title: string;
  value: number | string;
}

/** A row of headline figures, one card each. */
export function SummaryCards({ figures }: { figures: SummaryFigure[] }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ title, value }) => (
        <Col key={title} xs={12} lg={6}>
          <Card>
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
