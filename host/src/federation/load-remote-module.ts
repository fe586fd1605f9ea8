import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@lab/shared';
import { checkRemote, IncompatibleRemoteError } from './remote-meta';
import { useSession } from '@lab/shared/client';
import { fetchRemoteRegistry, registeredVersion, registerRemote, versionFor } from './remote-registry';
import type { RemoteLoadOutcome } from '@lab/shared';

export type AreaModule = {
  default: ComponentType;
  /** The remote it came from, and the version its registry entry names (absent in tests that hand a component in). */
  remote?: RemoteName;
  registryVersion?: string;
  /** The version the remote's build was published as (its remote-meta.json); absent when it declares none. */
  remoteVersion?: string;
};

export const RETRY_DELAYS_MS = [400, 1200];

/** Reports a load (its own chunk: the sign-in page, which loads this file, never carries the contracts it needs). */
function report(remote: RemoteName, version: string | undefined, outcome: RemoteLoadOutcome, error?: unknown): void {
  void import('./report-load').then((m) => m.reportRemoteLoad(remote, version, outcome, error)).catch(() => undefined);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries `load` once plus once per delay; the last failure is thrown. An incompatible remote is not tried again: it will not change. */
export async function withRetries<T>(load: (attempt: number) => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      return await load(attempt);
    } catch (error) {
      lastError = error;
      if (error instanceof IncompatibleRemoteError) break;
      if (attempt < delays.length) await wait(delays[attempt]);
    }
  }
  throw lastError;
}

/**
 * Loads `remote/module` (the version the signed-in user runs) from the federation runtime, retrying
 * a few times, and reports how it went.
 */
export async function loadRemoteArea(remote: RemoteName, module: string): Promise<AreaModule> {
  let tried: string | undefined;
  try {
    const area = await loadOnce(remote, module, (version) => (tried = version));
    report(remote, tried ?? area.remoteVersion, 'loaded');
    return area;
  } catch (error) {
    report(remote, tried, error instanceof IncompatibleRemoteError ? 'incompatible' : 'failed', error);
    throw error;
  }
}

/** The version the signed-in user runs of a remote this page has not loaded: from the registry as served now. */
async function newVersion(remote: RemoteName) {
  const entry = (await fetchRemoteRegistry())[remote];
  if (!entry) throw new Error(`no remote ${remote} in the registry`);
  return versionFor(remote, entry, useSession.getState().user);
}

function loadOnce(remote: RemoteName, module: string, trying: (version: string | undefined) => void): Promise<AreaModule> {
  return withRetries(async (attempt) => {
    // a remote this page runs stays at its version (two versions of one remote would share its
    // state); one it has not loaded yet is read from the registry as it is now
    const version = registeredVersion(remote) ?? (await newVersion(remote));
    trying(version.version);
    // its declaration first: an incompatible remote's code never runs
    const meta = await checkRemote(remote, version.entry);
    // a retry registers it afresh, so a failed load is not served from the runtime's cache
    registerRemote(remote, version, attempt > 0);
    const loaded = await loadRemote<AreaModule>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!loaded?.default) throw new Error(`${remote} has no module ${module}`);
    return { default: loaded.default, remote, registryVersion: version.version, remoteVersion: meta?.version };
  });
}
