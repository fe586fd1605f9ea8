import type { InventorySummary } from '@lab/shared';
import { Card, Col, Row, Statistic } from 'antd';

/** The list's four tiles, over the user's scope whatever the filters. */
export function InventoryTiles({ summary }: { summary: InventorySummary | undefined }) {
  const tiles = [
    { title: 'Total Items', value: summary?.total_items },
    { title: 'Low Stock', value: summary?.low_stock },
    { title: 'Reserved', value: summary?.reserved },
    { title: 'Available', value: summary?.available },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={12} md={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={tile.title} value={tile.value ?? '—'} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
