import { FULFILLMENT_STATUSES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { inList } from './checks';
import { inventoryItems } from './inventory';
import { PRIORITIES, testRequests } from './test-requests';
import { users } from './users';
import { keptWordsTable } from './kept-words';

export { FULFILLMENT_STATUSES };

export const fulfillmentRequests = pgTable('fulfillment_requests', {
  id: serial('id').primaryKey(),
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id),
  /** Always the test request's institution (kept by triggers): the list's scope and indexes. */
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
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
  /** The test request's search text and the tracking number, kept by triggers (0014): the list's trigram search. */
  searchText: text('search_text'),
  /** The request's copy of the patient's MRN, kept by the same trigger (migration 0050): the list's MRN ranges. */
  patientMrn: text('patient_mrn'),
  /** The request's kit barcode, kept by the same trigger (migration 0055): the list's barcode ranges. */
  requestBarcode: text('request_barcode'),
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
  index('fulfillment_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_priority_listed_idx').on(t.priority, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_institution_priority_listed_idx').on(t.institutionId, t.priority, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_assigned_idx').on(t.assignedTo, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_institution_assigned_idx').on(t.institutionId, t.assignedTo, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_institution_listed_idx').on(t.institutionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_institution_status_listed_idx').on(t.institutionId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_tracking_idx').on(t.trackingNumber),
  index('fulfillment_requests_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_institution_updated_idx').on(t.institutionId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('fulfillment_requests_replaces_idx').on(t.replacesRequestId),
  index('fulfillment_requests_test_request_idx').on(t.testRequestId),
  index('fulfillment_requests_item_idx').on(t.inventoryItemId, t.createdAt.desc().nullsFirst()),
]);

/** Tiles and totals of the fulfillment list: requests per institution, status and priority (0069), kept by statement triggers (0014). */
export const fulfillmentCounts = pgTable('fulfillment_counts', {
  institutionId: integer('institution_id').notNull(),
  status: text('status').notNull(),
  priority: text('priority').notNull(),
  listed: integer('listed').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.status, t.priority] })]);

/** The words of each row's search text (kept-words.ts). */
export const fulfillmentRequestWords = keptWordsTable('fulfillment_request_words', 'fulfillment_id', 'integer', ['status', 'priority']);
