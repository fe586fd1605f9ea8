// The external lab integration against the real reference-lab simulator over real HTTP: submit,
// each status, fetch, amendment of a final result, failures (refused, timeout, malformed,
// unreachable), repeated submits, scope and roles.
import { createReferenceLab, validateFhir } from '@lab/reference-lab';
import { EXTERNAL_LAB_MESSAGES as M, formatRequestId, type ExternalApiStatus } from '@lab/shared';
import type { ServiceRequest } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';
import { readyRequestIds } from './external-lab-test-kit';
import { orderBundle } from './fhir-order';

let ctx: TestContext;
let lab: FastifyInstance;
let labUrl: string;
const call: TestContext['call'] = (...args) => ctx.call(...args);

const LAB_USER = 'labuser@demo.lab'; // institution A
const INSTADMIN_B = 'instadmin.b@demo.lab';
const CLINICIAN = 'clinician@demo.lab';
const CLIENT_ADMIN = 'clientadmin@demo.lab';
const PROVIDER = 'reference-lab';
const TIMEOUT_MS = 1500;

/** A POST to the simulator's controls. */
const admin = async (path: string, body: object) => {
  const res = await fetch(`${labUrl}/admin${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
};
const labOrders = async () => (await (await fetch(`${labUrl}/admin/orders`)).json()) as unknown[];
const behave = (mode: 'normal' | 'fail' | 'slow' | 'malformed', delay_ms?: number) => admin('/behaviour', { mode, ...(delay_ms ? { delay_ms } : {}) });
const advance = (taskId: string) => admin(`/orders/${encodeURIComponent(taskId)}/advance`, {});


const submit = (requestId: number, email = LAB_USER, provider = PROVIDER) => call(email, 'POST', `/external-api/${provider}/submit-order/${requestId}`);
const fetchResults = (requestId: number, email = LAB_USER) => call(email, 'POST', `/external-api/${PROVIDER}/fetch-results/${requestId}`);
const sync = (resultId: number, email = LAB_USER) => call(email, 'POST', `/results/${resultId}/sync-status`);
const detail = async (requestId: number, email = LAB_USER) => (await call(email, 'GET', `/tests/requests/${requestId}`)).body.external_lab as ExternalApiStatus;

let requests: number[];
let next = 0;
const freshRequest = () => requests[next++];

beforeAll(async () => {
  ctx = await createTestContext({ externalLabTimeoutMs: TIMEOUT_MS });
  lab = createReferenceLab({ stepSeconds: 0 });
  await lab.listen({ port: 0, host: '127.0.0.1' });
  const { port } = lab.server.address() as { port: number };
  labUrl = `http://127.0.0.1:${port}`;
  await ctx.database.db.execute(sql`update external_lab_providers set base_url = ${`${labUrl}/fhir`} where provider = ${PROVIDER}`);
  requests = await readyRequestIds(ctx.database.db);
  expect(requests.length).toBeGreaterThanOrEqual(8);
});

afterAll(async () => {
  await lab?.close();
  await ctx?.close();
});

beforeEach(async () => {
  await behave('normal');
});

describe('the order that goes out', () => {
  it('is a transaction Bundle valid against the FHIR R4 structure, one ServiceRequest per coded marker', () => {
    const bundle = orderBundle({
      requestNumber: 'REQ-000042',
      priority: 'urgent',
      authoredOn: '2026-11-20T09:30:00.000Z',
      testName: 'Lipid Profile',
      sampleType: 'Serum',
      barcode: 'KITA12345678',
      patient: { id: 7, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10', gender: 'Female' },
      tests: [
        { code: 'CHOL', name: 'Total Cholesterol', loinc: '14647-2' },
        { code: 'HDL', name: 'HDL Cholesterol', loinc: null },
      ],
    });
    expect(validateFhir(bundle)).toEqual([]);
    for (const entry of bundle.entry!) expect(validateFhir(entry.resource!)).toEqual([]);
    const types = bundle.entry!.map((e) => e.resource!.resourceType);
    expect(types).toEqual(['Patient', 'Specimen', 'ServiceRequest', 'ServiceRequest', 'Task']);
    expect(bundle.entry![4].request).toEqual({ method: 'POST', url: 'Task', ifNoneExist: 'identifier=urn%3Alab-portal%3Atest-request%7CREQ-000042' });
    // our code, and the LOINC code beside it where the marker has one
    expect(bundle.entry!.slice(2, 4).map((e) => (e.resource as ServiceRequest).code)).toEqual([
      { coding: [{ system: 'urn:lab-portal:marker-code', code: 'CHOL', display: 'Total Cholesterol' }, { system: 'http://loinc.org', code: '14647-2', display: 'Total Cholesterol' }], text: 'Total Cholesterol' },
      { coding: [{ system: 'urn:lab-portal:marker-code', code: 'HDL', display: 'HDL Cholesterol' }], text: 'HDL Cholesterol' },
    ]);
  });
});

describe('submit, status and results through the simulator', () => {
  let requestId: number;
  let resultId: number;
  let taskId: string;

  it('shows the panel state on the request detail: enabled, Submit for the lab staff only', async () => {
    requestId = freshRequest();
    const state = await detail(requestId);
    expect(state).toMatchObject({ api_enabled: true, provider: PROVIDER, external_api_status: null, can_submit: true, can_fetch_results: false, result_id: null });
    expect((await detail(requestId, CLINICIAN)).can_submit).toBe(false);
  });

  it('submits: the lab holds one order, the request gets a draft result carrying the order', async () => {
    const before = (await labOrders()).length;
    const { status, body } = await submit(requestId);
    expect({ status, error: body.error }).toEqual({ status: 200, error: undefined });
    expect(body.success).toBe(true);
    expect(body.status).toMatchObject({ external_api_status: 'submitted', can_submit: false, can_fetch_results: false });
    expect(body.status.api_order_submitted_at).toEqual(expect.any(String));
    taskId = body.status.external_lab_id;
    resultId = body.status.result_id;
    expect(taskId).toEqual(expect.any(String));
    expect(await labOrders()).toHaveLength(before + 1);
    const result = await call(LAB_USER, 'GET', `/results/${resultId}`);
    expect(result.body).toMatchObject({ status: 'draft', test_request_id: requestId, external_api_status: 'submitted', external_lab_id: taskId });
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.submitted' and entity_id = ${String(requestId)}`)).toBe(1);
  });

  it('refuses a second submit, and creates no second order at the lab', async () => {
    const before = (await labOrders()).length;
    const { status, body } = await submit(requestId);
    expect(status).toBe(409);
    expect(body.error).toBe(M.alreadySubmitted(taskId));
    expect(await labOrders()).toHaveLength(before);
  });

  it('follows the lab: submitted, then sample received, then complete', async () => {
    let answer = await sync(resultId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ external_api_status: 'submitted', sample_received_at: null });
    expect(answer.body.last_sync).toEqual(expect.any(String));

    await advance(taskId);
    answer = await sync(resultId);
    expect(answer.body).toMatchObject({ external_api_status: 'sample_received', can_fetch_results: false });
    expect(answer.body.sample_received_at).toEqual(expect.any(String));

    await advance(taskId);
    answer = await sync(resultId);
    expect(answer.body).toMatchObject({ external_api_status: 'complete', can_fetch_results: true });
    expect((await call(LAB_USER, 'GET', `/results/${resultId}/api-status`)).body).toEqual(answer.body);
  });

  it('imports the report: a value per coded marker, the lab flags, the reason, external results marked', async () => {
    const { status, body } = await fetchResults(requestId);
    expect({ status, error: body.error }).toEqual({ status: 200, error: undefined });
    expect(body).toMatchObject({ success: true, imported: true, result_id: resultId });
    expect(body.status).toMatchObject({ has_external_data: true, external_api_status: 'complete' });
    expect(body.status.api_results_received_at).toEqual(expect.any(String));

    const result = (await call(LAB_USER, 'GET', `/results/${resultId}`)).body;
    const coded = await ctx.count(sql`select count(*) as v from test_request_markers trm join markers m on m.id = trm.marker_id where trm.test_request_id = ${requestId} and m.marker_code is not null`);
    expect(result.result_values).toHaveLength(coded);
    expect(result.has_external_results).toBe(true);
    expect(result.status).toBe('draft');
    expect(result.versions[0]).toMatchObject({ version: 2, reason: M.amendReason });
    for (const v of result.result_values) {
      expect(['LL', 'L', 'N', 'H', 'HH']).toContain(v.flag);
      if (v.range_max !== null && v.value > v.range_max) expect(v.flag).toBe('H');
      if (v.range_min !== null && v.value < v.range_min) expect(v.flag).toBe('L');
      expect(result.result_data).toContain(`${v.marker_name}\nValue: ${v.value}`);
    }
  });

  it('fetching the same report again saves nothing new', async () => {
    const { body } = await fetchResults(requestId);
    expect(body).toMatchObject({ success: true, imported: false });
    expect(await ctx.count(sql`select count(*) as v from test_result_versions where result_id = ${resultId}`)).toBe(2);
  });
});

describe('a final result is amended, never overwritten', () => {
  it('keeps the final version and adds an amended one with the reason', async () => {
    const requestId = freshRequest();
    const entered = await call(LAB_USER, 'POST', '/results', { test_request_id: requestId, result_data: 'Entered by hand before the lab reported' });
    // a second person releases it
    const created = await call('labuser2@demo.lab', 'PUT', `/results/${entered.body.id}`, { test_request_id: requestId, result_data: 'Entered by hand before the lab reported', status: 'final' });
    expect(created.status).toBe(200);
    const resultId = created.body.id;
    const sent = await submit(requestId);
    expect(sent.body.status.result_id).toBe(resultId);
    const taskId = sent.body.status.external_lab_id;
    await advance(taskId);
    await advance(taskId);
    expect((await sync(resultId)).body.external_api_status).toBe('complete');

    const { body } = await fetchResults(requestId);
    expect(body).toMatchObject({ success: true, imported: true });
    const result = (await call(LAB_USER, 'GET', `/results/${resultId}`)).body;
    expect(result.status).toBe('amended');
    expect(result.versions.map((v: { version: number; status: string; reason: string | null }) => [v.version, v.status, v.reason])).toEqual([
      [2, 'amended', M.amendReason],
      [1, 'draft', null], // saved as a draft, then released unchanged by a second person
    ]);
    expect(result.versions[1].result_data).toBe('Entered by hand before the lab reported');
  });
});

describe('when the lab fails', () => {
  it('refused: 502 with its text, the reason kept, failed; a later submit succeeds', async () => {
    const requestId = freshRequest();
    await behave('fail');
    const { status, body } = await submit(requestId);
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, error: M.submitFailed });
    expect(body.reason).toMatch(/^The external lab answered HTTP 503/);
    expect(body.status).toMatchObject({ external_api_status: 'failed', failure_reason: body.reason, can_submit: true, external_lab_id: null });

    await behave('normal');
    const again = await submit(requestId);
    expect(again.status).toBe(200);
    expect(again.body.status).toMatchObject({ external_api_status: 'submitted', failure_reason: null });
  });

  it('times out: 504 after the time limit, failed with the reason', async () => {
    const requestId = freshRequest();
    await behave('slow', TIMEOUT_MS + 1500);
    const started = Date.now();
    const { status, body } = await submit(requestId);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    expect(status).toBe(504);
    expect(body).toMatchObject({ error: M.submitFailed, reason: `The external lab did not answer within ${TIMEOUT_MS / 1000} s` });
    expect(body.status.external_api_status).toBe('failed');
  });

  it('an order the lab took although our call timed out is found again, not sent twice', async () => {
    const requestId = freshRequest();
    await behave('slow', TIMEOUT_MS + 500);
    expect((await submit(requestId)).status).toBe(504);
    await new Promise((r) => setTimeout(r, 1200)); // the lab finishes the order we gave up on
    await behave('normal');
    const before = (await labOrders()).length;
    const again = await submit(requestId);
    expect(again.status).toBe(200);
    expect(await labOrders()).toHaveLength(before);
  });

  it('malformed answers: their texts, and nothing of the report written', async () => {
    const requestId = freshRequest();
    const sent = await submit(requestId);
    const resultId = sent.body.status.result_id;
    const taskId = sent.body.status.external_lab_id;
    await advance(taskId);
    await advance(taskId);
    expect((await sync(resultId)).body.external_api_status).toBe('complete');

    await behave('malformed');
    const fetched = await fetchResults(requestId);
    expect(fetched.status).toBe(502);
    expect(fetched.body).toMatchObject({ success: false, error: M.fetchFailed });
    expect(fetched.body.reason).toMatch(/^The external lab's answer is not valid FHIR R4/);
    expect(await ctx.count(sql`select count(*) as v from test_result_versions where result_id = ${resultId}`)).toBe(1);
    // a bad answer is not the lab failing the order: it stays complete, the error is kept
    expect(fetched.body.status).toMatchObject({ external_api_status: 'complete', has_external_data: false, attempt_error: fetched.body.reason });

    const synced = await sync(resultId);
    expect(synced.status).toBe(502);
    expect(synced.body).toMatchObject({ error: M.syncFailed });

    // the lab answers properly again: Check Status brings the order back, and its results come in
    await behave('normal');
    expect((await sync(resultId)).body.external_api_status).toBe('complete');
    expect((await fetchResults(requestId)).body).toMatchObject({ success: true, imported: true });
  });

  it('a lab that cannot be reached: 502, unreachable', async () => {
    const requestId = freshRequest();
    await ctx.database.db.execute(sql`update external_lab_providers set base_url = 'http://127.0.0.1:9/fhir' where provider = ${PROVIDER}`);
    try {
      const { status, body } = await submit(requestId);
      expect(status).toBe(502);
      expect(body.reason).toMatch(/^The external lab could not be reached/);
    } finally {
      await ctx.database.db.execute(sql`update external_lab_providers set base_url = ${`${labUrl}/fhir`} where provider = ${PROVIDER}`);
    }
  });

  it('a lab that rejects the sample: Check Status shows failed with its reason', async () => {
    const requestId = freshRequest();
    const sent = await submit(requestId);
    await admin(`/orders/${encodeURIComponent(sent.body.status.external_lab_id)}/fail`, { reason: 'Sample haemolysed' });
    const { body } = await sync(sent.body.status.result_id);
    expect(body).toMatchObject({ external_api_status: 'failed', failure_reason: 'Sample haemolysed' });
  });
});

describe('scope, roles and rules', () => {
  let requestId: number;
  beforeAll(() => {
    requestId = freshRequest();
  });

  it('only the lab and institution staff act; others see the state', async () => {
    expect((await submit(requestId, CLINICIAN)).status).toBe(403);
    expect((await submit(requestId, CLIENT_ADMIN)).status).toBe(403);
    const seen = await call(CLIENT_ADMIN, 'GET', `/tests/requests/${requestId}`);
    expect(seen.body.external_lab).toMatchObject({ api_enabled: true, can_submit: false });
  });

  it("another institution's request and result are not found", async () => {
    expect((await submit(requestId, INSTADMIN_B)).status).toBe(404);
    const [{ id: resultId }] = await queryRows<{ id: number }>(ctx.database.db, sql`select r.id from test_results r where r.institution_id = (select institution_id from users where email = ${LAB_USER}) order by r.id limit 1`);
    expect((await call(INSTADMIN_B, 'GET', `/results/${resultId}/api-status`)).status).toBe(404);
    expect((await sync(resultId, INSTADMIN_B)).status).toBe(404);
  });

  it('the provider must exist and serve the request’s laboratory', async () => {
    expect(await submit(requestId, LAB_USER, 'no-such-lab')).toMatchObject({ status: 404, body: { error: M.unknownProvider('no-such-lab') } });
    const [other] = await queryRows<{ id: number }>(ctx.database.db, sql`select id from labs where id <> (select lab_id from external_lab_providers where provider = ${PROVIDER}) order by id limit 1`);
    await ctx.database.db.execute(sql`insert into external_lab_providers (provider, lab_id, base_url) values ('other-lab', ${other.id}, 'http://127.0.0.1:9/fhir')`);
    expect(await submit(requestId, LAB_USER, 'other-lab')).toMatchObject({ status: 400, body: { error: M.notThisLab('other-lab') } });
  });

  it('a request needs a barcode and its sample in the lab; a pending request cannot go out', async () => {
    await ctx.database.db.execute(sql`update test_requests set barcode_number = null where id = ${requestId}`);
    expect((await detail(requestId)).can_submit).toBe(false);
    expect(await submit(requestId)).toMatchObject({ status: 409, body: { error: M.needsBarcode } });
    await ctx.database.db.execute(sql`update test_requests set barcode_number = ${`KIT-EXT-${requestId}`}, status = 'pending' where id = ${requestId}`);
    expect(await submit(requestId)).toMatchObject({ status: 409, body: { error: M.notReady } });
  });

  it('Check Status and Fetch Results need an order', async () => {
    const requestId2 = freshRequest();
    const created = await call(LAB_USER, 'POST', '/results/create', { test_request_id: requestId2 });
    expect(await sync(created.body.id)).toMatchObject({ status: 409, body: { error: M.notSubmitted } });
    expect(await fetchResults(requestId2)).toMatchObject({ status: 409, body: { error: M.notSubmitted } });
  });

  it('a disabled provider hides the panel and refuses calls', async () => {
    await ctx.database.db.execute(sql`update external_lab_providers set enabled = false where provider = ${PROVIDER}`);
    try {
      expect((await detail(requestId)).api_enabled).toBe(false);
      expect((await submit(requestId)).status).toBe(409);
    } finally {
      await ctx.database.db.execute(sql`update external_lab_providers set enabled = true where provider = ${PROVIDER}`);
    }
  });

  it('uses REQ numbers as the order identifier at the lab', async () => {
    const orders = (await labOrders()) as { identifier?: string }[];
    expect(JSON.stringify(orders)).toContain(formatRequestId(requests[0]));
  });
});
