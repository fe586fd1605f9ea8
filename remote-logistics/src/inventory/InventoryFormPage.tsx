import { canManageInventory, canManageItem, choosesItemInstitution, INVENTORY_MESSAGES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AccessDenied, BackLink, PageHeader, withSavedAnswer } from '@lab/shared/react';
import { Flex } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { InventoryForm } from './InventoryForm';
import { InventoryLoadFallback } from './InventoryLoadFallback';
import { useInventoryFormLoad } from './use-inventory-form-load';

const denied = (reason: string) => <AccessDenied reason={reason} />;

/** Add an item (/inventory/new) or edit one (/inventory/{id}/edit); only inventory managers, others see 'Access Denied'. */
export function InventoryFormPage() {
  const user = useSession((s) => s.user);
  if (!canManageInventory(user)) return denied(INVENTORY_MESSAGES.manageDenied);
  return <InventoryFormLoader />;
}

function InventoryFormLoader() {
  const { id } = useParams();
  const user = useSession((s) => s.user);
  const choosesInstitution = choosesItemInstitution(user);
  const navigate = useNavigate();
  const load = useInventoryFormLoad(id, choosesInstitution);
  const start = load.data;

  if (!start || load.loading || load.error) return <InventoryLoadFallback load={load} failure={INVENTORY_MESSAGES.itemFailed} loadingLabel="Loading inventory form" />;

  // an item this manager may not change (a client admin and a global item): the API would refuse the save
  if (start.item && !canManageItem(user, start.item)) return denied(start.item.institution_id === null ? INVENTORY_MESSAGES.globalItem : INVENTORY_MESSAGES.manageDenied);

  const backTo = start.item ? `/inventory/${start.item.id}` : '/inventory';
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to={backTo}>{start.item ? 'Back to Item' : 'Back to Inventory'}</BackLink>}
        title={start.item ? 'Edit Inventory Item' : 'Add Inventory Item'}
        subtitle={start.item ? `${start.item.item_name} · ${start.item.item_sku}` : 'A supply, test kit or piece of equipment, with its stock level'}
      />
      <InventoryForm
        key={id ?? 'new'}
        start={start}
        choosesInstitution={choosesInstitution}
        onCancel={() => navigate(backTo)}
        onSaved={(saved) => navigate(`/inventory/${saved.id}`, withSavedAnswer(saved))}
      />
    </Flex>
  );
}
