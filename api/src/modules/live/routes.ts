// GET /live/events: server-sent events of what changed in the caller's institutions (results,
// requests, analyzer messages), for the screens that show them to refresh without a reload. The
// stream polls the change feed (queries.ts) rather than listening in-process, so a change made by
// any API instance, the MLLP listener or the outbox worker reaches every screen. A reconnecting
// browser sends Last-Event-ID and gets everything after it.
import { LIVE_EVENT_NAME, LIVE_PATHS, liveEventId, parseLiveEventId } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { signedIn } from '../../platform/policy';
import { changesAfter, currentCursor } from './queries';

export interface LiveOptions {
  db: Db;
  /** How often a stream looks for changes. */
  pollMs: number;
}

const schema = {
  operationId: 'liveEvents',
  tags: ['live'],
  summary: "A text/event-stream of what changed in the caller's institutions (ids and states only); Last-Event-ID resumes after an event",
};

export async function liveRoutes(app: FastifyInstance, { db, pollMs }: LiveOptions) {
  app.get(LIVE_PATHS.events, { sse: { kind: 'only' }, schema, config: { policy: signedIn } }, async (request, reply) => {
    const caller = callerOf(request);
    const resumed = parseLiveEventId(request.headers['last-event-id'] as string | undefined);
    let cursor = resumed ?? (await currentCursor(db));
    reply.sse.keepAlive();
    await reply.sse.send({ id: liveEventId(cursor), event: 'ready', data: { resumed: resumed !== null } });
    let busy = false;
    const poll = async () => {
      if (busy || !reply.sse.isConnected) return;
      busy = true;
      try {
        const next = await changesAfter(db, caller.scope, cursor);
        cursor = next.cursor;
        if (next.events.length) await reply.sse.send({ id: liveEventId(cursor), event: LIVE_EVENT_NAME, data: next.events });
      } catch (error) {
        request.log.warn({ err: error }, 'live: a poll failed');
      } finally {
        busy = false;
      }
    };
    if (resumed) await poll();
    const timer = setInterval(() => void poll(), pollMs);
    reply.sse.onClose(() => clearInterval(timer));
  });
}
