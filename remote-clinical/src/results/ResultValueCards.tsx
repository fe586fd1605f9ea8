import { WarningFilled } from '@ant-design/icons';
import { formatCriticalLimits, formatDate, formatRange, isCriticalFlag, RESULT_SAFETY_MESSAGES, RESULT_SAFETY_TEXTS as T, valueText, type Comparator, type ResultValue } from '@lab/shared';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { FlagTag } from './result-badges';

/** '4.2 mmol/L', '<5 mg/L': a lab's bound keeps its comparator, so it never reads as a measure. */
export const valueWithUnits = (value: number, units: string | null, comparator?: Comparator | null) => {
  const text = valueText(value, comparator);
  return units ? `${text} ${units}` : text;
};

/** The lines under a value: which range it was flagged against, the range, the critical limits and the previous value. */
function ValueContext({ value: v }: { value: ResultValue }) {
  const range = formatRange(v.range_min, v.range_max);
  const critical = formatCriticalLimits(v.critical_low, v.critical_high);
  return (
    <>
      {v.range_label && <Typography.Text type="secondary">{T.matchedRange(v.range_label)}</Typography.Text>}
      <Typography.Text type="secondary">{range ? T.referenceRange(range) : T.noReferenceRange}</Typography.Text>
      {critical && <Typography.Text type="secondary">{T.criticalLimits(critical)}</Typography.Text>}
      {v.delta && (
        <>
          <Typography.Text type="secondary">{T.previousValue(valueWithUnits(v.delta.previous_value, v.units), formatDate(v.delta.previous_at))}</Typography.Text>
          {v.delta.failed && (
            <Typography.Text type="warning" strong>
              <WarningFilled aria-hidden /> {RESULT_SAFETY_MESSAGES.deltaWarning}
            </Typography.Text>
          )}
        </>
      )}
    </>
  );
}

/**
 * A card per structured value: the marker, its value and units, the flag in words, and what it is
 * read against (the patient's range, the critical limits, the previous value). A critical value's
 * card has a thick red border as well as its flag.
 */
export function ResultValueCards({ values }: { values: ResultValue[] }) {
  if (values.length === 0) return <Typography.Text type="secondary">No structured values were entered for this result.</Typography.Text>;
  return (
    <Row gutter={[12, 12]}>
      {values.map((v) => (
        <Col key={v.marker_id} xs={24} sm={12} lg={8} xl={6}>
          <Card
            size="small"
            title={v.marker_name}
            extra={<FlagTag flag={v.flag} />}
            style={{ height: '100%', ...(isCriticalFlag(v.flag) ? { borderColor: '#a8071a', borderWidth: 2 } : {}) }}
          >
            <Flex vertical gap={4}>
              <Typography.Text strong style={{ fontSize: 18 }}>
                {valueWithUnits(v.value, v.units, v.comparator)}
              </Typography.Text>
              <ValueContext value={v} />
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
