// Whether institutions a caller names exist (and lie in their scope): the one place every module asks.
import type { Scope } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { queryRows, queryRowsPrepared, scopeCondition } from './db/query';
import { notFound } from './errors';
import { INSTITUTION_NOT_FOUND, requireInstitutionInScope } from './scope';

export async function institutionExists(db: Db, id: number): Promise<boolean> {
  return (await queryRowsPrepared(db, sql`select 1 from institutions where id = ${id}`)).length > 0;
}

/** The ids of `ids` that are institutions. */
export async function existingInstitutionIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(db, sql`select id from institutions where ${scopeCondition(sql`id`, ids)}`);
  return rows.map((r) => r.id);
}

/**
 * An institution the caller may name: outside their scope it answers 404, as if it did not exist;
 * for super_admin (scope 'all') one that does not exist answers 404 too (a scope's own
 * institutions exist: users refer to them).
 */
export async function requireInstitution(db: Db, scope: Scope, institutionId: number): Promise<void> {
  requireInstitutionInScope(scope, institutionId);
  if (scope === 'all' && !(await institutionExists(db, institutionId))) throw notFound(INSTITUTION_NOT_FOUND);
}
