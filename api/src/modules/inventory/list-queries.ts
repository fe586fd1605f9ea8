// The inventory list: a catalogue of stock lines (hundreds, not millions), so one statement reads
// the page, its total, the scope's tiles and the low-stock panel. Global items are in every scope.
import { LOW_STOCK_PANEL_ITEMS, toPagination, type InventoryCategory, type InventoryItem, type InventoryPage, type InventorySummary } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { pageWindow } from '../../platform/db/list-page';
import { classifyTerm, textMatches } from '../../platform/db/search';
import { queryRows } from '../../platform/db/query';
import { itemColumns, itemJoins, toItem, visibleItems } from './item-row';

export interface InventoryListOptions {
  page: number;
  limit: number;
  category?: InventoryCategory;
  location?: string;
  lowStock?: boolean;
  search?: string;
}


function filters(options: InventoryListOptions): SQL[] {
  const conditions: SQL[] = [];
  if (options.category) conditions.push(sql`i.category = ${options.category}`);
  if (options.location) conditions.push(sql`sl.name = ${options.location}`);
  if (options.lowStock) conditions.push(sql`i.quantity_available <= i.minimum_threshold`);
  const term = classifyTerm(options.search);
  // the catalogue is hundreds of items: the words of name, SKU, description and PO number, row by row
  if (term) conditions.push(textMatches(sql`lower(i.item_name || ' ' || i.item_sku || ' ' || coalesce(i.item_description, '') || ' ' || coalesce(i.po_number, ''))`, term));
  return conditions;
}

type Row = InventoryItem & { list_total: number | string; panel: boolean; ord: number | string };

export async function selectInventoryPage(db: Db, scope: Scope, options: InventoryListOptions): Promise<InventoryPage> {
  const { page, limit } = options;
  const matching = sql.join([visibleItems(scope), ...filters(options)], sql` and `);
  const [rows, [summary]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`with matched as (select ${itemColumns} from inventory_items i ${itemJoins} where ${matching}),
          listed as (select m.*, false as panel, (select count(*) from matched) as list_total, row_number() over (order by m.item_name, m.id) as ord
                     from matched m order by m.item_name, m.id ${pageWindow({ page, limit })}),
          low as (select ${itemColumns}, true as panel, 0 as list_total,
                    row_number() over (order by i.quantity_available - i.minimum_threshold, i.item_name, i.id) as ord from inventory_items i ${itemJoins}
                  where ${visibleItems(scope)} and i.quantity_available <= i.minimum_threshold
                  order by i.quantity_available - i.minimum_threshold, i.item_name, i.id limit ${LOW_STOCK_PANEL_ITEMS})
          select * from listed union all select * from low order by panel, ord`,
    ),
    queryRows<Record<keyof InventorySummary, number | string>>(
      db,
      sql`select count(*) as total_items, count(*) filter (where i.quantity_available <= i.minimum_threshold) as low_stock,
            coalesce(sum(i.quantity_reserved), 0) as reserved, coalesce(sum(i.quantity_available), 0) as available
          from inventory_items i where ${visibleItems(scope)}`,
    ),
  ]);
  const listed = rows.filter((r) => !r.panel);
  const total = listed.length ? Number(listed[0].list_total) : page === 1 ? 0 : await countMatching(db, matching);
  const strip = ({ list_total: _total, panel: _panel, ord: _ord, ...item }: Row) => toItem(item);
  return {
    inventory: listed.map(strip),
    pagination: toPagination(page, limit, { matches: total, exact: true }),
    summary: {
      total_items: Number(summary.total_items),
      low_stock: Number(summary.low_stock),
      reserved: Number(summary.reserved),
      available: Number(summary.available),
    },
    low_stock_items: rows.filter((r) => r.panel).map(strip),
  };
}

/** A page past the end has no row to carry the total. */
async function countMatching(db: Db, matching: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from inventory_items i ${itemJoins} where ${matching}`);
  return Number(row.n);
}
