import { isInScope, type Scope } from '@lab/shared';
import { notFound } from './errors';

export const INSTITUTION_NOT_FOUND = 'Institution not found';

/** An institution outside the caller's scope answers 404, as if it did not exist. */
export function requireInstitutionInScope(scope: Scope, institutionId: number): void {
  if (!isInScope(scope, institutionId)) throw notFound(INSTITUTION_NOT_FOUND);
}
