import type { SampleTypeCmsItem, TubeTypeCmsItem } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Col, Input, Row, Select } from 'antd';
import { activeOptions } from '../list/active-options';
import type { CmsItemFormValues } from './cms-item-form';
import { DeltaRuleFields } from './DeltaRuleFields';
import { MarkerCodeFields } from './MarkerCodeFields';
import { ReferenceRangeEditor } from './ReferenceRangeEditor';

interface MarkerFieldsProps {
  values: CmsItemFormValues;
  set(patch: Partial<CmsItemFormValues>): void;
  sampleTypes: SampleTypeCmsItem[];
  tubeTypes: TubeTypeCmsItem[];
}

const VOLUME_HINT = 'The amount of sample the marker requires, in µL';

/** A marker's own fields: code, units and their codes, Sample Volume (µL), reference ranges, delta rule, and the sample and tube types it takes. */
export function MarkerFields({ values, set, sampleTypes, tubeTypes }: MarkerFieldsProps) {
  const text = (id: string, label: string, field: 'marker_code' | 'units') => (
    <FormField id={id} label={label}>
      <Input id={id} maxLength={50} value={values[field]} onChange={(e) => set({ [field]: e.target.value })} />
    </FormField>
  );
  const volume = (
    <FormField id="cms-item-value" label="Sample Volume (µL)" hint={VOLUME_HINT}>
      <Input id="cms-item-value" type="number" step="any" min={0} aria-describedby={describedBy('cms-item-value', { hint: VOLUME_HINT })} value={values.value} onChange={(e) => set({ value: e.target.value })} />
    </FormField>
  );
  return (
    <>
      <Row gutter={[16, 12]}>
        <Col xs={24} sm={12}>
          {text('cms-item-marker-code', 'Marker Code', 'marker_code')}
        </Col>
        <Col xs={24} sm={12}>
          {text('cms-item-units', 'Units', 'units')}
        </Col>
        <Col xs={24} sm={12}>
          {volume}
        </Col>
      </Row>
      <MarkerCodeFields values={values} set={set} />
      <FormField id="cms-item-sample-types" label="Sample Types" hint="None: the marker accepts every sample type">
        <Select<number[]>
          id="cms-item-sample-types"
          mode="multiple"
          aria-describedby="cms-item-sample-types-hint"
          placeholder="Select sample types"
          value={values.sample_type_ids}
          onChange={(ids) => set({ sample_type_ids: ids })}
          options={activeOptions(sampleTypes, values.sample_type_ids)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
      <FormField id="cms-item-tube-types" label="Tube Types">
        <Select<number[]>
          id="cms-item-tube-types"
          mode="multiple"
          placeholder="Select tube types"
          value={values.tube_type_ids}
          onChange={(ids) => set({ tube_type_ids: ids })}
          options={activeOptions(tubeTypes, values.tube_type_ids)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
      <ReferenceRangeEditor rows={values.reference_ranges} onChange={(reference_ranges) => set({ reference_ranges })} />
      <DeltaRuleFields values={values} set={set} />
    </>
  );
}
