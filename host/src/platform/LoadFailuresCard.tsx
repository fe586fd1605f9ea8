import { formatDateTime, type RemoteLoadRow, type RemoteLoadWindow } from '@lab/shared';
import { PLATFORM_MESSAGES as T } from '@lab/shared/platform';
import { errorText } from '@lab/shared/client';
import { LoadingSpinner, SectionCard, StatusTag, useLoadedData } from '@lab/shared/react';
import { Alert, Flex, Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { fetchLoadSummary, rollBackCommand, type RemoteStatus } from './platform-data';

const WINDOW_WORDS: Record<RemoteLoadWindow, string> = { hour: 'last hour', day: 'last day' };

/** How loading each remote version went in browsers over the last hour or day; a high failure rate flagged with the command that rolls it back. */
export function LoadFailuresCard({ remotes }: { remotes: RemoteStatus[] }) {
  const [window, setWindow] = useState<RemoteLoadWindow>('hour');
  const summary = useLoadedData(() => fetchLoadSummary(window), [window]);
  const rows = summary.data?.rows ?? [];
  const flagged = rows.filter((row) => row.flagged);

  return (
    <SectionCard
      title={T.failuresTitle}
      extra={
        <Segmented<RemoteLoadWindow>
          aria-label="Period"
          value={window}
          onChange={setWindow}
          options={[
            { label: T.lastHour, value: 'hour' },
            { label: T.lastDay, value: 'day' },
          ]}
        />
      }
    >
      {summary.error ? <Alert type="error" showIcon title={errorText(summary.error, T.loadFailed)} /> : null}
      {summary.loading && !summary.data ? <LoadingSpinner label={T.loading} /> : null}
      <Flex vertical gap={12}>
        {flagged.map((row) => (
          <Alert
            key={`${row.remote} ${row.version}`}
            type="warning"
            showIcon
            title={T.flagged(row.remote, row.version, row.failures, row.loads, WINDOW_WORDS[window])}
            description={
              <span>
                {T.rollBack} <Typography.Text code copyable>{rollBackCommand(row.remote, row.version, remotes.find((r) => r.remote === row.remote))}</Typography.Text>
              </span>
            }
          />
        ))}
        {summary.data && (
          <Table<RemoteLoadRow>
            rowKey={(row) => `${row.remote} ${row.version}`}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            locale={{ emptyText: T.noReports(WINDOW_WORDS[window]) }}
            columns={[
              { title: 'Remote', dataIndex: 'remote' },
              { title: 'Version', dataIndex: 'version' },
              { title: 'Loads', dataIndex: 'loads', align: 'right' },
              {
                title: 'Failures',
                align: 'right',
                render: (_, row) => (row.flagged ? <StatusTag tone="red">{row.failures}</StatusTag> : row.failures),
              },
              { title: 'Users', dataIndex: 'users', align: 'right' },
              {
                title: 'Latest failure',
                render: (_, row) =>
                  row.last_failure && (
                    <Flex vertical>
                      <span>
                        {row.last_failure.outcome} · {formatDateTime(row.last_failure.at)}
                        {row.last_failure.page ? ` · ${row.last_failure.page}` : ''}
                      </span>
                      {row.last_failure.error && <Typography.Text type="secondary">{row.last_failure.error}</Typography.Text>}
                    </Flex>
                  ),
              },
            ]}
          />
        )}
      </Flex>
    </SectionCard>
  );
}
