// The external lab panel's calls: its status, Check Status and Fetch Results (Submit is in
// submit-order.ts). Only the lab's own Task status moves an order to failed: a call that gets no
// usable answer (unreachable, timeout, an error or malformed answer) is recorded as an attempt,
// with a back-off, and the order keeps its status.
import {
  canFetchExternal,
  EXTERNAL_LAB_MESSAGES as M,
  RESULT_SAFETY_MESSAGES,
  type ExternalApiStatus,
  type ExternalFetchResponse,
  type ExternalLabFailure,
} from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { resultWrites as writes, saveImportedContent } from '../results/public';
import { externalLabState, type ExternalLabRow } from './external-lab-state';
import { importedContent, type ImportedContent } from './imported-values';
import { importReason } from './lab-corrections';
import { checkUnits } from './lab-units';
import type { ExternalLabProvider, ExternalReport } from './provider';
import { ExternalLabError } from './provider';
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

export type { Answer, ExternalLabDeps } from './service-common';
export { submitOrder } from './submit-order';

/** GET /results/{id}/api-status. */
export async function apiStatus(db: Db, caller: Caller, resultId: number): Promise<ExternalApiStatus> {
  const requestId = await queries.selectRequestOfResult(db, caller.scope, resultId);
  if (requestId === null) throw notFound(M.resultNotFound);
  return statusOf(db, requestId, caller);
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

/** POST /results/{id}/sync-status: a user asks now, whatever the back-off says. */
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
    return { code: 200, body: await statusOf(db, requestId, caller) };
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    await recordAttemptFailure(deps, caller, { id: row.request_id, institution_id: row.institution_id }, order.resultId, 'external_lab.sync_failed', order.key, error);
    return { code: httpCodeOf(error), body: { success: false, error: M.syncFailed, reason: error.message, status: await statusOf(db, requestId, caller) } };
  }
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
  let imported: ImportedContent;
  try {
    report = await provider.fetchResults(order.externalId);
    if (report.status.status === 'complete') await checkUnits(report, markers);
    imported = importedContent(report, markers);
    if (report.status.status === 'complete' && imported.count === 0) throw new ExternalLabError('malformed', M.noMarkers);
  } catch (error) {
    if (!(error instanceof ExternalLabError)) throw error;
    await recordAttemptFailure(deps, caller, request, order.resultId, 'external_lab.fetch_failed', key, error);
    const status = await statusOf(db, requestId, caller);
    return { code: httpCodeOf(error), body: { success: false, error: M.fetchFailed, reason: error.message, imported: false, result_id: order.resultId, status } };
  }
  if (report.status.status !== 'complete') {
    // the lab took the results back (or failed the order) since the last status: say so, import nothing
    await recordLabStatus(db, caller, row, order.resultId, report.status);
    const status = await statusOf(db, requestId, caller);
    return { code: 409, body: { success: false, error: M.notComplete, imported: false, result_id: order.resultId, status } };
  }

  const { values } = imported;
  const saved = await db.transaction((tx) =>
    saveImportedContent(tx, order.resultId, {
      source: 'external_lab',
      by: { caller },
      // a released result is never overwritten: the report amends it, with the reason
      onReleased: 'amend',
      amendmentPending: () => conflict(RESULT_SAFETY_MESSAGES.amendmentPending),
      versionOf: async (state, previous) => {
        const reason = importReason(report, markers, values, previous.resultValues);
        const content = { resultData: imported.resultData, resultValues: values, interpretation: report.conclusion ?? previous.interpretation };
        await queries.recordStatus(tx, state.id, 'complete', report.status.sampleReceivedAt, null);
        await queries.recordResultsReceived(tx, state.id);
        if (writes.sameContent(content, previous)) return null;
        return { content, reason, details: { reason, provider: key, values: values.length } };
      },
    }),
  );
  const status = await statusOf(db, requestId, caller);
  return {
    code: 200,
    body: { success: true, imported: saved, result_id: order.resultId, status, message: saved ? `Imported ${imported.count} results from the external lab` : 'No new results from the external lab' },
  };
}
