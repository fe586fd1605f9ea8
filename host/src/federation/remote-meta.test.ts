import { checkRemote, IncompatibleRemoteError } from './remote-meta';

const entry = '/remotes/clinical/2.0.0/mf-manifest.json';
const answer = (status: number, body?: object) => jest.fn().mockResolvedValue({ status, ok: status < 300, json: async () => body });
const declared = (contract: string) => ({ remote: 'clinical', version: '2.0.0', contract, builtAt: '2026-11-27T10:00:00.000Z' });

describe("a remote's declaration", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is read beside its manifest, never from a stale cache, and a compatible one loads', async () => {
    const fetch = (globalThis.fetch = answer(200, declared('1.0.0')));
    await expect(checkRemote('clinical', entry, '1.2.0')).resolves.toMatchObject({ version: '2.0.0' });
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}/remotes/clinical/2.0.0/remote-meta.json`, { cache: 'no-cache' });
  });

  it('refuses a remote built against a contract this host does not provide, saying both', async () => {
    globalThis.fetch = answer(200, declared('2.0.0'));
    const refusal = checkRemote('clinical', entry, '1.4.0');
    await expect(refusal).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(refusal).rejects.toThrow('remote clinical 2.0.0 was built against platform contract 2.0.0; this host provides 1.4.0: not loaded');
  });

  it('lets the manifest decide when the folder declares nothing, and throws on a failed read', async () => {
    globalThis.fetch = answer(404);
    await expect(checkRemote('clinical', entry, '1.0.0')).resolves.toBeNull();
    globalThis.fetch = answer(503);
    await expect(checkRemote('clinical', entry, '1.0.0')).rejects.toThrow('answered 503');
  });
});
