import { canManageInventory, canManageItem, canRequestStock, freeUnits, type InventoryItem, type SessionUser } from '@lab/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { QuickAdjustMenu, type QuickAdjustment } from './QuickAdjustMenu';
import { StockBadge } from './StockBadge';

interface RowActions {
  view(item: InventoryItem): void;
  requestItem(item: InventoryItem): void;
  edit(item: InventoryItem): void;
  notify(item: InventoryItem): void;
  quickAdjust(item: InventoryItem, quick: QuickAdjustment): void;
}

/** The inventory table, with the row actions each user may take. */
export function inventoryColumns(user: SessionUser | null, actions: RowActions): TableColumnsType<InventoryItem> {
  return [
    { title: 'Item Name', key: 'name', render: (_, i) => <Link to={`/inventory/${i.id}`}>{i.item_name}</Link> },
    { title: 'SKU', dataIndex: 'item_sku', key: 'sku' },
    { title: 'Description', key: 'description', width: 170, render: (_, i) => i.item_description || '—' },
    { title: 'Category', dataIndex: 'category', key: 'category' },
    { title: 'Location', key: 'location', render: (_, i) => i.location ?? '—' },
    { title: 'Stock', dataIndex: 'quantity_available', key: 'stock', align: 'right' },
    { title: 'Free Units', key: 'free', align: 'right', render: (_, i) => freeUnits(i) },
    { title: 'Status', key: 'status', render: (_, i) => <StockBadge item={i} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, i) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => actions.view(i)} aria-label={`View ${i.item_name}`}>
            View
          </Button>
          {canRequestStock(user, i) && (
            <Button size="small" type="primary" onClick={() => actions.requestItem(i)} aria-label={`Request Item ${i.item_name}`}>
              Request Item
            </Button>
          )}
          {canManageItem(user, i) && (
            <Button size="small" onClick={() => actions.edit(i)} aria-label={`Edit ${i.item_name}`}>
              Edit
            </Button>
          )}
          {canManageInventory(user) && (
            <Button size="small" onClick={() => actions.notify(i)} aria-label={`Notify ${i.item_name}`}>
              Notify
            </Button>
          )}
          {canManageItem(user, i) && <QuickAdjustMenu item={i} onChoose={actions.quickAdjust} />}
        </Space>
      ),
    },
  ];
}
