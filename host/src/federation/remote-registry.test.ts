jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemote, userBucket, versionFor, type RegistryEntry } from './remote-registry';

const stable = { entry: '/remotes/clinical/1.0.0/mf-manifest.json', version: '1.0.0' };
const next = { entry: '/remotes/clinical/1.1.0/mf-manifest.json', version: '1.1.0' };
const user = (id: number, institution_ids: number[]) => ({ id, institution_ids });

describe('a canary version', () => {
  it('runs for the users of a named institution, and the old version for the others', () => {
    const entry: RegistryEntry = { ...stable, canary: { ...next, institutions: [2] } };
    expect(versionFor('clinical', entry, user(7, [2]))).toEqual(next);
    expect(versionFor('clinical', entry, user(7, [1, 2]))).toEqual(next); // a user shared with a canary institution
    expect(versionFor('clinical', entry, user(7, [1]))).toEqual(stable);
    expect(versionFor('clinical', entry, null)).toEqual(stable);
    expect(versionFor('clinical', stable, user(7, [2]))).toEqual(stable);
  });

  it('runs for a percentage of users, each always on the same side', () => {
    const entry: RegistryEntry = { ...stable, canary: { ...next, percent: 25 } };
    const onCanary = Array.from({ length: 2000 }, (_, i) => versionFor('clinical', entry, user(i + 1, [1])).version === '1.1.0');
    const share = onCanary.filter(Boolean).length / onCanary.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
    // the same person, asked again, lands where they did
    for (let i = 0; i < 50; i++) expect(versionFor('clinical', entry, user(i + 1, [1])).version === '1.1.0').toBe(onCanary[i]);
    expect(userBucket('clinical', 42)).toBe(userBucket('clinical', 42));
    expect(versionFor('clinical', { ...stable, canary: { ...next, percent: 0 } }, user(1, [1]))).toEqual(stable);
    expect(versionFor('clinical', { ...stable, canary: { ...next, percent: 100 } }, user(1, [1]))).toEqual(next);
  });
});

describe('registering a remote', () => {
  it('registers a version once, and forces a different one in over the cached container', () => {
    const register = registerRemotes as jest.Mock;
    registerRemote('logistics', stable);
    registerRemote('logistics', stable);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenLastCalledWith([{ name: 'logistics', entry: stable.entry }], { force: false });
    registerRemote('logistics', next);
    expect(register).toHaveBeenLastCalledWith([{ name: 'logistics', entry: next.entry }], { force: true });
    registerRemote('logistics', next, true);
    expect(register).toHaveBeenCalledTimes(3);
  });
});
