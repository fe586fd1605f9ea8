// The external lab's orders on the Interfaces screen: listed with the lab where an instrument would
// be, in their institution's scope; a dead one retried (the worker sends it, the order is submitted)
// or discarded (the order stays failed and a later Submit sends a new message).
import { EXTERNAL_LAB_MESSAGES as M, INTERFACE_SCREEN_TEXTS, formatRequestId } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { OutboxWorker } from '../interfaces/public';
import { startLabTest, type LabTest } from './external-lab-test-kit';

let t: LabTest;
let requests: number[];
const ADMIN_A = 'instadmin@demo.lab';
const ADMIN_B = 'instadmin.b@demo.lab';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const settle = async () => {
  const w = new OutboxWorker({ db: t.ctx.database.db, log: silent, intervalMs: 50, batchSize: 20, timeoutMs: 1000, fhir: t.ctx.externalLabSender });
  while ((await w.pass()) > 0);
};
const messageIdsOf = async (requestId: number) =>
  ((await t.ctx.database.db.execute(sql`select id from interface_messages where test_request_id = ${requestId} order by id`)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));

/** A Submit refused by the lab (a 4xx): its message is dead at once. */
async function deadOrder(requestId: number): Promise<number> {
  await t.setProvider({ base_url: `${t.labUrl}/no-such-base` });
  try {
    expect((await t.submit(requestId)).status).toBe(502);
  } finally {
    await t.setProvider({ base_url: `${t.labUrl}/fhir` });
  }
  const [id] = await messageIdsOf(requestId);
  return id;
}

beforeAll(async () => {
  t = await startLabTest({ timeoutMs: 1000 });
  requests = await t.readyRequests();
});
afterAll(() => t?.close());

it('lists an order with its lab, to its institution’s admin and not to another’s', async () => {
  const requestId = requests[0];
  expect((await t.submit(requestId)).status).toBe(200);
  const [id] = await messageIdsOf(requestId);
  const listed = await t.ctx.call(ADMIN_A, 'GET', `/interfaces/messages?search=${formatRequestId(requestId)}`);
  expect(listed.status).toBe(200);
  expect(listed.body.data).toEqual([
    expect.objectContaining({ id, protocol: 'fhir', direction: 'out', instrument_id: null, instrument_name: INTERFACE_SCREEN_TEXTS.externalLab('reference-lab'), message_type: 'Bundle', status: 'delivered' }),
  ]);
  const opened = await t.ctx.call(ADMIN_A, 'GET', `/interfaces/messages/${id}`);
  expect(JSON.parse(opened.body.message.raw)).toMatchObject({ provider: 'reference-lab', order: { requestNumber: formatRequestId(requestId) } });
  expect(JSON.parse(opened.body.message.ack_raw).external_lab_id).toBe((await t.detail(requestId)).external_lab_id);
  expect((await t.ctx.call(ADMIN_B, 'GET', `/interfaces/messages/${id}`)).status).toBe(404);
  expect((await t.ctx.call(ADMIN_B, 'GET', `/interfaces/messages?search=${formatRequestId(requestId)}`)).body.data).toEqual([]);
});

it('Retry of a dead order: pending now, the worker sends it, the order is submitted', async () => {
  const requestId = requests[1];
  const id = await deadOrder(requestId);
  const retried = await t.ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${id}/retry`);
  expect(retried.body.message).toMatchObject({ status: 'pending', attempts: 0 });
  await settle();
  expect((await t.ctx.call(ADMIN_A, 'GET', `/interfaces/messages/${id}`)).body.message).toMatchObject({ status: 'delivered', attempts: 1 });
  expect(await t.detail(requestId)).toMatchObject({ external_api_status: 'submitted', failure_reason: null });
});

it('Discard of a dead order: the order stays failed; a later Submit sends a new message', async () => {
  const requestId = requests[2];
  const id = await deadOrder(requestId);
  const reason = (await t.detail(requestId)).failure_reason;
  expect((await t.ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${id}/discard`)).body.message).toMatchObject({ status: 'discarded' });
  expect(await t.detail(requestId)).toMatchObject({ external_api_status: 'failed', failure_reason: reason, can_submit: true });
  await settle();
  expect((await t.detail(requestId)).external_api_status).toBe('failed');

  const again = await t.submit(requestId);
  expect(again).toMatchObject({ status: 200, body: { success: true, new_order: false } });
  expect(again.body.message).toBe(M.submitted('Central Pathology Laboratory', again.body.status.external_lab_id));
  const ids = await messageIdsOf(requestId);
  expect(ids).toHaveLength(2);
  expect((await t.ctx.call(ADMIN_A, 'GET', `/interfaces/messages/${ids[1]}`)).body.message).toMatchObject({ status: 'delivered', control_id: formatRequestId(requestId) });
});
