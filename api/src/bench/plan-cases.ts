// The lists the plan check searches (plan-shape.ts): for each, the indexes its walks may read,
// how to ask it for a page, the identifiers typed into it, its count row by row, and a rare and a
// common filter to search it under. Identifiers are sampled from the generated database.
import type { Scope } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { selectFulfillmentPage } from '../modules/fulfillment/public';
import { selectMessagePage } from '../modules/interfaces/public';
import { selectLogPage } from '../modules/notifications/public';
import { selectPatientPage } from '../modules/patients/public';
import { selectResultPage } from '../modules/results/public';
import { selectRequestPage } from '../modules/test-requests/public';
import { textMatches } from '../platform/db/search';
import { cappedCountQuery } from '../platform/db/list-page';
import { queryRows, scopeCondition } from '../platform/db/query';

export interface SearchedListCase {
  name: string;
  /** The newest-first indexes its walk may read. */
  walkIndexes: string[];
  /**
   * The indexes of its kept words' buckets in the list's order (everyone's, and per institution),
   * which a one-word term of two letters or more walks instead, where the scope has kept words.
   */
  wordIndexes: string[];
  /** Whether the scope has kept words (the patients of two institutions have none): every scope when absent. */
  wordsKeptFor?(scope: Scope): boolean;
  page(db: Db, scope: Scope, search: string, page: number, after?: string): Promise<Paged>;
  /** Identifiers of this list typed letter by letter (besides the surname). */
  typed: string[];
  /**
   * For a list that counts a one-word term from its words table: the matches counted row by row,
   * up to the cap, which the page's total must equal (any scope: two institutions count the old way).
   */
  rowByRow?(scope: Scope, word: string, also?: SQL): SQL;
  /** The words counted both ways, letter by letter (a surname where the list has names). */
  counted?: string;
  /** A rare filter and a common one, searched under (filteredProblems). */
  filters?: FilteredCase[];
}

/** A list under one of its filters. */
export interface FilteredCase {
  name: string;
  /** The newest-first indexes its walk may read, besides the list's own. */
  walkIndexes: string[];
  page(db: Db, scope: Scope, search: string): Promise<Paged>;
  /** The filter, row by row (the list's alias). */
  where: SQL;
}

/** What a list call answers: its pagination (its total, its next page's key), or its matches and next key beside its rows. */
export type Paged = { pagination?: { next?: string; total?: number; total_capped?: boolean }; next?: string; matches?: number };

const wordIn = (text: SQL, word: string) => textMatches(text, { kind: 'words', words: [word] });

/**
 * A list's rowByRow over its table (`from`, alias `alias`, with `search_text` and `institution_id`)
 * and what it lists (`listed`): its rows in the scope whose text holds the word, under `also`.
 */
const countedRowByRow =
  (from: string, alias: string, listed: SQL = sql`true`) =>
  (scope: Scope, word: string, also: SQL = sql`true`) =>
    cappedCountQuery(sql`from ${sql.raw(`${from} ${alias}`)} where ${listed} and ${scopeCondition(sql.raw(`${alias}.institution_id`), scope)} and ${wordIn(sql.raw(`${alias}.search_text`), word)} and ${also}`);

async function sample(db: Db, query: SQL): Promise<string> {
  const [row] = await queryRows<{ v: string | null }>(db, query);
  if (!row?.v) throw new Error('the database holds no generated data to sample (run pnpm --filter @lab/api generate first)');
  return row.v;
}

/** The lists, with their identifiers sampled from the database (each also typed '+'). */
export async function searchedLists(db: Db): Promise<SearchedListCase[]> {
  const mrn = await sample(db, sql`select medical_record_number as v from patients order by id desc limit 1 offset 5000`);
  const barcode = await sample(db, sql`select barcode_number as v from test_requests where archived_at is null order by id desc limit 1 offset 5000`);
  const tracking = await sample(db, sql`select tracking_number as v from fulfillment_requests where tracking_number is not null order by id limit 1`);
  const patientEmail = await sample(db, sql`select email as v from patients where email is not null order by id desc limit 1 offset 5000`);
  // a number's country code starts almost every number: the widest identifier range there is
  const patientPhone = await sample(db, sql`select phone as v from patients where phone is not null order by id desc limit 1 offset 5000`);
  const email = await sample(db, sql`select recipient_email as v from notification_logs where recipient_email is not null order by id limit 1`);
  const phone = await sample(db, sql`select recipient_phone as v from notification_logs where recipient_phone is not null order by id limit 1`);
  const control = await sample(db, sql`select control_id as v from interface_messages where control_id is not null order by id limit 1`);
  // every list is also typed a phone number's first key, '+', which no trigram can look up
  const lists: SearchedListCase[] = [
    {
      name: 'patients',
      walkIndexes: ['patients_listed_idx', 'patient_institutions_listed_idx'],
      wordIndexes: ['patient_words_bucket_idx'],
      wordsKeptFor: (scope) => scope === 'all' || scope.length === 1,
      page: (d, scope, search, page, after) => selectPatientPage(d, scope, { page, limit: 20, search, after }),
      typed: [mrn, patientEmail, patientPhone],
      rowByRow: (scope, word) =>
        cappedCountQuery(sql`from patients p where p.archived_at is null and ${wordIn(sql`patient_search_text(p)`, word)}
          and ${scope === 'all' ? sql`true` : sql`exists (select 1 from patient_institutions l where l.patient_id = p.id and ${scopeCondition(sql`l.institution_id`, scope)})`}`),
    },
    {
      name: 'test requests',
      // requested_at_idx is the listed index's order with the few archived requests in: the planner
      // may prefer it where a rewrite of the table (migration 0048's copy of the MRN) left it the smaller
      walkIndexes: ['test_requests_listed_idx', 'test_requests_institution_listed_idx', 'test_requests_requested_at_idx'],
      wordIndexes: ['test_request_words_bucket_idx', 'test_request_words_institution_bucket_idx'],
      page: (d, scope, search, page, after) => selectRequestPage(d, scope, { page, limit: 20, search, after }),
      typed: [mrn, barcode],
      rowByRow: countedRowByRow('test_requests', 'tr', sql`tr.archived_at is null`),
      filters: [
        { name: 'pending', walkIndexes: ['test_requests_status_listed_idx', 'test_requests_institution_status_listed_idx'], page: (d, scope, search) => selectRequestPage(d, scope, { page: 1, limit: 20, search, status: 'pending' }), where: sql`tr.status = 'pending'` },
        { name: 'stat', walkIndexes: ['test_requests_priority_listed_idx', 'test_requests_institution_priority_listed_idx'], page: (d, scope, search) => selectRequestPage(d, scope, { page: 1, limit: 20, search, priority: 'stat' }), where: sql`tr.priority = 'stat'` },
      ],
    },
    {
      name: 'results',
      walkIndexes: ['test_results_entered_at_idx', 'test_results_institution_listed_idx'],
      wordIndexes: ['test_result_words_bucket_idx', 'test_result_words_institution_bucket_idx'],
      page: (d, scope, search, page, after) => selectResultPage(d, scope, { page, limit: 20, search, after }),
      typed: [mrn, barcode],
      rowByRow: countedRowByRow('test_results', 'r'),
      filters: [
        { name: 'draft', walkIndexes: ['test_results_status_idx', 'test_results_institution_status_listed_idx'], page: (d, scope, search) => selectResultPage(d, scope, { page: 1, limit: 20, search, status: 'draft' }), where: sql`r.status = 'draft'` },
        { name: 'awaiting call-back', walkIndexes: ['test_results_critical_open_idx'], page: (d, scope, search) => selectResultPage(d, scope, { page: 1, limit: 20, search, critical: 'unacknowledged' }), where: sql`r.critical_unacknowledged` },
      ],
    },
    {
      name: 'fulfillment',
      walkIndexes: ['fulfillment_requests_created_at_idx', 'fulfillment_requests_institution_listed_idx'],
      wordIndexes: ['fulfillment_request_words_bucket_idx', 'fulfillment_request_words_institution_bucket_idx'],
      page: (d, scope, search, page, after) => selectFulfillmentPage(d, scope, { page, limit: 20, search, after }),
      typed: [mrn, barcode, tracking],
      rowByRow: countedRowByRow('fulfillment_requests', 'f'),
      filters: [
        { name: 'pending', walkIndexes: ['fulfillment_requests_status_idx', 'fulfillment_requests_institution_status_listed_idx'], page: (d, scope, search) => selectFulfillmentPage(d, scope, { page: 1, limit: 20, search, status: 'pending' }), where: sql`f.status = 'pending'` },
        { name: 'stat', walkIndexes: ['fulfillment_requests_priority_listed_idx', 'fulfillment_requests_institution_priority_listed_idx'], page: (d, scope, search) => selectFulfillmentPage(d, scope, { page: 1, limit: 20, search, priority: 'stat' }), where: sql`f.priority = 'stat'` },
      ],
    },
    {
      name: 'notification logs',
      walkIndexes: ['notification_logs_sent_at_idx', 'notification_logs_institution_listed_idx'],
      wordIndexes: ['notification_log_words_bucket_idx', 'notification_log_words_institution_bucket_idx'],
      page: (d, scope, search, page, after) => selectLogPage(d, scope, { page, limit: 20, search, after }),
      typed: [email, phone],
      rowByRow: countedRowByRow('notification_logs', 'n'),
      filters: [
        { name: 'pending', walkIndexes: ['notification_logs_status_listed_idx', 'notification_logs_institution_status_listed_idx'], page: (d, scope, search) => selectLogPage(d, scope, { page: 1, limit: 20, search, deliveryStatus: 'pending' }), where: sql`n.delivery_status = 'pending'` },
        { name: 'custom', walkIndexes: ['notification_logs_message_type_listed_idx', 'notification_logs_institution_message_type_listed_idx'], page: (d, scope, search) => selectLogPage(d, scope, { page: 1, limit: 20, search, messageType: 'custom' }), where: sql`n.message_type = 'custom'` },
      ],
    },
    {
      name: 'interface messages',
      walkIndexes: ['interface_messages_listed_idx', 'interface_messages_institution_idx'],
      wordIndexes: ['interface_message_words_bucket_idx', 'interface_message_words_institution_bucket_idx'],
      page: (d, scope, search, page, after) => selectMessagePage(d, scope, { search }, { page, limit: 20, after }),
      typed: [control, barcode],
      counted: 'oru',
      rowByRow: countedRowByRow('interface_messages', 'm'),
      filters: [
        { name: 'error', walkIndexes: ['interface_messages_status_idx', 'interface_messages_institution_status_idx'], page: (d, scope, search) => selectMessagePage(d, scope, { search, status: 'error' }, { page: 1, limit: 20 }), where: sql`m.status = 'error'` },
        { name: 'delivered', walkIndexes: ['interface_messages_status_idx', 'interface_messages_institution_status_idx'], page: (d, scope, search) => selectMessagePage(d, scope, { search, status: 'delivered' }, { page: 1, limit: 20 }), where: sql`m.status = 'delivered'` },
      ],
    },
  ];
  return lists.map((list) => ({ ...list, typed: [...list.typed, '+'] }));
}
