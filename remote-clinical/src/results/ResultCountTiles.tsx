import type { ResultCounts } from '@lab/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';

/** The list's four tiles, over the user's scope whatever the filters; Final includes amended. */
export function ResultCountTiles({ counts }: { counts: ResultCounts | undefined }) {
  const tiles = [
    { title: 'Draft', value: counts?.draft },
    { title: 'Reviewed', value: counts?.reviewed },
    { title: 'Final', value: counts ? counts.final + counts.amended : undefined, note: counts?.amended ? `incl. ${counts.amended} amended` : null },
    { title: 'Total', value: counts?.total },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={12} md={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={tile.title} value={tile.value ?? '—'} />
            {tile.note && <Typography.Text type="secondary">{tile.note}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
