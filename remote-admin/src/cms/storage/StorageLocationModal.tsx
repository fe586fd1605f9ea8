import { CMS_MESSAGES, type CmsItemBody, type StorageLocationCmsItem } from '@lab/shared';
import { useSubmit } from '@lab/shared/react';
import { useState } from 'react';
import { createCmsItem, updateCmsItem } from '../cms-api';
import { BasicItemFields, SortOrderField } from '../list/BasicItemFields';
import { CmsFormModal } from '../list/CmsFormModal';
import { storageBody, storageFormValues, type StorageFormValues } from './storage-form';

interface StorageLocationModalProps {
  location?: StorageLocationCmsItem;
  onSaved(): void;
  onCancel(): void;
}

/** Add or edit a storage location; closes after saving ('Failed to save storage location' otherwise). */
export function StorageLocationModal({ location, onSaved, onCancel }: StorageLocationModalProps) {
  const [values, setValues] = useState(() => storageFormValues(location));
  const set = (patch: Partial<StorageFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const saving = useSubmit(
    (body: CmsItemBody) => (location ? updateCmsItem('storage-locations', location.id, body) : createCmsItem('storage-locations', body)),
    CMS_MESSAGES.saveFailedOf('storage location'),
  );

  async function submit() {
    const built = storageBody(values);
    if ('error' in built) return saving.setError(built.error);
    if (await saving.submit(built.body)) onSaved();
  }

  return (
    <CmsFormModal title={location ? 'Edit Storage Location' : 'Add Storage Location'} busy={saving.busy} error={saving.error} onSubmit={() => void submit()} onCancel={onCancel}>
      <BasicItemFields idPrefix="storage" values={values} set={set} />
      <SortOrderField id="storage-sort-order" value={values.sort_order} onChange={(sort_order) => set({ sort_order })} />
    </CmsFormModal>
  );
}
