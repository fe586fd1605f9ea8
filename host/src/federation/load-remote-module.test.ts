jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteArea, withRetries } from './load-remote-module';
import { applyOverrides } from './remote-registry';

describe('withRetries', () => {
  it('tries again after a failure and returns the first success', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('ok');
    await expect(withRetries(load, [1, 1])).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last delay with the last error', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    await expect(withRetries(load, [1, 1])).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('remote registry overrides', () => {
  const registry = { clinical: { entry: 'https://cdn/clinical/1.3.0/mf-manifest.json', version: '1.3.0' } };
  const raw = JSON.stringify({ clinical: 'http://localhost:4001/mf-manifest.json' });

  it('lets a developer point one remote at a local server', () => {
    expect(applyOverrides(registry, true, raw).clinical).toEqual({ entry: 'http://localhost:4001/mf-manifest.json', version: 'override' });
  });

  it('is ignored by production builds and on bad input', () => {
    expect(applyOverrides(registry, false, raw)).toEqual(registry);
    expect(applyOverrides(registry, true, '{not json')).toEqual(registry);
  });
});

describe('loading an area', () => {
  const registryWith = (clinical: string, admin: string) => ({
    clinical: { entry: `/remotes/clinical/${clinical}/mf-manifest.json`, version: clinical },
    admin: { entry: `/remotes/admin/${admin}/mf-manifest.json`, version: admin },
  });
  let served = registryWith('1.0.0', '1.0.0');
  beforeEach(() => {
    globalThis.fetch = jest.fn(async (url: string) =>
      url === '/remotes.json'
        ? { ok: true, status: 200, json: async () => served }
        : { ok: true, status: 200, json: async () => ({ remote: 'x', version: url.split('/')[5], contract: '1.0.0', builtAt: '' }) },
    ) as unknown as typeof fetch;
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
  });

  it('keeps a remote the page runs at its version, and reads the registry afresh for one it has not loaded', async () => {
    expect((await loadRemoteArea('clinical', './patients')).remoteVersion).toBe('1.0.0');
    served = registryWith('1.1.0', '2.0.0'); // switched while the page is open
    expect((await loadRemoteArea('clinical', './results')).remoteVersion).toBe('1.0.0');
    expect((await loadRemoteArea('admin', './users')).remoteVersion).toBe('2.0.0');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'admin', entry: '/remotes/admin/2.0.0/mf-manifest.json' }], { force: false });
    expect(registerRemotes).not.toHaveBeenCalledWith([{ name: 'clinical', entry: '/remotes/clinical/1.1.0/mf-manifest.json' }], expect.anything());
  });
});
