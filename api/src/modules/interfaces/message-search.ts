// How the message log searches: its kept search text (control id, message type, instrument name,
// the request's REQ- id and barcode) for words, a one-word count from its kept words; for an
// identifier, the control id's and the request's barcode's ranges (the message keeps its request's
// copy of the barcode) and the messages of the request it names (REQ-), in that order. Inside
// institutions each range is read per institution (its own prefix index).
import { requestIdNamedBy, type Scope } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { where } from '../../platform/db/list-page';
import { institutionIn, keptWords, newestInScope, ownRanges, type RangedTable, textMatchesIndexed, type SearchedList } from '../../platform/db/search';

const MESSAGES: RangedTable = { from: sql`interface_messages m`, institution: sql`m.institution_id`, id: sql`m.id` };

/** The messages (m) of a non-empty scope under `conditions`, for a search. */
export function messagesSearched(scope: Scope, conditions: SQL[]): SearchedList {
  const newestOf = (extra: SQL[], limit: number | SQL) =>
    sql`(select m.id, m.created_at as sort_at, m.search_text as text from interface_messages m ${where([...conditions, ...extra])}
      order by m.created_at desc, m.id desc limit ${limit})`;
  const inScope = scope === 'all' ? [] : [institutionIn(sql`m.institution_id`, scope)];
  const matchingWhere = (extra: SQL) => where([...conditions, ...inScope, extra]);
  const ranges = (key: SQL, prefix: string) => ownRanges(scope, MESSAGES, conditions, key, prefix);
  return {
    newest: (limit) => newestInScope(scope, sql`m.institution_id`, limit, (extra) => newestOf(extra, limit)),
    matching: (term) => sql`select m.id, m.created_at as sort_at from interface_messages m ${matchingWhere(textMatchesIndexed(sql`m.search_text`, term))}`,
    identified: (prefix) => [
      ...ranges(sql`lower(m.control_id)`, prefix),
      ...ranges(sql`lower(m.request_barcode)`, prefix),
      { from: sql`from interface_messages m ${matchingWhere(sql`m.test_request_id = ${requestIdNamedBy(prefix) ?? 0}`)}`, key: sql`${prefix}::text`, id: sql`m.id` },
    ],
    // the message's words (interface_message_words, drizzle/0054), each under the list's filters
    ...keptWords({ words: 'interface_message_words', rowOf: 'message_id', from: sql`interface_messages m`, id: sql`m.id`, sortAt: sql`m.created_at`, filters: conditions }, scope),
  };
}
