// A list's kept words (docs/search.md): a words table per list, kept by triggers from each row's
// search text, one row per word (institution_id, word, prev_word, the list row's id and its time
// in the list's order, sort_at), under a btree on the word. A one-word term (what typing sends) is
// counted from it, stopped at the count's cap, and a rare one's rows are read from it, where the
// trigram index lists every match first; a term of two letters or more walks the words of its
// first two letters in the list's order rather than the list's rows. Each list says once where
// its words and its rows are (keptWords); the statements are built here.
import { sql, type SQL } from 'drizzle-orm';
import { inlined, newestInScope, where } from './list-page';
import { scopeCondition } from './query';
import type { SearchedList } from './search';
import { afterPrefix } from './search-ranges';

/**
 * A words table's row (alias w: word, prev_word, both "C") whose word starts with `start`, each
 * source row once: on its first word in the range, the one whose previous word sorts before it.
 * Read from a btree on the word, it stops at a LIMIT where the trigram index lists every match.
 */
export function wordStarts(start: string): SQL {
  const end = afterPrefix(start);
  return sql`w.word >= ${start} ${end === null ? sql`` : sql`and w.word < ${end}`} and (w.prev_word is null or w.prev_word < ${start})`;
}

/**
 * The scope's rows with a word starting with `start`, one row each, in no order, from a words
 * table (`table`, alias w: institution_id, word, prev_word, the row's id): the scope's range of its
 * (institution_id, word) index, or everyone's of its (word, id) one, read until the count's cap.
 * `each`, a subquery correlated to the words row's id, narrows a row to what the list shows of it
 * (its filters), read per row (OFFSET 0 keeps the planner from hashing the whole table instead,
 * which stops nothing at the cap).
 */
export function keptWordsStarting(table: string, institutions: number[] | 'all', start: string, each?: SQL): SQL {
  const per = each ? sql`cross join lateral (${each} offset 0) e` : sql``;
  return sql`select 1 from ${sql.raw(table)} w ${per} where ${scopeCondition(sql`w.institution_id`, institutions)} and ${wordStarts(start)}`;
}

/**
 * The same words' rows as the list's own (id, sort_at), one each, in no order: `row`, correlated
 * to the words row's id, gives the list's row under the list's filters (OFFSET 0: read per words
 * row, as above).
 */
export function keptWordsRows(table: string, institutions: number[] | 'all', start: string, row: SQL): SQL {
  return sql`select r.id, r.sort_at from ${sql.raw(table)} w cross join lateral (${row} offset 0) r where ${scopeCondition(sql`w.institution_id`, institutions)} and ${wordStarts(start)}`;
}

/** The bucket a word's words are walked in (wordsInOrder): its first two letters. */
export const WORD_BUCKET_LETTERS = 2;

/**
 * The scope's words in the bucket of `start` (its first two letters, each table's *_bucket_idx:
 * everyone's, and (institution_id, …) for an institution's) in the list's order, newest first, as
 * (id, sort_at, word, prev_word), at most `limit`: what a one-word term walks instead of the
 * list's rows, checked with wordStarts (alias w). The order is the list's whatever the term, so
 * the plan is the same for every term; an entry carries what the check reads, so the walk reads
 * no table page ('sm' on everyone's patients at a million: the page's 20 from 20 index entries,
 * where the rows' walk read about 1,900 rows). Several institutions: one walk each, merged.
 */
export function keptWordsInOrder(table: string, rowOf: string, institutions: number[] | 'all', start: string, limit: SQL): SQL {
  const id = sql.raw(`w.${rowOf}`);
  const bucket = [...start].slice(0, WORD_BUCKET_LETTERS).join('');
  return newestInScope(institutions, sql`w.institution_id`, limit, (extra) =>
    sql`(select ${id} as id, w.sort_at, w.word, w.prev_word from ${sql.raw(table)} w
      ${where([sql`left(w.word, ${inlined(WORD_BUCKET_LETTERS)}) = ${bucket}`, ...extra])} order by w.sort_at desc, ${id} desc limit ${limit})`,
  );
}

/** Where a list's words and rows are. */
export interface KeptWordsOf {
  /** The words table, and its column holding the list row's id. */
  words: string;
  rowOf: string;
  /** The list's table with its alias, its id and the column it is sorted by (newest first). */
  from: SQL;
  id: SQL;
  sortAt: SQL;
  /** The list's filters: with none, every words row in the scope counts without reading its row. */
  filters: SQL[];
  /** What every listed row meets and its words already honour (no words are kept for an archived row, say): checked only where the row is read anyway. */
  listed?: SQL[];
}

type KeptWordsSearch = Pick<SearchedList, 'startingWith' | 'entriesStartingWith' | 'rowsStartingWith' | 'wordsInOrder' | 'filtered' | 'startingAmong'>;

/**
 * A list's one-word search from its kept words: its count (startingWith) and its rows
 * (rowsStartingWith), under its filters, the word's entries without them (entriesStartingWith),
 * and with no filters its words in the list's order (wordsInOrder), under one filter those whose
 * row is in a set of ids (startingAmong, for filtered-count.ts). Under a filter a walk of the words
 * would read each entry's row to check it, and a rare filter's rows are found faster through the
 * list's own filtered index, so a filtered list walks its rows.
 */
export function keptWords(of: KeptWordsOf, institutions: number[] | 'all'): KeptWordsSearch {
  const row = (columns: SQL) =>
    sql`select ${columns} from ${of.from} ${where([sql`${of.id} = w.${sql.raw(of.rowOf)}`, ...(of.listed ?? []), ...of.filters])}`;
  const entriesStartingWith = (start: string) => keptWordsStarting(of.words, institutions, start);
  const searched: KeptWordsSearch = {
    startingWith: of.filters.length ? (start: string) => keptWordsStarting(of.words, institutions, start, row(sql`1`)) : entriesStartingWith,
    entriesStartingWith,
    filtered: of.filters.length > 0,
    rowsStartingWith: (start: string) => keptWordsRows(of.words, institutions, start, row(sql`${of.id} as id, ${of.sortAt} as sort_at`)),
  };
  // a set of one filter's ids is read from its own index, where a list keeps one for each filter
  // (not for each pair: the second filter would read every row of the first's)
  if (of.filters.length === 1) {
    searched.startingAmong = (start: string, ids: SQL) =>
      sql`select 1 from ${sql.raw(of.words)} w where ${scopeCondition(sql`w.institution_id`, institutions)} and ${wordStarts(start)}
        and (w.${sql.raw(of.rowOf)} in (${ids})) is true`;
  }
  if (!of.filters.length) searched.wordsInOrder = (start: string) => (limit: SQL) => keptWordsInOrder(of.words, of.rowOf, institutions, start, limit);
  return searched;
}
