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
import { literal } from './statement';

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
 * `columns` of the scope's words (a words table `table`, alias w) starting with `start`, a source
 * row once each (wordStarts), under `more` conditions on the words row, with `join` after the
 * table: every read of a word's range has this one shape.
 */
function wordsStarting(columns: SQL, table: string, institutions: number[] | 'all', start: string, more: SQL[] = [], join: SQL = sql``): SQL {
  return sql`select ${columns} from ${sql.raw(table)} w ${join} ${where([scopeCondition(sql`w.institution_id`, institutions), wordStarts(start), ...more])}`;
}

/**
 * The scope's rows with a word starting with `start`, one row each, in no order, from a words
 * table (`table`, alias w: institution_id, word, prev_word, the row's id): the scope's range of its
 * (institution_id, word) index, or everyone's of its (word, id) one, read until the count's cap.
 * `each`, a subquery correlated to the words row's id, narrows a row to what the list shows of it
 * (its filters), read per row (OFFSET 0 keeps the planner from hashing the whole table instead,
 * which stops nothing at the cap). `kept`: the list's filters on the words row itself, where the
 * words keep the filtered columns (in both indexes, so the range is read from the index alone).
 */
export function keptWordsStarting(table: string, institutions: number[] | 'all', start: string, each?: SQL, kept: SQL[] = []): SQL {
  return wordsStarting(sql`1`, table, institutions, start, kept, each ? sql`cross join lateral (${each} offset 0) e` : sql``);
}

/**
 * The same words' rows as the list's own (id, sort_at), one each, in no order: `row`, correlated
 * to the words row's id, gives the list's row under the list's filters (OFFSET 0: read per words
 * row, as above).
 */
export function keptWordsRows(table: string, institutions: number[] | 'all', start: string, row: SQL): SQL {
  return wordsStarting(sql`r.id, r.sort_at`, table, institutions, start, [], sql`cross join lateral (${row} offset 0) r`);
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

/** A list's filters as its words keep them (drizzle/0068), and what its counters say of their size. */
export interface FiltersInWords {
  /**
   * The filters on the words row (alias w; keptFilters): a filtered word is then counted, and its
   * rare rows read, from the words' index alone.
   */
  kept: SQL[];
  /**
   * How many rows the filters hold in the scope, from the list's kept counters (a few rows), where
   * it keeps counters of them: a filtered count weighs the word's entries against it.
   */
  filterRows?: SQL;
  /** How many rows the scope holds unfiltered, from the same counters. */
  listRows?: SQL;
  /**
   * Under several filters, the fewest rows any one of them holds, from the same counters: a walk
   * of the filters follows one filter's index and checks the others on each row, so it reads at
   * least that many (1,700 pending stat test requests are walked through the 17,000 pending).
   */
  walkedRows?: SQL;
}

/** A list's filters of a column equal to a value, as (column, value); an unset value is no filter. */
type FilterColumns = [column: string, value: string | null | undefined][];
const setOnly = (columns: FilterColumns) => columns.filter((entry): entry is [string, string] => !!entry[1]);

/**
 * What a list's counters say of its filters (FiltersInWords): the rows under all of them, under
 * none, and under the fewest of any one where several are set. `rowsUnder` counts the scope's
 * rows under the filters it is given (none: the whole list).
 */
export function filterSizes(columns: FilterColumns, rowsUnder: (set: [string, string][]) => SQL): Pick<FiltersInWords, 'filterRows' | 'listRows' | 'walkedRows'> {
  const set = setOnly(columns);
  const walkedRows = set.length > 1 ? sql`least(${sql.join(set.map((one) => sql`(${rowsUnder([one])})`), sql`, `)})` : undefined;
  return { filterRows: rowsUnder(set), listRows: rowsUnder([]), walkedRows };
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
  /** The same filters on the words, where the words keep every column they filter. */
  inWords?: FiltersInWords;
  /** What every listed row meets and its words already honour (no words are kept for an archived row, say): checked only where the row is read anyway. */
  listed?: SQL[];
  /**
   * Several words' rows are read from the list's trigram index, not from its words' ranges
   * intersected (rowsWithEvery). The patients: their everyone's words are kept under institution
   * 0, so its ranges are everyone's, and an institution's links' trigram index answers a full name
   * in about a millisecond (the largest institution's 'emily now': a page in 3.4 ms by trigrams, 8
   * by the ranges, as the page is planned once).
   */
  severalWordsByTrigrams?: boolean;
}

/**
 * A list's filters of a column equal to a value, on its rows (`alias`) and on its words, which
 * keep the same columns under the same names (drizzle/0068): the requests' status and priority,
 * say. Unset values are left out. A value among `written[column]` is written into the words'
 * condition as a constant, not a parameter: a partial index of those values' words (the requests
 * waiting on the staff, 0070) serves only a statement whose condition names its value.
 */
export function keptFilters(alias: string, columns: FilterColumns, written: Record<string, readonly string[]> = {}): { filters: SQL[]; kept: SQL[] } {
  const set = setOnly(columns);
  const kept = set.map(([column, value]) => {
    const named = written[column]?.find((one) => one === value);
    return named === undefined ? sql`${sql.raw(`w.${column}`)} = ${value}` : sql.raw(`w.${column} = ${literal(named)}`);
  });
  return { filters: set.map(([column, value]) => sql`${sql.raw(`${alias}.${column}`)} = ${value}`), kept };
}

type KeptWordsSearch = Pick<SearchedList, 'startingWith' | 'entriesStartingWith' | 'rowsStartingWith' | 'rowsWithEvery' | 'wordsInOrder' | 'filtered' | 'entriesUnderFilters' | 'filterRows' | 'listRows' | 'walkedRows' | 'startingAmong'>;

/**
 * A list's one-word search from its kept words: its count (startingWith) and its rows
 * (rowsStartingWith), under its filters, the word's entries without them (entriesStartingWith),
 * and with no filters its words in the list's order (wordsInOrder). Where the words keep the
 * filters (`kept`), the count and the rows read the words alone; else each word's row is read to
 * check them, and under one filter a count may check the words against a set of the filter's ids
 * (startingAmong, for filtered-count.ts). Under a filter a walk of the words in order would stop
 * late for a rare filter, whose rows are found faster through the list's own filtered index, so a
 * filtered list walks its rows.
 */
export function keptWords(of: KeptWordsOf, institutions: number[] | 'all'): KeptWordsSearch {
  const row = (columns: SQL) =>
    sql`select ${columns} from ${of.from} ${where([sql`${of.id} = w.${sql.raw(of.rowOf)}`, ...(of.listed ?? []), ...of.filters])}`;
  const entriesStartingWith = (start: string) => keptWordsStarting(of.words, institutions, start);
  const searched: KeptWordsSearch = { entriesStartingWith };
  if (of.inWords) {
    const kept = of.inWords.kept;
    searched.startingWith = (start: string) => keptWordsStarting(of.words, institutions, start, undefined, kept);
    // the words row's own (its row's id and time in the list's order), under the filters it keeps
    searched.rowsStartingWith = (start: string) => wordsStarting(sql`w.${sql.raw(of.rowOf)} as id, w.sort_at`, of.words, institutions, start, kept);
  } else {
    searched.startingWith = of.filters.length ? (start: string) => keptWordsStarting(of.words, institutions, start, row(sql`1`)) : entriesStartingWith;
    searched.rowsStartingWith = (start: string) => keptWordsRows(of.words, institutions, start, row(sql`${of.id} as id, ${of.sortAt} as sort_at`));
  }
  // several words' rows: inside institutions their ranges intersected ('emily' and 'now' in the
  // largest institution's requests, 5,893 and 4,940 entries read from the index alone: 2.3-3.3 ms,
  // where the trigram index took 6.4; a page 8 -> 3.5 ms); everyone's ranges are some ten times
  // longer, and the trigram index reads them faster (everyone's patients: 8 against 1.6-3 ms)
  if (institutions !== 'all' && !of.severalWordsByTrigrams) {
    searched.rowsWithEvery = (starts: string[]) => {
      const ids = sql.join(starts.map((start) => sql`(${wordsStarting(sql`w.${sql.raw(of.rowOf)}`, of.words, institutions, start)})`), sql` intersect `);
      return sql`select ${of.id} as id, ${of.sortAt} as sort_at from ${of.from} ${where([sql`${of.id} in (${ids})`, ...(of.listed ?? []), ...of.filters])}`;
    };
  }
  if (of.filters.length) searched.filtered = of.filters.length === 1 ? 'one' : 'several';
  if (of.filters.length && of.inWords) {
    const underFilters = sql.join(of.inWords.kept, sql` and `);
    searched.entriesUnderFilters = (start: string) => wordsStarting(sql`${underFilters} as hit`, of.words, institutions, start);
    searched.filterRows = of.inWords.filterRows;
    searched.listRows = of.inWords.listRows;
    searched.walkedRows = of.inWords.walkedRows;
  }
  // a set of one filter's ids is read from its own index, where a list keeps one for each filter
  // (not for each pair: the second filter would read every row of the first's); where the words
  // keep the filter, their index answers without it
  if (of.filters.length === 1 && !of.inWords) {
    searched.startingAmong = (start: string, ids: SQL) => wordsStarting(sql`1`, of.words, institutions, start, [sql`(w.${sql.raw(of.rowOf)} in (${ids})) is true`]);
  }
  if (!of.filters.length) searched.wordsInOrder = (start: string) => (limit: SQL) => keptWordsInOrder(of.words, of.rowOf, institutions, start, limit);
  return searched;
}
