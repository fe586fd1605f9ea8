import type { FastifyPluginAsync } from 'fastify';
import { NORMAL, parseBehaviour, type Behaviour } from './behaviour';
import { fhirError } from './outcome';
import type { OrderStore } from './orders';

export interface AdminRouteOptions {
  store: OrderStore;
  behaviour: { current: Behaviour };
}

type TaskParams = { Params: { taskId: string } };

export const DEFAULT_FAIL_REASON = 'Rejected by the laboratory';

/** The simulator's controls under /admin (plain JSON, no token, no behaviour). */
export const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { store, behaviour }) => {
  app.get('/health', async () => ({ ok: true }));

  app.get('/behaviour', async () => behaviour.current);
  app.post('/behaviour', async (request) => {
    behaviour.current = parseBehaviour(request.body);
    return behaviour.current;
  });

  app.get('/orders', async () => store.list());
  app.get<TaskParams>('/orders/:taskId', async (request) => store.get(request.params.taskId));
  app.post<TaskParams>('/orders/:taskId/advance', async (request) => store.advance(request.params.taskId));
  app.post<TaskParams>('/orders/:taskId/fail', async (request) => {
    const reason = (request.body as { reason?: unknown } | undefined)?.reason;
    if (reason !== undefined && (typeof reason !== 'string' || !reason.trim())) throw fhirError(400, 'invalid', 'reason must be a non-empty string');
    return store.fail(request.params.taskId, (reason as string | undefined)?.trim() || DEFAULT_FAIL_REASON);
  });

  app.post('/reset', async () => {
    store.reset();
    behaviour.current = NORMAL;
    return { ok: true };
  });
};
