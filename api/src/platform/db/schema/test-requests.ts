import { EXTERNAL_LAB_STATUSES, REQUEST_STATUSES_WAITING_ON_STAFF, TEST_PRIORITIES, TEST_REQUEST_STATUSES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList } from './checks';
import { institutions } from './institutions';
import { patients } from './patients';
import { collectionDevices, labs, markers, panels, sampleTypes } from './reference';
import { users } from './users';

// one definition of each list, in @lab/shared (test-request-rules.ts)
export const PRIORITIES = TEST_PRIORITIES;
export { EXTERNAL_LAB_STATUSES, TEST_REQUEST_STATUSES };

export const testRequests = pgTable('test_requests', {
  id: serial('id').primaryKey(),
  patientId: integer('patient_id').notNull().references(() => patients.id),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  requestedBy: integer('requested_by').references(() => users.id),
  clinicianId: integer('clinician_id').references(() => users.id),
  testName: text('test_name').notNull(),
  category: text('category'),
  priority: text('priority').notNull().default('normal'),
  status: text('status').notNull().default('pending'),
  sampleTypeId: integer('sample_type_id').references(() => sampleTypes.id),
  panelId: integer('panel_id').references(() => panels.id),
  labId: integer('lab_id').references(() => labs.id),
  barcodeNumber: text('barcode_number'),
  department: text('department'),
  cmsPriority: text('cms_priority'),
  cmsStatus: text('cms_status'),
  notes: text('notes'),
  customData: jsonb('custom_data').$type<Record<string, unknown>>(),
  expectedTestDatetime: timestamp('expected_test_datetime', { withTimezone: true }),
  fulfillmentByPartner: boolean('fulfillment_by_partner').notNull().default(false),
  fulfillmentPartnerId: integer('fulfillment_partner_id').references(() => users.id),
  /** Set by Archive; archived requests leave the lists but keep their history. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** The order form's key for one queued test: a repeated POST with it answers the first request. */
  idempotencyKey: text('idempotency_key'),
  /**
   * What the list's search looks in (patient name, MRN, test name, barcode), lowercased,
   * kept by triggers (migration 0012).
   */
  searchText: text('search_text'),
  /**
   * The patient's MRN, kept by the same triggers (migration 0048): an institution's requests are
   * read in MRN order from their own prefix index when a search names an MRN.
   */
  patientMrn: text('patient_mrn'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('test_requests_priority_check', inList('priority', PRIORITIES)),
  check('test_requests_status_check', inList('status', TEST_REQUEST_STATUSES)),
  check('test_requests_partner_check', sql`fulfillment_by_partner or fulfillment_partner_id is null`),
  index('test_requests_institution_requested_idx').on(t.institutionId, t.requestedAt.desc().nullsFirst()),
  index('test_requests_requested_at_idx').on(t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('test_requests_status_idx').on(t.status, t.requestedAt.desc().nullsFirst()),
  index('test_requests_priority_idx').on(t.priority),
  // the list (newest first, archived left out): everyone's, one institution's, by status, by priority
  index('test_requests_listed_idx').on(t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  index('test_requests_institution_listed_idx').on(t.institutionId, t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  index('test_requests_status_listed_idx').on(t.status, t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  index('test_requests_institution_status_listed_idx').on(t.institutionId, t.status, t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  index('test_requests_priority_listed_idx').on(t.priority, t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  index('test_requests_institution_priority_listed_idx').on(t.institutionId, t.priority, t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  uniqueIndex('test_requests_idempotency_unique').on(t.requestedBy, t.idempotencyKey).where(sql`idempotency_key is not null`),
  index('test_requests_patient_idx').on(t.patientId),
  index('test_requests_clinician_idx').on(t.clinicianId),
  // a barcode names one physical kit, for ever
  uniqueIndex('test_requests_barcode_unique').on(t.barcodeNumber).where(sql`barcode_number is not null`),
  index('test_requests_expected_idx').on(t.expectedTestDatetime),
  // the tests still to remind of, soonest first: what reminders are scheduled for and monitoring's upcoming list
  index('test_requests_upcoming_idx')
    .on(t.expectedTestDatetime, t.id)
    .where(sql`archived_at is null and status in ('pending', 'approved', 'fulfilled', 'in_progress') and expected_test_datetime is not null`),
]);

export const testRequestMarkers = pgTable('test_request_markers', {
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id, { onDelete: 'cascade' }),
  markerId: integer('marker_id').notNull().references(() => markers.id),
}, (t) => [primaryKey({ columns: [t.testRequestId, t.markerId] })]);

/** device_selections: which collection devices, how many of each. */
/**
 * The words of each listed request's search text, kept by triggers (migration 0043): a search
 * counts the requests with a word starting with a typed word from a btree range, stopping at the
 * pager's cap. prev_word (the request's word just before, byte order) counts a request once.
 * sort_at is the request's requested_at, the list's order: a one-word search walks the words of
 * its first two letters in that order (the *_bucket_idx indexes, migration 0062).
 */
export const testRequestWords = pgTable('test_request_words', {
  requestId: integer('request_id').notNull(),
  institutionId: integer('institution_id').notNull(),
  word: text('word').notNull(),
  prevWord: text('prev_word'),
  sortAt: timestamp('sort_at', { withTimezone: true }).notNull(),
  // the list's filters, carried by both word indexes (migration 0068)
  status: text('status'),
  priority: text('priority'),
}, (t) => [
  index('test_request_words_word_idx').on(t.word, t.requestId),
  index('test_request_words_institution_idx').on(t.institutionId, t.word),
  // the words of the requests waiting on the laboratory's staff (migration 0070)
  index('test_request_words_waiting_idx').on(t.word, t.requestId).where(inList('status', REQUEST_STATUSES_WAITING_ON_STAFF)),
]);

export const testRequestDevices = pgTable('test_request_devices', {
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id, { onDelete: 'cascade' }),
  collectionDeviceId: integer('collection_device_id').notNull().references(() => collectionDevices.id),
  quantity: integer('quantity').notNull().default(1),
}, (t) => [primaryKey({ columns: [t.testRequestId, t.collectionDeviceId] }), check('test_request_devices_quantity_min', sql`quantity >= 1`)]);

/**
 * Dashboard figures per institution and UTC day, kept exact by statement triggers (migration
 * 0008) in the same transactions as the rows they count; institution 0 holds the provider-wide
 * count of new patients (a patient of two institutions is one new patient).
 */
export const dailyCounts = pgTable('daily_counts', {
  institutionId: integer('institution_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  testRequests: integer('test_requests').notNull().default(0),
  newPatients: integer('new_patients').notNull().default(0),
  completedResults: integer('completed_results').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.institutionId, t.day] }),
  // a provider-wide window reads every institution's days: by day, not the whole table
  index('daily_counts_day_idx').on(t.day),
]);

/**
 * Listed (not archived) test requests per institution, status and priority, kept exact by
 * statement triggers (migration 0012): any list total with or without a status or priority
 * filter is a sum of a few of these rows, never a count of millions.
 */
/**
 * Test requests sent to each lab (archived ones too), kept exact by statement triggers (migration
 * 0018): the CMS Labs tab's figure, which would otherwise count millions of rows per lab.
 */
/** Requests per lab and per institution they came from (a lab's figure shown to an institution counts only its own). */
export const labRequestCounts = pgTable('lab_request_counts', {
  labId: integer('lab_id').notNull(),
  institutionId: integer('institution_id').notNull().default(0),
  requests: integer('requests').notNull(),
}, (t) => [primaryKey({ columns: [t.labId, t.institutionId] })]);

export const testRequestCounts = pgTable('test_request_counts', {
  institutionId: integer('institution_id').notNull(),
  status: text('status').notNull(),
  priority: text('priority').notNull(),
  listed: integer('listed').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.status, t.priority] })]);

/**
 * A cancel whose notice is being sent: one row per request while the patient is told, so that
 * two cancels at once send one notice. Rows live seconds; a claim left by a crashed process is
 * taken over once it is older than the longest send.
 */
export const testRequestCancelClaims = pgTable('test_request_cancel_claims', {
  testRequestId: integer('test_request_id').primaryKey().references(() => testRequests.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
