// The providers by their `{provider}` path segment. Which laboratory a provider serves, its base
// URL, whether it is enabled, its credential and whether it may sit on a private network live in
// external_lab_providers (a super_admin sets them in the CMS Labs tab). The environment wins over
// the row: EXTERNAL_LAB_<PROVIDER>_URL and EXTERNAL_LAB_<PROVIDER>_TOKEN, for deployments that
// point an environment elsewhere or keep the secret out of the database.
import type { LookupFunction } from 'node:net';
import { fhirProvider } from './fhir-provider';
import type { FhirClientOptions } from './fhir-client';
import type { ExternalLabProvider } from './provider';

export interface ProviderSettings {
  provider: string;
  lab_id: number;
  kind: string;
  base_url: string;
  enabled: boolean;
  /** The stored bearer token: never answered, logged or audited. */
  credential: string | null;
  allow_private_network: boolean;
}

/** EXTERNAL_LAB_REFERENCE_LAB_TOKEN for 'reference-lab'. */
export const providerEnvName = (provider: string, what: 'URL' | 'TOKEN') => `EXTERNAL_LAB_${provider.toUpperCase().replace(/-/g, '_')}_${what}`;

export interface ProviderRegistry {
  providerFor(settings: ProviderSettings): ExternalLabProvider;
  /** The client options of a provider: the environment's URL and token over the row's. */
  clientOptions(settings: ProviderSettings): FhirClientOptions;
  /** Whether the environment overrides the row's URL and token. */
  overrides(provider: string): { url: boolean; token: boolean };
  timeoutMs: number;
  lookup?: LookupFunction;
}

export function providerRegistry({ timeoutMs, env = process.env, lookup }: { timeoutMs: number; env?: NodeJS.ProcessEnv; lookup?: LookupFunction }): ProviderRegistry {
  const fromEnv = (provider: string, what: 'URL' | 'TOKEN') => env[providerEnvName(provider, what)] || null;
  const clientOptions = (settings: ProviderSettings): FhirClientOptions => ({
    baseUrl: fromEnv(settings.provider, 'URL') ?? settings.base_url,
    token: fromEnv(settings.provider, 'TOKEN') ?? settings.credential ?? null,
    timeoutMs,
    allowPrivateNetwork: settings.allow_private_network,
    lookup,
  });
  return {
    // kind is checked by the table ('fhir-r4' is the one there is)
    providerFor: (settings) => fhirProvider(clientOptions(settings)),
    clientOptions,
    overrides: (provider) => ({ url: fromEnv(provider, 'URL') !== null, token: fromEnv(provider, 'TOKEN') !== null }),
    timeoutMs,
    lookup,
  };
}
