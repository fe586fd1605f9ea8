// Institutions administration: who lists, creates, edits and views institutions and who manages
// their lab assignments. The institutions API enforces these;
// the host and the admin remote ask them to show, hide and open.
import { type AccessSubject, canAccess, institutionScope, isInScope, isInstitutionAdminOf, isSuperAdmin, may } from './access';

type Subject = AccessSubject | null | undefined;


/** The list, the form, create and edit: super_admin only. */
export const canManageInstitutions = (user: Subject) => may(user, 'institutions.manage');

/**
 * The institution detail: anyone with the institutions area for an institution in their scope,
 * and an institution_admin for their own institution (the Labs tab is theirs to manage, and the
 * spec shows them the detail's edit button).
 */
export function canViewInstitution(user: Subject, institutionId: number): boolean {
  if (!user) return false;
  if (isInstitutionAdminOf(user, institutionId)) return true;
  return canAccess(user, 'institutions') && isInScope(institutionScope(user), institutionId);
}

/** Add and remove lab assignments of an institution. */
export const canManageLabAssignments = (user: Subject, institutionId: number) => isSuperAdmin(user) || isInstitutionAdminOf(user, institutionId);

/** The detail's Add User and Add Clinician buttons (super_admin only). */
export const showsInstitutionAddUser = (user: Subject) => isSuperAdmin(user);

/** /institutions/{id}: the detail path an institution_admin may open without the institutions area. */
const DETAIL_PATH = /^\/institutions\/(\d+)\/?$/;

/** Whether the host opens the institutions area at `pathname` for a user who lacks the area itself. */
export function opensInstitutionDetail(user: Subject, pathname: string): boolean {
  const match = DETAIL_PATH.exec(pathname);
  return !!match && isInstitutionAdminOf(user, Number(match[1]));
}

/** The API's refusals of a lab assignment. */
export const LAB_ASSIGNMENT_MESSAGES = {
  labMissing: (labId: number) => `Lab ${labId} does not exist`,
  labInactive: (lab: string) => `Lab ${lab} is not active`,
  sampleTypeMissing: (sampleType: string) => `Sample type ${sampleType} does not exist`,
  sampleTypeInactive: (sampleType: string) => `Sample type ${sampleType} is not active`,
} as const;
