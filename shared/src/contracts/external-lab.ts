// The external lab integration API: what the clinical remote's panel asks and the API answers.
// Each shape is a TypeBox schema: the API validates and documents with it, and its `Static` type
// is what the panel uses.
import { EXTERNAL_LAB_STATUSES } from '../external-lab-rules';
import { Id, Nullable, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const EXTERNAL_LAB_PATHS = {
  apiStatus: '/results/:id/api-status',
  syncStatus: '/results/:id/sync-status',
  submitOrder: '/external-api/:provider/submit-order/:testRequestId',
  fetchResults: '/external-api/:provider/fetch-results/:testRequestId',
} as const;

/** The {provider} and {testRequestId} path parameters: provider is the key of external_lab_providers. */
export const ExternalOrderParams = Type.Object({
  provider: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 50 }),
  testRequestId: Id,
});
export type ExternalOrderParams = Static<typeof ExternalOrderParams>;

const instant = (description?: string) => Nullable(Type.String(description ? { description } : {}));

/**
 * GET /results/{id}/api-status, POST /results/{id}/sync-status, and `external_lab` on the test
 * request detail (the panel's first answer, before the request has a result).
 */
export const ExternalApiStatus = Type.Object({
  api_enabled: Type.Boolean({ description: "The request's laboratory has an enabled provider: the panel is shown only then." }),
  provider: Nullable(Type.String({ description: "The {provider} path segment of submit-order and fetch-results for this request's laboratory." })),
  external_api_status: Nullable(StringEnum(EXTERNAL_LAB_STATUSES)),
  external_lab_id: Nullable(Type.String({ description: "The external lab's order id (its Task)." })),
  api_order_submitted_at: instant(),
  sample_received_at: instant("When the lab reported the sample received (the timeline's second mark)."),
  api_results_received_at: instant(),
  has_external_data: Type.Boolean({ description: "Results from the external lab were imported into the request's result." }),
  last_sync: instant('When the API last asked the external lab.'),
  failure_reason: Nullable(Type.String({ description: 'Why the order failed: the lab\'s reason, or why the submit did not go through (status failed).' })),
  last_attempt_at: instant('When the API last tried to reach the lab, whatever came of it.'),
  attempt_error: Nullable(
    Type.String({ description: 'Why the last call gave no usable answer (unreachable, timeout, error, malformed); null once the lab answers. It never changes the status.' }),
  ),
  next_attempt_at: instant('Back-off after failed calls: an automatic check waits until then (a user may still ask).'),
  can_submit: Type.Boolean({ description: 'For the caller: Submit is offered.' }),
  can_fetch_results: Type.Boolean({ description: 'For the caller: Fetch Results is offered.' }),
  result_id: Nullable(Type.Integer({ description: "The request's result (created when the order goes out), null before." })),
});
export type ExternalApiStatus = Static<typeof ExternalApiStatus>;

const outcome = {
  success: Type.Boolean(),
  error: Type.Optional(Type.String({ description: "Set when success is false (HTTP 502 or 504): the product's text; `reason` says why." })),
  reason: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
};

/** POST /external-api/{provider}/submit-order/{testRequestId}. */
export const ExternalSubmitResponse = Type.Object({
  ...outcome,
  new_order: Type.Optional(Type.Boolean({ description: 'The lab had closed the previous order (rejected, cancelled, failed): this is a new one, under a new identifier.' })),
  status: ExternalApiStatus,
});
export type ExternalSubmitResponse = Static<typeof ExternalSubmitResponse>;

/** POST /external-api/{provider}/fetch-results/{testRequestId}. */
export const ExternalFetchResponse = Type.Object({
  ...outcome,
  imported: Type.Boolean({ description: "A new version of the result was saved (false when the lab's report equals the current content)." }),
  result_id: Nullable(Type.Integer()),
  status: ExternalApiStatus,
});
export type ExternalFetchResponse = Static<typeof ExternalFetchResponse>;

/**
 * A refusal of the panel's calls: `{ error }`, and when the lab was asked and failed us (502, 504;
 * a fetch whose report the lab took back, 409) also why, and the status recorded with it.
 */
export const ExternalLabFailure = Type.Object({
  success: Type.Optional(Type.Literal(false)),
  error: Type.String(),
  reason: Type.Optional(Type.String({ description: "The external lab's answer, or the timeout." })),
  imported: Type.Optional(Type.Literal(false)),
  result_id: Type.Optional(Nullable(Type.Integer())),
  status: Type.Optional(ExternalApiStatus),
});
export type ExternalLabFailure = Static<typeof ExternalLabFailure>;
