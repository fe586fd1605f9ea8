// Cancel from the test detail: the patient is told first, then the request is cancelled. The
// server sequences both, so a closed browser tab or a lost second call can never leave a patient
// told of a cancel that did not happen, nor a request cancelled without its notice.
import { CUSTOM_NOTIFICATION, TEST_REQUEST_MESSAGES as M, type CancelTestRequestResponse } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { takeOutbound } from '../../platform/outbound-limits';
import type { ReminderSchedule } from '../reminders/public';
import { deliver, messageFor, nothingSent, type Senders } from './notify';
import * as queries from './cancel-queries';
import { applyMove, checkMove, getRequestDetail, requireRequest } from './service';

/**
 * Whoever may cancel sends the cancellation's notice (a lab_user too, who cannot send other
 * messages): telling the patient is part of cancelling, not a separate right.
 */
export async function cancelWithNotice(db: Db, caller: Caller, senders: Senders, schedule: ReminderSchedule, id: number, message: string): Promise<CancelTestRequestResponse> {
  checkMove(caller, await requireRequest(db, caller, id), 'cancelled');
  // a blank message is refused before the claim and the outbound limit are touched
  const notice = await messageFor(db, senders, { id }, { reminder_type: CUSTOM_NOTIFICATION, custom_message: message });
  // one notice per cancel: of two cancels at once, the second finds the claim taken. No
  // transaction is held while mail and SMS go out (they take seconds, and log on their own).
  if (!(await queries.claimCancel(db, id))) throw new HttpError(409, M.changedMeanwhile);
  try {
    // read again under the claim: a cancel that finished just before it leaves nothing to do
    const existing = await requireRequest(db, caller, id);
    checkMove(caller, existing, 'cancelled');
    await takeOutbound(senders.limits, 'manual_reminder', caller.user.id, existing.institution_id);
    const delivery = await deliver(db, caller, senders, existing, CUSTOM_NOTIFICATION, notice);
    // a send that failed on every channel keeps its log rows and cancels nothing
    if (!delivery.sentBy) throw nothingSent(delivery);
    await db.transaction((tx) => applyMove(tx, caller, schedule, existing, 'cancelled'));
    return { success: true, message: delivery.sentBy, request: await getRequestDetail(db, caller, id) };
  } finally {
    await queries.releaseCancel(db, id);
  }
}
