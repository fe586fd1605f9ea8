import { contractSatisfied, PLATFORM_MESSAGES } from '@lab/shared/platform';
import type { RemoteName } from '@lab/shared';
import { PLATFORM_CONTRACT } from '../build-constants';

/** What a remote's build declares in its remote-meta.json (scripts/webpack/platform-meta.cjs). */
export interface RemoteMeta {
  remote: string;
  version: string;
  /** The platform contract it was built against. */
  contract: string;
  builtAt: string;
}

/** A remote built against a platform contract this host does not provide: never loaded. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly meta: RemoteMeta,
    readonly provided: string,
  ) {
    super(PLATFORM_MESSAGES.incompatibleLog(remote, meta.version, meta.contract, provided));
    this.name = 'IncompatibleRemoteError';
  }
}

/** The remote-meta.json beside a registry entry's manifest. */
export const metaUrl = (entry: string) => new URL('remote-meta.json', new URL(entry, window.location.href)).href;

/**
 * Reads what the remote at `entry` declares, before any of its code runs, and refuses it when its
 * contract is not one this host provides. A folder without the file (a version never published, or
 * a build from before the declaration existed) declares nothing: the manifest's own load decides,
 * as before. A failed read throws, for the caller's retries.
 */
export async function checkRemote(remote: RemoteName, entry: string, provided = PLATFORM_CONTRACT): Promise<RemoteMeta | null> {
  const res = await fetch(metaUrl(entry), { cache: 'no-cache' });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${metaUrl(entry)} answered ${res.status}`);
  const meta = (await res.json()) as RemoteMeta;
  if (typeof meta?.contract !== 'string') return null;
  if (!contractSatisfied(meta.contract, provided)) throw new IncompatibleRemoteError(remote, meta, provided);
  return meta;
}
