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
  resultDataFromValues,
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

/** POST /results: the first version of a new result, as draft, reviewed or final (the last two reviewed by the one entering). */
export async function createResult(db: Db, caller: Caller, body: ResultPayload): Promise<TestResultDetail> {
  requireResultContent(body);
  const status: ResultStatus = body.status ?? 'draft';
  if (!formStatuses(null).includes(status)) throw badRequest(M.amendedNotForNew);
  const request = await requestReadyForResult(db, caller, body.test_request_id);
  const markers = await queries.selectRequestMarkers(db, request.id);
  const resultValues = structuredValues(body.result_values, markers, []);
  const content = { resultData: resultDataOf(body, resultValues), resultValues, interpretation: optionalText(body.interpretation) };
  const id = await insertNewResult(db, caller, request, status, content);
  return getResult(db, caller, id);
}

/** POST /results/create: a draft for the request, its result data the block template of its markers. */
export async function createResultFromRequest(db: Db, caller: Caller, requestId: number): Promise<TestResultDetail> {
  const request = await requestReadyForResult(db, caller, requestId);
  const markers = await queries.selectRequestMarkers(db, request.id);
  const template = draftResultData(request.test_name, markers);
  const id = await insertNewResult(db, caller, request, 'draft', { resultData: template, resultValues: [], interpretation: null });
  return getResult(db, caller, id);
}

async function insertNewResult(
  db: Db,
  caller: Caller,
  request: queries.RequestForResult,
  status: ResultStatus,
  content: writes.ResultContent,
): Promise<number> {
  const reviewedBy = status === 'draft' ? null : caller.user.id;
  const id = await db.transaction(async (tx) => {
    // the unique index on test_request_id: of two entries at once, one wins and the other is told
    const inserted = await writes.insertResult(tx, { testRequestId: request.id, institutionId: request.institution_id, status, enteredBy: caller.user.id, reviewedBy });
    if (inserted === null) return null;
    await writes.insertVersion(tx, inserted, 1, status, content, caller.user.id, null);
    await writeAudit(
      tx,
      { action: 'test_result.created', entityType: 'test_result', entityId: inserted, institutionId: request.institution_id, details: { test_request_id: request.id, status, values: content.resultValues.length } },
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
 * reviewer; draft forgets the review). A final or amended result becomes amended: the change
 * needs a reason and a difference, and the previous content stays as the version before.
 */
export async function updateResult(db: Db, caller: Caller, id: number, body: ResultPayload): Promise<TestResultDetail> {
  const existing = await getResult(db, caller, id);
  if (body.test_request_id !== existing.test_request_id) throw badRequest(M.requestLocked);
  requireResultContent(body);
  const released = isReleasedResult(existing.status);
  const status: ResultStatus = body.status ?? (released ? 'amended' : existing.status);
  if (!formStatuses(existing.status).includes(status)) throw badRequest(released ? M.releasedOnlyAmended : M.amendedNotForNew);
  const reason = released ? requiredText(body.reason, M.reasonRequired) : optionalText(body.reason);

  await db.transaction(async (tx) => {
    const state = await writes.lockResult(tx, id);
    if (!state || state.status !== existing.status || state.current_version !== existing.current_version) throw conflict(M.changedMeanwhile);
    const previous = (await writes.selectCurrentContent(tx, id, state.current_version))!;
    const resultValues = structuredValues(body.result_values, existing.markers, previous.resultValues);
    const content = { resultData: resultDataOf(body, resultValues), resultValues, interpretation: optionalText(body.interpretation) };
    const changed = !writes.sameContent(content, previous);
    if (released && !changed) throw badRequest(M.nothingChanged);
    if (!changed && status === state.status) return; // nothing to save
    const version = changed ? state.current_version + 1 : state.current_version;
    if (changed) await writes.insertVersion(tx, id, version, status, content, caller.user.id, reason);
    const reviewer = released ? 'keep' : status === 'draft' ? 'clear' : { id: caller.user.id };
    await writes.updateResultRow(tx, id, status, version, reviewer);
    await writeAudit(
      tx,
      {
        action: released ? 'test_result.amended' : 'test_result.updated',
        entityType: 'test_result',
        entityId: id,
        institutionId: state.institution_id,
        details: { from: state.status, to: status, version, ...(reason ? { reason } : {}) },
      },
      caller,
    );
  });
  return getResult(db, caller, id);
}

/** POST /results/{id}/review: one step, draft to reviewed or reviewed to final, recording who and when. */
export async function reviewResult(db: Db, caller: Caller, id: number, to: ResultStatus): Promise<TestResultDetail> {
  const existing = await getResult(db, caller, id);
  if (nextReviewStatus(existing.status) !== to) throw conflict(M.reviewStep(existing.status, to));
  await db.transaction(async (tx) => {
    const state = await writes.lockResult(tx, id);
    if (!state || state.status !== existing.status) throw conflict(M.changedMeanwhile);
    await writes.updateResultRow(tx, id, to, state.current_version, { id: caller.user.id });
    await writeAudit(tx, { action: 'test_result.reviewed', entityType: 'test_result', entityId: id, institutionId: state.institution_id, details: { from: state.status, to } }, caller);
  });
  return getResult(db, caller, id);
}
