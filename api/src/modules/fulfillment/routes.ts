import { type CreateFulfillmentPayload, type FulfillmentAssignPayload, type FulfillmentStatusPayload } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted } from '../../platform/policy';
import { assignSchema, createFulfillmentSchema, getFulfillmentSchema, listFulfillmentSchema, statusSchemaBody, type FulfillmentListQuery } from './schemas';
import { assign, changeStatus, createFulfillment, getFulfillment, listFulfillment } from './service';

// The fulfillment area for its three roles; the scope of each (every
// institution for fulfillment agents, their institutions otherwise) is applied in every query.
const fulfillmentArea = permitted('fulfillment.work');

type IdParams = { id: number };

export async function fulfillmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: FulfillmentListQuery }>('/fulfillment', { schema: listFulfillmentSchema, config: { policy: fulfillmentArea } }, (request) => {
    const { page, limit, search, status, priority, assigned_to_me, date_from, date_to } = request.query;
    return listFulfillment(db, callerOf(request), { page, limit, search, status, priority, assignedToMe: assigned_to_me, dateFrom: date_from, dateTo: date_to });
  });

  app.get<{ Params: IdParams }>('/fulfillment/:id', { schema: getFulfillmentSchema, config: { policy: fulfillmentArea } }, (request) => getFulfillment(db, callerOf(request), request.params.id));

  app.put<{ Params: IdParams; Body: FulfillmentStatusPayload }>('/fulfillment/:id/status', { schema: statusSchemaBody, config: { policy: fulfillmentArea } }, (request) =>
    changeStatus(db, callerOf(request), request.params.id, request.body),
  );

  app.post<{ Params: IdParams; Body: FulfillmentAssignPayload }>('/fulfillment/:id/assign', { schema: assignSchema, config: { policy: fulfillmentArea } }, (request) =>
    assign(db, callerOf(request), request.params.id, request.body.assigned_to),
  );

  app.post<{ Body: CreateFulfillmentPayload }>('/fulfillment', { schema: createFulfillmentSchema, config: { policy: fulfillmentArea } }, async (request, reply) =>
    reply.code(201).send(await createFulfillment(db, callerOf(request), request.body)),
  );
}
