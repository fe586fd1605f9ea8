// The list pattern every list copies (README "Lists at scale"):
//   1. the page's ids come from one ordered index scan (or a merge of one scan per institution),
//      so the sort is never of the whole table and skipped rows cost an index entry each;
//   2. the columns, joins and per-row subqueries run for those ids only;
//   3. the total is a kept counter when the list is unfiltered, and otherwise an exact count
//      that stops at LIST_COUNT_CAP + 1 (the pager then says "more than").
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

/** Matches of `fromWhere` (a FROM ... WHERE ... clause), counted up to LIST_COUNT_CAP + 1. */
export async function countUpToCap(db: Db, fromWhere: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from (select 1 ${fromWhere} limit ${LIST_COUNT_CAP + 1}) capped`);
  return Number(row.n);
}

/** Rows fetched by id, put back in the order of `ids` (the page's order). */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
