import { Card, Col, Row, Statistic, Typography } from 'antd';

export interface CountTile {
  title: string;
  /** Undefined until the list has loaded: shown as a dash. */
  value: number | undefined;
  /** A line under the figure ("incl. 2 amended"). */
  note?: string | null;
}

/** A list's summary figures as a row of tiles, four to a row on wide screens, two on narrow ones. */
export function CountTiles({ tiles }: { tiles: readonly CountTile[] }) {
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
