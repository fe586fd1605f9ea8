// The external lab integration: send a test request to its
// laboratory's reference lab, follow its status, import its report into the request's result.
//
// The order's state lives on the request's result (the result's API shape carries it), so the first
// submit creates the result as a draft when there is none yet. No transaction is held open while
// the lab is called: the state is written before (pending) and after (submitted, or failed with
// the reason) in transactions of their own, each with its audit row. A repeated submit cannot
// create a second order at the lab: the order is a conditional create on REQ-000123.
import {
  canActOnExternalLab,
  canFetchExternal,
  canSubmitExternal,
  draftResultData,
  EXTERNAL_LAB_MESSAGES as M,
  flagFor,
  formatRequestId,
  isReleasedResult,
  RESULT_SAFETY_MESSAGES,
  resultDataFromValues,
  TEST_PRIORITIES,
  toBlockMarker,
  unacknowledgedCriticals,
  type MatchedRange,
  type ResultFlag,
  type TestPriority,
  type ExternalApiStatus,
  type ExternalFetchResponse,
  type ExternalLabFailure,
  type ExternalSubmitResponse,
  type ResultStatus,
  type ResultValue,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { externalApiStatus, externalLabState, selectExternalLabRow, type ExternalLabRow } from './external-lab-state';
import { resultWrites as writes, selectEntryMarkers, selectEntryPatient } from '../results/public';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { ExternalLabProvider, ExternalReport } from './provider';
import { ExternalLabError } from './provider';
import * as queries from './queries';
import type { ProviderRegistry } from './registry';

export interface ExternalLabDeps {
  db: Db;
  registry: ProviderRegistry;
}

/** An answer and its HTTP status: 200, or 502/504 when the lab failed us, 409 when it took its results back (the body says why). */
export interface Answer<T> {
  code: 200 | 409 | 502 | 504;
  body: T;
}

const httpCodeOf = (error: ExternalLabError): 502 | 504 => (error.kind === 'timeout' ? 504 : 502);

/** The request's external lab state as stored (the caller has been checked to see the request). */
const rowOf = async (db: Db, requestId: number): Promise<ExternalLabRow> => (await selectExternalLabRow(db, requestId))!;

/** What the panel shows the caller now. */
const statusOf = async (db: Db, requestId: number, caller: Caller): Promise<ExternalApiStatus> => externalApiStatus(await rowOf(db, requestId), caller.user);

function requireActor(caller: Caller) {
  if (!canActOnExternalLab(caller.user)) throw forbidden();
}

/** GET /results/{id}/api-status. */
export async function apiStatus(db: Db, caller: Caller, resultId: number): Promise<ExternalApiStatus> {
  const requestId = await queries.selectRequestOfResult(db, caller.scope, resultId);
  if (requestId === null) throw notFound(M.resultNotFound);
  return (await statusOf(db, requestId, caller));
}

/** The provider the path names, which must be the enabled one of the request's laboratory. */
async function providerOfRequest({ db, registry }: ExternalLabDeps, key: string, row: ExternalLabRow): Promise<ExternalLabProvider> {
  const settings = await queries.selectProvider(db, key);
  if (!settings) throw notFound(M.unknownProvider(key));
  if (settings.lab_id !== row.lab_id) throw badRequest(M.notThisLab(key));
  if (!settings.enabled) throw conflict(M.notEnabled);
  return registry.providerFor(settings);
}

async function requestInScope(db: Db, caller: Caller, requestId: number) {
  const request = await queries.selectOrderRequest(db, caller.scope, requestId);
  if (!request) throw notFound(M.requestNotFound);
  return request;
}

/** The request's markers, each with the reference range that fits its patient on the collection day. */
async function patientMarkers(db: Db, requestId: number) {
  const patient = (await selectEntryPatient(db, requestId))!;
  return selectEntryMarkers(db, requestId, patient);
}

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

/** POST /external-api/{provider}/submit-order/{testRequestId}. */
export async function submitOrder(deps: ExternalLabDeps, caller: Caller, key: string, requestId: number): Promise<Answer<ExternalSubmitResponse>> {
  const { db } = deps;
  requireActor(caller);
  const request = await requestInScope(db, caller, requestId);
  const row = await rowOf(db, requestId);
  const provider = await providerOfRequest(deps, key, row);
  if (!row.barcode_number) throw conflict(M.needsBarcode);
  if (!canSubmitExternal(externalLabState(row))) {
    throw conflict(row.external_lab_id && row.external_api_status !== 'failed' ? M.alreadySubmitted(row.external_lab_id) : M.notReady);
  }
  const markers = await queries.selectRequestMarkers(db, requestId);
  const resultId = await resultForOrder(db, caller, request, row);
  await db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, resultId);
    if (order?.external_api_status && !['pending', 'failed'].includes(order.external_api_status)) throw conflict(M.alreadySubmitted(order.external_lab_id ?? ''));
    await queries.markPending(tx, resultId, key);
  });

  try {
    const { externalId } = await provider.submitOrder({
      requestNumber: formatRequestId(request.id),
      priority: (TEST_PRIORITIES as readonly string[]).includes(request.priority) ? (request.priority as TestPriority) : TEST_PRIORITIES[0],
      authoredOn: new Date(request.requested_at).toISOString(),
      testName: request.test_name,
      sampleType: request.sample_type,
      barcode: row.barcode_number,
      patient: { id: request.patient_id, firstName: request.first_name, lastName: request.last_name, dateOfBirth: request.date_of_birth, gender: request.gender },
      tests: markers.filter((m) => m.code).map((m) => ({ code: m.code!, name: m.name })),
    });
    await db.transaction(async (tx) => {
      await queries.recordSubmitted(tx, resultId, externalId);
      await writeAudit(tx, { action: 'external_lab.submitted', entityType: 'test_request', entityId: request.id, institutionId: request.institution_id, details: { provider: key, external_lab_id: externalId, result_id: resultId } }, caller);
    });
    const status = await statusOf(db, requestId, caller);
    return { code: 200, body: { success: true, message: `Submitted to ${request.lab_name ?? 'the external lab'} as order ${externalId}`, status } };
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    await recordFailure(db, caller, request, resultId, 'external_lab.submit_failed', key, error);
    const status = await statusOf(db, requestId, caller);
    return { code: httpCodeOf(error), body: { success: false, error: M.submitFailed, reason: error.message, status } };
  }
}

async function recordFailure(db: Db, caller: Caller, request: { id: number; institution_id: number }, resultId: number, action: string, key: string, error: ExternalLabError) {
  await db.transaction(async (tx) => {
    await queries.recordFailure(tx, resultId, error.message);
    await writeAudit(tx, { action, entityType: 'test_request', entityId: request.id, institutionId: request.institution_id, details: { provider: key, kind: error.kind, reason: error.message, result_id: resultId } }, caller);
  });
}

/** The order that went out: which provider, the lab's id, the result it is kept on. */
function orderOf(row: ExternalLabRow): { key: string; externalId: string; resultId: number } {
  if (row.result_id === null || !row.external_lab_id || !row.external_provider) throw conflict(M.notSubmitted);
  return { key: row.external_provider, externalId: row.external_lab_id, resultId: row.result_id };
}

/** The provider an order went to (Check Status): still there and enabled. */
async function providerOfOrder({ db, registry }: ExternalLabDeps, key: string): Promise<ExternalLabProvider> {
  const settings = await queries.selectProvider(db, key);
  if (!settings?.enabled) throw conflict(M.notEnabled);
  return registry.providerFor(settings);
}

/** Writes what the lab said of the order, with an audit row when the status moved. */
async function recordLabStatus(db: Db, caller: Caller, row: ExternalLabRow, resultId: number, outcome: ExternalReport['status']) {
  await db.transaction(async (tx) => {
    await queries.recordStatus(tx, resultId, outcome.status, outcome.sampleReceivedAt, outcome.reason);
    if (outcome.status !== row.external_api_status) {
      await writeAudit(tx, { action: 'external_lab.status_changed', entityType: 'test_request', entityId: row.request_id, institutionId: row.institution_id, details: { from: row.external_api_status, to: outcome.status, result_id: resultId, ...(outcome.reason ? { reason: outcome.reason } : {}) } }, caller);
    }
  });
}

/** POST /results/{id}/sync-status. */
export async function syncStatus(deps: ExternalLabDeps, caller: Caller, resultId: number): Promise<Answer<ExternalApiStatus | ExternalLabFailure>> {
  const { db } = deps;
  requireActor(caller);
  const requestId = await queries.selectRequestOfResult(db, caller.scope, resultId);
  if (requestId === null) throw notFound(M.resultNotFound);
  const row = await rowOf(db, requestId);
  const order = orderOf(row);
  const provider = await providerOfOrder(deps, order.key);
  try {
    const outcome = await provider.getStatus(order.externalId);
    await recordLabStatus(db, caller, row, order.resultId, outcome);
    return { code: 200, body: (await statusOf(db, requestId, caller)) };
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    await recordFailure(db, caller, { id: row.request_id, institution_id: row.institution_id }, order.resultId, 'external_lab.sync_failed', order.key, error);
    return { code: httpCodeOf(error), body: { success: false, error: M.syncFailed, reason: error.message, status: (await statusOf(db, requestId, caller)) } };
  }
}

type RangedMarker = queries.CodedMarker & { range: MatchedRange | null };

/** The lab's own interpretation codes onto our flags; anything else is flagged from the range. */
const LAB_FLAGS: Record<string, ResultFlag> = { H: 'H', L: 'L', N: 'N', HH: 'HH', LL: 'LL' };

/**
 * The report's analytes as the result's values: our markers by code; the lab's unit and reference
 * limits when it gave them (else those of the range that fits the patient), our critical limits,
 * and the lab's flag when it gave one.
 */
export function importedValues(report: ExternalReport, markers: RangedMarker[]): ResultValue[] {
  const byCode = new Map(markers.filter((m) => m.code).map((m) => [m.code!, m]));
  const values: ResultValue[] = [];
  for (const obs of report.observations) {
    const marker = byCode.get(obs.code);
    if (!marker || values.some((v) => v.marker_id === marker.id)) continue;
    const ours = marker.range;
    const labRange = obs.low !== null || obs.high !== null;
    const [low, high] = labRange ? [obs.low, obs.high] : [ours?.low ?? null, ours?.high ?? null];
    const range = labRange || ours ? { low, high, critical_low: ours?.critical_low ?? null, critical_high: ours?.critical_high ?? null } : null;
    const flag = (obs.interpretation && LAB_FLAGS[obs.interpretation]) || flagFor(obs.value, range);
    values.push({
      marker_id: marker.id,
      marker_name: marker.name,
      value: obs.value,
      units: obs.unit ?? ours?.units ?? marker.units,
      range_min: low,
      range_max: high,
      critical_low: range?.critical_low ?? null,
      critical_high: range?.critical_high ?? null,
      range_id: ours?.id ?? null,
      range_label: labRange ? "The lab's range" : (ours?.label ?? null),
      flag: range || obs.interpretation ? flag : null,
      delta: null,
    });
  }
  return values;
}

/** POST /external-api/{provider}/fetch-results/{testRequestId}. */
export async function fetchResults(deps: ExternalLabDeps, caller: Caller, key: string, requestId: number): Promise<Answer<ExternalFetchResponse>> {
  const { db } = deps;
  requireActor(caller);
  const request = await requestInScope(db, caller, requestId);
  const row = await rowOf(db, requestId);
  const provider = await providerOfRequest(deps, key, row);
  const order = orderOf(row);
  if (order.key !== key) throw badRequest(M.notThisLab(key));
  if (!canFetchExternal(externalLabState(row))) throw conflict(M.notComplete);
  const ranges = new Map((await patientMarkers(db, requestId)).map((m) => [m.id, m.range]));
  const markers = (await queries.selectRequestMarkers(db, requestId)).map((m) => ({ ...m, range: ranges.get(m.id) ?? null }));

  let report: ExternalReport;
  let values: ResultValue[];
  try {
    report = await provider.fetchResults(order.externalId);
    values = importedValues(report, markers);
    if (report.status.status === 'complete' && values.length === 0) throw new ExternalLabError('malformed', M.noMarkers);
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    await recordFailure(db, caller, request, order.resultId, 'external_lab.fetch_failed', key, error);
    const status = await statusOf(db, requestId, caller);
    return { code: httpCodeOf(error), body: { success: false, error: M.fetchFailed, reason: error.message, imported: false, result_id: order.resultId, status } };
  }
  if (report.status.status !== 'complete') {
    // the lab took the results back (or failed the order) since the last status: say so, import nothing
    await recordLabStatus(db, caller, row, order.resultId, report.status);
    const status = await statusOf(db, requestId, caller);
    return { code: 409, body: { success: false, error: M.notComplete, imported: false, result_id: order.resultId, status } };
  }

  const imported = await db.transaction(async (tx) => {
    const state = (await writes.lockResult(tx, order.resultId))!;
    const previous = (await writes.selectCurrentContent(tx, state.id, state.current_version))!;
    const content = { resultData: resultDataFromValues(values), resultValues: values, interpretation: report.conclusion ?? previous.interpretation };
    await queries.recordStatus(tx, state.id, 'complete', report.status.sampleReceivedAt, null);
    await queries.recordResultsReceived(tx, state.id);
    if (writes.sameContent(content, previous)) return false;
    // a released result is never overwritten: the report amends it, with the reason
    const released = isReleasedResult(state.status);
    // an amendment waiting for its second person is not overtaken by the lab's report
    if (released && (await writes.selectPendingAmendment(tx, state.id, state.current_version))) throw conflict(RESULT_SAFETY_MESSAGES.amendmentPending);
    const status: ResultStatus = released ? 'amended' : 'draft';
    const version = state.current_version + 1;
    await writes.insertVersion(tx, state.id, version, status, content, caller.user.id, M.amendReason);
    const acknowledged = await writes.selectAcknowledged(tx, state.id);
    await writes.updateResultRow(tx, state.id, status, version, {
      reviewer: released ? 'keep' : 'clear',
      criticalOpen: unacknowledgedCriticals(values, acknowledged).length > 0,
    });
    await writeAudit(
      tx,
      { action: released ? 'test_result.amended' : 'test_result.updated', entityType: 'test_result', entityId: state.id, institutionId: state.institution_id, details: { from: state.status, to: status, version, reason: M.amendReason, provider: key, values: values.length } },
      caller,
    );
    return true;
  });
  const status = await statusOf(db, requestId, caller);
  return {
    code: 200,
    body: { success: true, imported, result_id: order.resultId, status, message: imported ? `Imported ${values.length} results from the external lab` : 'No new results from the external lab' },
  };
}
