// The SQL of the external lab integration: the request an order is made from, its coded markers,
// the provider settings, and the writes of the order's state on the request's result.
import type { ExternalLabStatus } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { numberOrNull } from '../../platform/db/row-values';
import type { ProviderSettings } from './registry';

/** What an order carries about its request and patient. */
export interface OrderRequest {
  id: number;
  status: string;
  priority: string;
  test_name: string;
  requested_at: string;
  institution_id: number;
  barcode_number: string | null;
  sample_type: string | null;
  lab_name: string | null;
  patient_id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: string | null;
}

/** The listed request in the caller's institutions. */
export async function selectOrderRequest(db: Db, scope: Scope, requestId: number): Promise<OrderRequest | null> {
  const rows = await queryRowsPrepared<OrderRequest>(
    db,
    sql`select tr.id, tr.status, tr.priority, tr.test_name, tr.requested_at, tr.institution_id, tr.barcode_number, st.name as sample_type, l.name as lab_name,
        p.id as patient_id, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.gender
      from test_requests tr
      join patients p on p.id = tr.patient_id
      left join sample_types st on st.id = tr.sample_type_id
      left join labs l on l.id = tr.lab_id
      where tr.id = ${requestId} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}`,
  );
  return rows[0] ?? null;
}

/** The request of a result in the caller's institutions. */
export async function selectRequestOfResult(db: Db, scope: Scope, resultId: number): Promise<number | null> {
  const rows = await queryRowsPrepared<{ test_request_id: number }>(
    db,
    sql`select r.test_request_id from test_results r join test_requests tr on tr.id = r.test_request_id
      where r.id = ${resultId} and tr.archived_at is null and ${scopeCondition(sql`r.institution_id`, scope)}`,
  );
  return rows[0]?.test_request_id ?? null;
}

export interface CodedMarker {
  id: number;
  name: string;
  code: string | null;
  loinc_code: string | null;
  /** The display units; ucum_units the same in UCUM, which a lab's unit is compared with. */
  units: string | null;
  ucum_units: string | null;
  range_min: number | null;
  range_max: number | null;
}

/** The request's markers with their codes (ours and LOINC), units and ranges, in name order. */
export async function selectRequestMarkers(db: Db, requestId: number): Promise<CodedMarker[]> {
  const rows = await queryRowsPrepared<CodedMarker>(
    db,
    sql`select m.id, m.name, m.marker_code as code, m.loinc_code, m.units, m.ucum_units, m.range_min, m.range_max
      from test_request_markers trm join markers m on m.id = trm.marker_id
      where trm.test_request_id = ${requestId} order by m.name, m.id`,
  );
  return rows.map((m) => ({ ...m, range_min: numberOrNull(m.range_min), range_max: numberOrNull(m.range_max) }));
}

export async function selectProvider(db: Db, provider: string): Promise<ProviderSettings | null> {
  const rows = await queryRowsPrepared<ProviderSettings>(db, sql`select provider, lab_id, kind, base_url, enabled, credential, allow_private_network from external_lab_providers where provider = ${provider}`);
  return rows[0] ?? null;
}

/** The order's state on the result, locked for the transaction that changes it. */
export interface OrderState {
  id: number;
  external_api_status: string | null;
  external_lab_id: string | null;
  external_order_version: number;
  external_failed_attempts: number;
}

export async function lockOrder(tx: Db, resultId: number): Promise<OrderState | null> {
  const rows = await queryRows<OrderState>(
    tx,
    sql`select id, external_api_status, external_lab_id, external_order_version, external_failed_attempts from test_results where id = ${resultId} for update`,
  );
  return rows[0] ?? null;
}

/** A lab's answer came: no failed attempt is pending, nothing waits for a back-off. */
const answered = sql`external_last_attempt_at = now(), external_attempt_error = null, external_failed_attempts = 0, external_next_attempt_at = null`;

/**
 * Before the call goes out: pending at this provider, the last failure forgotten. A new order (the
 * lab closed the last one) takes the next identifier version and starts with no lab id or dates.
 */
export async function markPending(tx: Db, resultId: number, provider: string, newOrder: boolean): Promise<void> {
  const fresh = newOrder
    ? sql`, external_order_version = external_order_version + 1, external_lab_id = null, api_order_submitted_at = null, external_sample_received_at = null`
    : sql``;
  await tx.execute(
    sql`update test_results set external_api_status = 'pending', external_provider = ${provider}, external_failure_reason = null${fresh}, updated_at = now() where id = ${resultId}`,
  );
}

export async function recordSubmitted(tx: Db, resultId: number, externalId: string): Promise<void> {
  await tx.execute(
    sql`update test_results set external_api_status = 'submitted', external_lab_id = ${externalId},
        api_order_submitted_at = coalesce(api_order_submitted_at, now()), external_last_sync_at = now(), external_failure_reason = null, ${answered}, updated_at = now()
      where id = ${resultId}`,
  );
}

/** A submit that did not go through: the order failed, with the reason (Submit is offered again). */
export async function recordFailure(tx: Db, resultId: number, reason: string): Promise<void> {
  await tx.execute(
    sql`update test_results set external_api_status = 'failed', external_failure_reason = ${reason}, external_last_attempt_at = now(), updated_at = now() where id = ${resultId}`,
  );
}

/**
 * A status check or fetch that got no usable answer: the order keeps its status (only the lab's
 * Task can fail it); the error, the time and when to try again are kept.
 */
export async function recordAttemptFailure(tx: Db, resultId: number, reason: string, failedAttempts: number, nextAttemptAt: Date): Promise<void> {
  await tx.execute(
    sql`update test_results set external_last_attempt_at = now(), external_attempt_error = ${reason}, external_failed_attempts = ${failedAttempts},
        external_next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz, updated_at = now()
      where id = ${resultId}`,
  );
}

/** What the lab said: its status, when it had the sample, why it failed. */
export async function recordStatus(tx: Db, resultId: number, status: ExternalLabStatus, sampleReceivedAt: string | null, reason: string | null): Promise<void> {
  await tx.execute(
    sql`update test_results set external_api_status = ${status},
        external_sample_received_at = case when ${status} in ('sample_received', 'complete')
          then coalesce(${sampleReceivedAt}::timestamptz, external_sample_received_at, now()) else external_sample_received_at end,
        external_failure_reason = ${reason}, external_last_sync_at = now(), ${answered}, updated_at = now()
      where id = ${resultId}`,
  );
}

export async function recordResultsReceived(tx: Db, resultId: number): Promise<void> {
  await tx.execute(sql`update test_results set has_external_results = true, api_results_received_at = now(), updated_at = now() where id = ${resultId}`);
}
