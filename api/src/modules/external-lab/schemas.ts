import {
  ErrorBody,
  ExternalApiStatus,
  ExternalFetchResponse,
  ExternalLabFailure,
  ExternalOrderParams,
  ExternalSubmitResponse,
  IdParams,
  LabConnectionBody,
  LabConnectionResponse,
  LabConnectionTestBody,
  LabConnectionTestResponse,
} from '@lab/shared';

// The external lab panel's routes: their documentation and which contract schema each takes
// (@lab/shared's external-lab contract). When the lab fails us the answer is 502 (it refused or
// answered nonsense) or 504 (it did not answer in time), with the reason and the status recorded.
const tags = ['external lab'];
const labFailed = { 502: ExternalLabFailure, 504: ExternalLabFailure };

export const apiStatusSchema = {
  operationId: 'getExternalLabStatus',
  tags,
  summary: "The external lab state of a result's test request",
  params: IdParams,
  response: { 200: ExternalApiStatus, 404: ErrorBody },
};

export const syncStatusSchema = {
  operationId: 'syncExternalLabStatus',
  tags,
  summary: 'Ask the external lab how the order stands, and record it',
  params: IdParams,
  response: { 200: ExternalApiStatus, 404: ErrorBody, 409: ErrorBody, ...labFailed },
};

export const submitOrderSchema = {
  operationId: 'submitExternalLabOrder',
  tags,
  summary: "Send the test request to its laboratory's external lab over FHIR R4 (once: a repeat creates no second order)",
  params: ExternalOrderParams,
  response: { 200: ExternalSubmitResponse, 404: ErrorBody, 409: ErrorBody, ...labFailed },
};

export const fetchResultsSchema = {
  operationId: 'fetchExternalLabResults',
  tags,
  summary: "Import the external lab's report into the request's result (a final result is amended, never overwritten)",
  params: ExternalOrderParams,
  // 409 also when the lab took its results back since the last status: then with the status it now reports
  response: { 200: ExternalFetchResponse, 404: ErrorBody, 409: ExternalLabFailure, ...labFailed },
};

// A lab's connection (CMS Labs tab): whoever edits labs (super_admin) reads, changes and tests it.
const connectionTags = ['cms', 'external lab'];

export const getConnectionSchema = {
  operationId: 'getLabConnection',
  tags: connectionTags,
  summary: "A lab's connection to its external lab (the credential only as whether one is set)",
  params: IdParams,
  response: { 200: LabConnectionResponse, 403: ErrorBody, 404: ErrorBody },
};

export const updateConnectionSchema = {
  operationId: 'updateLabConnection',
  tags: connectionTags,
  summary: "Change a lab's connection: fields left out keep their values; an empty credential keeps the stored one, clear_credential removes it",
  params: IdParams,
  body: LabConnectionBody,
  response: { 200: LabConnectionResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
};

export const testConnectionSchema = {
  operationId: 'testLabConnection',
  tags: connectionTags,
  summary: "Read {base}/metadata and say whether it is a FHIR R4 CapabilityStatement (the form's values, else the stored ones)",
  params: IdParams,
  body: LabConnectionTestBody,
  response: { 200: LabConnectionTestResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
};
