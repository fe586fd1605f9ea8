import { FULFILLMENT_PATHS, type FulfillmentListQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted } from '../../platform/policy';
import { assignSchema, createFulfillmentSchema, getFulfillmentSchema, listFulfillmentSchema, statusSchemaBody } from './schemas';
import { assign, changeStatus, createFulfillment, getFulfillment, listFulfillment } from './service';

// The fulfillment area for its three roles; the scope of each (every
// institution for fulfillment agents, their institutions otherwise) is applied in every query.
const fulfillmentArea = permitted('fulfillment.work');

/** The query once validated: the schema's defaults filled page and limit in. */
type ListQuery = FulfillmentListQuery & Required<Pick<FulfillmentListQuery, 'page' | 'limit'>>;

export async function fulfillmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(FULFILLMENT_PATHS.list, { schema: listFulfillmentSchema, config: { policy: fulfillmentArea } }, (request) => {
    const { page, limit, after, search, status, priority, assigned_to_me, date_from, date_to } = request.query as ListQuery;
    return listFulfillment(db, callerOf(request), { page, limit, after, search, status, priority, assignedToMe: assigned_to_me, dateFrom: date_from, dateTo: date_to });
  });

  api.get(FULFILLMENT_PATHS.one, { schema: getFulfillmentSchema, config: { policy: fulfillmentArea } }, (request) => getFulfillment(db, callerOf(request), request.params.id));

  api.put(FULFILLMENT_PATHS.status, { schema: statusSchemaBody, config: { policy: fulfillmentArea } }, (request) =>
    changeStatus(db, callerOf(request), request.params.id, request.body),
  );

  api.post(FULFILLMENT_PATHS.assign, { schema: assignSchema, config: { policy: fulfillmentArea } }, (request) =>
    assign(db, callerOf(request), request.params.id, request.body.assigned_to),
  );

  api.post(FULFILLMENT_PATHS.list, { schema: createFulfillmentSchema, config: { policy: fulfillmentArea } }, async (request, reply) =>
    reply.code(201).send(await createFulfillment(db, callerOf(request), request.body)),
  );
}
