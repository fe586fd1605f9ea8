import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, SessionUser } from '@lab/shared';
import { ALLOW_REMOTE_OVERRIDES } from '../build-constants';

/** One published version of a remote: its manifest's URL and the version it is published as. */
export interface RemoteVersion {
  entry: string;
  version?: string;
}

/** A second version for some users: those of the named institutions, and `percent` of the rest. */
export interface Canary extends RemoteVersion {
  institutions?: number[];
  percent?: number;
}

export interface RegistryEntry extends RemoteVersion {
  canary?: Canary;
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

/**
 * A user's fixed place, 0 to 99, among a remote's users: FNV-1a of "remote:user id". The same
 * person always lands in the same place, so a percentage canary never flips them between versions.
 */
export function userBucket(remote: string, userId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${userId}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 100;
}

/** The version of a remote this user runs: the canary's when one of their institutions is named or their place is under its percentage. */
export function versionFor(remote: RemoteName, entry: RegistryEntry, user: Pick<SessionUser, 'id' | 'institution_ids'> | null): RemoteVersion {
  const canary = entry.canary;
  if (!canary || !user) return { entry: entry.entry, version: entry.version };
  const named = canary.institutions?.some((id) => user.institution_ids.includes(id)) ?? false;
  const drawn = userBucket(remote, user.id) < (canary.percent ?? 0);
  return named || drawn ? { entry: canary.entry, version: canary.version } : { entry: entry.entry, version: entry.version };
}

/** Reads /remotes.json as served now (never from a cache), with a developer's overrides applied. */
export async function fetchRemoteRegistry(): Promise<RemoteRegistry> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return applyOverrides((await res.json()) as RemoteRegistry, ALLOW_REMOTE_OVERRIDES, localStorage.getItem(OVERRIDES_KEY));
}

/** The version each remote is registered with in the federation runtime on this page. */
const registered = new Map<RemoteName, RemoteVersion>();

/** Registers a remote's version (again, forcing out a cached container, when `force` or it differs). */
export function registerRemote(remote: RemoteName, version: RemoteVersion, force = false): void {
  const before = registered.get(remote);
  if (before?.entry === version.entry && !force) return;
  registerRemotes([{ name: remote, entry: version.entry }], { force: before !== undefined });
  registered.set(remote, version);
}

/** The version of `remote` this page runs, once registered: it stays until the page reloads. */
export const registeredVersion = (remote: RemoteName): RemoteVersion | undefined => registered.get(remote);

/** The entries this page has registered: what a newer registry is compared against. */
export const registeredEntries = (): ReadonlyMap<RemoteName, string> => new Map([...registered].map(([remote, version]) => [remote, version.entry]));
