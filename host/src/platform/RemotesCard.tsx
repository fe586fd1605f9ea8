import { PLATFORM_MESSAGES as T } from '@lab/shared/platform';
import { SectionCard, StatusTag } from '@lab/shared/react';
import { formatDateTime } from '@lab/shared';
import { Flex, Table, Typography } from 'antd';
import { PLATFORM_CONTRACT } from '../build-constants';
import type { RemoteStatus, VersionStatus } from './platform-data';

function Compatibility({ status }: { status: VersionStatus }) {
  if (status.compatible === null) return <StatusTag tone="gold">{T.undeclared}</StatusTag>;
  return status.compatible ? <StatusTag tone="green">{T.compatible}</StatusTag> : <StatusTag tone="red">{T.needsContract(status.meta!.contract)}</StatusTag>;
}

function Version({ status }: { status: VersionStatus }) {
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong>{status.version}</Typography.Text>
      <Compatibility status={status} />
    </Flex>
  );
}

/** Each remote's version in use, its canary, its build and the versions published beside it. */
export function RemotesCard({ remotes }: { remotes: RemoteStatus[] }) {
  return (
    <SectionCard title={T.remotesTitle}>
      <Typography.Paragraph>{T.provides(PLATFORM_CONTRACT)}</Typography.Paragraph>
      <Table<RemoteStatus>
        rowKey="remote"
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        dataSource={remotes}
        columns={[
          { title: 'Remote', dataIndex: 'remote' },
          { title: 'In use', render: (_, row) => <Version status={row.main} /> },
          { title: 'Canary', render: (_, row) => (row.canary ? <span>{T.canary(row.canary.version, row.canary.institutions, row.canary.percent)}</span> : T.noCanary) },
          { title: 'Built', render: (_, row) => (row.main.meta ? formatDateTime(row.main.meta.builtAt) : '') },
          { title: 'Contract', render: (_, row) => row.main.meta?.contract ?? '' },
          {
            title: 'Published versions',
            render: (_, row) =>
              row.published === null ? (
                <Typography.Text type="secondary">{T.notListed}</Typography.Text>
              ) : (
                <Flex vertical gap={4}>
                  {row.published.map((status) => (
                    <Version key={status.version} status={status} />
                  ))}
                </Flex>
              ),
          },
        ]}
      />
    </SectionCard>
  );
}
