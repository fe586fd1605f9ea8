import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, nullOrInList } from './checks';
import { institutions } from './institutions';
import { keptWordsTable } from './kept-words';
import { EXTERNAL_LAB_STATUSES, testRequests } from './test-requests';
import { users } from './users';

export const RESULT_STATUSES = ['draft', 'reviewed', 'final', 'amended'] as const;

/**
 * A result's identity and current state. Its content lives in test_result_versions, which is
 * append-only (migration trigger): a final result is never edited in place, an amendment adds
 * a version with its author, time and reason.
 */
export const testResults = pgTable('test_results', {
  id: serial('id').primaryKey(),
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id),
  /** Its request's institution, kept by triggers (migration 0013): the list walks it per institution. */
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  status: text('status').notNull().default('draft'),
  currentVersion: integer('current_version').notNull().default(1),
  enteredBy: integer('entered_by').references(() => users.id),
  enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  externalApiStatus: text('external_api_status'),
  externalLabId: text('external_lab_id'),
  apiOrderSubmittedAt: timestamp('api_order_submitted_at', { withTimezone: true }),
  apiResultsReceivedAt: timestamp('api_results_received_at', { withTimezone: true }),
  hasExternalResults: boolean('has_external_results').notNull().default(false),
  /** The external order: which provider it went to, when the lab had the sample, when we last asked, why it failed. */
  externalProvider: text('external_provider'),
  externalSampleReceivedAt: timestamp('external_sample_received_at', { withTimezone: true }),
  externalLastSyncAt: timestamp('external_last_sync_at', { withTimezone: true }),
  externalFailureReason: text('external_failure_reason'),
  /** Who last changed the values (the four-eyes rule keeps them, with the one who entered, from releasing). */
  valuesBy: integer('values_by').references(() => users.id),
  /** Who moved it to final, when, and the comment that confirmed a failed delta check. */
  releasedBy: integer('released_by').references(() => users.id),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  releaseComment: text('release_comment'),
  /** A critical value of the current content has no recorded call-back: the list's filter and the dashboard's count. */
  criticalUnacknowledged: boolean('critical_unacknowledged').notNull().default(false),
  /** Its request's search text, kept by triggers (migration 0042): a results search reads it from the walked row. */
  searchText: text('search_text'),
  /** The request's copy of the patient's MRN, kept by the same triggers (migration 0051): the list's MRN ranges. */
  patientMrn: text('patient_mrn'),
  /** The request's kit barcode, kept by the same triggers (migration 0058): the list's barcode ranges. */
  requestBarcode: text('request_barcode'),
  /**
   * Which order at the lab this is: 1 sends REQ-000123, 2 REQ-000123-2 and so on. It goes up when
   * the lab rejected, cancelled or failed the previous order, so a new one is not found as the dead one.
   */
  externalOrderVersion: integer('external_order_version').notNull().default(1),
  /**
   * The last call to the lab that gave no usable answer (unreachable, timeout, error, malformed):
   * it never changes the order's status, only when to try again (back-off).
   */
  externalLastAttemptAt: timestamp('external_last_attempt_at', { withTimezone: true }),
  externalAttemptError: text('external_attempt_error'),
  externalFailedAttempts: integer('external_failed_attempts').notNull().default(0),
  externalNextAttemptAt: timestamp('external_next_attempt_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('test_results_status_check', inList('status', RESULT_STATUSES)),
  check('test_results_external_status_check', nullOrInList('external_api_status', EXTERNAL_LAB_STATUSES)),
  check('test_results_version_min', sql`current_version >= 1`),
  check('test_results_external_order_version_min', sql`external_order_version >= 1`),
  // a test request has at most one result (its amendments are versions of it)
  uniqueIndex('test_results_request_unique').on(t.testRequestId),
  index('test_results_status_idx').on(t.status, t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // the newest-first walks' indexes also carry search_text (INCLUDE, migration 0046): a search walk is index-only
  index('test_results_entered_at_idx').on(t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('test_results_institution_listed_idx').on(t.institutionId, t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('test_results_institution_status_listed_idx').on(t.institutionId, t.status, t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // the recent-activity card: the results changed last
  index('test_results_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('test_results_institution_updated_idx').on(t.institutionId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // the few results waiting for a call-back, newest first, per institution
  index('test_results_critical_open_idx').on(t.institutionId, t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`critical_unacknowledged`),
]);

/** Results per institution and status, kept exact by statement triggers (migration 0013): the list's tiles and totals. */
export const testResultCounts = pgTable('test_result_counts', {
  institutionId: integer('institution_id').notNull(),
  status: text('status').notNull(),
  listed: integer('listed').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.status] })]);

export const testResultVersions = pgTable('test_result_versions', {
  id: serial('id').primaryKey(),
  resultId: integer('result_id').notNull().references(() => testResults.id),
  version: integer('version').notNull(),
  status: text('status').notNull(),
  resultData: text('result_data').notNull(),
  resultValues: jsonb('result_values').$type<unknown>(),
  interpretation: text('interpretation'),
  authorId: integer('author_id').references(() => users.id),
  /** Why an amendment was made; required for amended versions. */
  reason: text('reason'),
  /** Where the content came from: typed in, an instrument's HL7 message, the external lab's report. */
  source: text('source').notNull().default('entry'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('test_result_versions_unique').on(t.resultId, t.version),
  check('test_result_versions_status_check', inList('status', RESULT_STATUSES)),
  check('test_result_versions_amendment_reason', sql`status <> 'amended' or btrim(coalesce(reason, '')) <> ''`),
  check('test_result_versions_data_not_blank', sql`btrim(result_data) <> ''`),
  check('test_result_versions_source_check', sql`source in ('entry', 'instrument', 'external_lab')`),
]);

/**
 * A call-back of a result's critical values: who was told, in what role, how, that they read the
 * values back, and when. Append-only (migration trigger); `values` are the critical values of the
 * version it was recorded on, so a later change of a critical value needs a call-back of its own.
 */
export const resultCriticalNotifications = pgTable('result_critical_notifications', {
  id: serial('id').primaryKey(),
  resultId: integer('result_id').notNull().references(() => testResults.id),
  version: integer('version').notNull(),
  values: jsonb('values').$type<{ marker_id: number; value: number }[]>().notNull(),
  notifiedPerson: text('notified_person').notNull(),
  role: text('role').notNull(),
  method: text('method').notNull(),
  readBack: boolean('read_back').notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  notes: text('notes'),
  recordedBy: integer('recorded_by').notNull().references(() => users.id),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('result_critical_notifications_result_idx').on(t.resultId),
  check('result_critical_notifications_method_check', sql`method in ('phone', 'in_person', 'electronic')`),
  check('result_critical_notifications_read_back', sql`read_back`),
]);

/** The words of each result's search text (kept-words.ts, migration 0057). */
export const testResultWords = keptWordsTable('test_result_words', 'result_id', 'integer', ['status']);
