// How every list searches (docs/search.md). One module, so a new list gets the same meaning and
// the same plan shape:
//   - a term matches when a word of the row's search text starts with it ("smi" finds Smith and
//     Anna Smiley, not Goldsmith); several words must each start a word;
//   - a term with a digit or an @ (or a leading '+') and no space is an identifier (MRN, barcode,
//     tracking number, email, phone), as is a term with no letter or digit at all: it starts one
//     of the row's identifiers; the matches are listed in the identifier's order, read in that
//     order from its btree prefix index (text_pattern_ops), so a page costs its rows whether the
//     prefix matches ten rows or a million;
//   - words never depend on the planner's guess of how common they are: the newest SEARCH_WALK
//     rows of the list are read through its newest-first index and filtered; when they hold too
//     few matches for the page, a longer walk sized by what the first found; only a rare term
//     ('zyx') has its matches collected through the trigram index and sorted (or read from the
//     list's kept words). A one-word term of two letters or more walks the list's kept words of
//     its first two letters in the list's order instead of the rows, where the list keeps words
//     and no filter is set. Each gate is an InitPlan, so a branch not taken is never run;
//   - so a first page is planned once per connection for every term where one plan serves them
//     all (SearchPagePlan.run), and planned for its term where the best plan depends on it.
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { cappedCountQuery, inlined, offsetOf } from './list-page';
import { queryRows, queryRowsGeneric } from './query';
import { identifierCount, identifierPage, type IdentifierRange } from './search-ranges';
import { WORD_BUCKET_LETTERS, wordStarts } from './kept-words';
import { filteredCount } from './filtered-count';
import { hitsAndLast, walkOf } from './search-walks';
import { textMatches, type SearchTerm } from './search-terms';

// what a term means, a scope's newest rows, one walk per institution, and the identifier ranges
// are built elsewhere; the lists take them from here
export { classifyTerm, textMatches, textMatchesIndexed, type SearchTerm } from './search-terms';
export { newestInScope } from './list-page';
export { afterPrefix, identifierStarts, ownRanges, rangesIn, type IdentifierRange, type RangedTable } from './search-ranges';
// and a one-word term's count and rare rows, from the list's kept words, in kept-words.ts
export { filterSizes, keptFilters, keptWords, keptWordsRows, keptWordsStarting, WORD_BUCKET_LETTERS, wordStarts, type FiltersInWords, type KeptWordsOf } from './kept-words';

/** How many of a list's newest rows a search reads before it asks an index for the matches. */
export const SEARCH_WALK = 2000;

/**
 * How many newest rows a longer walk may read: for a page the first walk did not fill, and for a
 * count when the term is common (one row in ten or more), which stops at LIST_COUNT_CAP + 1
 * matches, before an index would have listed them all (a one- or two-letter term's trigram lists
 * a third of the table).
 */
export const COUNT_WALK = 20000;

/**
 * A one-word term whose kept words hold at most this many rows (under the list's filters) lists
 * them without walking: read from the words a row each, they cost less than the walk's 2,000, and
 * asking costs a common term this many words rows (and their rows, where the list has filters).
 */
export const FEW_MATCHES = 100;

/** Ids ORed (each an index condition, where IN would not be for a trigram index), for a scope. */
export const institutionIn = (column: SQL, institutions: number[]) => sql`(${sql.join(institutions.map((id) => sql`${column} = ${id}`), sql` or `)})`;

/** Whether a word has trigrams of its own, which find it inside a word, besides its word-start ones: three letters or more. */
const hasTrigrams = (word: string) => [...word].length >= 3;

/** How many words a term may have and still run as a plan made once: each count of words is a statement of its own on every connection. */
const WORDS_PLANNED_ONCE = 3;

export interface SearchedList {
  /** The list's rows newest first, at most `limit`, as (id, sort_at, text): an ordered index scan, the scope and filters applied. */
  newest(limit: SQL): SQL;
  /** Every row of the scope whose text matches the words, as (id, sort_at), through the trigram index; unordered. */
  matching(term: Extract<SearchTerm, { kind: 'words' }>): SQL;
  /** The scope's rows with an identifier starting with the prefix, one range per identifier. */
  identified(prefix: string): IdentifierRange[];
  /**
   * The scope's rows with a word starting with `start` (a one-word term), a row each, in no order,
   * from the list's words table (wordStarts); absent where the list keeps none.
   */
  startingWith?(start: string): SQL;
  /**
   * The scope's words starting with `start` without the list's filters, a row each (the words'
   * index alone): whether a word has at most FEW_MATCHES rows is asked of these, where under a
   * rare filter a common word's question read every one of its words' rows (150 ms for 'smith'
   * over the pending test requests). The same as startingWith where the list has no filters.
   */
  entriesStartingWith?(start: string): SQL;
  /** Whether the list has one filter set or several: then a word is counted as filteredCount says. */
  filtered?: 'one' | 'several';
  /**
   * Where the words keep the filters set (KeptWordsOf.kept): the scope's words starting with
   * `start`, a row each, as (hit: whether its row is under the filters), from the words' index
   * alone; startingWith and rowsStartingWith then read the words alone too.
   */
  entriesUnderFilters?(start: string): SQL;
  /** How many rows the filters set hold in the scope, from the list's kept counters, where it keeps counters of them. */
  filterRows?: SQL;
  /** How many rows the scope holds unfiltered, from the same counters. */
  listRows?: SQL;
  /** Under several filters, the fewest rows any one holds (FiltersInWords.walkedRows). */
  walkedRows?: SQL;
  /**
   * The scope's words starting with `start` whose row's id is among `ids` (a statement of one
   * column), checked against a set of them built once (`(id in (…)) is true` keeps it a hashed
   * sub-plan); a row each. Only under one filter the words do not keep (KeptWordsOf.kept).
   */
  startingAmong?(start: string, ids: SQL): SQL;
  /**
   * The same rows as (id, sort_at), under the list's filters (keptWordsRows): a one-word term the
   * walks found too few of for the page takes its matches from here rather than from the trigram
   * index: for a word in none of the largest institution's notification logs, the index's probe
   * took 2.4 ms and the words' btree range 0.3. Absent where the list keeps no words.
   */
  rowsStartingWith?(start: string): SQL;
  /**
   * The rows with a word starting with each of `starts` (a term of several words), as (id,
   * sort_at), under the list's filters: the scope's ranges of its kept words intersected, then the
   * rows found read. Only inside institutions, whose ranges are a fraction of everyone's (keptWords).
   */
  rowsWithEvery?(starts: string[]): SQL;
  /**
   * The scope's words in the bucket of `start` (its first two letters) in the list's order, as
   * (id, sort_at, word, prev_word), at most `limit` (keptWordsInOrder): a one-word term of two
   * letters or more walks these instead of `newest`, with the same gates. Absent where the list
   * keeps no words, and under a filter (keptWords says why).
   */
  wordsInOrder?(start: string): (limit: SQL) => SQL;
}

export interface SearchPagePlan {
  /** The WITH clause the ids and the count read from. */
  prefix: SQL;
  ids: SQL;
  /** The number of matches, up to LIST_COUNT_CAP + 1. */
  count: SQL;
  /**
   * How the statements run: planned once for any term (queryRowsGeneric) where one plan is right
   * for every term, else planned for the term's values (queryRows). A first page, what typing
   * sends: planning it cost as much as running it. A later page, or a term of more words than
   * people type, is planned for its values, so that each connection keeps a few statements
   * rather than one per page.
   */
  run: typeof queryRows;
}

/** One searched page: its WITH clause, its ids and its count up to LIST_COUNT_CAP + 1. */
export function searchPage(list: SearchedList, term: SearchTerm, page: number, limit: number): SearchPagePlan {
  const offset = offsetOf(page, limit);
  if (term.kind === 'identifier') {
    const ranges = list.identified(term.prefix);
    return {
      prefix: sql``,
      ids: identifierPage(ranges, offset, limit),
      count: identifierCount(ranges),
      run: page === 1 ? queryRowsGeneric : queryRows,
    };
  }
  return { ...wordsPage(list, term, offset, limit), run: page === 1 && plannedOnce(list, term) ? queryRowsGeneric : queryRows };
}

/**
 * Whether one plan serves a words term whatever its words: a few words of three letters or more,
 * which the trigram index finds by their trigrams, or one word of any length counted from the
 * list's words. A shorter word counted through the trigram index is not: a common one ('sm') is
 * best counted by reading rows until the cap, a rare one ('qz') through the index, and a plan made
 * without the word read every row for a rare one's count (420 ms over 1.5 million logs).
 */
function plannedOnce(list: SearchedList, term: Extract<SearchTerm, { kind: 'words' }>): boolean {
  if (term.words.length > WORDS_PLANNED_ONCE) return false;
  return term.words.every(hasTrigrams) || (term.words.length === 1 && !!list.startingWith);
}

/**
 * Words: `walked` is the newest SEARCH_WALK rows; when their matches do not reach the page,
 * `further` walks as many rows as the first walk's share of matches says the page needs (twice
 * over, up to COUNT_WALK); when even that falls short, and did not read the whole list, the term
 * is rare and `matched` takes every match from the list's kept words (a one-word term) or the
 * trigram index. A one-word term counted from the list's kept words needs nothing else of the
 * walk than the page, so its walk stops at the page's last match: 's' reads about a hundred rows
 * rather than 2,000, which were most of its statement (see walkOf). And such a term asks its
 * words first whether it has at most FEW_MATCHES rows (`few`): then they are the page and the
 * count, and nothing is walked (a word no message holds cost 3.8 ms of walking the newest 2,000
 * to find none; the words say so in 0.07 ms).
 */
function wordsPage(list: SearchedList, term: Extract<SearchTerm, { kind: 'words' }>, offset: number, limit: number): Omit<SearchPagePlan, 'run'> {
  // the numbers are written into the statement, so that a plan made once (queryRowsGeneric) knows
  // how many rows the walk reads; all but the longer walks', whose parameter a plan made once
  // takes for a tenth of the rows and so reads in order: written in, 20,000 of an institution's
  // 50,000 were collected and sorted (122,736 rows for two institutions' 's')
  const need = inlined(offset + limit);
  const cap = inlined(LIST_COUNT_CAP);
  const capAndOne = inlined(LIST_COUNT_CAP + 1);
  const [walkRows, countRows] = [inlined(SEARCH_WALK), sql`${COUNT_WALK}`];
  const oneWord = term.words.length === 1 ? term.words[0] : null;
  const counted = oneWord !== null ? list.startingWith?.(oneWord) : undefined;
  const entries = oneWord !== null ? list.entriesStartingWith?.(oneWord) : undefined;
  const wordRows = oneWord !== null ? list.rowsStartingWith?.(oneWord) : undefined;
  // a counted word of two letters or more walks its words in the list's order, a word at a time,
  // rather than the list's rows with their texts: the gates below are the same, each walked entry
  // a row's word, of which one at most is a hit (wordStarts)
  const inOrder = counted && oneWord !== null && [...oneWord].length >= WORD_BUCKET_LETTERS ? list.wordsInOrder?.(oneWord) : undefined;
  const newest = inOrder ?? ((rows: SQL) => list.newest(rows));
  const hit = inOrder && oneWord !== null ? wordStarts(oneWord) : textMatches(sql`w.text`, term);
  // a rare term's every match: from the words when the list keeps them (several words of three
  // letters or more: their ranges intersected; a shorter word's range is a large share of the
  // words, which its trigrams find faster), else the trigram index
  const everyWord = oneWord === null && term.words.every(hasTrigrams) ? list.rowsWithEvery?.(term.words) : undefined;
  const rare = wordRows ?? everyWord ?? list.matching(term);
  // a one-word term with at most FEW_MATCHES words: their rows (under the list's filters), and no
  // walk; asked of the words alone, so a common word's question reads 101 index entries, not
  // their rows
  const few = entries && wordRows ? sql`(select few from few)` : null;
  const fewFirst = sql`few as (select count(*) <= ${inlined(FEW_MATCHES)} as few from (${entries} limit ${inlined(FEW_MATCHES + 1)}) c),
    few_rows as materialized (select id, sort_at from (${wordRows}) f where ${few}),`;
  // a longer walk of a term the words do not count runs only where the first one's share of
  // matches says COUNT_WALK rows hold the page twice over (its length is not cut at COUNT_WALK): a
  // full name typed into an institution's test requests, two matches in 2,000, read 20,000 rows
  // (34 ms of its 45) to find three, and the index then listed them all anyway. A counted word's
  // longer walk reads its words' index alone and stays as it was.
  const fillsPage = inlined(counted ? 1 : Math.ceil((2 * (offset + limit) * SEARCH_WALK) / COUNT_WALK));
  const furtherRuns = sql`(select hits < ${need} and not whole and hits >= ${fillsPage} from walk)`;
  const furtherRows = sql`(select least(${countRows}, (2 * ${need} * ${walkRows}) / greatest(hits, 1)) from walk)`;
  // when both walks fell short of the page, and neither read the whole list: then the rare rows are every match
  const rareRead = sql`(select hits < ${need} and not whole from walk) and (select hits < ${need} and not whole from walked_further)`;
  // a one-word term under a filter: its count as filteredCount says, before the words row by row
  const underFilter = counted && oneWord !== null && list.filtered ? filteredCount(textMatches(sql`w.text`, term), list, oneWord) : null;
  // the longer walk keeps its matches and its last row, so that it knows whether it read the
  // whole list (a rare filter's 17,000 pending test requests): then its matches are all there are
  const prefix = sql`with ${few ? fewFirst : sql``}
    ${walkOf(newest(walkRows), hit, SEARCH_WALK, counted ? offset + limit : null, few)},
    further as materialized (
      ${hitsAndLast(newest(furtherRows), hit, furtherRows)} and ${furtherRuns}),
    walked_further as (select count(*) filter (where hit) as hits, ${furtherRuns} and count(*) filter (where n = ${furtherRows}) = 0 as whole from further),${underFilter ? sql`
    ${underFilter.ctes}` : sql``}
    matched as materialized (
      ${few ? sql`select id, sort_at from few_rows union all` : sql``}
      select id, sort_at from walked where hit and (select hits >= ${need} or whole from walk)
      union all
      select id, sort_at from further where hit and (select hits >= ${need} or whole from walked_further)
      union all
      select m.id, m.sort_at from (${rare}) m where ${rareRead}) `;
  const ids = sql`select id from matched order by sort_at desc, id desc limit ${inlined(limit)} offset ${inlined(offset)}`;
  const fromWalks = sql`when (select hits > ${cap} or whole from walk) then least((select hits from walk), ${capAndOne})
    when (select whole from walked_further) then least((select hits from walked_further), ${capAndOne})`;
  const capped = (rows: SQL) => sql`(${cappedCountQuery(sql`from (${rows}) counted`)})`;
  // the few rows' own count; a walk's own count when it passed the cap or read the whole list;
  // else a one-word term (what a person typing sends) from the list's words, if it keeps them: a
  // btree range stopped at the cap, where the trigram index lists every match first (38 ms for
  // 'sm' at three million requests)
  if (counted) {
    const fromFew = few ? sql`when ${few} then (select count(*) from few_rows)` : sql``;
    return { prefix, ids, count: sql`select case ${fromFew} ${fromWalks} ${underFilter?.count ?? sql``} else ${capped(counted)} end` };
  }
  // else every match, when the walks fell short and the index listed them for the page; else a walk
  // of COUNT_WALK rows when the term is common (one row in ten); else the index, capped
  const walkCount = capped(sql`select 1 from (${list.newest(countRows)}) w where ${hit}`);
  return {
    prefix,
    ids,
    count: sql`select case ${fromWalks}
        when ${rareRead} then least((select count(*) from matched), ${capAndOne})
        when (select hits * 10 >= ${walkRows} from walk) and ${walkCount} > ${cap} then ${capAndOne}
        else ${capped(sql`select 1 from (${list.matching(term)}) m`)} end`,
  };
}
