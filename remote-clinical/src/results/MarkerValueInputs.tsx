import { flagFor, formatCriticalLimits, formatRange, NO_RANGE_TEXT, RESULT_SAFETY_TEXTS as T } from '@lab/shared';
import { describedBy, FormField, LoadingSpinner } from '@lab/shared/react';
import { Alert, Col, Flex, InputNumber, Row, Typography } from 'antd';
import { FlagTag } from './result-badges';
import type { FormMarker } from './result-form-values';

interface MarkerValueInputsProps {
  markers: FormMarker[];
  values: Record<number, number | null>;
  loading: boolean;
  failed: boolean;
  requestChosen: boolean;
  onChange(markerId: number, value: number | null): void;
}

/** 'Reference range: 3.5 - 5.3 mmol/L · Critical limits: < 2.5 or > 6.5 · Range for: Any sex, from 18 years', or why there is none. */
function rangeHint(range: FormMarker['range'], units: string | null): string {
  if (!range) return NO_RANGE_TEXT;
  const limits = formatRange(range.low, range.high);
  const critical = formatCriticalLimits(range.critical_low, range.critical_high);
  return [limits ? T.referenceRange(`${limits}${units ? ` ${units}` : ''}`) : T.noReferenceRange, critical ? T.criticalLimits(critical) : null, T.matchedRange(range.label)].filter(Boolean).join(' · ');
}

/** One number per marker of the request, with its units, its reference range and the flag the value gets. */
export function MarkerValueInputs({ markers, values, loading, failed, requestChosen, onChange }: MarkerValueInputsProps) {
  if (!requestChosen) return <Typography.Text type="secondary">Choose a test request to enter the values of its markers.</Typography.Text>;
  if (loading) return <LoadingSpinner label="Loading markers" />;
  if (failed) return <Alert type="warning" showIcon title="The markers of this test request could not be loaded: enter the result as text." />;
  if (markers.length === 0) return <Typography.Text type="secondary">This test request has no markers: enter the result as text.</Typography.Text>;

  return (
    <Row gutter={[16, 16]}>
      {markers.map((marker) => {
        const id = `result-marker-${marker.id}`;
        const value = values[marker.id] ?? null;
        const units = marker.range?.units ?? marker.units;
        const hint = rangeHint(marker.range, units);
        return (
          <Col key={marker.id} xs={24} sm={12} lg={8}>
            <FormField id={id} label={marker.name} hint={hint}>
              <Flex gap={8} align="center">
                <InputNumber<number>
                  id={id}
                  aria-describedby={describedBy(id, { hint })}
                  value={value}
                  onChange={(v) => onChange(marker.id, v ?? null)}
                  suffix={units ?? undefined}
                  style={{ width: '100%' }}
                />
                <span aria-live="polite">{value !== null && <FlagTag flag={flagFor(value, marker.range)} />}</span>
              </Flex>
            </FormField>
          </Col>
        );
      })}
    </Row>
  );
}
