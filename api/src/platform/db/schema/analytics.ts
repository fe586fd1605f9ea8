import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The analytics' figures, kept exact by statement triggers (migration 0021) in the same
// transactions as the rows they count. Each figure is kept per UTC day and per UTC month
// (`period` 'day' or 'month', `day` the month's first day): a time frame reads the days of its
// first month and the months after, so a year of a million requests is a few thousand rows.
// Institution 0 holds everyone's (the provider-wide view reads one institution's worth).

/** Test requests per institution, period, test name, category ('' for none) and status now. */
export const requestStats = pgTable('request_stats', {
  institutionId: integer('institution_id').notNull(),
  period: text('period').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  testName: text('test_name').notNull(),
  category: text('category').notNull(),
  status: text('status').notNull(),
  requests: integer('requests').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.period, t.day, t.testName, t.category, t.status] })]);

/** What each user did per period: sign-ins (the audit log's), requests created, results entered. */
export const userActivityStats = pgTable('user_activity_stats', {
  userId: integer('user_id').notNull(),
  /** Where the work was done: requests and results count for their institution; sign-ins for none (0). */
  institutionId: integer('institution_id').notNull().default(0),
  period: text('period').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  logins: integer('logins').notNull().default(0),
  requestsCreated: integer('requests_created').notNull().default(0),
  resultsEntered: integer('results_entered').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.userId, t.institutionId, t.period, t.day] }),
  // everyone's activity in a window: its days and months, not the whole table
  index('user_activity_stats_period_idx').on(t.period, t.day, t.userId),
]);

/**
 * Audited actions per institution, UTC day, action and entity type (the summary lists days). An
 * entry counts for the institution it names, else for its actor's primary institution; every
 * entry counts in 0. Each database session adds to its own `slot` row (a count is the sum of the
 * slots): every audited write of a busy day would otherwise wait on one row's lock until the
 * writing transaction commits, and imports from several analyzer connections would queue on it.
 */
export const auditDailyCounts = pgTable('audit_daily_counts', {
  institutionId: integer('institution_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  slot: integer('slot').notNull().default(0),
  entries: integer('entries').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.day, t.action, t.entityType, t.slot] })]);

/** Listed (not archived) patients per institution and assigned clinician, from the links' copy of the patient's clinician. */
export const clinicianPatientCounts = pgTable('clinician_patient_counts', {
  institutionId: integer('institution_id').notNull(),
  clinicianId: integer('clinician_id').notNull(),
  listed: integer('listed').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.clinicianId] })]);
