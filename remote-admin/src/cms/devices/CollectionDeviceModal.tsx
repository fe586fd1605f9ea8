import { CMS_MESSAGES, type CmsItemBody, type CollectionDeviceCmsItem } from '@lab/shared';
import { describedBy, FormField, useLookup, useSubmit } from '@lab/shared/react';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { createCmsItem, fetchCmsItems, updateCmsItem } from '../cms-api';
import { BasicItemFields } from '../list/BasicItemFields';
import { CmsFormModal } from '../list/CmsFormModal';
import { activeOptions } from '../list/active-options';
import { deviceBody, deviceFormValues, type DeviceFormValues } from './device-form';

const ITEM = 'collection device';
const CAPACITY_HINT = 'In µL, at least 1; leave empty for the default';
const TUBES_HINT = 'None selected: the device can be used for all markers';

interface CollectionDeviceModalProps {
  device?: CollectionDeviceCmsItem;
  onSaved(): void;
  onCancel(): void;
}

/** Add or edit a collection device; closes after saving ('Failed to save collection device' otherwise). */
export function CollectionDeviceModal({ device, onSaved, onCancel }: CollectionDeviceModalProps) {
  const tubeTypes = useLookup(() => fetchCmsItems('tube-types'), 'tube types');
  const [values, setValues] = useState(() => deviceFormValues(device));
  const set = (patch: Partial<DeviceFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const saving = useSubmit((body: CmsItemBody) => (device ? updateCmsItem('collection-devices', device.id, body) : createCmsItem('collection-devices', body)), CMS_MESSAGES.saveFailedOf(ITEM));

  async function submit() {
    const built = deviceBody(values);
    if ('error' in built) return saving.setError(built.error);
    if (await saving.submit(built.body)) onSaved();
  }

  return (
    <CmsFormModal title={device ? 'Edit Collection Device' : 'Add Collection Device'} busy={saving.busy} error={saving.error} onSubmit={() => void submit()} onCancel={onCancel}>
      <BasicItemFields idPrefix="device" values={values} set={set} />
      <FormField id="device-max-capacity" label="Max Capacity (µL)" hint={CAPACITY_HINT}>
        <Input
          id="device-max-capacity"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          aria-describedby={describedBy('device-max-capacity', { hint: CAPACITY_HINT })}
          value={values.max_capacity}
          onChange={(e) => set({ max_capacity: e.target.value })}
        />
      </FormField>
      <FormField id="device-tube-types" label="Tube Types" hint={TUBES_HINT}>
        <Select<number[]>
          id="device-tube-types"
          mode="multiple"
          aria-describedby={describedBy('device-tube-types', { hint: TUBES_HINT })}
          placeholder="All tube types"
          value={values.tube_type_ids}
          onChange={(ids) => set({ tube_type_ids: ids })}
          options={activeOptions(tubeTypes, values.tube_type_ids)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
    </CmsFormModal>
  );
}
