import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { canViewMonitoring, REMINDER_MESSAGES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AccessDenied, LoadingSpinner, PageHeader } from '@lab/shared/react';
import { Button, Col, Flex, Row } from 'antd';
import { Link } from 'react-router-dom';
import { refreshLine } from './monitoring-display';
import { MonitoringError } from './MonitoringError';
import { SchedulerStatusCard } from './SchedulerStatusCard';
import { SystemHealthCard } from './SystemHealthCard';
import { UpcomingRemindersTable } from './UpcomingRemindersTable';
import { useMonitoringData } from './use-monitoring-data';

export const CRON_MONITORING_TITLE = 'Cron Job Monitoring';

const backToCms = (
  <Link to="/cms">
    <ArrowLeftOutlined aria-hidden /> Back to CMS
  </Link>
);

/**
 * Cron Job Monitoring (/cms/cron-monitoring), for a user canViewMonitoring lets
 * in; anyone else gets 'Access Denied' and no call is made.
 */
export function CronMonitoringPage() {
  const user = useSession((s) => s.user);
  if (!canViewMonitoring(user)) return <AccessDenied reason={REMINDER_MESSAGES.monitoringDenied} extra={backToCms} />;
  return <CronMonitoring />;
}

/** The page itself: the header with Refresh and the refresh line, a failure's alert, then the three sections. */
function CronMonitoring() {
  const { data, loading, error, refreshedAt, refresh } = useMonitoringData();
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={backToCms}
        title={CRON_MONITORING_TITLE}
        subtitle={refreshLine(refreshedAt)}
        actions={
          // the icon spins while a round runs; the button stays live (the latest round wins)
          <Button icon={<ReloadOutlined spin={loading} />} onClick={refresh}>
            Refresh
          </Button>
        }
      />
      {error ? <MonitoringError error={error} onRetry={refresh} /> : null}
      {data ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <SystemHealthCard health={data.health} />
            </Col>
            <Col xs={24} lg={14}>
              <SchedulerStatusCard status={data.scheduler} />
            </Col>
          </Row>
          <UpcomingRemindersTable upcoming={data.upcoming} />
        </>
      ) : (
        !error && (
          <LoadingSpinner label="Loading monitoring data" />
        )
      )}
    </Flex>
  );
}
