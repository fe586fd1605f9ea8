// The areas of the portal, read from area-table.json: the one list that navigation, the assignable
// menu keys, the host's routes and the remotes' webpack exposes all derive from. The data is JSON
// because the remotes' webpack configs (plain Node) read it too; this module gives it types.
import areaTable from './area-table.json';

/** The remotes the host loads areas from; 'host' areas are pages of the shell itself. */
export const REMOTE_NAMES = ['clinical', 'logistics', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type AreaKey = keyof typeof areaTable;

export interface AreaDef {
  key: AreaKey;
  title: string;
  path: string;
  remote: RemoteName | 'host';
  /** The module its remote exposes, e.g. './patients' (host areas have none). */
  module: string | null;
  /** Shown in the side navigation (analytics is reached from the dashboard and institutions). */
  nav: boolean;
  /** Offered by the user form's permission editor. */
  assignable: boolean;
}

/** An area served by a remote: the host loads `module` from `remote` when the user enters `path`. */
export interface RemoteAreaDef extends AreaDef {
  remote: RemoteName;
  module: string;
}

interface AreaRecord {
  title: string;
  path: string;
  remote: string;
  module?: string;
  nav: boolean;
  assignable: boolean;
}

function toAreaDef(key: AreaKey, record: AreaRecord): AreaDef {
  const { remote } = record;
  if (remote !== 'host' && !(REMOTE_NAMES as readonly string[]).includes(remote)) throw new Error(`area-table.json: ${key} names an unknown remote "${remote}"`);
  if (remote !== 'host' && !record.module) throw new Error(`area-table.json: ${key} is served by ${remote} but names no module`);
  return { key, title: record.title, path: record.path, remote: remote as AreaDef['remote'], module: record.module ?? null, nav: record.nav, assignable: record.assignable };
}

const records: Record<AreaKey, AreaRecord> = areaTable;

/** Every area, in the table's order. */
export const AREAS: readonly AreaDef[] = (Object.keys(records) as AreaKey[]).map((key) => toAreaDef(key, records[key]));

/** Functional areas a user may be given access to. */
export const AREA_KEYS: readonly AreaKey[] = AREAS.map((area) => area.key);

const isRemoteArea = (area: AreaDef): area is RemoteAreaDef => area.remote !== 'host';

/** The areas the host loads from a remote, each under its own path. */
export const REMOTE_AREAS: readonly RemoteAreaDef[] = AREAS.filter(isRemoteArea);

/** The menu keys the permission editor offers (analytics and audit come with roles, not the editor). */
export const ASSIGNABLE_MENU_KEYS = AREAS.filter((area) => area.assignable).map((area) => area.key);
export type AssignableMenuKey = AreaKey;

export function isAreaKey(value: unknown): value is AreaKey {
  return typeof value === 'string' && (AREA_KEYS as readonly string[]).includes(value);
}

/**
 * The entries of a permissions list that are not area keys. A list to be stored must have none:
 * the users API refuses it with 400, and the database (users_permissions_area_keys) refuses it too.
 */
export function unknownAreaKeys(permissions: readonly unknown[]): unknown[] {
  return permissions.filter((p) => !isAreaKey(p));
}
