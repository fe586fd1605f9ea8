import {
  CreateFulfillmentPayload,
  ErrorBody,
  FulfillmentAssignPayload,
  FulfillmentDetail,
  FulfillmentListQuery,
  FulfillmentPage,
  FulfillmentStatusPayload,
  IdParams,
} from '@lab/shared';

// The fulfillment routes' documentation and which contract schema each takes (@lab/shared's fulfillment contract).
const tags = ['fulfillment'];

export const listFulfillmentSchema = {
  operationId: 'listFulfillments',
  tags,
  summary: "Fulfillment requests in the caller's scope, newest first, with the status tiles and the recent activity",
  querystring: FulfillmentListQuery,
  response: { 200: FulfillmentPage },
};

export const getFulfillmentSchema = {
  operationId: 'getFulfillment',
  tags,
  summary: 'One request with its patient, item, shipping and notes',
  params: IdParams,
  response: { 200: FulfillmentDetail, 404: ErrorBody },
};

export const statusSchemaBody = {
  operationId: 'updateFulfillmentStatus',
  tags,
  summary: 'Move a request along the state machine (409 for any other move, or too little free stock to reopen); a dispatch needs a tracking number',
  params: IdParams,
  body: FulfillmentStatusPayload,
  response: { 200: FulfillmentDetail, 404: ErrorBody, 409: ErrorBody },
};

export const assignSchema = {
  operationId: 'assignFulfillment',
  tags,
  summary: 'Assign a pending request (or hand an assigned one over) to a fulfillment user; 409 when the request is past assignment',
  params: IdParams,
  body: FulfillmentAssignPayload,
  response: { 200: FulfillmentDetail, 404: ErrorBody, 409: ErrorBody },
};

export const createFulfillmentSchema = {
  operationId: 'createFulfillment',
  tags,
  summary:
    'A new shipment for a test request (a replacement of a cancelled one), reserving its quantity. 404 for an unknown test request, item or replaced request; 409 for a cancelled test request, a replaced request not cancelled or too little free stock',
  body: CreateFulfillmentPayload,
  response: { 201: FulfillmentDetail, 404: ErrorBody, 409: ErrorBody },
};
