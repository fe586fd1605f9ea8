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

/**
 * Back-off after calls that gave no usable answer: 1 minute after the first, doubling up to an
 * hour. A user's Check Status still asks at once; anything that checks on its own waits.
 */
export const EXTERNAL_RETRY_FIRST_MS = 60_000;
export const EXTERNAL_RETRY_MAX_MS = 3_600_000;
export function externalRetryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, Math.min(failedAttempts - 1, 30));
  return Math.min(EXTERNAL_RETRY_FIRST_MS * 2 ** doublings, EXTERNAL_RETRY_MAX_MS);
}

/** An automatic (unattended) status check may run now: the order is out, not done, and its back-off has passed. */
export function dueForAutomaticCheck(s: { external_api_status: string | null; next_attempt_at: string | null }, now: Date): boolean {
  if (s.external_api_status !== 'submitted' && s.external_api_status !== 'sample_received') return false;
  return s.next_attempt_at === null || new Date(s.next_attempt_at).getTime() <= now.getTime();
}

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
  /** The reason when the lab corrected results but gave no note saying why. */
  labCorrected: (codes: readonly string[]) => `Corrected by the external lab (${codes.join(', ')})`,
  /** The panel, when the last call did not reach the lab (the order keeps its status). */
  labUnreachable: (when: string) => `Lab not reachable, last tried ${when}`,
  nextAttempt: (when: string) => `Next automatic check not before ${when}`,
  submitted: (lab: string, externalId: string) => `Submitted to ${lab} as order ${externalId}`,
  newOrderSent: (externalId: string, previous: string) => `A new order was sent to the lab (order ${externalId}): the lab had ${previous} the previous one`,
  stillAtLab: (externalId: string) => `The external lab still has order ${externalId}: its status was brought up to date and no new order was sent`,
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
  /** Submit while the order's message is being sent (another Submit, or the outbox worker). */
  submitInProgress: 'The order is being sent to the external lab right now: check its status in a moment',
  notComplete: 'The external lab has not completed the results yet',
  noMarkers: 'The test request has no markers the external lab reported on',
  // a lab's unit that is not the marker's: the report is refused, never a number read against limits and history in another unit
  unitConvertible: (marker: string, lab: string, ours: string, factor: number) =>
    `${marker}: the lab reports ${lab} and the marker is in ${ours} (1 ${lab} = ${factor} ${ours}). Values are not converted: agree the unit with the lab or change the marker's UCUM units`,
  unitIncompatible: (marker: string, lab: string, ours: string) => `${marker}: the lab reports ${lab}, which does not convert to the marker's ${ours}`,
} as const;
