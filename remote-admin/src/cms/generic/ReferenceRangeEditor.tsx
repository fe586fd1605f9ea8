import { PlusOutlined } from '@ant-design/icons';
import { AGE_UNITS, MARKER_FORM_TEXT as T, MARKER_MESSAGES, RANGE_SEXES, type AgeUnit, type RangeSex } from '@lab/shared';
import { FormField } from '@lab/shared/react';
import { Alert, Button, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { emptyRangeRow, rangeRowsProblem, type RangeRow } from './reference-range-rows';

interface ReferenceRangeEditorProps {
  rows: RangeRow[];
  onChange(rows: RangeRow[]): void;
}

type NumberField = 'age_from' | 'age_to' | 'low' | 'high' | 'critical_low' | 'critical_high';

const SEX_OPTIONS = RANGE_SEXES.map((value) => ({ value, label: T.sexLabels[value] }));
const UNIT_OPTIONS = AGE_UNITS.map((value) => ({ value, label: T.ageUnitLabels[value] }));

/**
 * A marker's reference ranges: one group of labelled fields per range (sex, age band, limits,
 * units), added and removed with buttons. The shared rules' verdict (overlapping bands, limits out
 * of order) shows under the rows as they are typed, in the words the API would answer.
 */
export function ReferenceRangeEditor({ rows, onChange }: ReferenceRangeEditorProps) {
  const problem = rows.length > 0 ? rangeRowsProblem(rows) : null;
  const update = (key: number, patch: Partial<RangeRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const number = (row: RangeRow, n: number, field: NumberField, label: string, hint?: string) => {
    const id = `cms-range-${row.key}-${field.replace('_', '-')}`;
    return (
      <FormField id={id} label={label} hint={hint}>
        <Input
          id={id}
          type="number"
          step={field.startsWith('age') ? 1 : 'any'}
          min={field.startsWith('age') ? 0 : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-label={`${label}, ${T.rangeRow(n)}`}
          value={row[field]}
          onChange={(e) => update(row.key, { [field]: e.target.value })}
        />
      </FormField>
    );
  };

  return (
    <section aria-labelledby="cms-ranges-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} id="cms-ranges-title" style={{ margin: 0 }}>
          {T.rangesTitle}
        </Typography.Title>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...rows, emptyRangeRow()])}>
          {T.addRange}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {T.rangesHint}
      </Typography.Paragraph>
      {rows.length === 0 && <Typography.Text type="secondary">{MARKER_MESSAGES.noRanges}</Typography.Text>}
      <Flex vertical gap={12}>
        {rows.map((row, i) => (
          <fieldset key={row.key} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px 12px', margin: 0 }}>
            <legend style={{ padding: '0 4px', width: 'auto', marginBottom: 0, fontSize: 14 }}>{T.rangeRow(i + 1)}</legend>
            <Row gutter={[12, 8]}>
              <Col xs={12} sm={6}>
                <FormField id={`cms-range-${row.key}-sex`} label={T.sex}>
                  <Select<RangeSex>
                    id={`cms-range-${row.key}-sex`}
                    aria-label={`${T.sex}, ${T.rangeRow(i + 1)}`}
                    value={row.sex}
                    onChange={(sex) => update(row.key, { sex })}
                    options={SEX_OPTIONS}
                    style={{ width: '100%' }}
                  />
                </FormField>
              </Col>
              <Col xs={12} sm={6}>
                {number(row, i + 1, 'age_from', T.ageFrom)}
              </Col>
              <Col xs={12} sm={6}>
                {number(row, i + 1, 'age_to', T.ageTo, T.ageToHint)}
              </Col>
              <Col xs={12} sm={6}>
                <FormField id={`cms-range-${row.key}-age-unit`} label={T.ageUnit}>
                  <Select<AgeUnit>
                    id={`cms-range-${row.key}-age-unit`}
                    aria-label={`${T.ageUnit}, ${T.rangeRow(i + 1)}`}
                    value={row.age_unit}
                    onChange={(age_unit) => update(row.key, { age_unit })}
                    options={UNIT_OPTIONS}
                    style={{ width: '100%' }}
                  />
                </FormField>
              </Col>
              <Col xs={12} sm={6}>
                {number(row, i + 1, 'low', T.low)}
              </Col>
              <Col xs={12} sm={6}>
                {number(row, i + 1, 'high', T.high)}
              </Col>
              <Col xs={12} sm={6}>
                {number(row, i + 1, 'critical_low', T.criticalLow)}
              </Col>
              <Col xs={12} sm={6}>
                {number(row, i + 1, 'critical_high', T.criticalHigh)}
              </Col>
              <Col xs={12} sm={12}>
                <FormField id={`cms-range-${row.key}-units`} label={T.rangeUnits}>
                  <Input
                    id={`cms-range-${row.key}-units`}
                    aria-label={`${T.rangeUnits}, ${T.rangeRow(i + 1)}`}
                    maxLength={50}
                    value={row.units}
                    onChange={(e) => update(row.key, { units: e.target.value })}
                  />
                </FormField>
              </Col>
              <Col xs={12} sm={12} style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
                <Button danger onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
                  {T.removeRange(i + 1)}
                </Button>
              </Col>
            </Row>
          </fieldset>
        ))}
      </Flex>
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginTop: 12 }} />}
    </section>
  );
}
