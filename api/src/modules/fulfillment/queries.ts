// One fulfillment request: its detail, its row locked for a change, and the writes.
import type { FulfillmentDetail, FulfillmentPriority, FulfillmentStatus } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { summaryColumns, summaryJoins, toSummary } from './list-queries';

/** The request with its patient, item and shipping, when it lies in the caller's scope. */
export async function selectDetail(db: Db, scope: Scope, id: number): Promise<FulfillmentDetail | null> {
  const [row] = await queryRowsPrepared<FulfillmentDetail>(
    db,
    sql`select ${summaryColumns}, i.item_description, sl.name as location, f.barcode_number, f.notes, tr.test_name,
          rb.first_name as requested_by_name, rb.last_name as requested_by_lastname, f.replaces_request_id,
          (select r.id from fulfillment_requests r where r.replaces_request_id = f.id order by r.id limit 1) as replaced_by_request_id,
          json_build_object('first_name', p.first_name, 'last_name', p.last_name, 'phone', p.phone, 'email', p.email,
            'street_address_1', p.street_address_1, 'street_address_2', p.street_address_2, 'city', p.city, 'state', p.state,
            'postal_code', p.postal_code, 'country', p.country) as patient
        from fulfillment_requests f ${summaryJoins}
        left join storage_locations sl on sl.id = i.storage_location_id left join users rb on rb.id = f.requested_by
        where f.id = ${id} and ${scopeCondition(sql`f.institution_id`, scope)}`,
  );
  return row ? toSummary(row) : null;
}

export interface LockedRequest {
  id: number;
  status: FulfillmentStatus;
  institution_id: number;
  inventory_item_id: number;
  quantity_requested: number;
  assigned_to: number | null;
  notes: string | null;
  /** Its test request's status, read under a share lock: a cancel of the test in flight is waited for. */
  test_request_status: string;
}

/**
 * The shipments of a test request not yet sent (they hold reserved stock), locked until the
 * transaction ends. The test request's row is not locked here: its cancel updates it next, and
 * taking the shipments first keeps the order a status change takes (shipment, then test).
 */
export async function lockUnsentRequestsOfTest(tx: Db, testRequestId: number, statuses: readonly FulfillmentStatus[]): Promise<LockedRequest[]> {
  const rows = await queryRows<LockedRequest>(
    tx,
    sql`select f.id, f.status, f.institution_id, f.inventory_item_id, f.quantity_requested, f.assigned_to, f.notes, 'cancelled' as test_request_status
        from fulfillment_requests f where f.test_request_id = ${testRequestId} and f.status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)}) order by f.id for update`,
  );
  return rows.map((row) => ({ ...row, quantity_requested: Number(row.quantity_requested) }));
}

/** The request's row, locked until the transaction ends (one status change at a time). */
export async function lockRequest(tx: Db, id: number): Promise<LockedRequest | null> {
  const [row] = await queryRows<LockedRequest>(
    tx,
    sql`select f.id, f.status, f.institution_id, f.inventory_item_id, f.quantity_requested, f.assigned_to, f.notes, tr.status as test_request_status
        from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id where f.id = ${id} for update of f for share of tr`,
  );
  return row ? { ...row, quantity_requested: Number(row.quantity_requested) } : null;
}

export interface StatusChange {
  status: FulfillmentStatus;
  assignedTo?: number | null;
  trackingNumber?: string | null;
  barcodeNumber?: string | null;
  notes?: string | null;
  dispatchDate?: 'now' | null;
  deliveryDate?: 'now' | null;
}

const setIf = <T,>(value: T | undefined, column: string) => (value === undefined ? null : sql`${sql.raw(column)} = ${value}`);
const dateSet = (value: 'now' | null | undefined, column: string) => (value === undefined ? null : value === 'now' ? sql`${sql.raw(column)} = now()` : sql`${sql.raw(column)} = null`);

export async function updateRequest(tx: Db, id: number, change: StatusChange): Promise<void> {
  const sets = [
    sql`status = ${change.status}`,
    setIf(change.assignedTo, 'assigned_to'),
    setIf(change.trackingNumber, 'tracking_number'),
    setIf(change.barcodeNumber, 'barcode_number'),
    setIf(change.notes, 'notes'),
    dateSet(change.dispatchDate, 'dispatch_date'),
    dateSet(change.deliveryDate, 'delivery_date'),
    sql`updated_at = now()`,
  ].filter((s) => s !== null);
  await queryRows(tx, sql`update fulfillment_requests set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export interface NewRequest {
  testRequestId: number;
  inventoryItemId: number;
  quantity: number;
  priority: FulfillmentPriority;
  requestedBy: number;
  notes: string | null;
  barcodeNumber: string | null;
  replacesRequestId: number | null;
}

export async function insertRequest(tx: Db, r: NewRequest): Promise<number> {
  // institution_id is taken from the test request by a trigger (0014); the value here is overwritten
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into fulfillment_requests (test_request_id, institution_id, inventory_item_id, quantity_requested, status, priority, requested_by, notes, barcode_number, replaces_request_id)
        select ${r.testRequestId}, tr.institution_id, ${r.inventoryItemId}, ${r.quantity}, 'pending', ${r.priority}, ${r.requestedBy}, ${r.notes}, ${r.barcodeNumber}, ${r.replacesRequestId}
        from test_requests tr where tr.id = ${r.testRequestId}
        returning id`,
  );
  return row.id;
}

export interface TestRequestForShipment {
  id: number;
  institution_id: number;
  status: string;
  priority: FulfillmentPriority;
  barcode_number: string | null;
}

export async function selectTestRequest(db: Db, scope: Scope, id: number): Promise<TestRequestForShipment | null> {
  const [row] = await queryRows<TestRequestForShipment>(
    db,
    sql`select id, institution_id, status, priority, barcode_number from test_requests where id = ${id} and archived_at is null and ${scopeCondition(sql`institution_id`, scope)}`,
  );
  return row ?? null;
}

export async function selectItemOwner(db: Db, id: number): Promise<{ institution_id: number | null } | null> {
  const [row] = await queryRows<{ institution_id: number | null }>(db, sql`select institution_id from inventory_items where id = ${id}`);
  return row ?? null;
}

/** An active user who may be given a request: their role and area access decide (the service asks the rule). */
export async function selectAssignee(db: Db, id: number): Promise<{ id: number; role: string; permissions: string[]; institution_id: number | null; name: string } | null> {
  const [row] = await queryRows<{ id: number; role: string; permissions: string[]; institution_id: number | null; name: string }>(
    db,
    sql`select id, role, permissions, institution_id, btrim(first_name || ' ' || last_name) as name from users where id = ${id} and is_active`,
  );
  return row ?? null;
}
