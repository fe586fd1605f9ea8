import type { Bundle, Observation, OperationOutcome, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle } from './test/fixtures';
import { reportIdOf, startLab, taskIdOf, type RunningLab } from './test/harness';

let lab: RunningLab;
beforeEach(async () => {
  lab = await startLab({ stepSeconds: 0 });
});
afterEach(() => lab.close());

describe('POST /admin/behaviour', () => {
  it('fail: every FHIR route answers 503 with an OperationOutcome; /admin still answers', async () => {
    expect(await lab.adminPost('/behaviour', { mode: 'fail' })).toEqual({ status: 200, body: { mode: 'fail', delay_ms: 15000, references: 'relative', delay_on: 'all', coding: 'both' } });

    const submitted = await lab.fhir<OperationOutcome>('', { body: orderBundle() });
    expect(submitted.status).toBe(503);
    expect(submitted.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(submitted.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient' }] });
    expect((await lab.fhir('/Task/anything')).status).toBe(503);
    expect((await lab.fhir('/metadata')).status).toBe(503);

    expect((await lab.adminGet('/health')).body).toEqual({ ok: true });
    expect((await lab.adminGet('/orders')).body).toEqual([]); // nothing was taken in
  });

  it('slow: the normal answer after delay_ms; /admin is not delayed', async () => {
    await lab.adminPost('/behaviour', { mode: 'slow', delay_ms: 300 });

    let started = performance.now();
    const { status, body } = await lab.submit(orderBundle());
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(status).toBe(200);
    expect(validateFhir(body)).toEqual([]);

    started = performance.now();
    await lab.adminGet('/orders');
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('malformed: 200 with answers that fail validation', async () => {
    const taskId = taskIdOf((await lab.submit(orderBundle())).body);
    await lab.adminPost(`/orders/${taskId}/advance`);
    await lab.adminPost(`/orders/${taskId}/advance`);
    const reportId = reportIdOf(await lab.task(taskId));
    await lab.adminPost('/behaviour', { mode: 'malformed' });

    const response = await lab.fhir<Bundle>('', { body: orderBundle({ requisition: 'REQ-000999' }) });
    expect(response.status).toBe(200);
    expect(response.body.type).toBeUndefined();
    expect(validateFhir(response.body).map((issue) => issue.diagnostics)).toContainEqual(expect.stringMatching(/Bundle\.type/));

    const task = await lab.fhir<Task>(`/Task/${taskId}`);
    expect(task.status).toBe(200);
    expect(validateFhir(task.body).map((issue) => issue.diagnostics)).toContainEqual(expect.stringMatching(/^Task\.status: Value '.+' is not in the required value set/));

    const results = await lab.results(reportId);
    const observation = results.entry?.find((entry) => entry.resource?.resourceType === 'Observation')?.resource as Observation;
    expect(typeof observation.valueQuantity?.value).toBe('string');
    expect(validateFhir(observation)).not.toEqual([]);
    expect(validateFhir(results)).not.toEqual([]);

    // The order was still taken in: back to normal, the resubmit finds it.
    await lab.adminPost('/behaviour', { mode: 'normal' });
    expect((await lab.adminGet<unknown[]>('/orders')).body).toHaveLength(2);
  });

  it('refuses an unknown mode or delay; reset goes back to normal', async () => {
    expect((await lab.adminPost<OperationOutcome>('/behaviour', { mode: 'sleepy' })).status).toBe(400);
    expect((await lab.adminPost<OperationOutcome>('/behaviour', { mode: 'slow', delay_ms: -1 })).status).toBe(400);
    await lab.adminPost('/behaviour', { mode: 'fail' });
    await lab.adminPost('/reset');
    expect((await lab.adminGet('/behaviour')).body).toEqual({ mode: 'normal', delay_ms: 15000, references: 'relative', delay_on: 'all', coding: 'both' });
    expect((await lab.fhir('/metadata')).status).toBe(200);
  });
});

describe('slow on transactions only', () => {
  let lab: RunningLab;
  beforeEach(async () => {
    lab = await startLab({ stepSeconds: 0 });
  });
  afterEach(() => lab.close());

  it('holds back the transaction answer, not the reads', async () => {
    await lab.adminPost('/behaviour', { mode: 'slow', delay_ms: 400, delay_on: 'transaction' });
    let started = performance.now();
    const { body } = await lab.submit(orderBundle());
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    started = performance.now();
    expect((await lab.fhir(`/Task/${taskIdOf(body)}`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(300);
    expect((await lab.adminPost('/behaviour', { mode: 'slow', delay_on: 'reads' })).status).toBe(400);
  });
});
