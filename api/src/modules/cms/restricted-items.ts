// Markers and panels restricted to institutions: a super_admin sees all and picks their
// institutions (none: global); anyone else sees the global ones and those of their institutions,
// and an institution_admin edits only their own ones. Collection devices and storage locations
// likewise have an owner: none (shared, the provider's) or the institution that made them.
import { CMS_MESSAGES, homeInstitution, picksItemInstitutions } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/errors';
import { existingInstitutionIds } from '../../platform/institutions';
import { INSTITUTION_NOT_FOUND, requireInstitutionInScope } from '../../platform/scope';
import type { ItemView } from './queries';
import { canEditSection } from './section-access';
import type { CmsSectionKey } from './sections';

/**
 * The caller's view of a section: the items offered to their scope (all for super_admin), the
 * institutions of their scope shown, and the items they may edit: restricted to institutions all
 * in their scope (every item for super_admin), none unless they edit the tab.
 */
export function viewOf(caller: Caller, section: CmsSectionKey, narrowed: Partial<ItemView> = {}): ItemView {
  return { offered: caller.scope, visible: caller.scope, editable: canEditSection(caller.user, section) ? caller.scope : null, ...narrowed };
}

/** The caller's own institution, which every marker, panel, device and location they create is restricted to (or owned by). */
export function ownInstitution(caller: Caller): number {
  const own = homeInstitution(caller.user);
  if (own === null) throw forbidden(CMS_MESSAGES.pageDenied);
  return own;
}

/**
 * The institution_ids a write stores; undefined: an edit that keeps them.
 * - super_admin: the ids given (each must exist, else 404 'Institution not found'); none: global.
 * - others: the ids given, each in their scope (else the same 404), always with their own
 *   institution, which they cannot remove; an edit without institution_ids keeps the stored ones.
 */
export async function institutionsToStore(db: Db, caller: Caller, given: number[] | undefined, creating: boolean): Promise<number[] | undefined> {
  if (picksItemInstitutions(caller.user)) {
    const ids = given ?? (creating ? [] : undefined);
    if (ids && (await existingInstitutionIds(db, ids)).length !== ids.length) throw notFound(INSTITUTION_NOT_FOUND);
    return ids;
  }
  for (const id of given ?? []) requireInstitutionInScope(caller.scope, id);
  if (!creating && given === undefined) return undefined;
  return [...new Set([ownInstitution(caller), ...(given ?? [])])].sort((a, b) => a - b);
}
