import { useSession } from '@lab/shared/client';
import { Card, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { ActivityFilter } from './ActivityFilter';
import type { Timeframe } from './dashboard-api';
import { InstitutionPerformance } from './InstitutionPerformance';
import { LowStockAlert } from './LowStockAlert';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { TrendsChart } from './TrendsChart';
import { useDashboard } from './use-dashboard';

const TIMEFRAMES: { value: Timeframe; label: string }[] = [
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
];

/** The dashboard of spec 1 section 2. */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  const isSuperAdmin = user?.role === 'super_admin';
  const { timeframe, setTimeframe, data, loading, activityLoading, filterActivity } = useDashboard(isSuperAdmin);
  if (!user) return null;

  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {user.role === 'clinician' ? 'Clinical Dashboard' : 'Dashboard Overview'}
          </Typography.Title>
          <Typography.Text type="secondary">Welcome back, {user.first_name}. Here&apos;s what&apos;s happening with your lab operations.</Typography.Text>
        </div>
        <Segmented<Timeframe> aria-label="Time frame" value={timeframe} onChange={setTimeframe} options={TIMEFRAMES} />
      </Flex>

      {loading || !data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 3 }} aria-label="Loading dashboard" />
        </Card>
      ) : (
        <>
          <StatCards data={data} isSuperAdmin={isSuperAdmin} />
          <LowStockAlert count={data.inventory?.low_stock_count ?? 0} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <RecentActivity
                items={data.recent_activity ?? []}
                loading={activityLoading}
                showPeople={isSuperAdmin}
                filter={isSuperAdmin ? <ActivityFilter onChange={filterActivity} /> : undefined}
              />
            </Col>
            <Col xs={24} xl={10}>
              <Flex vertical gap={16}>
                {data.test_trends && data.test_trends.length > 0 && <TrendsChart trends={data.test_trends} />}
                {isSuperAdmin && <InstitutionPerformance rows={data.institutions?.by_activity ?? []} />}
              </Flex>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
