import type { NotificationLogEntry, TestRequestDetail, TestRequestFulfillment, TestRequestResult } from '@lab/shared';
import { TEST_TYPE_ID } from '@lab/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { notificationLogs, testRequestDevices, testRequestMarkers, testRequests } from '../../platform/db/schema';
import { summaryColumns, summaryJoins, toSummary } from './list-queries';
import { isoOrNull, numberOrNull } from '../../platform/db/row-values';

export { selectRequestPage, type RequestListOptions } from './list-queries';

type DetailRow = Omit<TestRequestDetail, 'markers' | 'collection_devices' | 'test_results' | 'fulfillment_requests' | 'notification_logs' | 'marker_ids' | 'collection_device_ids' | 'device_selections' | 'test_type_id'>;

/** The request when it exists, is not archived and lies in the caller's institutions; else null. */
export async function selectRequestInScope(db: Db, scope: Scope, id: number): Promise<DetailRow | null> {
  const [row] = await queryRowsPrepared<DetailRow>(
    db,
    sql`select ${summaryColumns},
        p.email as patient_email, p.phone as patient_phone, p.date_of_birth::text as patient_date_of_birth,
        tr.notes, tr.custom_data, st.name as sample_type, tr.sample_type_id, tr.panel_id, pn.name as panel_name,
        tr.lab_id, l.name as lab_name, tr.department, tr.cms_priority, tr.cms_status,
        tr.fulfillment_by_partner, tr.fulfillment_partner_id,
        nullif(btrim(coalesce(fa.first_name, '') || ' ' || coalesce(fa.last_name, '')), '') as fulfillment_agent
      from test_requests tr ${summaryJoins}
      left join sample_types st on st.id = tr.sample_type_id
      left join panels pn on pn.id = tr.panel_id
      left join labs l on l.id = tr.lab_id
      left join users fa on fa.id = tr.fulfillment_partner_id
      where tr.id = ${id} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}`,
  );
  return row ? toSummary(row) : null;
}

/** The sections of the detail page: markers, devices, results, fulfillment requests, notification history. */
export async function selectRequestSections(db: Db, id: number): Promise<Pick<TestRequestDetail, 'markers' | 'collection_devices' | 'test_results' | 'fulfillment_requests' | 'notification_logs'>> {
  const [markers, devices, results, fulfillment, logs] = await Promise.all([
    queryRowsPrepared<{ id: number; name: string; units: string | null; value: string | number; range_min: string | null; range_max: string | null }>(
      db,
      sql`select m.id, m.name, m.units, m.volume_ul as value, m.range_min, m.range_max from test_request_markers trm join markers m on m.id = trm.marker_id
          where trm.test_request_id = ${id} order by m.name`,
    ),
    queryRowsPrepared<{ device_id: number; name: string; max_capacity: number | null; quantity: number }>(
      db,
      sql`select d.id as device_id, d.name, d.max_capacity_ul as max_capacity, trd.quantity from test_request_devices trd
          join collection_devices d on d.id = trd.collection_device_id where trd.test_request_id = ${id} order by d.name`,
    ),
    queryRowsPrepared<TestRequestResult>(
      db,
      sql`select r.id, r.status, v.result_data, v.interpretation, u.first_name as entered_by_name, u.last_name as entered_by_lastname,
          r.entered_at, r.external_api_status, r.external_lab_id, r.api_order_submitted_at, r.api_results_received_at, r.has_external_results
        from test_results r
        left join test_result_versions v on v.result_id = r.id and v.version = r.current_version
        left join users u on u.id = r.entered_by
        where r.test_request_id = ${id} order by r.entered_at desc, r.id desc`,
    ),
    queryRowsPrepared<TestRequestFulfillment>(
      db,
      sql`select f.id, item.item_name, item.item_sku, f.quantity_requested, f.status,
          a.first_name as assigned_to_name, a.last_name as assigned_to_lastname, f.created_at
        from fulfillment_requests f join inventory_items item on item.id = f.inventory_item_id
        left join users a on a.id = f.assigned_to
        where f.test_request_id = ${id} order by f.created_at desc, f.id desc`,
    ),
    selectNotificationLogs(db, id),
  ]);
  return {
    markers: markers.map((m) => ({ ...m, value: Number(m.value), range_min: numberOrNull(m.range_min), range_max: numberOrNull(m.range_max) })),
    collection_devices: devices,
    test_results: results.map((r) => ({
      ...r,
      entered_at: isoOrNull(r.entered_at)!,
      api_order_submitted_at: isoOrNull(r.api_order_submitted_at),
      api_results_received_at: isoOrNull(r.api_results_received_at),
    })),
    fulfillment_requests: fulfillment.map((f) => ({ ...f, created_at: isoOrNull(f.created_at)! })),
    notification_logs: logs,
  };
}

export async function selectNotificationLogs(db: Db, testRequestId: number, ids?: number[]): Promise<NotificationLogEntry[]> {
  const rows = await queryRows<NotificationLogEntry>(
    db,
    sql`select n.id, n.sent_at, n.message_type, n.notification_type, n.recipient_type, n.recipient_email, n.recipient_phone,
        n.delivery_status, n.error_message, n.triggered_by_type,
        nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as triggered_by_name
      from notification_logs n left join users u on u.id = n.triggered_by_user_id
      where n.test_request_id = ${testRequestId} ${ids ? sql`and ${scopeCondition(sql`n.id`, ids)}` : sql``}
      order by n.sent_at desc, n.id desc`,
  );
  return rows.map((n) => ({ ...n, sent_at: isoOrNull(n.sent_at)! }));
}

/** The detail's lists of ids as the form sends them back. */
export function formFields(sections: Pick<TestRequestDetail, 'markers' | 'collection_devices'>) {
  return {
    marker_ids: sections.markers.map((m) => m.id),
    collection_device_ids: sections.collection_devices.map((d) => d.device_id),
    device_selections: sections.collection_devices.map((d) => ({ device_id: d.device_id, quantity: d.quantity })),
    test_type_id: TEST_TYPE_ID,
  };
}

// ---- writes ---------------------------------------------------------------------------------

export type RequestValues = Omit<typeof testRequests.$inferInsert, 'id' | 'requestedAt' | 'updatedAt' | 'archivedAt' | 'searchText'>;

/** Inserts the request unless the caller already sent this idempotency key; answers the new id, or null on a repeat. */
export async function insertRequest(db: Db, values: RequestValues): Promise<number | null> {
  const [row] = await db
    .insert(testRequests)
    .values(values)
    .onConflictDoNothing({ target: [testRequests.requestedBy, testRequests.idempotencyKey], where: sql`idempotency_key is not null` })
    .returning({ id: testRequests.id });
  return row?.id ?? null;
}

export async function selectIdByIdempotencyKey(db: Db, requestedBy: number, key: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from test_requests where requested_by = ${requestedBy} and idempotency_key = ${key}`);
  return row?.id ?? null;
}

/** The caller's requests made with any of `keys`, by key. */
export async function selectIdsByIdempotencyKeys(db: Db, requestedBy: number, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`select id, idempotency_key as key from test_requests where requested_by = ${requestedBy} and idempotency_key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function updateRequestRow(db: Db, id: number, values: Partial<RequestValues>): Promise<void> {
  await db.update(testRequests).set({ ...values, updatedAt: new Date() }).where(eq(testRequests.id, id));
}

/** What an edit must find unchanged, and what a reviewed or released result fixes about the request. */
export interface RequestUnderEdit {
  status: string;
  updated_at: Date | string;
  result_status: string | null;
  identity: string;
}

/**
 * The request's identity as one comparable text: patient, institution, clinician, lab, sample
 * type, barcode, panel, markers and devices (with quantities).
 */
const identityOf = (patient: SQL, institution: SQL, clinician: SQL, lab: SQL, sampleType: SQL, barcode: SQL, panel: SQL, markers: SQL, devices: SQL) =>
  sql`jsonb_build_array(${patient}::int, ${institution}::int, ${clinician}::int, ${lab}::int, ${sampleType}::int, ${barcode}::text, ${panel}::int, ${markers}, ${devices})::text`;

/**
 * Locks the request for an edit (FOR UPDATE: a result review, which takes FOR SHARE of the
 * request, and a result's insert wait for it, and it waits for them) and answers its state, its
 * result's status and its identity as they are once the lock is held; null when it is gone or
 * archived.
 */
export async function lockRequestForEdit(tx: Db, id: number): Promise<RequestUnderEdit | null> {
  // its result first, then the request: the order a review or release takes them (lockResult), as
  // an edit writes to the result too (its copy of the request's search text); the other order
  // deadlocked an edit against a review sent at once
  await queryRows(tx, sql`select 1 from test_results where test_request_id = ${id} for update`);
  const locked = await queryRows(tx, sql`select 1 from test_requests where id = ${id} and archived_at is null for update`);
  if (locked.length === 0) return null;
  // read after the lock, in a statement of its own: a statement that waited for the lock still
  // sees the data of its start (a review committed meanwhile would read as a draft)
  const [row] = await queryRows<RequestUnderEdit>(
    tx,
    sql`select tr.status, tr.updated_at, (select r.status from test_results r where r.test_request_id = tr.id) as result_status,
        ${identityOf(
          sql`tr.patient_id`, sql`tr.institution_id`, sql`tr.clinician_id`, sql`tr.lab_id`, sql`tr.sample_type_id`, sql`tr.barcode_number`, sql`tr.panel_id`,
          sql`coalesce((select jsonb_agg(m.marker_id order by m.marker_id) from test_request_markers m where m.test_request_id = tr.id), '[]'::jsonb)`,
          sql`coalesce((select jsonb_agg(jsonb_build_array(d.collection_device_id, d.quantity) order by d.collection_device_id) from test_request_devices d where d.test_request_id = tr.id), '[]'::jsonb)`,
        )} as identity
      from test_requests tr where tr.id = ${id} and tr.archived_at is null`,
  );
  return row ?? null;
}

/** The identity (as lockRequestForEdit answers it) an edit would give the request. */
export async function identityAfter(tx: Db, values: Partial<RequestValues>, markerIds: number[], devices: { device_id: number; quantity: number }[]): Promise<string> {
  const sorted = [...devices].sort((a, b) => a.device_id - b.device_id);
  const [row] = await queryRows<{ identity: string }>(
    tx,
    sql`select ${identityOf(
      sql`${values.patientId ?? null}`, sql`${values.institutionId ?? null}`, sql`${values.clinicianId ?? null}`, sql`${values.labId ?? null}`,
      sql`${values.sampleTypeId ?? null}`, sql`${values.barcodeNumber ?? null}`, sql`${values.panelId ?? null}`,
      sql`${JSON.stringify([...markerIds].sort((a, b) => a - b))}::jsonb`,
      sql`${JSON.stringify(sorted.map((d) => [d.device_id, d.quantity]))}::jsonb`,
    )} as identity`,
  );
  return row.identity;
}

/** Makes the request's markers and devices exactly these. */
export async function replaceMarkersAndDevices(db: Db, id: number, markerIds: number[], devices: { device_id: number; quantity: number }[]): Promise<void> {
  await db.delete(testRequestMarkers).where(eq(testRequestMarkers.testRequestId, id));
  await db.delete(testRequestDevices).where(eq(testRequestDevices.testRequestId, id));
  if (markerIds.length) await db.insert(testRequestMarkers).values(markerIds.map((markerId) => ({ testRequestId: id, markerId })));
  if (devices.length) await db.insert(testRequestDevices).values(devices.map((d) => ({ testRequestId: id, collectionDeviceId: d.device_id, quantity: d.quantity })));
}

/**
 * Moves the request from `from` to `to` only if it is still at `from` (a concurrent change wins
 * once); answers whether it moved.
 */
export async function moveStatus(db: Db, id: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(testRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(sql`${testRequests.id} = ${id} and ${testRequests.status} = ${from} and ${testRequests.archivedAt} is null`)
    .returning({ id: testRequests.id });
  return rows.length > 0;
}

export async function archiveRequestRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(testRequests)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(
      sql`${testRequests.id} = ${id} and ${testRequests.archivedAt} is null and ${testRequests.status} not in ('completed', 'cancelled')
        and not exists (select 1 from test_results r where r.test_request_id = ${id})`,
    )
    .returning({ id: testRequests.id });
  return rows.length > 0;
}

export type NotificationLogValues = typeof notificationLogs.$inferInsert;

export async function insertNotificationLog(db: Db, values: NotificationLogValues): Promise<number> {
  const [row] = await db.insert(notificationLogs).values(values).returning({ id: notificationLogs.id });
  return row.id;
}
