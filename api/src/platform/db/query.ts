import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs a SQL statement and answers its rows (the same shape on PGlite and PostgreSQL). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A WHERE condition limiting `column` (an institution id) to a scope: everything, or a list of
 * institutions (none matches nothing). Scope is always applied in the query, never after it.
 */
export function scopeCondition(column: SQL, scope: 'all' | number[]): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
}
