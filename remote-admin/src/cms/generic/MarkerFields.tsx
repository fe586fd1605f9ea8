import type { SampleTypeCmsItem, TubeTypeCmsItem } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Col, Input, Row, Select } from 'antd';
import { activeOptions } from '../list/active-options';
import type { CmsItemFormValues } from './cms-item-form';

interface MarkerFieldsProps {
  values: CmsItemFormValues;
  set(patch: Partial<CmsItemFormValues>): void;
  sampleTypes: SampleTypeCmsItem[];
  tubeTypes: TubeTypeCmsItem[];
}

const VOLUME_HINT = 'The amount of sample the marker requires, in µL';

/** A marker's own fields: code, units, Sample Volume (µL), range, and the sample and tube types it takes. */
export function MarkerFields({ values, set, sampleTypes, tubeTypes }: MarkerFieldsProps) {
  const text = (id: string, label: string, field: 'marker_code' | 'units') => (
    <FormField id={id} label={label}>
      <Input id={id} maxLength={50} value={values[field]} onChange={(e) => set({ [field]: e.target.value })} />
    </FormField>
  );
  const number = (id: string, label: string, field: 'value' | 'range_min' | 'range_max', hint?: string) => (
    <FormField id={id} label={label} hint={hint}>
      <Input id={id} type="number" step="any" min={field === 'value' ? 0 : undefined} aria-describedby={describedBy(id, { hint })} value={values[field]} onChange={(e) => set({ [field]: e.target.value })} />
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
        <Col xs={24} sm={8}>
          {number('cms-item-value', 'Sample Volume (µL)', 'value', VOLUME_HINT)}
        </Col>
        <Col xs={24} sm={8}>
          {number('cms-item-range-min', 'Range Min', 'range_min')}
        </Col>
        <Col xs={24} sm={8}>
          {number('cms-item-range-max', 'Range Max', 'range_max')}
        </Col>
      </Row>
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
    </>
  );
}
