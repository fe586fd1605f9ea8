// The analytics screens' calls, one function per request.
import {
  ANALYTICS_PATHS,
  apiPath,
  type AnalyticsQuery,
  type AnalyticsTimeframe,
  type AnalyticsTimeframeQuery,
  type AuditSummaryEntry,
  type AuditSummaryResponse,
  type InstitutionAnalytics,
  type InstitutionAnalyticsResponse,
  type InstitutionDetailAnalytics,
  type PatientAnalytics,
  type TestTypeAnalytics,
  type TestTypeAnalyticsResponse,
  type UserActivity,
  type UserActivityResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchTestTypeAnalytics(query: AnalyticsQuery): Promise<TestTypeAnalytics[]> {
  const { data } = await apiClient.get<TestTypeAnalyticsResponse>(ANALYTICS_PATHS.testTypes, { params: query });
  return data.test_types;
}

export async function fetchUserActivity(query: AnalyticsQuery): Promise<UserActivity[]> {
  const { data } = await apiClient.get<UserActivityResponse>(ANALYTICS_PATHS.userActivity, { params: query });
  return data.users;
}

export async function fetchAuditSummary(query: AnalyticsQuery): Promise<AuditSummaryEntry[]> {
  const { data } = await apiClient.get<AuditSummaryResponse>(ANALYTICS_PATHS.auditSummary, { params: query });
  return data.audit_summary;
}

/** super_admin only: the Institutions tab and the institution filter's options. */
export async function fetchInstitutionAnalytics(timeframe: AnalyticsTimeframe): Promise<InstitutionAnalytics[]> {
  const params: AnalyticsTimeframeQuery = { timeframe };
  const { data } = await apiClient.get<InstitutionAnalyticsResponse>(ANALYTICS_PATHS.institutions, { params });
  return data.institutions;
}

export async function fetchInstitutionDetailAnalytics(id: number, timeframe: AnalyticsTimeframe): Promise<InstitutionDetailAnalytics> {
  const params: AnalyticsTimeframeQuery = { timeframe };
  const { data } = await apiClient.get<InstitutionDetailAnalytics>(apiPath(ANALYTICS_PATHS.institution, { id }), { params });
  return data;
}

export async function fetchPatientAnalytics(id: number): Promise<PatientAnalytics> {
  const { data } = await apiClient.get<PatientAnalytics>(apiPath(ANALYTICS_PATHS.patient, { id }));
  return data;
}
