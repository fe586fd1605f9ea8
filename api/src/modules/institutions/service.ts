import type { ClinicianOption, InstitutionOption } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { requireInstitutionInScope } from '../../platform/scope';
import * as queries from './queries';

// Lookups the clinical forms need. (The institutions administration of spec 3 comes with its own issue.)

/** The caller's institutions (all for super_admin). */
export function listMyInstitutions(db: Db, caller: Caller): Promise<InstitutionOption[]> {
  return queries.selectInstitutionsInScope(db, caller.scope);
}

/** An institution's active clinicians; an institution outside the caller's scope answers 404. */
export function listInstitutionClinicians(db: Db, caller: Caller, institutionId: number): Promise<ClinicianOption[]> {
  requireInstitutionInScope(caller.scope, institutionId);
  return queries.selectActiveClinicians(db, institutionId);
}
