import {
  ANALYTICS_PATHS,
  CLINICIAN_FILTER_LIMIT,
  CLINICIAN_ROLE,
  type DashboardQuery,
  type DashboardResponse,
  type InstitutionAnalyticsResponse,
  type UserActivityQuery,
  type UserActivityResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchDashboard(query: DashboardQuery): Promise<DashboardResponse> {
  const { data } = await apiClient.get<DashboardResponse>(ANALYTICS_PATHS.dashboard, { params: query });
  return data;
}

/** A choice of the recent-activity filter. */
export interface FilterOption {
  id: number;
  name: string;
}

export async function fetchInstitutionOptions(): Promise<FilterOption[]> {
  const { data } = await apiClient.get<InstitutionAnalyticsResponse>(ANALYTICS_PATHS.institutions);
  return data.institutions.map(({ id, name }) => ({ id, name }));
}

export async function fetchClinicianOptions(): Promise<FilterOption[]> {
  const params: UserActivityQuery = { role: CLINICIAN_ROLE };
  const { data } = await apiClient.get<UserActivityResponse>(ANALYTICS_PATHS.userActivity, { params });
  return data.users.slice(0, CLINICIAN_FILTER_LIMIT).map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` }));
}
