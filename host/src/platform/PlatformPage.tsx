import { PLATFORM_MESSAGES as T } from '@lab/shared/platform';
import { LoadingSpinner, PageHeader, useLoadedData } from '@lab/shared/react';
import { Alert, Flex } from 'antd';
import { LoadFailuresCard } from './LoadFailuresCard';
import { loadRemoteStatuses } from './platform-data';
import { RemotesCard } from './RemotesCard';

/** The platform operators' page: which version of each remote runs, and how loading them went. */
export function PlatformPage() {
  const remotes = useLoadedData(() => loadRemoteStatuses(), []);
  return (
    <Flex vertical gap={24}>
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      {remotes.error ? <Alert type="error" showIcon title={T.registryUnreadable} /> : null}
      {remotes.loading ? <LoadingSpinner label={T.loading} /> : null}
      {remotes.data && <RemotesCard remotes={remotes.data} />}
      <LoadFailuresCard remotes={remotes.data ?? []} />
    </Flex>
  );
}
