// When a test request is cancelled, the kit for it must not ship: its shipments not yet sent
// (pending or assigned) are cancelled with it, in the cancel's own transaction, and the units
// they reserved go back to free stock. A shipment already dispatched or delivered is left as it
// is (the kit is on its way or has arrived); the state machine already refuses to reopen or
// replace any of them while the test stays cancelled.
import { FULFILLMENT_TEST_CANCELLED_NOTE, RESERVING_STATUSES } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import * as queries from './queries';
import { appendNote, moveStock } from './service';

/** Cancels the unsent shipments of a test request being cancelled inside `tx`; answers their ids. */
export async function cancelUnsentShipmentsOfTest(tx: Db, caller: Caller, testRequestId: number): Promise<number[]> {
  const unsent = await queries.lockUnsentRequestsOfTest(tx, testRequestId, RESERVING_STATUSES);
  for (const request of unsent) {
    await moveStock(tx, caller, request, 'cancelled');
    await queries.updateRequest(tx, request.id, { status: 'cancelled', notes: appendNote(request.notes, FULFILLMENT_TEST_CANCELLED_NOTE) });
    await writeAudit(
      tx,
      {
        action: 'fulfillment_request.status_changed',
        entityType: 'fulfillment_request',
        entityId: request.id,
        institutionId: request.institution_id,
        details: { from: request.status, to: 'cancelled', note: FULFILLMENT_TEST_CANCELLED_NOTE, cause: 'test_request_cancelled' },
      },
      caller,
    );
  }
  return unsent.map((request) => request.id);
}
