// The release of an amendment that waits for a second person (amendments.ts saves it).
import { RESULT_SAFETY_MESSAGES as S, releaseRefusal, unacknowledgedCriticals, type TestResultDetail } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import * as writes from './result-writes';
import { getResult } from './service';

/** POST /results/{id}/release-amendment: a second person releases the amendment waiting. */
export async function releaseAmendment(db: Db, caller: Caller, id: number, deltaComment: string | null): Promise<TestResultDetail> {
  await getResult(db, caller, id); // 404 outside the caller's institutions
  await db.transaction(async (tx) => {
    const state = await writes.lockResult(tx, id);
    if (!state) throw conflict(S.noAmendmentPending);
    const pending = await writes.selectPendingAmendment(tx, id, state.current_version);
    if (!pending) throw conflict(S.noAmendmentPending);
    if (state.second_person_release && pending.authorId === caller.user.id) throw conflict(S.amendmentOwnWork);
    const acknowledged = await writes.selectAcknowledged(tx, id);
    const comment = deltaComment?.trim() || null;
    const refusal = releaseRefusal({
      to: 'final',
      secondPersonRequired: false, // the amendment's author is the one who may not: checked above
      userId: caller.user.id,
      enteredBy: null,
      valuesBy: null,
      values: pending.resultValues,
      acknowledged,
      deltaComment: comment,
    });
    if (refusal) throw conflict(refusal);
    await writes.updateResultRow(tx, id, 'amended', pending.version, {
      reviewer: 'keep',
      valuesBy: pending.authorId ?? undefined,
      release: { by: caller.user.id, comment },
      criticalOpen: unacknowledgedCriticals(pending.resultValues, acknowledged).length > 0,
    });
    await writeAudit(
      tx,
      {
        action: 'test_result.amended',
        entityType: 'test_result',
        entityId: id,
        institutionId: state.institution_id,
        details: { from: state.status, to: 'amended', version: pending.version, released_by_second_person: true, ...(comment ? { delta_comment: comment } : {}) },
      },
      caller,
    );
  });
  return getResult(db, caller, id);
}
