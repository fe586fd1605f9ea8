import { AREA_KEYS, type AreaKey } from './areas';
import { DEFAULT_AREAS_BY_ROLE, type Role } from './roles';

/** The part of a user that decides what they may reach. */
export interface AccessSubject {
  role: Role;
  permissions?: readonly string[] | null;
  institution_id?: number | null;
  institution_ids?: readonly number[] | null;
}

/**
 * The areas a user may reach: super_admin always reaches all; otherwise a non-empty
 * permissions list overrides the role's defaults.
 */
export function effectiveAreas(user: AccessSubject): readonly AreaKey[] {
  if (user.role === 'super_admin') return AREA_KEYS;
  const granted = (user.permissions ?? []).filter((p): p is AreaKey =>
    (AREA_KEYS as readonly string[]).includes(p),
  );
  if (user.permissions && user.permissions.length > 0) return granted;
  return DEFAULT_AREAS_BY_ROLE[user.role] ?? [];
}

export function canAccess(user: AccessSubject | null | undefined, area: AreaKey): boolean {
  if (!user) return false;
  return effectiveAreas(user).includes(area);
}
