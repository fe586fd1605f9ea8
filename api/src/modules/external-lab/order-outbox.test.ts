// The external lab's orders through the outbox, against the simulator over real HTTP: queued with
// the pending mark (or not at all), sent by the Submit that queued them, retried by the worker
// after a failure for now or after an API that stopped mid-call, once whatever the number of
// workers, dead when the lab refuses or attempts run out.
import { EXTERNAL_LAB_MESSAGES as M, OUTBOX_FIRST_DELAY_MS, OUTBOX_MAX_ATTEMPTS, formatRequestId } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { claimMessage, OutboxWorker } from '../interfaces/public';
import { startLabTest, type LabTest } from './external-lab-test-kit';
import { queueOrder, type QueuedOrder } from './order-outbox';
import * as queries from './queries';

let t: LabTest;
let requests: number[];
let next = 0;
const freshRequest = () => requests[next++];
const TIMEOUT_MS = 1000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const worker = () => new OutboxWorker({ db: t.ctx.database.db, log: silent, intervalMs: 50, batchSize: 20, timeoutMs: 1000, fhir: t.ctx.externalLabSender });
const settle = async (w: OutboxWorker) => {
  while ((await w.pass()) > 0);
};

interface Row {
  id: number;
  protocol: string;
  instrument_id: number | null;
  institution_id: number;
  message_type: string;
  control_id: string;
  status: string;
  attempts: number;
  raw: string;
  search_text: string;
  last_error: string | null;
  later: boolean;
}
const messagesOf = (requestId: number) =>
  queryRows<Row>(t.ctx.database.db, sql`select id, protocol, instrument_id, institution_id, message_type, control_id, status, attempts, raw, search_text, last_error, next_attempt_at > now() as later
    from interface_messages where direction = 'out' and test_request_id = ${requestId} order by id`);
const ordersAtLab = async (identifier: string) => (await t.labOrders()).filter((o) => o.requisition === identifier).length;
/** The back-off has passed. */
const due = (id: number) => t.ctx.database.db.execute(sql`update interface_messages set next_attempt_at = now() where id = ${id}`);
const unreachable = () => t.setProvider({ base_url: 'http://127.0.0.1:9/fhir' });
const reachable = () => t.setProvider({ base_url: `${t.labUrl}/fhir` });

beforeAll(async () => {
  t = await startLabTest({ timeoutMs: TIMEOUT_MS });
  requests = await t.readyRequests();
});
afterAll(() => t?.close());
beforeEach(() => t.behave('normal'));

/** What the Submit queues for a request with a result, as its transaction does. */
async function orderContent(requestId: number, resultId: number): Promise<QueuedOrder> {
  const request = (await queries.selectOrderRequest(t.ctx.database.db, 'all', requestId))!;
  const markers = await queries.selectRequestMarkers(t.ctx.database.db, requestId);
  return {
    provider: 'reference-lab',
    test_request_id: requestId,
    institution_id: request.institution_id,
    result_id: resultId,
    version: 1,
    previous_external_lab_id: null,
    order: {
      requestNumber: formatRequestId(requestId),
      priority: 'normal',
      authoredOn: new Date(request.requested_at).toISOString(),
      testName: request.test_name,
      sampleType: request.sample_type,
      barcode: request.barcode_number!,
      patient: { id: request.patient_id, firstName: request.first_name, lastName: request.last_name, dateOfBirth: request.date_of_birth, gender: request.gender },
      tests: markers.filter((m) => m.code).map((m) => ({ code: m.code!, name: m.name, loinc: m.loinc_code })),
    },
  };
}
const newResult = async (requestId: number): Promise<number> => (await t.ctx.call('labuser@demo.lab', 'POST', '/results/create', { test_request_id: requestId })).body.id;

it('a transaction that fails takes its queued message with it', async () => {
  const requestId = freshRequest();
  const content = await orderContent(requestId, await newResult(requestId));
  await expect(
    t.ctx.database.db.transaction(async (tx) => {
      await queries.markPending(tx, content.result_id, 'reference-lab', false);
      await queueOrder(tx, content);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await messagesOf(requestId)).toEqual([]);
  expect((await t.detail(requestId)).external_api_status).toBeNull();
});

it('Submit queues the order and sends it at once: the message delivered, the order submitted', async () => {
  const requestId = freshRequest();
  const { status, body } = await t.submit(requestId);
  expect(status).toBe(200);
  expect(body.status.external_api_status).toBe('submitted');
  const [message] = await messagesOf(requestId);
  expect(message).toMatchObject({ protocol: 'fhir', instrument_id: null, message_type: 'Bundle', control_id: formatRequestId(requestId), status: 'delivered', attempts: 1 });
  expect(message.search_text).toContain(formatRequestId(requestId).toLowerCase());
  expect(JSON.parse(message.raw)).toMatchObject({ provider: 'reference-lab', test_request_id: requestId, result_id: body.status.result_id, order: { requestNumber: formatRequestId(requestId) } });
  expect(await ordersAtLab(formatRequestId(requestId))).toBe(1);
});

describe('a lab out of reach', () => {
  let requestId: number;
  let messageId: number;

  it('Submit answers as before; the message waits for its back-off', async () => {
    requestId = freshRequest();
    await unreachable();
    try {
      const started = Date.now();
      const { status, body } = await t.submit(requestId);
      expect(status).toBe(502);
      expect(body).toMatchObject({ success: false, error: M.submitFailed, status: { external_api_status: 'failed', can_submit: true } });
      const [message] = await messagesOf(requestId);
      expect(message).toMatchObject({ status: 'pending', attempts: 1, later: true, last_error: body.reason });
      messageId = message.id;
      const nextAt = await t.ctx.one<string>(sql`select next_attempt_at as v from interface_messages where id = ${messageId}`);
      expect(Math.abs(new Date(nextAt).getTime() - (started + OUTBOX_FIRST_DELAY_MS))).toBeLessThan(3000);
      // a worker before the back-off takes nothing
      expect(await worker().pass()).toBe(0);
    } finally {
      await reachable();
    }
  });

  it('the worker sends it when the lab is back: submitted, audited as the outbox', async () => {
    await due(messageId);
    await settle(worker());
    expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
    const state = await t.detail(requestId);
    expect(state).toMatchObject({ external_api_status: 'submitted', failure_reason: null, can_submit: false });
    expect(await ordersAtLab(formatRequestId(requestId))).toBe(1);
    expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.submitted' and entity_id = ${String(requestId)}
      and actor_email = 'system:outbox' and actor_user_id is null and details->>'external_lab_id' = ${state.external_lab_id}`)).toBe(1);
  });
});

it('an API that stopped between queueing and calling: a worker sends it after the lease, once, however many workers', async () => {
  const requestId = freshRequest();
  const content = await orderContent(requestId, await newResult(requestId));
  const id = await t.ctx.database.db.transaction(async (tx) => {
    await queries.markPending(tx, content.result_id, 'reference-lab', false);
    const queued = await queueOrder(tx, content);
    await claimMessage(tx, queued, 60_000); // the Submit's claim, then nothing: the API is gone
    return queued;
  });
  expect((await t.detail(requestId)).external_api_status).toBe('pending');
  // the lease holds it: no worker takes it, and a user's Submit is told it is on its way
  expect(await worker().pass()).toBe(0);
  expect(await t.submit(requestId)).toMatchObject({ status: 409, body: { error: M.submitInProgress } });

  await t.ctx.database.db.execute(sql`update interface_messages set lease_until = now() - interval '1 second' where id = ${id}`);
  await Promise.all([settle(worker()), settle(worker()), settle(worker())]);
  expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
  expect(await ordersAtLab(formatRequestId(requestId))).toBe(1);
  expect((await t.detail(requestId)).external_api_status).toBe('submitted');
  expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.submitted' and entity_id = ${String(requestId)}`)).toBe(1);
});

it('two workers at once deliver a due message once', async () => {
  const requestId = freshRequest();
  await t.behave('fail');
  expect((await t.submit(requestId)).status).toBe(502);
  await t.behave('normal');
  const [message] = await messagesOf(requestId);
  await due(message.id);
  const handled = await Promise.all([worker().pass(), worker().pass()]);
  expect(handled.sort()).toEqual([0, 1]);
  expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
  expect(await ordersAtLab(formatRequestId(requestId))).toBe(1);
});

it('a user’s Submit sends the waiting message now, not a second one', async () => {
  const requestId = freshRequest();
  await t.behave('fail');
  expect((await t.submit(requestId)).status).toBe(502);
  await t.behave('normal');
  const again = await t.submit(requestId);
  expect(again).toMatchObject({ status: 200, body: { success: true, new_order: false } });
  expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
});

it('dead after the last attempt: the order failed with the reason, Submit offered again', async () => {
  const requestId = freshRequest();
  await t.behave('fail');
  const first = await t.submit(requestId);
  const [message] = await messagesOf(requestId);
  await t.ctx.database.db.execute(sql`update interface_messages set attempts = ${OUTBOX_MAX_ATTEMPTS - 1}, next_attempt_at = now() where id = ${message.id}`);
  await settle(worker());
  expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'dead', attempts: OUTBOX_MAX_ATTEMPTS, last_error: first.body.reason })]);
  expect(await t.detail(requestId)).toMatchObject({ external_api_status: 'failed', failure_reason: first.body.reason, can_submit: true });
  expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.submit_failed' and entity_id = ${String(requestId)} and details->>'dead' = 'true'`)).toBe(1);
});

it('a refusal sending again would not change (a 4xx) is dead at once', async () => {
  const requestId = freshRequest();
  await t.setProvider({ base_url: `${t.labUrl}/no-such-base` });
  try {
    const { status, body } = await t.submit(requestId);
    expect(status).toBe(502);
    expect(body.reason).toMatch(/^The external lab answered HTTP 404/);
    expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'dead', attempts: 1 })]);
    expect(body.status).toMatchObject({ external_api_status: 'failed', failure_reason: body.reason, can_submit: true });
  } finally {
    await reachable();
  }
  // the user's Submit sends that message again, its attempts counted afresh
  expect((await t.submit(requestId)).status).toBe(200);
  expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);
});

it('a worker without the external lab sender leaves FHIR messages alone', async () => {
  const requestId = freshRequest();
  await t.behave('fail');
  await t.submit(requestId);
  await t.behave('normal');
  const [message] = await messagesOf(requestId);
  await due(message.id);
  const hl7Only = new OutboxWorker({ db: t.ctx.database.db, log: silent, intervalMs: 50, batchSize: 20, timeoutMs: 1000 });
  expect(await hl7Only.pass()).toBe(0);
  expect(await worker().pass()).toBe(1);
});

it('a message the sender cannot read counts as a failed attempt, not a lease that comes back for ever', async () => {
  const requestId = freshRequest();
  const [row] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`insert into interface_messages (direction, protocol, institution_id, test_request_id, message_type, control_id, status, next_attempt_at, raw)
      select 'out', 'fhir', institution_id, id, 'Bundle', 'REQ-BROKEN', 'pending', now(), 'not json' from test_requests where id = ${requestId} returning id`,
  );
  expect(await worker().pass()).toBe(1);
  expect(await messagesOf(requestId)).toEqual([expect.objectContaining({ id: row.id, status: 'pending', attempts: 1, later: true, last_error: expect.stringMatching(/JSON/) })]);
});
