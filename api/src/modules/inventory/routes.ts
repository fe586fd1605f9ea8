import { type InventoryAdjustPayload, type InventoryItemPayload, type StockRequestPayload } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { permitted } from '../../platform/policy';
import { adjustItemSchema, createItemSchema, getItemSchema, listInventorySchema, notifySchema, stockRequestSchema, updateItemSchema, type InventoryListQuery } from './schemas';
import { adjustItem, createItem, getItem, listInventory, notifyManagers, requestStock, updateItem, type InventoryDeps } from './service';

// The inventory area: reading for everyone who may open it; management for its
// three roles; stock requests for institution admins. Which items each may see and change is
// decided in the service (global items, the caller's institutions).
const reading = permitted('inventory.read');
const managing = permitted('inventory.manage');
const requesting = permitted('inventory.requestStock');

type IdParams = { id: number };

export async function inventoryRoutes(app: FastifyInstance, deps: InventoryDeps) {
  const { db } = deps;
  app.get<{ Querystring: InventoryListQuery }>('/inventory', { schema: listInventorySchema, config: { policy: reading } }, (request) => {
    const { page, limit, category, location, low_stock, search } = request.query;
    return listInventory(db, callerOf(request), { page, limit, category, location, lowStock: low_stock, search });
  });

  app.get<{ Params: IdParams }>('/inventory/:id', { schema: getItemSchema, config: { policy: reading } }, (request) => getItem(db, callerOf(request), request.params.id));

  app.post<{ Body: InventoryItemPayload }>('/inventory', { schema: createItemSchema, config: { policy: managing } }, async (request, reply) =>
    reply.code(201).send(await createItem(db, callerOf(request), request.body)),
  );

  app.put<{ Params: IdParams; Body: InventoryItemPayload }>('/inventory/:id', { schema: updateItemSchema, config: { policy: managing } }, (request) =>
    updateItem(db, callerOf(request), request.params.id, request.body),
  );

  app.post<{ Params: IdParams; Body: InventoryAdjustPayload }>('/inventory/:id/adjust', { schema: adjustItemSchema, config: { policy: managing } }, (request) =>
    adjustItem(db, callerOf(request), request.params.id, request.body),
  );

  app.post<{ Params: IdParams }>('/inventory/:id/notify', { schema: notifySchema, config: { policy: managing } }, (request) =>
    notifyManagers(deps, callerOf(request), request.params.id),
  );

  app.post<{ Params: IdParams; Body: StockRequestPayload }>('/inventory/:id/request', { schema: stockRequestSchema, config: { policy: requesting } }, (request) =>
    requestStock(deps, callerOf(request), request.params.id, request.body.quantity),
  );
}
