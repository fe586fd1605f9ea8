// The analytics area's rules: who may open it, who filters by
// institution and sees the Institutions tab, the lists' sizes, the texts. The API and the screens
// both read these.
import { type AccessSubject, hasProviderWideView, may } from './access';
import type { TestRequestStatus } from './test-request-rules';

/** The overview lists the top 5 test types and 5 users; the institution view's top test types too. */
export const ANALYTICS_TOP_N = 5;
/** The user-activity list's length: the most active first (an institution has fewer staff). */
export const USER_ACTIVITY_LIMIT = 100;
/** A patient's timeline lists this many newest requests (the summary counts all of them). */
export const PATIENT_TIMELINE_LIMIT = 100;

/**
 * The overview's Active Users: the users of the activity list who signed in during the period,
 * the same people the institution view's active_users counts (an API test holds them together).
 */
export const signedInUsers = (users: readonly { login_count: number }[]) => users.filter((u) => u.login_count > 0).length;

/** Requests still open: the patient view's pending tests. */
export const OPEN_TEST_STATUSES: readonly TestRequestStatus[] = ['pending', 'approved', 'fulfilled', 'in_progress'];
/** A request of this status counts as completed in completion rates. */
export const COMPLETED_TEST_STATUS: TestRequestStatus = 'completed';

export const ANALYTICS_MESSAGES = {
  denied: "You don't have permission to view analytics.",
  fetchFailed: 'Failed to fetch analytics',
  institutionFailed: 'Failed to fetch institution analytics',
  patientFailed: 'Failed to fetch patient analytics',
  clinicianNotFound: 'Clinician not found',
} as const;

type Subject = AccessSubject | null | undefined;

/** super_admin, institution_admin and client_admin, by their permissions list. */
export function canViewAnalytics(user: Subject): boolean {
  return may(user, 'analytics.view');
}

/** The institution filter dropdown: a super administrator only. */
export function canFilterAnalyticsByInstitution(user: Subject): boolean {
  return canViewAnalytics(user) && hasProviderWideView(user);
}

/** The Institutions tab: a super administrator without an institution filter. */
export function showsInstitutionsTab(user: Subject, institutionFilter: number | null | undefined): boolean {
  return canFilterAnalyticsByInstitution(user) && !institutionFilter;
}

/** part / whole, 0 to 1; 0 when the whole is 0 (never a division by zero). */
export function completionRate(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** A rate of 0 to 1 as the screens show it: '75%', '33.3%'. */
export function formatRate(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${percent}%`;
}
