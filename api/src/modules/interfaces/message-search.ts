// How the message log searches: its kept search text (control id, message type, instrument name,
// the request's REQ- id and barcode) for words, a one-word count from its kept words; for an
// identifier, the control id's range and the messages of the requests whose barcode starts with it
// or which it names (REQ-), in that order. Inside institutions the control id is read per
// institution (its own prefix index).
import { requestIdNamedBy, type Scope } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { where } from '../../platform/db/list-page';
import { identifierStarts, institutionIn, keptWordsStarting, rangesIn, textMatchesIndexed, newestInScope, type SearchedList } from '../../platform/db/search';

/** The messages (m) of a non-empty scope under `conditions`, for a search. */
export function messagesSearched(scope: Scope, conditions: SQL[]): SearchedList {
  const newestOf = (extra: SQL[], limit: number | SQL) =>
    sql`(select m.id, m.created_at as sort_at, m.search_text as text from interface_messages m ${where([...conditions, ...extra])}
      order by m.created_at desc, m.id desc limit ${limit})`;
  const inScope = scope === 'all' ? [] : [institutionIn(sql`m.institution_id`, scope)];
  const matchingWhere = (extra: SQL) => where([...conditions, ...inScope, extra]);
  const control = sql`lower(m.control_id)`;
  const barcode = sql`lower(tr.barcode_number)`;
  return {
    newest: (limit) => newestInScope(scope, sql`m.institution_id`, limit, (extra) => newestOf(extra, limit)),
    matching: (term) => sql`select m.id, m.created_at as sort_at from interface_messages m ${matchingWhere(textMatchesIndexed(sql`m.search_text`, term))}`,
    identified: (prefix) => [
      ...rangesIn(scope, sql`m.institution_id`, (extra) => ({
        from: sql`from interface_messages m ${where([...conditions, ...extra, identifierStarts(control, prefix)])}`,
        key: control,
        id: sql`m.id`,
      })),
      // each request's messages read per request (LATERAL ... OFFSET 0), so that a page stops at its rows
      {
        from: sql`from test_requests tr cross join lateral (select m.id from interface_messages m ${matchingWhere(sql`m.test_request_id = tr.id`)} offset 0) e
          where tr.archived_at is null and ${identifierStarts(barcode, prefix)}`,
        key: barcode,
        id: sql`e.id`,
      },
      { from: sql`from interface_messages m ${matchingWhere(sql`m.test_request_id = ${requestIdNamedBy(prefix) ?? 0}`)}`, key: sql`${prefix}::text`, id: sql`m.id` },
    ],
    // the message's words (interface_message_words, drizzle/0054), each under the list's filters
    startingWith: (start) =>
      keptWordsStarting('interface_message_words', scope, start, conditions.length ? sql`select 1 from interface_messages m ${where([sql`m.id = w.message_id`, ...conditions])}` : undefined),
  };
}
