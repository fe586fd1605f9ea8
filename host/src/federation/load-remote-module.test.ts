jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
import { withRetries } from './load-remote-module';
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
