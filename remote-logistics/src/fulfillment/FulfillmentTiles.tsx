import { FULFILLMENT_TILE_STATUSES, type FulfillmentCounts } from '@lab/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { FULFILLMENT_STATUS_LABELS } from '../common/fulfillment-badges';

/** The list's four status tiles (Pending, Assigned, Dispatched, Delivered), over the user's scope whatever the filters. */
export function FulfillmentTiles({ counts }: { counts: FulfillmentCounts | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      {FULFILLMENT_TILE_STATUSES.map((status) => (
        <Col key={status} xs={12} md={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={FULFILLMENT_STATUS_LABELS[status]} value={counts?.[status] ?? '—'} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
