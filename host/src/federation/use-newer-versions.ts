import { useEffect, useState } from 'react';
import { REMOTE_NAMES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { useLocation } from 'react-router-dom';
import { fetchRemoteRegistry, registeredEntries, versionFor } from './remote-registry';

/** How often an open page asks whether the registry moved on (also on every navigation and on return to the tab). */
export const REGISTRY_POLL_MS = 60_000;

/**
 * The remotes this page runs at another version than the registry now gives its user, as
 * "clinical 1.1.0": a page never swaps a remote under a user's hands (two versions of one remote
 * would share its state); it offers a reload, which the user takes when their work is saved.
 * A remote the page has not loaded yet needs nothing: its first visit reads the new registry.
 */
export function useNewerVersions(): string[] {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const [newer, setNewer] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      const registry = await fetchRemoteRegistry().catch(() => null);
      if (!registry || !current) return;
      const running = registeredEntries();
      const changed = REMOTE_NAMES.flatMap((remote) => {
        const entry = registry[remote];
        const loaded = running.get(remote);
        if (!entry || !loaded) return [];
        const now = versionFor(remote, entry, user);
        return now.entry !== loaded ? [`${remote} ${now.version ?? ''}`.trim()] : [];
      });
      setNewer((before) => (before.join() === changed.join() ? before : changed));
    };
    void check();
    const timer = setInterval(() => void check(), REGISTRY_POLL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [user, pathname]);

  return newer;
}
