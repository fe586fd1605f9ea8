import type { AreaKey } from './areas';
import { needsInstitution } from './roles';
import type { AccessSubject } from './subject';

/** The institutions whose records a caller may see: every one ('all'), or these (none when empty). */
export type Scope = 'all' | number[];

/**
 * The institutions whose records a user may see: 'all' for super_admin, otherwise the
 * user's own institution(s). An empty list means none.
 */
export function institutionScope(user: AccessSubject): Scope {
  if (user.role === 'super_admin') return 'all';
  const ids = new Set<number>();
  if (user.institution_id != null) ids.add(user.institution_id);
  for (const id of user.institution_ids ?? []) ids.add(id);
  return [...ids];
}

/** True when `institutionId` lies inside `scope` (a scope of 'all' holds every institution). */
export function isInScope(scope: Scope | readonly number[], institutionId: number): boolean {
  return scope === 'all' || scope.includes(institutionId);
}

/**
 * The institutions whose records of `area` a user may see. Fulfillment agents are provider
 * staff who ship kits to every institution, so their inventory and fulfillment scope is all;
 * everything else follows `institutionScope`.
 */
export function areaScope(user: AccessSubject, area: AreaKey): Scope {
  if (user.role === 'fulfillment_agent' && (area === 'inventory' || area === 'fulfillment')) return 'all';
  return institutionScope(user);
}

/**
 * The institution a user acts for when a request names none (a new record's owner, a rate limit's
 * bucket): their primary institution, else the first they belong to. Provider staff belong to none.
 */
export function homeInstitution(user: AccessSubject): number | null {
  if (!needsInstitution(user.role)) return null;
  return user.institution_id ?? user.institution_ids?.[0] ?? null;
}

/** The home institution as a scope: just it, or none. */
export function homeScope(user: AccessSubject): number[] {
  const home = homeInstitution(user);
  return home === null ? [] : [home];
}

/**
 * `scope` narrowed to the institutions a caller asked for: those of them inside the scope (a choice
 * outside it finds nothing, as if it did not exist). Without a choice, the whole scope.
 */
export function narrowScope(scope: Scope, chosen: number | readonly number[] | null | undefined): Scope {
  const ids = chosen == null ? [] : typeof chosen === 'number' ? [chosen] : chosen;
  if (ids.length === 0) return scope;
  return ids.filter((id) => isInScope(scope, id));
}
