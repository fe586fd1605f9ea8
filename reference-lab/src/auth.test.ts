import type { OperationOutcome } from '@medplum/fhirtypes';
import { orderBundle } from './test/fixtures';
import { startLab, type RunningLab } from './test/harness';

let lab: RunningLab;
beforeEach(async () => {
  lab = await startLab({ token: 'lab-secret' });
});
afterEach(() => lab.close());

describe('the bearer token', () => {
  it('is required on /fhir: 401 OperationOutcome without it or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'Basic bGFiOnNlY3JldA==']) {
      const response = await fetch(`${lab.base}/metadata`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
      expect(((await response.json()) as OperationOutcome).issue[0]).toMatchObject({ severity: 'error', code: 'login' });
    }
    const submit = await fetch(lab.base, { method: 'POST', headers: { 'content-type': 'application/fhir+json' }, body: JSON.stringify(orderBundle()) });
    expect(submit.status).toBe(401);
    expect((await lab.adminGet('/orders')).body).toEqual([]);
  });

  it('lets the right token in', async () => {
    const response = await fetch(lab.base, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json', authorization: 'Bearer lab-secret' },
      body: JSON.stringify(orderBundle()),
    });
    expect(response.status).toBe(200);
  });

  it('is never needed on /admin', async () => {
    expect((await lab.adminGet('/health')).body).toEqual({ ok: true });
    expect((await lab.adminPost('/behaviour', { mode: 'normal' })).status).toBe(200);
  });
});
