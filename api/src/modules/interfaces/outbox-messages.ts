// The outbox as another module uses it (the external lab's FHIR orders): a message is queued in
// the transaction of the change that causes it, claimed by whoever sends it (the worker, or the
// request that queued it making the first attempt at once), and its outcome written in the
// sender's own transaction, beside what the outcome changes elsewhere (the order's state), so the
// two stand or fall together.
//
// Claims follow the worker's protocol (outbox-queries.ts): a claim moves the message to 'sending',
// counts the attempt and holds a lease; an outcome is written only by the claim that still holds
// the message (same attempt number), so a sender that outlived its lease changes nothing. The
// worker records its HL7 outcomes through recordOutcome too; a caller passes its own transaction
// and learns whether the outcome applied.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import { insertOutgoing, nextMessageId } from './order-queries';

export interface OutgoingMessage {
  protocol: 'fhir';
  institutionId: number;
  testRequestId: number;
  messageType: string;
  /** The message's own identifier at the other end (a FHIR order's identifier, REQ-000123). */
  controlId: string;
  raw: string;
  /** What the Interfaces screen's search finds it by (lower case). */
  searchText: string;
}

/** Queues the message (pending, due now) in `tx`; answers its id. */
export async function queueOutgoing(tx: Db, message: OutgoingMessage): Promise<number> {
  const id = await nextMessageId(tx);
  await insertOutgoing(tx, { id, instrumentId: null, ...message });
  return id;
}

export interface OpenMessage {
  id: number;
  status: 'pending' | 'sending' | 'dead';
  attempts: number;
  /** A sender holds it now (sending, lease not ended). */
  held: boolean;
  raw: string;
}

/**
 * The newest undelivered message of a request with this control id (pending, sending or dead, not
 * discarded), locked for `tx`: a repeat of the same change finds it instead of queuing a second.
 */
export async function lockOpenMessage(tx: Db, protocol: 'fhir', testRequestId: number, controlId: string): Promise<OpenMessage | null> {
  const rows = await queryRows<OpenMessage>(
    tx,
    sql`select id, status, attempts, raw, (status = 'sending' and lease_until >= now()) as held from interface_messages
      where direction = 'out' and protocol = ${protocol} and test_request_id = ${testRequestId} and control_id = ${controlId} and status in ('pending', 'sending', 'dead')
      order by id desc limit 1 for update`,
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/**
 * Claims message `id` for one attempt now, whatever its back-off says (a person asked): pending, a
 * sending one whose lease ended, or a dead one (its attempts counted afresh, as Retry does).
 * Answers the attempt's number, or null when another sender holds it or it is done.
 */
export async function claimMessage(tx: Db, id: number, leaseMs: number): Promise<number | null> {
  const rows = await queryRows<{ attempts: number }>(
    tx,
    sql`update interface_messages set attempts = case when status = 'dead' then 1 else attempts + 1 end, status = 'sending',
        lease_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
      where id = ${id} and direction = 'out' and (status in ('pending', 'dead') or (status = 'sending' and lease_until < now()))
      returning attempts`,
  );
  return rows[0]?.attempts ?? null;
}

export type DeliveryOutcome =
  | { delivered: true; ackCode: string | null; ackRaw: string | null }
  | { delivered: false; dead: boolean; error: string; ackCode: string | null; ackRaw: string | null; retryInMs: number };

/** Writes attempt `attempts`'s outcome; false when that attempt no longer holds the message (a later claim's outcome wins). */
export async function recordOutcome(tx: Db, id: number, attempts: number, outcome: DeliveryOutcome): Promise<boolean> {
  const set = outcome.delivered
    ? sql`status = 'delivered', ack_code = ${outcome.ackCode}, ack_raw = ${outcome.ackRaw}, last_error = null, delivered_at = now()`
    : sql`status = ${outcome.dead ? 'dead' : 'pending'}, last_error = ${outcome.error}, ack_code = ${outcome.ackCode}, ack_raw = ${outcome.ackRaw},
        next_attempt_at = now() + ${outcome.retryInMs} * interval '1 millisecond'`;
  const rows = await queryRows(tx, sql`update interface_messages set ${set}, lease_until = null, updated_at = now() where id = ${id} and status = 'sending' and attempts = ${attempts} returning id`);
  return rows.length > 0;
}
