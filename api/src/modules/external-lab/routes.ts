import { EXTERNAL_LAB_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { RoutePolicy } from '../../platform/policy';
import { apiStatusSchema, fetchResultsSchema, submitOrderSchema, syncStatusSchema } from './schemas';
import { apiStatus, fetchResults, submitOrder, syncStatus, type ExternalLabDeps } from './service';

// The panel lives on the test request detail: everyone with the tests area reaches these routes
// and sees the state of a request in their institutions; who may submit, check and fetch is
// decided by @lab/shared (external-lab-rules.ts) in the service.
const testsArea: RoutePolicy = { access: 'area', area: 'tests' };

export async function externalLabRoutes(app: FastifyInstance, deps: ExternalLabDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(EXTERNAL_LAB_PATHS.apiStatus, { schema: apiStatusSchema, config: { policy: testsArea } }, (request) => apiStatus(deps.db, callerOf(request), request.params.id));

  api.post(EXTERNAL_LAB_PATHS.syncStatus, { schema: syncStatusSchema, config: { policy: testsArea } }, async (request, reply) => {
    const { code, body } = await syncStatus(deps, callerOf(request), request.params.id);
    return reply.code(code).send(body);
  });

  api.post(EXTERNAL_LAB_PATHS.submitOrder, { schema: submitOrderSchema, config: { policy: testsArea } }, async (request, reply) => {
    const { code, body } = await submitOrder(deps, callerOf(request), request.params.provider, request.params.testRequestId);
    return reply.code(code).send(body);
  });

  api.post(EXTERNAL_LAB_PATHS.fetchResults, { schema: fetchResultsSchema, config: { policy: testsArea } }, async (request, reply) => {
    const { code, body } = await fetchResults(deps, callerOf(request), request.params.provider, request.params.testRequestId);
    return reply.code(code).send(body);
  });
}
