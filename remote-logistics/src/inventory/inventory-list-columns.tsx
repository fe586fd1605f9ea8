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

/**
 * The inventory table, with the row actions each user may take. Widths are what each column needs,
 * so all fit a laptop's 1366 px; `responsive` keeps a phone to the item (a link to everything
 * else), its stock and its status.
 */
export function inventoryColumns(user: SessionUser | null, actions: RowActions): TableColumnsType<InventoryItem> {
  return [
    { title: 'Item Name', key: 'name', width: 130, render: (_, i) => <Link to={`/inventory/${i.id}`}>{i.item_name}</Link> },
    { title: 'SKU', dataIndex: 'item_sku', key: 'sku', width: 95, responsive: ['md'] },
    { title: 'Description', key: 'description', width: 150, responsive: ['xl'], render: (_, i) => i.item_description || '—' },
    { title: 'Category', dataIndex: 'category', key: 'category', width: 100, responsive: ['lg'] },
    { title: 'Location', key: 'location', width: 100, responsive: ['xl'], render: (_, i) => i.location ?? '—' },
    { title: 'Stock', dataIndex: 'quantity_available', key: 'stock', width: 65, align: 'right' },
    { title: 'Free Units', key: 'free', width: 70, align: 'right', responsive: ['sm'], render: (_, i) => freeUnits(i) },
    { title: 'Status', key: 'status', width: 110, render: (_, i) => <StockBadge item={i} /> },
    {
      title: 'Actions',
      key: 'actions',
      // the buttons wrap onto a second line rather than widen the table
      width: 190,
      responsive: ['sm'],
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
