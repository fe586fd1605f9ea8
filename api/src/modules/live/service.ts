// One live updates stream: where it starts (after the browser's last event, else now), then a
// look at the change feed every pollMs, each batch of changes sent as one event whose id is the
// new cursor. Polling the database (not an in-process signal) is what lets a change made by any API
// instance, the MLLP listener or the outbox worker reach every open screen.
import { LIVE_EVENT_NAME, liveEventId, parseLiveEventId } from '@lab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { changesAfter, currentCursor } from './queries';

/** What a stream needs of the SSE reply. */
export interface EventSink {
  send(message: { id: string; event: string; data: unknown }): Promise<void>;
  readonly isConnected: boolean;
  onClose(callback: () => void): void;
}

export async function serveChanges(db: Db, caller: Caller, lastEventId: string | undefined, pollMs: number, sink: EventSink, log: FastifyBaseLogger): Promise<void> {
  const resumed = parseLiveEventId(lastEventId);
  let cursor = resumed ?? (await currentCursor(db));
  await sink.send({ id: liveEventId(cursor), event: 'ready', data: { resumed: resumed !== null } });
  let busy = false;
  const poll = async () => {
    if (busy || !sink.isConnected) return;
    busy = true;
    try {
      const next = await changesAfter(db, caller.scope, cursor);
      cursor = next.cursor;
      if (next.events.length) await sink.send({ id: liveEventId(cursor), event: LIVE_EVENT_NAME, data: next.events });
    } catch (error) {
      log.warn({ err: error }, 'live: a poll failed');
    } finally {
      busy = false;
    }
  };
  if (resumed) await poll();
  const timer = setInterval(() => void poll(), pollMs);
  sink.onClose(() => clearInterval(timer));
}
