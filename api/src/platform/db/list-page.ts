// The list pattern every list copies (docs/performance.md, "How every list stays fast"):
//   1. the page's ids come from one ordered index scan (or a merge of one scan per institution),
//      so the sort is never of the whole table and skipped rows cost an index entry each;
//   2. the columns, joins and per-row subqueries run for those ids only;
//   3. the total is a kept counter when the list is unfiltered, and otherwise an exact count
//      that stops at LIST_COUNT_CAP + 1 (the pager then says "more than");
//   4. a search reads the list the same way, through platform/db/search.ts;
//   5. ids, columns and total are one statement (one round trip), and an unsearched page runs as
//      a prepared statement (queryRowsPrepared) whose plan each connection keeps; its limit and
//      offset come from pageWindow, so page 1's kept plan is made for the rows it reads.
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';

/** The number of matches of `fromWhere` (a FROM ... WHERE ... clause), counted up to LIST_COUNT_CAP + 1. */
export function cappedCountQuery(fromWhere: SQL): SQL {
  return sql`select count(*) from (select 1 ${fromWhere} limit ${LIST_COUNT_CAP + 1}) capped`;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

function rowCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return n;
}

/**
 * `limit … offset …` of a page. Page 1, most calls, is written into the statement: a prepared
 * statement's plan then knows it reads `limit` rows and PostgreSQL reuses it instead of planning
 * every call (planning was two thirds of a page's database time; a plan made for an unknown limit
 * reads the whole table). Other pages keep parameters, so deep paging does not leave one prepared
 * statement per page on every connection.
 */
export function pageWindow(page: number, limit: number): SQL {
  return page === 1 ? sql.raw(`limit ${rowCount(limit)} offset 0`) : sql`limit ${limit} offset ${offsetOf(page, limit)}`;
}

/** `limit n` written into the statement, for a fixed number of rows (a panel, a recent-activity list), as pageWindow explains. */
export function rowLimit(n: number): SQL {
  return sql.raw(`limit ${rowCount(n)}`);
}

/**
 * The rows of `select` as one JSON array in `order` (columns named as `r.…`), '[]' when none: how a
 * page travels beside its counts and tiles in one statement. Timestamps arrive as text.
 */
export function jsonRows(select: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(row_to_json(r) order by ${order}), '[]') from (${select}) r)`;
}

/** The rows each merged scan must give for the page (offset + limit), written like pageWindow. */
export function leadingRows(page: number, limit: number): SQL {
  return page === 1 ? sql.raw(`limit ${rowCount(limit)}`) : sql`limit ${offsetOf(page, limit) + limit}`;
}

/** WHERE with the conditions joined by AND, or nothing when there are none. */
export const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
