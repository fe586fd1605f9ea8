import { NOTIFICATION_DELIVERY_STATUSES, SCHEDULED_REMINDER_STATUSES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList } from './checks';
import { institutions } from './institutions';
import { patients } from './patients';
import { testRequests } from './test-requests';
import { users } from './users';
import { keptWordsTable } from './kept-words';

export const TIME_UNITS = ['minutes', 'hours', 'days', 'weeks'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'email,sms'] as const;
// 'recorded': kept by the portal with no carrier configured; the message reached nobody
export const DELIVERY_STATUSES = NOTIFICATION_DELIVERY_STATUSES;

/** A reminder rule, keyed by reminder_type. */
export const reminderConfigs = pgTable('reminder_configs', {
  id: serial('id').primaryKey(),
  reminderType: text('reminder_type').notNull(),
  timeValue: integer('time_value').notNull(),
  timeUnit: text('time_unit').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  notificationChannels: text('notification_channels').notNull().default('email,sms'),
  subjectTemplate: text('subject_template'),
  messageTemplateEmail: text('message_template_email'),
  messageTemplateSms: text('message_template_sms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('reminder_configs_type_unique').on(t.reminderType),
  check('reminder_configs_type_format', sql`reminder_type ~ '^[a-z0-9_]+$'`),
  check('reminder_configs_time_value_min', sql`time_value >= 1`),
  check('reminder_configs_time_unit_check', inList('time_unit', TIME_UNITS)),
  check('reminder_configs_channels_check', inList('notification_channels', NOTIFICATION_CHANNELS)),
]);

/**
 * One reminder of one rule for one appointment (a test request at its expected time) on one
 * channel: the unique key is what makes it "once and only once" (a rescheduled request is a new
 * appointment with reminders of its own). Lifecycle (docs/areas/reminders.md):
 * scheduled -> sending (claimed by one scheduler instance) -> sent | failed; scheduled -> missed
 * (its grace window passed) | cancelled (the request or rule changed); sending -> unconfirmed (the
 * instance stopped mid-send: never sent twice, so never retried).
 */
export const scheduledReminders = pgTable('scheduled_reminders', {
  id: serial('id').primaryKey(),
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id, { onDelete: 'cascade' }),
  reminderType: text('reminder_type').notNull(),
  channel: text('channel').notNull(),
  /** The appointment it reminds of: the request's expected test time when it was scheduled. */
  expectedTestDatetime: timestamp('expected_test_datetime', { withTimezone: true }).notNull(),
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('scheduled'),
  /** The scheduler instance that claimed it for sending, and when. */
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  errorMessage: text('error_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('scheduled_reminders_once').on(t.testRequestId, t.reminderType, t.channel, t.expectedTestDatetime),
  check('scheduled_reminders_channel_check', inList('channel', ['email', 'sms'])),
  check('scheduled_reminders_status_check', inList('status', SCHEDULED_REMINDER_STATUSES)),
  // what the scheduler claims, the soonest first, and what monitoring lists
  index('scheduled_reminders_due_idx').on(t.scheduledFor, t.id).where(sql`status = 'scheduled'`),
  // claims whose instance stopped mid-send
  index('scheduled_reminders_sending_idx').on(t.claimedAt).where(sql`status = 'sending'`),
  index('scheduled_reminders_type_idx').on(t.reminderType).where(sql`status = 'scheduled'`),
  // the last 24 hours' outcomes on the monitoring page
  index('scheduled_reminders_updated_idx').on(t.updatedAt),
]);

/** The API processes running the scheduler, and their last pass (the monitoring page reads them). */
export const schedulerInstances = pgTable('scheduler_instances', {
  instanceId: text('instance_id').primaryKey(),
  hostname: text('hostname').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/** Every email or SMS sent to a patient or staff member. */
export const notificationLogs = pgTable('notification_logs', {
  id: serial('id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  testRequestId: integer('test_request_id').references(() => testRequests.id),
  /** The request's institution for a patient, the staff member's own for staff (null: provider staff). */
  institutionId: integer('institution_id').references(() => institutions.id),
  patientId: integer('patient_id').references(() => patients.id),
  messageType: text('message_type').notNull(),
  notificationType: text('notification_type').notNull(),
  recipientType: text('recipient_type').notNull(),
  recipientEmail: text('recipient_email'),
  recipientPhone: text('recipient_phone'),
  subject: text('subject'),
  message: text('message'),
  deliveryStatus: text('delivery_status').notNull().default('pending'),
  errorMessage: text('error_message'),
  triggeredByType: text('triggered_by_type').notNull(),
  triggeredByUserId: integer('triggered_by_user_id').references(() => users.id),
  /**
   * The scheduled reminder this message is (automatic reminders only): unique, so a reminder has
   * one message at most, whatever happens between sending and marking it sent.
   */
  scheduledReminderId: integer('scheduled_reminder_id').references(() => scheduledReminders.id, { onDelete: 'set null' }),
  /**
   * What the log's search looks in (recipient email and phone, the patient's name), lowercased,
   * kept by triggers (migration 0017).
   */
  searchText: text('search_text'),
}, (t) => [
  check('notification_logs_type_check', inList('notification_type', ['email', 'sms'])),
  check('notification_logs_recipient_type_check', inList('recipient_type', ['patient', 'staff'])),
  check('notification_logs_delivery_check', inList('delivery_status', DELIVERY_STATUSES)),
  check('notification_logs_trigger_check', inList('triggered_by_type', ['system', 'manual'])),
  check('notification_logs_recipient_present', sql`recipient_email is not null or recipient_phone is not null`),
  index('notification_logs_test_request_idx').on(t.testRequestId),
  uniqueIndex('notification_logs_scheduled_reminder_unique').on(t.scheduledReminderId).where(sql`scheduled_reminder_id is not null`),
  // a patient's new name reaches their logs' search text through this
  index('notification_logs_patient_idx').on(t.patientId),
  // the list, newest first: everyone's, one institution's, and by the filters that can be rare
  // (a channel is about half of the rows: the unfiltered order with a filter serves it)
  index('notification_logs_sent_at_idx').on(t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_institution_listed_idx').on(t.institutionId, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_status_listed_idx').on(t.deliveryStatus, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_institution_status_listed_idx').on(t.institutionId, t.deliveryStatus, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_message_type_listed_idx').on(t.messageType, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_institution_message_type_listed_idx').on(t.institutionId, t.messageType, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_trigger_listed_idx').on(t.triggeredByType, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('notification_logs_institution_trigger_listed_idx').on(t.institutionId, t.triggeredByType, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // a whole phone number or email address searched for: its few logs, not trigrams most numbers share
  index('notification_logs_recipient_phone_idx').on(t.recipientPhone),
  index('notification_logs_recipient_email_idx').on(sql`lower(${t.recipientEmail})`),
]);

/**
 * Notification logs per institution (0: provider staff, who have none), channel, delivery status,
 * message type and trigger, kept exact by statement triggers (migration 0017): the stat cards and
 * every unsearched list total are sums of a few of these rows, never a count of a million logs.
 */
export const notificationLogCounts = pgTable('notification_log_counts', {
  institutionId: integer('institution_id').notNull(),
  notificationType: text('notification_type').notNull(),
  deliveryStatus: text('delivery_status').notNull(),
  messageType: text('message_type').notNull(),
  triggeredByType: text('triggered_by_type').notNull(),
  logged: integer('logged').notNull(),
}, (t) => [primaryKey({ name: 'notification_log_counts_pk', columns: [t.institutionId, t.notificationType, t.deliveryStatus, t.messageType, t.triggeredByType] })]);

/** The words of each row's search text (kept-words.ts). */
export const notificationLogWords = keptWordsTable('notification_log_words', 'log_id', 'integer', ['message_type', 'notification_type', 'delivery_status', 'triggered_by_type']);
