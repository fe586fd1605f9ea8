import {
  CreateResultFromRequestPayload,
  ErrorBody,
  IdParams,
  ResultActivityResponse,
  ResultListQuery,
  ResultPayload,
  ResultReviewPayload,
  TestResultDetail,
  TestResultPage,
} from '@lab/shared';

// The results routes' documentation and which contract schema each takes (@lab/shared's results contract).
const tags = ['results'];
/** A result outside the caller's institutions is not found; 409: the request cannot take a result (cancelled, not ready, has one). */
const entryRefusals = { 404: ErrorBody, 409: ErrorBody };

export const listResultsSchema = {
  operationId: 'listResults',
  tags,
  summary: "Test results in the caller's institutions, newest first, with the tiles' counts",
  querystring: ResultListQuery,
  response: { 200: TestResultPage },
};

export const recentActivitySchema = {
  operationId: 'listRecentResultActivity',
  tags,
  summary: "The results changed last in the caller's institutions",
  response: { 200: ResultActivityResponse },
};

export const getResultSchema = {
  operationId: 'getResult',
  tags,
  summary: 'One result with its request, patient, markers and every version',
  params: IdParams,
  response: { 200: TestResultDetail, 404: ErrorBody },
};

export const getResultReportSchema = {
  ...getResultSchema,
  operationId: 'getResultReport',
  summary: 'One result as its PDF report shows it (the same answer as GET /results/{id}; the view is audited as a report)',
};

export const createResultSchema = {
  operationId: 'createResult',
  tags,
  summary: 'Enter a result for a test request (draft, reviewed or final)',
  body: ResultPayload,
  response: { 201: TestResultDetail, ...entryRefusals },
};

export const createFromRequestSchema = {
  operationId: 'createResultFromRequest',
  tags,
  summary: "A draft result for a test request, its data the template of the request's markers",
  body: CreateResultFromRequestPayload,
  response: { 201: TestResultDetail, ...entryRefusals },
};

export const updateResultSchema = {
  operationId: 'updateResult',
  tags,
  summary: 'Save a result; a final one is amended (reason required)',
  params: IdParams,
  body: ResultPayload,
  // 409: the result changed meanwhile (saved from another screen)
  response: { 200: TestResultDetail, 404: ErrorBody, 409: ErrorBody },
};

export const reviewResultSchema = {
  operationId: 'reviewResult',
  tags,
  summary: 'Review one step: draft to reviewed, reviewed to final',
  params: IdParams,
  body: ResultReviewPayload,
  // 409: not the next step from the result's status, or it changed meanwhile
  response: { 200: TestResultDetail, 404: ErrorBody, 409: ErrorBody },
};
