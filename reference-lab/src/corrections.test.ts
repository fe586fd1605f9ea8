import type { DiagnosticReport, Observation, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle } from './test/fixtures';
import { reportIdOf, startLab, taskIdOf, type RunningLab } from './test/harness';

let lab: RunningLab;
beforeEach(async () => {
  lab = await startLab();
});
afterEach(() => lab.close());

async function completed(): Promise<string> {
  const taskId = taskIdOf((await lab.submit(orderBundle())).body);
  await lab.adminPost(`/orders/${taskId}/advance`);
  await lab.adminPost(`/orders/${taskId}/advance`);
  return taskId;
}

async function resultsOf(taskId: string) {
  const results = await lab.results(reportIdOf(await lab.task(taskId)));
  const report = results.entry?.find((e) => e.resource?.resourceType === 'DiagnosticReport')?.resource as DiagnosticReport;
  const byCode = (code: string) => results.entry?.map((e) => e.resource).find((r) => r?.resourceType === 'Observation' && !!(r as Observation).code.coding?.some((c) => c.code === code)) as Observation;
  return { results, report, byCode };
}

describe('POST /admin/orders/{taskId}/correct', () => {
  it('corrects a value with the lab note: new versions, report corrected, valid FHIR', async () => {
    const taskId = await completed();
    const { status } = await lab.adminPost(`/orders/${taskId}/correct`, { code: 'HB', status: 'corrected', value: 101, note: 'Re-run after analyser recalibration' });
    expect(status).toBe(200);
    const { results, report, byCode } = await resultsOf(taskId);
    expect(report.status).toBe('corrected');
    expect(report.meta?.versionId).toBe('2');
    const hb = byCode('HB');
    expect(hb).toMatchObject({ status: 'corrected', valueQuantity: { value: 101 }, note: [{ text: 'Re-run after analyser recalibration' }] });
    expect(hb.interpretation?.[0].coding?.[0].code).toBe('L');
    expect(validateFhir(results)).toEqual([]);
  });

  it('withdraws a value (entered-in-error): the report is amended and its conclusion leaves it out', async () => {
    const taskId = await completed();
    await lab.adminPost(`/orders/${taskId}/correct`, { code: 'CHOL', status: 'entered-in-error', note: 'Wrong sample' });
    const { report, byCode } = await resultsOf(taskId);
    expect(report.status).toBe('amended');
    expect(byCode('CHOL').status).toBe('entered-in-error');
    expect(report.conclusion).toMatch(/of 2 results/);
  });

  it('refuses an order without results, an unknown code or status', async () => {
    const taskId = taskIdOf((await lab.submit(orderBundle({ requisition: 'REQ-000555' }))).body);
    expect((await lab.adminPost(`/orders/${taskId}/correct`, { code: 'HB', status: 'corrected' })).status).toBe(409);
    const done = await completed();
    expect((await lab.adminPost(`/orders/${done}/correct`, { code: 'NOPE', status: 'corrected' })).status).toBe(404);
    expect((await lab.adminPost(`/orders/${done}/correct`, { code: 'HB', status: 'final' })).status).toBe(400);
  });
});

describe('POST /admin/orders/{taskId}/fail { status }', () => {
  it.each(['rejected', 'cancelled', 'failed'])('closes the Task as %s with the reason', async (closed) => {
    const taskId = taskIdOf((await lab.submit(orderBundle())).body);
    expect((await lab.adminPost(`/orders/${taskId}/fail`, { reason: 'No sample received', status: closed })).status).toBe(200);
    const task = (await lab.fhir<Task>(`/Task/${taskId}`)).body;
    expect(task).toMatchObject({ status: closed, statusReason: { text: 'No sample received' } });
    expect(validateFhir(task)).toEqual([]);
    expect((await lab.adminPost(`/orders/${taskId}/fail`, { status: 'paused' })).status).toBe(400);
  });
});
