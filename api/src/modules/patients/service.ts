import { canCreatePatient, canDeletePatient, canEditPatient, institutionScope, isInScope, PATIENT_MESSAGES, type SessionUser } from '@lab/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { institutions, patientInstitutions, patients } from '../../platform/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors';
import { readPatientInput, type PatientInput } from './patient-input';
import { findPatientInScope, type PatientRow } from './patient-queries';
import type { PatientBody } from './schemas';

const MRN_TAKEN = 'A patient with this medical record number already exists';

const conflict = (message: string) => new HttpError(409, message);
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** The patient, or 404 when it does not exist, is archived or lies outside the caller's institutions. */
export async function requirePatient(db: Db, user: SessionUser, id: number): Promise<PatientRow> {
  const patient = await findPatientInScope(db, institutionScope(user), id);
  if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
  return patient;
}

/** Every chosen institution must exist and be one the caller works in. */
async function checkInstitutions(db: Db, user: SessionUser, ids: number[]) {
  const scope = institutionScope(user);
  if (ids.some((id) => !isInScope(scope, id))) {
    throw badRequest('You can only add patients to your own institution');
  }
  const found = await db.select({ id: institutions.id }).from(institutions).where(inArray(institutions.id, ids));
  if (found.length !== ids.length) throw badRequest('Institution not found');
}

/** The assigned clinician must be an active clinician of one of the patient's institutions. */
async function checkClinician(db: Db, clinicianId: number, institutionIds: number[]) {
  const rows = await queryRows(
    db,
    sql`select 1 from users u where u.id = ${clinicianId} and u.role = 'clinician' and u.is_active
        and (${scopeCondition(sql`u.institution_id`, institutionIds)}
          or exists (select 1 from user_institutions ui where ui.user_id = u.id and ${scopeCondition(sql`ui.institution_id`, institutionIds)}))`,
  );
  if (rows.length === 0) throw badRequest("The assigned clinician must be an active clinician of the patient's institution");
}

async function nextMedicalRecordNumber(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select nextval('patient_mrn_seq') as n`);
  return `MRN-P${row.n}`;
}

async function validated(db: Db, user: SessionUser, body: PatientBody): Promise<PatientInput> {
  const input = readPatientInput(body, user);
  await checkInstitutions(db, user, input.institutionIds);
  // A clinician's patients are assigned to that clinician; nobody else picks for them.
  if (user.role === 'clinician') input.clinicianId = user.id;
  else if (input.clinicianId !== null) await checkClinician(db, input.clinicianId, input.institutionIds);
  return input;
}

export async function createPatient(db: Db, user: SessionUser, body: PatientBody, request: FastifyRequest): Promise<PatientRow> {
  if (!canCreatePatient(user)) throw forbidden("You don't have permission to add patients");
  const input = await validated(db, user, body);
  const mrn = input.medicalRecordNumber ?? (await nextMedicalRecordNumber(db));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(patients)
        .values({ ...input.fields, medicalRecordNumber: mrn, clinicianId: input.clinicianId, createdBy: user.id })
        .returning({ id: patients.id });
      await tx.insert(patientInstitutions).values(input.institutionIds.map((institutionId) => ({ patientId: row.id, institutionId })));
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MRN_TAKEN);
    throw error;
  }
  await writeAudit(db, { action: 'patient.created', entityType: 'patient', entityId: id, institutionId: input.institutionIds[0], details: { institution_ids: input.institutionIds } }, request);
  return requirePatient(db, user, id);
}

export async function updatePatient(db: Db, user: SessionUser, id: number, body: PatientBody, request: FastifyRequest): Promise<PatientRow> {
  const existing = await requirePatient(db, user, id);
  if (!canEditPatient(user, existing)) throw forbidden("You don't have permission to edit this patient");
  const input = await validated(db, user, body);
  // A clinician cannot hand a patient over to someone else: the assignment stays as it was.
  const clinicianId = user.role === 'clinician' ? existing.clinician_id : input.clinicianId;
  const scope = institutionScope(user);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(patients)
        .set({ ...input.fields, clinicianId, updatedAt: new Date(), ...(input.medicalRecordNumber ? { medicalRecordNumber: input.medicalRecordNumber } : {}) })
        .where(eq(patients.id, id));
      // The caller's choice replaces only the links they can see; other institutions' links stay.
      const visible = scope === 'all' ? undefined : inArray(patientInstitutions.institutionId, scope);
      await tx
        .delete(patientInstitutions)
        .where(and(eq(patientInstitutions.patientId, id), notInArray(patientInstitutions.institutionId, input.institutionIds), visible));
      await tx
        .insert(patientInstitutions)
        .values(input.institutionIds.map((institutionId) => ({ patientId: id, institutionId })))
        .onConflictDoNothing();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MRN_TAKEN);
    throw error;
  }
  await writeAudit(
    db,
    { action: 'patient.updated', entityType: 'patient', entityId: id, institutionId: input.institutionIds[0], details: { fields: Object.keys(body).sort() } },
    request,
  );
  return requirePatient(db, user, id);
}

/**
 * "Delete" archives: the patient leaves every list and lookup, but the record, its test requests
 * and results stay, as clinical records must. The medical record number stays taken.
 */
export async function archivePatient(db: Db, user: SessionUser, id: number, request: FastifyRequest): Promise<void> {
  const existing = await requirePatient(db, user, id);
  if (!canDeletePatient(user)) throw forbidden("You don't have permission to delete patients");
  await db.update(patients).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(patients.id, id));
  await writeAudit(db, { action: 'patient.deleted', entityType: 'patient', entityId: id, institutionId: existing.institution_id, details: { archived: true } }, request);
}
