import { INVENTORY_CATEGORIES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList } from './checks';
import { institutions } from './institutions';
import { storageLocations } from './reference';
import { users } from './users';

export { INVENTORY_CATEGORIES };

/** Stock can never go negative, nor more be reserved than is available (CHECKs below). */
export const inventoryItems = pgTable('inventory_items', {
  id: serial('id').primaryKey(),
  itemName: text('item_name').notNull(),
  itemSku: text('item_sku').notNull(),
  itemDescription: text('item_description'),
  category: text('category').notNull().default('Test Kits'),
  storageLocationId: integer('storage_location_id').references(() => storageLocations.id),
  quantityAvailable: integer('quantity_available').notNull().default(0),
  quantityReserved: integer('quantity_reserved').notNull().default(0),
  minimumThreshold: integer('minimum_threshold').notNull().default(10),
  poNumber: text('po_number').notNull(),
  purchaseDate: date('purchase_date', { mode: 'string' }),
  receivedDate: date('received_date', { mode: 'string' }),
  /** Null means a global item. */
  institutionId: integer('institution_id').references(() => institutions.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('inventory_items_sku_unique').on(t.itemSku),
  check('inventory_items_category_check', inList('category', INVENTORY_CATEGORIES)),
  check('inventory_items_available_non_negative', sql`quantity_available >= 0`),
  check('inventory_items_reserved_range', sql`quantity_reserved >= 0 and quantity_reserved <= quantity_available`),
  check('inventory_items_threshold_non_negative', sql`minimum_threshold >= 0`),
  index('inventory_items_category_idx').on(t.category),
  index('inventory_items_location_idx').on(t.storageLocationId),
  index('inventory_items_institution_idx').on(t.institutionId),
  index('inventory_items_low_stock_idx').on(sql`(quantity_available - minimum_threshold)`),
  index('inventory_items_name_idx').on(t.itemName),
]);

/** Append-only ledger of every stock change (a trigger refuses UPDATE and DELETE). */
export const inventoryAdjustments = pgTable('inventory_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  inventoryItemId: integer('inventory_item_id').notNull().references(() => inventoryItems.id),
  /** Change of quantity_available. */
  delta: integer('delta').notNull(),
  quantityAfter: integer('quantity_after').notNull(),
  /** Change of quantity_reserved (a reservation, its release, a dispatch). */
  reservedDelta: integer('reserved_delta').notNull().default(0),
  reservedAfter: integer('reserved_after').notNull().default(0),
  reason: text('reason').notNull(),
  fulfillmentRequestId: integer('fulfillment_request_id'),
  actorUserId: integer('actor_user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('inventory_adjustments_changes_something', sql`delta <> 0 or reserved_delta <> 0`),
  check('inventory_adjustments_after_non_negative', sql`quantity_after >= 0`),
  check('inventory_adjustments_reserved_after_range', sql`reserved_after >= 0 and reserved_after <= quantity_after`),
  check('inventory_adjustments_reason_not_blank', sql`btrim(reason) <> ''`),
  index('inventory_adjustments_item_idx').on(t.inventoryItemId, t.createdAt.desc().nullsFirst()),
  index('inventory_adjustments_item_latest_idx').on(t.inventoryItemId, t.id.desc().nullsFirst()),
]);
