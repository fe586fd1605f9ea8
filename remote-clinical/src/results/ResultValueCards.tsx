import { formatRange, type ResultValue } from '@lab/shared';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { FlagTag } from './result-badges';

/** '4.2 mmol/L' */
export const valueWithUnits = (value: number, units: string | null) => (units ? `${value} ${units}` : String(value));

/** A card per structured value: the marker, its value and units, the reference range and the flag in words. */
export function ResultValueCards({ values }: { values: ResultValue[] }) {
  if (values.length === 0) return <Typography.Text type="secondary">No structured values were entered for this result.</Typography.Text>;
  return (
    <Row gutter={[12, 12]}>
      {values.map((v) => (
        <Col key={v.marker_id} xs={24} sm={12} lg={8} xl={6}>
          <Card size="small" title={v.marker_name} extra={<FlagTag flag={v.flag} />} style={{ height: '100%' }}>
            <Flex vertical gap={4}>
              <Typography.Text strong style={{ fontSize: 18 }}>
                {valueWithUnits(v.value, v.units)}
              </Typography.Text>
              <Typography.Text type="secondary">{`Reference range: ${formatRange(v.range_min, v.range_max) || 'not set'}`}</Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
