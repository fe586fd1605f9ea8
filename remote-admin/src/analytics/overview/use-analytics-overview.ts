import type { AnalyticsQuery, AnalyticsTimeframe, AuditSummaryEntry, InstitutionAnalytics, TestTypeAnalytics, UserActivity } from '@lab/shared';
import { useLoadedData, type LoadedData } from '@lab/shared/react';
import { fetchAuditSummary, fetchInstitutionAnalytics, fetchTestTypeAnalytics, fetchUserActivity } from '../analytics-api';

/** Everything the overview's tabs show, for one time frame and filter. */
export interface OverviewData {
  testTypes: TestTypeAnalytics[];
  users: UserActivity[];
  audit: AuditSummaryEntry[];
  /** The Institutions tab and the filter's options; null for those without the filter (not super_admin). */
  institutions: InstitutionAnalytics[] | null;
}

/**
 * The overview's data, loaded once per time frame and filter and shared by all its tabs: the three
 * lists, plus the institutions for a super administrator. One failing fails the load.
 */
export function useAnalyticsOverview(timeframe: AnalyticsTimeframe, institutionFilter: number | undefined, withInstitutions: boolean): LoadedData<OverviewData> {
  return useLoadedData(async () => {
    const query: AnalyticsQuery = institutionFilter ? { timeframe, institution_id: institutionFilter } : { timeframe };
    const [testTypes, users, audit, institutions] = await Promise.all([
      fetchTestTypeAnalytics(query),
      fetchUserActivity(query),
      fetchAuditSummary(query),
      withInstitutions ? fetchInstitutionAnalytics(timeframe) : null,
    ]);
    return { testTypes, users, audit, institutions };
  }, [timeframe, institutionFilter, withInstitutions]);
}
