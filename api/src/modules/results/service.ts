// Test results: entry, edits, review and amendment (@lab/shared
// result-rules.ts). A result never changes silently: every save of new content is a new version
// (test_result_versions is append-only), and a final result changes only by amendment, with a
// reason. Each write and its audit row share one transaction.
import {
  canHaveResult,
  draftResultData,
  formatResultId,
  formStatuses,
  isReleasedResult,
  nextReviewStatus,
  RESULT_MESSAGES as M,
  releaseRefusal,
  resultDataFromValues,
  toBlockMarker,
  unacknowledgedCriticals,
  type ResultActivityResponse,
  type ResultPayload,
  type ResultStatus,
  type ResultValue,
  type TestResultDetail,
  type TestResultPage,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import * as writes from './result-writes';
import { badRequest, conflict, notFound } from '../../platform/errors';
import * as lists from './list-queries';
import * as queries from './queries';
import * as entry from './entry-queries';
import { saveAmendment } from './amendments';
import { structuredValues } from './result-values';

export function listResults(db: Db, caller: Caller, options: lists.ResultListOptions): Promise<TestResultPage> {
  return lists.selectResultPage(db, caller.scope, options);
}

export async function recentActivity(db: Db, caller: Caller): Promise<ResultActivityResponse> {
  return { activity: await lists.selectRecentActivity(db, caller.scope) };
}

/** The result, or 404 when it does not exist or lies outside the caller's institutions. */
export async function getResult(db: Db, caller: Caller, id: number): Promise<TestResultDetail> {
  const result = await queries.selectResultDetail(db, caller.scope, id);
  if (!result) throw notFound(M.apiNotFound);
  return result;
}


function requiredText(value: string | null | undefined, message: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw badRequest(message);
  return text;
}

/** A result says something: its text, or its marker values (from which its text is then written). */
function requireResultContent(body: ResultPayload): void {
  if (!body.result_data?.trim() && !body.result_values?.length) throw badRequest(M.resultDataRequired);
}

/** The text as sent, or, when only values were sent, the blocks written from them: a value is entered once. */
const resultDataOf = (body: ResultPayload, values: ResultValue[]) => body.result_data?.trim() || resultDataFromValues(values);

const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** The request a new result is for: in the caller's scope, listed, in progress or completed, without a result. */
async function requestReadyForResult(db: Db, caller: Caller, requestId: number) {
  const request = await queries.selectRequestForResult(db, caller.scope, requestId);
  if (!request) throw notFound(M.requestNotFound);
  if (request.status === 'cancelled') throw conflict(M.requestCancelled);
  if (!canHaveResult(request.status)) throw conflict(M.requestNotReady);
  if (request.result_id !== null) throw conflict(M.alreadyHasResult(formatResultId(request.result_id)));
  return request;
}

/** The patient and markers a request's values are entered against, and the patient's previous final values. */
async function entryContext(db: Db, requestId: number, resultId: number | null) {
  const patient = (await entry.selectEntryPatient(db, requestId))!;
  const markers = await entry.selectEntryMarkers(db, requestId, patient);
  const byMarker = await entry.selectPreviousFinals(db, patient, resultId, markers.map((m) => m.id));
  return { patient, markers, finals: { byMarker, collectedAt: patient.collected_at } };
}

const deltaCommentOf = (body: { delta_comment?: string | null }) => optionalText(body.delta_comment);

/** POST /results: the first version of a new result, as draft, reviewed or final (the last two reviewed by the one entering, where the institution allows it). */
export async function createResult(db: Db, caller: Caller, body: ResultPayload): Promise<TestResultDetail> {
  requireResultContent(body);
  const status: ResultStatus = body.status ?? 'draft';
  if (!formStatuses(null).includes(status)) throw badRequest(M.amendedNotForNew);
  const request = await requestReadyForResult(db, caller, body.test_request_id);
  const { markers, finals } = await entryContext(db, request.id, null);
  const resultValues = structuredValues(body.result_values, markers, [], finals);
  const content = { resultData: resultDataOf(body, resultValues), resultValues, interpretation: optionalText(body.interpretation) };
  const refusal = releaseRefusal({
    to: status,
    secondPersonRequired: request.second_person_release,
    userId: caller.user.id,
    enteredBy: caller.user.id,
    valuesBy: caller.user.id,
    values: resultValues,
    acknowledged: [],
    deltaComment: body.delta_comment,
  });
  if (refusal) throw conflict(refusal);
  const id = await insertNewResult(db, caller, request, status, content, deltaCommentOf(body));
  return getResult(db, caller, id);
}

/** POST /results/create: a draft for the request, its data the block template of its markers. */
export async function createResultFromRequest(db: Db, caller: Caller, requestId: number): Promise<TestResultDetail> {
  const request = await requestReadyForResult(db, caller, requestId);
  const { markers } = await entryContext(db, request.id, null);
  const template = draftResultData(request.test_name, markers.map(toBlockMarker));
  const id = await insertNewResult(db, caller, request, 'draft', { resultData: template, resultValues: [], interpretation: null }, null);
  return getResult(db, caller, id);
}

/** GET /results/requests/{id}/markers: the markers a new result's form shows, each with the range that fits the patient. */
export async function requestMarkers(db: Db, caller: Caller, requestId: number) {
  const request = await queries.selectRequestForResult(db, caller.scope, requestId);
  if (!request) throw notFound(M.requestNotFound);
  const { markers } = await entryContext(db, request.id, null);
  return { markers: markers.map(({ delta_limit: _l, delta_kind: _k, delta_window_days: _w, ...m }) => m) };
}

async function insertNewResult(
  db: Db,
  caller: Caller,
  request: queries.RequestForResult,
  status: ResultStatus,
  content: writes.ResultContent,
  deltaComment: string | null,
): Promise<number> {
  const reviewedBy = status === 'draft' ? null : caller.user.id;
  const criticalOpen = unacknowledgedCriticals(content.resultValues, []).length > 0;
  const id = await db.transaction(async (tx) => {
    // the unique index on test_request_id: of two entries at once, one wins and the other is told
    const inserted = await writes.insertResult(tx, {
      testRequestId: request.id,
      institutionId: request.institution_id,
      status,
      enteredBy: caller.user.id,
      reviewedBy,
      release: status === 'final' ? { comment: deltaComment } : null,
      criticalOpen,
    });
    if (inserted === null) return null;
    await writes.insertVersion(tx, inserted, 1, status, content, caller.user.id, null);
    await writeAudit(
      tx,
      {
        action: 'test_result.created',
        entityType: 'test_result',
        entityId: inserted,
        institutionId: request.institution_id,
        details: { test_request_id: request.id, status, values: content.resultValues.length, ...(deltaComment && status === 'final' ? { delta_comment: deltaComment } : {}) },
      },
      caller,
    );
    return inserted;
  });
  if (id === null) {
    const again = await queries.selectRequestForResult(db, caller.scope, request.id);
    throw conflict(M.alreadyHasResult(formatResultId(again?.result_id ?? 0)));
  }
  return id;
}

/**
 * PUT /results/{id}. Before release: the content is saved as a new version when it changed, and
 * the status may be draft, reviewed or final (reviewed and final record the one saving as
 * reviewer; draft forgets the review), within the release rules. A final or amended result
 * becomes amended: the change needs a reason and a difference, and the previous content stays as
 * the version before.
 */
export async function updateResult(db: Db, caller: Caller, id: number, body: ResultPayload): Promise<TestResultDetail> {
  const existing = await getResult(db, caller, id);
  if (body.test_request_id !== existing.test_request_id) throw badRequest(M.requestLocked);
  requireResultContent(body);
  const released = isReleasedResult(existing.status);
  const status: ResultStatus = body.status ?? (released ? 'amended' : existing.status);
  if (!formStatuses(existing.status).includes(status)) throw badRequest(released ? M.releasedOnlyAmended : M.amendedNotForNew);
  const reason = released ? requiredText(body.reason, M.reasonRequired) : optionalText(body.reason);
  const { markers, finals } = await entryContext(db, existing.test_request_id, id);

  await db.transaction(async (tx) => {
    const state = await writes.lockResult(tx, id);
    if (!state || state.status !== existing.status || state.current_version !== existing.current_version) throw conflict(M.changedMeanwhile);
    const previous = (await writes.selectCurrentContent(tx, id, state.current_version))!;
    const resultValues = structuredValues(body.result_values, markers, previous.resultValues, finals);
    const content = { resultData: resultDataOf(body, resultValues), resultValues, interpretation: optionalText(body.interpretation) };
    const changed = !writes.sameContent(content, previous);
    if (released && !changed) throw badRequest(M.nothingChanged);
    if (released) return saveAmendment(tx, caller, state, previous, content, reason!);
    if (!changed && status === state.status) return; // nothing to save
    const valuesChanged = writes.valuesDiffer(content.resultValues, previous.resultValues);
    const acknowledged = await writes.selectAcknowledged(tx, id);
    const deltaComment = deltaCommentOf(body);
    const refusal = releaseRefusal({
      to: status,
      secondPersonRequired: state.second_person_release,
      userId: caller.user.id,
      enteredBy: state.entered_by,
      valuesBy: valuesChanged ? caller.user.id : state.values_by,
      values: content.resultValues,
      acknowledged,
      deltaComment,
    });
    if (refusal) throw conflict(refusal);
    const version = changed ? state.current_version + 1 : state.current_version;
    if (changed) await writes.insertVersion(tx, id, version, status, content, caller.user.id, reason);
    const releasing = status === 'final' && state.status !== 'final';
    await writes.updateResultRow(tx, id, status, version, {
      reviewer: status === 'draft' ? 'clear' : { id: caller.user.id },
      valuesBy: valuesChanged ? caller.user.id : undefined,
      release: releasing ? { by: caller.user.id, comment: deltaComment } : undefined,
      criticalOpen: unacknowledgedCriticals(content.resultValues, acknowledged).length > 0,
    });
    await writeAudit(
      tx,
      {
        action: 'test_result.updated',
        entityType: 'test_result',
        entityId: id,
        institutionId: state.institution_id,
        details: { from: state.status, to: status, version, ...(reason ? { reason } : {}), ...(releasing && deltaComment ? { delta_comment: deltaComment } : {}) },
      },
      caller,
    );
  });
  return getResult(db, caller, id);
}

/** POST /results/{id}/review: one step, draft to reviewed or reviewed to final, recording who and when, within the release rules. */
export async function reviewResult(db: Db, caller: Caller, id: number, to: ResultStatus, deltaComment: string | null): Promise<TestResultDetail> {
  const existing = await getResult(db, caller, id);
  if (nextReviewStatus(existing.status) !== to) throw conflict(M.reviewStep(existing.status, to));
  await db.transaction(async (tx) => {
    const state = await writes.lockResult(tx, id);
    if (!state || state.status !== existing.status || state.current_version !== existing.current_version) throw conflict(M.changedMeanwhile);
    const content = (await writes.selectCurrentContent(tx, id, state.current_version))!;
    const acknowledged = await writes.selectAcknowledged(tx, id);
    const refusal = releaseRefusal({
      to,
      secondPersonRequired: state.second_person_release,
      userId: caller.user.id,
      enteredBy: state.entered_by,
      valuesBy: state.values_by,
      values: content.resultValues,
      acknowledged,
      deltaComment,
    });
    if (refusal) throw conflict(refusal);
    await writes.updateResultRow(tx, id, to, state.current_version, {
      reviewer: { id: caller.user.id },
      release: to === 'final' ? { by: caller.user.id, comment: optionalText(deltaComment) } : undefined,
      criticalOpen: unacknowledgedCriticals(content.resultValues, acknowledged).length > 0,
    });
    await writeAudit(
      tx,
      {
        action: 'test_result.reviewed',
        entityType: 'test_result',
        entityId: id,
        institutionId: state.institution_id,
        details: { from: state.status, to, ...(to === 'final' && deltaComment ? { delta_comment: deltaComment } : {}) },
      },
      caller,
    );
  });
  return getResult(db, caller, id);
}
