import { formatDateTime, formatRequestId, type SchedulerInstance, type SchedulerStatus } from '@lab/shared';
import { VisuallyHidden } from '@lab/shared/react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

type ActiveJob = SchedulerStatus['activeJobs'][number];

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

const INSTANCE_COLUMNS: TableColumnsType<SchedulerInstance> = [
  { title: 'Instance', key: 'instanceId', render: (_, i) => <Typography.Text code>{i.instanceId}</Typography.Text> },
  { title: 'Started', key: 'startedAt', render: (_, i) => nowrap(formatDateTime(i.startedAt)) },
  { title: 'Last run', key: 'lastRunAt', render: (_, i) => nowrap(formatDateTime(i.lastRunAt, 'Not yet')) },
  { title: 'Last error', key: 'lastError', render: (_, i) => (i.lastError ? <Typography.Text type="danger">{i.lastError}</Typography.Text> : <Typography.Text type="secondary">None</Typography.Text>) },
];

/** The scheduler instances seen in the last 10 minutes, with their last pass. */
export function SchedulerInstancesTable({ instances }: { instances: SchedulerInstance[] }) {
  return (
    <Table<SchedulerInstance>
      rowKey="instanceId"
      size="small"
      caption={<VisuallyHidden>Scheduler instances</VisuallyHidden>}
      columns={INSTANCE_COLUMNS}
      dataSource={instances}
      pagination={false}
      locale={{ emptyText: 'No scheduler instance has run in the last 10 minutes' }}
    />
  );
}

const JOB_COLUMNS: TableColumnsType<ActiveJob> = [
  { title: 'Job', key: 'name', dataIndex: 'name' },
  { title: 'Test request', key: 'testRequestId', render: (_, job) => <Link to={`/tests/${job.testRequestId}`}>{formatRequestId(job.testRequestId)}</Link> },
  { title: 'Scheduled for', key: 'scheduledFor', render: (_, job) => nowrap(formatDateTime(job.scheduledFor)) },
];

/** The soonest reminders waiting to be sent. */
export function ActiveJobsTable({ jobs }: { jobs: ActiveJob[] }) {
  return (
    <Table<ActiveJob>
      rowKey={(job) => `${job.name}-${job.testRequestId}-${job.scheduledFor}`}
      size="small"
      caption={<VisuallyHidden>Active jobs</VisuallyHidden>}
      columns={JOB_COLUMNS}
      dataSource={jobs}
      pagination={false}
      locale={{ emptyText: 'No active jobs' }}
    />
  );
}
