import { LoadingSpinner, useLoadedData } from '@lab/shared/react';

import { useCallback, useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import type { AreaModule } from './load-remote-module';
import { PLATFORM_MESSAGES } from '@lab/shared/platform';
import { IncompatibleRemoteError } from './remote-meta';
import { RemoteFallback } from './RemoteFallback';
import { reportRemoteLoad } from './report-load';

interface Props {
  title: string;
  /** Loads the area's module (with its own retries); called again on Retry. */
  load: () => Promise<AreaModule>;
}

/** A remote's area: loaded on first visit, isolated by its own error boundary and fallback card. */
export function RemoteArea({ title, load }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const area = useLoadedData(
    () =>
      load().catch((error: unknown) => {
        console.error(`Could not load ${title}`, error);
        throw error;
      }),
    [load, attempt, title],
  );

  if (area.loading) {
    return (
      <LoadingSpinner size="large" label={`Loading ${title}`} />
    );
  }
  if (area.error instanceof IncompatibleRemoteError) {
    const { meta, provided } = area.error;
    return <RemoteFallback areaTitle={title} onRetry={retry} detail={PLATFORM_MESSAGES.incompatible(title, meta.version, meta.contract, provided)} />;
  }
  if (area.error || !area.data) return <RemoteFallback areaTitle={title} onRetry={retry} />;
  const { default: Component, remote, registryVersion, remoteVersion } = area.data;
  const crashed = (error: unknown) => remote && reportRemoteLoad(remote, registryVersion ?? remoteVersion, 'crashed', error);
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry} onError={crashed} fallback={(again) => <RemoteFallback areaTitle={title} onRetry={again} />}>
      {/* which published version of the remote runs here: for operators and the end-to-end tests */}
      <div data-remote-version={remoteVersion} style={{ display: 'contents' }}>
        <Component />
      </div>
    </AreaErrorBoundary>
  );
}
