import { PlaceholderRoutes } from '@lab/shared/react';

/** The Analytics area (/analytics); exposed to the host as 'admin/analytics'. */
export default function AnalyticsArea() {
  return <PlaceholderRoutes title="Analytics" pages={['list']} />;
}
