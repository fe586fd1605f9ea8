// What the external lab services share: the caller's checks, the request's state, the provider a
// call goes to, and the writes of what the lab said (or failed to say), each with its audit row.
import { canActOnExternalLab, EXTERNAL_LAB_MESSAGES as M, externalRetryDelayMs, type ExternalApiStatus } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { externalApiStatus, selectExternalLabRow, type ExternalLabRow } from './external-lab-state';
import type { ExternalLabError, ExternalLabProvider, ExternalOrderStatus } from './provider';
import * as queries from './queries';
import type { ProviderRegistry } from './registry';
import { selectEntryMarkers, selectEntryPatient } from '../results/public';

export interface ExternalLabDeps {
  db: Db;
  registry: ProviderRegistry;
  /** The clock of the back-off (tests move it). */
  now?: () => Date;
}

/** An answer and its HTTP status: 200, or 502/504 when the lab failed us, 409 when it took its results back (the body says why). */
export interface Answer<T> {
  code: 200 | 409 | 502 | 504;
  body: T;
}

export const httpCodeOf = (error: ExternalLabError): 502 | 504 => (error.kind === 'timeout' ? 504 : 502);

/** The request's external lab state as stored (the caller has been checked to see the request). */
export const rowOf = async (db: Db, requestId: number): Promise<ExternalLabRow> => (await selectExternalLabRow(db, requestId))!;

/** What the panel shows the caller now. */
export const statusOf = async (db: Db, requestId: number, caller: Caller): Promise<ExternalApiStatus> => externalApiStatus(await rowOf(db, requestId), caller.user);

/** The request's markers, each with the reference range that fits its patient on the collection day. */
export async function patientMarkers(db: Db, requestId: number) {
  const patient = (await selectEntryPatient(db, requestId))!;
  return selectEntryMarkers(db, requestId, patient);
}

export function requireActor(caller: Caller) {
  if (!canActOnExternalLab(caller.user)) throw forbidden();
}

export async function requestInScope(db: Db, caller: Caller, requestId: number) {
  const request = await queries.selectOrderRequest(db, caller.scope, requestId);
  if (!request) throw notFound(M.requestNotFound);
  return request;
}

/** The provider the path names, which must be the enabled one of the request's laboratory. */
export async function providerOfRequest({ db, registry }: ExternalLabDeps, key: string, row: ExternalLabRow): Promise<ExternalLabProvider> {
  const settings = await queries.selectProvider(db, key);
  if (!settings) throw notFound(M.unknownProvider(key));
  if (settings.lab_id !== row.lab_id) throw badRequest(M.notThisLab(key));
  if (!settings.enabled) throw conflict(M.notEnabled);
  return registry.providerFor(settings);
}

/** Writes what the lab said of the order, with an audit row when the status moved. */
export async function recordLabStatus(db: Db, caller: Caller, row: ExternalLabRow, resultId: number, outcome: ExternalOrderStatus) {
  await db.transaction(async (tx) => {
    await queries.recordStatus(tx, resultId, outcome.status, outcome.sampleReceivedAt, outcome.reason);
    if (outcome.status !== row.external_api_status) {
      await writeAudit(tx, { action: 'external_lab.status_changed', entityType: 'test_request', entityId: row.request_id, institutionId: row.institution_id, details: { from: row.external_api_status, to: outcome.status, result_id: resultId, ...(outcome.reason ? { reason: outcome.reason } : {}) } }, caller);
    }
  });
}

/**
 * A call that got no usable answer while the order is out (Check Status, Fetch Results, the check
 * before a resubmit): the order keeps its status; the error, the time and the back-off are kept.
 */
export async function recordAttemptFailure(deps: ExternalLabDeps, caller: Caller, request: { id: number; institution_id: number }, resultId: number, action: string, key: string, error: ExternalLabError) {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const failed = ((await queries.lockOrder(tx, resultId))?.external_failed_attempts ?? 0) + 1;
    const next = new Date(now.getTime() + externalRetryDelayMs(failed));
    await queries.recordAttemptFailure(tx, resultId, error.message, failed, next);
    await writeAudit(tx, { action, entityType: 'test_request', entityId: request.id, institutionId: request.institution_id, details: { provider: key, kind: error.kind, reason: error.message, result_id: resultId, failed_attempts: failed, next_attempt_at: next.toISOString() } }, caller);
  });
}
