// The call-back of critical values: someone of the lab tells a person responsible for the patient,
// who reads the values back. It is recorded (append-only, audited in the same transaction) before
// a result with critical values may be released.
import { criticalValues, RESULT_MESSAGES as M, RESULT_SAFETY_MESSAGES as S, unacknowledgedCriticals, type CriticalNotificationPayload, type TestResultDetail } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict } from '../../platform/errors';
import { getResult } from './service';
import * as writes from './result-writes';

/** A clock a few minutes ahead of ours still tells the truth about "now". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

function checkedPayload(body: CriticalNotificationPayload, now: number) {
  const person = body.notified_person.trim();
  const role = body.role.trim();
  if (!person || !role) throw badRequest(S.notificationRequired);
  if (body.read_back !== true) throw badRequest(S.readBackRequired);
  const at = Date.parse(body.notified_at);
  if (Number.isNaN(at)) throw badRequest(S.notifiedAtInvalid);
  if (at > now + CLOCK_SKEW_MS) throw badRequest(S.notifiedAtFuture);
  return { person, role, at: new Date(at).toISOString(), notes: body.notes?.trim() || null };
}

/** POST /results/{id}/critical-notifications: records the call-back of the current critical values. */
export async function recordCriticalNotification(db: Db, caller: Caller, id: number, body: CriticalNotificationPayload, now = Date.now()): Promise<TestResultDetail> {
  const existing = await getResult(db, caller, id); // 404 outside the caller's institutions
  const payload = checkedPayload(body, now);
  await db.transaction(async (tx) => {
    const state = await writes.lockResult(tx, id);
    if (!state || state.current_version !== existing.current_version) throw conflict(M.changedMeanwhile);
    // an amendment waiting for release is what the next release shows: its critical values are the ones to tell
    const current = (await writes.selectCurrentContent(tx, id, state.current_version))!;
    const pending = await writes.selectPendingAmendment(tx, id, state.current_version);
    const content = pending ?? current;
    const version = pending?.version ?? state.current_version;
    const told = criticalValues(content.resultValues);
    if (!told.length) throw conflict(S.noCriticalValues);
    await tx.execute(
      sql`insert into result_critical_notifications (result_id, version, values, notified_person, role, method, read_back, notified_at, notes, recorded_by)
        values (${id}, ${version}, ${JSON.stringify(told)}::jsonb, ${payload.person}, ${payload.role}, ${body.method}, true, ${payload.at}, ${payload.notes}, ${caller.user.id})`,
    );
    const acknowledged = await writes.selectAcknowledged(tx, id);
    const open = [current, pending].some((c) => c && unacknowledgedCriticals(c.resultValues, acknowledged).length > 0);
    await writes.setCriticalOpen(tx, id, open);
    await writeAudit(
      tx,
      {
        action: 'test_result.critical_notified',
        entityType: 'test_result',
        entityId: id,
        institutionId: state.institution_id,
        details: { version, values: told, notified_person: payload.person, role: payload.role, method: body.method, notified_at: payload.at },
      },
      caller,
    );
  });
  return getResult(db, caller, id);
}
