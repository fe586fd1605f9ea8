import { useCallback, useEffect, useState } from 'react';
import { fetchDashboard, type ActivityFilterKind, type DashboardData, type Timeframe } from './dashboard-api';

export interface ActivitySelection {
  kind: ActivityFilterKind;
  id?: number;
}

/**
 * Loads the dashboard for a time frame. A recent-activity filter other than 'all' replaces only
 * the activity list; 'all' reloads everything. Failures are logged only (spec 1 section 8).
 */
export function useDashboard(isSuperAdmin: boolean) {
  const [timeframe, setTimeframe] = useState<Timeframe>(30);
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [activityLoading, setActivityLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchDashboard({ timeframe, activity_filter: 'all', include_user_activity: isSuperAdmin })
      .then((loaded) => current && setData(loaded))
      .catch((error: unknown) => console.error('Failed to load dashboard', error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [timeframe, isSuperAdmin, reloads]);

  const filterActivity = useCallback(
    (selection: ActivitySelection) => {
      if (selection.kind === 'all') {
        setReloads((n) => n + 1);
        return;
      }
      if (!selection.id) return;
      setActivityLoading(true);
      fetchDashboard({
        timeframe,
        activity_filter: selection.kind,
        include_user_activity: isSuperAdmin,
        ...(selection.kind === 'institution' ? { institution_id: selection.id } : { clinician_id: selection.id }),
      })
        .then((filtered) => setData((previous) => ({ ...(previous ?? {}), recent_activity: filtered.recent_activity ?? [] })))
        .catch((error: unknown) => console.error('Failed to filter recent activity', error))
        .finally(() => setActivityLoading(false));
    },
    [timeframe, isSuperAdmin],
  );

  return { timeframe, setTimeframe, data, loading, activityLoading, filterActivity };
}
