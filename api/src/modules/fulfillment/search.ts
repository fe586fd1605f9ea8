// How the fulfillment list searches: its kept search text (the test request's patient name, MRN,
// test name and kit barcode, and the tracking number) for words, a one-word count from its kept
// words; for an identifier, the tracking number's, the MRN's and the barcode's ranges (the shipment
// keeps its request's copy of the MRN and of the kit barcode), in identifier order; inside
// institutions, each institution's own ranges.
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import { where } from '../../platform/db/list-page';
import { type FiltersInWords, institutionIn, keptWords, newestInScope, ownRanges, type RangedTable, textMatchesIndexed, type SearchedList } from '../../platform/db/search';

const SHIPMENTS: RangedTable = { from: sql`fulfillment_requests f`, institution: sql`f.institution_id`, id: sql`f.id` };

/**
 * The fulfillment requests (f) of a non-empty scope under `conditions`, for a search; `inWords`,
 * the same conditions on the words, where the words keep every column they filter.
 */
export function fulfillmentSearched(scope: Scope, conditions: SQL[], inWords?: FiltersInWords): SearchedList {
  const newestOf = (extra: SQL[], limit: number | SQL) =>
    sql`(select f.id, f.created_at as sort_at, f.search_text as text from fulfillment_requests f ${where([...conditions, ...extra])}
      order by f.created_at desc, f.id desc limit ${limit})`;
  const inScope = scope === 'all' ? [] : [institutionIn(sql`f.institution_id`, scope)];
  const tracking = sql`lower(f.tracking_number)`;
  const mrn = sql`lower(f.patient_mrn)`;
  const barcode = sql`lower(f.request_barcode)`;
  const ranges = (key: SQL, prefix: string) => ownRanges(scope, SHIPMENTS, conditions, key, prefix);
  return {
    newest: (limit) => newestInScope(scope, sql`f.institution_id`, limit, (extra) => newestOf(extra, limit)),
    matching: (term) => sql`select f.id, f.created_at as sort_at from fulfillment_requests f ${where([...conditions, ...inScope, textMatchesIndexed(sql`f.search_text`, term)])}`,
    identified: (prefix) => [
      ...ranges(tracking, prefix),
      ...ranges(mrn, prefix),
      ...ranges(barcode, prefix),
    ],
    // the shipment's words (fulfillment_request_words, drizzle/0054), each under the list's filters
    ...keptWords({ words: 'fulfillment_request_words', rowOf: 'fulfillment_id', from: sql`fulfillment_requests f`, id: sql`f.id`, sortAt: sql`f.created_at`, filters: conditions, inWords }, scope),
  };
}
