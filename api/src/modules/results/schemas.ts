import {
  CreateResultFromRequestPayload,
  CriticalNotificationPayload,
  ErrorBody,
  IdParams,
  ResultActivityResponse,
  ResultListQuery,
  ResultPayload,
  ReleaseAmendmentPayload,
  ResultRequestMarkers,
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
  summary: 'Review one step: draft to reviewed, reviewed to final (not by who entered or last changed the values, where the institution asks for a second person)',
  params: IdParams,
  body: ResultReviewPayload,
  // 409: not the next step from the result's status, it changed meanwhile, or a release rule refuses (second person, call-back, delta comment)
  response: { 200: TestResultDetail, 404: ErrorBody, 409: ErrorBody },
};

export const recordCriticalNotificationSchema = {
  operationId: 'recordCriticalNotification',
  tags,
  summary: 'Record the call-back of the result\'s critical values (who was told, how, read back); a result with critical values is released only after it',
  params: IdParams,
  body: CriticalNotificationPayload,
  // 409: the result has no critical value, or it changed meanwhile
  response: { 201: TestResultDetail, 404: ErrorBody, 409: ErrorBody },
};

export const requestMarkersSchema = {
  operationId: 'listResultRequestMarkers',
  tags,
  summary: "A test request's markers with the reference range that fits its patient (the form of a new result)",
  params: IdParams,
  response: { 200: ResultRequestMarkers, 404: ErrorBody },
};

export const releaseAmendmentSchema = {
  operationId: 'releaseResultAmendment',
  tags,
  summary: 'A second person releases the amendment waiting (not its author, where the institution asks for a second person)',
  params: IdParams,
  body: ReleaseAmendmentPayload,
  // 409: none waits, the caller wrote it, or a release rule refuses (call-back, delta comment)
  response: { 200: TestResultDetail, 404: ErrorBody, 409: ErrorBody },
};
