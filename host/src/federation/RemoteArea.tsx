import { Flex, Spin } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import type { AreaModule } from './load-remote-module';
import { RemoteFallback } from './RemoteFallback';

type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'failed' };

interface Props {
  title: string;
  /** Loads the area's module (with its own retries); called again on Retry. */
  load: () => Promise<AreaModule>;
}

/** A remote's area: loaded on first visit, isolated by its own error boundary and fallback card. */
export function RemoteArea({ title, load }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (module) => current && setState({ status: 'ready', Component: module.default }),
      (error: unknown) => {
        console.error(`Could not load ${title}`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, title]);

  if (state.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={`Loading ${title}`} />
      </Flex>
    );
  }
  if (state.status === 'failed') return <RemoteFallback areaTitle={title} onRetry={retry} />;
  const { Component } = state;
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry} fallback={(again) => <RemoteFallback areaTitle={title} onRetry={again} />}>
      <Component />
    </AreaErrorBoundary>
  );
}
