import { WarningOutlined } from '@ant-design/icons';
import { canManageItem, type InventoryItem, type SessionUser } from '@lab/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

interface LowStockPanelProps {
  items: InventoryItem[];
  user: SessionUser | null;
  onRestock(item: InventoryItem): void;
}

/** The low-stock alert panel: the items furthest below their threshold, each with Restock for those who may manage it. */
export function LowStockPanel({ items, user, onRestock }: LowStockPanelProps) {
  if (items.length === 0) return null;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <WarningOutlined style={{ color: '#cf1322' }} aria-hidden />
          <span>Low Stock Alerts</span>
        </Flex>
      }
    >
      <ul aria-label="Low stock items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Flex vertical>
                <Link to={`/inventory/${item.id}`}>{item.item_name}</Link>
                <Typography.Text type="secondary">{`${item.quantity_available} in stock · minimum ${item.minimum_threshold}`}</Typography.Text>
              </Flex>
              {canManageItem(user, item) && (
                <Button size="small" danger onClick={() => onRestock(item)} aria-label={`Restock ${item.item_name}`}>
                  Restock
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
