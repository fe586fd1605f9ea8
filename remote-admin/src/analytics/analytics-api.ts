// The analytics screens' calls, one function per request.
import type {
  AnalyticsQuery,
  AnalyticsTimeframe,
  AuditSummaryEntry,
  AuditSummaryResponse,
  InstitutionAnalytics,
  InstitutionAnalyticsResponse,
  InstitutionDetailAnalytics,
  PatientAnalytics,
  TestTypeAnalytics,
  TestTypeAnalyticsResponse,
  UserActivity,
  UserActivityResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchTestTypeAnalytics(query: AnalyticsQuery): Promise<TestTypeAnalytics[]> {
  const { data } = await apiClient.get<TestTypeAnalyticsResponse>('/analytics/test-types', { params: query });
  return data.test_types;
}

export async function fetchUserActivity(query: AnalyticsQuery): Promise<UserActivity[]> {
  const { data } = await apiClient.get<UserActivityResponse>('/analytics/user-activity', { params: query });
  return data.users;
}

export async function fetchAuditSummary(query: AnalyticsQuery): Promise<AuditSummaryEntry[]> {
  const { data } = await apiClient.get<AuditSummaryResponse>('/analytics/audit-summary', { params: query });
  return data.audit_summary;
}

/** super_admin only: the Institutions tab and the institution filter's options. */
export async function fetchInstitutionAnalytics(timeframe: AnalyticsTimeframe): Promise<InstitutionAnalytics[]> {
  const { data } = await apiClient.get<InstitutionAnalyticsResponse>('/analytics/institutions', { params: { timeframe } });
  return data.institutions;
}

export async function fetchInstitutionDetailAnalytics(id: number, timeframe: AnalyticsTimeframe): Promise<InstitutionDetailAnalytics> {
  const { data } = await apiClient.get<InstitutionDetailAnalytics>(`/analytics/institution/${id}`, { params: { timeframe } });
  return data;
}

export async function fetchPatientAnalytics(id: number): Promise<PatientAnalytics> {
  const { data } = await apiClient.get<PatientAnalytics>(`/analytics/patient/${id}`);
  return data;
}
