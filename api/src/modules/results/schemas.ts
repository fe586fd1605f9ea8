import { RESULT_STATUSES, RESULTS_PAGE_SIZE, IdParams, Id, PageLimit, NullableText, PageNumber, BoundedText } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

export interface ResultListQuery {
  page: number;
  limit: number;
  status?: (typeof RESULT_STATUSES)[number];
  search?: string;
}

const statusSchema = { type: 'string', enum: [...RESULT_STATUSES] } as const;

/** One structured value as sent: the marker and a finite number (JSON has no NaN or Infinity). */
const valueInput = {
  type: 'object',
  additionalProperties: false,
  required: ['marker_id', 'value'],
  properties: { marker_id: Id, value: { type: 'number', minimum: -1e12, maximum: 1e12 } },
} as const;

const resultBody = {
  type: 'object',
  additionalProperties: false,
  required: ['test_request_id', 'result_data'],
  properties: {
    test_request_id: Id,
    result_data: BoundedText(20000),
    result_values: { type: ['array', 'null'], items: valueInput, maxItems: 100 },
    interpretation: NullableText(5000),
    status: statusSchema,
    reason: NullableText(1000),
  },
} as const;

export const listResultsSchema = {
  operationId: 'listResults',
  tags: ['results'],
  summary: "Test results in the caller's institutions, newest first, with the tiles' counts",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { page: PageNumber, limit: PageLimit(RESULTS_PAGE_SIZE), status: statusSchema, search: BoundedText(100) },
  },
  response: { 200: untypedBody() },
} as const;

export const recentActivitySchema = { operationId: 'listRecentResultActivity', tags: ['results'], summary: "The results changed last in the caller's institutions", response: { 200: untypedBody() } } as const;
export const getResultSchema = { operationId: 'getResult', tags: ['results'], summary: 'One result with its request, patient, markers and every version', params: IdParams, response: { 200: untypedBody() } } as const;
export const getResultReportSchema = { operationId: 'getResultReport', tags: ['results'], summary: 'One result as its PDF report shows it (the same answer as GET /results/{id}; the view is audited as a report)', params: IdParams, response: { 200: untypedBody() } } as const;
export const createResultSchema = { operationId: 'createResult', tags: ['results'], summary: 'Enter a result for a test request (draft, reviewed or final)', body: resultBody, response: { 201: untypedBody() } } as const;
export const createFromRequestSchema = {
  operationId: 'createResultFromRequest',
  tags: ['results'],
  summary: "A draft result for a test request, its data the template of the request's markers",
  body: { type: 'object', additionalProperties: false, required: ['test_request_id'], properties: { test_request_id: Id } },
  response: { 201: untypedBody() },
} as const;
export const updateResultSchema = { operationId: 'updateResult', tags: ['results'], summary: 'Save a result; a final one is amended (reason required)', params: IdParams, body: resultBody, response: { 200: untypedBody() } } as const;
export const reviewResultSchema = {
  operationId: 'reviewResult',
  tags: ['results'],
  summary: 'Review one step: draft to reviewed, reviewed to final',
  params: IdParams,
  body: { type: 'object', additionalProperties: false, required: ['status'], properties: { id: Id, status: statusSchema } },
  response: { 200: untypedBody() },
} as const;
