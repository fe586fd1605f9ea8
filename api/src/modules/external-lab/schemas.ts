import { Id } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

/** The {provider} path segment: the key of external_lab_providers. */
const providerSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 50 } as const;

const resultParams = { type: 'object', required: ['id'], properties: { id: Id } } as const;
const orderParams = {
  type: 'object',
  required: ['provider', 'testRequestId'],
  properties: { provider: providerSchema, testRequestId: Id },
} as const;

export const apiStatusSchema = { operationId: 'getExternalLabStatus', tags: ['external lab'], summary: "The external lab state of a result's test request", params: resultParams, response: { 200: untypedBody() } } as const;
export const syncStatusSchema = { operationId: 'syncExternalLabStatus', tags: ['external lab'], summary: 'Ask the external lab how the order stands, and record it', params: resultParams, response: { 200: untypedBody() } } as const;
export const submitOrderSchema = {
  operationId: 'submitExternalLabOrder',
  tags: ['external lab'],
  summary: "Send the test request to its laboratory's external lab over FHIR R4 (once: a repeat creates no second order)",
  params: orderParams,
  response: { 200: untypedBody() },
} as const;
export const fetchResultsSchema = {
  operationId: 'fetchExternalLabResults',
  tags: ['external lab'],
  summary: "Import the external lab's report into the request's result (a final result is amended, never overwritten)",
  params: orderParams,
  response: { 200: untypedBody() },
} as const;
