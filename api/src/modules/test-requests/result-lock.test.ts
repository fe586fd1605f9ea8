// A reviewed or released result vouches for its request's patient and specimen: the request's
// identity is locked from then on, and an edit never interleaves with a result's review or a
// status change (tested for races on PostgreSQL in CI; PGlite runs them one after the other).
import { TEST_REQUEST_MESSAGES as M, type TestRequestPayload } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let otherPatientOfA: number;
const SUPER = 'superadmin@demo.lab';
const CLINICIAN = 'clinician@demo.lab';
const LAB = 'labuser@demo.lab';
const LAB2 = 'labuser2@demo.lab';

let seq = 0;
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

/** A valid order of institution A with markers (a copy of a demo request's choices). */
let order: TestRequestPayload;

beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  const clinician = await ctx.one<number>(sql`select id as v from users where email = ${CLINICIAN}`);
  const demo = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${A} and clinician_id = ${clinician} and panel_id is null order by id limit 1`);
  const [r] = await queryRows<{ patient_id: number; sample_type_id: number; lab_id: number }>(ctx.database.db, sql`select patient_id, sample_type_id, lab_id from test_requests where id = ${demo}`);
  const markers = await queryRows<{ id: number }>(ctx.database.db, sql`select marker_id as id from test_request_markers where test_request_id = ${demo} order by marker_id`);
  const devices = await queryRows<{ device_id: number; quantity: number }>(ctx.database.db, sql`select collection_device_id as device_id, quantity from test_request_devices where test_request_id = ${demo}`);
  order = { patient_id: r.patient_id, institution_id: A, sample_type: r.sample_type_id, panel_id: null, marker_ids: markers.map((m) => m.id), device_selections: devices, lab_id: r.lab_id, clinician_id: clinician, priority: 'normal', test_type_id: 1, expected_test_datetime: tomorrow() };
  otherPatientOfA = await ctx.one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${A} and patient_id <> ${r.patient_id} order by patient_id limit 1`);
});
afterAll(() => ctx.close());

/** A request in progress with a result of `resultStatus` (none: no result); answers the request, its result and its payload. */
async function requestWithResult(resultStatus: 'none' | 'draft' | 'reviewed' | 'final'): Promise<{ id: number; resultId: number | null; payload: TestRequestPayload }> {
  const payload = { ...order, barcode_number: `LOCK${Date.now()}${++seq}` };
  const created = await ctx.call(CLINICIAN, 'POST', '/tests/requests', payload);
  expect(created.status).toBe(201);
  const id = created.body.id ?? created.body.request?.id;
  expect((await ctx.call(SUPER, 'PUT', `/tests/requests/${id}/status`, { status: 'in_progress' })).status).toBe(200);
  if (resultStatus === 'none') return { id, resultId: null, payload };
  const result = await ctx.call(LAB, 'POST', '/results', { test_request_id: id, result_data: 'Value: 5' });
  expect(result.status).toBe(201);
  const resultId = result.body.id ?? result.body.result?.id;
  // a second person reviews or releases what the first entered
  if (resultStatus !== 'draft') expect((await ctx.call(LAB2, 'PUT', `/results/${resultId}`, { test_request_id: id, result_data: 'Value: 5', status: resultStatus })).status).toBe(200);
  return { id, resultId, payload };
}

describe('a request whose result is reviewed or released', () => {
  const LOCKED_CHANGES: [string, (p: TestRequestPayload) => TestRequestPayload][] = [
    ['patient', (p) => ({ ...p, patient_id: otherPatientOfA })],
    ['barcode', (p) => ({ ...p, barcode_number: `${p.barcode_number}X` })],
    ['markers', (p) => ({ ...p, marker_ids: p.marker_ids!.slice(0, 1) })],
  ];

  for (const status of ['reviewed', 'final'] as const) {
    it(`refuses to change who or what a ${status} result is about (409), and changes nothing`, async () => {
      const { id, payload } = await requestWithResult(status);
      const before = await ctx.one<string>(sql`select row_to_json(t)::text as v from test_requests t where id = ${id}`);
      for (const [what, change] of LOCKED_CHANGES) {
        const res = await ctx.call(CLINICIAN, 'PUT', `/tests/requests/${id}`, change(payload));
        expect([what, res.status, res.body]).toEqual([what, 409, { error: M.resultLocked }]);
      }
      expect(await ctx.one<string>(sql`select row_to_json(t)::text as v from test_requests t where id = ${id}`)).toBe(before);
      // what the result does not vouch for may still change
      const notes = await ctx.call(CLINICIAN, 'PUT', `/tests/requests/${id}`, { ...payload, priority: 'urgent', notes: 'Call the ward first' });
      expect(notes.status).toBe(200);
    });
  }

  it('lets a request with a draft result (or none) still change its patient', async () => {
    for (const status of ['none', 'draft'] as const) {
      const { id, payload } = await requestWithResult(status);
      const res = await ctx.call(CLINICIAN, 'PUT', `/tests/requests/${id}`, { ...payload, patient_id: otherPatientOfA });
      expect([status, res.status]).toEqual([status, 200]);
    }
  });
});

describe('an edit never interleaves with a review or a status change', () => {
  /** The audit row ids of a request's patient change and of its result's review. */
  const auditIds = (action: string, entityType: string, entityId: number) =>
    queryRows<{ id: number; details: unknown }>(ctx.database.db, sql`select id, details from audit_log where action = ${action} and entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`);

  it('a patient change and a review sent at once: the change lands before the review or not at all', async () => {
    for (let round = 0; round < 8; round++) {
      const { id, resultId, payload } = await requestWithResult('draft');
      const [edit, review] = await Promise.all([
        ctx.call(CLINICIAN, 'PUT', `/tests/requests/${id}`, { ...payload, patient_id: otherPatientOfA }),
        ctx.call(LAB2, 'POST', `/results/${resultId}/review`, { status: 'reviewed' }),
      ]);
      expect(review.status).toBe(200);
      if (edit.status === 200) {
        const [edited] = await auditIds('test_request.updated', 'test_request', id);
        const [reviewed] = await auditIds('test_result.reviewed', 'test_result', resultId!);
        expect(Number(edited.id)).toBeLessThan(Number(reviewed.id));
      } else {
        expect(edit.body).toEqual({ error: M.resultLocked });
        expect(await ctx.one<number>(sql`select patient_id as v from test_requests where id = ${id}`)).toBe(payload.patient_id);
      }
    }
  });

  it('an edit and a cancellation sent at once: the edit applies to the state it read, or is refused', async () => {
    for (let round = 0; round < 8; round++) {
      const { id, payload } = await requestWithResult('none');
      const [edit, cancel] = await Promise.all([
        ctx.call(CLINICIAN, 'PUT', `/tests/requests/${id}`, { ...payload, notes: 'Edited' }),
        ctx.call(SUPER, 'PUT', `/tests/requests/${id}/status`, { status: 'cancelled' }),
      ]);
      expect(cancel.status).toBe(200);
      if (edit.status === 200) {
        const [edited] = await auditIds('test_request.updated', 'test_request', id);
        const changes = await auditIds('test_request.status_changed', 'test_request', id);
        const cancelled = changes.find((c) => (c.details as { to: string }).to === 'cancelled')!;
        expect(Number(edited.id)).toBeLessThan(Number(cancelled.id));
      } else {
        expect(edit.status).toBe(409);
      }
    }
  });
});
