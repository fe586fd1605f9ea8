import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './checks';
import { inventoryItems } from './inventory';
import { PRIORITIES, testRequests } from './test-requests';
import { users } from './users';

export const FULFILLMENT_STATUSES = ['pending', 'assigned', 'dispatched', 'delivered', 'cancelled'] as const;

export const fulfillmentRequests = pgTable('fulfillment_requests', {
  id: serial('id').primaryKey(),
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id),
  inventoryItemId: integer('inventory_item_id').notNull().references(() => inventoryItems.id),
  quantityRequested: integer('quantity_requested').notNull(),
  status: text('status').notNull().default('pending'),
  priority: text('priority').notNull().default('normal'),
  requestedBy: integer('requested_by').references(() => users.id),
  assignedTo: integer('assigned_to').references(() => users.id),
  trackingNumber: text('tracking_number'),
  barcodeNumber: text('barcode_number'),
  dispatchDate: timestamp('dispatch_date', { withTimezone: true }),
  deliveryDate: timestamp('delivery_date', { withTimezone: true }),
  notes: text('notes'),
  /** The cancelled request this one replaces. */
  replacesRequestId: integer('replaces_request_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ columns: [t.replacesRequestId], foreignColumns: [t.id], name: 'fulfillment_requests_replaces_fk' }),
  check('fulfillment_requests_status_check', inList('status', FULFILLMENT_STATUSES)),
  check('fulfillment_requests_priority_check', inList('priority', PRIORITIES)),
  check('fulfillment_requests_quantity_min', sql`quantity_requested >= 1`),
  check('fulfillment_requests_tracking_when_shipped', sql`status not in ('dispatched', 'delivered') or btrim(coalesce(tracking_number, '')) <> ''`),
  index('fulfillment_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  index('fulfillment_requests_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_assigned_idx').on(t.assignedTo),
  index('fulfillment_requests_test_request_idx').on(t.testRequestId),
  index('fulfillment_requests_item_idx').on(t.inventoryItemId, t.createdAt.desc().nullsFirst()),
]);
