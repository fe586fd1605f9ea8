import type { FastifySchemaValidationError } from 'fastify';
import {
  ArchiveTestRequestResponse,
  CancelTestRequestBody,
  CancelTestRequestResponse,
  ErrorBody,
  IdParams,
  SendReminderBody,
  SendReminderResponse,
  MAX_TESTS_PER_ORDER,
  TEST_REQUEST_MESSAGES as M,
  TestOrderBody,
  TestOrderResponse,
  TestRequestDetail,
  TestRequestListQuery,
  TestRequestPage,
  TestRequestPayload,
  TestRequestStatusBody,
} from '@lab/shared';

// The test requests routes' documentation and which contract schema each takes (@lab/shared's
// test-requests contract). 404: a request that does not exist, is archived or lies outside the
// caller's institutions; 409: the request's state refuses the change (closed, a move the state
// machine does not allow, a barcode taken, changed meanwhile).
const tags = ['tests'];

export const listRequestsSchema = {
  operationId: 'listTestRequests',
  tags,
  summary: "Test requests in the caller's institutions, newest first",
  querystring: TestRequestListQuery,
  // 404: institution_id names an institution outside the caller's scope
  response: { 200: TestRequestPage, 404: ErrorBody },
};

export const getRequestSchema = {
  operationId: 'getTestRequest',
  tags,
  summary: 'One test request with its markers, devices, results, fulfillment and notifications',
  params: IdParams,
  response: { 200: TestRequestDetail, 404: ErrorBody },
};

export const createRequestSchema = {
  operationId: 'createTestRequest',
  tags,
  summary: 'Order one test (idempotent with idempotency_key)',
  description: 'A new request answers 201; a repeat of an idempotency_key the caller already sent answers 200 with the request the first call made.',
  body: TestRequestPayload,
  response: { 200: TestRequestDetail, 201: TestRequestDetail, 409: ErrorBody },
};

export const createOrderSchema = {
  operationId: 'createTestOrder',
  tags,
  summary: 'Order several tests together: all are created, or none',
  description:
    'Each test is checked as POST /tests/requests checks one, in one transaction: the first refusal creates nothing and names the test ("Test 2: ..."). ' +
    'An order whose every test repeats an idempotency_key the caller already sent answers 200 with the requests the first call made.',
  body: TestOrderBody,
  response: { 200: TestOrderResponse, 201: TestOrderResponse, 409: ErrorBody },
};

/**
 * The order's schema refusals name the test they are about, as the service's do ("Test 2:
 * sample_type must be integer"), and its size in words; anything else reads as Fastify's own.
 */
export function orderSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  const path = first.instancePath ?? '';
  const test = /^\/tests\/(\d+)(?:\/(.*))?$/.exec(path);
  if (dataVar === 'body' && test) return new Error(M.orderTestFailed(Number(test[1]) + 1, `${test[2] || 'the test'} ${first.message}`));
  if (dataVar === 'body' && path === '/tests' && first.keyword === 'maxItems') return new Error(M.orderTooLarge(MAX_TESTS_PER_ORDER));
  if (dataVar === 'body' && path === '/tests' && first.keyword === 'minItems') return new Error(M.orderEmpty);
  return new Error(`${dataVar}${path} ${first.message}`);
}

export const updateRequestSchema = {
  operationId: 'updateTestRequest',
  tags,
  summary: 'Change an open test request',
  params: IdParams,
  body: TestRequestPayload,
  response: { 200: TestRequestDetail, 404: ErrorBody, 409: ErrorBody },
};

export const statusSchema = {
  operationId: 'updateTestRequestStatus',
  tags,
  summary: 'Move a test request along its state machine',
  params: IdParams,
  body: TestRequestStatusBody,
  response: { 200: TestRequestDetail, 404: ErrorBody, 409: ErrorBody },
};

export const archiveSchema = {
  operationId: 'archiveTestRequest',
  tags,
  summary: 'Archive a test request (it leaves the lists; its history stays)',
  params: IdParams,
  response: { 200: ArchiveTestRequestResponse, 404: ErrorBody, 409: ErrorBody },
};

export const sendReminderSchema = {
  operationId: 'sendTestRequestReminder',
  tags,
  summary: "Send a message to the request's patient by email and SMS",
  params: IdParams,
  body: SendReminderBody,
  response: { 200: SendReminderResponse, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
};

export const cancelWithNoticeSchema = {
  operationId: 'cancelTestRequestWithNotice',
  tags,
  summary: 'Cancel a request after telling its patient by email and SMS',
  description: 'Sends the message, then cancels the request in the same call; nothing is cancelled when every channel failed (422).',
  params: IdParams,
  body: CancelTestRequestBody,
  response: { 200: CancelTestRequestResponse, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
};
