import { canAccess, type AccessSubject } from './access';
import type { AreaKey, Role } from './roles';

export interface NavEntry {
  name: string;
  path: string;
  area: AreaKey;
  /** Informational only: the spec says this list is not used for filtering. */
  roles: readonly Role[] | 'all';
}

/** Side navigation entries in display order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { name: 'Dashboard', path: '/dashboard', area: 'dashboard', roles: 'all' },
  { name: 'Patients', path: '/patients', area: 'patients', roles: ['super_admin', 'institution_admin', 'clinician', 'client_admin', 'lab_user'] },
  { name: 'Test Requests', path: '/tests', area: 'tests', roles: ['super_admin', 'institution_admin', 'clinician', 'client_admin', 'lab_user'] },
  { name: 'Test Results', path: '/results', area: 'results', roles: ['super_admin', 'institution_admin', 'clinician', 'lab_user'] },
  { name: 'Inventory', path: '/inventory', area: 'inventory', roles: ['super_admin', 'client_admin', 'fulfillment_agent'] },
  { name: 'Fulfillment', path: '/fulfillment', area: 'fulfillment', roles: ['super_admin', 'client_admin', 'fulfillment_agent'] },
  { name: 'Users', path: '/users', area: 'users', roles: ['super_admin', 'institution_admin'] },
  { name: 'Institutions', path: '/institutions', area: 'institutions', roles: ['super_admin'] },
  { name: 'CMS Fields', path: '/cms', area: 'cms', roles: ['super_admin', 'institution_admin', 'client_admin'] },
  { name: 'Audit Trail', path: '/audit', area: 'audit', roles: ['super_admin', 'institution_admin'] },
];

/** The entries a user may see, filtered by area access only. */
export function navEntriesFor(user: AccessSubject | null | undefined): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => canAccess(user, entry.area));
}

/** True when `pathname` is the entry's path or one of its sub-paths. */
export function isNavEntryActive(entry: Pick<NavEntry, 'path'>, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
