import type { AreaKey } from '@lab/shared';

export type RemoteName = 'clinical' | 'logistics' | 'admin';

/** Which remote serves each area, and under which path. */
export interface RemoteAreaDef {
  area: AreaKey;
  title: string;
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, e.g. './patients'. */
  module: string;
}

export const REMOTE_AREAS: readonly RemoteAreaDef[] = [
  { area: 'patients', title: 'Patients', path: '/patients', remote: 'clinical', module: './patients' },
  { area: 'tests', title: 'Test Requests', path: '/tests', remote: 'clinical', module: './tests' },
  { area: 'results', title: 'Test Results', path: '/results', remote: 'clinical', module: './results' },
  { area: 'inventory', title: 'Inventory', path: '/inventory', remote: 'logistics', module: './inventory' },
  { area: 'fulfillment', title: 'Fulfillment', path: '/fulfillment', remote: 'logistics', module: './fulfillment' },
  { area: 'users', title: 'Users', path: '/users', remote: 'admin', module: './users' },
  { area: 'institutions', title: 'Institutions', path: '/institutions', remote: 'admin', module: './institutions' },
  { area: 'analytics', title: 'Analytics', path: '/analytics', remote: 'admin', module: './analytics' },
  { area: 'cms', title: 'CMS Fields', path: '/cms', remote: 'admin', module: './cms' },
  { area: 'audit', title: 'Audit Trail', path: '/audit', remote: 'admin', module: './audit' },
];
