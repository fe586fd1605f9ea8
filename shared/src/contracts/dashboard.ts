// The dashboard API: GET /analytics/dashboard.
import type { ActivityType } from '../activity';

/** The time frames the dashboard offers, in days. */
export const DASHBOARD_TIMEFRAMES = [7, 30, 90] as const;
export type Timeframe = (typeof DASHBOARD_TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = 30;

/** Whose recent activity a super_admin looks at. */
export const ACTIVITY_FILTER_KINDS = ['all', 'institution', 'clinician'] as const;
export type ActivityFilterKind = (typeof ACTIVITY_FILTER_KINDS)[number];

/** The filter kinds by name: 'clinician' here is a filter, not a role, so pages use these. */
export const ACTIVITY_FILTER = {
  all: 'all',
  byInstitution: 'institution',
  byClinician: 'clinician',
} as const satisfies Record<string, ActivityFilterKind>;

/** The clinician filter offers the first 10 clinicians. */
export const CLINICIAN_FILTER_LIMIT = 10;

export interface DashboardQuery {
  timeframe: Timeframe;
  activity_filter: ActivityFilterKind;
  include_user_activity: boolean;
  institution_id?: number;
  clinician_id?: number;
}

export interface ActivityItem {
  type: ActivityType;
  description: string;
  status: string;
  /** super_admin only, with include_user_activity. */
  user_name?: string | null;
  institution_name?: string | null;
  created_at: string;
  /** Where the item's record opens: /tests/{id}, /results/{id}, /patients/{id} or /fulfillment/{id}. */
  link?: string | null;
}

export interface InstitutionActivity {
  institution_name: string;
  activity_count: number;
  last_activity: string | null;
}

export interface TrendPoint {
  /** YYYY-MM-DD */
  date: string;
  count: number;
}

/** Figures of areas the caller cannot reach are absent; institutions and clinicians are super_admin's. */
export interface DashboardResponse {
  test_requests: { total: number };
  patients?: { total: number };
  results: { completed: number };
  fulfillment?: { pending: number };
  institutions?: { active: number; by_activity: InstitutionActivity[] };
  clinicians?: { total: number };
  inventory?: { low_stock_count: number };
  /** Requests per day of the last 7 days; empty when there were none. */
  test_trends: TrendPoint[];
  recent_activity: ActivityItem[];
}
