// The external lab integration API: what the
// clinical remote's panel asks and the API answers.
import type { ExternalLabStatus } from '../external-lab-rules';

/**
 * GET /results/{id}/api-status, POST /results/{id}/sync-status, and `external_lab` on the test
 * request detail (the panel's first answer, before the request has a result).
 */
export interface ExternalApiStatus {
  /** The request's laboratory has an enabled provider: the panel is shown only then. */
  api_enabled: boolean;
  /** The {provider} path segment of submit-order and fetch-results for this request's laboratory. */
  provider: string | null;
  external_api_status: ExternalLabStatus | null;
  /** The external lab's order id (its Task). */
  external_lab_id: string | null;
  api_order_submitted_at: string | null;
  /** When the lab reported the sample received (the timeline's second mark). */
  sample_received_at: string | null;
  api_results_received_at: string | null;
  /** Results from the external lab were imported into the request's result. */
  has_external_data: boolean;
  /** When the API last asked the external lab. */
  last_sync: string | null;
  /** Why the last call failed, as the API recorded it (status failed). */
  failure_reason: string | null;
  /** For the caller: Submit is offered. */
  can_submit: boolean;
  /** For the caller: Fetch Results is offered. */
  can_fetch_results: boolean;
  /** The request's result (created when the order goes out), null before. */
  result_id: number | null;
}

/** POST /external-api/{provider}/submit-order/{testRequestId}. */
export interface ExternalSubmitResponse {
  success: boolean;
  /** Set when success is false (HTTP 502 or 504): the product's text; `reason` says why. */
  error?: string;
  reason?: string;
  message?: string;
  status: ExternalApiStatus;
}

/** POST /external-api/{provider}/fetch-results/{testRequestId}. */
export interface ExternalFetchResponse {
  success: boolean;
  error?: string;
  reason?: string;
  message?: string;
  /** A new version of the result was saved (false when the lab's report equals the current content). */
  imported: boolean;
  result_id: number | null;
  status: ExternalApiStatus;
}
