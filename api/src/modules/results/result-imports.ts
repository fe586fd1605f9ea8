// Content another system measured (an instrument's message, the external lab's report) saved on
// a result. Both imports write it here, so an import changes a result the same way whichever
// system sent it; the caller says only what differs: who saves it, where it came from, and what a
// released result becomes.
import { isReleasedResult, unacknowledgedCriticals, type ResultStatus } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import * as writes from './result-writes';

/**
 * Who saves the content. A person (who fetched the lab's report) authors the version and is the
 * audit's actor. An instrument is no person: its version has no author, and its audit row names
 * it, for the institution of the request it answered.
 */
export type Importer = { caller: Caller } | { instrument: string; institutionId: number };

/** The version an import saves: its content, its reason, and what its audit row adds. */
export interface ImportedVersion {
  content: writes.ResultContent;
  reason: string | null;
  details: Record<string, unknown>;
}

export interface ImportedSave {
  source: Extract<writes.ContentSource, 'instrument' | 'external_lab'>;
  by: Importer;
  /**
   * What a released result becomes. 'amend': amended at once (the lab's report is the lab's own
   * word on its results). 'amendment_waits': a new version that waits for a person to release it,
   * whatever the institution's second-person rule (an analyzer does not release results); until
   * then the result shows what was released.
   */
  onReleased: 'amend' | 'amendment_waits';
  /** The refusal when an amendment already waits for its release: it is not overtaken by an import. */
  amendmentPending: () => Error;
  /**
   * The version to save, from the result's state and current content, with the result locked (what
   * else the import records under that lock is written here); null when there is nothing to save.
   */
  versionOf: (state: writes.ResultState, previous: writes.ResultContent) => Promise<ImportedVersion | null>;
}

const authorOf = (by: Importer) => ('caller' in by ? by.caller.user.id : null);

interface ImportAudit {
  action: string;
  entityId: number;
  /** The result's institution; an instrument's row is for the request's (see Importer). */
  institutionId: number;
  details: Record<string, unknown>;
}

/**
 * Each save's last write: the audit row adds to a shared daily count and holds that counter's row
 * lock until the commit; the shorter that hold, the more imports run side by side.
 */
async function audit(tx: Db, by: Importer, entry: ImportAudit): Promise<void> {
  const row = { ...entry, entityType: 'test_result' };
  if ('caller' in by) await writeAudit(tx, row, by.caller);
  else await writeAudit(tx, { ...row, institutionId: by.institutionId, actorEmail: `instrument:${by.instrument}` });
}

/** A request's first result, from an instrument's message: a draft for a person to review. Answers its id. */
export async function createImportedResult(tx: Db, request: { testRequestId: number; institutionId: number }, content: writes.ResultContent, instrument: string): Promise<number> {
  const { testRequestId, institutionId } = request;
  const id = (await writes.insertResult(tx, { testRequestId, institutionId, status: 'draft', enteredBy: null, reviewedBy: null, release: null, criticalOpen: false }))!;
  await writes.insertVersion(tx, id, 1, 'draft', content, null, null, 'instrument');
  if (unacknowledgedCriticals(content.resultValues, []).length > 0) await writes.setCriticalOpen(tx, id, true);
  const details = { test_request_id: testRequestId, status: 'draft', source: 'instrument', values: content.resultValues.length };
  await audit(tx, { instrument, institutionId }, { action: 'test_result.created', entityId: id, institutionId, details });
  return id;
}

/**
 * Saves imported content as the result's next version, inside `tx`. A draft (or a result not yet
 * released) becomes a draft again, its review forgotten; a released result is amended as
 * `onReleased` says. Answers whether a version was saved.
 */
export async function saveImportedContent(tx: Db, resultId: number, save: ImportedSave): Promise<boolean> {
  const state = (await writes.lockResult(tx, resultId))!;
  const previous = (await writes.selectCurrentContent(tx, state.id, state.current_version))!;
  const imported = await save.versionOf(state, previous);
  if (!imported) return false;
  const { content, reason, details } = imported;
  const released = isReleasedResult(state.status);
  if (released && (await writes.selectPendingAmendment(tx, state.id, state.current_version))) throw save.amendmentPending();
  const status: ResultStatus = released ? 'amended' : 'draft';
  const version = state.current_version + 1;
  await writes.insertVersion(tx, state.id, version, status, content, authorOf(save.by), reason, save.source);
  const acknowledged = await writes.selectAcknowledged(tx, state.id);
  const criticalOpen = unacknowledgedCriticals(content.resultValues, acknowledged).length > 0;
  const change = { entityId: state.id, institutionId: state.institution_id };
  if (released && save.onReleased === 'amendment_waits') {
    // the result row keeps its released status and version until a person releases the amendment
    if (criticalOpen) await writes.setCriticalOpen(tx, state.id, true);
    await audit(tx, save.by, { ...change, action: 'test_result.amendment_saved', details: { from: state.status, version, ...details } });
    return true;
  }
  await writes.updateResultRow(tx, state.id, status, version, { reviewer: released ? 'keep' : 'clear', criticalOpen });
  await audit(tx, save.by, { ...change, action: released ? 'test_result.amended' : 'test_result.updated', details: { from: state.status, to: status, version, ...details } });
  return true;
}
