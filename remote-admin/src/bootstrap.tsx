// Standalone development entry (`pnpm --filter remote-admin start`): this remote without the host.
import { DevShell } from '@lab/shared/react';
import { createRoot } from 'react-dom/client';
import { AUDIT_MESSAGES, INTERFACE_SCREEN_TEXTS } from '@lab/shared';
import UsersArea from './users/UsersArea';
import InstitutionsArea from './institutions/InstitutionsArea';
import AnalyticsArea from './analytics/AnalyticsArea';
import CmsArea from './cms/CmsArea';
import AuditArea from './audit/AuditArea';
import InterfacesArea from './interfaces/InterfacesArea';

const areas = [
  { title: 'Users', path: '/users', Component: UsersArea },
  { title: 'Institutions', path: '/institutions', Component: InstitutionsArea },
  { title: 'Analytics', path: '/analytics', Component: AnalyticsArea },
  { title: 'CMS Fields', path: '/cms', Component: CmsArea },
  { title: AUDIT_MESSAGES.title, path: '/audit', Component: AuditArea },
  { title: INTERFACE_SCREEN_TEXTS.title, path: '/interfaces', Component: InterfacesArea },
];

createRoot(document.getElementById('root')!).render(<DevShell name="admin" areas={areas} />);
