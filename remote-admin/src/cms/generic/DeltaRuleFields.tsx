import { DELTA_KINDS, MARKER_FORM_TEXT as T, type DeltaKind } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Col, Input, Row, Select, Typography } from 'antd';
import type { CmsItemFormValues } from './cms-item-form';

interface DeltaRuleFieldsProps {
  values: CmsItemFormValues;
  set(patch: Partial<CmsItemFormValues>): void;
}

const KIND_OPTIONS = DELTA_KINDS.map((value) => ({ value, label: T.deltaKindLabels[value] }));

/** The delta check: how far a value may move from the patient's previous final value, and how far back that value counts. */
export function DeltaRuleFields({ values, set }: DeltaRuleFieldsProps) {
  return (
    <section aria-labelledby="cms-delta-title">
      <Typography.Title level={5} id="cms-delta-title" style={{ marginTop: 0 }}>
        {T.deltaTitle}
      </Typography.Title>
      <Row gutter={[16, 12]}>
        <Col xs={24} sm={8}>
          <FormField id="cms-item-delta-limit" label={T.deltaLimit} hint={T.deltaLimitHint}>
            <Input
              id="cms-item-delta-limit"
              type="number"
              step="any"
              min={0}
              aria-describedby={describedBy('cms-item-delta-limit', { hint: T.deltaLimitHint })}
              value={values.delta_limit}
              onChange={(e) => set({ delta_limit: e.target.value })}
            />
          </FormField>
        </Col>
        <Col xs={24} sm={8}>
          <FormField id="cms-item-delta-kind" label={T.deltaKind}>
            <Select<DeltaKind> id="cms-item-delta-kind" value={values.delta_kind} onChange={(delta_kind) => set({ delta_kind })} options={KIND_OPTIONS} style={{ width: '100%' }} />
          </FormField>
        </Col>
        <Col xs={24} sm={8}>
          <FormField id="cms-item-delta-window" label={T.deltaWindow} hint={T.deltaWindowHint}>
            <Input
              id="cms-item-delta-window"
              type="number"
              step={1}
              min={1}
              inputMode="numeric"
              aria-describedby={describedBy('cms-item-delta-window', { hint: T.deltaWindowHint })}
              value={values.delta_window_days}
              onChange={(e) => set({ delta_window_days: e.target.value })}
            />
          </FormField>
        </Col>
      </Row>
    </section>
  );
}
