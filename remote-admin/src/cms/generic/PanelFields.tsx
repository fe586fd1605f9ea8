import type { MarkerCmsItem, SampleTypeCmsItem } from '@lab/shared';
import { FormField } from '@lab/shared/react';
import { Select } from 'antd';
import { activeOptions } from '../list/active-options';
import { markerAccepts, type CmsItemFormValues } from './cms-item-form';

interface PanelFieldsProps {
  values: CmsItemFormValues;
  set(patch: Partial<CmsItemFormValues>): void;
  sampleTypes: SampleTypeCmsItem[];
  markers: MarkerCmsItem[];
}

/**
 * A panel's sample type and markers: only markers that accept the
 * chosen sample type are offered, and changing the sample type clears the chosen markers.
 */
export function PanelFields({ values, set, sampleTypes, markers }: PanelFieldsProps) {
  const sampleTypeId = values.sample_type_id;
  const offered = markers.filter((m) => markerAccepts(m, sampleTypeId));
  const markersHint = sampleTypeId === null ? 'Choose the sample type first' : 'Only markers that accept the sample type are offered';
  return (
    <>
      <FormField id="cms-item-sample-type" label="Sample Type">
        <Select<number>
          id="cms-item-sample-type"
          allowClear
          placeholder="Select a sample type"
          value={sampleTypeId ?? undefined}
          onChange={(id?: number) => id !== sampleTypeId && set({ sample_type_id: id ?? null, marker_ids: [] })}
          options={activeOptions(sampleTypes, sampleTypeId === null ? [] : [sampleTypeId])}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
      <FormField id="cms-item-markers" label="Markers" hint={markersHint}>
        <Select<number[]>
          id="cms-item-markers"
          mode="multiple"
          aria-describedby="cms-item-markers-hint"
          disabled={sampleTypeId === null}
          placeholder="Select markers"
          value={values.marker_ids}
          onChange={(ids) => set({ marker_ids: ids })}
          options={activeOptions(offered, values.marker_ids)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
    </>
  );
}
