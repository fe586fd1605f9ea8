// The analytics answers: the overview (test types, institutions, user activity, audit summary),
// one institution's view and one patient's view. The dashboard's activity filter takes its choices from the
// institutions and user-activity lists too. Each shape is a TypeBox schema: the API validates and
// documents with it, and its `Static` type is what the screens use.
import { ROLES } from '../access';
import { TEST_REQUEST_STATUSES } from '../test-request-rules';
import { Id, IntegerEnum, Nullable, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const ANALYTICS_PATHS = {
  dashboard: '/analytics/dashboard',
  testTypes: '/analytics/test-types',
  institutions: '/analytics/institutions',
  userActivity: '/analytics/user-activity',
  auditSummary: '/analytics/audit-summary',
  institution: '/analytics/institution/:id',
  patient: '/analytics/patient/:id',
} as const;

/** The time frames of the analytics lists, in days; 30 by default. */
export const ANALYTICS_TIMEFRAMES = [7, 30, 90, 365] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = 30;

const timeframe = Type.Optional(IntegerEnum(ANALYTICS_TIMEFRAMES, { default: DEFAULT_ANALYTICS_TIMEFRAME }));

/** GET /analytics/institutions and /analytics/institution/{id}: the time frame alone. */
export const AnalyticsTimeframeQuery = Type.Object({ timeframe }, { additionalProperties: false });
export type AnalyticsTimeframeQuery = Static<typeof AnalyticsTimeframeQuery>;

/**
 * GET /analytics/test-types, /analytics/audit-summary. institution_id narrows to one institution
 * (super_admin's filter; others may name only their own).
 */
export const AnalyticsQuery = Type.Object({ timeframe, institution_id: Type.Optional(Id) }, { additionalProperties: false });
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

/** GET /analytics/user-activity: the analytics query and, optionally, one role. */
export const UserActivityQuery = Type.Object({ ...AnalyticsQuery.properties, role: Type.Optional(StringEnum(ROLES)) }, { additionalProperties: false });
export type UserActivityQuery = Static<typeof UserActivityQuery>;

const count = Type.Integer();
const rate = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

/** A test type (the requests' test name) with its requests in the time frame. */
export const TestTypeAnalytics = Type.Object({
  name: Type.String(),
  category: Nullable(Type.String()),
  request_count: count,
  completion_rate: rate('Completed requests of those, 0 to 1 (0 when there are none).'),
});
export type TestTypeAnalytics = Static<typeof TestTypeAnalytics>;

export const TestTypeAnalyticsResponse = Type.Object({ test_types: Type.Array(TestTypeAnalytics, { description: 'Most requested first.' }) });
export type TestTypeAnalyticsResponse = Static<typeof TestTypeAnalyticsResponse>;

/** An institution with its counts in the time frame (super_admin). */
export const InstitutionAnalytics = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  user_count: Type.Integer({ description: 'Its active staff now.' }),
  patient_count: Type.Integer({ description: 'Its patients now (archived ones left out).' }),
  test_request_count: Type.Integer({ description: 'Requested in the time frame.' }),
  completed_results_count: Type.Integer({ description: 'Results made final in the time frame.' }),
});
export type InstitutionAnalytics = Static<typeof InstitutionAnalytics>;

export const InstitutionAnalyticsResponse = Type.Object({ institutions: Type.Array(InstitutionAnalytics) });
export type InstitutionAnalyticsResponse = Static<typeof InstitutionAnalyticsResponse>;

/** An active user in the caller's scope with what they did in the time frame. */
export const UserActivity = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: StringEnum(ROLES),
  institution_name: Nullable(Type.String()),
  login_count: Type.Integer({ description: "Sign-ins in the time frame (the audit log's)." }),
  requests_created: count,
  results_entered: count,
  last_activity: Nullable(Type.String({ description: 'Their newest audited action, any time; null when none.' })),
});
export type UserActivity = Static<typeof UserActivity>;

export const UserActivityResponse = Type.Object({
  users: Type.Array(UserActivity, { description: 'Most active first (sign-ins, requests and results together), at most USER_ACTIVITY_LIMIT.' }),
});
export type UserActivityResponse = Static<typeof UserActivityResponse>;

/** Audited actions of one kind on one day (UTC), in the caller's scope. */
export const AuditSummaryEntry = Type.Object({
  action: Type.String(),
  table_name: Type.String({ description: 'What the action was on (the audit log\'s entity type: patient, test_request, session…).' }),
  count,
  date: Type.String({ description: 'YYYY-MM-DD' }),
});
export type AuditSummaryEntry = Static<typeof AuditSummaryEntry>;

export const AuditSummaryResponse = Type.Object({ audit_summary: Type.Array(AuditSummaryEntry, { description: 'Newest day first; within a day, the most frequent first.' }) });
export type AuditSummaryResponse = Static<typeof AuditSummaryResponse>;

const testRequestStatus = StringEnum(TEST_REQUEST_STATUSES);

/** GET /analytics/institution/{id}?timeframe */
export const InstitutionDetailAnalytics = Type.Object({
  institution_name: Type.String(),
  summary: Type.Object({
    test_requests: Type.Integer({ description: 'Requested in the time frame.' }),
    patients: Type.Integer({ description: 'Its patients now (archived ones left out).' }),
    active_users: Type.Integer({ description: 'Its staff who signed in within the time frame.' }),
    completed_results: Type.Integer({ description: 'Results made final in the time frame.' }),
  }),
  test_requests_by_status: Type.Array(Type.Object({ status: testRequestStatus, count }), {
    description: "The time frame's requests by their status now; statuses without requests left out.",
  }),
  top_test_types: Type.Array(Type.Object({ test_type_name: Type.String(), count }), { description: 'At most ANALYTICS_TOP_N, most requested first.' }),
  clinician_performance: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), patient_count: count }), {
    description: "The institution's clinicians, each with their patients there now; most patients first.",
  }),
});
export type InstitutionDetailAnalytics = Static<typeof InstitutionDetailAnalytics>;

/** One request in a patient's timeline (exactly these fields). */
export const PatientTimelineEntry = Type.Object({
  date: Type.String({ description: 'When it was requested.' }),
  test_type: Type.String(),
  status: testRequestStatus,
  completed: Type.Boolean(),
  result_date: Nullable(Type.String({ description: 'When its result was made final; null before.' })),
});
export type PatientTimelineEntry = Static<typeof PatientTimelineEntry>;

/** GET /analytics/patient/{id}: every request of the patient in the caller's scope. */
export const PatientAnalytics = Type.Object({
  patient_name: Type.String(),
  summary: Type.Object({
    total_tests: count,
    completed_tests: count,
    pending_tests: Type.Integer({ description: 'Still open: pending, approved, fulfilled or in progress.' }),
    completion_rate: rate('completed_tests / total_tests, 0 to 1 (0 when there are none).'),
  }),
  test_frequency: Type.Array(Type.Object({ test_type: Type.String(), count }), { description: 'Most frequent first.' }),
  timeline: Type.Array(PatientTimelineEntry, { description: 'Newest first, at most PATIENT_TIMELINE_LIMIT.' }),
});
export type PatientAnalytics = Static<typeof PatientAnalytics>;
