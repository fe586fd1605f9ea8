import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { labs, markers } from './reference';
import { testRequests } from './test-requests';
import { keptWordsTable } from './kept-words';

/**
 * An analyzer connected over HL7 v2. It names itself in MSH-3 (`name`), may only send from the
 * addresses listed, serves the requests of its institution (and, with a lab, only those sent to
 * that lab), and takes orders at `order_host:order_port` when one is set.
 */
export const instruments = pgTable('instruments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  model: text('model'),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  labId: integer('lab_id').references(() => labs.id),
  active: boolean('active').notNull().default(true),
  orderHost: text('order_host'),
  orderPort: integer('order_port'),
  orderMessage: text('order_message').notNull().default('OML^O21'),
  /** The addresses (IPv4 or IPv6, exact) results may come from; empty: none. */
  allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('instruments_name_unique').on(t.name),
  index('instruments_institution_idx').on(t.institutionId),
  check('instruments_order_message_check', sql`order_message in ('OML^O21', 'ORM^O01')`),
  check('instruments_order_port_range', sql`order_port is null or order_port between 1 and 65535`),
  check('instruments_order_address_pair', sql`(order_host is null) = (order_port is null)`),
]);

/**
 * The instrument's code for a marker. Several codes may name one marker (its own code and its LOINC
 * code); the first one kept (lowest id) is the code its orders carry.
 */
export const instrumentCodes = pgTable('instrument_codes', {
  id: serial('id').primaryKey(),
  instrumentId: integer('instrument_id').notNull().references(() => instruments.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  markerId: integer('marker_id').notNull().references(() => markers.id),
}, (t) => [
  uniqueIndex('instrument_codes_unique').on(t.instrumentId, t.code),
  index('instrument_codes_marker_idx').on(t.markerId),
]);

/**
 * Every message in and out, with its raw text. Outgoing ones are the outbox: written in the
 * transaction of the change that causes them, delivered by a worker (claimed with SKIP LOCKED),
 * retried with back-off until acknowledged or dead. Incoming ones are the log of what arrived and
 * the ACK it got; an accepted control id is kept once per instrument, so a repeat is not imported twice.
 */
export const interfaceMessages = pgTable('interface_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  direction: text('direction').notNull(),
  protocol: text('protocol').notNull().default('hl7v2'),
  instrumentId: integer('instrument_id').references(() => instruments.id),
  /** Whose message it is: the instrument's institution (null for a message from no known instrument: super_admin only). */
  institutionId: integer('institution_id').references(() => institutions.id),
  testRequestId: integer('test_request_id').references(() => testRequests.id),
  /** Its request's kit barcode, kept by triggers as the request's changes (migration 0056): the log's barcode ranges. */
  requestBarcode: text('request_barcode'),
  messageType: text('message_type'),
  controlId: text('control_id'),
  status: text('status').notNull(),
  ackCode: text('ack_code'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Until when a worker holds a message it is sending; after that another worker may take it. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastError: text('last_error'),
  raw: text('raw').notNull(),
  ackRaw: text('ack_raw'),
  /** Where an incoming message came from. */
  remoteAddress: text('remote_address'),
  /** What it searches in: control id, type, order number, barcode, error. */
  searchText: text('search_text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /**
   * Taken from a sequence on every insert and update (migration trigger): the live updates stream
   * sends what changed after the last number a screen saw, so a reconnecting screen catches up.
   */
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('interface_message_changes')`),
}, (t) => [
  check('interface_messages_direction_check', sql`direction in ('in', 'out')`),
  check('interface_messages_protocol_check', sql`protocol in ('hl7v2', 'fhir')`),
  check(
    'interface_messages_status_check',
    sql`(direction = 'in' and status in ('accepted', 'error', 'rejected', 'duplicate')) or (direction = 'out' and status in ('pending', 'sending', 'delivered', 'dead', 'discarded'))`,
  ),
  check('interface_messages_attempts_min', sql`attempts >= 0`),
  // a control id is imported once per instrument
  uniqueIndex('interface_messages_accepted_unique').on(t.instrumentId, t.controlId).where(sql`direction = 'in' and status = 'accepted'`),
  // the worker's queue: what is due, oldest first
  index('interface_messages_due_idx').on(t.nextAttemptAt, t.id).where(sql`direction = 'out' and status in ('pending', 'sending')`),
  // the Interfaces screen: newest first (NULLS FIRST, as the lists' ORDER BY), everyone's or one
  // institution's, by status (the status filter), by instrument
  index('interface_messages_listed_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('interface_messages_institution_idx').on(t.institutionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('interface_messages_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('interface_messages_institution_status_idx').on(t.institutionId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('interface_messages_instrument_idx').on(t.instrumentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // the search (control ids, order numbers, barcodes, errors): trigrams
  index('interface_messages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  // a request's messages on one instrument, newest last: the worklist's refresh on every message
  index('interface_messages_request_instrument_idx').on(t.testRequestId, t.instrumentId, t.direction, t.id),
  index('interface_messages_change_idx').on(t.changeSeq),
]);

/**
 * How many messages each institution has in each status, for the message log's status tiles
 * (counting the log itself read up to a thousand entries per status on every call). Kept by
 * statement triggers (migration 0063) in the transaction of every change; institution 0 holds
 * everyone's, the messages with no institution included. Each database session adds its changes to
 * its own `slot` row, so the listener's imports and the outbox workers never wait on one counter
 * row, and a count is the sum of its slots.
 */
export const interfaceMessageCounts = pgTable('interface_message_counts', {
  institutionId: integer('institution_id').notNull(),
  status: text('status').notNull(),
  slot: integer('slot').notNull(),
  entries: integer('entries').notNull(),
}, (t) => [primaryKey({ columns: [t.institutionId, t.status, t.slot] })]);

/**
 * An instrument's worklist, kept rather than computed per call (a million messages would make each
 * call seconds): one row per request the instrument takes (in the lab, with a marker it maps) or
 * exchanged messages about, in its state. Database triggers keep it in the transaction of every
 * change that moves it: a message queued, delivered, refused, retried or discarded, a result
 * message stored, a request moved. `instrument_worklist_refresh` (migration) holds the rule.
 */
export const instrumentWorklist = pgTable('instrument_worklist', {
  instrumentId: integer('instrument_id').notNull().references(() => instruments.id, { onDelete: 'cascade' }),
  testRequestId: integer('test_request_id').notNull().references(() => testRequests.id),
  state: text('state').notNull(),
  /** The status of the last order sent to the instrument for the request. */
  orderStatus: text('order_status'),
  lastError: text('last_error'),
  /** When the entry's state last changed: the worklist shows the latest first. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.instrumentId, t.testRequestId] }),
  check('instrument_worklist_state_check', sql`state in ('waiting', 'sent', 'resulted', 'error')`),
  index('instrument_worklist_listed_idx').on(t.instrumentId, t.updatedAt.desc().nullsFirst(), t.testRequestId.desc().nullsFirst()),
  index('instrument_worklist_state_idx').on(t.instrumentId, t.state, t.updatedAt.desc().nullsFirst(), t.testRequestId.desc().nullsFirst()),
  index('instrument_worklist_request_idx').on(t.testRequestId),
]);

/**
 * How many worklist entries an instrument has in each state, for the worklist's state tabs (a count
 * of tens of thousands of entries per call would not keep up). Moved by the function that moves an
 * entry; each database session adds its changes to its own `slot` row, so concurrent imports never
 * wait on one counter row, and a count is the sum of an instrument's slots.
 */
export const instrumentWorklistCounts = pgTable('instrument_worklist_counts', {
  instrumentId: integer('instrument_id').notNull().references(() => instruments.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  slot: integer('slot').notNull(),
  entries: integer('entries').notNull(),
}, (t) => [primaryKey({ columns: [t.instrumentId, t.state, t.slot] })]);

/** The words of each row's search text (kept-words.ts). */
export const interfaceMessageWords = keptWordsTable('interface_message_words', 'message_id', 'bigint');
