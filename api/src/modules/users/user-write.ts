// What a user form's body may change, decided once for create and edit.
// The rules themselves live in @lab/shared's user-rules; this applies them to a body
// and says no with the texts there.
import {
  CLINICIAN_ROLE,
  USER_MESSAGES,
  editsMenuPermissions,
  grantsBeyond,
  isSuperAdminRole,
  needsInstitution,
  permissionProblems,
  rolesAssignableBy,
  unknownPermissions,
  type Role,
  type SessionUser,
  type UserWriteBody,
} from '@lab/shared';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { existingInstitutionIds } from '../../platform/institutions';
import { passwordProblem } from '../../platform/passwords/policy';
import * as queries from './queries';
import type { ExistingUser } from './queries';

export interface UserWrite {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  phone: string | null;
  /** A new password to hash; null keeps the current one (edit only). */
  password: string | null;
  institutionId: number | null;
  /** user_institutions: a clinician's institutions (the primary one included); empty for other roles. */
  institutionIds: number[];
  permissions: string[];
  isActive: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const unique = <T,>(xs: T[]) => [...new Set(xs)];

function checkPermissions(permissions: string[], creating: boolean, role: Role, editor: SessionUser): void {
  const unknown = unknownPermissions(permissions);
  if (unknown.length > 0) throw badRequest(USER_MESSAGES.unknownPermissions(unknown));
  if (!editsMenuPermissions(editor)) return;
  const [problem] = permissionProblems(permissions, { creating, role });
  if (problem) throw badRequest(problem);
}

/**
 * An institution_admin's limits: roles within their own access (never super_admin), the menu
 * permissions as they are (only a super_admin edits them, and nobody grants an area they lack),
 * their own institution as the primary one, and a clinician's institutions among their own.
 */
function checkInstitutionAdminLimits(editor: SessionUser, body: UserWriteBody, role: Role, permissions: string[], existing: ExistingUser | undefined): void {
  const roleChanges = !existing || existing.role !== role;
  if (roleChanges && isSuperAdminRole(role)) throw forbidden(USER_MESSAGES.superAdminRoleDenied);
  if (roleChanges && !rolesAssignableBy(editor).includes(role)) throw forbidden(USER_MESSAGES.roleDenied(role));
  const beyond = grantsBeyond(editor, permissions);
  if (beyond.length > 0 && !sameSet(permissions, existing?.permissions ?? [])) throw forbidden(USER_MESSAGES.grantDenied(beyond));
  if (!sameSet(permissions, existing?.permissions ?? [])) throw forbidden(USER_MESSAGES.permissionsDenied);
  const keptPrimary = existing ? existing.institution_id : editor.institution_id;
  if (body.institution_id !== undefined && body.institution_id !== keptPrimary && body.institution_id !== editor.institution_id) {
    throw forbidden(USER_MESSAGES.institutionDenied);
  }
  const own = editor.institution_ids;
  if ((body.institution_ids ?? []).some((id) => !own.includes(id))) throw forbidden(USER_MESSAGES.outsideInstitutionsDenied);
}


function primaryInstitution(editor: SessionUser, body: UserWriteBody, role: Role, institutionIds: number[], existing: ExistingUser | undefined): number | null {
  if (!needsInstitution(role)) return null;
  let primary: number | null;
  if (editsMenuPermissions(editor)) primary = body.institution_id ?? null;
  else primary = existing?.institution_id ?? editor.institution_id;
  if (role === CLINICIAN_ROLE) return primary !== null && institutionIds.includes(primary) ? primary : institutionIds[0];
  if (primary === null) throw badRequest(USER_MESSAGES.institutionRequired);
  return primary;
}

/** The checked values of a create (no `existing`) or an edit; throws 400, 403 or 409 with the reason. */
export async function resolveUserWrite(db: Db, editor: SessionUser, body: UserWriteBody, existing?: ExistingUser): Promise<UserWrite> {
  const creating = !existing;
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  const email = body.email.trim().toLowerCase();
  const role = body.role;
  if (!firstName || !lastName || !email || !role) throw badRequest(USER_MESSAGES.requiredFields);
  if (!EMAIL.test(email)) throw badRequest(USER_MESSAGES.invalidEmail);
  const password = body.password ? body.password : null;
  if (creating && !password) throw badRequest(USER_MESSAGES.passwordRequired);
  const problem = password === null ? null : passwordProblem(password);
  if (problem) throw badRequest(problem);

  const permissions = unique(body.permissions ?? existing?.permissions ?? []);
  checkPermissions(permissions, creating, role, editor);
  if (existing && existing.id === editor.id) {
    if (role !== existing.role) throw badRequest(USER_MESSAGES.selfRole);
    if (body.is_active === false) throw badRequest(USER_MESSAGES.selfDeactivate);
  }
  if (!editsMenuPermissions(editor)) checkInstitutionAdminLimits(editor, body, role, permissions, existing);

  // an institution_admin's clinician works only in the admin's institutions (checked above and by takeoverGap)
  const institutionIds = role === CLINICIAN_ROLE ? unique(body.institution_ids ?? []) : [];
  if (role === CLINICIAN_ROLE && institutionIds.length === 0) throw badRequest(USER_MESSAGES.clinicianInstitutions);
  const institutionId = primaryInstitution(editor, body, role, institutionIds, existing);
  const named = unique([...institutionIds, ...(institutionId !== null ? [institutionId] : [])]);
  if ((await existingInstitutionIds(db, named)).length !== named.length) throw badRequest(USER_MESSAGES.unknownInstitution);
  if (await queries.emailTaken(db, email, existing?.id ?? null)) throw conflict(USER_MESSAGES.emailTaken);

  return {
    firstName,
    lastName,
    email,
    role,
    phone: body.phone?.trim() || null,
    password,
    institutionId,
    institutionIds: role === CLINICIAN_ROLE ? unique([institutionId!, ...institutionIds]) : [],
    permissions,
    isActive: creating ? true : (body.is_active ?? existing.is_active),
  };
}
