import { ArrowLeftOutlined } from '@ant-design/icons';
import { ANALYTICS_MESSAGES, type AnalyticsTimeframe } from '@lab/shared';
import { PageHeader, useLoadedData, useUrlQuery } from '@lab/shared/react';
import { Flex, Skeleton, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { fetchInstitutionDetailAnalytics } from '../analytics-api';
import { AnalyticsError } from '../AnalyticsError';
import { ANALYTICS_PARAMS, overviewPath } from '../analytics-url';
import { TimeframeSelect } from '../TimeframeSelect';
import { InstitutionAnalyticsDetail } from './InstitutionAnalyticsDetail';

/**
 * One institution's analytics (/analytics?institution_id={id}): a time frame
 * and the way back to the overview. An institution outside the viewer's scope answers 404, whose
 * text the server gives ('Institution not found').
 */
export function InstitutionAnalyticsPage({ institutionId, timeframe }: { institutionId: number; timeframe: AnalyticsTimeframe }) {
  const { change } = useUrlQuery();
  const { data, loading, error, reload } = useLoadedData(() => fetchInstitutionDetailAnalytics(institutionId, timeframe), [institutionId, timeframe]);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={
          <Link to={overviewPath(timeframe)}>
            <ArrowLeftOutlined aria-hidden /> Back to Overview
          </Link>
        }
        title={data && !error ? data.institution_name : 'Institution Analytics'}
        subtitle="Test requests, patients and clinicians of one institution"
        actions={<TimeframeSelect value={timeframe} onChange={(days) => change({ [ANALYTICS_PARAMS.timeframe]: String(days) })} />}
      />
      {error ? (
        <AnalyticsError error={error} fallback={ANALYTICS_MESSAGES.institutionFailed} onRetry={reload} />
      ) : data ? (
        <Spin spinning={loading}>
          <InstitutionAnalyticsDetail analytics={data} />
        </Spin>
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
