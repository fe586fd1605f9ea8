import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@lab/shared';
import { loadRemoteRegistry, resetRemote } from './remote-registry';

export type AreaModule = {
  default: ComponentType;
  /** The version the remote's build was published as (its './version' module); absent when it has none. */
  remoteVersion?: string;
};

export const RETRY_DELAYS_MS = [400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries `load` once plus once per delay; the last failure is thrown. */
export async function withRetries<T>(load: (attempt: number) => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      return await load(attempt);
    } catch (error) {
      lastError = error;
      if (attempt < delays.length) await wait(delays[attempt]);
    }
  }
  throw lastError;
}

/** Loads `remote/module` from the federation runtime, retrying a few times. */
export function loadRemoteArea(remote: RemoteName, module: string): Promise<AreaModule> {
  return withRetries(async (attempt) => {
    await loadRemoteRegistry();
    if (attempt > 0) await resetRemote(remote);
    const [loaded, version] = await Promise.all([
      loadRemote<AreaModule>(`${remote}/${module.replace(/^\.\//, '')}`),
      // a remote built before './version' existed still loads, unmarked
      loadRemote<{ version?: string }>(`${remote}/version`).catch(() => null),
    ]);
    if (!loaded?.default) throw new Error(`${remote} has no module ${module}`);
    return { default: loaded.default, remoteVersion: version?.version };
  });
}
