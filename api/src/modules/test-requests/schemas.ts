import { TEST_PRIORITIES, TEST_REQUEST_STATUSES, TEST_REQUESTS_PAGE_SIZE, type TestRequestPayload, IdList, IdParams, Id, PageLimit, NullableId, NullableText, PageNumber, BoundedText, ErrorBody } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

/** What the order form sends; the service checks it for the product's texts. */
export type TestRequestBody = TestRequestPayload;

export interface TestRequestListQuery {
  page: number;
  limit: number;
  status?: (typeof TEST_REQUEST_STATUSES)[number];
  priority?: (typeof TEST_PRIORITIES)[number];
  search?: string;
  institution_id?: number;
}

const deviceSelection = {
  type: 'object',
  additionalProperties: false,
  required: ['device_id', 'quantity'],
  properties: { device_id: Id, quantity: { type: 'integer', minimum: 1, maximum: 10 } },
} as const;

const requestBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    patient_id: NullableId,
    test_type_id: { type: 'integer', minimum: 1, maximum: 1 },
    priority: { type: 'string', enum: [...TEST_PRIORITIES] },
    sample_type: NullableId,
    panel_id: NullableId,
    marker_ids: IdList,
    collection_device_ids: { type: 'array', items: Id, maxItems: 10 },
    device_selections: { type: 'array', items: deviceSelection, maxItems: 10 },
    department: NullableText(100),
    cms_priority: NullableText(100),
    cms_status: NullableText(100),
    notes: NullableText(2000),
    custom_data: { type: ['object', 'null'], maxProperties: 50 },
    barcode_number: NullableText(64),
    expected_test_datetime: NullableText(40),
    institution_id: NullableId,
    fulfillment_by_partner: { type: 'boolean' },
    fulfillment_partner_id: NullableId,
    clinician_id: NullableId,
    lab_id: NullableId,
    idempotency_key: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

export const listRequestsSchema = {
  operationId: 'listTestRequests',
  tags: ['tests'],
  summary: "Test requests in the caller's institutions, newest first",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: PageNumber,
      limit: PageLimit(TEST_REQUESTS_PAGE_SIZE),
      status: { type: 'string', enum: [...TEST_REQUEST_STATUSES] },
      priority: { type: 'string', enum: [...TEST_PRIORITIES] },
      search: BoundedText(100),
      institution_id: Id,
    },
  },
  response: { 200: untypedBody() },
} as const;

export const getRequestSchema = { operationId: 'getTestRequest', tags: ['tests'], summary: 'One test request with its markers, devices, results, fulfillment and notifications', params: IdParams, response: { 200: untypedBody() } } as const;
export const createRequestSchema = { operationId: 'createTestRequest', tags: ['tests'], summary: 'Order one test (idempotent with idempotency_key)', body: requestBody, response: { 200: untypedBody() } } as const;
export const updateRequestSchema = { operationId: 'updateTestRequest', tags: ['tests'], summary: 'Change an open test request', params: IdParams, body: requestBody, response: { 200: untypedBody() } } as const;
export const statusSchema = {
  operationId: 'updateTestRequestStatus',
  tags: ['tests'],
  summary: 'Move a test request along its state machine',
  params: IdParams,
  body: { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { type: 'string', enum: [...TEST_REQUEST_STATUSES] } } },
  response: { 200: untypedBody() },
} as const;
export const archiveSchema = { operationId: 'archiveTestRequest', tags: ['tests'], summary: 'Archive a test request (it leaves the lists; its history stays)', params: IdParams, response: { 200: untypedBody() } } as const;
export const sendReminderSchema = {
  operationId: 'sendTestRequestReminder',
  tags: ['tests'],
  summary: "Send a message to the request's patient by email and SMS",
  params: IdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['reminder_type'],
    properties: { reminder_type: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[a-z0-9_]+$' }, custom_message: BoundedText(2000) },
  },
  response: { 200: untypedBody(), 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
} as const;

export const cancelWithNoticeSchema = {
  operationId: 'cancelTestRequestWithNotice',
  tags: ['tests'],
  summary: "Cancel a request after telling its patient by email and SMS",
  description: 'Sends the message, then cancels the request in the same call; nothing is cancelled when every channel failed (422).',
  params: IdParams,
  body: { type: 'object', additionalProperties: false, required: ['message'], properties: { message: BoundedText(2000) } },
  response: { 200: untypedBody(), 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
} as const;
