import {
  canActOnExternalLab,
  canFetchExternal,
  canSubmitExternal,
  externalStatusLabel,
  externalTimeline,
  showsCheckStatus,
  type ExternalLabState,
} from './external-lab-rules';
import type { Role } from './access';

describe('the external lab status and its timeline', () => {
  it.each([
    [null, 'Unknown', [false, false, false]],
    ['pending', 'Pending', [false, false, false]],
    ['submitted', 'Submitted', [true, false, false]],
    ['sample_received', 'Sample Received', [true, true, false]],
    ['complete', 'Complete', [true, true, true]],
    ['failed', 'Failed', [false, false, false]],
    ['on_hold', 'Unknown', [false, false, false]],
  ] as const)('%s reads %s, marks %j', (status, label, marks) => {
    expect(externalStatusLabel(status)).toBe(label);
    const t = externalTimeline(status);
    expect([t.submitted, t.sampleReceived, t.results]).toEqual(marks);
  });

  it('Check Status whenever a status exists and it is not complete', () => {
    expect([null, 'pending', 'submitted', 'sample_received', 'complete', 'failed'].map(showsCheckStatus)).toEqual([false, true, true, true, false, true]);
  });
});

describe('Submit and Fetch Results', () => {
  const ready: ExternalLabState = { apiEnabled: true, barcode: 'KIT1', requestStatus: 'in_progress', externalStatus: null };

  it('Submit needs an enabled provider, a barcode, the sample in the lab and no order out', () => {
    expect(canSubmitExternal(ready)).toBe(true);
    expect(canSubmitExternal({ ...ready, requestStatus: 'completed', externalStatus: 'failed' })).toBe(true);
    expect(canSubmitExternal({ ...ready, externalStatus: 'pending' })).toBe(true);
    expect(canSubmitExternal({ ...ready, apiEnabled: false })).toBe(false);
    expect(canSubmitExternal({ ...ready, barcode: null })).toBe(false);
    for (const requestStatus of ['pending', 'approved', 'fulfilled', 'cancelled']) expect(canSubmitExternal({ ...ready, requestStatus })).toBe(false);
    for (const externalStatus of ['submitted', 'sample_received', 'complete']) expect(canSubmitExternal({ ...ready, externalStatus })).toBe(false);
  });

  it('Fetch Results once the lab is complete', () => {
    expect(canFetchExternal({ ...ready, externalStatus: 'complete' })).toBe(true);
    expect(canFetchExternal({ ...ready, externalStatus: 'complete', apiEnabled: false })).toBe(false);
    for (const externalStatus of [null, 'pending', 'submitted', 'sample_received', 'failed']) expect(canFetchExternal({ ...ready, externalStatus })).toBe(false);
  });

  it('the lab and institution staff act, with the tests and results areas', () => {
    const user = (role: Role, permissions: string[] = []) => ({ role, permissions });
    expect((['super_admin', 'institution_admin', 'lab_user'] as Role[]).every((r) => canActOnExternalLab(user(r)))).toBe(true);
    expect((['clinician', 'client_admin', 'fulfillment_agent'] as Role[]).some((r) => canActOnExternalLab(user(r)))).toBe(false);
    expect(canActOnExternalLab(user('institution_admin', ['tests']))).toBe(false);
    expect(canActOnExternalLab(null)).toBe(false);
  });
});
