// A one-word term's count under a list's filter (wordsPage in search.ts): the walks and the
// words each cost most where the filter is rare and the word common, so the count asks, in turn,
// the filter's rows, a hashed set of its ids, and the words; or, where the words keep the filter,
// the words' index alone, bounded by the filter's size.
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
 * How many of a word's entries, read from the words' index alone with the filters checked on each,
 * cost about as much as one row of the filter walked (measured about ten; taken low, so that the
 * walk, whose cost is bounded, is kept where the two are close).
 */
export const ENTRIES_PER_WALKED_ROW = 5;

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
 * the words. Where the words keep the filters, keptFilteredCount instead.
 */
export function filteredCount(hit: SQL, list: SearchedList, start: string): { ctes: SQL; count: SQL } {
  const walk = filterWalk(hit, list);
  if (list.entriesUnderFilters) return keptFilteredCount(walk, list, start, list.entriesUnderFilters);
  if (list.filtered === 'several' || !list.startingAmong) return { ctes: walk.counting, count: walk.decides(sql`true`) };
  const ids = sql`select id from (${list.newest(inlined(FILTERED_COUNT_SET + 1))}) f`;
  return {
    ctes: sql`${walk.counting}
    filtered as (select count(*) as rows from (${ids}) f),`,
    count: sql`${walk.decides(sql`(${walk.likely} or (select rows <= ${inlined(FILTERED_COUNT_WALK)} from filtered))`)}
      when (select rows <= ${inlined(FILTERED_COUNT_SET)} from filtered) then (${cappedCountQuery(sql`from (${list.startingAmong(start, ids)}) counted`)})`,
  };
}

/**
 * The filter's newest FILTERED_COUNT_WALK rows, counted (`counting`, stopped at the cap's match);
 * whether the first walk's share of matches says the cap is within them (`likely`); and a CASE
 * branch taking their count when `when` holds and they decided it (passed the cap or read the
 * whole filter).
 */
function filterWalk(hit: SQL, list: SearchedList) {
  const [rows, cap] = [inlined(FILTERED_COUNT_WALK), inlined(LIST_COUNT_CAP)];
  return {
    counting: sql`counting as (select count(*) filter (where hit) as hits, count(*) filter (where n = ${rows}) = 0 as whole from (
      ${hitsAndLast(list.newest(rows), hit, rows)} limit ${inlined(LIST_COUNT_CAP + 1)}) c),`,
    likely: sql`(select read * ${inlined(LIST_COUNT_CAP + 1)} <= ${rows} * hits from walk)`,
    decides: (when: SQL) => sql`when ${when} and (select hits > ${cap} or whole from counting) then (select hits from counting)`,
  };
}

/**
 * The count under filters the words keep (the requests', results', shipments' and logs' own
 * columns, KeptWordsOf.kept): the words' index alone checks the filters on each entry, about 0.1
 * us where reading an entry's row cost 2.5, so there is no set of ids. In order:
 *   - the filter's walk, where the first walk's share says it reaches the cap (a common word),
 *     unless the filter is so large a share of the list (its counters say) that the word's entries
 *     reach the cap sooner;
 *   - a filter of at most FILTERED_COUNT_WALK rows (its size from the list's kept counters, else
 *     its index): the word's entries, up to ENTRIES_PER_WALKED_ROW a row the filter's walk
 *     reads, each checked against the filters (`within`); when the word has no more, they are the count ('smi'
 *     over the 7,500 draft results: 27,000 entries, 2.7 ms, where walking the filter took 10;
 *     ENTRIES_PER_WALKED_ROW);
 *     else the filter's walk, which reads it all: a common word's entries under a filter of a few
 *     hundred rows are millions ('s' over the 296 account-setup logs: 28 ms from the words, 1 ms
 *     walked);
 *   - else the words' count under the filters, stopped at the cap (wordsPage's last branch).
 * Two filters at once: the same where the list's counters give the pair's size (the requests',
 * the shipments', the logs'), the walk's cost counted in the rows of the one filter its index
 * follows, the fewest of any one (walkedRows: 'smit' over the 1,700 pending stat test requests
 * reads the word's 42,000 entries, where the walk read the 17,000 pending); else the filter's walk
 * first, as for rows checked one by one.
 */
function keptFilteredCount(walk: ReturnType<typeof filterWalk>, list: SearchedList, start: string, entries: (start: string) => SQL): { ctes: SQL; count: SQL } {
  const size = list.filterRows ?? (list.filtered === 'one' ? sql`select count(*) from (${list.newest(inlined(FILTERED_COUNT_WALK + 1))}) f` : null);
  if (!size) return { ctes: walk.counting, count: walk.decides(sql`true`) };
  const perRow = inlined(ENTRIES_PER_WALKED_ROW);
  const small = sql`(select rows <= ${inlined(FILTERED_COUNT_WALK)} from filtered)`;
  // the walk reads `walked` rows of the index it follows for the filter's `rows`
  const bound = sql`(select ${perRow} * walked from filtered)`;
  // the cap's matches cost the walk read/hits of the filter's rows a match, each of them
  // walked/rows rows read; the words about (all rows)/(filter's rows) entries a match: a common
  // word under a filter of a tenth of the list is counted from the words ('s' over the 300,000
  // stat test requests: 10,000 entries, where the walk read 5,700 rows)
  const wordsCheaper = list.listRows ? sql`(select hits * (${list.listRows}) < ${perRow} * read * walked from walk, filtered)` : sql`false`;
  return {
    ctes: sql`${walk.counting}
    filtered as (select rows, ${list.walkedRows ?? sql`rows`} as walked from (select (${size}) as rows) f),
    within as (select count(*) filter (where hit) as hits, count(*) as read from (${entries(start)} limit ${bound}) e),`,
    count: sql`${walk.decides(sql`${walk.likely} and not ${wordsCheaper}`)}
      when ${small} and (select read < ${bound} from within) then least((select hits from within), ${inlined(LIST_COUNT_CAP + 1)})
      ${walk.decides(small)}`,
  };
}
