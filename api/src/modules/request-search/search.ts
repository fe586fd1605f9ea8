// How the test requests list, and the lists built on requests (results, fulfillment), search:
// the request's kept search text (patient name, MRN, test name, barcode) for words; for an
// identifier, the barcode's and the patient's MRN's btree prefix indexes, in identifier order.
// The MRN is read from the request's own copy (patient_mrn), so a range holds requests only: an
// institution's range its own requests, not every patient's.
import { sql, type SQL } from 'drizzle-orm';
import { type FiltersInWords, institutionIn, keptWords, ownRanges, textMatchesIndexed, type IdentifierRange, type RangedTable, newestInScope, type SearchedList, type SearchTerm } from '../../platform/db/search';

type Words = Extract<SearchTerm, { kind: 'words' }>;

// what the lists show of requests: the archived ones are out of every list
const NOT_ARCHIVED = sql`tr.archived_at is null`;
const listed = (conditions: SQL[]) => sql.join([NOT_ARCHIVED, ...conditions], sql` and `);

/** The listed requests (tr) among `conditions` whose text matches the words, as (id, requested_at), through the trigram index. */
export function requestsMatching(conditions: SQL[], term: Words): SQL {
  return sql`select tr.id, tr.requested_at from test_requests tr where ${listed([...conditions, textMatchesIndexed(sql`tr.search_text`, term)])}`;
}

/**
 * The requests (tr, among `conditions`) whose barcode or patient's MRN starts with the prefix: the
 * barcode's range and the MRN's, everyone's or each institution's.
 */
function requestsIdentified(conditions: SQL[], prefix: string, institutions: number[] | 'all'): IdentifierRange[] {
  // a barcode range and an MRN range (the request's copy of its patient's MRN), everyone's or one
  // per institution (test_requests_[institution_]barcode_prefix_idx, _mrn_prefix_idx)
  return [sql`lower(tr.barcode_number)`, sql`lower(tr.patient_mrn)`].flatMap((key) => requestRanges(key, conditions, prefix, institutions));
}

const REQUESTS: RangedTable = { from: sql`test_requests tr`, institution: sql`tr.institution_id`, id: sql`tr.id` };

/** The range of the listed requests' `key`, everyone's or one per institution. */
function requestRanges(key: SQL, conditions: SQL[], prefix: string, institutions: number[] | 'all'): IdentifierRange[] {
  return ownRanges(institutions, REQUESTS, [NOT_ARCHIVED, ...conditions], key, prefix);
}

/**
 * The requests list for a search: walked newest first through its listed index (one walk per
 * institution, merged). `conditions` are the list's filters (status, priority) on tr, `inWords`
 * the same on the request's words, which keep both columns.
 */
export function requestsSearched(institutions: number[] | 'all', conditions: SQL[], inWords: FiltersInWords): SearchedList {
  const newestOf = (extra: SQL[], limit: number | SQL) =>
    sql`(select tr.id, tr.requested_at as sort_at, tr.search_text as text from test_requests tr
      where ${listed([...conditions, ...extra])} order by tr.requested_at desc, tr.id desc limit ${limit})`;
  const scope = institutions === 'all' ? [] : [institutionIn(sql`tr.institution_id`, institutions)];
  return {
    newest: (limit) => newestInScope(institutions, sql`tr.institution_id`, limit, (extra) => newestOf(extra, limit)),
    matching: (term) => sql`select id, requested_at as sort_at from (${requestsMatching([...conditions, ...scope], term)}) m`,
    identified: (prefix) => requestsIdentified(conditions, prefix, institutions),
    // the request's words (test_request_words, drizzle/0043): none are kept for an archived request;
    // each carries the request's status and priority (drizzle/0068)
    ...keptWords({ words: 'test_request_words', rowOf: 'request_id', from: sql`test_requests tr`, id: sql`tr.id`, sortAt: sql`tr.requested_at`, filters: conditions, inWords, listed: [NOT_ARCHIVED] }, institutions),
  };
}
