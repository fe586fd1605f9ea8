import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@lab/shared';

export interface RegistryEntry {
  entry: string;
  version?: string;
}
export type RemoteRegistry = Partial<Record<RemoteName, RegistryEntry>>;

/** localStorage key of the development-only override: { "clinical": "http://localhost:4001/mf-manifest.json" }. */
export const OVERRIDES_KEY = 'lab.remoteOverrides';

/** Applies a developer's overrides; production builds never do. */
export function applyOverrides(registry: RemoteRegistry, allowOverrides: boolean, raw: string | null): RemoteRegistry {
  if (!allowOverrides || !raw) return registry;
  try {
    const overrides = JSON.parse(raw) as Record<string, string>;
    const result: RemoteRegistry = { ...registry };
    for (const [name, entry] of Object.entries(overrides)) {
      if (typeof entry === 'string') result[name as RemoteName] = { entry, version: 'override' };
    }
    return result;
  } catch {
    return registry;
  }
}

let registry: Promise<RemoteRegistry> | null = null;

function register(current: RemoteRegistry, force = false): void {
  const remotes = Object.entries(current).map(([name, def]) => ({ name, entry: def!.entry }));
  registerRemotes(remotes, { force });
}

/** Fetches /remotes.json (never from cache) once, and registers its remotes with the federation runtime. */
export function loadRemoteRegistry(): Promise<RemoteRegistry> {
  registry ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
      return res.json() as Promise<RemoteRegistry>;
    })
    .then((fetched) => {
      const current = applyOverrides(fetched, __ALLOW_REMOTE_OVERRIDES__, localStorage.getItem(OVERRIDES_KEY));
      register(current);
      return current;
    })
    .catch((error: unknown) => {
      registry = null; // let the next area visit try again
      throw error;
    });
  return registry;
}

/** Registers one remote again so a failed load is not served from the runtime's cache. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const current = await loadRemoteRegistry();
  const def = current[name];
  if (def) register({ [name]: def }, true);
}
