// A one-word term's count under a list's filter (wordsPage in search.ts): the walks and the
// words each cost most where the filter is rare and the word common, so the count asks, in turn,
// the filter's rows, a hashed set of its ids, and the words.
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { cappedCountQuery, inlined } from './list-page';
import type { SearchedList } from './search';
import { hitsAndLast } from './search-walks';

/**
 * How many of a filtered list's newest rows a one-word term's count reads, where they will decide
 * it: the first walk's matches say the cap's are within them (a common word: 's' over the pending
 * test requests reads about 7,000), or the filter holds no more (results in draft: 7,500). About
 * 10 ms where it reads them all.
 */
export const FILTERED_COUNT_WALK = 10_000;

/**
 * A filter of at most this many rows counts a one-word term's matches among its words through a
 * set of its row ids (filteredCount); a longer one from the words, row by row, where about one
 * entry in a hundred or fewer must be read per match (three million test requests). Asking costs
 * a longer filter this many entries of its index (2.5 ms).
 */
export const FILTERED_COUNT_SET = 30_000;

/**
 * A one-word term's count under a filter, when the walks neither passed the cap nor read the whole
 * list. Counted from the words alone, each word's row is read to check the filter, and a rare
 * filter's matches are few among the words: a common word read every one of its entries (930 ms
 * for 's' over the 1,700 pending stat test requests, 90 ms for 'smith' over the 25,000 in
 * progress). So, in order, each step run only when the ones before did not answer (CASE branches
 * over CTEs read on demand):
 *   - the filter's newest FILTERED_COUNT_WALK rows (`counting`), stopped at the cap's match, when
 *     the first walk's share of matches says the cap is within them or the filter holds no more
 *     (`filtered`: its rows counted from its own index, up to FILTERED_COUNT_SET + 1);
 *   - a filter of at most FILTERED_COUNT_SET rows: the word's entries whose row is in the set of
 *     the filter's ids, read from its index and hashed once (`(id in (…)) is true` keeps it a
 *     hashed sub-plan, which the planner cannot turn into a loop over rows; PostgreSQL hashes it
 *     within work_mem, about 1.2 MB for the set): 8 ms for 'smith' over the in-progress requests;
 *   - else the words row by row: a longer filter holds a word's matches among few enough of them.
 * Under two filters at once the list has no index of the pair, and counting the filter's rows
 * would read the first one's rows to check the second: the first step whatever the walk's share
 * (the pair is often rare: 1,700 pending stat test requests, 'smith' 93 ms from the words), then
 * the words.
 */
export function filteredCount(hit: SQL, list: SearchedList, start: string): { ctes: SQL; count: SQL } {
  const [rows, cap] = [inlined(FILTERED_COUNT_WALK), inlined(LIST_COUNT_CAP)];
  const counting = sql`counting as (select count(*) filter (where hit) as hits, count(*) filter (where n = ${rows}) = 0 as whole from (
      ${hitsAndLast(list.newest(rows), hit, rows)} limit ${inlined(LIST_COUNT_CAP + 1)}) c),`;
  const likely = sql`(select read * ${inlined(LIST_COUNT_CAP + 1)} <= ${rows} * hits from walk)`;
  const fromCounting = (when: SQL) => sql`when ${when} and (select hits > ${cap} or whole from counting) then (select hits from counting)`;
  if (!list.startingAmong) return { ctes: counting, count: fromCounting(sql`true`) };
  const ids = sql`select id from (${list.newest(inlined(FILTERED_COUNT_SET + 1))}) f`;
  return {
    ctes: sql`${counting}
    filtered as (select count(*) as rows from (${ids}) f),`,
    count: sql`${fromCounting(sql`(${likely} or (select rows <= ${rows} from filtered))`)}
      when (select rows <= ${inlined(FILTERED_COUNT_SET)} from filtered) then (${cappedCountQuery(sql`from (${list.startingAmong(start, ids)}) counted`)})`,
  };
}
