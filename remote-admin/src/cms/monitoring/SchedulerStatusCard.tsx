import type { SchedulerStatus } from '@lab/shared';
import { SectionCard, StatusTag } from '@lab/shared/react';
import { Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import { statusWord, SYSTEM_TONES } from './monitoring-display';
import { ActiveJobsTable, SchedulerInstancesTable } from './scheduler-tables';

const LAST_DAY: { title: string; field: keyof SchedulerStatus['last24Hours'] }[] = [
  { title: 'Sent', field: 'sent' },
  { title: 'Failed', field: 'failed' },
  { title: 'Missed', field: 'missed' },
  { title: 'Unconfirmed', field: 'unconfirmed' },
];

const Subheading = ({ children }: { children: string }) => (
  <Typography.Title level={4} style={{ margin: 0, fontSize: 14 }}>
    {children}
  </Typography.Title>
);

/**
 * Scheduler Status (GET /cron/scheduler-status): the active job count, the
 * scheduler ON/OFF, the system status, the instances, the last 24 hours and the active jobs.
 */
export function SchedulerStatusCard({ status }: { status: SchedulerStatus }) {
  return (
    <SectionCard title="Scheduler Status">
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]} align="middle">
          <Col xs={24} sm={8}>
            <Statistic title="Active cron jobs" value={status.totalJobs} />
          </Col>
          <Col xs={24} sm={16}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'scheduler', label: 'Scheduler', children: <StatusTag tone={status.schedulerEnabled ? 'green' : 'default'}>{status.schedulerEnabled ? 'ON' : 'OFF'}</StatusTag> },
                { key: 'system', label: 'System status', children: <StatusTag tone={SYSTEM_TONES[status.systemStatus] ?? 'default'}>{statusWord(status.systemStatus)}</StatusTag> },
              ]}
            />
          </Col>
        </Row>
        <Subheading>Last 24 hours</Subheading>
        <Row gutter={[16, 16]}>
          {LAST_DAY.map(({ title, field }) => (
            <Col key={field} xs={12} sm={6}>
              <Statistic title={title} value={status.last24Hours[field]} />
            </Col>
          ))}
        </Row>
        <Subheading>Instances</Subheading>
        <SchedulerInstancesTable instances={status.instances} />
        <Subheading>Active jobs</Subheading>
        <ActiveJobsTable jobs={status.activeJobs} />
      </Flex>
    </SectionCard>
  );
}
