// The user form's values and the pure steps between them: the start (a user, or ?role= and
// ?institution_id= on create), a role or primary institution chosen, the problems, the body sent.
import {
  CLINICIAN_ROLE,
  defaultPermissionsFor,
  editsMenuPermissions,
  isRole,
  needsInstitution,
  rolesAssignableBy,
  type InstitutionOption,
  type Role,
  type SessionUser,
  type UserDetail,
  type UserWriteBody,
} from '@lab/shared';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: Role | '';
  /** Blank on edit keeps the current password. */
  password: string;
  /** The primary institution (a super administrator's choice). */
  institution_id: number | null;
  /** A clinician's institutions. */
  institution_ids: number[];
  permissions: string[];
  is_active: boolean;
}

export type TextField = 'first_name' | 'last_name' | 'email' | 'phone' | 'password';

interface Preselection {
  role: string | null;
  institution_id: string | null;
}

/** The starting values: the user's when editing; on create, ?role= and ?institution_id= when the editor may give them. */
export function initialUserValues(user: UserDetail | null, editor: SessionUser, institutions: InstitutionOption[], query: Preselection): UserFormValues {
  if (user) {
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone ?? '',
      role: user.role,
      password: '',
      institution_id: user.institution_id,
      institution_ids: [...user.institution_ids],
      // stored empty means the role's defaults apply: the editor shows what the user has
      permissions: user.permissions.length > 0 ? [...user.permissions] : defaultPermissionsFor(user.role),
      is_active: user.is_active,
    };
  }
  const blank: UserFormValues = { first_name: '', last_name: '', email: '', phone: '', role: '', password: '', institution_id: null, institution_ids: [], permissions: [], is_active: true };
  const requested = institutions.find((i) => String(i.id) === query.institution_id)?.id;
  // an institution_admin's only institution is the one their clinicians get
  const institutionId = requested ?? (!editsMenuPermissions(editor) && institutions.length === 1 ? institutions[0].id : undefined);
  const preset = { ...blank, institution_id: editsMenuPermissions(editor) ? (requested ?? null) : null, institution_ids: institutionId ? [institutionId] : [] };
  const role = isRole(query.role) && rolesAssignableBy(editor).includes(query.role) ? query.role : '';
  return role ? withRole(preset, role, { creating: true, editor }) : preset;
}

/**
 * A role chosen: a new user gets its default menu permissions, provider staff
 * lose the primary institution, and a clinician's institutions start from the primary one.
 */
export function withRole(values: UserFormValues, role: Role, { creating, editor }: { creating: boolean; editor: SessionUser }): UserFormValues {
  const next = { ...values, role };
  if (creating && editsMenuPermissions(editor)) next.permissions = defaultPermissionsFor(role);
  if (!needsInstitution(role)) next.institution_id = null;
  if (role === CLINICIAN_ROLE && next.institution_ids.length === 0 && next.institution_id !== null) next.institution_ids = [next.institution_id];
  return next;
}

/** The primary institution chosen: a clinician works there too. */
export function withPrimaryInstitution(values: UserFormValues, id: number | null): UserFormValues {
  const addToClinician = values.role === CLINICIAN_ROLE && id !== null && !values.institution_ids.includes(id);
  return { ...values, institution_id: id, institution_ids: addToClinician ? [...values.institution_ids, id] : values.institution_ids };
}

/**
 * POST/PUT body: the password only when typed (blank on edit keeps it); the
 * primary institution and the permissions only from a super administrator (the API sets an
 * institution_admin's own institution and refuses those fields from them); is_active on edit.
 */
export function toUserBody(values: UserFormValues, { creating, editor }: { creating: boolean; editor: SessionUser }): UserWriteBody {
  const role = values.role as Role;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    role,
    phone: values.phone.trim() || null,
    ...(values.password ? { password: values.password } : {}),
    ...(editsMenuPermissions(editor) ? { institution_id: needsInstitution(role) ? values.institution_id : null, permissions: values.permissions } : {}),
    institution_ids: role === CLINICIAN_ROLE ? values.institution_ids : [],
    ...(creating ? {} : { is_active: values.is_active }),
  };
}
