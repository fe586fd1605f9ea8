import { AREAS, type AreaKey } from './areas';
import { canAccess, type AccessSubject } from './subject';

export interface NavEntry {
  name: string;
  path: string;
  area: AreaKey;
}

/** Side navigation entries in display order: the areas marked `nav` in the area table. */
export const NAV_ENTRIES: readonly NavEntry[] = AREAS.filter((area) => area.nav).map((area) => ({ name: area.title, path: area.path, area: area.key }));

/** The entries a user may see, filtered by area access only. */
export function navEntriesFor(user: AccessSubject | null | undefined): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => canAccess(user, entry.area));
}

/** True when `pathname` is the entry's path or one of its sub-paths. */
export function isNavEntryActive(entry: Pick<NavEntry, 'path'>, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
