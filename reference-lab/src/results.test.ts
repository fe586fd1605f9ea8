import type { Bundle, CapabilityStatement, DiagnosticReport, Observation, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle, type OrderFixture } from './test/fixtures';
import { reportIdOf, startLab, taskIdOf, type RunningLab } from './test/harness';

let lab: RunningLab;
beforeEach(async () => {
  lab = await startLab({ stepSeconds: 0 });
});
afterEach(() => lab.close());

/** Submits an order, advances it twice and answers the completed Task and its results. */
async function completedOrder(fixture: OrderFixture = {}): Promise<{ task: Task; results: Bundle; report: DiagnosticReport; observations: Observation[] }> {
  const submitted = await lab.submit(orderBundle(fixture));
  const taskId = taskIdOf(submitted.body);
  await lab.adminPost(`/orders/${taskId}/advance`);
  await lab.adminPost(`/orders/${taskId}/advance`);
  const task = await lab.task(taskId);
  const results = await lab.results(reportIdOf(task));
  const report = results.entry?.find((entry) => entry.search?.mode === 'match')?.resource as DiagnosticReport;
  const observations = (results.entry ?? []).filter((entry) => entry.search?.mode === 'include').map((entry) => entry.resource as Observation);
  return { task, results, report, observations };
}

describe('GET /fhir/DiagnosticReport?_id={id}&_include=DiagnosticReport:result', () => {
  it('answers the report (match) and one Observation per coded test (include), all valid', async () => {
    const { task, results, report, observations } = await completedOrder();

    expect(results).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(validateFhir(results)).toEqual([]);
    expect(results.entry).toHaveLength(4);
    expect(report).toMatchObject({
      resourceType: 'DiagnosticReport',
      id: reportIdOf(task),
      status: 'final',
      subject: task.for,
      basedOn: task.basedOn,
      result: observations.map((observation) => ({ reference: `Observation/${observation.id}` })),
    });
    expect(report.code.coding?.[0]).toEqual({ system: 'http://loinc.org', code: '11502-2', display: 'Laboratory report' });
    expect(report.specimen?.[0].reference).toMatch(/^Specimen\//);
    expect(report.issued).toBe(task.executionPeriod?.end);
    expect(report.conclusion).toMatch(/^\d of 3 results outside the reference range\.$/);
    expect(validateFhir(report)).toEqual([]);

    // as a real lab codes them: LOINC first, then our marker code (coding 'both', the default)
    expect(observations.map((observation) => observation.code.coding?.map((coding) => coding.code))).toEqual([
      ['14647-2', 'CHOL'],
      ['14646-4', 'HDL'],
      ['718-7', 'HB'],
    ]);
    for (const observation of observations) {
      expect(validateFhir(observation)).toEqual([]);
      expect(observation).toMatchObject({ status: 'final', subject: task.for, code: { coding: [{ system: 'http://loinc.org' }, { system: 'urn:lab-portal:marker-code' }] } });
      expect(observation.valueQuantity?.value).toEqual(expect.any(Number));
      expect(observation.referenceRange?.[0].low?.value).toEqual(expect.any(Number));
      expect(observation.referenceRange?.[0].high?.value).toEqual(expect.any(Number));
      const coding = observation.interpretation?.[0].coding?.[0];
      expect(coding?.system).toBe('http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation');
      expect(['H', 'L', 'N']).toContain(coding?.code);
      expect(coding?.display).toBe({ H: 'High', L: 'Low', N: 'Normal' }[coding?.code as 'H']);
    }
    expect(observations[0]).toMatchObject({ code: { text: 'Total cholesterol' }, valueQuantity: { unit: 'mmol/L' }, referenceRange: [{ low: { value: 0 }, high: { value: 5 } }] });
    expect(observations[2]).toMatchObject({ valueQuantity: { unit: 'g/L', system: 'http://unitsofmeasure.org', code: 'g/L' }, referenceRange: [{ low: { value: 130 }, high: { value: 175 } }] });
  });

  it('flags results outside the range across a few orders, consistently with the values', async () => {
    const flags: string[] = [];
    for (let number = 1; number <= 6; number++) {
      const { observations, report } = await completedOrder({
        requisition: `REQ-00030${number}`,
        barcode: `KITA0000030${number}`,
        markers: [
          { code: 'CHOL', display: 'Total cholesterol' },
          { code: 'HDL', display: 'HDL cholesterol' },
          { code: 'HB', display: 'Haemoglobin' },
          { code: 'GLU', display: 'Glucose' },
          { code: 'TSH', display: 'TSH' },
        ],
      });
      for (const observation of observations) {
        const value = observation.valueQuantity?.value as number;
        const { low, high } = observation.referenceRange?.[0] ?? {};
        const code = observation.interpretation?.[0].coding?.[0].code as string;
        expect(code).toBe(value < (low?.value as number) ? 'L' : value > (high?.value as number) ? 'H' : 'N');
        flags.push(code);
      }
      const outside = observations.filter((observation) => observation.interpretation?.[0].coding?.[0].code !== 'N').length;
      expect(report.conclusion).toBe(`${outside} of 5 results outside the reference range.`);
    }
    expect(flags.some((flag) => flag === 'H' || flag === 'L')).toBe(true);
    expect(flags.filter((flag) => flag === 'N').length).toBeGreaterThan(flags.length / 2);
  });

  it('gives the same order the same values', async () => {
    const first = await completedOrder();
    await lab.close();
    lab = await startLab({ stepSeconds: 0 });
    const second = await completedOrder();
    expect(second.observations.map((observation) => observation.valueQuantity)).toEqual(first.observations.map((observation) => observation.valueQuantity));
  });

  it('reports an unknown code as a bare value, and a test without coding with no Observation', async () => {
    const unknown = await completedOrder({ requisition: 'REQ-000400', markers: [{ code: 'XYZ', display: 'Experimental marker' }] });
    expect(unknown.observations).toHaveLength(1);
    const [observation] = unknown.observations;
    expect(observation.valueQuantity).toEqual({ value: expect.any(Number) });
    expect(observation.referenceRange).toBeUndefined();
    expect(observation.interpretation).toBeUndefined();
    expect(validateFhir(observation)).toEqual([]);

    const textOnly = await completedOrder({ requisition: 'REQ-000401', markers: [] });
    expect(textOnly.observations).toEqual([]);
    expect(textOnly.report.result).toBeUndefined();
    expect(textOnly.report.conclusion).toBe('No coded results were reported.');
    expect(validateFhir(textOnly.results)).toEqual([]);
  });

  it('finds nothing before the order is complete, and an empty searchset is valid', async () => {
    const { body } = await lab.fhir<Bundle>('/DiagnosticReport?_id=not-yet&_include=DiagnosticReport:result');
    expect(body).toMatchObject({ type: 'searchset', total: 0 });
    expect(body.entry).toBeUndefined();
    expect(validateFhir(body)).toEqual([]);
  });

  it('searches by identifier and by reference, and reads any resource it created', async () => {
    const { task, observations } = await completedOrder();
    const byIdentifier = await lab.fhir<Bundle>('/Task?identifier=urn:lab-portal:test-request|REQ-000123');
    expect(byIdentifier.body.entry?.map((entry) => entry.resource?.id)).toEqual([task.id]);
    const byBasedOn = await lab.fhir<Bundle>(`/Observation?based-on=${task.basedOn?.[0].reference}`);
    expect(byBasedOn.body.entry?.map((entry) => entry.resource?.id)).toEqual([observations[0].id]);
    const read = await lab.fhir<Observation>(`/Observation/${observations[1].id}`);
    expect(read.body).toEqual(observations[1]);
    expect((await lab.fhir(`/Observation/${observations[1].id}/_history/1`)).status).toBe(200);
    expect((await lab.fhir('/Unknownthing')).status).toBe(404);
  });

  it('describes itself at /fhir/metadata', async () => {
    const { status, body } = await lab.fhir<CapabilityStatement>('/metadata');
    expect(status).toBe(200);
    expect(body).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance' });
    expect(validateFhir(body)).toEqual([]);
  });
});
