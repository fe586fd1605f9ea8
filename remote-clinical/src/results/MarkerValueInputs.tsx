import { flagFor, formatRange } from '@lab/shared';
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
        const range = formatRange(marker.range_min, marker.range_max);
        const hint = range ? `Reference range: ${range}${marker.units ? ` ${marker.units}` : ''}` : 'No reference range';
        return (
          <Col key={marker.id} xs={24} sm={12} lg={8}>
            <FormField id={id} label={marker.name} hint={hint}>
              <Flex gap={8} align="center">
                <InputNumber<number>
                  id={id}
                  aria-describedby={describedBy(id, { hint })}
                  value={value}
                  onChange={(v) => onChange(marker.id, v ?? null)}
                  suffix={marker.units ?? undefined}
                  style={{ width: '100%' }}
                />
                <span aria-live="polite">{value !== null && <FlagTag flag={flagFor(value, marker.range_min, marker.range_max)} />}</span>
              </Flex>
            </FormField>
          </Col>
        );
      })}
    </Row>
  );
}
