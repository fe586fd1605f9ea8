// The external (reference) lab integration: its statuses, the panel's timeline, who may act, when
// Submit and Fetch Results are offered, and the texts. The API
// computes can_submit and can_fetch_results with these functions; the clinical remote shows the
// panel from the same answer.
import { type AccessSubject, may } from './access';

export const EXTERNAL_LAB_STATUSES = ['pending', 'submitted', 'sample_received', 'complete', 'failed'] as const;
export type ExternalLabStatus = (typeof EXTERNAL_LAB_STATUSES)[number];

export const EXTERNAL_LAB_STATUS_LABELS: Record<ExternalLabStatus, string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  sample_received: 'Sample Received',
  complete: 'Complete',
  failed: 'Failed',
};

export const isExternalLabStatus = (value: unknown): value is ExternalLabStatus =>
  typeof value === 'string' && (EXTERNAL_LAB_STATUSES as readonly string[]).includes(value);

/** 'Unknown' for anything outside the five statuses. */
export const externalStatusLabel = (status: string | null | undefined) => (isExternalLabStatus(status) ? EXTERNAL_LAB_STATUS_LABELS[status] : 'Unknown');

/** The timeline's three marks. */
export function externalTimeline(status: string | null | undefined) {
  return {
    submitted: status === 'submitted' || status === 'sample_received' || status === 'complete',
    sampleReceived: status === 'sample_received' || status === 'complete',
    results: status === 'complete',
  };
}

/**
 * Submit, Check Status and Fetch Results: the lab's and the institution's staff who move requests
 * along, with the results area too (an order creates the request's result, a fetch writes it).
 * Everyone who sees the request sees the panel.
 */
type Actor = AccessSubject | null | undefined;
export const canActOnExternalLab = (user: Actor) => may(user, 'externalLab.act');

/** An order goes out once the sample is in the lab, as results are entered: in progress or completed. */
export const EXTERNAL_SUBMIT_REQUEST_STATUSES: readonly string[] = ['in_progress', 'completed'];

export interface ExternalLabState {
  apiEnabled: boolean;
  barcode: string | null;
  requestStatus: string;
  externalStatus: string | null;
}

/**
 * Submit: the request's lab has an enabled provider, the kit has a barcode (the specimen's
 * identifier at the lab), the sample is in the lab, and no order went out yet (or the last
 * attempt failed).
 */
export const canSubmitExternal = (s: ExternalLabState) =>
  s.apiEnabled &&
  !!s.barcode &&
  EXTERNAL_SUBMIT_REQUEST_STATUSES.includes(s.requestStatus) &&
  (s.externalStatus === null || s.externalStatus === 'pending' || s.externalStatus === 'failed');

/** Fetch Results: the lab says the results are complete. Fetching again imports only what changed. */
export const canFetchExternal = (s: ExternalLabState) => s.apiEnabled && s.externalStatus === 'complete';

/** Check Status: whenever a status exists and it is not complete. */
export const showsCheckStatus = (status: string | null | undefined) => !!status && status !== 'complete';

/** How long the API waits for the external lab before it gives up on a call (EXTERNAL_LAB_TIMEOUT_MS overrides). */
export const EXTERNAL_LAB_TIMEOUT_MS = 10_000;

export const EXTERNAL_LAB_MESSAGES = {
  // the panel's fallbacks; the API answers with the same texts and the reason
  loadFailed: 'Failed to load API status',
  submitFailed: 'Failed to submit to external API',
  syncFailed: 'Failed to sync status',
  fetchFailed: 'Failed to fetch results from external API',
  noBarcode: 'No barcode assigned',
  /** The reason of the amendment when results arrive for a final result. */
  amendReason: 'Results received from external lab',
  // the API's texts
  requestNotFound: 'Test request not found',
  resultNotFound: 'Test result not found',
  unknownProvider: (provider: string) => `Unknown external lab provider '${provider}'`,
  notThisLab: (provider: string) => `The test request's laboratory is not served by provider '${provider}'`,
  notEnabled: "The test request's laboratory has no enabled external lab provider",
  needsBarcode: 'The test request has no kit barcode: the external lab identifies the specimen by it',
  notReady: 'A test request goes to the external lab once its sample is in the lab (in progress or completed)',
  alreadySubmitted: (externalId: string) => `The test request was already submitted to the external lab (order ${externalId})`,
  notSubmitted: 'The test request has not been submitted to the external lab',
  notComplete: 'The external lab has not completed the results yet',
  noMarkers: 'The test request has no markers the external lab reported on',
} as const;
