// The analytics lists (spec 3 "General analytics"): GET /analytics/institutions and GET /analytics/user-activity.
// The dashboard's activity filter takes its choices from them.
import type { Role } from '../roles';

/** The time frames of the analytics lists, in days (spec 3 section 9); 30 by default. */
export const ANALYTICS_TIMEFRAMES = [7, 30, 90, 365] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];

/** An institution with its counts in the time frame (super_admin). */
export interface InstitutionAnalytics {
  id: number;
  name: string;
  user_count: number;
  patient_count: number;
  test_request_count: number;
  completed_results_count: number;
}

export interface InstitutionAnalyticsResponse {
  institutions: InstitutionAnalytics[];
}

export interface UserActivityQuery {
  role?: Role;
  timeframe?: AnalyticsTimeframe;
  institution_id?: number;
}

/** An active user in the caller's scope with what they did in the time frame. */
export interface UserActivity {
  id: number;
  first_name: string;
  last_name: string;
  role: Role;
  institution_name: string | null;
  login_count: number;
  requests_created: number;
  results_entered: number;
  last_activity: string | null;
}

export interface UserActivityResponse {
  users: UserActivity[];
}
