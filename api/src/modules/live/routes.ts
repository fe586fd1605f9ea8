// GET /live/events: server-sent events of what changed in the caller's institutions (results,
// requests, analyzer messages), for the screens that show them to refresh without a reload. A
// reconnecting browser sends Last-Event-ID and gets everything after it (service.ts).
import { ErrorBody, LIVE_PATHS } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { signedIn } from '../../platform/policy';
import { serveChanges } from './service';

export interface LiveOptions {
  db: Db;
  /** How often a stream looks for changes. */
  pollMs: number;
}

const schema = {
  operationId: 'liveEvents',
  tags: ['live'],
  summary: "A text/event-stream of what changed in the caller's institutions (ids and states only); Last-Event-ID resumes after an event",
  response: {
    200: {
      description: "Events: 'ready' first, then 'changes' (a JSON array of LiveEvent) whenever something changed; each id is a cursor for Last-Event-ID",
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    401: ErrorBody,
  },
};

export async function liveRoutes(app: FastifyInstance, { db, pollMs }: LiveOptions) {
  app.get(LIVE_PATHS.events, { sse: { kind: 'only' }, schema, config: { policy: signedIn } }, async (request, reply) => {
    reply.sse.keepAlive();
    const sse = reply.sse;
    const sink = { send: (m: { id: string; event: string; data: unknown }) => sse.send(m), get isConnected() { return sse.isConnected; }, onClose: (cb: () => void) => sse.onClose(cb) };
    await serveChanges(db, callerOf(request), request.headers['last-event-id'] as string | undefined, pollMs, sink, request.log);
  });
}
