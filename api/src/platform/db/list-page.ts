// The list pattern every list copies (docs/performance.md, "How every list stays fast"):
//   1. the page's ids come from one ordered index scan (or a merge of one scan per institution),
//      so the sort is never of the whole table and skipped rows cost an index entry each;
//   2. the columns, joins and per-row subqueries run for those ids only;
//   3. the total is a kept counter when the list is unfiltered, and otherwise an exact count
//      that stops at LIST_COUNT_CAP + 1 (the pager then says "more than");
//   4. a search reads the list the same way, through platform/db/search.ts;
//   5. ids, columns and total are one statement (one round trip), and an unsearched page runs as
//      a prepared statement (queryRowsPrepared) whose plan each connection keeps; its limit and
//      offset come from pageWindow, so page 1's kept plan is made for the rows it reads;
//   6. a next page starts after the previous page's last row (PageAt.after, afterKey), one index
//      range at any depth; the page gives that key as `pagination.next` (pageKey, nextAfter).
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { queryRowsPrepared, type queryRows } from './query';

/** The number of matches of `fromWhere` (a FROM ... WHERE ... clause), counted up to LIST_COUNT_CAP + 1. */
export function cappedCountQuery(fromWhere: SQL): SQL {
  return sql`select count(*) from (select 1 ${fromWhere} limit ${inlined(LIST_COUNT_CAP + 1)}) capped`;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * Which page of a list: its number and size, and for a next page the key of the previous page's
 * last row (`after`, a PageAfter: `<sort time in microseconds since 1970>_<id>`). With a key, a page
 * is an index range that starts at that row, at any depth; without one, rows are skipped by offset
 * (a jump to page 2000 costs its 50,000 index entries).
 */
export interface PageAt {
  page: number;
  limit: number;
  after?: string;
}

function rowCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return n;
}

/** A row count (or an id) written into the statement rather than sent as a parameter (pageWindow, newestInScope say why). */
export const inlined = (n: number): SQL => sql.raw(String(rowCount(n)));

/**
 * `limit … offset …` of a page. Page 1 and a next page (read after a key), most calls, have their
 * limit written into the statement: a prepared statement's plan then knows it reads `limit` rows
 * and PostgreSQL reuses it instead of planning every call (planning was two thirds of a page's
 * database time; a plan made for an unknown limit reads the whole table). Other pages keep
 * parameters, so deep paging does not leave one prepared statement per page on every connection.
 */
export function pageWindow({ page, limit, after }: PageAt): SQL {
  return page === 1 || after ? sql`limit ${inlined(limit)} offset 0` : sql`limit ${limit} offset ${offsetOf(page, limit)}`;
}

/** The rows each merged scan must give for the page (offset + limit; limit after a key), written like pageWindow. */
export function leadingRows({ page, limit, after }: PageAt): SQL {
  return page === 1 || after ? sql`limit ${inlined(limit)}` : sql`limit ${offsetOf(page, limit) + limit}`;
}

/**
 * The condition "comes after the page's key" in a newest-first order on (sortAt desc, id desc),
 * as a row comparison an index on (sortAt desc, id desc) reads as its range; none without a key.
 * The key's two numbers are cast in SQL, so any PageAfter is a valid position (seconds and
 * microseconds apart: a bigint of microseconds times an interval goes through a double and is
 * exact only up to about 2255).
 */
export function afterKey({ after }: PageAt, sortAt: SQL, id: SQL): SQL[] {
  if (!after) return [];
  const [micros, rowId] = after.split('_');
  const at = sql`timestamptz 'epoch' + (${micros}::bigint / 1000000) * interval '1 second' + (${micros}::bigint % 1000000) * interval '1 microsecond'`;
  return [sql`(${sortAt}, ${id}) < (${at}, ${rowId}::bigint)`];
}

/** A row's key (a PageAfter) from its sort time and id, computed in SQL: a JavaScript Date would lose the microseconds. */
export const pageKey = (sortAt: SQL, id: SQL): SQL => sql`(extract(epoch from ${sortAt}) * 1000000)::bigint::text || '_' || ${id}::text`;

/** `pagination.next` of a page read in key order: its last row's key when the page is full (an emptier page is the last). */
export function nextAfter(rows: { page_key?: string | null }[], limit: number): string | undefined {
  return rows.length === limit ? (rows[rows.length - 1].page_key ?? undefined) : undefined;
}

/** `limit n` written into the statement, for a fixed number of rows (a panel, a recent-activity list), as pageWindow explains. */
export function rowLimit(n: number): SQL {
  return sql`limit ${inlined(n)}`;
}

/**
 * The rows of `select` as one JSON array in `order` (columns named as `r.…`), '[]' when none: how a
 * page travels beside its counts and tiles in one statement. Timestamps arrive as text.
 */
export function jsonRows(select: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(row_to_json(r) order by ${order}), '[]') from (${select}) r)`;
}

/**
 * A list's newest `limit` rows in a scope (SearchedList.newest) from `newestOf` (the rows newest
 * first under extra conditions, cut at `limit`): as is for everyone, for one institution with its
 * condition on `column`, and for several one walk per institution merged (a row has one
 * institution), so each reads its institution's ordered index. The institution's id is written
 * into the statement: in a plan made for any institution (queryRowsGeneric), the list's global
 * newest-first index filtered by institution looked as cheap as the institution's own, and read
 * seven rows for each of the largest institution's and forty for each of a small one's (12 ms for
 * a walk of 1.5 ms). Planned for its institution, a walk reads the index that institution's
 * share of the rows calls for.
 */
export function newestInScope(institutions: number[] | 'all', column: SQL, limit: SQL, newestOf: (extra: SQL[]) => SQL): SQL {
  if (institutions === 'all') return newestOf([]);
  if (institutions.length === 1) return newestOf([sql`${column} = ${inlined(institutions[0])}`]);
  const walks = institutions.map((id) => newestOf([sql`${column} = ${inlined(id)}`]));
  return sql`select * from (${sql.join(walks, sql` union all `)}) listed order by sort_at desc, id desc limit ${limit}`;
}

/** WHERE with the conditions joined by AND, or nothing when there are none. */
export const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/**
 * A page's total: carried by its rows (`list_total`), else none for a first page read from the
 * start (an empty first page is an empty list: counting again would repeat a search's walks, twice
 * the work for a term that matches nothing), else `alone` (`select <count> as n`) counted on its
 * own (a page past the last, a key after the last row), run as the page was.
 */
export async function pageTotal(db: Db, run: typeof queryRows, rows: { list_total: string | number }[], at: PageAt, alone: SQL): Promise<number> {
  if (rows.length) return Number(rows[0].list_total);
  if (at.page === 1 && !at.after) return 0;
  const [row] = await run<{ n: string | number }>(db, alone);
  return Number(row.n);
}

/**
 * A page's tiles carried by its rows, as pageTotal's total is: `query`'s rows aggregated into one
 * column, as JSON text so that the driver parses none of them and only the first row's is read.
 */
export const tilesColumn = (query: SQL): SQL => sql`(select coalesce(json_agg(t), '[]')::text from (${query}) t) as tiles`;

/** The tiles' rows: from the page's first row (tilesColumn), else `query` on its own (a page with no row to carry them). */
export async function pageTiles<T>(db: Db, rows: { tiles: string }[], query: SQL): Promise<T[]> {
  if (rows.length) return JSON.parse(rows[0].tiles) as T[];
  return queryRowsPrepared<T>(db, query);
}
