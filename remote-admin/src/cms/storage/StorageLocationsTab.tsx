import { canEditCmsTab, CMS_MESSAGES, cmsTab, type StorageLocationCmsItem } from '@lab/shared';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CmsTabProps } from '../cms-tab-props';
import { actionsColumn, descriptionColumn, nameColumn, ownerColumn, statusColumn } from '../list/cms-columns';
import { CmsListTable } from '../list/CmsListTable';
import { useCmsList } from '../list/use-cms-list';
import { bySortOrder } from './storage-form';
import { StorageLocationModal } from './StorageLocationModal';

const ITEM = 'storage location';
const TEXTS = { item: ITEM, fetchFailed: CMS_MESSAGES.fetchFailed('storage locations'), deleteFailed: CMS_MESSAGES.deleteFailedOf(ITEM), updateFailed: CMS_MESSAGES.updateFailedOf(ITEM) };

/** Storage Locations: ordered by sort_order, the status badge toggle, the add/edit dialog. */
export function StorageLocationsTab({ user }: CmsTabProps) {
  const list = useCmsList('storage-locations', TEXTS);
  const [editing, setEditing] = useState<{ location?: StorageLocationCmsItem } | null>(null);
  const canEdit = canEditCmsTab(user, 'storage_locations');
  const columns: TableColumnsType<StorageLocationCmsItem> = [
    nameColumn(),
    descriptionColumn(),
    { title: 'Sort Order', key: 'sort_order', render: (_, l) => l.sort_order },
    ownerColumn(),
    statusColumn(canEdit ? { run: (l) => void list.toggleActive(l), busy: list.isToggling, enabled: (l) => l.editable } : undefined),
  ];
  if (canEdit) columns.push(actionsColumn<StorageLocationCmsItem>((location) => setEditing({ location }), list.confirmDelete, (l) => l.editable));

  return (
    <>
      <CmsListTable<StorageLocationCmsItem>
        caption={cmsTab('storage_locations').label}
        items={bySortOrder(list.items)}
        columns={columns}
        onAdd={canEdit ? () => setEditing({}) : undefined}
        list={list}
      />
      {editing && (
        <StorageLocationModal
          location={editing.location}
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
