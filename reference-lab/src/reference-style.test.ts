import type { Bundle, DiagnosticReport, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle } from './test/fixtures';
import { startLab, taskIdOf, type RunningLab } from './test/harness';

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

describe('references in answers (POST /admin/behaviour { references })', () => {
  it('relative by default', async () => {
    const task = await lab.task(await completed());
    expect(task.output?.[0].valueReference?.reference).toMatch(/^DiagnosticReport\/[\w-]+$/);
  });

  it.each([
    ['absolute', (base: string) => new RegExp(`^${base}/DiagnosticReport/[\\w-]+$`), (base: string) => new RegExp(`^${base}/Observation/[\\w-]+$`)],
    ['versioned', () => /^DiagnosticReport\/[\w-]+\/_history\/1$/, () => /^Observation\/[\w-]+\/_history\/1$/],
    ['absolute-versioned', (base: string) => new RegExp(`^${base}/DiagnosticReport/[\\w-]+/_history/1$`), (base: string) => new RegExp(`^${base}/Observation/[\\w-]+/_history/1$`)],
  ])('%s: Task.output and DiagnosticReport.result, still valid FHIR', async (references, reportRef, observationRef) => {
    const taskId = await completed();
    expect((await lab.adminPost('/behaviour', { mode: 'normal', references })).status).toBe(200);
    const task = await lab.task(taskId);
    const reference = task.output?.[0].valueReference?.reference ?? '';
    expect(reference).toMatch(reportRef(lab.base));
    expect(validateFhir(task)).toEqual([]);

    const reportId = /DiagnosticReport\/([\w-]+)/.exec(reference)![1];
    const results = await lab.results(reportId);
    const report = results.entry?.find((e) => e.resource?.resourceType === 'DiagnosticReport')?.resource as DiagnosticReport;
    expect(report.result?.length).toBeGreaterThan(0);
    for (const result of report.result ?? []) expect(result.reference).toMatch(observationRef(lab.base));
    expect(validateFhir(results)).toEqual([]);
    // what is stored stays relative: the include still finds the Observations
    expect(results.entry?.filter((e) => e.search?.mode === 'include')).toHaveLength(report.result!.length);
  });

  it('makes a transaction response location absolute with the absolute styles', async () => {
    await lab.adminPost('/behaviour', { mode: 'normal', references: 'absolute' });
    const { body } = await lab.submit(orderBundle({ requisition: 'REQ-000777' }));
    const task = body.entry?.at(-1);
    expect(task?.response?.location).toBe(`${lab.base}/Task/${(task?.resource as Task).id}/_history/1`);
  });

  it('refuses an unknown style', async () => {
    expect((await lab.adminPost('/behaviour', { mode: 'normal', references: 'sideways' })).status).toBe(400);
    expect((await lab.fhir<Bundle>('/metadata')).status).toBe(200);
  });
});
