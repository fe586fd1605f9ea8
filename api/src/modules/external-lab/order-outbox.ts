// An order to the external lab goes through the integration outbox (interface_messages, protocol
// 'fhir'), as the orders to analyzers do: it is queued in the transaction that marks the order
// pending, then sent by whoever holds the message's claim, first the Submit that queued it, else
// the outbox worker (after a back-off, or after the lease of a Submit whose API stopped mid-call).
// Whoever sends it records the outcome here, on the message and on the order (the result's
// external-lab state) with its audit row, in one transaction: the message and the order never
// disagree about whether the lab has the order.
//
// The message carries everything its delivery needs (the provider key, the result, the order as
// it goes out), so the worker needs nothing of the request that queued it. Sending it twice is
// harmless: the lab's conditional create on the order identifier finds the order it already made.
import { EXTERNAL_LAB_MESSAGES as M, OUTBOX_MAX_ATTEMPTS, outboxDelayMs } from '@lab/shared';
import { writeAudit, type AuditSource } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { queueOutgoing, recordOutcome, type OutboxSender } from '../interfaces/public';
import { ExternalLabError, type ExternalOrder } from './provider';
import * as queries from './queries';
import type { ExternalLabDeps } from './service-common';

/** The message's raw text (JSON): the order and where it goes. */
export interface QueuedOrder {
  provider: string;
  test_request_id: number;
  institution_id: number;
  result_id: number;
  /** The identifier version: the order is REQ-000123 (1), REQ-000123-2 (2)... */
  version: number;
  /** A new order after the lab closed the previous one, which it names. */
  previous_external_lab_id: string | null;
  order: ExternalOrder;
}

/** The FHIR interaction the message is: one transaction Bundle. */
export const ORDER_MESSAGE_TYPE = 'Bundle';

/** Queues the order, pending and due now, in the transaction that marks it pending; answers the message id. */
export function queueOrder(tx: Db, queued: QueuedOrder): Promise<number> {
  const { order } = queued;
  const searchText = ['fhir', order.requestNumber, ORDER_MESSAGE_TYPE, queued.provider, order.barcode].join(' ').toLowerCase();
  return queueOutgoing(tx, {
    protocol: 'fhir',
    institutionId: queued.institution_id,
    testRequestId: queued.test_request_id,
    messageType: ORDER_MESSAGE_TYPE,
    controlId: order.requestNumber,
    raw: JSON.stringify(queued, null, 2),
    searchText,
  });
}

/**
 * A refusal that sending the same order again will not change: the lab's 4xx (but 408 and 429,
 * which say "later"), or an address the API may not call. The message is dead at once, for a
 * person to look at, as an analyzer's AE or AR makes an HL7 order dead.
 */
export function isFinalRefusal(error: ExternalLabError): boolean {
  if (error.kind === 'blocked') return true;
  const status = error.httpStatus;
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export type DeliveryResult = { ok: true; externalId: string } | { ok: false; error: ExternalLabError };

/** Who the audit names: the user whose Submit sent it, or the outbox worker. */
const WORKER: AuditSource = {};
const workerActor = (source: AuditSource) => (source === WORKER ? { actorEmail: 'system:outbox' } : {});

/**
 * Sends claimed attempt `attempts` of message `id` and records its outcome. The order's state is
 * written only while the order still waits for this identifier (pending or failed at the same
 * version) and only by the claim that still holds the message.
 */
export async function deliverOrder(deps: Pick<ExternalLabDeps, 'db' | 'registry'>, message: { id: number; attempts: number; queued: QueuedOrder }, source: AuditSource = WORKER): Promise<DeliveryResult> {
  const { db } = deps;
  const { queued, id, attempts } = message;
  const identifier = queued.order.requestNumber;
  let result: DeliveryResult;
  try {
    const settings = await queries.selectProvider(db, queued.provider);
    // the connection was turned off (or removed) since: nothing goes out while it is off
    if (!settings?.enabled) throw new ExternalLabError('blocked', M.notEnabled);
    result = { ok: true, externalId: (await deps.registry.providerFor(settings).submitOrder(queued.order)).externalId };
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    result = { ok: false, error };
  }
  const base = { provider: queued.provider, order_identifier: identifier, result_id: queued.result_id, message_id: id, attempts };
  const audit = { entityType: 'test_request', entityId: queued.test_request_id, institutionId: queued.institution_id, ...workerActor(source) };
  await db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, queued.result_id);
    const waiting = !!order && ['pending', 'failed'].includes(order.external_api_status ?? '') && order.external_order_version === queued.version;
    if (result.ok) {
      // FHIR has no acknowledgement code: the lab's answer kept is the order id it gave (the HTTP status of a failure is in the error)
      const held = await recordOutcome(tx, id, attempts, { delivered: true, ackCode: null, ackRaw: JSON.stringify({ external_lab_id: result.externalId }, null, 2) });
      if (!held || !waiting) return;
      await queries.recordSubmitted(tx, queued.result_id, result.externalId);
      const replaced = queued.previous_external_lab_id ? { new_order: true, previous_external_lab_id: queued.previous_external_lab_id } : {};
      await writeAudit(tx, { action: 'external_lab.submitted', ...audit, details: { ...base, external_lab_id: result.externalId, ...replaced } }, source);
      return;
    }
    const { error } = result;
    const dead = isFinalRefusal(error) || attempts >= OUTBOX_MAX_ATTEMPTS;
    const retryInMs = dead ? 0 : outboxDelayMs(attempts);
    const held = await recordOutcome(tx, id, attempts, { delivered: false, dead, error: error.message, ackCode: null, ackRaw: null, retryInMs });
    if (!held || !waiting) return;
    await queries.recordFailure(tx, queued.result_id, error.message);
    const retry = dead ? { dead: true } : { next_attempt_in_ms: retryInMs };
    await writeAudit(tx, { action: 'external_lab.submit_failed', ...audit, details: { ...base, kind: error.kind, reason: error.message, ...retry } }, source);
  });
  return result;
}

/** The outbox worker's sender of external lab orders (app.ts hands it to the worker). */
export function orderSender(deps: Pick<ExternalLabDeps, 'db' | 'registry'>): OutboxSender {
  return {
    timeoutMs: deps.registry.timeoutMs,
    deliver: async (message) => {
      await deliverOrder(deps, { id: message.id, attempts: message.attempts, queued: JSON.parse(message.raw) as QueuedOrder });
    },
  };
}
