import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { requireInstitutionInScope } from '../../platform/scope';
import { institutionExists } from './queries';

export const INSTITUTION_NOT_FOUND = 'Institution not found';

/**
 * An institution the caller may name: outside their scope it answers 404, as if it did not exist;
 * for super_admin (scope 'all') one that does not exist answers 404 too (a scope's own
 * institutions exist: users refer to them).
 */
export async function requireInstitution(db: Db, caller: Caller, institutionId: number): Promise<void> {
  requireInstitutionInScope(caller.scope, institutionId);
  if (caller.scope === 'all' && !(await institutionExists(db, institutionId))) throw notFound(INSTITUTION_NOT_FOUND);
}
