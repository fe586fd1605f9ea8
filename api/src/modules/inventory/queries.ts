// One inventory item: its detail (recent shipments and stock movements), its row for a change, and
// the writes of the form. Stock itself changes only through stock-ledger.ts.
import { ITEM_RECENT_ROWS, type InventoryItem, type InventoryItemDetail, type ItemFulfillmentRequest, type StockMovement } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { itemColumns, itemJoins, toItem, visibleItems } from './item-row';

/** The item, when it exists and the caller sees it (global, or of their institutions). */
export async function selectItem(db: Db, scope: Scope, id: number): Promise<InventoryItem | null> {
  const [row] = await queryRows<InventoryItem>(db, sql`select ${itemColumns} from inventory_items i ${itemJoins} where i.id = ${id} and ${visibleItems(scope)}`);
  return row ? toItem(row) : null;
}

export async function selectItemDetail(db: Db, scope: Scope, id: number): Promise<InventoryItemDetail | null> {
  const item = await selectItem(db, scope, id);
  if (!item) return null;
  const [requests, movements] = await Promise.all([
    queryRowsPrepared<ItemFulfillmentRequest>(
      db,
      sql`select f.id, f.test_request_id, f.quantity_requested, f.status, f.priority, p.first_name as patient_first_name, p.last_name as patient_last_name,
            inst.name as institution_name, f.created_at
          from fulfillment_requests f
          join test_requests tr on tr.id = f.test_request_id join patients p on p.id = tr.patient_id join institutions inst on inst.id = f.institution_id
          where f.inventory_item_id = ${id} and ${scopeCondition(sql`f.institution_id`, scope)} order by f.created_at desc, f.id desc limit ${ITEM_RECENT_ROWS}`,
    ),
    queryRowsPrepared<StockMovement>(
      db,
      sql`select a.id, a.delta, a.reserved_delta, a.quantity_after, a.reserved_after, a.reason, a.fulfillment_request_id,
            nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name, a.created_at
          from inventory_adjustments a left join users u on u.id = a.actor_user_id
          where a.inventory_item_id = ${id} order by a.id desc limit ${ITEM_RECENT_ROWS}`,
    ),
  ]);
  return {
    ...item,
    recent_fulfillment_requests: requests.map((r) => ({ ...r, created_at: isoOrNull(r.created_at)! })),
    recent_movements: movements.map((m) => ({ ...m, id: Number(m.id), created_at: isoOrNull(m.created_at)! })),
  };
}

export interface ItemFields {
  itemName: string;
  itemSku: string;
  itemDescription: string | null;
  category: string;
  storageLocationId: number | null;
  minimumThreshold: number;
  poNumber: string;
  purchaseDate: string | null;
  receivedDate: string | null;
  institutionId: number | null;
}

const fieldValues = (f: ItemFields) => sql`${f.itemName}, ${f.itemSku}, ${f.itemDescription}, ${f.category}, ${f.storageLocationId}, ${f.minimumThreshold},
  ${f.poNumber}, ${f.purchaseDate}::date, ${f.receivedDate}::date, ${f.institutionId}`;

/** A new item with no stock yet (its opening stock is a ledger change); null when the SKU is taken. */
export async function insertItem(tx: Db, fields: ItemFields): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into inventory_items (item_name, item_sku, item_description, category, storage_location_id, minimum_threshold, po_number, purchase_date, received_date, institution_id)
        values (${fieldValues(fields)}) on conflict (item_sku) do nothing returning id`,
  );
  return row ? row.id : null;
}

/** The item's fields (not its stock); false when the SKU is another item's. */
export async function updateItemFields(tx: Db, id: number, f: ItemFields): Promise<boolean> {
  const [taken] = await queryRows<{ id: number }>(tx, sql`select id from inventory_items where item_sku = ${f.itemSku} and id <> ${id}`);
  if (taken) return false;
  await queryRows(
    tx,
    sql`update inventory_items set item_name = ${f.itemName}, item_sku = ${f.itemSku}, item_description = ${f.itemDescription}, category = ${f.category},
          storage_location_id = ${f.storageLocationId}, minimum_threshold = ${f.minimumThreshold}, po_number = ${f.poNumber},
          purchase_date = ${f.purchaseDate}::date, received_date = ${f.receivedDate}::date, institution_id = ${f.institutionId}, updated_at = now()
        where id = ${id}`,
  );
  return true;
}

/** The active storage location of that name offered to the item's institution (a shared one, or the institution's own). */
export async function selectLocationId(db: Db, name: string, institutionId: number | null): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from storage_locations where name = ${name} and active and (owner_institution_id is null or owner_institution_id = ${institutionId})`,
  );
  return row ? row.id : null;
}

export interface ManagerCandidate {
  email: string;
  name: string;
  role: string;
  permissions: string[];
  institution_id: number | null;
}

/** Active users of the given roles (the service keeps those who may manage the item). */
export async function selectActiveUsersOfRoles(db: Db, roles: readonly string[]): Promise<ManagerCandidate[]> {
  return queryRows(
    db,
    sql`select u.email, btrim(u.first_name || ' ' || u.last_name) as name, u.role, u.permissions, u.institution_id from users u
        where u.is_active and u.role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)}) order by u.id`,
  );
}
