import { CMS_MESSAGES, formatDate, type InventoryItem } from '@lab/shared';
import { Card, Descriptions } from 'antd';

/** The item's information; an item without an institution is 'Global'. */
export function ItemInfoCard({ item }: { item: InventoryItem }) {
  const rows = [
    { key: 'name', label: 'Item Name', children: item.item_name },
    { key: 'sku', label: 'SKU', children: item.item_sku },
    { key: 'description', label: 'Description', children: item.item_description || '—' },
    { key: 'category', label: 'Category', children: item.category },
    { key: 'location', label: 'Location', children: item.location ?? '—' },
    { key: 'po', label: 'PO Number', children: item.po_number || '—' },
    { key: 'institution', label: 'Institution', children: item.institution_name ?? CMS_MESSAGES.global },
    { key: 'purchased', label: 'Purchase Date', children: formatDate(item.purchase_date) },
    { key: 'received', label: 'Received Date', children: formatDate(item.received_date) },
  ];
  return (
    <Card title="Item Information" style={{ height: '100%' }}>
      <Descriptions column={{ xs: 1, md: 2 }} items={rows} />
    </Card>
  );
}
