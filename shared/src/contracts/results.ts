// The results API (and the order form's POST /results/create): what the clinical remote sends and
// the API answers. Each shape is a TypeBox schema: the API validates and documents with it, and its
// `Static` type is what the screens use.
import { COMPARATORS, RESULT_FLAGS } from '../reference-ranges';
import { RESULT_SOURCES, RESULT_STATUSES, RESULTS_PAGE_SIZE } from '../result-rules';
import { CriticalNotification } from './result-safety';
import { StoredReferenceRangeItem } from './reference-ranges';
import { Id, Nullable, NullableText, PageAfter, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const RESULT_PATHS = {
  list: '/results',
  recentActivity: '/results/recent-activity',
  one: '/results/:id',
  report: '/results/:id/report',
  fromRequest: '/results/create',
  review: '/results/:id/review',
  criticalNotifications: '/results/:id/critical-notifications',
  releaseAmendment: '/results/:id/release-amendment',
  requestMarkers: '/results/requests/:id/markers',
} as const;

const text = Nullable(Type.String());
const instant = Type.String({ description: 'ISO 8601' });
const ResultStatusSchema = StringEnum(RESULT_STATUSES);

/** GET /results query. */
export const ResultListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(RESULTS_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
    status: Type.Optional(ResultStatusSchema),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Patient name, MRN, test name, or RES-000123.' })),
    critical: Type.Optional(StringEnum(['unacknowledged'] as const, { description: 'Only results with a critical value whose call-back is not recorded.' })),
  },
  { additionalProperties: false },
);
export type ResultListQuery = Static<typeof ResultListQuery>;

const limit = Nullable(Type.Number());

/** The patient's previous final value of the marker, when there is one within the marker's window. */
export const ResultValueDelta = Type.Object({
  previous_value: Type.Number(),
  previous_at: instant,
  previous_result_id: Type.Integer(),
  failed: Type.Boolean({ description: "True when the change is beyond the marker's delta limit: releasing needs a comment." }),
});
export type ResultValueDelta = Static<typeof ResultValueDelta>;

/**
 * One structured value, as stored: the marker's name and units, and the reference range that
 * matched the patient's sex and age on the collection day, copied when the value was entered.
 */
export const ResultValue = Type.Object({
  marker_id: Type.Integer(),
  marker_name: Type.String(),
  value: Type.Number(),
  units: text,
  range_min: limit,
  range_max: limit,
  critical_low: limit,
  critical_high: limit,
  range_id: Nullable(Type.Integer({ description: 'The marker reference range the value was flagged against; null when none matched.' })),
  range_label: Nullable(Type.String({ description: "Which range: 'Female, 18-65 years'." })),
  flag: Nullable(StringEnum(RESULT_FLAGS, { description: 'Computed by the API from the matched range: LL and HH critical, L and H abnormal, N normal; null without a range.' })),
  delta: Nullable(ResultValueDelta),
  comparator: Type.Optional(
    Nullable(StringEnum(COMPARATORS, { description: "The lab reported a bound, not a measure: '<' with value 5 reads '<5'. Absent on values stored before labs could say so." })),
  ),
});
export type ResultValue = Static<typeof ResultValue>;

/** One structured value as the form sends it (a finite number: JSON has no NaN or Infinity); the API copies the rest from the marker. */
export const ResultValueInput = Type.Object(
  { marker_id: Id, value: Type.Number({ minimum: -1e12, maximum: 1e12 }) },
  { additionalProperties: false },
);
export type ResultValueInput = Static<typeof ResultValueInput>;

/** One row of the list. */
export const TestResultSummary = Type.Object({
  id: Type.Integer(),
  test_request_id: Type.Integer(),
  test_name: Type.String(),
  status: ResultStatusSchema,
  patient_id: Type.Integer(),
  patient_first_name: Type.String(),
  patient_last_name: Type.String(),
  medical_record_number: text,
  institution_id: Type.Integer(),
  institution_name: Type.String(),
  entered_by_name: text,
  entered_by_lastname: text,
  entered_at: instant,
  reviewed_by_name: text,
  reviewed_by_lastname: text,
  reviewed_at: Nullable(instant),
  updated_at: instant,
  abnormal_count: Type.Integer({ description: 'How many structured values are flagged outside their range (L, H, LL, HH).' }),
  critical_count: Type.Integer({ description: 'How many structured values are critical (LL, HH).' }),
  critical_unacknowledged: Type.Boolean({ description: 'A critical value has no recorded call-back.' }),
});
export type TestResultSummary = Static<typeof TestResultSummary>;

/** The tiles of the list: the caller's scope, whatever the filters. Final includes amended in the UI. */
export const ResultCounts = Type.Object({
  draft: Type.Integer(),
  reviewed: Type.Integer(),
  final: Type.Integer(),
  amended: Type.Integer(),
  total: Type.Integer(),
});
export type ResultCounts = Static<typeof ResultCounts>;

export const TestResultPage = Type.Object({ results: Type.Array(TestResultSummary), pagination: PaginationSchema, counts: ResultCounts });
export type TestResultPage = Static<typeof TestResultPage>;


/** The range a marker has for the result's patient on the collection day, and which one it is. */
export const MatchedRange = Type.Object({ ...StoredReferenceRangeItem.properties, label: Type.String({ description: "'Female, 18-65 years'" }) });
export type MatchedRange = Static<typeof MatchedRange>;

/** A marker of the result's test request with its current units and the range that fits the patient (the form's value inputs). */
export const ResultMarker = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: text,
  units: text,
  range_min: Nullable(Type.Number()),
  range_max: Nullable(Type.Number()),
  /** The range matching the patient's sex and age on the collection day; null when none does. */
  range: Nullable(MatchedRange),
});
export type ResultMarker = Static<typeof ResultMarker>;

/** The test request as the result detail and the PDF show it. */
export const ResultTestRequest = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  test_name: Type.String(),
  category: text,
  priority: Type.String(),
  institution_id: Type.Integer(),
  institution_name: Type.String(),
  institution_address: text,
  requested_at: instant,
  sample_type: text,
  barcode_number: text,
  panel_id: Nullable(Type.Integer()),
  panel_name: text,
  marker_ids: Type.Array(Type.Integer()),
  lab_name: text,
  lab_address: text,
  clinician_name: text,
});
export type ResultTestRequest = Static<typeof ResultTestRequest>;

/** One saved content of a result, newest first on the detail: the first entry, each edit, each amendment. */
export const ResultVersion = Type.Object({
  version: Type.Integer(),
  status: StringEnum(RESULT_STATUSES, { description: "The result's status when this content was saved." }),
  result_data: Type.String(),
  result_values: Type.Array(ResultValue),
  interpretation: text,
  author_id: Nullable(Type.Integer()),
  author_name: text,
  author_lastname: text,
  created_at: instant,
  reason: Nullable(Type.String({ description: 'Why: required for an amendment.' })),
  source: StringEnum(RESULT_SOURCES, { description: 'Typed in, from an analyzer (no author), or from the external lab.' }),
});
export type ResultVersion = Static<typeof ResultVersion>;


export const TestResultDetail = Type.Object({
  ...TestResultSummary.properties,
  entered_by: Nullable(Type.Integer()),
  values_by: Nullable(Type.Integer({ description: 'Who last changed the values (with the one who entered them, not the reviewer or releaser).' })),
  released_by_name: text,
  released_by_lastname: text,
  released_at: Nullable(instant),
  release_comment: Nullable(Type.String({ description: 'The comment that confirmed a release despite a failed delta check.' })),
  second_person_required: Type.Boolean({ description: "The institution's four-eyes rule: who entered or last changed the values may not review or release." }),
  collected_at: Type.String({ description: 'The collection day the ranges were matched on (the test date, else the request date), ISO 8601.' }),
  critical_notifications: Type.Array(CriticalNotification),
  pending_amendment: Nullable(
    Type.Object({ ...ResultVersion.properties }, { description: 'An amendment saved but not released: a second person releases it; until then the result shows its released content.' }),
  ),
  result_data: Type.String(),
  result_values: Type.Array(ResultValue),
  interpretation: text,
  current_version: Type.Integer(),
  date_of_birth: text,
  gender: text,
  barcode_number: text,
  test_request: ResultTestRequest,
  markers: Type.Array(ResultMarker),
  versions: Type.Array(ResultVersion, { description: 'Every version, newest first.' }),
  external_api_status: text,
  external_lab_id: text,
  has_external_results: Type.Boolean(),
});
export type TestResultDetail = Static<typeof TestResultDetail>;

/**
 * POST /results and PUT /results/{id}. Unknown fields are dropped. result_data may be left out or
 * blank when result_values are sent: the service then writes it from the values. A result with
 * neither, a status the result may not take and a missing reason are refused by the service, in
 * the product's words.
 */
export const ResultPayload = Type.Object(
  {
    test_request_id: Id,
    result_data: Type.Optional(Type.String({ maxLength: 20000, description: 'The result as text; written from result_values when left out or blank.' })),
    result_values: Type.Optional(Nullable(Type.Array(ResultValueInput, { maxItems: 100 }))),
    interpretation: Type.Optional(NullableText(5000)),
    status: Type.Optional(ResultStatusSchema),
    reason: Type.Optional(Nullable(Type.String({ maxLength: 1000, description: 'Required when the result is final or amended: why it is amended.' }))),
    delta_comment: Type.Optional(Nullable(Type.String({ maxLength: 1000, description: 'Required to release a result with a failed delta check.' }))),
  },
  { additionalProperties: false },
);
export type ResultPayload = Static<typeof ResultPayload>;

/** POST /results/{id}/review; `id`, when sent, must be the path's. */
export const ResultReviewPayload = Type.Object(
  {
    id: Type.Optional(Id),
    status: ResultStatusSchema,
    delta_comment: Type.Optional(Nullable(Type.String({ maxLength: 1000, description: 'Required to release a result with a failed delta check.' }))),
  },
  { additionalProperties: false },
);
export type ResultReviewPayload = Static<typeof ResultReviewPayload>;


/** POST /results/create: a draft result for the request, its data a template of the request's markers. */
export const CreateResultFromRequestPayload = Type.Object({ test_request_id: Id }, { additionalProperties: false });
export type CreateResultFromRequestPayload = Static<typeof CreateResultFromRequestPayload>;

/** One entry of the list's recent-activity card (GET /results/recent-activity). */
/** GET /results/requests/{id}/markers: the request's markers with the range each has for its patient (the form of a new result). */
export const ResultRequestMarkers = Type.Object({ markers: Type.Array(ResultMarker) });
export type ResultRequestMarkers = Static<typeof ResultRequestMarkers>;

export const ResultActivity = Type.Object({
  result_id: Type.Integer(),
  status: ResultStatusSchema,
  test_name: Type.String(),
  patient_first_name: Type.String(),
  patient_last_name: Type.String(),
  description: Type.String({ description: "'Result entered', 'Result reviewed', 'Result finalised' or 'Result amended'." }),
  user_name: text,
  at: instant,
});
export type ResultActivity = Static<typeof ResultActivity>;

export const ResultActivityResponse = Type.Object({ activity: Type.Array(ResultActivity) });
export type ResultActivityResponse = Static<typeof ResultActivityResponse>;
