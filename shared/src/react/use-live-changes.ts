// Screens that show results, requests or analyzer messages refresh when one of them changes,
// without a reload: `onChange` runs (at most once per quiet moment, after a burst of changes) when
// a change `matches`. One stream serves every screen of the page (subscribers below), opened with
// the first subscriber and closed with the last, so a page with three live parts holds one connection.
import { useEffect, useRef } from 'react';
import { openLiveUpdates, type LiveConnection } from '../client/live-events';
import { useSession } from '../client/session-store';
import type { LiveEvent } from '../contracts/live';

type Subscriber = (events: LiveEvent[]) => void;

const subscribers = new Set<Subscriber>();
let connection: LiveConnection | null = null;

function subscribe(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  connection ??= openLiveUpdates({
    token: () => useSession.getState().token,
    onChanges: (events) => subscribers.forEach((s) => s(events)),
  });
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) {
      connection?.close();
      connection = null;
    }
  };
}

/** The quiet time after the last matching change before `onChange` runs (a burst of imports refreshes once). */
export const LIVE_REFRESH_DELAY_MS = 300;

export function useLiveChanges(matches: (event: LiveEvent) => boolean, onChange: () => void): void {
  const latest = useRef({ matches, onChange });
  latest.current = { matches, onChange };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = subscribe((events) => {
      if (!events.some((e) => latest.current.matches(e))) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => latest.current.onChange(), LIVE_REFRESH_DELAY_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, []);
}
