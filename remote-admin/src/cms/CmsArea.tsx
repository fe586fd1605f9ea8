import { PlaceholderRoutes } from '@lab/shared/react';

/** The CMS Fields area (/cms); exposed to the host as 'admin/cms'. */
export default function CmsArea() {
  return <PlaceholderRoutes title="CMS Fields" pages={['list', { path: 'cron-monitoring', label: 'Cron Job Monitoring' }]} />;
}
