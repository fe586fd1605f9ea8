// What the test files of test requests share: a valid order copied from the demo data, and fresh
// barcodes and dates for it.
import type { TestRequestPayload } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import type { TestContext } from '../../test/test-app';

let barcodeSeq = 0;
/** A barcode no request has yet (unique across the test files of one run). */
export const freshBarcode = (prefix = 'TESTKIT') => `${prefix}${Date.now()}${++barcodeSeq}`;
/** A day the expected test date may name (more than one hour ahead whatever the time of day). */
export const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

/** The order form's payload for an existing request: its patient, institution, choices and people. */
export async function payloadOf(ctx: TestContext, id: number): Promise<TestRequestPayload> {
  const db = ctx.database.db;
  const [r] = await queryRows<{ patient_id: number; institution_id: number; sample_type_id: number; panel_id: number | null; lab_id: number; clinician_id: number | null; priority: string }>(
    db,
    sql`select patient_id, institution_id, sample_type_id, panel_id, lab_id, clinician_id, priority from test_requests where id = ${id}`,
  );
  const markers = await queryRows<{ id: number }>(db, sql`select marker_id as id from test_request_markers where test_request_id = ${id} order by marker_id`);
  const devices = await queryRows<{ device_id: number; quantity: number }>(db, sql`select collection_device_id as device_id, quantity from test_request_devices where test_request_id = ${id}`);
  return {
    patient_id: r.patient_id,
    institution_id: r.institution_id,
    sample_type: r.sample_type_id,
    panel_id: r.panel_id,
    marker_ids: r.panel_id ? [] : markers.map((m) => m.id),
    device_selections: devices,
    lab_id: r.lab_id,
    clinician_id: r.clinician_id,
    priority: r.priority as TestRequestPayload['priority'],
    test_type_id: 1,
  };
}

/** A valid order of `institution` by `clinician` with markers (a demo request's choices), due tomorrow; its barcode is to be set. */
export async function validOrderOf(ctx: TestContext, institution: number, clinician: number): Promise<TestRequestPayload> {
  const [demo] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from test_requests where institution_id = ${institution} and clinician_id = ${clinician} and panel_id is null order by id limit 1`,
  );
  return { ...(await payloadOf(ctx, demo.id)), barcode_number: 'placeholder', expected_test_datetime: tomorrow() };
}
