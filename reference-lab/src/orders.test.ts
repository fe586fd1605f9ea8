import type { OperationOutcome, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle } from './test/fixtures';
import { reportIdOf, startLab, taskIdOf, type RunningLab } from './test/harness';

interface OrderSummary {
  taskId: string;
  status: string;
  reason?: string;
  receivedAt?: string;
  completedAt?: string;
  nextStepAt?: string;
}

describe('orders moved by POST /admin/orders/{taskId}/advance (step 0)', () => {
  let lab: RunningLab;
  let taskId: string;
  beforeEach(async () => {
    lab = await startLab({ stepSeconds: 0 });
    taskId = taskIdOf((await lab.submit(orderBundle())).body);
  });
  afterEach(() => lab.close());

  it('reads the Task: requested, valid FHIR', async () => {
    const { status, body, headers } = await lab.fhir<Task>(`/Task/${taskId}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(body).toMatchObject({ resourceType: 'Task', id: taskId, status: 'requested', identifier: [{ system: 'urn:lab-portal:test-request', value: 'REQ-000123' }] });
    expect(validateFhir(body)).toEqual([]);
  });

  it('advances requested -> in-progress -> completed, then has no next step', async () => {
    const first = await lab.adminPost<OrderSummary>(`/orders/${taskId}/advance`);
    expect(first).toMatchObject({ status: 200, body: { taskId, status: 'in-progress' } });
    const inProgress = await lab.task(taskId);
    expect(inProgress).toMatchObject({ status: 'in-progress', businessStatus: { text: 'Sample received' }, meta: { versionId: '2' } });
    expect(inProgress.executionPeriod?.start).toBe(first.body.receivedAt);
    expect(inProgress.executionPeriod?.end).toBeUndefined();
    expect(validateFhir(inProgress)).toEqual([]);

    const second = await lab.adminPost<OrderSummary>(`/orders/${taskId}/advance`);
    expect(second.body.status).toBe('completed');
    const completed = await lab.task(taskId);
    expect(completed).toMatchObject({ status: 'completed', executionPeriod: { start: inProgress.executionPeriod?.start, end: second.body.completedAt } });
    expect(completed.output).toEqual([{ type: { text: 'DiagnosticReport' }, valueReference: { reference: expect.stringMatching(/^DiagnosticReport\/.+/) } }]);
    expect(validateFhir(completed)).toEqual([]);
    expect((await lab.fhir(`/${completed.output?.[0].valueReference?.reference}`)).status).toBe(200);

    const third = await lab.adminPost<OperationOutcome>(`/orders/${taskId}/advance`);
    expect(third.status).toBe(409);
    expect(third.body.resourceType).toBe('OperationOutcome');
  });

  it('fails an order with the reason', async () => {
    const failed = await lab.adminPost<OrderSummary>(`/orders/${taskId}/fail`, { reason: 'Sample haemolysed' });
    expect(failed).toMatchObject({ status: 200, body: { status: 'failed', reason: 'Sample haemolysed' } });
    const task = await lab.task(taskId);
    expect(task).toMatchObject({ status: 'failed', statusReason: { text: 'Sample haemolysed' } });
    expect(validateFhir(task)).toEqual([]);
    expect((await lab.adminPost(`/orders/${taskId}/advance`)).status).toBe(409);
  });

  it('fails an order in progress; a completed order cannot fail', async () => {
    await lab.adminPost(`/orders/${taskId}/advance`);
    expect((await lab.adminPost(`/orders/${taskId}/fail`)).status).toBe(200);
    expect((await lab.task(taskId)).statusReason?.text).toBe('Rejected by the laboratory');

    const other = taskIdOf((await lab.submit(orderBundle({ requisition: 'REQ-000124' }))).body);
    await lab.adminPost(`/orders/${other}/advance`);
    await lab.adminPost(`/orders/${other}/advance`);
    expect((await lab.adminPost(`/orders/${other}/fail`, { reason: 'Too late' })).status).toBe(409);
  });

  it('answers 404 OperationOutcome for an unknown Task id', async () => {
    for (const response of [
      await lab.fhir<OperationOutcome>('/Task/no-such-task'),
      await lab.adminPost<OperationOutcome>('/orders/no-such-task/advance'),
      await lab.adminPost<OperationOutcome>('/orders/no-such-task/fail', { reason: 'x' }),
      await lab.adminGet<OperationOutcome>('/orders/no-such-task'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found' }] });
    }
  });

  it('never moves an order by itself when the step is 0', async () => {
    expect((await lab.adminGet<OrderSummary[]>('/orders')).body[0].nextStepAt).toBeUndefined();
    expect((await lab.task(taskId)).status).toBe('requested');
  });

  it('forgets every order on POST /admin/reset', async () => {
    expect((await lab.adminPost('/reset')).body).toEqual({ ok: true });
    expect((await lab.adminGet('/orders')).body).toEqual([]);
    expect((await lab.fhir(`/Task/${taskId}`)).status).toBe(404);
  });
});

describe('the clock (stepSeconds with an injected now)', () => {
  const start = Date.parse('2025-03-04T10:00:00.000Z');
  let now = start;
  let lab: RunningLab;
  beforeEach(async () => {
    now = start;
    lab = await startLab({ stepSeconds: 60, now: () => now });
  });
  afterEach(() => lab.close());

  it('moves an order one step every stepSeconds, each at the moment it was due', async () => {
    const taskId = taskIdOf((await lab.submit(orderBundle())).body);
    expect((await lab.adminGet<OrderSummary[]>('/orders')).body[0]).toMatchObject({ status: 'requested', nextStepAt: '2025-03-04T10:01:00.000Z' });

    now = start + 59_999;
    expect((await lab.task(taskId)).status).toBe('requested');

    now = start + 60_000;
    const received = await lab.task(taskId);
    expect(received).toMatchObject({ status: 'in-progress', executionPeriod: { start: '2025-03-04T10:01:00.000Z' } });

    now = start + 10 * 60_000; // long after: both steps happened, each when due
    const completed = await lab.task(taskId);
    expect(completed).toMatchObject({ status: 'completed', executionPeriod: { start: '2025-03-04T10:01:00.000Z', end: '2025-03-04T10:02:00.000Z' } });
    const report = (await lab.results(reportIdOf(completed))).entry?.[0].resource;
    expect(report).toMatchObject({ resourceType: 'DiagnosticReport', issued: '2025-03-04T10:02:00.000Z' });
  });

  it('counts the next step from a manual advance', async () => {
    const taskId = taskIdOf((await lab.submit(orderBundle())).body);
    now = start + 30_000;
    await lab.adminPost(`/orders/${taskId}/advance`);
    now = start + 80_000;
    expect((await lab.task(taskId)).status).toBe('in-progress');
    now = start + 90_000;
    expect((await lab.task(taskId)).status).toBe('completed');
  });

  it('leaves a failed order alone', async () => {
    const taskId = taskIdOf((await lab.submit(orderBundle())).body);
    await lab.adminPost(`/orders/${taskId}/fail`, { reason: 'Sample haemolysed' });
    now = start + 3600_000;
    expect((await lab.task(taskId)).status).toBe('failed');
  });
});
