import { ANALYTICS_MESSAGES, canFilterAnalyticsByInstitution, showsInstitutionsTab, type AnalyticsTimeframe, type SessionUser } from '@lab/shared';
import { PageHeader, useUrlQuery } from '@lab/shared/react';
import { BarChartOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Spin, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { AnalyticsError } from '../AnalyticsError';
import { ANALYTICS_PARAMS, institutionViewPath } from '../analytics-url';
import { InstitutionFilterSelect } from '../InstitutionFilterSelect';
import { TimeframeSelect } from '../TimeframeSelect';
import { AuditLogsTab } from './AuditLogsTab';
import { InstitutionsTab } from './InstitutionsTab';
import { OverviewTab } from './OverviewTab';
import { TestTypesTab } from './TestTypesTab';
import { useAnalyticsOverview, type OverviewData } from './use-analytics-overview';
import { UserActivityTab } from './UserActivityTab';

interface AnalyticsOverviewPageProps {
  user: SessionUser;
  timeframe: AnalyticsTimeframe;
  /** The address's institution filter; only a super administrator's counts. */
  institutionFilter: number | undefined;
}

/**
 * The analytics overview (/analytics): a time frame, a super administrator's
 * institution filter, and the tabs Overview, Test Types, Institutions (super_admin without a
 * filter, third), User Activity and Audit Logs, all fed by one load.
 */
export function AnalyticsOverviewPage({ user, timeframe, institutionFilter }: AnalyticsOverviewPageProps) {
  const { change } = useUrlQuery();
  const canFilter = canFilterAnalyticsByInstitution(user);
  const filter = canFilter ? institutionFilter : undefined;
  const { data, loading, error, reload } = useAnalyticsOverview(timeframe, filter, canFilter);
  const [activeTab, setActiveTab] = useState('overview');

  /** A tab's body: its content once the data is there, a skeleton before, the failure instead. */
  const body = (render: (ready: OverviewData) => ReactNode) => {
    if (error) return <AnalyticsError error={error} fallback={ANALYTICS_MESSAGES.fetchFailed} onRetry={reload} />;
    if (!data) return <Skeleton active />;
    return <Spin spinning={loading}>{render(data)}</Spin>;
  };

  const tabs = [
    { key: 'overview', label: 'Overview', children: body((d) => <OverviewTab data={d} />) },
    { key: 'test-types', label: 'Test Types', children: body((d) => <TestTypesTab testTypes={d.testTypes} />) },
    ...(showsInstitutionsTab(user, filter) ? [{ key: 'institutions', label: 'Institutions', children: body((d) => <InstitutionsTab institutions={d.institutions ?? []} timeframe={timeframe} />) }] : []),
    { key: 'user-activity', label: 'User Activity', children: body((d) => <UserActivityTab users={d.users} />) },
    { key: 'audit-logs', label: 'Audit Logs', children: body((d) => <AuditLogsTab audit={d.audit} />) },
  ];

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Analytics"
        subtitle="Test requests, users and audited activity over time"
        actions={
          <Flex gap={12} wrap align="center">
            {/* without the Institutions tab, their own institution's view is one click away */}
            {!canFilter && user.institution_id != null && (
              <Link to={institutionViewPath(user.institution_id, timeframe)}>
                <BarChartOutlined aria-hidden /> Institution View
              </Link>
            )}
            {canFilter && (
              <InstitutionFilterSelect
                value={filter}
                institutions={data?.institutions ?? null}
                onChange={(id) => change({ [ANALYTICS_PARAMS.institutionFilter]: id ? String(id) : undefined })}
              />
            )}
            <TimeframeSelect value={timeframe} onChange={(days) => change({ [ANALYTICS_PARAMS.timeframe]: String(days) })} />
          </Flex>
        }
      />
      <Tabs activeKey={tabs.some((t) => t.key === activeTab) ? activeTab : 'overview'} onChange={setActiveTab} items={tabs} />
    </Flex>
  );
}
