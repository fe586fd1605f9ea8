// How the fulfillment list searches: its kept search text (the test request's patient name, MRN,
// test name and kit barcode, and the tracking number) for words; for an identifier, the tracking
// number's range and the shipments of the requests whose barcode or patient's MRN starts with it,
// in identifier order.
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import { where } from '../../platform/db/list-page';
import { identifierStarts, institutionIn, textMatchesIndexed, newestInScope, type SearchedList } from '../../platform/db/search';
import { requestsIdentified } from '../request-search/public';

/** The fulfillment requests (f) of a non-empty scope under `conditions`, for a search. */
export function fulfillmentSearched(scope: Scope, conditions: SQL[]): SearchedList {
  const newestOf = (extra: SQL[], limit: number | SQL) =>
    sql`(select f.id, f.created_at as sort_at, f.search_text as text from fulfillment_requests f ${where([...conditions, ...extra])}
      order by f.created_at desc, f.id desc limit ${limit})`;
  const inScope = scope === 'all' ? [] : [institutionIn(sql`f.institution_id`, scope)];
  const tracking = sql`lower(f.tracking_number)`;
  return {
    newest: (limit) => newestInScope(scope, sql`f.institution_id`, limit, (extra) => newestOf(extra, limit)),
    matching: (term) => sql`select f.id, f.created_at as sort_at from fulfillment_requests f ${where([...conditions, ...inScope, textMatchesIndexed(sql`f.search_text`, term)])}`,
    identified: (prefix) => [
      { from: sql`from fulfillment_requests f ${where([...conditions, ...inScope, identifierStarts(tracking, prefix)])}`, key: tracking, id: sql`f.id` },
      ...requestsIdentified([], prefix, sql`select f.id from fulfillment_requests f ${where([sql`f.test_request_id = tr.id`, ...conditions, ...inScope])}`),
    ],
  };
}
