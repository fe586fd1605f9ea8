import { AREA_KEYS, DEFAULT_AREAS_BY_ROLE, type AreaKey, type Role } from './roles';

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

/**
 * The institutions whose records a user may see: 'all' for super_admin, otherwise the
 * user's own institution(s). An empty list means none.
 */
export function institutionScope(user: AccessSubject): 'all' | number[] {
  if (user.role === 'super_admin') return 'all';
  const ids = new Set<number>();
  if (user.institution_id != null) ids.add(user.institution_id);
  for (const id of user.institution_ids ?? []) ids.add(id);
  return [...ids];
}

/** True when `institutionId` lies inside `scope` (a scope of 'all' holds every institution). */
export function isInScope(scope: 'all' | readonly number[], institutionId: number): boolean {
  return scope === 'all' || scope.includes(institutionId);
}

/**
 * The institutions whose records of `area` a user may see. Fulfillment agents are provider
 * staff who ship kits to every institution, so their inventory and fulfillment scope is all;
 * everything else follows `institutionScope`.
 */
export function areaScope(user: AccessSubject, area: AreaKey): 'all' | number[] {
  if (user.role === 'fulfillment_agent' && (area === 'inventory' || area === 'fulfillment')) return 'all';
  return institutionScope(user);
}
