import { EXTERNAL_LAB_PATHS, LAB_CONNECTION_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { RoutePolicy } from '../../platform/policy';
import { getConnection, testConnection, updateConnection } from './connection-service';
import { apiStatusSchema, fetchResultsSchema, getConnectionSchema, submitOrderSchema, syncStatusSchema, testConnectionSchema, updateConnectionSchema } from './schemas';
import { apiStatus, fetchResults, submitOrder, syncStatus, type ExternalLabDeps } from './service';

// The panel lives on the test request detail: everyone with the tests area reaches these routes
// and sees the state of a request in their institutions; who may submit, check and fetch is
// decided by @lab/shared (external-lab-rules.ts) in the service.
const testsArea: RoutePolicy = { access: 'area', area: 'tests' };
// A lab's connection is edited in the CMS Labs tab: the cms area lets in, the service asks the
// tab's rule (who edits labs: super_admin).
const cmsArea: RoutePolicy = { access: 'area', area: 'cms' };

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

  api.get(LAB_CONNECTION_PATHS.connection, { schema: getConnectionSchema, config: { policy: cmsArea } }, async (request) => ({
    connection: await getConnection(deps, callerOf(request), request.params.id),
  }));

  api.put(LAB_CONNECTION_PATHS.connection, { schema: updateConnectionSchema, config: { policy: cmsArea } }, async (request) => ({
    connection: await updateConnection(deps, callerOf(request), request.params.id, request.body),
  }));

  api.post(LAB_CONNECTION_PATHS.test, { schema: testConnectionSchema, config: { policy: cmsArea } }, (request) => testConnection(deps, callerOf(request), request.params.id, request.body ?? {}));
}
