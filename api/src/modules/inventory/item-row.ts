// One inventory item as the API answers it (list rows, the detail, the low-stock panel).
import type { InventoryItem, Scope } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { isoOrNull } from '../../platform/db/row-values';

/** The columns of an item `i`, with its location `sl` and institution `inst` (see itemJoins). */
export const itemColumns = sql`i.id, i.item_name, i.item_sku, i.item_description, i.category, sl.name as location,
  i.quantity_available, i.quantity_reserved, i.minimum_threshold, i.po_number,
  to_char(i.purchase_date, 'YYYY-MM-DD') as purchase_date, to_char(i.received_date, 'YYYY-MM-DD') as received_date,
  i.institution_id, inst.name as institution_name, i.created_at, i.updated_at`;

export const itemJoins = sql`left join storage_locations sl on sl.id = i.storage_location_id left join institutions inst on inst.id = i.institution_id`;

export function toItem(row: InventoryItem): InventoryItem {
  return {
    ...row,
    quantity_available: Number(row.quantity_available),
    quantity_reserved: Number(row.quantity_reserved),
    minimum_threshold: Number(row.minimum_threshold),
    created_at: isoOrNull(row.created_at)!,
    updated_at: isoOrNull(row.updated_at)!,
  };
}

/** Items the caller sees: global ones and those of their institutions. */
export function visibleItems(scope: Scope) {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`i.institution_id is null`;
  return sql`(i.institution_id is null or i.institution_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)}))`;
}
