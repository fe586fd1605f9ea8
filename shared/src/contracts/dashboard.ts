// The dashboard API: GET /analytics/dashboard (its path is in ANALYTICS_PATHS). Each shape is a
// TypeBox schema: the API validates and documents with it, and its `Static` type is what the
// host's dashboard uses.
import { ACTIVITY_TYPES } from '../activity';
import { Id, IntegerEnum, Nullable, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

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

export const DashboardQuery = Type.Object(
  {
    timeframe: Type.Optional(IntegerEnum(DASHBOARD_TIMEFRAMES, { default: DEFAULT_TIMEFRAME })),
    activity_filter: Type.Optional(StringEnum(ACTIVITY_FILTER_KINDS, { default: ACTIVITY_FILTER.all })),
    include_user_activity: Type.Optional(Type.Boolean({ default: true })),
    institution_id: Type.Optional(Id),
    clinician_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

const optionalText = Type.Optional(Nullable(Type.String()));

export const ActivityItem = Type.Object({
  type: StringEnum(ACTIVITY_TYPES),
  description: Type.String(),
  status: Type.String(),
  user_name: Type.Optional(Nullable(Type.String({ description: 'super_admin only, with include_user_activity.' }))),
  institution_name: optionalText,
  created_at: Type.String(),
  link: Type.Optional(Nullable(Type.String({ description: "Where the item's record opens: /tests/{id}, /results/{id}, /patients/{id} or /fulfillment/{id}." }))),
});
export type ActivityItem = Static<typeof ActivityItem>;

export const InstitutionActivity = Type.Object({
  institution_name: Type.String(),
  activity_count: Type.Integer(),
  last_activity: Nullable(Type.String()),
});
export type InstitutionActivity = Static<typeof InstitutionActivity>;

export const TrendPoint = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), count: Type.Integer() });
export type TrendPoint = Static<typeof TrendPoint>;

const total = Type.Integer();

/** Figures of areas the caller cannot reach are absent; institutions and clinicians are super_admin's. */
export const DashboardResponse = Type.Object({
  test_requests: Type.Object({ total }),
  patients: Type.Optional(Type.Object({ total })),
  results: Type.Object({
    completed: total,
    critical_unacknowledged: Type.Optional(Type.Integer({ description: 'Results with a critical value whose call-back is not recorded; for those who review results.' })),
  }),
  fulfillment: Type.Optional(Type.Object({ pending: total })),
  institutions: Type.Optional(Type.Object({ active: total, by_activity: Type.Array(InstitutionActivity) })),
  clinicians: Type.Optional(Type.Object({ total })),
  inventory: Type.Optional(Type.Object({ low_stock_count: total })),
  test_trends: Type.Array(TrendPoint, { description: 'Requests per day of the last 7 days; empty when there were none.' }),
  recent_activity: Type.Array(ActivityItem),
});
export type DashboardResponse = Static<typeof DashboardResponse>;
