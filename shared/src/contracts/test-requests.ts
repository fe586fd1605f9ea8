// The test requests API: what the clinical remote sends and the API answers. Each shape is a
// TypeBox schema: the API validates and documents with it, and its `Static` type is what the
// screens use.
import { MAX_TESTS_PER_ORDER, TEST_PRIORITIES, TEST_REQUEST_STATUSES, TEST_REQUESTS_PAGE_SIZE } from '../test-request-rules';
import { ExternalApiStatus } from './external-lab';
import { NotificationLogItem } from './notifications';
import { BoundedText, Id, IdList, Nullable, NullableId, NullableText, PageAfter, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const TEST_REQUEST_PATHS = {
  list: '/tests/requests',
  batch: '/tests/requests/batch',
  one: '/tests/requests/:id',
  status: '/tests/requests/:id/status',
  sendReminder: '/tests/requests/:id/send-reminder',
  cancel: '/tests/requests/:id/cancel',
} as const;

const text = Nullable(Type.String());
const instant = Type.String({ description: 'ISO 8601' });
const StatusSchema = StringEnum(TEST_REQUEST_STATUSES);
const PrioritySchema = StringEnum(TEST_PRIORITIES);

/** GET /tests/requests query. */
export const TestRequestListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(TEST_REQUESTS_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
    status: Type.Optional(StatusSchema),
    priority: Type.Optional(PrioritySchema),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Patient name, MRN, test name, barcode, or REQ-000123.' })),
    institution_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type TestRequestListQuery = Static<typeof TestRequestListQuery>;

/** One row of the list. */
export const TestRequestSummary = Type.Object({
  id: Type.Integer(),
  patient_id: Type.Integer(),
  patient_first_name: Type.String(),
  patient_last_name: Type.String(),
  medical_record_number: text,
  test_name: Type.String(),
  category: text,
  priority: PrioritySchema,
  status: StatusSchema,
  barcode_number: text,
  institution_id: Type.Integer(),
  institution_name: Type.String(),
  clinician_id: Nullable(Type.Integer()),
  clinician_name: text,
  requested_by_name: text,
  requested_by_lastname: text,
  requested_at: instant,
  updated_at: instant,
  expected_test_datetime: Nullable(instant),
  result_id: Nullable(Type.Integer({ description: 'The request\'s result, if it has one (a request has at most one): the result form offers requests without.' })),
});
export type TestRequestSummary = Static<typeof TestRequestSummary>;

/** The list's tiles: the caller's listed requests (archived ones left out), whatever the filters. */
export const TestRequestCounts = Type.Object({
  pending: Type.Integer(),
  in_progress: Type.Integer(),
  completed: Type.Integer(),
  urgent: Type.Integer({ description: 'Open requests (pending, approved, fulfilled, in progress) of priority urgent or stat.' }),
});
export type TestRequestCounts = Static<typeof TestRequestCounts>;

export const TestRequestPage = Type.Object({ requests: Type.Array(TestRequestSummary), pagination: PaginationSchema, counts: TestRequestCounts });
export type TestRequestPage = Static<typeof TestRequestPage>;

export const TestRequestMarker = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  units: text,
  value: Type.Number({ description: 'µL' }),
  range_min: Nullable(Type.Number()),
  range_max: Nullable(Type.Number()),
});
export type TestRequestMarker = Static<typeof TestRequestMarker>;

export const TestRequestDevice = Type.Object({
  device_id: Type.Integer(),
  name: Type.String(),
  max_capacity: Nullable(Type.Integer({ description: 'µL; null means the default capacity' })),
  quantity: Type.Integer(),
});
export type TestRequestDevice = Static<typeof TestRequestDevice>;

export const TestRequestResult = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  result_data: Nullable(Type.String({ description: "The current version's text." })),
  interpretation: text,
  entered_by_name: text,
  entered_by_lastname: text,
  entered_at: instant,
  external_api_status: text,
  external_lab_id: text,
  api_order_submitted_at: Nullable(instant),
  api_results_received_at: Nullable(instant),
  has_external_results: Type.Boolean(),
});
export type TestRequestResult = Static<typeof TestRequestResult>;

export const TestRequestFulfillment = Type.Object({
  id: Type.Integer(),
  item_name: Type.String(),
  item_sku: text,
  quantity_requested: Type.Integer(),
  status: Type.String(),
  assigned_to_name: text,
  assigned_to_lastname: text,
  created_at: instant,
});
export type TestRequestFulfillment = Static<typeof TestRequestFulfillment>;

// A request's messages as its detail lists them: the notification log's row, with who sent it by hand in one text.
const logRow = NotificationLogItem.properties;
export const NotificationLogEntry = Type.Object({
  id: logRow.id,
  sent_at: logRow.sent_at,
  message_type: logRow.message_type,
  notification_type: logRow.notification_type,
  recipient_type: logRow.recipient_type,
  recipient_email: logRow.recipient_email,
  recipient_phone: logRow.recipient_phone,
  delivery_status: logRow.delivery_status,
  error_message: logRow.error_message,
  triggered_by_type: logRow.triggered_by_type,
  triggered_by_name: Nullable(Type.String({ description: 'First and last name of who sent it by hand.' })),
});
export type NotificationLogEntry = Static<typeof NotificationLogEntry>;

const DeviceSelection = Type.Object({ device_id: Id, quantity: Type.Integer({ minimum: 1, maximum: 10 }) }, { additionalProperties: false });

/** The order's free fields, a JSON object as the form sent it (or null). */
type CustomData = Record<string, unknown> | null;

export const TestRequestDetail = Type.Object({
  ...TestRequestSummary.properties,
  patient_email: text,
  patient_phone: text,
  patient_date_of_birth: text,
  notes: text,
  custom_data: Type.Unsafe<CustomData>({ type: ['object', 'null'], additionalProperties: true }),
  sample_type: text,
  sample_type_id: Nullable(Type.Integer()),
  panel_id: Nullable(Type.Integer()),
  panel_name: text,
  lab_id: Nullable(Type.Integer()),
  lab_name: text,
  department: text,
  cms_priority: text,
  cms_status: text,
  fulfillment_by_partner: Type.Boolean(),
  fulfillment_partner_id: Nullable(Type.Integer()),
  fulfillment_agent: text,
  marker_ids: Type.Array(Type.Integer()),
  collection_device_ids: Type.Array(Type.Integer()),
  device_selections: Type.Array(Type.Object({ device_id: Type.Integer(), quantity: Type.Integer() })),
  markers: Type.Array(TestRequestMarker),
  collection_devices: Type.Array(TestRequestDevice),
  test_results: Type.Array(TestRequestResult),
  fulfillment_requests: Type.Array(TestRequestFulfillment),
  notification_logs: Type.Array(NotificationLogEntry),
  external_lab: { ...ExternalApiStatus, description: "The external lab panel's state for this request." },
  test_type_id: Type.Integer(),
});
export type TestRequestDetail = Static<typeof TestRequestDetail>;

/**
 * POST /tests/requests (one test), each test of POST /tests/requests/batch, and PUT
 * /tests/requests/{id}. Nothing is required here and unknown fields are dropped: the patient, the
 * lab, the markers and the rest are checked by the service, in the product's own words.
 */
export const TestRequestPayload = Type.Object(
  {
    patient_id: Type.Optional(NullableId),
    test_type_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })),
    priority: Type.Optional(PrioritySchema),
    sample_type: Type.Optional(NullableId),
    panel_id: Type.Optional(NullableId),
    marker_ids: Type.Optional(IdList),
    collection_device_ids: Type.Optional(Type.Array(Id, { maxItems: 10 })),
    device_selections: Type.Optional(Type.Array(DeviceSelection, { maxItems: 10 })),
    department: Type.Optional(NullableText(100)),
    cms_priority: Type.Optional(NullableText(100)),
    cms_status: Type.Optional(NullableText(100)),
    notes: Type.Optional(NullableText(2000)),
    custom_data: Type.Optional(Type.Unsafe<CustomData>({ type: ['object', 'null'], maxProperties: 50 })),
    barcode_number: Type.Optional(NullableText(64)),
    expected_test_datetime: Type.Optional(
      Nullable(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (or an ISO date-time: its day is taken); stored at 12:00 of that day.' })),
    ),
    institution_id: Type.Optional(NullableId),
    fulfillment_by_partner: Type.Optional(Type.Boolean()),
    fulfillment_partner_id: Type.Optional(NullableId),
    clinician_id: Type.Optional(NullableId),
    lab_id: Type.Optional(NullableId),
    idempotency_key: Type.Optional(
      Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'One per queued test: a repeated POST with the same key answers the first request.' }),
    ),
  },
  { additionalProperties: false },
);
export type TestRequestPayload = Static<typeof TestRequestPayload>;

/** POST /tests/requests/batch: every test of one order, created together or not at all. */
export const TestOrderBody = Type.Object(
  { tests: Type.Array(TestRequestPayload, { minItems: 1, maxItems: MAX_TESTS_PER_ORDER, description: 'The order\'s tests, in the order the form lists them (a refusal names a test by its place here, from 1).' }) },
  { additionalProperties: false },
);
export type TestOrderBody = Static<typeof TestOrderBody>;

export const TestOrderResponse = Type.Object({ requests: Type.Array(TestRequestDetail, { description: 'One request per test, in the order sent.' }) });
export type TestOrderResponse = Static<typeof TestOrderResponse>;

export const TestRequestStatusBody = Type.Object({ status: StatusSchema }, { additionalProperties: false });
export type TestRequestStatusBody = Static<typeof TestRequestStatusBody>;

/** DELETE /tests/requests/{id}: the request leaves the lists; its history stays. */
export const ArchiveTestRequestResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type ArchiveTestRequestResponse = Static<typeof ArchiveTestRequestResponse>;

/** POST /tests/requests/{id}/send-reminder: 'custom' with custom_message, or a reminder rule's type. */
export const SendReminderBody = Type.Object(
  { reminder_type: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_]+$' }), custom_message: Type.Optional(BoundedText(2000)) },
  { additionalProperties: false },
);
export type SendReminderBody = Static<typeof SendReminderBody>;

export const SendReminderResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String({ description: '"Notification sent by email and SMS"' }),
  notification_logs: Type.Array(NotificationLogEntry),
});
export type SendReminderResponse = Static<typeof SendReminderResponse>;

/**
 * Cancel, with the patient told first: one call, so the server keeps the order (nothing is
 * cancelled unless the notification went out on at least one channel).
 */
export const CancelTestRequestBody = Type.Object({ message: BoundedText(2000) }, { additionalProperties: false });
export type CancelTestRequestBody = Static<typeof CancelTestRequestBody>;

export const CancelTestRequestResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String({ description: '"Notification sent by email and SMS"' }),
  request: { ...TestRequestDetail, description: 'The request as it is now: cancelled.' },
});
export type CancelTestRequestResponse = Static<typeof CancelTestRequestResponse>;
