import { AREA_KEYS, type AreaKey } from './areas';

/** The six roles of the product. */
export const ROLES = [
  'super_admin',
  'institution_admin',
  'clinician',
  'client_admin',
  'fulfillment_agent',
  'lab_user',
] as const;
export type Role = (typeof ROLES)[number];

/** Default area access per role; a non-empty permissions list overrides it (not for super_admin). */
export const DEFAULT_AREAS_BY_ROLE: Record<Role, readonly AreaKey[]> = {
  super_admin: AREA_KEYS,
  institution_admin: ['dashboard', 'patients', 'tests', 'results', 'analytics', 'users', 'cms', 'audit', 'interfaces'],
  clinician: ['dashboard', 'patients', 'tests', 'results'],
  client_admin: ['dashboard', 'patients', 'tests', 'inventory', 'fulfillment', 'analytics'],
  fulfillment_agent: ['dashboard', 'inventory', 'fulfillment'],
  lab_user: ['dashboard', 'patients', 'tests', 'results', 'interfaces'],
};

/** Provider staff belong to no institution; every other role has a primary one (a clinician's is among theirs). */
export const PROVIDER_STAFF_ROLES: readonly Role[] = ['super_admin', 'fulfillment_agent'];
export const needsInstitution = (role: Role | '' | null | undefined) => !!role && !PROVIDER_STAFF_ROLES.includes(role);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** 'institution_admin' -> 'institution admin' (underscore shown as a space). */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}
