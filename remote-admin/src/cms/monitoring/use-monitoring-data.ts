import { MONITORING_REFRESH_MS } from '@lab/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMonitoringData, type MonitoringData } from './monitoring-api';

export interface MonitoringState {
  /** The last good round; kept through a failed one. */
  data: MonitoringData | undefined;
  /** True while a round runs. */
  loading: boolean;
  /** Why the latest round failed; null once a round succeeds (it stays while a retry runs, so it does not flicker). */
  error: unknown;
  /** When the last good round arrived. */
  refreshedAt: Date | null;
  /** Fetches again now. */
  refresh(): void;
}

/**
 * The monitoring data: fetched on mount, again every MONITORING_REFRESH_MS
 * and on refresh(). Only the latest round counts; the interval stops, and late answers are dropped,
 * once the page is left.
 */
export function useMonitoringData(): MonitoringState {
  const [state, setState] = useState<Omit<MonitoringState, 'refresh'>>({ data: undefined, loading: true, error: null, refreshedAt: null });
  const latest = useRef(0);
  const mounted = useRef(false);

  const refresh = useCallback(() => {
    const round = ++latest.current;
    const current = () => mounted.current && round === latest.current;
    setState((s) => ({ ...s, loading: true }));
    fetchMonitoringData().then(
      (data) => current() && setState({ data, loading: false, error: null, refreshedAt: new Date() }),
      (error: unknown) => current() && setState((s) => ({ ...s, loading: false, error })),
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    refresh();
    const timer = setInterval(refresh, MONITORING_REFRESH_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [refresh]);

  return { ...state, refresh };
}
