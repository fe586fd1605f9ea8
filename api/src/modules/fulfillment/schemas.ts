import { FULFILLMENT_PAGE_SIZE, FULFILLMENT_PRIORITIES, FULFILLMENT_STATUSES, MAX_STOCK_QUANTITY, IdParams, Id, PageLimit, NullableId, NullableText, PageNumber, BoundedText } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

export interface FulfillmentListQuery {
  page: number;
  limit: number;
  search?: string;
  status?: (typeof FULFILLMENT_STATUSES)[number];
  priority?: (typeof FULFILLMENT_PRIORITIES)[number];
  assigned_to_me?: boolean;
  date_from?: string;
  date_to?: string;
}

const statusSchema = { type: 'string', enum: [...FULFILLMENT_STATUSES] } as const;
const prioritySchema = { type: 'string', enum: [...FULFILLMENT_PRIORITIES] } as const;
const dateSchema = { type: 'string', format: 'date' } as const;

export const listFulfillmentSchema = {
  operationId: 'listFulfillments',
  tags: ['fulfillment'],
  summary: "Fulfillment requests in the caller's scope, newest first, with the status tiles and the recent activity",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: PageNumber,
      limit: PageLimit(FULFILLMENT_PAGE_SIZE),
      search: BoundedText(100),
      status: statusSchema,
      priority: prioritySchema,
      assigned_to_me: { type: 'boolean' },
      date_from: dateSchema,
      date_to: dateSchema,
    },
  },
  response: { 200: untypedBody() },
} as const;

export const getFulfillmentSchema = { operationId: 'getFulfillment', tags: ['fulfillment'], summary: 'One request with its patient, item, shipping and notes', params: IdParams, response: { 200: untypedBody() } } as const;

export const statusSchemaBody = {
  operationId: 'updateFulfillmentStatus',
  tags: ['fulfillment'],
  summary: 'Move a request along the state machine (409 for any other move); a dispatch needs a tracking number',
  params: IdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: { status: statusSchema, tracking_number: NullableText(100), barcodeNumber: NullableText(100), notes: NullableText(2000) },
  },
  response: { 200: untypedBody() },
} as const;

export const assignSchema = {
  operationId: 'assignFulfillment',
  tags: ['fulfillment'],
  summary: 'Assign a pending request (or hand an assigned one over) to a fulfillment user',
  params: IdParams,
  body: { type: 'object', additionalProperties: false, required: ['assigned_to'], properties: { assigned_to: Id } },
  response: { 200: untypedBody() },
} as const;

export const createFulfillmentSchema = {
  operationId: 'createFulfillment',
  tags: ['fulfillment'],
  summary: 'A new shipment for a test request (a replacement of a cancelled one), reserving its quantity',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['test_request_id', 'inventory_item_id', 'quantity_requested'],
    properties: {
      test_request_id: Id,
      inventory_item_id: Id,
      quantity_requested: { type: 'integer', minimum: 1, maximum: MAX_STOCK_QUANTITY },
      notes: NullableText(2000),
      priority: prioritySchema,
      replaces_request_id: NullableId,
    },
  },
  response: { 201: untypedBody() },
} as const;
