// How the simulated lab codes and words its results: LOINC and/or our marker codes (behaviour
// `coding`), orders coded only in LOINC, and answers set per test before the order completes
// (bounds, other units, words, interpretation codes). Every answer stays valid R4.
import type { Bundle, Observation } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle, type OrderFixture } from './test/fixtures';
import { reportIdOf, startLab, taskIdOf, type RunningLab } from './test/harness';

let lab: RunningLab;
beforeEach(async () => {
  lab = await startLab({ stepSeconds: 0 });
});
afterEach(() => lab.close());

async function submitted(fixture: OrderFixture = {}): Promise<string> {
  const bundle = orderBundle(fixture);
  expect(validateFhir(bundle)).toEqual([]);
  return taskIdOf((await lab.submit(bundle)).body);
}

async function complete(taskId: string): Promise<{ results: Bundle; observations: Observation[] }> {
  await lab.adminPost(`/orders/${taskId}/advance`);
  await lab.adminPost(`/orders/${taskId}/advance`);
  const results = await lab.results(reportIdOf(await lab.task(taskId)));
  expect(validateFhir(results)).toEqual([]);
  const observations = (results.entry ?? []).filter((entry) => entry.search?.mode === 'include').map((entry) => entry.resource as Observation);
  return { results, observations };
}

const systems = (observation: Observation) => observation.code.coding?.map((coding) => coding.system);

describe('coding of the answers (POST /admin/behaviour { coding })', () => {
  it.each([
    ['loinc', ['http://loinc.org']],
    ['local', ['urn:lab-portal:marker-code']],
    ['both', ['http://loinc.org', 'urn:lab-portal:marker-code']],
  ])('%s', async (coding, expected) => {
    const taskId = await submitted();
    expect((await lab.adminPost('/behaviour', { mode: 'normal', coding })).status).toBe(200);
    const { observations } = await complete(taskId);
    expect(observations.map(systems)).toEqual([expected, expected, expected]);
  });

  it('refuses an unknown coding', async () => {
    expect((await lab.adminPost('/behaviour', { mode: 'normal', coding: 'snomed' })).status).toBe(400);
  });

  it("an order coded only in LOINC gets its values (the lab knows its tests by LOINC); a code it has no LOINC for keeps ours", async () => {
    const bundle = orderBundle({ requisition: 'REQ-000500' });
    for (const entry of bundle.entry ?? []) {
      const code = entry.resource?.resourceType === 'ServiceRequest' ? entry.resource.code : undefined;
      if (code?.coding?.[0].code === 'HB') code.coding = [{ system: 'http://loinc.org', code: '718-7', display: 'Hemoglobin' }];
    }
    const taskId = taskIdOf((await lab.submit(bundle)).body);
    await lab.adminPost('/behaviour', { mode: 'normal', coding: 'loinc' });
    const { observations } = await complete(taskId);
    expect(observations.map((o) => o.code.coding?.map((c) => c.code))).toEqual([['14647-2'], ['14646-4'], ['718-7']]);
    expect(observations[2]).toMatchObject({ valueQuantity: { unit: 'g/L', code: 'g/L' }, referenceRange: [{ low: { value: 130 } }] });

    const unknown = await submitted({ requisition: 'REQ-000501', markers: [{ code: 'XYZ', display: 'Experimental' }] });
    expect((await complete(unknown)).observations[0].code.coding).toEqual([{ system: 'urn:lab-portal:marker-code', code: 'XYZ', display: 'Experimental' }]);
  });
});

describe('POST /admin/orders/{taskId}/answers', () => {
  it('reports a bound, another unit, words and interpretation codes as set, all valid R4', async () => {
    const taskId = await submitted({
      markers: [
        { code: 'CHOL', display: 'Total cholesterol' },
        { code: 'HDL', display: 'HDL cholesterol' },
        { code: 'HB', display: 'Haemoglobin' },
        { code: 'CRP', display: 'C-reactive protein' },
        { code: 'GLU', display: 'Glucose' },
      ],
    });
    const answers = {
      CRP: { value: 5, comparator: '<', interpretation: null },
      '718-7': { value: 13.1, unit: 'g/dL', ucum: 'g/dL', interpretation: 'LL' },
      CHOL: { text: 'Sample lipaemic, see comment' },
      HDL: { concept: { code: '260385009', display: 'Negative', system: 'http://snomed.info/sct' }, interpretation: 'A' },
      GLU: { interpretation: 'AA' },
    };
    expect((await lab.adminPost(`/orders/${taskId}/answers`, answers)).status).toBe(200);
    const { observations } = await complete(taskId);
    const [chol, hdl, hb, crp, glu] = observations;
    expect(crp.valueQuantity).toEqual({ value: 5, comparator: '<', unit: 'mg/L', system: 'http://unitsofmeasure.org', code: 'mg/L' });
    expect(crp.interpretation).toBeUndefined();
    expect(hb.valueQuantity).toEqual({ value: 13.1, unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' });
    expect(hb.referenceRange).toBeUndefined();
    expect(hb.interpretation?.[0].coding?.[0]).toMatchObject({ code: 'LL', display: 'Critical low' });
    expect(chol).toMatchObject({ valueString: 'Sample lipaemic, see comment' });
    expect(chol.valueQuantity).toBeUndefined();
    expect(hdl.valueCodeableConcept).toEqual({ coding: [{ system: 'http://snomed.info/sct', code: '260385009', display: 'Negative' }] });
    expect(glu.interpretation?.[0].coding?.[0]).toMatchObject({ code: 'AA', display: 'Critical abnormal' });
    for (const observation of observations) expect(validateFhir(observation)).toEqual([]);
  });

  it('refuses a bad answer, and answers for an order already complete', async () => {
    const taskId = await submitted();
    expect((await lab.adminPost(`/orders/${taskId}/answers`, { HB: { comparator: '~' } })).status).toBe(400);
    expect((await lab.adminPost(`/orders/${taskId}/answers`, { HB: { text: 'x', concept: { text: 'y' } } })).status).toBe(400);
    expect((await lab.adminPost(`/orders/${taskId}/answers`, { HB: { colour: 'red' } })).status).toBe(400);
    expect((await lab.adminPost(`/orders/${taskId}/answers`, {})).status).toBe(400);
    await complete(taskId);
    expect((await lab.adminPost(`/orders/${taskId}/answers`, { HB: { value: 1 } })).status).toBe(409);
  });
});
