import { INVENTORY_PATHS, type InventoryListQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { permitted } from '../../platform/policy';
import { adjustItemSchema, createItemSchema, getItemSchema, listInventorySchema, notifySchema, stockRequestSchema, updateItemSchema } from './schemas';
import { adjustItem, createItem, getItem, listInventory, notifyManagers, requestStock, updateItem, type InventoryDeps } from './service';

// The inventory area: reading for everyone who may open it; management for its
// three roles; stock requests for institution admins. Which items each may see and change is
// decided in the service (global items, the caller's institutions).
const reading = permitted('inventory.read');
const managing = permitted('inventory.manage');
const requesting = permitted('inventory.requestStock');

/** The query once validated: the schema's defaults filled page and limit in. */
type ListQuery = InventoryListQuery & Required<Pick<InventoryListQuery, 'page' | 'limit'>>;

export async function inventoryRoutes(app: FastifyInstance, deps: InventoryDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(INVENTORY_PATHS.list, { schema: listInventorySchema, config: { policy: reading } }, (request) => {
    const { page, limit, category, location, low_stock, search } = request.query as ListQuery;
    return listInventory(db, callerOf(request), { page, limit, category, location, lowStock: low_stock, search });
  });

  api.get(INVENTORY_PATHS.one, { schema: getItemSchema, config: { policy: reading } }, (request) => getItem(db, callerOf(request), request.params.id));

  api.post(INVENTORY_PATHS.list, { schema: createItemSchema, config: { policy: managing } }, async (request, reply) =>
    reply.code(201).send(await createItem(db, callerOf(request), request.body)),
  );

  api.put(INVENTORY_PATHS.one, { schema: updateItemSchema, config: { policy: managing } }, (request) =>
    updateItem(db, callerOf(request), request.params.id, request.body),
  );

  api.post(INVENTORY_PATHS.adjust, { schema: adjustItemSchema, config: { policy: managing } }, (request) =>
    adjustItem(db, callerOf(request), request.params.id, request.body),
  );

  api.post(INVENTORY_PATHS.notify, { schema: notifySchema, config: { policy: managing } }, (request) =>
    notifyManagers(deps, callerOf(request), request.params.id),
  );

  api.post(INVENTORY_PATHS.request, { schema: stockRequestSchema, config: { policy: requesting } }, (request) =>
    requestStock(deps, callerOf(request), request.params.id, request.body.quantity),
  );
}
