import type { FastifyPluginAsync } from 'fastify';
import { parseAnswers } from './answers';
import { NORMAL, parseBehaviour, type Behaviour } from './behaviour';
import { parseCorrection } from './corrections';
import { fhirError } from './outcome';
import { CLOSED_TASK_STATUSES, type ClosedTaskStatus, type OrderStore } from './orders';

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
    const { reason, status } = (request.body as { reason?: unknown; status?: unknown } | undefined) ?? {};
    if (reason !== undefined && (typeof reason !== 'string' || !reason.trim())) throw fhirError(400, 'invalid', 'reason must be a non-empty string');
    if (status !== undefined && !(CLOSED_TASK_STATUSES as readonly unknown[]).includes(status)) throw fhirError(400, 'invalid', `status must be one of ${CLOSED_TASK_STATUSES.join(', ')}`);
    return store.fail(request.params.taskId, (reason as string | undefined)?.trim() || DEFAULT_FAIL_REASON, status as ClosedTaskStatus | undefined);
  });
  app.post<TaskParams>('/orders/:taskId/answers', async (request) => store.planAnswers(request.params.taskId, parseAnswers(request.body)));
  app.post<TaskParams>('/orders/:taskId/correct', async (request) => store.correct(request.params.taskId, parseCorrection(request.body)));

  app.post('/reset', async () => {
    store.reset();
    behaviour.current = NORMAL;
    return { ok: true };
  });
};
