// The list pattern every list copies (docs/performance.md, "How every list stays fast"):
//   1. the page's ids come from one ordered index scan (or a merge of one scan per institution),
//      so the sort is never of the whole table and skipped rows cost an index entry each;
//   2. the columns, joins and per-row subqueries run for those ids only;
//   3. the total is a kept counter when the list is unfiltered, and otherwise an exact count
//      that stops at LIST_COUNT_CAP + 1 (the pager then says "more than");
//   4. a search reads the list the same way, through platform/db/search.ts;
//   5. ids, columns and total are one statement (one round trip), and an unsearched page runs as
//      a prepared statement (queryRowsPrepared) whose plan each connection keeps.
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';

/** The number of matches of `fromWhere` (a FROM ... WHERE ... clause), counted up to LIST_COUNT_CAP + 1. */
export function cappedCountQuery(fromWhere: SQL): SQL {
  return sql`select count(*) from (select 1 ${fromWhere} limit ${LIST_COUNT_CAP + 1}) capped`;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** WHERE with the conditions joined by AND, or nothing when there are none. */
export const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
