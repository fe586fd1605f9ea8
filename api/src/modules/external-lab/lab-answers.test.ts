// What the API reads from the lab's answers, against the simulator: references in any form FHIR
// allows (relative, absolute, versioned), and results the lab corrected or withdrew after
// reporting them.
import { EXTERNAL_LAB_MESSAGES as M } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { LAB_USER, startLabTest, type LabTest } from './external-lab-test-kit';

let t: LabTest;
let requests: number[];
let next = 0;
const freshRequest = () => requests[next++];

beforeAll(async () => {
  t = await startLabTest();
  requests = await t.readyRequests();
  expect(requests.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.behave('normal');
});

/** Submits the request and has the lab complete it; answers its result and the lab's order id. */
async function completedOrder(requestId: number): Promise<{ resultId: number; taskId: string }> {
  const sent = await t.submit(requestId);
  expect(sent.status).toBe(200);
  const taskId = sent.body.status.external_lab_id;
  await t.advance(taskId);
  await t.advance(taskId);
  return { resultId: sent.body.status.result_id, taskId };
}

const codedMarkers = (requestId: number) =>
  queryRows<{ code: string; name: string }>(t.ctx.database.db, sql`select m.marker_code as code, m.name from test_request_markers trm join markers m on m.id = trm.marker_id
    where trm.test_request_id = ${requestId} and m.marker_code is not null order by m.name`);

describe('references as the lab writes them', () => {
  it.each(['absolute', 'versioned', 'absolute-versioned'])('%s: the status finds the report, the report its results', async (references) => {
    const requestId = freshRequest();
    await t.behave('normal', { references });
    // the transaction's answer too (an absolute location)
    const { resultId } = await completedOrder(requestId);
    const synced = await t.sync(resultId);
    expect(synced.body).toMatchObject({ external_api_status: 'complete', can_fetch_results: true });

    const fetched = await t.fetchResults(requestId);
    expect({ status: fetched.status, reason: fetched.body.reason }).toEqual({ status: 200, reason: undefined });
    const values = (await t.ctx.call(LAB_USER, 'GET', `/results/${resultId}`)).body.result_values;
    expect(values).toHaveLength((await codedMarkers(requestId)).length);
  });
});

describe('results the lab corrected or withdrew', () => {
  let requestId: number;
  let resultId: number;
  let taskId: string;
  let markers: { code: string; name: string }[];
  const result = async () => (await t.ctx.call(LAB_USER, 'GET', `/results/${resultId}`)).body;
  const valueOf = async (name: string) => (await result()).result_values.find((v: { marker_name: string }) => v.marker_name === name);

  beforeAll(async () => {
    // a request with three coded markers or more: one corrected, two withdrawn
    for (let i = next; i < requests.length && !requestId; i++) {
      if ((await codedMarkers(requests[i])).length >= 3) [requestId] = requests.splice(i, 1);
    }
    markers = await codedMarkers(requestId);
    expect(markers.length).toBeGreaterThanOrEqual(3);
    // a released result: the lab's changes amend it (released here by the one who entered it, so
    // the institution's second-person release is off for this test)
    await t.ctx.database.db.execute(sql`update institutions set second_person_release = false where id = (select institution_id from users where email = ${LAB_USER})`);
    const created = await t.ctx.call(LAB_USER, 'POST', '/results', { test_request_id: requestId, result_data: 'Entered by hand', status: 'final' });
    expect({ status: created.status, error: created.body.error }).toEqual({ status: 201, error: undefined });
    ({ resultId, taskId } = await completedOrder(requestId));
    expect((await t.sync(resultId)).body.external_api_status).toBe('complete');
    expect((await t.fetchResults(requestId)).body.imported).toBe(true);
    expect((await result()).status).toBe('amended');
  });

  it("a corrected value amends the released result with the lab's note as the reason", async () => {
    const [first] = markers;
    const note = 'Re-run after analyser recalibration';
    expect((await t.admin(`/orders/${taskId}/correct`, { code: first.code, status: 'corrected', value: 4.4, note })).status).toBe(200);
    const fetched = await t.fetchResults(requestId);
    expect(fetched.body).toMatchObject({ success: true, imported: true });
    const now = await result();
    expect(now.status).toBe('amended');
    expect(now.versions[0].reason).toBe(`${first.name}: ${note}`);
    expect((await valueOf(first.name)).value).toBe(4.4);
    expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'test_result.amended' and entity_id = ${String(resultId)} and details->>'reason' = ${`${first.name}: ${note}`}`)).toBe(1);
  });

  it('an amended value without a note says which results the lab changed (the correction imported before does not speak again)', async () => {
    const second = markers[1];
    await t.admin(`/orders/${taskId}/correct`, { code: second.code, status: 'amended', value: 4.6 });
    await t.fetchResults(requestId);
    const now = await result();
    expect(now.versions[0].reason).toBe(M.labCorrected([second.name]));
    expect((await valueOf(second.name)).value).toBe(4.6);
  });

  it.each(['entered-in-error', 'cancelled'])('a value the lab marks %s is not imported', async (status) => {
    const withdrawn = status === 'entered-in-error' ? markers[2] : markers[1];
    const before = (await result()).result_values.length;
    await t.admin(`/orders/${taskId}/correct`, { code: withdrawn.code, status, note: 'Wrong sample' });
    const fetched = await t.fetchResults(requestId);
    expect(fetched.status).toBe(200);
    expect(await valueOf(withdrawn.name)).toBeUndefined();
    expect((await result()).result_values.length).toBe(before - 1);
  });
});
