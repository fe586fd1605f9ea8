import { BarChartOutlined } from '@ant-design/icons';
import { canViewAnalytics, DASHBOARD_TIMEFRAMES, hasProviderWideView, isClinician, type Timeframe } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { PageHeader } from '@lab/shared/react';
import { Card, Col, Flex, Row, Segmented, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { ActivityFilter } from './ActivityFilter';
import { InstitutionPerformance } from './InstitutionPerformance';
import { LowStockAlert } from './LowStockAlert';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { TransportWarning } from './TransportWarning';
import { TrendsChart } from './TrendsChart';
import { useDashboard } from './use-dashboard';

const TIMEFRAMES = DASHBOARD_TIMEFRAMES.map((days) => ({ value: days, label: `Last ${days} days` }));

/** The dashboard (/): the stat cards and the recent activity. */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  const providerWide = hasProviderWideView(user);
  const { timeframe, setTimeframe, data, loading, activityLoading, filterActivity } = useDashboard(providerWide);
  if (!user) return null;

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={isClinician(user) ? 'Clinical Dashboard' : 'Dashboard Overview'}
        subtitle={`Welcome back, ${user.first_name}. Here's what's happening with your lab operations.`}
        actions={
          <Flex gap={16} wrap align="center">
            {/* DECISION: the product's side navigation has no Analytics entry; its overview opens from here */}
            {canViewAnalytics(user) && (
              <Link to="/analytics">
                <BarChartOutlined aria-hidden /> View Analytics
              </Link>
            )}
            <Segmented<Timeframe> aria-label="Time frame" value={timeframe} onChange={setTimeframe} options={TIMEFRAMES} />
          </Flex>
        }
      />

      {loading || !data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 3 }} aria-label="Loading dashboard" />
        </Card>
      ) : (
        <>
          <StatCards data={data} providerWide={providerWide} />
          <TransportWarning user={user} />
          <LowStockAlert count={data.inventory?.low_stock_count ?? 0} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <RecentActivity
                items={data.recent_activity}
                loading={activityLoading}
                showPeople={providerWide}
                filter={providerWide ? <ActivityFilter onChange={filterActivity} /> : undefined}
              />
            </Col>
            <Col xs={24} xl={10}>
              <Flex vertical gap={16}>
                {data.test_trends.length > 0 && <TrendsChart trends={data.test_trends} />}
                {providerWide && <InstitutionPerformance rows={data.institutions?.by_activity ?? []} />}
              </Flex>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
