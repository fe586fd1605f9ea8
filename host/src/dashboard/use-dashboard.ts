import { ACTIVITY_FILTER, DEFAULT_TIMEFRAME, type ActivityFilterKind, type Timeframe } from '@lab/shared';
import { useLoadedData } from '@lab/shared/react';
import { useCallback, useState } from 'react';
import { fetchDashboard } from './dashboard-api';

export interface ActivitySelection {
  kind: ActivityFilterKind;
  id?: number;
}

/**
 * Loads the dashboard for a time frame. A recent-activity filter other than 'all' replaces only
 * the activity list; 'all' reloads everything. Failures are logged only.
 */
export function useDashboard(providerWide: boolean) {
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [activityLoading, setActivityLoading] = useState(false);
  const { data, loading, reload, setData } = useLoadedData(
    () =>
      fetchDashboard({ timeframe, activity_filter: ACTIVITY_FILTER.all, include_user_activity: providerWide }).catch((error: unknown) => {
        console.error('Failed to load dashboard', error);
        throw error;
      }),
    [timeframe, providerWide],
  );

  const filterActivity = useCallback(
    (selection: ActivitySelection) => {
      if (selection.kind === ACTIVITY_FILTER.all) {
        reload();
        return;
      }
      if (!selection.id) return;
      setActivityLoading(true);
      fetchDashboard({
        timeframe,
        activity_filter: selection.kind,
        include_user_activity: providerWide,
        ...(selection.kind === ACTIVITY_FILTER.byInstitution ? { institution_id: selection.id } : { clinician_id: selection.id }),
      })
        .then((filtered) => setData((previous) => previous && { ...previous, recent_activity: filtered.recent_activity }))
        .catch((error: unknown) => console.error('Failed to filter recent activity', error))
        .finally(() => setActivityLoading(false));
    },
    [timeframe, providerWide, reload, setData],
  );

  return { timeframe, setTimeframe, data, loading, activityLoading, filterActivity };
}
