import {
  canArchiveTestRequest,
  canChangeTestStatus,
  canEditTestRequest,
  canMoveTo,
  canOrderTests,
  isClosedTestRequest,
  locksItsRequest,
  TEST_REQUEST_MESSAGES as M,
  type TestRequestDetail,
  type TestRequestPage,
  type TestRequestPayload,
  type TestRequestStatus,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { externalApiStatus, selectExternalLabRow } from '../external-lab/public';
import { cancelUnsentShipmentsOfTest } from '../fulfillment/public';
import { isUniqueViolation } from '../../platform/db/errors';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import { checkOrder, type OrderInput } from './order-rules';
import * as queries from './queries';
import type { ReminderSchedule } from '../reminders/public';
import { queueOrdersForMove } from '../interfaces/public';

export function listRequests(db: Db, caller: Caller, options: queries.RequestListOptions): Promise<TestRequestPage> {
  return queries.selectRequestPage(db, caller.scope, options);
}

/** The request, or 404 when it does not exist, is archived or lies outside the caller's institutions. */
export async function requireRequest(db: Db, caller: Caller, id: number) {
  const request = await queries.selectRequestInScope(db, caller.scope, id);
  if (!request) throw notFound(M.notFound);
  return request;
}

export async function getRequestDetail(db: Db, caller: Caller, id: number): Promise<TestRequestDetail> {
  const request = await requireRequest(db, caller, id);
  const [sections, external] = await Promise.all([queries.selectRequestSections(db, id), selectExternalLabRow(db, id)]);
  return { ...request, ...sections, ...queries.formFields(sections), external_lab: externalApiStatus(external!, caller.user) };
}

/**
 * Orders one test. With an idempotency key, a repeat of the same caller's key answers the
 * request the first call made (`created: false`), even when both arrive at once: the unique
 * index on (requested_by, idempotency_key) lets one insert win and the other read it.
 */
export async function createRequest(db: Db, caller: Caller, schedule: ReminderSchedule, body: TestRequestPayload): Promise<{ request: TestRequestDetail; created: boolean }> {
  if (!canOrderTests(caller.user)) throw forbidden(M.accessDenied);
  const key = body.idempotency_key ?? null;
  const repeat = async () => {
    const id = key ? await queries.selectIdByIdempotencyKey(db, caller.user.id, key) : null;
    return id ? { request: await getRequestDetail(db, caller, id), created: false } : null;
  };
  const earlier = await repeat();
  if (earlier) return earlier;

  let input: OrderInput;
  try {
    input = await checkOrder(db, caller, body, null, schedule.serverTimeZone);
  } catch (error) {
    // The first call of the same key may have taken the barcode since `earlier` looked: answer its request.
    const same = error instanceof HttpError && error.statusCode === 409 ? await repeat() : null;
    if (same) return same;
    throw error;
  }
  let id: number | null;
  try {
    id = await db.transaction((tx) => insertOrdered(tx, caller, schedule, input, key));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    id = null;
  }
  if (id === null) {
    const same = await repeat();
    if (same) return same;
    throw new HttpError(409, M.barcodeTaken);
  }
  return { request: await getRequestDetail(db, caller, id), created: true };
}

/**
 * Writes one checked test inside the caller's transaction: the request, its markers and devices,
 * its reminders and its audit row. Answers the new id, or null when the caller's idempotency key
 * was taken by another transaction meanwhile.
 */
export async function insertOrdered(tx: Db, caller: Caller, schedule: ReminderSchedule, input: OrderInput, key: string | null): Promise<number | null> {
  const inserted = await queries.insertRequest(tx, { ...input.values, requestedBy: caller.user.id, idempotencyKey: key, status: 'pending' });
  if (inserted === null) return null;
  await queries.replaceMarkersAndDevices(tx, inserted, input.markerIds, input.devices);
  await schedule.forRequests(tx, [inserted]);
  await writeAudit(
    tx,
    { action: 'test_request.created', entityType: 'test_request', entityId: inserted, institutionId: input.values.institutionId, details: { patient_id: input.values.patientId, barcode: input.values.barcodeNumber } },
    caller,
  );
  return inserted;
}

export async function updateRequest(db: Db, caller: Caller, schedule: ReminderSchedule, id: number, body: TestRequestPayload): Promise<TestRequestDetail> {
  const existing = await requireRequest(db, caller, id);
  if (!canOrderTests(caller.user)) throw forbidden(M.editDenied);
  if (!canEditTestRequest(caller.user, existing)) throw new HttpError(409, M.closedUnchangeable);
  const input = await checkOrder(db, caller, body, id, schedule.serverTimeZone);
  try {
    await db.transaction(async (tx) => {
      // the edit applies to the state it read, and a reviewed or released result fixes who and what it is about
      const locked = await queries.lockRequestForEdit(tx, id);
      if (!locked || locked.status !== existing.status || new Date(locked.updated_at).getTime() !== new Date(existing.updated_at).getTime()) {
        throw new HttpError(409, M.changedMeanwhile);
      }
      if (locksItsRequest(locked.result_status) && locked.identity !== (await queries.identityAfter(tx, input.values, input.markerIds, input.devices))) {
        throw new HttpError(409, M.resultLocked);
      }
      await queries.updateRequestRow(tx, id, input.values);
      await queries.replaceMarkersAndDevices(tx, id, input.markerIds, input.devices);
      // a new expected time is a new appointment: its reminders replace the old one's
      await schedule.forRequests(tx, [id]);
      await writeAudit(tx, { action: 'test_request.updated', entityType: 'test_request', entityId: id, institutionId: input.values.institutionId, details: { fields: Object.keys(body).sort() } }, caller);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.barcodeTaken);
    throw error;
  }
  return getRequestDetail(db, caller, id);
}

/** Refuses a step the state machine or the caller's role does not allow from the request's status. */
export function checkMove(caller: Caller, existing: { status: TestRequestStatus }, to: TestRequestStatus): void {
  if (!canMoveTo(existing.status, to)) throw new HttpError(409, M.statusMoveRefused(existing.status, to));
  if (!canChangeTestStatus(caller.user, existing, to)) throw forbidden(M.statusDenied);
}

/** Takes the step inside `tx`, only from the status read: of two changes at once, the second finds it moved. */
export async function applyMove(tx: Db, caller: Caller, schedule: ReminderSchedule, existing: { id: number; status: TestRequestStatus; institution_id: number }, to: TestRequestStatus): Promise<void> {
  // a cancelled test's kit must not ship: its unsent shipments are cancelled with it (locked
  // before the test's row, the order a shipment's own status change takes them in)
  if (to === 'cancelled') await cancelUnsentShipmentsOfTest(tx, caller, existing.id);
  if (!(await queries.moveStatus(tx, existing.id, existing.status, to))) throw new HttpError(409, M.changedMeanwhile);
  // in the lab: its instruments get the order; cancelled: those that got it get a cancel
  await queueOrdersForMove(tx, existing.id, to);
  // cancelled or completed: its waiting reminders are cancelled
  await schedule.forRequests(tx, [existing.id]);
  await writeAudit(tx, { action: 'test_request.status_changed', entityType: 'test_request', entityId: existing.id, institutionId: existing.institution_id, details: { from: existing.status, to } }, caller);
}

/** One step of the state machine (@lab/shared TEST_REQUEST_TRANSITIONS), by a role allowed to take it. */
export async function changeStatus(db: Db, caller: Caller, schedule: ReminderSchedule, id: number, to: TestRequestStatus): Promise<TestRequestDetail> {
  const existing = await requireRequest(db, caller, id);
  checkMove(caller, existing, to);
  await db.transaction((tx) => applyMove(tx, caller, schedule, existing, to));
  return getRequestDetail(db, caller, id);
}

/** Archive: the request leaves every list; the record, its results and its history stay. */
export async function archiveRequest(db: Db, caller: Caller, schedule: ReminderSchedule, id: number): Promise<void> {
  const existing = await requireRequest(db, caller, id);
  if (isClosedTestRequest(existing.status)) throw new HttpError(409, M.closedUnarchivable);
  if (!canArchiveTestRequest(caller.user, existing)) throw forbidden(M.archiveDenied);
  if (existing.result_id !== null) throw new HttpError(409, M.resultUnarchivable);
  await db.transaction(async (tx) => {
    // the row is archived only while it has no result: a result entered meanwhile wins
    if (!(await queries.archiveRequestRow(tx, id))) throw new HttpError(409, M.changedMeanwhile);
    await schedule.forRequests(tx, [id]);
    await writeAudit(tx, { action: 'test_request.archived', entityType: 'test_request', entityId: id, institutionId: existing.institution_id, details: { status: existing.status } }, caller);
  });
}
