// Submit: the test request as an order at its laboratory's external lab.
//
// The order's state lives on the request's result (the result's API shape carries it), so the first
// submit creates the result as a draft when there is none yet. The order goes out through the
// integration outbox (order-outbox.ts): one transaction marks it pending and queues the message,
// already claimed by this Submit, which then makes the first attempt itself (no transaction is held
// open while the lab is called) and records the outcome on the message and the order together. An
// attempt that fails for now (unreachable, timeout, 5xx) leaves the order failed with the reason,
// as the user is told, and the message pending: the outbox worker sends it again after its
// back-off, and a user's Submit meanwhile sends that same message at once instead of a second one.
//
// One truth for the send: the message's attempts and next attempt are the submit's retries. The
// result's own back-off (external_failed_attempts, external_next_attempt_at) stays what it was, the
// record of status checks and fetches on an order that is out; a submit failure never touches it.
//
// Exactly one live order at the lab: the order is a conditional create on its identifier
// (REQ-000123), so a repeat after a lost answer finds the order it made. When the lab closed the
// order (rejected, cancelled, failed), a resubmit is a new order under the next identifier
// (REQ-000123-2): the closed one would otherwise be found again and nothing would reach the lab.
// One message per identifier: a Submit finds the identifier's undelivered message (pending, or
// dead: the user's Submit revives it as Retry does) and sends it; one a sender holds now is left
// to it (409).
import {
  canSubmitExternal,
  draftResultData,
  toBlockMarker,
  EXTERNAL_LAB_MESSAGES as M,
  formatRequestId,
  TEST_PRIORITIES,
  type ExternalSubmitResponse,
  type TestPriority,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { claimMessage, lockOpenMessage } from '../interfaces/public';
import { resultWrites as writes } from '../results/public';
import { externalLabState, type ExternalLabRow } from './external-lab-state';
import { deliverOrder, queueOrder, type QueuedOrder } from './order-outbox';
import { ExternalLabError, type ExternalLabProvider, type ExternalOrder } from './provider';
import * as queries from './queries';
import {
  httpCodeOf,
  patientMarkers,
  providerOfRequest,
  recordAttemptFailure,
  recordLabStatus,
  requestInScope,
  requireActor,
  rowOf,
  statusOf,
  type Answer,
  type ExternalLabDeps,
} from './service-common';

/** The order's identifier at the lab: REQ-000123, then REQ-000123-2 for the next order after the lab closed one. */
export const orderIdentifier = (requestId: number, version: number) => `${formatRequestId(requestId)}${version > 1 ? `-${version}` : ''}`;

/** The result the order's state is kept on: the request's, or a new draft from its markers' template. */
async function resultForOrder(db: Db, caller: Caller, request: queries.OrderRequest, row: ExternalLabRow): Promise<number> {
  if (row.result_id !== null) return row.result_id;
  const markers = (await patientMarkers(db, request.id)).map(toBlockMarker);
  const created = await db.transaction(async (tx) => {
    const id = await writes.insertResult(tx, { testRequestId: request.id, institutionId: request.institution_id, status: 'draft', enteredBy: caller.user.id, reviewedBy: null, release: null, criticalOpen: false });
    if (id === null) return null; // entered meanwhile: use that one
    await writes.insertVersion(tx, id, 1, 'draft', { resultData: draftResultData(request.test_name, markers), resultValues: [], interpretation: null }, caller.user.id, null);
    await writeAudit(tx, { action: 'test_result.created', entityType: 'test_result', entityId: id, institutionId: request.institution_id, details: { test_request_id: request.id, status: 'draft', for: 'external_lab_order' } }, caller);
    return id;
  });
  return created ?? (await rowOf(db, request.id)).result_id!;
}

/** What the lab says of the last order, before another goes out. */
type Previous = { closed: true; externalId: string; as: string } | { closed: false; answer: Answer<ExternalSubmitResponse> } | null;

/** How the lab's word for a closed order reads in "the lab had ... the previous one". */
const CLOSED_WORDS: Record<string, string> = { rejected: 'rejected', cancelled: 'cancelled', failed: 'failed', 'entered-in-error': 'withdrawn', gone: 'no record of' };

/**
 * A failed order with a lab id went to the lab: ask the lab before sending anything. Closed there
 * (or unknown to it: 404, 410) → a new order; still live → its status back, nothing sent; no
 * usable answer → nothing sent either, as it cannot be told whether a new order would be a second.
 */
async function previousOrder(deps: ExternalLabDeps, caller: Caller, key: string, provider: ExternalLabProvider, row: ExternalLabRow, requestId: number): Promise<Previous> {
  if (row.external_api_status !== 'failed' || !row.external_lab_id || row.result_id === null) return null;
  const externalId = row.external_lab_id;
  try {
    const outcome = await provider.getStatus(externalId);
    if (outcome.status === 'failed') return { closed: true, externalId, as: outcome.labStatus };
    await recordLabStatus(deps.db, caller, row, row.result_id, outcome);
    return { closed: false, answer: { code: 200, body: { success: true, new_order: false, message: M.stillAtLab(externalId), status: await statusOf(deps.db, requestId, caller) } } };
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    if (error.httpStatus === 404 || error.httpStatus === 410) return { closed: true, externalId, as: 'gone' };
    await recordAttemptFailure(deps, caller, { id: row.request_id, institution_id: row.institution_id }, row.result_id, 'external_lab.submit_failed', key, error);
    return { closed: false, answer: { code: httpCodeOf(error), body: { success: false, error: M.submitFailed, reason: error.message, status: await statusOf(deps.db, requestId, caller) } } };
  }
}

/** POST /external-api/{provider}/submit-order/{testRequestId}. */
export async function submitOrder(deps: ExternalLabDeps, caller: Caller, key: string, requestId: number): Promise<Answer<ExternalSubmitResponse>> {
  const { db } = deps;
  requireActor(caller);
  const request = await requestInScope(db, caller, requestId);
  const row = await rowOf(db, requestId);
  const provider = await providerOfRequest(deps, key, row);
  const barcode = row.barcode_number;
  if (!barcode) throw conflict(M.needsBarcode);
  if (!canSubmitExternal(externalLabState(row))) {
    throw conflict(row.external_lab_id && row.external_api_status !== 'failed' ? M.alreadySubmitted(row.external_lab_id) : M.notReady);
  }
  const previous = await previousOrder(deps, caller, key, provider, row, requestId);
  if (previous && !previous.closed) return previous.answer;

  const markers = await queries.selectRequestMarkers(db, requestId);
  const resultId = await resultForOrder(db, caller, request, row);
  const orderOf = (requestNumber: string): ExternalOrder => ({
    requestNumber,
    priority: (TEST_PRIORITIES as readonly string[]).includes(request.priority) ? (request.priority as TestPriority) : TEST_PRIORITIES[0],
    authoredOn: new Date(request.requested_at).toISOString(),
    testName: request.test_name,
    sampleType: request.sample_type,
    barcode,
    patient: { id: request.patient_id, firstName: request.first_name, lastName: request.last_name, dateOfBirth: request.date_of_birth, gender: request.gender },
    tests: markers.filter((m) => m.code).map((m) => ({ code: m.code!, name: m.name, loinc: m.loinc_code })),
  });
  const queued = await db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, resultId);
    if (order?.external_api_status && !['pending', 'failed'].includes(order.external_api_status)) throw conflict(M.alreadySubmitted(order.external_lab_id ?? ''));
    // a concurrent resubmit may have moved to the next identifier already: then this one repeats it
    const fresh = previous !== null && order?.external_lab_id === previous.externalId;
    const version = (order?.external_order_version ?? 1) + (fresh ? 1 : 0);
    const identifier = orderIdentifier(request.id, version);
    const open = await lockOpenMessage(tx, 'fhir', request.id, identifier);
    if (open?.held) throw conflict(M.submitInProgress);
    await queries.markPending(tx, resultId, key, fresh);
    // the identifier's message that did not get through is the one sent again, its order as first queued
    const content: QueuedOrder = open
      ? (JSON.parse(open.raw) as QueuedOrder)
      : { provider: key, test_request_id: request.id, institution_id: request.institution_id, result_id: resultId, version, previous_external_lab_id: fresh ? (previous?.externalId ?? null) : null, order: orderOf(identifier) };
    const id = open?.id ?? (await queueOrder(tx, content));
    // claimed before the transaction ends, so no worker can take it while this Submit sends it
    const attempts = (await claimMessage(tx, id, deps.registry.timeoutMs * 3))!;
    return { id, attempts, newOrder: fresh, content };
  });

  const sent = await deliverOrder(deps, { id: queued.id, attempts: queued.attempts, queued: queued.content }, caller);
  const status = await statusOf(db, requestId, caller);
  if (!sent.ok) return { code: httpCodeOf(sent.error), body: { success: false, error: M.submitFailed, reason: sent.error.message, status } };
  const message = queued.newOrder && previous?.closed ? M.newOrderSent(sent.externalId, CLOSED_WORDS[previous.as] ?? previous.as) : M.submitted(request.lab_name ?? 'the external lab', sent.externalId);
  return { code: 200, body: { success: true, new_order: queued.newOrder, message, status } };
}
