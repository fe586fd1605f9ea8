import type { InstitutionStats } from '@lab/shared';
import { useLoadedData } from '@lab/shared/react';
import { Card, Col, Row, Statistic } from 'antd';
import { fetchInstitutionStats } from './institutions-api';

const TILES: { title: string; key: keyof InstitutionStats }[] = [
  { title: 'Users', key: 'users' },
  { title: 'Patients', key: 'patients' },
  { title: 'Test Requests', key: 'test_requests' },
  { title: 'Pending', key: 'pending_requests' },
];

/** The detail's four counts; a failed load is logged and shows dashes. */
export function InstitutionStatTiles({ institutionId }: { institutionId: number }) {
  const { data, loading } = useLoadedData(
    () =>
      fetchInstitutionStats(institutionId).catch((failure: unknown) => {
        console.error('Failed to fetch institution stats', failure);
        throw failure;
      }),
    [institutionId],
  );
  return (
    <Row gutter={[16, 16]}>
      {TILES.map(({ title, key }) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small">
            <Statistic title={title} value={data ? data[key] : '—'} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
