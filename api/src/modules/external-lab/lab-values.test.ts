// What the API makes of the lab's coding, values and units, against the simulator: a lab coding in
// LOINC only, bounds ('<5'), results in words, interpretation codes beyond H/L/N, and a unit that
// is not the marker's.
import { EXTERNAL_LAB_MESSAGES as M, type ResultValue } from '@lab/shared';
import type { Bundle, Observation } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { LAB_USER, startLabTest, type LabTest } from './external-lab-test-kit';

let t: LabTest;
let requests: number[];

beforeAll(async () => {
  t = await startLabTest();
  requests = await t.readyRequests();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.behave('normal');
});

type Marker = { code: string; name: string; loinc: string | null; ucum: string | null };
const markersOf = (requestId: number) =>
  queryRows<Marker>(t.ctx.database.db, sql`select m.marker_code as code, m.name, m.loinc_code as loinc, m.ucum_units as ucum from test_request_markers trm join markers m on m.id = trm.marker_id
    where trm.test_request_id = ${requestId} and m.marker_code is not null order by m.name`);

/** A ready request whose coded markers fit `test` (taken off the list). */
async function requestWith(test: (markers: Marker[]) => boolean): Promise<{ requestId: number; markers: Marker[] }> {
  for (const [i, requestId] of requests.entries()) {
    const markers = await markersOf(requestId);
    if (test(markers)) {
      requests.splice(i, 1);
      return { requestId, markers };
    }
  }
  throw new Error('no ready request fits');
}

/** Submits, sets how the lab will answer, has it complete; answers the result and the lab's order. */
async function completed(requestId: number, answers?: object): Promise<{ resultId: number; taskId: string }> {
  const sent = await t.submit(requestId);
  expect(sent.status).toBe(200);
  const taskId = sent.body.status.external_lab_id;
  if (answers) expect((await t.admin(`/orders/${taskId}/answers`, answers)).status).toBe(200);
  await t.advance(taskId);
  await t.advance(taskId);
  expect((await t.sync(sent.body.status.result_id)).body.external_api_status).toBe('complete');
  return { resultId: sent.body.status.result_id, taskId };
}

const resultOf = async (resultId: number) => (await t.ctx.call(LAB_USER, 'GET', `/results/${resultId}`)).body as { result_values: ResultValue[]; result_data: string };

describe('a lab that codes its results in LOINC only', () => {
  it('still imports every value: markers are matched by LOINC first', async () => {
    const { requestId, markers } = await requestWith((m) => m.length >= 2 && m.every((x) => x.loinc));
    await t.behave('normal', { coding: 'loinc' });
    const { resultId, taskId } = await completed(requestId);

    // what the lab answers carries no code of ours
    const task = (await (await fetch(`${t.labUrl}/fhir/Task/${taskId}`)).json()) as { output: { valueReference: { reference: string } }[] };
    const reportId = task.output[0].valueReference.reference.split('/')[1];
    const bundle = (await (await fetch(`${t.labUrl}/fhir/DiagnosticReport?_id=${reportId}&_include=DiagnosticReport:result`)).json()) as Bundle;
    const observations = (bundle.entry ?? []).map((e) => e.resource).filter((r): r is Observation => r?.resourceType === 'Observation');
    expect(observations.flatMap((o) => o.code.coding?.map((c) => c.system))).toEqual(markers.map(() => 'http://loinc.org'));

    const fetched = await t.fetchResults(requestId);
    expect({ status: fetched.status, reason: fetched.body.reason, imported: fetched.body.imported }).toEqual({ status: 200, reason: undefined, imported: true });
    expect((await resultOf(resultId)).result_values.map((v) => v.marker_name).sort()).toEqual(markers.map((m) => m.name).sort());
  });
});

describe("the lab's values as it words them", () => {
  it('keeps a bound with its comparator, a result in words as text, and maps interpretation codes onto flags', async () => {
    const { requestId, markers } = await requestWith((m) => m.length >= 3);
    const [bound, words, abnormal] = markers;
    const { resultId } = await completed(requestId, {
      [bound.code]: { value: 0.5, comparator: '<', interpretation: null },
      [words.code]: { concept: { text: 'Positive' }, interpretation: 'A' },
      [abnormal.code]: { interpretation: 'AA' },
    });
    const fetched = await t.fetchResults(requestId);
    expect({ status: fetched.status, reason: fetched.body.reason }).toEqual({ status: 200, reason: undefined });
    expect(fetched.body.message).toBe(`Imported ${markers.length} results from the external lab`);

    const result = await resultOf(resultId);
    const valueOf = (m: Marker) => result.result_values.find((v) => v.marker_name === m.name);
    expect(valueOf(bound)).toMatchObject({ value: 0.5, comparator: '<' });
    expect(result.result_data).toContain(`${bound.name}\nValue: <0.5\n`);
    // words are never a number: not a structured value, a block of the result data
    expect(valueOf(words)).toBeUndefined();
    expect(result.result_data).toContain(`${words.name}\nValue: Positive\nUnits: \nRange: \nStatus: `);
    // critical abnormal: critical, on the side of the range the value lies toward
    expect(['LL', 'HH']).toContain(valueOf(abnormal)!.flag);
    expect(result.result_values).toHaveLength(markers.length - 1);
  });
});

describe("a unit that is not the marker's", () => {
  it('refuses the report, with the reason, whether the unit converts or not; nothing is imported', async () => {
    const { requestId, markers } = await requestWith((m) => m.some((x) => x.ucum === 'mmol/L'));
    const marker = markers.find((m) => m.ucum === 'mmol/L')!;
    const { resultId } = await completed(requestId, { [marker.code]: { unit: 'µmol/L', ucum: 'umol/L', value: 4200 } });
    const before = await resultOf(resultId);

    const fetched = await t.fetchResults(requestId);
    expect(fetched.status).toBe(502);
    expect(fetched.body).toMatchObject({ success: false, imported: false, error: M.fetchFailed, reason: M.unitConvertible(marker.name, 'umol/L', 'mmol/L', 0.001) });
    expect(fetched.body.status.external_api_status).toBe('complete');
    const after = await resultOf(resultId);
    expect({ values: after.result_values, data: after.result_data }).toEqual({ values: before.result_values, data: before.result_data });
  });

  it('names a unit that does not convert at all', async () => {
    const { requestId, markers } = await requestWith((m) => m.some((x) => x.ucum === 'mmol/L'));
    const marker = markers.find((m) => m.ucum === 'mmol/L')!;
    await completed(requestId, { [marker.code]: { unit: 'mg/dL', ucum: 'mg/dL', value: 180 } });
    const fetched = await t.fetchResults(requestId);
    expect({ status: fetched.status, reason: fetched.body.reason }).toEqual({ status: 502, reason: M.unitIncompatible(marker.name, 'mg/dL', 'mmol/L') });
  });

  it("keeps the lab's printed unit when its UCUM code is the marker's", async () => {
    const { requestId, markers } = await requestWith((m) => m.some((x) => x.ucum === 'mmol/L'));
    const marker = markers.find((m) => m.ucum === 'mmol/L')!;
    const { resultId } = await completed(requestId, { [marker.code]: { unit: 'mmol per litre', ucum: 'mmol/L', value: 4.2 } });
    expect((await t.fetchResults(requestId)).status).toBe(200);
    expect((await resultOf(resultId)).result_values.find((v) => v.marker_name === marker.name)).toMatchObject({ value: 4.2, units: 'mmol per litre' });
  });
});
