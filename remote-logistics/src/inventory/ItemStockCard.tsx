import { freeUnits, isLowStock, type InventoryItem } from '@lab/shared';
import { Alert, Card, Col, Flex, Row, Statistic } from 'antd';
import { StockBadge } from './StockBadge';
import { ThresholdBar } from './ThresholdBar';

/** The stock numbers, the badge, the threshold bar and, when low, the low-stock banner. */
export function ItemStockCard({ item }: { item: InventoryItem }) {
  const figures = [
    { title: 'Available', value: item.quantity_available },
    { title: 'Reserved', value: item.quantity_reserved },
    { title: 'Free Units', value: freeUnits(item) },
    { title: 'Minimum Threshold', value: item.minimum_threshold },
  ];
  return (
    <Card title="Stock" extra={<StockBadge item={item} />} style={{ height: '100%' }}>
      <Flex vertical gap={16}>
        {isLowStock(item) && (
          <Alert
            type="warning"
            showIcon
            title="Low stock"
            description={`${item.quantity_available} in stock, at or below the minimum threshold of ${item.minimum_threshold}.`}
          />
        )}
        <Row gutter={[16, 16]}>
          {figures.map((f) => (
            <Col key={f.title} xs={12}>
              <Statistic title={f.title} value={f.value} />
            </Col>
          ))}
        </Row>
        <ThresholdBar item={item} />
      </Flex>
    </Card>
  );
}
