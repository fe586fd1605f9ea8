import { useEffect, useRef } from 'react';

/** How often the screens look again while no server events reach them. */
export const LIVE_REFRESH_MS = 15_000;

/**
 * Calls `onEvent` whenever the interfaces may have changed, so an open list keeps up with the
 * analyzers. The lead will wire this to the API's server-sent events; until then it asks every
 * 15 s, and not while the tab is hidden (nobody reads it, and the server is spared the calls).
 */
export function useLiveRefresh(onEvent: () => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}
