import { contractSatisfied } from '@lab/shared/platform';
import { REMOTE_LOAD_PATHS, REMOTE_NAMES, type RemoteLoadSummary, type RemoteLoadWindow, type RemoteName } from '@lab/shared';
import { apiClient } from '@lab/shared/client';
import { PLATFORM_CONTRACT } from '../build-constants';
import { metaUrl, type RemoteMeta } from '../federation/remote-meta';
import { fetchRemoteRegistry, type RemoteVersion } from '../federation/remote-registry';

/** One version of a remote: what it declares, and whether this host runs it (null: it declares nothing). */
export interface VersionStatus {
  version: string;
  meta: RemoteMeta | null;
  compatible: boolean | null;
}

export interface RemoteStatus {
  remote: RemoteName;
  main: VersionStatus & { entry: string };
  canary: (VersionStatus & { entry: string; institutions?: number[]; percent?: number }) | null;
  /** Every version published beside it; null where nothing lists them (development servers). */
  published: VersionStatus[] | null;
}

const compatibility = (meta: RemoteMeta | null, provided: string) => (meta ? contractSatisfied(meta.contract, provided) : null);

async function json<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { cache: 'no-cache' }).catch(() => null);
  if (!res?.ok || !res.headers.get('content-type')?.includes('json')) return null;
  return (res.json() as Promise<T>).catch(() => null);
}

async function versionStatus(entry: RemoteVersion, provided: string): Promise<VersionStatus & { entry: string }> {
  const meta = await json<RemoteMeta>(metaUrl(entry.entry));
  return { entry: entry.entry, version: entry.version ?? meta?.version ?? '?', meta, compatible: compatibility(meta, provided) };
}

/** Each remote as the registry serves it now: its version, its canary, and what is published. */
export async function loadRemoteStatuses(provided = PLATFORM_CONTRACT): Promise<RemoteStatus[]> {
  const registry = await fetchRemoteRegistry();
  return Promise.all(
    REMOTE_NAMES.flatMap((remote) => {
      const entry = registry[remote];
      if (!entry) return [];
      return [
        (async (): Promise<RemoteStatus> => {
          const [main, canary, listed] = await Promise.all([
            versionStatus(entry, provided),
            entry.canary ? versionStatus(entry.canary, provided) : null,
            json<Array<{ version: string; meta: RemoteMeta | null }>>(`/remotes/${remote}/versions.json`),
          ]);
          return {
            remote,
            main,
            canary: canary && { ...canary, institutions: entry.canary?.institutions, percent: entry.canary?.percent },
            published: listed?.length ? listed.map(({ version, meta }) => ({ version, meta, compatible: compatibility(meta, provided) })) : null,
          };
        })(),
      ];
    }),
  );
}

export async function fetchLoadSummary(window: RemoteLoadWindow): Promise<RemoteLoadSummary> {
  return (await apiClient.get<RemoteLoadSummary>(REMOTE_LOAD_PATHS.reports, { params: { window } })).data;
}

/**
 * The command that takes a failing version out: a failing canary ends; a failing main version
 * goes back to the newest compatible version published before it.
 */
export function rollBackCommand(remote: string, version: string, status: RemoteStatus | undefined): string {
  if (status?.canary?.version === version) return `pnpm remotes:use ${remote} --end-canary`;
  const published = status?.published ?? [];
  const at = published.findIndex((p) => p.version === version);
  const previous = published.slice(0, Math.max(at, 0)).reverse().find((p) => p.compatible);
  return `pnpm remotes:use ${remote} ${previous?.version ?? '<previous version>'}`;
}
