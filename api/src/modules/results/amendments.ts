// Amendments of released results. A released result changes only by amendment, with a reason.
// Where the institution asks for a second person, the amendment waits: the result keeps showing
// what was released until someone other than the amendment's author releases it (after the
// call-back of its critical values, and with a comment past a failed delta check). Where one
// person works alone, the amendment is released as it is saved.
import { RESULT_SAFETY_MESSAGES as S, unacknowledgedCriticals } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import * as writes from './result-writes';

/** Saves an amendment of a released result inside the caller's transaction (the result is locked). */
export async function saveAmendment(
  tx: Db,
  caller: Caller,
  state: writes.ResultState,
  previous: writes.ResultContent,
  content: writes.ResultContent,
  reason: string,
): Promise<void> {
  // one amendment waits at a time: a second would hide what the first said from its reviewer
  if (await writes.selectPendingAmendment(tx, state.id, state.current_version)) throw conflict(S.amendmentPending);
  const version = state.current_version + 1;
  await writes.insertVersion(tx, state.id, version, 'amended', content, caller.user.id, reason);
  const acknowledged = await writes.selectAcknowledged(tx, state.id);
  const criticalOpen = unacknowledgedCriticals(content.resultValues, acknowledged).length > 0;
  const valuesChanged = writes.valuesDiffer(content.resultValues, previous.resultValues);
  if (state.second_person_release) {
    if (criticalOpen) await writes.setCriticalOpen(tx, state.id, true);
    await writeAudit(
      tx,
      { action: 'test_result.amendment_saved', entityType: 'test_result', entityId: state.id, institutionId: state.institution_id, details: { from: state.status, version, reason } },
      caller,
    );
    return;
  }
  await writes.updateResultRow(tx, state.id, 'amended', version, {
    reviewer: 'keep',
    valuesBy: valuesChanged ? caller.user.id : undefined,
    release: { by: caller.user.id, comment: null },
    criticalOpen,
  });
  await writeAudit(
    tx,
    { action: 'test_result.amended', entityType: 'test_result', entityId: state.id, institutionId: state.institution_id, details: { from: state.status, to: 'amended', version, reason } },
    caller,
  );
}
