import { canEditCmsTab, canManageLabConnection, CMS_GENERIC_SECTIONS, CMS_MESSAGES, cmsTab, type CmsGenericTab, type SessionUser } from '@lab/shared';
import { useState } from 'react';
import { LabConnectionModal } from '../labs/LabConnectionModal';
import { CmsListTable } from '../list/CmsListTable';
import { useCmsList } from '../list/use-cms-list';
import { CmsItemModal } from './CmsItemModal';
import { genericColumns } from './generic-columns';
import { GENERIC_SECTION_VIEWS, type GenericCmsRow } from './generic-sections';
import { restrictedQuery } from './use-item-options';

/** The dialog's state: closed, adding, or editing a row. */
type Editing = { item?: GenericCmsRow } | null;

const plural = (item: string) => (item.endsWith('s') ? `${item}es` : `${item}s`);

/**
 * A generic CMS tab (sample types, markers, panels, tube types, statuses, labs):
 * one table and one add/edit dialog, shaped by the section's view. Editing per canEditCmsTab, and
 * per row where the API says (markers and panels: `editable`).
 */
export function GenericCmsTab({ tab, user }: { tab: CmsGenericTab; user: SessionUser }) {
  const rule = cmsTab(tab);
  const view = GENERIC_SECTION_VIEWS[tab];
  const list = useCmsList(CMS_GENERIC_SECTIONS[tab], { item: rule.item, fetchFailed: CMS_MESSAGES.fetchFailed(plural(rule.item)), deleteFailed: CMS_MESSAGES.deleteFailed(rule.item), updateFailed: CMS_MESSAGES.updateFailedOf(rule.item) }, view.institutions ? restrictedQuery(user) : {});
  const [editing, setEditing] = useState<Editing>(null);
  const [connecting, setConnecting] = useState<GenericCmsRow | null>(null);
  const canEdit = canEditCmsTab(user, tab);
  const columns = genericColumns(view, {
    edit: canEdit ? { onEdit: (item) => setEditing({ item }), onDelete: list.confirmDelete } : undefined,
    onConnection: view.lab && canManageLabConnection(user) ? setConnecting : undefined,
  });

  return (
    <>
      <CmsListTable<GenericCmsRow>
        caption={rule.label}
        items={list.items}
        columns={columns}
        onAdd={canEdit ? () => setEditing({}) : undefined}
        list={list}
      />
      {editing && (
        <CmsItemModal
          tab={tab}
          user={user}
          item={editing.item}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {connecting && <LabConnectionModal lab={connecting} onClose={() => setConnecting(null)} />}
    </>
  );
}
