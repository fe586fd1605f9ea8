// Fulfillment requests: the state machine of @lab/shared's fulfillment-rules.ts,
// enforced here on every change under the request's row lock, and the stock that follows the
// shipment: creating (or reopening) a request reserves its quantity, a dispatch takes it out of
// stock and out of the reservation, a cancel before dispatch releases it. Each stock step is a
// ledger row (inventory's stock-ledger.ts) in the same transaction as the change and its audit row.
import {
  areaScope,
  canAssignFulfillment,
  canMoveFulfillment,
  canReopenFor,
  formatFulfillmentId,
  FULFILLMENT_MESSAGES as M,
  LEDGER_REASONS,
  may,
  needsTrackingNumber,
  REOPEN_NOTE,
  reservesStock,
  type CreateFulfillmentPayload,
  type FulfillmentDetail,
  type FulfillmentPage,
  type FulfillmentStatus,
  type FulfillmentStatusPayload,
  type Role,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { applyStockChange, selectStockLevel } from '../inventory/public';
import * as lists from './list-queries';
import * as queries from './queries';

const scopeOf = (caller: Caller) => areaScope(caller.user, 'fulfillment');

export function listFulfillment(db: Db, caller: Caller, options: Omit<lists.FulfillmentListOptions, 'assignedTo'> & { assignedToMe?: boolean }): Promise<FulfillmentPage> {
  const { assignedToMe, ...rest } = options;
  if (rest.dateFrom && rest.dateTo && rest.dateFrom > rest.dateTo) throw badRequest(M.dateRange);
  return lists.selectFulfillmentPage(db, scopeOf(caller), { ...rest, assignedTo: assignedToMe ? caller.user.id : undefined });
}

export async function getFulfillment(db: Db, caller: Caller, id: number): Promise<FulfillmentDetail> {
  const detail = await queries.selectDetail(db, scopeOf(caller), id);
  if (!detail) throw notFound(M.apiNotFound);
  return detail;
}

const optionalText = (value: string | null | undefined) => value?.trim() || null;
/** Notes are added on a new line, never replaced. */
export const appendNote = (notes: string | null, note: string | null) => (note ? (notes ? `${notes}\n${note}` : note) : notes);

/** Reserves `quantity` of the item for the request; 409 when fewer units are free. */
async function reserve(tx: Db, caller: Caller, request: { id: number; itemId: number; quantity: number }, reason: string): Promise<void> {
  const after = await applyStockChange(tx, { itemId: request.itemId, delta: 0, reservedDelta: request.quantity, reason, fulfillmentRequestId: request.id, actorUserId: caller.user.id });
  if (!after) {
    const level = await selectStockLevel(tx, request.itemId);
    throw conflict(M.notEnoughStock(level ? level.quantity_available - level.quantity_reserved : 0, request.quantity));
  }
}

/** The stock step of a status change, as a ledger row (none for assign or deliver). */
export async function moveStock(tx: Db, caller: Caller, request: queries.LockedRequest, to: FulfillmentStatus): Promise<void> {
  const ful = formatFulfillmentId(request.id);
  const step = { itemId: request.inventory_item_id, fulfillmentRequestId: request.id, actorUserId: caller.user.id };
  if (to === 'dispatched') {
    const after = await applyStockChange(tx, { ...step, delta: -request.quantity_requested, reservedDelta: -request.quantity_requested, reason: LEDGER_REASONS.dispatched(ful) });
    if (!after) throw conflict(M.changedMeanwhile); // its reservation guarantees the units; only a broken ledger gets here
  } else if (to === 'cancelled' && reservesStock(request.status)) {
    const after = await applyStockChange(tx, { ...step, delta: 0, reservedDelta: -request.quantity_requested, reason: LEDGER_REASONS.released(ful) });
    if (!after) throw conflict(M.changedMeanwhile);
  } else if (to === 'pending' && request.status === 'cancelled') {
    await reserve(tx, caller, { id: request.id, itemId: request.inventory_item_id, quantity: request.quantity_requested }, LEDGER_REASONS.reopened(ful));
  }
}

/**
 * PUT /fulfillment/{id}/status. Only the transitions of the state machine; a dispatch needs a
 * non-blank tracking number. Marking assigned assigns the caller when no one is; a reopen clears
 * the assignee and the shipping of the cancelled attempt. Notes are added, never replaced.
 */
export async function changeStatus(db: Db, caller: Caller, id: number, body: FulfillmentStatusPayload): Promise<FulfillmentDetail> {
  await getFulfillment(db, caller, id); // 404 outside the scope
  const to = body.status;
  const tracking = optionalText(body.tracking_number);
  if (needsTrackingNumber(to) && !tracking) throw badRequest(M.trackingRequired);
  await db.transaction(async (tx) => {
    const request = (await queries.lockRequest(tx, id))!;
    if (!canMoveFulfillment(request.status, to)) throw conflict(M.transition(request.status, to));
    // a shipment for a test that will not happen is not sent again
    if (to === 'pending' && !canReopenFor(request.test_request_status)) throw conflict(M.reopenTestCancelled);
    await moveStock(tx, caller, request, to);
    // a reopen always records the product's note (a different note from the caller follows it)
    const given = optionalText(body.notes);
    const note = to === 'pending' ? (given && given !== REOPEN_NOTE ? `${REOPEN_NOTE}: ${given}` : REOPEN_NOTE) : given;
    const change: queries.StatusChange = { status: to, notes: appendNote(request.notes, note) };
    if (to === 'assigned' && request.assigned_to === null) change.assignedTo = caller.user.id;
    if (to === 'dispatched') Object.assign(change, { trackingNumber: tracking, dispatchDate: 'now', barcodeNumber: optionalText(body.barcodeNumber) ?? undefined });
    if (to === 'delivered') change.deliveryDate = 'now';
    if (to === 'pending') Object.assign(change, { assignedTo: null, trackingNumber: null, dispatchDate: null, deliveryDate: null });
    await queries.updateRequest(tx, id, change);
    await writeAudit(
      tx,
      {
        action: to === 'pending' ? 'fulfillment_request.reopened' : 'fulfillment_request.status_changed',
        entityType: 'fulfillment_request',
        entityId: id,
        institutionId: request.institution_id,
        details: { from: request.status, to, ...(tracking && to === 'dispatched' ? { tracking_number: tracking } : {}), ...(note ? { note } : {}) },
      },
      caller,
    );
  });
  return getFulfillment(db, caller, id);
}

/** POST /fulfillment/{id}/assign: a pending request becomes assigned; an assigned one is handed over. */
export async function assign(db: Db, caller: Caller, id: number, assignedTo: number): Promise<FulfillmentDetail> {
  await getFulfillment(db, caller, id);
  const assignee = await queries.selectAssignee(db, assignedTo);
  const subject = assignee && { role: assignee.role as Role, permissions: assignee.permissions, institution_id: assignee.institution_id };
  if (!assignee || !subject || !may(subject, 'fulfillment.work')) throw badRequest(M.assigneeInvalid);
  await db.transaction(async (tx) => {
    const request = (await queries.lockRequest(tx, id))!;
    if (!canAssignFulfillment(request.status)) throw conflict(M.notAssignable(request.status));
    const scope = areaScope(subject, 'fulfillment');
    if (scope !== 'all' && !scope.includes(request.institution_id)) throw badRequest(M.assigneeInvalid);
    await queries.updateRequest(tx, id, { status: 'assigned', assignedTo });
    await writeAudit(
      tx,
      { action: 'fulfillment_request.assigned', entityType: 'fulfillment_request', entityId: id, institutionId: request.institution_id, details: { from: request.status, assigned_to: assignedTo, assignee: assignee.name } },
      caller,
    );
  });
  return getFulfillment(db, caller, id);
}

/**
 * POST /fulfillment: a new shipment of an item for a test request (the replacement of a cancelled
 * one, named by replaces_request_id), reserving its quantity. The item is global stock or the test
 * request's institution's; the test request is in the caller's scope and not cancelled.
 */
export async function createFulfillment(db: Db, caller: Caller, body: CreateFulfillmentPayload): Promise<FulfillmentDetail> {
  const scope = scopeOf(caller);
  const testRequest = await queries.selectTestRequest(db, scope, body.test_request_id);
  if (!testRequest) throw notFound(M.testRequestNotFound);
  if (testRequest.status === 'cancelled') throw conflict(M.testRequestCancelled);
  const item = await queries.selectItemOwner(db, body.inventory_item_id);
  if (!item) throw notFound(M.itemNotFound);
  if (item.institution_id !== null && item.institution_id !== testRequest.institution_id) throw badRequest(M.itemOtherInstitution);
  let replaced: FulfillmentDetail | null = null;
  if (body.replaces_request_id) {
    replaced = await getFulfillment(db, caller, body.replaces_request_id);
    if (replaced.status !== 'cancelled') throw conflict(M.replacesNotCancelled);
    if (replaced.test_request_id !== testRequest.id) throw badRequest(M.replacesOtherRequest);
  }
  const id = await db.transaction(async (tx) => {
    const created = await queries.insertRequest(tx, {
      testRequestId: testRequest.id,
      inventoryItemId: body.inventory_item_id,
      quantity: body.quantity_requested,
      priority: body.priority ?? replaced?.priority ?? testRequest.priority,
      requestedBy: caller.user.id,
      notes: optionalText(body.notes) ?? (replaced ? `Replacement for ${formatFulfillmentId(replaced.id)}` : null),
      barcodeNumber: testRequest.barcode_number,
      replacesRequestId: replaced?.id ?? null,
    });
    await reserve(tx, caller, { id: created, itemId: body.inventory_item_id, quantity: body.quantity_requested }, LEDGER_REASONS.reserved(formatFulfillmentId(created)));
    await writeAudit(
      tx,
      {
        action: 'fulfillment_request.created',
        entityType: 'fulfillment_request',
        entityId: created,
        institutionId: testRequest.institution_id,
        details: { test_request_id: testRequest.id, inventory_item_id: body.inventory_item_id, quantity: body.quantity_requested, ...(replaced ? { replaces_request_id: replaced.id } : {}) },
      },
      caller,
    );
    return created;
  });
  return getFulfillment(db, caller, id);
}
