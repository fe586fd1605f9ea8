import type { AreaKey } from './areas';
import type { AccessSubject } from './subject';

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
