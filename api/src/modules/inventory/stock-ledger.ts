// The one way stock changes. Each change is a single statement: the item's row is updated only
// when the result stays valid (stock never below zero, reserved never below zero nor above the
// stock), and the ledger row stating who, why and the quantities after is inserted from the
// updated row. The UPDATE takes the item's row lock, and PostgreSQL re-checks the WHERE against
// the latest committed row after waiting for it (READ COMMITTED), so concurrent changes apply one
// after the other and a change that no longer fits is refused, never applied. A deferred trigger
// (migration 0014) refuses at commit any stock change that has no ledger row.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

export interface StockChange {
  itemId: number;
  /** Change of quantity_available. */
  delta: number;
  /** Change of quantity_reserved. */
  reservedDelta: number;
  reason: string;
  fulfillmentRequestId?: number | null;
  actorUserId: number;
}

export interface StockLevel {
  quantity_available: number;
  quantity_reserved: number;
}

/**
 * Applies the change and writes its ledger row, inside the caller's transaction. Answers the
 * levels after it, or null when it was refused (the item is missing, or the change would break a
 * rule); nothing is written then.
 */
export async function applyStockChange(tx: Db, change: StockChange): Promise<StockLevel | null> {
  const { itemId, delta, reservedDelta, reason, actorUserId } = change;
  const [row] = await queryRows<{ quantity_after: number; reserved_after: number }>(
    tx,
    sql`with changed as (
          update inventory_items
          set quantity_available = quantity_available + ${delta}, quantity_reserved = quantity_reserved + ${reservedDelta}, updated_at = now()
          where id = ${itemId}
            and quantity_available + ${delta} >= 0
            and quantity_reserved + ${reservedDelta} >= 0
            and quantity_reserved + ${reservedDelta} <= quantity_available + ${delta}
          returning id, quantity_available, quantity_reserved)
        insert into inventory_adjustments (inventory_item_id, delta, quantity_after, reserved_delta, reserved_after, reason, fulfillment_request_id, actor_user_id)
        select id, ${delta}, quantity_available, ${reservedDelta}, quantity_reserved, ${reason}, ${change.fulfillmentRequestId ?? null}, ${actorUserId} from changed
        returning quantity_after, reserved_after`,
  );
  return row ? { quantity_available: Number(row.quantity_after), quantity_reserved: Number(row.reserved_after) } : null;
}

/** The item's stock as committed now (to explain a refusal). */
export async function selectStockLevel(db: Db, itemId: number): Promise<StockLevel | null> {
  const [row] = await queryRows<StockLevel>(db, sql`select quantity_available, quantity_reserved from inventory_items where id = ${itemId}`);
  return row ? { quantity_available: Number(row.quantity_available), quantity_reserved: Number(row.quantity_reserved) } : null;
}
