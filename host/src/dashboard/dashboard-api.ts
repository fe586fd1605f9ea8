import { apiClient } from '@lab/shared/client';

export type Timeframe = 7 | 30 | 90;
export type ActivityFilterKind = 'all' | 'institution' | 'clinician';

export interface ActivityItem {
  type: string;
  description: string;
  status: string;
  user_name?: string | null;
  institution_name?: string | null;
  created_at: string;
}

/** GET /analytics/dashboard (spec 1 section 3 "Dashboard analytics response"). */
export interface DashboardData {
  test_requests?: { total?: number };
  patients?: { total?: number };
  results?: { completed?: number };
  fulfillment?: { pending?: number };
  institutions?: { active?: number; by_activity?: { institution_name: string; activity_count: number; last_activity: string | null }[] };
  clinicians?: { total?: number };
  inventory?: { low_stock_count?: number };
  test_trends?: { date: string; count: number }[];
  recent_activity?: ActivityItem[];
}

export interface DashboardParams {
  timeframe: Timeframe;
  activity_filter: ActivityFilterKind;
  include_user_activity: boolean;
  institution_id?: number;
  clinician_id?: number;
}

export async function fetchDashboard(params: DashboardParams): Promise<DashboardData> {
  const { data } = await apiClient.get<DashboardData>('/analytics/dashboard', { params });
  return data;
}

export interface Option {
  id: number;
  name: string;
}

export async function fetchInstitutionOptions(): Promise<Option[]> {
  const { data } = await apiClient.get<{ institutions: Option[] }>('/analytics/institutions');
  return data.institutions.map(({ id, name }) => ({ id, name }));
}

export const CLINICIAN_FILTER_LIMIT = 10;

export async function fetchClinicianOptions(): Promise<Option[]> {
  const { data } = await apiClient.get<{ users: { id: number; first_name: string; last_name: string }[] }>('/analytics/user-activity', { params: { role: 'clinician' } });
  return data.users.slice(0, CLINICIAN_FILTER_LIMIT).map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` }));
}
