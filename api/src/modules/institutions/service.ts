import {
  canManageInstitutions,
  canViewInstitution,
  INSTITUTION_MESSAGES,
  INVALID_TIME_ZONE,
  type ClinicianOption,
  type Institution,
  type InstitutionListResponse,
  type InstitutionOption,
  type InstitutionPatientsResponse,
  type InstitutionStats,
  type InstitutionWriteBody,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import type { PageAt } from '../../platform/db/list-page';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { requireInstitutionInScope } from '../../platform/scope';
import { requireInstitution } from '../../platform/institutions';
import type { ReminderSchedule } from '../reminders/public';
import { INSTITUTION_NOT_FOUND } from '../../platform/scope';
import { readInstitutionInput } from './institution-input';
import { selectInstitutionPatientPage } from './patient-page-queries';
import * as queries from './queries';

// The lookups of the clinical forms and the institutions administration.

/** The caller's institutions (all for super_admin). */
export function listMyInstitutions(db: Db, caller: Caller): Promise<InstitutionOption[]> {
  return queries.selectInstitutionsInScope(db, caller.scope);
}

/** An institution's active clinicians; an institution outside the caller's scope answers 404. */
export function listInstitutionClinicians(db: Db, caller: Caller, institutionId: number): Promise<ClinicianOption[]> {
  requireInstitutionInScope(caller.scope, institutionId);
  return queries.selectActiveClinicians(db, institutionId);
}

/** The institutions of the caller's scope by name, with the summary figures of that list. */
export function listInstitutions(db: Db, caller: Caller): Promise<InstitutionListResponse> {
  return queries.selectInstitutionList(db, caller.scope);
}

/** One institution; 404 when it does not exist or lies outside the caller's scope. */
export async function getInstitution(db: Db, caller: Caller, id: number): Promise<Institution> {
  requireInstitutionInScope(caller.scope, id);
  const institution = await queries.selectInstitution(db, id);
  if (!institution) throw notFound(INSTITUTION_NOT_FOUND);
  return institution;
}

/**
 * Runs a write of an institution's name in a transaction that holds the names' lock: a name
 * another institution has, whatever its case, is a 409 (the unique index on name catches the
 * same spelling; the check under the lock catches the rest).
 */
async function withUniqueName<T>(db: Db, name: string, exceptId: number | null, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await queries.lockInstitutionNames(tx);
      if (await queries.nameTaken(tx, name, exceptId)) throw conflict(INSTITUTION_MESSAGES.nameTaken);
      return write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(INSTITUTION_MESSAGES.nameTaken);
    throw error;
  }
}

/** A time zone PostgreSQL does not know is refused as one Intl does not (readInstitutionInput). */
async function requireKnownTimeZone(db: Db, values: Partial<queries.InstitutionValues>): Promise<void> {
  if (values.timeZone && !(await queries.timeZoneKnown(db, values.timeZone))) throw badRequest(INVALID_TIME_ZONE);
}

export async function createInstitution(db: Db, caller: Caller, body: InstitutionWriteBody): Promise<Institution> {
  if (!canManageInstitutions(caller.user)) throw forbidden(INSTITUTION_MESSAGES.manageDenied);
  const values = readInstitutionInput(body, true);
  await requireKnownTimeZone(db, values);
  const id = await withUniqueName(db, values.name, null, async (tx) => {
    const id = await queries.insertInstitution(tx, values);
    await writeAudit(tx, { action: 'institution.created', entityType: 'institution', entityId: id, institutionId: id, details: { name: values.name } }, caller);
    return id;
  });
  return getInstitution(db, caller, id);
}

export async function updateInstitution(db: Db, caller: Caller, schedule: ReminderSchedule, id: number, body: InstitutionWriteBody): Promise<Institution> {
  if (!canManageInstitutions(caller.user)) throw forbidden(INSTITUTION_MESSAGES.manageDenied);
  const existing = await getInstitution(db, caller, id);
  const values = readInstitutionInput(body, false);
  await requireKnownTimeZone(db, values);
  await withUniqueName(db, values.name ?? existing.name, id, async (tx) => {
    await queries.updateInstitutionRow(tx, id, values);
    // its reminders' due times follow its time zone
    if (values.timeZone !== undefined && values.timeZone !== existing.time_zone) await schedule.forInstitution(tx, id);
    await writeAudit(tx, { action: 'institution.updated', entityType: 'institution', entityId: id, institutionId: id, details: { fields: Object.keys(body).sort() } }, caller);
  });
  return getInstitution(db, caller, id);
}

/** The detail's stat tiles: for whoever may open the institution's detail (404 outside the scope first). */
export async function getInstitutionStats(db: Db, caller: Caller, id: number): Promise<InstitutionStats> {
  requireInstitutionInScope(caller.scope, id);
  if (!canViewInstitution(caller.user, id)) throw forbidden();
  const stats = await queries.selectInstitutionStats(db, id);
  if (!stats) throw notFound(INSTITUTION_NOT_FOUND);
  return stats;
}

/** The institution's patients, newest first (404 outside the caller's scope or when it does not exist). */
export async function listInstitutionPatients(db: Db, caller: Caller, id: number, at: PageAt): Promise<InstitutionPatientsResponse> {
  await requireInstitution(db, caller.scope, id);
  return selectInstitutionPatientPage(db, id, at);
}
