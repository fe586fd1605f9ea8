// The fulfillment API: what the logistics remote sends and the API answers. Each shape is a
// TypeBox schema: the API validates and documents with it, and its `Static` type is what the screens use.
import { FULFILLMENT_PAGE_SIZE, FULFILLMENT_PRIORITIES, FULFILLMENT_STATUSES, type FulfillmentStatus } from '../fulfillment-rules';
import { MAX_STOCK_QUANTITY } from '../inventory-rules';
import { Id, Nullable, NullableId, NullableText, PageAfter, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const FULFILLMENT_PATHS = {
  list: '/fulfillment',
  one: '/fulfillment/:id',
  status: '/fulfillment/:id/status',
  assign: '/fulfillment/:id/assign',
} as const;

const status = StringEnum(FULFILLMENT_STATUSES);
const priority = StringEnum(FULFILLMENT_PRIORITIES);
const day = (description: string) => Type.String({ format: 'date', description });

/** GET /fulfillment query. */
export const FulfillmentListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(FULFILLMENT_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Patient name, MRN, test, kit barcode, tracking number, FUL- or REQ- id.' })),
    status: Type.Optional(status),
    priority: Type.Optional(priority),
    assigned_to_me: Type.Optional(Type.Boolean()),
    date_from: Type.Optional(day('YYYY-MM-DD, on created_at, both ends included.')),
    date_to: Type.Optional(day('YYYY-MM-DD, included.')),
  },
  { additionalProperties: false },
);
export type FulfillmentListQuery = Static<typeof FulfillmentListQuery>;

const text = Nullable(Type.String());

export const FulfillmentSummary = Type.Object({
  id: Type.Integer(),
  test_request_id: Type.Integer(),
  test_request_status: Type.String({ description: "Its test request's status: a cancelled test's request is neither reopened nor replaced." }),
  inventory_item_id: Type.Integer(),
  item_name: Type.String(),
  item_sku: Type.String(),
  quantity_requested: Type.Integer(),
  status,
  priority,
  patient_first_name: Type.String(),
  patient_last_name: Type.String(),
  medical_record_number: text,
  institution_id: Type.Integer(),
  institution_name: Type.String(),
  assigned_to: Nullable(Type.Integer()),
  assigned_to_name: text,
  assigned_to_lastname: text,
  tracking_number: text,
  dispatch_date: text,
  delivery_date: text,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type FulfillmentSummary = Static<typeof FulfillmentSummary>;

// One tile per status; `satisfies` keeps it in step with FULFILLMENT_STATUSES.
const statusCounts = {
  pending: Type.Integer(),
  assigned: Type.Integer(),
  dispatched: Type.Integer(),
  delivered: Type.Integer(),
  cancelled: Type.Integer(),
} satisfies Record<FulfillmentStatus, unknown>;

/** The four tiles (and cancelled): the caller's scope, whatever the filters. */
export const FulfillmentCounts = Type.Object(statusCounts);
export type FulfillmentCounts = Static<typeof FulfillmentCounts>;

/** One entry of the recent-activity list: a change to a request, from the audit log. */
export const FulfillmentActivity = Type.Object({
  id: Type.Integer(),
  fulfillment_request_id: Type.Integer(),
  description: Type.String({ description: "e.g. 'Marked as dispatched', 'Assigned to Marcus Reid', 'Created'." }),
  status: Type.Unsafe<FulfillmentStatus | null>({ type: ['string', 'null'], enum: [...FULFILLMENT_STATUSES, null] }),
  user_name: text,
  created_at: Type.String(),
});
export type FulfillmentActivity = Static<typeof FulfillmentActivity>;

export const FulfillmentPage = Type.Object({
  requests: Type.Array(FulfillmentSummary),
  pagination: PaginationSchema,
  counts: FulfillmentCounts,
  recent_activity: Type.Array(FulfillmentActivity),
});
export type FulfillmentPage = Static<typeof FulfillmentPage>;

export const FulfillmentPatient = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  phone: text,
  email: text,
  street_address_1: text,
  street_address_2: text,
  city: text,
  state: text,
  postal_code: text,
  country: text,
});
export type FulfillmentPatient = Static<typeof FulfillmentPatient>;

export const FulfillmentDetail = Type.Object({
  ...FulfillmentSummary.properties,
  item_description: text,
  location: text,
  barcode_number: text,
  notes: text,
  patient: FulfillmentPatient,
  test_name: Type.String(),
  requested_by_name: text,
  requested_by_lastname: text,
  replaces_request_id: Nullable(Type.Integer({ description: 'The cancelled request this one replaces.' })),
  replaced_by_request_id: Nullable(Type.Integer({ description: 'The replacement made for this one.' })),
});
export type FulfillmentDetail = Static<typeof FulfillmentDetail>;

/** PUT /fulfillment/{id}/status. A dispatch's tracking number is asked for by the service, in the product's words. */
export const FulfillmentStatusPayload = Type.Object(
  {
    status,
    tracking_number: Type.Optional(NullableText(100)),
    barcodeNumber: Type.Optional(NullableText(100)),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 2000, description: "Added to the request's notes (a new line), never replacing them." }))),
  },
  { additionalProperties: false },
);
export type FulfillmentStatusPayload = Static<typeof FulfillmentStatusPayload>;

/** POST /fulfillment/{id}/assign */
export const FulfillmentAssignPayload = Type.Object({ assigned_to: Id }, { additionalProperties: false });
export type FulfillmentAssignPayload = Static<typeof FulfillmentAssignPayload>;

/** POST /fulfillment (replacement requests, and any new shipment for a test request). */
export const CreateFulfillmentPayload = Type.Object(
  {
    test_request_id: Id,
    inventory_item_id: Id,
    quantity_requested: Type.Integer({ minimum: 1, maximum: MAX_STOCK_QUANTITY }),
    notes: Type.Optional(NullableText(2000)),
    priority: Type.Optional(priority),
    replaces_request_id: Type.Optional(Type.Unsafe<number | null>({ ...NullableId, description: 'The cancelled request this one replaces.' })),
  },
  { additionalProperties: false },
);
export type CreateFulfillmentPayload = Static<typeof CreateFulfillmentPayload>;
