// Submitting again, against the simulator: after the lab closed the order (a new order under the
// next identifier), after a lost answer (the same order found again), and with a barcode full of
// characters that mean something in a URL or a FHIR search.
import { EXTERNAL_LAB_MESSAGES as M, formatRequestId } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { startLabTest, type LabTest } from './external-lab-test-kit';

let t: LabTest;
let requests: number[];
let next = 0;
const freshRequest = () => requests[next++];
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  t = await startLabTest({ timeoutMs: TIMEOUT_MS });
  requests = await t.readyRequests();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.behave('normal');
});

const requisitionOf = async (taskId: string) => (await t.labOrders()).find((o) => o.taskId === taskId)?.requisition;
const closeAtLab = (taskId: string, status: 'rejected' | 'cancelled' | 'failed', reason: string) => t.admin(`/orders/${encodeURIComponent(taskId)}/fail`, { status, reason });

describe('after the lab closed the order', () => {
  let requestId: number;
  let resultId: number;
  let firstTask: string;

  it('a rejected order: Check Status says failed with the reason, Submit is offered again', async () => {
    requestId = freshRequest();
    const sent = await t.submit(requestId);
    firstTask = sent.body.status.external_lab_id;
    resultId = sent.body.status.result_id;
    expect(await requisitionOf(firstTask)).toBe(formatRequestId(requestId));
    await closeAtLab(firstTask, 'rejected', 'Sample haemolysed');
    expect((await t.sync(resultId)).body).toMatchObject({ external_api_status: 'failed', failure_reason: 'Sample haemolysed', can_submit: true });
  });

  it('Submit sends a new order under the next identifier and says so', async () => {
    const before = (await t.labOrders()).length;
    const again = await t.submit(requestId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, new_order: true });
    const secondTask = again.body.status.external_lab_id;
    expect(again.body.message).toBe(M.newOrderSent(secondTask, 'rejected'));
    expect(secondTask).not.toBe(firstTask);
    expect(await requisitionOf(secondTask)).toBe(`${formatRequestId(requestId)}-2`);
    expect(await t.labOrders()).toHaveLength(before + 1);
    expect(again.body.status).toMatchObject({ external_api_status: 'submitted', failure_reason: null, sample_received_at: null });
    expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.submitted' and entity_id = ${String(requestId)}
      and details->>'new_order' = 'true' and details->>'previous_external_lab_id' = ${firstTask}`)).toBe(1);
  });

  it('a cancelled second order: the third identifier; a lost answer then finds that order again', async () => {
    const secondTask = (await t.detail(requestId)).external_lab_id!;
    await closeAtLab(secondTask, 'cancelled', 'Cancelled by the laboratory');
    await t.sync(resultId);

    // the lab takes the new order but our call gives up waiting (its Task is read as quickly as ever)
    await t.behave('slow', { delay_ms: TIMEOUT_MS + 500, delay_on: 'transaction' });
    const lost = await t.submit(requestId);
    expect(lost.status).toBe(504);
    expect(lost.body.status).toMatchObject({ external_api_status: 'failed', external_lab_id: null });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.behave('normal');
    const before = await t.labOrders();
    const found = await t.submit(requestId);
    expect(found.status).toBe(200);
    expect(found.body.new_order).toBe(false);
    expect(await t.labOrders()).toHaveLength(before.length);
    expect(await requisitionOf(found.body.status.external_lab_id)).toBe(`${formatRequestId(requestId)}-3`);
  });
});

it('an order still live at the lab is not sent again: its status comes back', async () => {
  const requestId = freshRequest();
  const sent = await t.submit(requestId);
  const taskId = sent.body.status.external_lab_id;
  await t.advance(taskId);
  // a failed status the lab never gave (recorded by an older version on a lost status check)
  await t.ctx.database.db.execute(sql`update test_results set external_api_status = 'failed' where id = ${sent.body.status.result_id}`);
  const before = (await t.labOrders()).length;
  const again = await t.submit(requestId);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ success: true, new_order: false, message: M.stillAtLab(taskId) });
  expect(again.body.status).toMatchObject({ external_api_status: 'sample_received', external_lab_id: taskId });
  expect(await t.labOrders()).toHaveLength(before);
});

describe('a barcode with + & , % | $ \\', () => {
  const BARCODE = 'KIT+A&B,C%D|E$F\\G';

  it('a repeated submit after a lost answer finds the same order, specimen and patient', async () => {
    const requestId = freshRequest();
    await t.ctx.database.db.execute(sql`update test_requests set barcode_number = ${BARCODE} where id = ${requestId}`);
    await t.behave('slow', { delay_ms: TIMEOUT_MS + 500 });
    expect((await t.submit(requestId)).status).toBe(504);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.behave('normal');
    const before = (await t.labOrders()).length;
    const again = await t.submit(requestId);
    expect({ status: again.status, reason: again.body.reason }).toEqual({ status: 200, reason: undefined });
    expect(await t.labOrders()).toHaveLength(before);

    // the lab holds one Specimen with the barcode exactly as it is
    const token = `urn:lab-portal:kit-barcode|${BARCODE.replace(/[\\,$|]/g, (c) => `\\${c}`)}`;
    const search = (await (await fetch(`${t.labUrl}/fhir/Specimen?identifier=${encodeURIComponent(token)}`)).json()) as { total: number; entry: { resource: { identifier: { value: string }[] } }[] };
    expect(search.total).toBe(1);
    expect(search.entry[0].resource.identifier[0].value).toBe(BARCODE);
  });
});
