import { canCreatePatient, canEditPatient, CLINICIAN_ROLE, COMMON_MESSAGES, isClinician, isInScope, type Patient, PATIENT_MESSAGES, type PatientDetail, type PatientPage } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { existingInstitutionIds } from '../../platform/institutions';
import { readPatientInput, type PatientInput } from './patient-input';
import * as queries from './queries';
import type { PatientPayload } from '@lab/shared';

const MRN_TAKEN = 'A patient with this medical record number already exists';

export function listPatients(db: Db, caller: Caller, options: queries.ListOptions): Promise<PatientPage> {
  return queries.selectPatientPage(db, caller.scope, options);
}

/** The patient, or 404 when it does not exist, is archived or lies outside the caller's institutions. */
export async function requirePatient(db: Db, caller: Caller, id: number): Promise<Patient> {
  const patient = await queries.selectPatientInScope(db, caller.scope, id);
  if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
  return patient;
}

export async function getPatientDetail(db: Db, caller: Caller, id: number): Promise<PatientDetail> {
  const patient = await requirePatient(db, caller, id);
  return { ...patient, test_requests: await queries.selectPatientTestRequests(db, caller.scope, patient.id) };
}

/** Every chosen institution must exist and be one the caller works in. */
async function checkInstitutions(db: Db, caller: Caller, ids: number[]) {
  if (ids.some((id) => !isInScope(caller.scope, id))) {
    throw badRequest(PATIENT_MESSAGES.ownInstitutionOnly);
  }
  if ((await existingInstitutionIds(db, ids)).length !== ids.length) throw badRequest(COMMON_MESSAGES.institutionNotFound);
}

async function validated(db: Db, caller: Caller, body: PatientPayload): Promise<PatientInput> {
  const input = readPatientInput(body, caller.user);
  await checkInstitutions(db, caller, input.institutionIds);
  // A clinician's patients are assigned to that clinician; nobody else picks for them.
  if (isClinician(caller.user)) input.clinicianId = caller.user.id;
  else if (input.clinicianId !== null && !(await queries.isActiveMemberOf(db, input.clinicianId, CLINICIAN_ROLE, input.institutionIds))) {
    throw badRequest(PATIENT_MESSAGES.clinicianNotOfInstitution);
  }
  return input;
}

/** Runs a change; a medical record number already taken in one of the institutions is a 409. */
async function withMrnCheck<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MRN_TAKEN);
    throw error;
  }
}

export async function createPatient(db: Db, caller: Caller, body: PatientPayload): Promise<PatientDetail> {
  if (!canCreatePatient(caller.user)) throw forbidden(PATIENT_MESSAGES.createDenied);
  const input = await validated(db, caller, body);
  const mrn = input.medicalRecordNumber ?? (await queries.nextMedicalRecordNumber(db));
  const id = await withMrnCheck(() =>
    db.transaction(async (tx) => {
      const id = await queries.insertPatient(tx, { ...input.fields, medicalRecordNumber: mrn, clinicianId: input.clinicianId, createdBy: caller.user.id }, input.institutionIds);
      await writeAudit(tx, { action: 'patient.created', entityType: 'patient', entityId: id, institutionId: input.institutionIds[0], details: { institution_ids: input.institutionIds } }, caller);
      return id;
    }),
  );
  // The detail, as the page the form opens next shows it: the screen does not ask again.
  return getPatientDetail(db, caller, id);
}

export async function updatePatient(db: Db, caller: Caller, id: number, body: PatientPayload): Promise<PatientDetail> {
  const existing = await requirePatient(db, caller, id);
  if (!canEditPatient(caller.user, existing)) throw forbidden(PATIENT_MESSAGES.editDenied);
  const input = await validated(db, caller, body);
  // A clinician cannot hand a patient over to someone else: the assignment stays as it was.
  const clinicianId = isClinician(caller.user) ? existing.clinician_id : input.clinicianId;
  const mrn = input.medicalRecordNumber ?? existing.medical_record_number;
  await withMrnCheck(() =>
    db.transaction(async (tx) => {
      await queries.updatePatientRow(tx, id, { ...input.fields, clinicianId, medicalRecordNumber: mrn });
      // The caller's choice replaces only the links they can see; other institutions' links stay.
      await queries.replaceLinksInScope(tx, id, mrn, input.institutionIds, caller.scope);
      await writeAudit(tx, { action: 'patient.updated', entityType: 'patient', entityId: id, institutionId: input.institutionIds[0], details: { fields: Object.keys(body).sort() } }, caller);
    }),
  );
  return getPatientDetail(db, caller, id);
}

/**
 * Who may delete is the route's policy (the 'patients.delete' action), asked once there.
 * "Delete" archives: the patient leaves every list and lookup, but the record, its test requests
 * and results stay, as clinical records must. The medical record number stays taken.
 */
export async function archivePatient(db: Db, caller: Caller, id: number): Promise<void> {
  const existing = await requirePatient(db, caller, id);
  await db.transaction(async (tx) => {
    await queries.archivePatientRow(tx, id);
    await writeAudit(tx, { action: 'patient.deleted', entityType: 'patient', entityId: id, institutionId: existing.institution_id, details: { archived: true } }, caller);
  });
}
