// An institution's lab assignments (the institution detail's Labs tab and
// the order form's lab picker): who may read them, assign a lab for a sample type and remove one.
import {
  type AssignLabBody,
  type AssignLabResponse,
  canAccess,
  canManageLabAssignments,
  canViewInstitution,
  INSTITUTION_MESSAGES,
  type InstitutionLabAssignment,
  LAB_ASSIGNMENT_MESSAGES,
  may,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { requireInstitution } from '../../platform/institutions';
import * as queries from './lab-assignment-queries';

const ASSIGNMENT_NOT_FOUND = 'Lab assignment not found';

/** Whether the caller may read the institution's labs: the order form (tests area), or the detail's Labs tab. */
const readsLabs = (caller: Caller, institutionId: number) =>
  canAccess(caller.user, 'tests') || canManageLabAssignments(caller.user, institutionId) || canViewInstitution(caller.user, institutionId);

/**
 * With a sample type (the order form): the active labs of that active sample type. Without (the
 * Labs tab): every assignment. A caller who could read no institution's labs is refused first
 * (403, as the order form's route always was); then an institution outside the scope is a 404.
 */
export async function listLabAssignments(db: Db, caller: Caller, institutionId: number, sampleTypeId: number | undefined): Promise<InstitutionLabAssignment[]> {
  const readsAny = canAccess(caller.user, 'tests') || canAccess(caller.user, 'institutions') || may(caller.user, 'labs.assign');
  if (!readsAny) throw forbidden();
  await requireInstitution(db, caller.scope, institutionId);
  if (!readsLabs(caller, institutionId)) throw forbidden();
  return sampleTypeId === undefined ? queries.selectAllAssignments(db, institutionId) : queries.selectActiveLabsOfSampleType(db, institutionId, sampleTypeId);
}

/** 404 outside the scope, then 403 unless the caller manages this institution's labs. */
async function requireLabManager(db: Db, caller: Caller, institutionId: number): Promise<void> {
  await requireInstitution(db, caller.scope, institutionId);
  if (!canManageLabAssignments(caller.user, institutionId)) throw forbidden(INSTITUTION_MESSAGES.labsDenied);
}

/**
 * Assigns an active lab for an active sample type (named). DECISION: a
 * retired lab or sample type is refused like an unknown one, as the Labs tab offers only active ones.
 */
export async function assignLab(db: Db, caller: Caller, institutionId: number, body: AssignLabBody): Promise<AssignLabResponse> {
  await requireLabManager(db, caller, institutionId);
  const sampleTypeName = body.sample_type?.trim();
  if (body.lab_id === undefined || !sampleTypeName) throw badRequest(INSTITUTION_MESSAGES.labPairRequired);
  const lab = await queries.selectLab(db, body.lab_id);
  if (!lab) throw badRequest(LAB_ASSIGNMENT_MESSAGES.labMissing(body.lab_id));
  if (!lab.active) throw badRequest(LAB_ASSIGNMENT_MESSAGES.labInactive(lab.name));
  const sampleType = await queries.selectSampleTypeByName(db, sampleTypeName);
  if (!sampleType) throw badRequest(LAB_ASSIGNMENT_MESSAGES.sampleTypeMissing(sampleTypeName));
  if (!sampleType.active) throw badRequest(LAB_ASSIGNMENT_MESSAGES.sampleTypeInactive(sampleType.name));

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const id = await queries.insertAssignment(tx, institutionId, lab.id, sampleType.id);
      const details = { lab_id: lab.id, lab_name: lab.name, sample_type_id: sampleType.id, sample_type: sampleType.name };
      await writeAudit(tx, { action: 'institution_lab.assigned', entityType: 'institution_lab', entityId: id, institutionId, details }, caller);
      return id;
    });
  } catch (error) {
    // the same lab for the same sample type (institution_labs_unique)
    if (isUniqueViolation(error)) throw conflict(INSTITUTION_MESSAGES.labAlreadyAssigned);
    throw error;
  }
  const assignment = await queries.selectAssignment(db, institutionId, id);
  if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND); // removed in between
  return { assignment, message: INSTITUTION_MESSAGES.labAssigned };
}

/** Removes one of the institution's assignments (another institution's is a 404); test requests keep their lab. */
export async function removeLabAssignment(db: Db, caller: Caller, institutionId: number, assignmentId: number): Promise<{ message: string }> {
  await requireLabManager(db, caller, institutionId);
  const assignment = await queries.selectAssignment(db, institutionId, assignmentId);
  if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await queries.deleteAssignment(tx, institutionId, assignmentId))) throw notFound(ASSIGNMENT_NOT_FOUND);
    const details = { lab_id: assignment.lab_id, lab_name: assignment.lab_name, sample_type_id: assignment.sample_type_id, sample_type: assignment.sample_type };
    await writeAudit(tx, { action: 'institution_lab.removed', entityType: 'institution_lab', entityId: assignmentId, institutionId, details }, caller);
  });
  return { message: INSTITUTION_MESSAGES.labRemoved };
}
