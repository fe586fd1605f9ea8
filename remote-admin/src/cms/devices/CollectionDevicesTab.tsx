import { canEditCmsTab, CMS_MESSAGES, cmsTab, type CollectionDeviceCmsItem } from '@lab/shared';
import { useState } from 'react';
import type { CmsTabProps } from '../cms-tab-props';
import { CmsListTable } from '../list/CmsListTable';
import { useCmsList } from '../list/use-cms-list';
import { CollectionDeviceModal } from './CollectionDeviceModal';
import { deviceColumns } from './device-columns';

const ITEM = 'collection device';
const TEXTS = { item: ITEM, fetchFailed: CMS_MESSAGES.fetchFailed('collection devices'), deleteFailed: CMS_MESSAGES.deleteFailedOf(ITEM), updateFailed: CMS_MESSAGES.updateFailedOf(ITEM) };

/** Collection Devices: the table, the status badge toggle, and the add/edit dialog. */
export function CollectionDevicesTab({ user }: CmsTabProps) {
  const list = useCmsList('collection-devices', TEXTS);
  const [editing, setEditing] = useState<{ device?: CollectionDeviceCmsItem } | null>(null);
  const canEdit = canEditCmsTab(user, 'collection_devices');
  const columns = deviceColumns(
    canEdit ? { toggle: { run: (d) => void list.toggleActive(d), busy: list.isToggling }, edit: { onEdit: (device) => setEditing({ device }), onDelete: list.confirmDelete } } : {},
  );

  return (
    <>
      <CmsListTable<CollectionDeviceCmsItem>
        caption={cmsTab('collection_devices').label}
        items={list.items}
        columns={columns}
        onAdd={canEdit ? () => setEditing({}) : undefined}
        list={list}
      />
      {editing && (
        <CollectionDeviceModal
          device={editing.device}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
