import {
  canActOnExternalLab,
  canFetchExternal,
  canSubmitExternal,
  dueForAutomaticCheck,
  externalRetryDelayMs,
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

describe('back-off after calls that reached no usable answer', () => {
  it('waits a minute after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 50].map(externalRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(externalRetryDelayMs(0)).toBe(60_000);
  });

  it('an automatic check runs only for a live order whose back-off has passed', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(dueForAutomaticCheck({ external_api_status: 'submitted', next_attempt_at: null }, now)).toBe(true);
    expect(dueForAutomaticCheck({ external_api_status: 'sample_received', next_attempt_at: '2026-11-20T09:59:00Z' }, now)).toBe(true);
    expect(dueForAutomaticCheck({ external_api_status: 'submitted', next_attempt_at: '2026-11-20T10:01:00Z' }, now)).toBe(false);
    for (const status of ['complete', 'failed', 'pending', null]) expect(dueForAutomaticCheck({ external_api_status: status, next_attempt_at: null }, now)).toBe(false);
  });
});
