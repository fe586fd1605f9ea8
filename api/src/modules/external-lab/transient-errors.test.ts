// Check Status when the lab does not give a usable answer (5xx, timeout, unreachable): the order
// keeps its status, the error and the time of the attempt are kept, and the next automatic
// check waits (back-off). Only the lab's own Task status fails an order.
import { EXTERNAL_RETRY_FIRST_MS } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { startLabTest, type LabTest } from './external-lab-test-kit';

let t: LabTest;
let requestId: number;
let resultId: number;
let taskId: string;
const TIMEOUT_MS = 1000;

beforeAll(async () => {
  t = await startLabTest({ timeoutMs: TIMEOUT_MS });
  [requestId] = await t.readyRequests();
  const sent = await t.submit(requestId);
  ({ result_id: resultId, external_lab_id: taskId } = sent.body.status);
  await t.advance(taskId);
  expect((await t.sync(resultId)).body.external_api_status).toBe('sample_received');
});
afterAll(() => t?.close());

const near = (iso: string, expectedMs: number) => Math.abs(new Date(iso).getTime() - expectedMs) < 5000;

it('a 5xx: 502, the order stays sample received, the error and the attempt are kept, the next check waits a minute', async () => {
  await t.behave('fail');
  const started = Date.now();
  const { status, body } = await t.sync(resultId);
  expect(status).toBe(502);
  expect(body.reason).toMatch(/^The external lab answered HTTP 503/);
  expect(body.status).toMatchObject({ external_api_status: 'sample_received', failure_reason: null, attempt_error: body.reason });
  expect(near(body.status.last_attempt_at, started)).toBe(true);
  expect(near(body.status.next_attempt_at, started + EXTERNAL_RETRY_FIRST_MS)).toBe(true);
  // the panel on the request shows it as well
  expect((await t.detail(requestId)).attempt_error).toBe(body.reason);
});

it('a second failure (a timeout): 504, the back-off doubles; a user may still ask before it', async () => {
  await t.behave('slow', { delay_ms: TIMEOUT_MS + 1000 });
  const started = Date.now();
  const { status, body } = await t.sync(resultId);
  expect(status).toBe(504);
  expect(body.status).toMatchObject({ external_api_status: 'sample_received', attempt_error: `The external lab did not answer within ${TIMEOUT_MS / 1000} s` });
  expect(near(body.status.next_attempt_at, started + 2 * EXTERNAL_RETRY_FIRST_MS)).toBe(true);
});

it('unreachable: 502, still sample received', async () => {
  await t.behave('normal');
  await t.setProvider({ base_url: 'http://127.0.0.1:9/fhir' });
  try {
    const { status, body } = await t.sync(resultId);
    expect(status).toBe(502);
    expect(body.status).toMatchObject({ external_api_status: 'sample_received' });
    expect(body.status.attempt_error).toMatch(/^The external lab could not be reached/);
  } finally {
    await t.setProvider({ base_url: `${t.labUrl}/fhir` });
  }
  expect(await t.ctx.count(sql`select external_failed_attempts as v from test_results where id = ${resultId}`)).toBe(3);
  expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.sync_failed' and entity_id = ${String(requestId)}`)).toBe(3);
});

it('the lab answers again: the error and the back-off are cleared', async () => {
  await t.behave('normal');
  const { status, body } = await t.sync(resultId);
  expect(status).toBe(200);
  expect(body).toMatchObject({ external_api_status: 'sample_received', attempt_error: null, next_attempt_at: null });
  expect(await t.ctx.count(sql`select external_failed_attempts as v from test_results where id = ${resultId}`)).toBe(0);
});

it('a failed fetch leaves a complete order complete', async () => {
  await t.advance(taskId);
  expect((await t.sync(resultId)).body.external_api_status).toBe('complete');
  await t.behave('fail');
  const fetched = await t.fetchResults(requestId);
  expect(fetched.status).toBe(502);
  expect(fetched.body.status).toMatchObject({ external_api_status: 'complete', can_fetch_results: true });
  await t.behave('normal');
  expect((await t.fetchResults(requestId)).body).toMatchObject({ success: true, imported: true });
});

it('only the lab fails an order: a rejected Task is failed with its reason', async () => {
  const [, other] = await t.readyRequests();
  const sent = await t.submit(other);
  await t.admin(`/orders/${encodeURIComponent(sent.body.status.external_lab_id)}/fail`, { status: 'rejected', reason: 'Insufficient volume' });
  expect((await t.sync(sent.body.status.result_id)).body).toMatchObject({ external_api_status: 'failed', failure_reason: 'Insufficient volume' });
});
