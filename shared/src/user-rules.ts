// User management: who manages whom, the roles and menu permissions each may give, the permission
// editor's rules, the form's checks, the email kinds, the role badges and descriptions, and the
// texts. The users API enforces all of it; the
// admin remote asks the same functions to show, hide and disable.
import { type AccessSubject, ASSIGNABLE_MENU_KEYS, type AssignableMenuKey, DEFAULT_AREAS_BY_ROLE, effectiveAreas, institutionScope, isSuperAdmin, may, needsInstitution, type Role, roleLabel, ROLES } from './access';
import { COMMON_MESSAGES } from './common-messages';

export const CMS_SUB_PERMISSIONS = [
  'cms_sample_types',
  'cms_markers',
  'cms_panels',
  'cms_statuses',
  'cms_collection_devices',
  'cms_tube_types',
  'cms_storage_locations',
  'cms_notification_logs',
] as const;
export type CmsSubPermission = (typeof CMS_SUB_PERMISSIONS)[number];

const CMS = 'cms';
const isCmsSub = (key: string) => (CMS_SUB_PERMISSIONS as readonly string[]).includes(key);

/** Roles whose defaults bring every CMS sub-permission with cms. */
const CMS_ALL_SUBS_ROLES: readonly Role[] = ['super_admin', 'institution_admin'];

/** The menu permissions a new user of `role` starts with. */
export function defaultPermissionsFor(role: Role): string[] {
  const areas = [...DEFAULT_AREAS_BY_ROLE[role]];
  return areas.includes(CMS) && CMS_ALL_SUBS_ROLES.includes(role) ? [...areas, ...CMS_SUB_PERMISSIONS] : areas;
}

/** Checking a menu key; cms brings every sub-permission, unchecking it takes them all away. */
export function toggleMenuKey(permissions: readonly string[], key: AssignableMenuKey, on: boolean): string[] {
  const without = permissions.filter((p) => p !== key && !(key === CMS && isCmsSub(p)));
  if (!on) return without;
  return key === CMS ? [...without, CMS, ...CMS_SUB_PERMISSIONS] : [...without, key];
}

export function toggleCmsSub(permissions: readonly string[], sub: CmsSubPermission, on: boolean): string[] {
  const without = permissions.filter((p) => p !== sub);
  return on ? [...without, sub] : without;
}

/** Select All: every assignable key and every CMS sub-permission (keys outside the editor are kept). */
export function selectAllPermissions(permissions: readonly string[]): string[] {
  const kept = permissions.filter((p) => !(ASSIGNABLE_MENU_KEYS as readonly string[]).includes(p) && !isCmsSub(p));
  return [...kept, ...ASSIGNABLE_MENU_KEYS, ...CMS_SUB_PERMISSIONS];
}

/** Deselect All: none of the editor's keys (keys outside the editor are kept). */
export function deselectAllPermissions(permissions: readonly string[]): string[] {
  return permissions.filter((p) => !(ASSIGNABLE_MENU_KEYS as readonly string[]).includes(p) && !isCmsSub(p));
}

/** Keys a permissions list may hold: the areas (analytics comes with some roles' defaults) and the CMS sub-permissions. */
export const STORABLE_PERMISSIONS: readonly string[] = [...DEFAULT_AREAS_BY_ROLE.super_admin, ...CMS_SUB_PERMISSIONS];
export const unknownPermissions = (permissions: readonly unknown[]) => permissions.filter((p) => typeof p !== 'string' || !STORABLE_PERMISSIONS.includes(p));

type Actor = (AccessSubject & { id?: number }) | null | undefined;
interface Target {
  id?: number;
  role: Role;
  institution_id: number | null;
  institution_ids?: readonly number[] | null;
  is_active?: boolean;
  /** Menu keys and CMS sub-permissions as stored (empty: the role's defaults). */
  permissions?: readonly string[] | null;
  /**
   * How many of the user's institutions the viewer cannot see (a user detail names only the
   * viewer's); the API, which knows them all, lists every one in institution_ids instead.
   */
  other_institution_count?: number;
}

const worksIn = (target: Target, institutionId: number | null | undefined) =>
  institutionId != null && (target.institution_id === institutionId || (target.institution_ids ?? []).includes(institutionId));

/** Users area and user form. */
export const canManageUsers = (actor: Actor) => may(actor, 'users.manage');

/** What an account reaches: its role's defaults and whatever it was granted on top. */
export function accessOf(user: { role: Role; permissions?: readonly string[] | null }): string[] {
  return [...new Set([...defaultPermissionsFor(user.role), ...(user.permissions ?? [])])];
}

/** What a user may pass on: what they themselves have in effect (stored keys, else the role's defaults). */
function grantableBy(actor: AccessSubject): readonly string[] {
  return actor.permissions && actor.permissions.length > 0 ? actor.permissions : defaultPermissionsFor(actor.role);
}

/**
 * Why `actor` may not take over `target`'s account, or null when they may. Whoever sets another
 * person's password, email, role or access can become that person, so outside super_admin this
 * needs both: every institution the target works in is one of the actor's (else an admin of one
 * institution could sign in as a clinician shared with another and read its patients), and all the
 * target reaches is access the actor has (else a password reset would hand the actor areas they
 * were never given).
 */
export function takeoverGap(actor: Actor, target: Target): string | null {
  if (!actor) return USER_MESSAGES.manageDenied;
  if (isSuperAdmin(actor) || (actor.id !== undefined && actor.id === target.id)) return null;
  if (target.role === 'super_admin') return USER_MESSAGES.manageDenied;
  const own = institutionScope(actor) as readonly number[];
  const theirs = [...(target.institution_id != null ? [target.institution_id] : []), ...(target.institution_ids ?? [])];
  if ((target.other_institution_count ?? 0) > 0 || theirs.some((id) => !own.includes(id))) return USER_MESSAGES.sharedUserViewOnly;
  const grantable = grantableBy(actor);
  const beyond = accessOf(target).filter((key) => !grantable.includes(key));
  return beyond.length > 0 ? USER_MESSAGES.accessBeyondViewOnly(beyond) : null;
}

/**
 * Why `actor` may not edit, deactivate or set links for `target` (null: they may). super_admin
 * manages everyone; an institution_admin only users they could take over (takeoverGap), which
 * makes a user shared with another institution, or with wider access, view-only for them.
 */
export function userManagementDenial(actor: Actor, target: Target): string | null {
  if (!canManageUsers(actor) || !canViewUser(actor, target)) return USER_MESSAGES.manageDenied;
  return takeoverGap(actor, target);
}

export const canManageUser = (actor: Actor, target: Target) => userManagementDenial(actor, target) === null;

/** Deactivate: a manager of the user, for an active user who is not the viewer. */
export const canDeactivateUser = (actor: Actor, target: Target) =>
  canManageUser(actor, target) && target.is_active !== false && (actor?.id === undefined || actor.id !== target.id);

/**
 * The users list and a user's detail: the users area and the 'users.view' action (a client_admin
 * given the users area sees users and may mail them, but manages none).
 */
export const canViewUsers = (actor: Actor) => may(actor, 'users.view');

/** One user: super_admin everyone; others the users of their own institution, never a super_admin. */
export function canViewUser(actor: Actor, target: Target): boolean {
  if (!canViewUsers(actor)) return false;
  if (isSuperAdmin(actor)) return true;
  return target.role !== 'super_admin' && worksIn(target, actor!.institution_id);
}

/** Email communication: only to active users the sender may see. */
export const canEmailUser = (actor: Actor, target: Target) => target.is_active !== false && canViewUser(actor, target);

/**
 * Account-setup and password-reset links: a link lets someone choose the target's password, so
 * only a sender who could take the account over anyway (takeoverGap) may send one.
 */
export const canSendPasswordLinks = (actor: Actor, target: Target) => canEmailUser(actor, target) && takeoverGap(actor, target) === null;

/** The roles `actor` may give: super_admin any; an institution_admin those whose default access lies within their own. */
export function rolesAssignableBy(actor: Actor): Role[] {
  if (!canManageUsers(actor)) return [];
  if (isSuperAdmin(actor)) return [...ROLES];
  const own = effectiveAreas(actor!);
  return ROLES.filter((role) => role !== 'super_admin' && DEFAULT_AREAS_BY_ROLE[role].every((area) => own.includes(area)));
}

/** The areas of `permissions` the actor does not have themselves (what they may not grant). */
export function grantsBeyond(actor: Actor, permissions: readonly string[]): string[] {
  if (!actor || isSuperAdmin(actor)) return [];
  const own = effectiveAreas(actor) as readonly string[];
  return permissions.filter((p) => !isCmsSub(p) && !own.includes(p));
}

/** Only a super administrator picks the super_admin role, the primary institution and the menu permissions. */
export const editsMenuPermissions = (actor: Actor) => isSuperAdmin(actor);

/** Any password set from now on (accounts keep what they have until they change it). */
export const MIN_PASSWORD_LENGTH = 12;
/** How long an account-setup or password-reset link works. */
export const SET_PASSWORD_LINK_HOURS = 24;
export const USERS_PAGE_SIZE = 20;
/** '{kind} email sent successfully!' clears after this long. */
export const USER_EMAIL_NOTICE_MS = 5000;

export const USER_EMAIL_KINDS = ['account_setup', 'password_reset', 'custom'] as const;
export type UserEmailKind = (typeof USER_EMAIL_KINDS)[number];
export const USER_EMAIL_KIND_LABELS: Record<UserEmailKind, string> = { account_setup: 'Account setup', password_reset: 'Password reset', custom: 'Custom' };

/** The role badges' tones (StatusTag's AA-contrast presets); the badge's text says the role. */
export const ROLE_BADGE_COLOURS: Record<Role, string> = {
  super_admin: 'red',
  institution_admin: 'purple',
  clinician: 'blue',
  client_admin: 'cyan',
  fulfillment_agent: 'orange',
  lab_user: 'green',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  super_admin: 'Full access to every institution, user, setting and report of the platform.',
  institution_admin: "Manages their institution's users, patients, test requests, results and reference data.",
  clinician: 'Orders tests for their patients and follows their results, in the institutions they are assigned to.',
  client_admin: "Oversees their institution's patients, test requests, kit inventory and fulfillment, with analytics.",
  fulfillment_agent: 'Provider staff who pack and ship test kits to every institution.',
  lab_user: 'Laboratory staff who process samples and enter and review results.',
};

export const USER_MESSAGES = {
  fetchFailed: 'Failed to fetch user',
  saveFailed: 'Failed to save user',
  notFoundTitle: 'User Not Found',
  notFound: 'The requested user could not be found.',
  accessDenied: COMMON_MESSAGES.accessDenied,
  manageDenied: "You don't have permission to manage users.",
  addTitle: 'Add New User',
  editTitle: 'Edit User',
  passwordRequired: 'Password is required for new users',
  passwordHint: `Password should be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooCommon: 'This password appears in lists of leaked passwords. Please choose another one.',
  requiredFields: 'First name, last name, email and role are required',
  clinicianInstitutions: 'Clinicians must be assigned to at least one institution',
  menuPermissionRequired: 'Please select at least one menu permission',
  cmsSubPermissionRequired: 'Please select at least one CMS sub-permission',
  customEmailFields: 'Please fill in both subject and message fields.',
  emailSent: (kind: UserEmailKind) => `${USER_EMAIL_KIND_LABELS[kind]} email sent successfully!`,
  /** Without a mail server the mail is kept in the log, and nobody receives it: never say sent. */
  emailRecorded: (kind: UserEmailKind) => `${USER_EMAIL_KIND_LABELS[kind]} email recorded but not delivered: no mail server is configured.`,
  emailFailed: (error: string) => `Failed: ${error}`,
  notProvided: 'Not provided',
  systemLevelAccess: 'System Level Access',
  // The server's refusals.
  invalidEmail: 'Please enter a valid email address',
  emailTaken: 'A user with this email already exists',
  institutionRequired: 'Please select an institution for this role',
  unknownInstitution: COMMON_MESSAGES.institutionNotFound,
  notFoundError: 'User not found',
  superAdminRoleDenied: 'Only a super administrator can assign the super_admin role',
  roleDenied: (role: string) => `You cannot assign the ${role.replace(/_/g, ' ')} role`,
  grantDenied: (keys: readonly string[]) => `You cannot grant access you do not have: ${keys.join(', ')}`,
  permissionsDenied: 'Only a super administrator can change menu permissions',
  institutionDenied: 'Only a super administrator can change the primary institution',
  outsideInstitutionsDenied: 'You cannot assign institutions outside your own',
  selfDeactivate: 'You cannot deactivate your own account',
  selfRole: 'You cannot change your own role',
  sharedUserViewOnly: 'This user also works in an institution outside yours, so only a super administrator can change their account, password or access.',
  accessBeyondViewOnly: (keys: readonly string[]) =>
    `This user has access you cannot grant (${keys.map(roleLabel).join(', ')}), so only a super administrator can change their account, password or access.`,
  alreadyInactive: 'This user is already inactive',
  deactivated: 'User deactivated successfully',
  inactiveRecipient: 'Emails can only be sent to active users',
  linkInvalid: 'This link is invalid or has expired. Ask your administrator for a new one.',
  passwordSet: 'Your password has been set. You can now sign in.',
  cliniciansNeedInstitution: 'institution_id is required to list clinicians',
  unknownPermissions: (unknown: readonly unknown[]) => `Unknown permissions: ${unknown.join(', ')}`,
  deactivateFailed: 'Failed to deactivate user',
  /** An email the log shows as failed without a reason. */
  emailNotSent: 'The email could not be sent',
  cliniciansUnavailable: 'Clinicians could not be loaded',
} as const;

export interface UserFormState {
  first_name: string;
  last_name: string;
  email: string;
  role: Role | '' | null;
  password?: string;
  /** The primary institution, where the form picks one (a super_admin's). */
  institution_id?: number | null;
  institution_ids: readonly number[];
  permissions: readonly string[];
}

/**
 * Why the form cannot be sent yet, in the order the form shows them; empty
 * when it can. The password's length is a hint on the client, checked by the server.
 */
export function userFormProblems(form: UserFormState, { creating, editor }: { creating: boolean; editor: Actor }): string[] {
  const problems: string[] = [];
  if (![form.first_name, form.last_name, form.email].every((v) => v.trim()) || !form.role) problems.push(USER_MESSAGES.requiredFields);
  if (creating && !form.password) problems.push(USER_MESSAGES.passwordRequired);
  if (form.role === 'clinician' && form.institution_ids.length === 0) problems.push(USER_MESSAGES.clinicianInstitutions);
  if (editsMenuPermissions(editor)) problems.push(...permissionProblems(form.permissions, { creating, role: form.role }));
  // a super_admin picks the primary institution of roles that have one (a clinician's falls back to their first)
  const picksPrimary = editsMenuPermissions(editor) && needsInstitution(form.role) && form.role !== 'clinician';
  if (picksPrimary && form.institution_id === null) problems.push(USER_MESSAGES.institutionRequired);
  return problems;
}

/**
 * What is wrong with a menu permission list a super_admin chose: a new user
 * other than a super_admin needs one menu key; cms needs one of its sub-permissions.
 */
export function permissionProblems(permissions: readonly string[], { creating, role }: { creating: boolean; role: Role | '' | null }): string[] {
  const problems: string[] = [];
  const menu = permissions.filter((p) => (ASSIGNABLE_MENU_KEYS as readonly string[]).includes(p));
  if (creating && role && role !== 'super_admin' && menu.length === 0) problems.push(USER_MESSAGES.menuPermissionRequired);
  if (permissions.includes(CMS) && !permissions.some(isCmsSub)) problems.push(USER_MESSAGES.cmsSubPermissionRequired);
  return problems;
}

/** Whether a user of `role` is to get the super_admin role (only a super_admin gives it). */
export const isSuperAdminRole = (role: Role | '' | null | undefined) => role === 'super_admin';
