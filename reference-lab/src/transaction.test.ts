import type { Bundle, OperationOutcome, ServiceRequest, Specimen, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { orderBundle } from './test/fixtures';
import { startLab, taskIdOf, type RunningLab } from './test/harness';

let lab: RunningLab;
beforeEach(async () => {
  lab = await startLab();
});
afterEach(() => lab.close());

const diagnostics = (outcome: OperationOutcome) => outcome.issue.map((issue) => issue.diagnostics ?? '').join('\n');

describe('POST /fhir (transaction)', () => {
  it('creates every entry and answers a valid transaction-response in the same order', async () => {
    const bundle = orderBundle();
    const { status, body, headers } = await lab.fhir<Bundle>('', { body: bundle });

    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(validateFhir(body)).toEqual([]);
    expect(body.type).toBe('transaction-response');
    expect(body.entry?.map((entry) => entry.resource?.resourceType)).toEqual(['Patient', 'Specimen', 'ServiceRequest', 'ServiceRequest', 'ServiceRequest', 'Task']);
    for (const entry of body.entry ?? []) {
      const { resourceType, id } = entry.resource ?? {};
      expect(id).toMatch(/^[A-Za-z0-9\-.]{1,64}$/);
      expect(entry.response).toMatchObject({ status: '201 Created', location: `${resourceType}/${id}/_history/1` });
      expect(entry.fullUrl).toBe(`${lab.base}/${resourceType}/${id}`);
    }
  });

  it('resolves urn:uuid: references to the created ids, in the answer and in what it stores', async () => {
    const { body } = await lab.submit(orderBundle());
    const [patient, specimen, ...rest] = (body.entry ?? []).map((entry) => entry.resource);
    const task = rest.pop() as Task;
    const serviceRequests = rest as ServiceRequest[];

    expect((specimen as Specimen).subject?.reference).toBe(`Patient/${patient?.id}`);
    expect(task.for?.reference).toBe(`Patient/${patient?.id}`);
    expect(task.basedOn?.map((reference) => reference.reference)).toEqual(serviceRequests.map((request) => `ServiceRequest/${request.id}`));
    expect(serviceRequests[0].specimen?.[0].reference).toBe(`Specimen/${specimen?.id}`);
    expect(JSON.stringify(body)).not.toContain('urn:uuid:');

    const stored = await lab.task(task.id as string);
    expect(stored).toMatchObject({ status: 'requested', intent: 'order', for: { reference: `Patient/${patient?.id}` } });
    const read = await lab.fhir<ServiceRequest>(`/ServiceRequest/${serviceRequests[1].id}`);
    expect(read.body.subject?.reference).toBe(`Patient/${patient?.id}`);
  });

  it('finds what already went out (ifNoneExist): the same ids, 200 OK, one order', async () => {
    const first = await lab.submit(orderBundle());
    const second = await lab.submit(orderBundle());

    expect(second.status).toBe(200);
    expect(second.body.entry?.map((entry) => entry.resource?.id)).toEqual(first.body.entry?.map((entry) => entry.resource?.id));
    expect(second.body.entry?.map((entry) => entry.response?.status)).toEqual(Array(6).fill('200 OK'));
    expect(validateFhir(second.body)).toEqual([]);
    const orders = await lab.adminGet<{ taskId: string; requisition: string; status: string }[]>('/orders');
    expect(orders.body).toEqual([expect.objectContaining({ taskId: taskIdOf(first.body), requisition: 'REQ-000123', status: 'requested' })]);
  });

  it('answers a resubmitted order with its current state', async () => {
    const first = await lab.submit(orderBundle());
    await lab.adminPost(`/orders/${taskIdOf(first.body)}/advance`);
    const second = await lab.submit(orderBundle());
    const task = second.body.entry?.at(-1);
    expect(task?.resource).toMatchObject({ status: 'in-progress', meta: { versionId: '2' } });
    expect(task?.response?.location).toBe(`Task/${taskIdOf(first.body)}/_history/2`);
  });

  it('reuses the Patient of another order and still creates the new order', async () => {
    const first = await lab.submit(orderBundle({ requisition: 'REQ-000200', barcode: 'KITA00000200' }));
    const second = await lab.submit(orderBundle({ requisition: 'REQ-000201', barcode: 'KITA00000201' }));
    expect(second.body.entry?.map((entry) => entry.response?.status)).toEqual(['200 OK', '201 Created', '201 Created', '201 Created', '201 Created', '201 Created']);
    expect(second.body.entry?.[0].resource?.id).toBe(first.body.entry?.[0].resource?.id);
    expect(taskIdOf(second.body)).not.toBe(taskIdOf(first.body));
    expect((await lab.adminGet<unknown[]>('/orders')).body).toHaveLength(2);
  });

  it('accepts application/json as well as application/fhir+json', async () => {
    const { status, body } = await lab.fhir<Bundle>('', { body: orderBundle(), headers: { 'content-type': 'application/json' } });
    expect(status).toBe(200);
    expect(body.type).toBe('transaction-response');
  });

  it('accepts a test without markers (one ServiceRequest with code.text)', async () => {
    const { status, body } = await lab.submit(orderBundle({ markers: [] }));
    expect(status).toBe(200);
    expect(body.entry?.filter((entry) => entry.resource?.resourceType === 'ServiceRequest')).toHaveLength(1);
  });
});

describe('POST /fhir refuses', () => {
  const withTask = (change: (task: Record<string, unknown>) => void) => {
    const bundle = orderBundle();
    change(bundle.entry?.at(-1)?.resource as unknown as Record<string, unknown>);
    return bundle;
  };

  it.each([
    ['a Task with a status that is not a Task status', withTask((task) => (task.status = 'bogus')), /Task|status/],
    ['a Task without intent', withTask((task) => delete task.intent), /entry\[5\]\.resource\.intent: Missing required property/],
    ['an unknown element', withTask((task) => (task.colour = 'blue')), /colour/],
    ['a bad date', withTask((task) => (task.authoredOn = '04/03/2025')), /authoredOn/],
  ])('%s: 400 with an OperationOutcome saying what is wrong', async (_name, bundle, message) => {
    const { status, body, headers } = await lab.submit<OperationOutcome>(bundle);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(body.resourceType).toBe('OperationOutcome');
    expect(validateFhir(body)).toEqual([]);
    expect(diagnostics(body)).toMatch(message);
    expect((await lab.adminGet<unknown[]>('/orders')).body).toEqual([]);
  });

  it('names the status that is not a Task status', async () => {
    const { body } = await lab.submit<OperationOutcome>(withTask((task) => (task.status = 'bogus')));
    expect(diagnostics(body)).toContain("Bundle.entry[5].resource.status: Value 'bogus' is not in the required value set");
  });

  it.each([
    ['not a Bundle', { resourceType: 'Patient' }, /Bundle of type transaction/],
    ['a batch', { ...orderBundle(), type: 'batch' }, /Bundle.type must be 'transaction'/],
    ['no Task', { ...orderBundle(), entry: orderBundle().entry?.slice(0, -1) }, /no Task/],
    ['no ServiceRequest', { ...orderBundle(), entry: orderBundle().entry?.filter((entry) => entry.resource?.resourceType !== 'ServiceRequest') }, /no ServiceRequest/],
    ['a PUT entry', { ...orderBundle(), entry: orderBundle().entry?.map((entry) => ({ ...entry, request: { method: 'PUT', url: 'Patient/1' } })) }, /Only POST/],
    [
      'a reference to no entry',
      withTask((task) => (task.for = { reference: 'urn:uuid:00000000-0000-0000-0000-000000000000' })),
      /urn:uuid:00000000-0000-0000-0000-000000000000/,
    ],
  ])('%s: 400', async (_name, bundle, message) => {
    const { status, body } = await lab.fhir<OperationOutcome>('', { body: bundle });
    expect(status).toBe(400);
    expect(body.resourceType).toBe('OperationOutcome');
    expect(diagnostics(body)).toMatch(message);
  });

  it('a body that is not JSON: 400 OperationOutcome', async () => {
    const response = await fetch(lab.base, { method: 'POST', headers: { 'content-type': 'application/fhir+json' }, body: '{"resourceType":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as OperationOutcome).resourceType).toBe('OperationOutcome');
  });

  it('a body that is not JSON at all (text/plain): 415 OperationOutcome', async () => {
    const response = await fetch(lab.base, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(((await response.json()) as OperationOutcome).issue[0].code).toBe('not-supported');
  });
});
