import { providerRegistry, type ProviderSettings } from './registry';

const row: ProviderSettings = { provider: 'acme-ref', lab_id: 3, kind: 'fhir-r4', base_url: 'https://stored.example/fhir', enabled: true, credential: 'stored-token', allow_private_network: false };

describe("a provider's URL and credential: the environment over the row", () => {
  it('uses the row when the environment says nothing', () => {
    const registry = providerRegistry({ timeoutMs: 1000, env: {} });
    expect(registry.clientOptions(row)).toMatchObject({ baseUrl: 'https://stored.example/fhir', token: 'stored-token', allowPrivateNetwork: false });
    expect(registry.overrides('acme-ref')).toEqual({ url: false, token: false });
  });

  it('EXTERNAL_LAB_<PROVIDER>_URL and _TOKEN win; an empty variable does not', () => {
    const env = { EXTERNAL_LAB_ACME_REF_URL: 'https://env.example/r4', EXTERNAL_LAB_ACME_REF_TOKEN: 'env-token' };
    const registry = providerRegistry({ timeoutMs: 1000, env });
    expect(registry.clientOptions(row)).toMatchObject({ baseUrl: 'https://env.example/r4', token: 'env-token' });
    expect(registry.overrides('acme-ref')).toEqual({ url: true, token: true });
    expect(providerRegistry({ timeoutMs: 1000, env: { EXTERNAL_LAB_ACME_REF_TOKEN: '' } }).clientOptions(row).token).toBe('stored-token');
    expect(providerRegistry({ timeoutMs: 1000, env: {} }).clientOptions({ ...row, credential: null }).token).toBeNull();
  });
});
