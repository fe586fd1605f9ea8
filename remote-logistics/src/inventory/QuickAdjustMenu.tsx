import { DownOutlined } from '@ant-design/icons';
import { QUICK_ADJUSTMENTS, type InventoryItem } from '@lab/shared';
import { Button, Dropdown } from 'antd';

export type QuickAdjustment = (typeof QUICK_ADJUSTMENTS)[number];

/** A row's quick-adjust menu: 'Add 10 units', 'Remove 1 unit'; each opens a prompt. */
export function QuickAdjustMenu({ item, onChoose }: { item: InventoryItem; onChoose(item: InventoryItem, quick: QuickAdjustment): void }) {
  const items = QUICK_ADJUSTMENTS.map((q) => ({ key: q.key, label: q.label }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const quick = QUICK_ADJUSTMENTS.find((q) => q.key === key);
          if (quick) onChoose(item, quick);
        },
      }}
    >
      <Button size="small" aria-label={`Quick adjust ${item.item_name}`}>
        Adjust <DownOutlined />
      </Button>
    </Dropdown>
  );
}
