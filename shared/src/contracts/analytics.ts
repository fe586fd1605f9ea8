// The analytics answers: the overview (test types, institutions, user activity, audit summary),
// one institution's view and one patient's view. The dashboard's activity filter takes its choices from the
// institutions and user-activity lists too.
import type { Role } from '../access';
import type { TestRequestStatus } from '../test-request-rules';

/** The time frames of the analytics lists, in days; 30 by default. */
export const ANALYTICS_TIMEFRAMES = [7, 30, 90, 365] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = 30;

/** GET /analytics/test-types, /analytics/user-activity, /analytics/audit-summary. */
export interface AnalyticsQuery {
  timeframe?: AnalyticsTimeframe;
  /** Narrows to one institution (super_admin's filter; others may name only their own). */
  institution_id?: number;
}

/** A test type (the requests' test name) with its requests in the time frame. */
export interface TestTypeAnalytics {
  name: string;
  category: string | null;
  request_count: number;
  /** Completed requests of those, 0 to 1 (0 when there are none). */
  completion_rate: number;
}

export interface TestTypeAnalyticsResponse {
  /** Most requested first. */
  test_types: TestTypeAnalytics[];
}

/** An institution with its counts in the time frame (super_admin). */
export interface InstitutionAnalytics {
  id: number;
  name: string;
  /** Its active staff now. */
  user_count: number;
  /** Its patients now (archived ones left out). */
  patient_count: number;
  /** Requested in the time frame. */
  test_request_count: number;
  /** Results made final in the time frame. */
  completed_results_count: number;
}

export interface InstitutionAnalyticsResponse {
  institutions: InstitutionAnalytics[];
}

export interface UserActivityQuery extends AnalyticsQuery {
  role?: Role;
}

/** An active user in the caller's scope with what they did in the time frame. */
export interface UserActivity {
  id: number;
  first_name: string;
  last_name: string;
  role: Role;
  institution_name: string | null;
  /** Sign-ins in the time frame (the audit log's). */
  login_count: number;
  requests_created: number;
  results_entered: number;
  /** Their newest audited action, any time; null when none. */
  last_activity: string | null;
}

export interface UserActivityResponse {
  /** Most active first (sign-ins, requests and results together), at most USER_ACTIVITY_LIMIT. */
  users: UserActivity[];
}

/** Audited actions of one kind on one day (UTC), in the caller's scope. */
export interface AuditSummaryEntry {
  action: string;
  /** What the action was on (the audit log's entity type: patient, test_request, session…). */
  table_name: string;
  count: number;
  /** YYYY-MM-DD */
  date: string;
}

export interface AuditSummaryResponse {
  /** Newest day first; within a day, the most frequent first. */
  audit_summary: AuditSummaryEntry[];
}

/** GET /analytics/institution/{id}?timeframe */
export interface InstitutionDetailAnalytics {
  institution_name: string;
  summary: {
    /** Requested in the time frame. */
    test_requests: number;
    /** Its patients now (archived ones left out). */
    patients: number;
    /** Its staff who signed in within the time frame. */
    active_users: number;
    /** Results made final in the time frame. */
    completed_results: number;
  };
  /** The time frame's requests by their status now; statuses without requests left out. */
  test_requests_by_status: { status: TestRequestStatus; count: number }[];
  /** At most ANALYTICS_TOP_N, most requested first. */
  top_test_types: { test_type_name: string; count: number }[];
  /** The institution's clinicians, each with their patients there now; most patients first. */
  clinician_performance: { id: number; name: string; patient_count: number }[];
}

/** One request in a patient's timeline (exactly these fields). */
export interface PatientTimelineEntry {
  /** When it was requested. */
  date: string;
  test_type: string;
  status: TestRequestStatus;
  completed: boolean;
  /** When its result was made final; null before. */
  result_date: string | null;
}

/** GET /analytics/patient/{id}: every request of the patient in the caller's scope. */
export interface PatientAnalytics {
  patient_name: string;
  summary: {
    total_tests: number;
    completed_tests: number;
    /** Still open: pending, approved, fulfilled or in progress. */
    pending_tests: number;
    /** completed_tests / total_tests, 0 to 1 (0 when there are none). */
    completion_rate: number;
  };
  /** Most frequent first. */
  test_frequency: { test_type: string; count: number }[];
  /** Newest first, at most PATIENT_TIMELINE_LIMIT. */
  timeline: PatientTimelineEntry[];
}
