import * as t from '../platform/db/schema';
import { SeededRandom } from '../seed/demo-data/random';
import { STORAGE_LOCATIONS } from '../seed/demo-data/reference-data';
import type { GenerationContext, TableCounts } from './context';
import { INSTITUTION_PRODUCTS, PRODUCTS, type Product } from './inventory-catalogue';
import { pool } from './people';
import { contentSlot } from './test-catalogue';
import { below, DAY, epoch, intArray, pickFrom, run, soon, ts, weighted } from './sql-kit';

/** Every product is a stock line at each storage location: item id = product index * LOCATIONS + location + 1. */
const LOCATIONS = STORAGE_LOCATIONS.length;
/** Stock was first counted in this many days before the anchor, before any shipment. */
const LEDGER_DAYS = 760;
const RESTOCK_DAYS = 14;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const abbreviation = (text: string) => text.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();

/** About 200 stock lines (every product at every location, a few per institution); some below their threshold. */
export async function insertInventoryItems(ctx: GenerationContext): Promise<TableCounts> {
  const { db, plan, ref } = ctx;
  const rng = new SeededRandom(31337);
  const opened = new Date((plan.now - LEDGER_DAYS * DAY) * 1000);
  const rows: (typeof t.inventoryItems.$inferInsert)[] = [];
  const add = (product: Product, locationName: string, institutionId: number | null) => {
    const id = rows.length + 1;
    const threshold = rng.pick([5, 10, 10, 20, 25]);
    const available = rng.chance(0.1) ? rng.int(0, threshold) : rng.int(threshold * 2, threshold * 12);
    const received = new Date(opened.getTime() - rng.int(1, 20) * DAY * 1000);
    rows.push({
      id,
      itemName: product.name,
      itemSku: `${abbreviation(product.category)}-${abbreviation(product.name)}-${pad(id, 4)}`,
      itemDescription: product.description,
      category: product.category,
      storageLocationId: ref.location.get(locationName)!,
      quantityAvailable: available,
      quantityReserved: 0,
      minimumThreshold: threshold,
      poNumber: `PO-${received.getUTCFullYear()}-${pad(1000 + id * 7, 5)}`,
      purchaseDate: new Date(received.getTime() - 7 * DAY * 1000).toISOString().slice(0, 10),
      receivedDate: received.toISOString().slice(0, 10),
      institutionId,
      createdAt: opened,
      updatedAt: opened,
    });
  };
  for (const product of PRODUCTS) for (const location of STORAGE_LOCATIONS) add(product, location.name, null);
  for (const place of ctx.places) for (const product of INSTITUTION_PRODUCTS) add({ ...product, name: `${product.name} (${place.name})` }, 'Satellite Location', place.id);
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.inventoryItems).values(rows.slice(i, i + 500));
  return { inventory_items: rows.length };
}

/**
 * A kit shipment for about one request in ten, in a status that fits the request (approved:
 * pending or assigned; fulfilled recently: dispatched; done: delivered; cancelled: mostly
 * cancelled). Shipped ones carry tracking numbers and dates; the kit matches the request's device.
 * Each request is in its test request's institution (a trigger sets it as well). The kits of the
 * pending and assigned ones are reserved: an item holds at least what it reserves.
 */
export async function insertFulfillment(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, catalogue, people } = ctx;
  const clientAdmins = pool(people.clientAdmins);
  const agents = intArray(people.agents);
  const count = await ctx.load.insert(
    'fulfillment_requests',
    `INSERT INTO fulfillment_requests (id, test_request_id, institution_id, inventory_item_id, quantity_requested, status, priority, requested_by, assigned_to,
       tracking_number, barcode_number, dispatch_date, delivery_date, notes, created_at, updated_at)
     SELECT row_number() OVER (ORDER BY d.id), d.id, d.institution_id, c.kit_product * ${LOCATIONS} + 1 + ${below('d.id', 402, LOCATIONS)},
       CASE WHEN ${below('d.id', 403, 100)} < 85 THEN 1 ELSE 2 END, d.status, d.priority,
       ${intArray(clientAdmins.values)}[(d.institution_id - 1) * ${clientAdmins.width} + 1 + ${below('d.id', 404, clientAdmins.width)}],
       CASE WHEN d.status <> 'pending' THEN ${pickFrom(agents, people.agents.length, 'd.id', 405)} END,
       CASE WHEN d.dispatched IS NOT NULL THEN 'RM' || lpad(((d.id::bigint * 7919 + 13) % 1000000000)::text, 9, '0') || 'GB' END,
       d.barcode_number, ${ts('d.dispatched')}, ${ts('d.delivered')},
       CASE WHEN d.status = 'cancelled' THEN CASE WHEN ${below('d.id', 406, 2)} = 0 THEN 'Patient requested cancellation' ELSE 'Test request cancelled' END END,
       ${ts('d.created')}, ${ts('coalesce(d.delivered, d.dispatched, d.created)')}
     FROM (
       SELECT s.*, CASE WHEN s.status = 'delivered' THEN ${soon(plan.now, 's.dispatched', `(1 + ${below('s.id', 407, 3)}) * ${DAY}`)} END AS delivered
       FROM (
         SELECT f.*, CASE WHEN f.status IN ('dispatched', 'delivered') THEN ${soon(plan.now, 'f.created', `(18 + ${below('f.id', 408, 30)}) * 3600`)} END AS dispatched
         FROM (
           SELECT tr.id, tr.institution_id, tr.priority, tr.barcode_number,
             ${soon(plan.now, epoch('tr.requested_at'), `(10 + ${below('tr.id', 409, 230)}) * 60`)} AS created,
             CASE tr.status
               WHEN 'approved' THEN ${weighted('tr.id', 410, [['pending', 50], ['assigned', 50]])}
               WHEN 'fulfilled' THEN CASE WHEN tr.requested_at > ${ts(String(plan.now - 10 * DAY))} THEN 'dispatched' ELSE 'delivered' END
               WHEN 'cancelled' THEN ${weighted('tr.id', 411, [['cancelled', 70], ['delivered', 30]])}
               ELSE 'delivered' END AS status
           FROM test_requests tr
           WHERE tr.status <> 'pending' AND ${below('tr.id', 401, 100)} < ${plan.fulfillmentPercent}
           OFFSET 0
         ) f OFFSET 0
       ) s OFFSET 0
     ) d
     JOIN ${catalogue.slots} ON c.pattern = (d.institution_id - 1) % 3 AND c.slot = ${contentSlot('d.id')}`,
  );
  // stock set aside for the kits not yet shipped; an item short of it was counted up to it (the
  // ledger's final stock count brings it there, and its last row reserves it)
  await run(
    ctx.db,
    `UPDATE inventory_items i SET quantity_available = greatest(i.quantity_available, o.quantity), quantity_reserved = o.quantity
     FROM (SELECT inventory_item_id, sum(quantity_requested) AS quantity FROM fulfillment_requests WHERE status IN ('pending', 'assigned') GROUP BY inventory_item_id) o
     WHERE o.inventory_item_id = i.id`,
  );
  return { fulfillment_requests: count };
}

/**
 * The stock ledger: opening stock, a restock every fortnight of what that fortnight shipped,
 * one adjustment per kit shipped, a final stock count, and last the reservation of the kits still
 * to ship (pending and assigned requests). Every quantity_after is the running sum of the deltas,
 * never negative, every reserved_after the running sum of the reserved deltas, and an item's last
 * row (its highest id) states its quantity_available and quantity_reserved.
 */
export async function insertInventoryLedger(ctx: GenerationContext): Promise<TableCounts> {
  const { plan } = ctx;
  const actorId = ctx.people.agents[0];
  const start = plan.now - LEDGER_DAYS * DAY;
  const fortnight = RESTOCK_DAYS * DAY;
  const adjustments = await ctx.load.insert(
    'inventory_adjustments',
    `WITH shipped AS (
       SELECT inventory_item_id AS item, ${epoch('dispatch_date')} AS at, -quantity_requested AS delta, id AS fulfillment_id, assigned_to AS actor
       FROM fulfillment_requests WHERE status IN ('dispatched', 'delivered')
     ), fortnights AS (
       SELECT item, floor((at - ${start}) / ${fortnight})::int AS n, -sum(delta)::int AS used FROM shipped GROUP BY 1, 2
     ), opening AS (
       SELECT i.id AS item, i.quantity_available AS target, coalesce(max(f.used), 0) + 20 + ${below('i.id', 501, 60)} AS stock
       FROM inventory_items i LEFT JOIN fortnights f ON f.item = i.id GROUP BY i.id
     ), events AS (
       SELECT item, ${start}::float8 AS at, 0 AS kind, stock AS delta, 0 AS reserved_delta, 'Opening stock' AS reason, NULL::int AS fulfillment_id, ${actorId} AS actor FROM opening
       UNION ALL
       SELECT item, ${start}::float8 + n * ${fortnight}, 1, used, 0, 'Restock: delivery received', NULL, ${actorId} FROM fortnights
       UNION ALL
       SELECT item, at, 2, delta, 0, 'Kit dispatched', fulfillment_id, actor FROM shipped
       UNION ALL
       SELECT item, ${plan.now}::float8, 3, target - stock, 0, CASE WHEN target > stock THEN 'Stock count correction' ELSE 'Expired stock written off' END, NULL, ${actorId}
       FROM opening WHERE target <> stock
       UNION ALL
       SELECT i.id, ${plan.now}::float8, 4, 0, i.quantity_reserved, 'Reserved for open shipments', NULL, ${actorId}
       FROM inventory_items i WHERE i.quantity_reserved > 0
     )
     INSERT INTO inventory_adjustments (id, inventory_item_id, delta, quantity_after, reserved_delta, reserved_after, reason, fulfillment_request_id, actor_user_id, created_at)
     SELECT n, item, delta, sum(delta) OVER w, reserved_delta, sum(reserved_delta) OVER w, reason, fulfillment_id, actor, ${ts('at')}
     FROM (SELECT e.*, row_number() OVER (ORDER BY at, kind, item, fulfillment_id) AS n FROM events e) numbered
     WINDOW w AS (PARTITION BY item ORDER BY n)`,
  );
  // an item was last changed by its last adjustment
  await run(
    ctx.db,
    `UPDATE inventory_items i SET updated_at = a.last_change
     FROM (SELECT inventory_item_id, max(created_at) AS last_change FROM inventory_adjustments GROUP BY inventory_item_id) a
     WHERE a.inventory_item_id = i.id`,
  );
  return { inventory_adjustments: adjustments };
}
