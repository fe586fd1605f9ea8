import { CMS_MESSAGES, type CmsItemBody, type CollectionDeviceCmsItem } from '@lab/shared';
import { numberText, textOrNull, wholeNumber } from '../list/form-values';

export interface DeviceFormValues {
  name: string;
  description: string;
  active: boolean;
  max_capacity: string;
  tube_type_ids: number[];
}

export function deviceFormValues(device?: CollectionDeviceCmsItem): DeviceFormValues {
  return {
    name: device?.name ?? '',
    description: device?.description ?? '',
    active: device?.active ?? true,
    max_capacity: numberText(device?.max_capacity),
    tube_type_ids: device?.tube_type_ids ?? [],
  };
}

/** A collection device: name required and non-blank; max_capacity a whole number ≥ 1, null when empty. */
export function deviceBody(v: DeviceFormValues): { body: CmsItemBody } | { error: string } {
  if (!v.name.trim()) return { error: CMS_MESSAGES.nameRequired };
  const maxCapacity = wholeNumber(v.max_capacity, 1, null);
  if (Number.isNaN(maxCapacity)) return { error: CMS_MESSAGES.maxCapacityInvalid };
  return { body: { name: v.name.trim(), description: textOrNull(v.description), max_capacity: maxCapacity, active: v.active, tube_type_ids: v.tube_type_ids } };
}
