import { CLINICIAN_ROLE, type ClinicianOption, type InstitutionOption } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';

/** The institutions of a scope, by name. */
export function selectInstitutionsInScope(db: Db, scope: Scope): Promise<InstitutionOption[]> {
  return queryRowsPrepared<InstitutionOption>(db, sql`select id, name, address from institutions i where ${scopeCondition(sql`i.id`, scope)} order by name`);
}

/** The active clinicians working in an institution (primary or additional), by name. */
export function selectActiveClinicians(db: Db, institutionId: number): Promise<ClinicianOption[]> {
  return queryRowsPrepared<ClinicianOption>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, u.role from users u
        where u.role = ${CLINICIAN_ROLE} and u.is_active
          and ${worksIn([institutionId])}
        order by u.last_name, u.first_name`,
  );
}
