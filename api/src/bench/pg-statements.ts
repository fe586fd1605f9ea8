// The statements a bench phase ran, by total time, from pg_stat_statements (BENCH_HL7_PROFILE=1
// loads it into the scratch server; `track = all` also counts what triggers run).
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query';

export const PROFILE_SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'];

export interface StatementCost {
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  rows: number;
}

export async function resetStatements(db: Db): Promise<void> {
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  await db.execute(sql`select pg_stat_statements_reset()`);
}

/** The `limit` statements that took the most time since the reset (a trigger's inside its statement's too), and the total of the top-level ones. */
export async function topStatements(db: Db, limit = 15): Promise<{ totalMs: number; statements: StatementCost[] }> {
  const rows = await queryRows<{ query: string; calls: string; total: number; mean: number; rows: string; all_total: number }>(
    db,
    sql`select left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query, calls, total_exec_time as total, mean_exec_time as mean, rows,
        sum(total_exec_time) filter (where toplevel) over () as all_total
      from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc limit ${limit}`,
  );
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    totalMs: round(Number(rows[0]?.all_total ?? 0)),
    statements: rows.map((r) => ({ query: r.query, calls: Number(r.calls), totalMs: round(Number(r.total)), meanMs: round(Number(r.mean)), rows: Number(r.rows) })),
  };
}
