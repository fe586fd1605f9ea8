// The providers by their `{provider}` path segment. Which laboratory a provider serves,
// its base URL and whether it is enabled live in external_lab_providers; the environment gives
// the credentials (EXTERNAL_LAB_<PROVIDER>_TOKEN) and may point an environment elsewhere
// (EXTERNAL_LAB_<PROVIDER>_URL), so a real endpoint's secret never sits in the database.
import { fhirProvider } from './fhir-provider';
import type { ExternalLabProvider } from './provider';

export interface ProviderSettings {
  provider: string;
  lab_id: number;
  kind: string;
  base_url: string;
  enabled: boolean;
}

/** EXTERNAL_LAB_REFERENCE_LAB_TOKEN for 'reference-lab'. */
export const providerEnvName = (provider: string, what: 'URL' | 'TOKEN') => `EXTERNAL_LAB_${provider.toUpperCase().replace(/-/g, '_')}_${what}`;

export interface ProviderRegistry {
  providerFor(settings: ProviderSettings): ExternalLabProvider;
}

export function providerRegistry({ timeoutMs, env = process.env }: { timeoutMs: number; env?: NodeJS.ProcessEnv }): ProviderRegistry {
  return {
    providerFor(settings) {
      // kind is checked by the table ('fhir-r4' is the one there is)
      return fhirProvider({
        baseUrl: env[providerEnvName(settings.provider, 'URL')] || settings.base_url,
        token: env[providerEnvName(settings.provider, 'TOKEN')] || null,
        timeoutMs,
      });
    },
  };
}
