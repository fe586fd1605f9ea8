// The external lab state of a test request, as the panel shows it:
// read by the test request detail (its first answer) and by the external-lab module (the status
// routes and what each action checks). can_submit and can_fetch_results come from the rules in
// @lab/shared, for the caller.
import {
  canActOnExternalLab,
  canFetchExternal,
  canSubmitExternal,
  isExternalLabStatus,
  type AccessSubject,
  type ExternalApiStatus,
  type ExternalLabState,
  type ExternalLabStatus,
} from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';

export interface ExternalLabRow {
  request_id: number;
  request_status: string;
  institution_id: number;
  barcode_number: string | null;
  lab_id: number | null;
  /** The enabled provider of the request's laboratory, if any. */
  provider: string | null;
  result_id: number | null;
  result_status: string | null;
  external_provider: string | null;
  external_api_status: string | null;
  external_lab_id: string | null;
  api_order_submitted_at: string | null;
  external_sample_received_at: string | null;
  api_results_received_at: string | null;
  has_external_results: boolean | null;
  external_last_sync_at: string | null;
  external_failure_reason: string | null;
  external_order_version: number | null;
  external_last_attempt_at: string | null;
  external_attempt_error: string | null;
  external_next_attempt_at: string | null;
}

const SELECT = sql`select tr.id as request_id, tr.status as request_status, tr.institution_id, tr.barcode_number, tr.lab_id,
    p.provider, r.id as result_id, r.status as result_status, r.external_provider, r.external_api_status, r.external_lab_id,
    r.api_order_submitted_at, r.external_sample_received_at, r.api_results_received_at, r.has_external_results,
    r.external_last_sync_at, r.external_failure_reason, r.external_order_version,
    r.external_last_attempt_at, r.external_attempt_error, r.external_next_attempt_at
  from test_requests tr
  left join external_lab_providers p on p.lab_id = tr.lab_id and p.enabled
  left join test_results r on r.test_request_id = tr.id`;

/** The request's external lab state (no scope check: callers have checked the request or result is the caller's). */
export async function selectExternalLabRow(db: Db, requestId: number): Promise<ExternalLabRow | null> {
  const rows = await queryRowsPrepared<ExternalLabRow>(db, sql`${SELECT} where tr.id = ${requestId}`);
  return rows[0] ?? null;
}

/** The facts Submit and Fetch Results are decided on (@lab/shared canSubmitExternal, canFetchExternal). */
export function externalLabState(row: ExternalLabRow): ExternalLabState & { externalStatus: ExternalLabStatus | null } {
  const externalStatus = isExternalLabStatus(row.external_api_status) ? row.external_api_status : null;
  return { apiEnabled: row.provider !== null, barcode: row.barcode_number, requestStatus: row.request_status, externalStatus };
}

/** What the panel shows and may offer this caller. */
export function externalApiStatus(row: ExternalLabRow, user: AccessSubject): ExternalApiStatus {
  const state = externalLabState(row);
  const externalStatus = state.externalStatus;
  const acts = canActOnExternalLab(user);
  return {
    api_enabled: state.apiEnabled,
    provider: row.provider,
    external_api_status: externalStatus,
    external_lab_id: row.external_lab_id,
    api_order_submitted_at: isoOrNull(row.api_order_submitted_at),
    sample_received_at: isoOrNull(row.external_sample_received_at),
    api_results_received_at: isoOrNull(row.api_results_received_at),
    has_external_data: row.has_external_results === true,
    last_sync: isoOrNull(row.external_last_sync_at),
    failure_reason: row.external_failure_reason,
    last_attempt_at: isoOrNull(row.external_last_attempt_at),
    attempt_error: row.external_attempt_error,
    next_attempt_at: isoOrNull(row.external_next_attempt_at),
    can_submit: acts && canSubmitExternal(state),
    can_fetch_results: acts && canFetchExternal(state),
    result_id: row.result_id,
  };
}
